import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CitySelect } from './CitySelect.tsx';
import { expectNoAxeViolations, renderKit } from '../../test/render.tsx';

describe('CitySelect', () => {
  it('should start on Moscow and report the chosen city', async () => {
    const onValueChange = jest.fn();
    renderKit(<CitySelect onValueChange={onValueChange} />);
    expect(screen.getByRole('group', { name: 'Город' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Москва' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'Санкт-Петербург' }));
    expect(onValueChange).toHaveBeenCalledWith('spb');
    expect(screen.getByRole('radio', { name: 'Санкт-Петербург' })).toBeChecked();
    await expectNoAxeViolations();
  });

  describe('given English', () => {
    it('should name the four cities', () => {
      renderKit(<CitySelect value="khimki" />, { locale: 'en' });
      expect(screen.getAllByRole('radio').map((r) => r.closest('label')?.textContent)).toEqual([
        'Moscow',
        'Khimki',
        'Saint Petersburg',
        'Krasnogorsk',
      ]);
      expect(screen.getByRole('radio', { name: 'Khimki' })).toBeChecked();
    });
  });
});
