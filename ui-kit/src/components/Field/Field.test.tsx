import { screen } from '@testing-library/react';
import { Field } from './Field.tsx';
import { Input } from '../TextField/TextField.tsx';
import { expectNoAxeViolations, renderKit } from '../../test/render.tsx';

describe('Field', () => {
  it('should tie the label and the hint to the control', async () => {
    renderKit(
      <Field label="Почта" hint="Для счетов">
        {(c) => <Input {...c} />}
      </Field>,
    );
    const input = screen.getByLabelText('Почта');
    expect(input).toHaveAccessibleDescription('Для счетов');
    expect(input).not.toBeInvalid();
    await expectNoAxeViolations();
  });

  describe('given an error and required', () => {
    it('should mark the control invalid and required and read the error first', async () => {
      renderKit(
        <Field label="Почта" hint="Для счетов" error="Неверный адрес" required>
          {(c) => <Input {...c} />}
        </Field>,
      );
      const input = screen.getByRole('textbox', { name: 'Почта' });
      expect(input).toBeInvalid();
      expect(input).toBeRequired();
      expect(input).toHaveAccessibleDescription('Неверный адрес Для счетов');
      await expectNoAxeViolations();
    });
  });
});
