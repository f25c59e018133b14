import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NumberField } from './NumberField.tsx';
import { expectNoAxeViolations, renderKit } from '../../test/render.tsx';

describe('NumberField', () => {
  it.each([
    ['6', '7', 7],
    ['366', '365', 365],
    ['30', '30', 30],
  ])('should turn %s into %s on blur between 7 and 365', async (typed, shown, reported) => {
    const onChange = jest.fn();
    renderKit(<NumberField label="Дни" min={7} max={365} onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Дни' });
    await userEvent.type(input, typed);
    await userEvent.tab();
    expect(input).toHaveValue(shown);
    expect(onChange).toHaveBeenLastCalledWith(reported);
  });

  it('should ignore letters and report null when emptied', async () => {
    const onChange = jest.fn();
    renderKit(<NumberField label="Дни" defaultValue={7} onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Дни' });
    await userEvent.type(input, 'a');
    expect(input).toHaveValue('7');
    await userEvent.clear(input);
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  describe('given the stepper buttons', () => {
    it('should step and stop at the bounds', async () => {
      renderKit(<NumberField label="Дни" stepper min={7} max={8} defaultValue={7} />, { locale: 'en' });
      const input = screen.getByRole('textbox', { name: 'Дни' });
      expect(screen.getByRole('button', { name: 'Decrease' })).toBeDisabled();
      await userEvent.click(screen.getByRole('button', { name: 'Increase' }));
      expect(input).toHaveValue('8');
      expect(screen.getByRole('button', { name: 'Increase' })).toBeDisabled();
      await expectNoAxeViolations();
    });
  });

  describe('given a controlled value', () => {
    it('should follow it', async () => {
      function Form() {
        const [days, setDays] = useState<number | null>(7);
        return (
          <>
            <NumberField label="Дни" value={days} onChange={setDays} />
            <button type="button" onClick={() => setDays(30)}>
              Месяц
            </button>
          </>
        );
      }
      renderKit(<Form />);
      await userEvent.click(screen.getByRole('button', { name: 'Месяц' }));
      expect(screen.getByRole('textbox', { name: 'Дни' })).toHaveValue('30');
    });
  });

  describe('given an error', () => {
    it('should be invalid', async () => {
      renderKit(<NumberField label="Дни" error="Не меньше 7" />);
      expect(screen.getByRole('textbox', { name: 'Дни' })).toBeInvalid();
      await expectNoAxeViolations();
    });
  });
});
