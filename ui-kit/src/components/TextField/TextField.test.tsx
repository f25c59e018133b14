import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TextField } from './TextField.tsx';
import { expectNoAxeViolations, renderKit } from '../../test/render.tsx';

describe('TextField', () => {
  it('should be found by its label and accept typing', async () => {
    const onChange = jest.fn();
    renderKit(<TextField label="ФИО" name="fullName" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'ФИО' });
    await userEvent.type(input, 'Иванов');
    expect(input).toHaveValue('Иванов');
    expect(onChange).toHaveBeenCalledTimes(6);
    await expectNoAxeViolations();
  });

  describe('given an error', () => {
    it('should be invalid and described by the error', async () => {
      renderKit(<TextField label="ФИО" error="Только кириллица" />);
      const input = screen.getByRole('textbox', { name: 'ФИО' });
      expect(input).toBeInvalid();
      expect(input).toHaveAccessibleDescription('Только кириллица');
      await expectNoAxeViolations();
    });
  });

  it('should hand the input element to a ref', () => {
    const ref = { current: null as HTMLInputElement | null };
    renderKit(<TextField label="ФИО" ref={ref} />);
    expect(ref.current).toBe(screen.getByRole('textbox', { name: 'ФИО' }));
  });
});
