import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from './Link.tsx';
import { expectNoAxeViolations, renderKit, routerLink } from '../../test/render.tsx';

describe('Link', () => {
  it('should render an anchor with its href', async () => {
    renderKit(<Link href="/orders">Заказы</Link>);
    expect(screen.getByRole('link', { name: 'Заказы' })).toHaveAttribute('href', '/orders');
    await expectNoAxeViolations();
  });

  describe('given an external link', () => {
    it('should open a new tab safely and say so', async () => {
      renderKit(
        <Link href="https://example.org" external>
          Сайт
        </Link>,
        { locale: 'en' },
      );
      const link = screen.getByRole('link', { name: 'Сайт (opens in a new tab)' });
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      await expectNoAxeViolations();
    });
  });

  describe('given a router link through as', () => {
    it('should render through it and let it handle the click', async () => {
      const navigate = jest.fn();
      renderKit(
        <Link as={routerLink(navigate)} href="/orders" variant="standalone">
          Заказы
        </Link>,
      );
      await userEvent.click(screen.getByRole('link', { name: 'Заказы' }));
      expect(navigate).toHaveBeenCalledWith('/orders');
    });
  });
});
