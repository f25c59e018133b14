import { screen } from '@testing-library/react';
import { FreeServices } from './FreeServices.tsx';
import { expectNoAxeViolations, renderKit } from '../../test/render.tsx';

describe('FreeServices', () => {
  it('should list every known service by name', async () => {
    renderKit(<FreeServices ids={[1, 5, 6, 7, 8, 9, 10]} title="Бесплатные услуги" />);
    expect(screen.getByRole('heading', { name: 'Бесплатные услуги' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(7);
    expect(screen.getByText('Быстрый интернет')).toBeInTheDocument();
    expect(screen.getByText('Грузовой лифт')).toBeInTheDocument();
    await expectNoAxeViolations();
  });

  describe('given unknown and string ids in English', () => {
    it('should show only the known ones', () => {
      renderKit(<FreeServices ids={['6', 2, 99]} />, { locale: 'en' });
      expect(screen.getAllByRole('listitem')).toHaveLength(1);
      expect(screen.getByText('Parking')).toBeInTheDocument();
    });
  });
});
