import { screen } from '@testing-library/react';
import { WarehouseCredentials } from './WarehouseCredentials.tsx';
import { expectNoAxeViolations, renderKit } from '../../test/render.tsx';

describe('WarehouseCredentials', () => {
  it('should show address, phone link, 24/7 access, hours and metro', async () => {
    renderKit(
      <WarehouseCredentials
        name="Склад «Сокол»"
        address="Москва, Ленинградский проспект, 74к1"
        phone="+7 (495) 120-00-01"
        workHours={[{ from: '09:00', to: '21:00' }]}
        metro="Сокол"
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Склад «Сокол»' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /\+7 \(495\) 120-00-01/ })).toHaveAttribute('href', 'tel:+74951200001');
    expect(screen.getByText('Доступ к боксам 24/7')).toBeInTheDocument();
    expect(screen.getByText('Офис: 09:00–21:00')).toBeInTheDocument();
    expect(screen.getByText('Метро «Сокол»')).toBeInTheDocument();
    await expectNoAxeViolations();
  });

  describe('given a place without office hours', () => {
    it('should show 10:00-20:00', () => {
      renderKit(<WarehouseCredentials address="Химки" workHours={[]} />, { locale: 'en' });
      expect(screen.getByText('Office: 10:00–20:00')).toBeInTheDocument();
      expect(screen.getByText('24/7 access to the boxes')).toBeInTheDocument();
    });
  });
});
