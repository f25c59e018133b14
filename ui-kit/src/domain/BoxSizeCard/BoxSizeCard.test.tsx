import { screen } from '@testing-library/react';
import { BoxSizeCard } from './BoxSizeCard.tsx';
import { expectNoAxeViolations, renderKit } from '../../test/render.tsx';

const nb = (s: string | null) => (s ?? '').replace(/[\u00a0\u202f]/g, ' ');

describe('BoxSizeCard', () => {
  it('should be one link named by its area and price', async () => {
    renderKit(<BoxSizeCard size={12.5} monthRate={20000} href="/order-storage-boxes/wh_id/MSK-SOK/size/12.5" count={2} />);
    const link = screen.getByRole('link');
    expect(link).toHaveAttribute('href', '/order-storage-boxes/wh_id/MSK-SOK/size/12.5');
    expect(nb(link.textContent)).toContain('12,5 м²');
    expect(nb(link.textContent)).toContain('от 20 000 ₽');
    expect(nb(link.textContent)).toContain('за 30 дней');
    await expectNoAxeViolations();
  });

  describe('given a size only available by request in English', () => {
    it('should say so', () => {
      renderKit(<BoxSizeCard size={40} monthRate={52000} href="#x" available={false} />, { locale: 'en' });
      expect(nb(screen.getByRole('link').textContent)).toContain('By request');
      expect(nb(screen.getByRole('link').textContent)).toContain('40 m²');
    });
  });
});
