import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Checkbox } from './Checkbox.tsx';
import { expectNoAxeViolations, renderKit } from '../../test/render.tsx';

describe('Checkbox', () => {
  it('should toggle when its label is clicked', async () => {
    const onCheckedChange = jest.fn();
    renderKit(<Checkbox label="Согласен" onCheckedChange={onCheckedChange} />);
    const box = screen.getByRole('checkbox', { name: 'Согласен' });
    expect(box).not.toBeChecked();
    await userEvent.click(screen.getByText('Согласен'));
    expect(box).toBeChecked();
    expect(onCheckedChange).toHaveBeenLastCalledWith(true);
    await expectNoAxeViolations();
  });

  it('should follow a controlled value', async () => {
    function Form() {
      const [checked, setChecked] = useState(true);
      return <Checkbox label="Согласен" checked={checked} onCheckedChange={setChecked} />;
    }
    renderKit(<Form />);
    const box = screen.getByRole('checkbox', { name: 'Согласен' });
    expect(box).toBeChecked();
    await userEvent.keyboard('{Tab}{ }');
    expect(box).not.toBeChecked();
  });

  describe('given an error', () => {
    it('should be invalid and described by it', async () => {
      renderKit(<Checkbox label="Согласен" required error="Нужно согласие" />);
      const box = screen.getByRole('checkbox', { name: 'Согласен' });
      expect(box).toHaveAttribute('aria-invalid', 'true');
      expect(box).toHaveAccessibleDescription('Нужно согласие');
      await expectNoAxeViolations();
    });
  });
});
