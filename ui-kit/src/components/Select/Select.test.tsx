import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Select } from './Select.tsx';
import { expectNoAxeViolations, renderKit } from '../../test/render.tsx';

const options = [
  { value: 'passportRf', label: 'Паспорт РФ' },
  { value: 'zagran', label: 'Заграничный паспорт' },
];

describe('Select', () => {
  it('should be found by its label and choose an option', async () => {
    const onValueChange = jest.fn();
    renderKit(<Select label="Тип документа" options={options} onValueChange={onValueChange} />, { locale: 'en' });
    const trigger = screen.getByRole('combobox', { name: 'Тип документа' });
    expect(trigger).toHaveTextContent('Choose');
    await expectNoAxeViolations();
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('option', { name: 'Заграничный паспорт' }));
    expect(onValueChange).toHaveBeenLastCalledWith('zagran');
    expect(trigger).toHaveTextContent('Заграничный паспорт');
  });

  describe('given an error', () => {
    it('should be invalid and described by it', async () => {
      renderKit(<Select label="Тип документа" options={options} error="Выберите" required />);
      const trigger = screen.getByRole('combobox', { name: 'Тип документа' });
      expect(trigger).toHaveAttribute('aria-invalid', 'true');
      expect(trigger).toHaveAccessibleDescription('Выберите');
      await expectNoAxeViolations();
    });
  });
});
