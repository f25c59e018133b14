import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AvailabilityFilter } from './AvailabilityFilter.tsx';
import { expectNoAxeViolations, renderKit } from '../../test/render.tsx';

describe('AvailabilityFilter', () => {
  it('should start on available and switch to by request', async () => {
    const onValueChange = jest.fn();
    renderKit(<AvailabilityFilter onValueChange={onValueChange} />);
    expect(screen.getByRole('radio', { name: 'Свободные сейчас' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'Под заказ' }));
    expect(onValueChange).toHaveBeenCalledWith('byRequest');
    await expectNoAxeViolations();
  });

  describe('given no warehouse selected', () => {
    it('should disable by request and say why', async () => {
      renderKit(<AvailabilityFilter byRequestDisabled />, { locale: 'en' });
      expect(screen.getByRole('radio', { name: 'By request' })).toBeDisabled();
      expect(screen.getByRole('group', { name: 'Availability' })).toHaveAccessibleDescription('Choose a warehouse to see boxes by request');
      await expectNoAxeViolations();
    });
  });
});
