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

  describe('given a loading Button', () => {
    it('should be busy and ignore clicks', async () => {
      const onClick = jest.fn();
      renderKit(
        <Button loading onClick={onClick}>
          Оплатить
        </Button>,
      );
      const button = screen.getByRole('button', { name: 'Оплатить' });
      expect(button).toHaveAttribute('aria-busy', 'true');
      expect(button).toBeDisabled();
      await userEvent.click(button);
      expect(onClick).not.toHaveBeenCalled();
      await expectNoAxeViolations();
    });
  });

  describe('given a disabled Button', () => {
    it('should not call onClick', async () => {
      const onClick = jest.fn();
      renderKit(
        <Button disabled onClick={onClick}>
          Оплатить
        </Button>,
      );
      await userEvent.click(screen.getByRole('button', { name: 'Оплатить' }));
      expect(onClick).not.toHaveBeenCalled();
    });
  });
});
