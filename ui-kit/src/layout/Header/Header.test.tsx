import { screen } from '@testing-library/react';
import { Header } from './Header.tsx';
import { expectNoAxeViolations, renderKit } from '../../test/render.tsx';

describe('Header', () => {
  it('should be the banner with its logo, nav and actions', async () => {
    renderKit(
      <Header
        logo={
          <a href="/" aria-label="На главную">
            Logo
          </a>
        }
        nav={
          <nav aria-label="Разделы">
            <a href="/orders">Заказы</a>
          </nav>
        }
        actions={<button type="button">EN</button>}
        mobileMenu={<button type="button">Меню</button>}
      />,
    );
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'На главную' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Разделы' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'EN' })).toBeInTheDocument();
    await expectNoAxeViolations();
  });
});
