import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RadioGroup } from './RadioGroup.tsx';
import { expectNoAxeViolations, renderKit } from '../../test/render.tsx';

const options = [
  { value: 'individual', label: 'Физическое лицо' },
  { value: 'legal', label: 'Юридическое лицо' },
];

describe('RadioGroup', () => {
  it('should be a named group whose options are chosen by click', async () => {
    const onValueChange = jest.fn();
    renderKit(<RadioGroup label="Кто арендует" options={options} onValueChange={onValueChange} />);
    expect(screen.getByRole('radiogroup', { name: 'Кто арендует' })).toBeInTheDocument();
    await expectNoAxeViolations();
    await userEvent.click(screen.getByText('Юридическое лицо'));
    expect(screen.getByRole('radio', { name: 'Юридическое лицо' })).toBeChecked();
    expect(onValueChange).toHaveBeenLastCalledWith('legal');
    await userEvent.click(screen.getByRole('radio', { name: 'Физическое лицо' }));
    expect(screen.getByRole('radio', { name: 'Физическое лицо' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Юридическое лицо' })).not.toBeChecked();
    await expectNoAxeViolations();
  });

  describe('given an error', () => {
    it('should describe the group with it', async () => {
      renderKit(<RadioGroup label="Кто арендует" options={options} required error="Выберите вариант" />);
      expect(screen.getByRole('radiogroup', { name: 'Кто арендует' })).toHaveAccessibleDescription('Выберите вариант');
      await expectNoAxeViolations();
    });
  });

  describe('given a controlled value', () => {
    it('should show it', () => {
      renderKit(<RadioGroup label="Кто" options={options} value="legal" />);
      expect(screen.getByRole('radio', { name: 'Юридическое лицо' })).toBeChecked();
    });
  });

  describe('given the keyboard', () => {
    it('should move the choice with the arrows along its orientation only, and send no form on Enter', async () => {
      const onValueChange = jest.fn();
      const onSubmit = jest.fn((e: { preventDefault: () => void }) => e.preventDefault());
      renderKit(
        <form onSubmit={onSubmit}>
          <RadioGroup label="Кто" options={options} orientation="horizontal" defaultValue="individual" onValueChange={onValueChange} />
        </form>,
      );
      await userEvent.tab();
      expect(screen.getByRole('radio', { name: 'Физическое лицо' })).toHaveFocus();
      // keys held, then released: Radix checks the radio an arrow moved to while the arrow is down
      await userEvent.keyboard('{ArrowRight>}{/ArrowRight}');
      expect(screen.getByRole('radio', { name: 'Юридическое лицо' })).toBeChecked();
      expect(screen.getByRole('radio', { name: 'Юридическое лицо' })).toHaveFocus();
      expect(onValueChange).toHaveBeenLastCalledWith('legal');
      await userEvent.keyboard('{ArrowDown>}{/ArrowDown}');
      expect(screen.getByRole('radio', { name: 'Юридическое лицо' })).toBeChecked();
      await userEvent.keyboard('{Enter}');
      expect(onSubmit).not.toHaveBeenCalled();
      await userEvent.keyboard('{ArrowLeft>}{/ArrowLeft}');
      expect(screen.getByRole('radio', { name: 'Физическое лицо' })).toBeChecked();
      expect(onValueChange).toHaveBeenLastCalledWith('individual');
    });
  });
});
