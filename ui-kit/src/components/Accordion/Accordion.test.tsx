import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Accordion } from './Accordion.tsx';
import { expectNoAxeViolations, renderKit } from '../../test/render.tsx';

const items = [
  { value: 'q1', title: 'Как открыть бокс?', content: <p>Нажмите кнопку</p> },
  { value: 'q2', title: 'Как продлить?', content: <p>Создайте счёт</p> },
];

describe('Accordion', () => {
  it('should open the first question by default and switch on click', async () => {
    const onValueChange = jest.fn();
    renderKit(<Accordion items={items} defaultValue="q1" onValueChange={onValueChange} />);
    const first = screen.getByRole('button', { name: 'Как открыть бокс?' });
    const second = screen.getByRole('button', { name: 'Как продлить?' });
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Нажмите кнопку')).toBeVisible();
    expect(screen.getByRole('heading', { level: 3, name: 'Как открыть бокс?' })).toBeInTheDocument();
    await expectNoAxeViolations();

    await userEvent.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(onValueChange).toHaveBeenLastCalledWith('q2');
    await expectNoAxeViolations();
  });

  describe('given multiple', () => {
    it('should keep several open', async () => {
      renderKit(<Accordion type="multiple" items={items} />);
      await userEvent.click(screen.getByRole('button', { name: 'Как открыть бокс?' }));
      await userEvent.click(screen.getByRole('button', { name: 'Как продлить?' }));
      expect(screen.getByRole('button', { name: 'Как открыть бокс?' })).toHaveAttribute('aria-expanded', 'true');
      expect(screen.getByRole('button', { name: 'Как продлить?' })).toHaveAttribute('aria-expanded', 'true');
    });
  });
});
