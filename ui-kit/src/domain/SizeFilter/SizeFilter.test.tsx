import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SizeFilter } from './SizeFilter.tsx';
import { expectNoAxeViolations, renderKit } from '../../test/render.tsx';

describe('SizeFilter', () => {
  it('should toggle size classes and keep their order', async () => {
    const onValueChange = jest.fn();
    renderKit(<SizeFilter defaultValue={['large']} onValueChange={onValueChange} />);
    expect(screen.getByRole('group', { name: 'Размер бокса' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: /Маленький/ }));
    expect(onValueChange).toHaveBeenLastCalledWith(['small', 'large']);
    await userEvent.click(screen.getByRole('checkbox', { name: /Большой/ }));
    expect(onValueChange).toHaveBeenLastCalledWith(['small']);
    await expectNoAxeViolations();
  });

  describe('given English', () => {
    it('should name the four classes', () => {
      renderKit(<SizeFilter value={['mini']} />, { locale: 'en' });
      expect(screen.getByRole('checkbox', { name: /Mini/ })).toBeChecked();
      expect(screen.getAllByRole('checkbox')).toHaveLength(4);
    });
  });
});
