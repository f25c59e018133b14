import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MaskedField } from './MaskedField.tsx';
import { loadImask } from './loadImask.ts';
import { expectNoAxeViolations, renderKit } from '../../test/render.tsx';
import { TypedBeforeEffects } from '../../test/typedBeforeEffects.tsx';

describe('MaskedField', () => {
  it('should format a phone as it is typed and report masked and raw values', async () => {
    const onChange = jest.fn();
    const onValueChange = jest.fn();
    renderKit(<MaskedField mask="phone" label="Телефон" onChange={onChange} onValueChange={onValueChange} />);
    const input = screen.getByRole('textbox', { name: 'Телефон' });
    await userEvent.type(input, '9161234567');
    expect(input).toHaveValue('+7 (916) 123-45-67');
    expect(onChange).toHaveBeenLastCalledWith('+7 (916) 123-45-67');
    expect(onValueChange).toHaveBeenLastCalledWith('+7 (916) 123-45-67', '79161234567');
    await expectNoAxeViolations();
  });

  it('should drop letters from a code and stop at 6 digits', async () => {
    renderKit(<MaskedField mask="code" label="Код" />);
    const input = screen.getByRole('textbox', { name: 'Код' });
    await userEvent.type(input, '12a34567');
    expect(input).toHaveValue('123456');
  });

  it.each([
    ['passport', '4506123456', '45 06 123456'],
    ['divisionCode', '770001', '770-001'],
    ['date', '01021990', '01.02.1990'],
    ['legacyLogin', '123456789012', '1234-567-89012'],
    ['legacyLogin', '123456789012345', '1234-567-89012345'],
  ] as const)('should format %s input %s as %s', async (mask, typed, shown) => {
    renderKit(<MaskedField mask={mask} label="Поле" />);
    const input = screen.getByRole('textbox', { name: 'Поле' });
    await userEvent.type(input, typed);
    expect(input).toHaveValue(shown);
  });

  it('should apply any imask options given as an object, such as a number range', async () => {
    renderKit(<MaskedField mask={{ mask: Number, min: 0, max: 100 }} label="Процент" />);
    const input = screen.getByRole('textbox', { name: 'Процент' });
    await userEvent.type(input, '150');
    expect(input).toHaveValue('15');
  });

  describe('given a controlled value', () => {
    it('should follow the value set from outside', async () => {
      function Form() {
        const [value, setValue] = useState('+7 (916) 123-45-67');
        return (
          <>
            <MaskedField mask="phone" label="Телефон" value={value} onChange={setValue} />
            <button type="button" onClick={() => setValue('')}>
              Очистить
            </button>
            <output>{value}</output>
          </>
        );
      }
      renderKit(<Form />);
      const input = screen.getByRole('textbox', { name: 'Телефон' });
      expect(input).toHaveValue('+7 (916) 123-45-67');
      await userEvent.click(screen.getByRole('button', { name: 'Очистить' }));
      expect(input).toHaveValue('');
      await userEvent.type(input, '9');
      expect(screen.getByRole('status')).toHaveTextContent('+7 (9');
    });

    // Playwright's fill (or a fast typist) can type after React put the field in the page and before its effects ran:
    // the mask's arrival then echoed the form's stale empty value back into the field
    it('should keep what was typed before its effects ran', async () => {
      await loadImask('patterns');
      renderKit(<TypedBeforeEffects typed="9161234567" />);
      const input = screen.getByRole('textbox', { name: 'Телефон' });
      const shown = '+7 (916) 123-45-67';
      await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(shown));
      expect(input).toHaveValue(shown);
    });
  });

  describe('given an error', () => {
    it('should be invalid and call onBlur', async () => {
      const onBlur = jest.fn();
      renderKit(<MaskedField mask="phone" label="Телефон" error="Введите номер полностью" onBlur={onBlur} />);
      const input = screen.getByRole('textbox', { name: 'Телефон' });
      expect(input).toBeInvalid();
      expect(input).toHaveAccessibleDescription('Введите номер полностью');
      await userEvent.click(input);
      await userEvent.tab();
      expect(onBlur).toHaveBeenCalled();
      await expectNoAxeViolations();
    });
  });
});
