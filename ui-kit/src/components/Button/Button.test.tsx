import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from './Button.tsx';
import { expectNoAxeViolations, renderKit } from '../../test/render.tsx';

describe('Button', () => {
  it('should call onClick when pressed', async () => {
    const onClick = jest.fn();
    renderKit(<Button onClick={onClick}>Оплатить</Button>);
    await userEvent.click(screen.getByRole('button', { name: 'Оплатить' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    await expectNoAxeViolations();
  });

  describe.each([
    { state: 'loading', props: { loading: true }, busy: 'true' },
    { state: 'disabled', props: { disabled: true }, busy: null },
  ])('given a $state Button', ({ props, busy }) => {
    it('should be disabled, say whether it is busy and ignore clicks', async () => {
      const onClick = jest.fn();
      renderKit(
        <Button {...props} onClick={onClick}>
          Оплатить
        </Button>,
      );
      const button = screen.getByRole('button', { name: 'Оплатить' });
      expect(button.getAttribute('aria-busy')).toBe(busy);
      expect(button).toBeDisabled();
      await userEvent.click(button);
      expect(onClick).not.toHaveBeenCalled();
      await expectNoAxeViolations();
    });
  });

  describe('given a Button with a disabledReason', () => {
    it('should stay focusable, say why it waits and ignore clicks and submits', async () => {
      const onClick = jest.fn();
      const onSubmit = jest.fn((e: { preventDefault: () => void }) => e.preventDefault());
      renderKit(
        <form onSubmit={onSubmit}>
          <Button type="submit" disabledReason="Нет связи: отправим, когда сеть вернётся" onClick={onClick}>
            Отправить
          </Button>
        </form>,
      );
      const button = screen.getByRole('button', { name: 'Отправить' });
      expect(button).toHaveAttribute('aria-disabled', 'true');
      expect(button).toHaveAccessibleDescription('Нет связи: отправим, когда сеть вернётся');
      expect(screen.getByText('Нет связи: отправим, когда сеть вернётся')).toBeVisible();
      await userEvent.tab();
      expect(button).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await userEvent.click(button);
      expect(onClick).not.toHaveBeenCalled();
      expect(onSubmit).not.toHaveBeenCalled();
      await expectNoAxeViolations();
    });

    it('should give each button its own reason id', () => {
      renderKit(
        <>
          <Button disabledReason="Offline">Pay</Button>
          <Button disabledReason="Offline" aria-describedby="extra">
            New invoice
          </Button>
        </>,
      );
      const pay = screen.getByRole('button', { name: 'Pay' });
      const invoice = screen.getByRole('button', { name: 'New invoice' });
      const payIds = pay.getAttribute('aria-describedby') ?? '';
      expect(payIds).not.toBe('');
      expect(invoice.getAttribute('aria-describedby')).toMatch(/^extra button-reason-/);
      expect(invoice.getAttribute('aria-describedby')).not.toContain(payIds);
    });
  });

  describe('given the reason goes', () => {
    it('should act again, drop the description and keep the focus', async () => {
      const onClick = jest.fn();
      const { rerender } = renderKit(
        <Button disabledReason="Offline" onClick={onClick}>
          Pay
        </Button>,
      );
      const button = screen.getByRole('button', { name: 'Pay' });
      button.focus();
      rerender(<Button onClick={onClick}>Pay</Button>);
      expect(button).toHaveFocus();
      expect(button).not.toHaveAttribute('aria-disabled');
      expect(button).not.toHaveAccessibleDescription();
      await userEvent.click(button);
      expect(onClick).toHaveBeenCalledTimes(1);
    });
  });
});
