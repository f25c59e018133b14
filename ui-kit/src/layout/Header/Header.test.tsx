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

  it('should put the nav in a row under the bar and mark the actions that give way to the phone menu', async () => {
    renderKit(
      <Header
        logo={<a href="/">Logo</a>}
        nav={
          <nav aria-label="Разделы">
            <a href="/orders">Заказы</a>
          </nav>
        }
        navBelow
        actions={<button type="button">Аккаунт</button>}
        actionsOnPhone={false}
        mobileMenu={<button type="button">Меню</button>}
      />,
    );
    const banner = screen.getByRole('banner');
    const [bar, row] = [...banner.children];
    expect(bar).toContainElement(screen.getByRole('button', { name: 'Аккаунт' }));
    expect(bar).not.toContainElement(screen.getByRole('navigation', { name: 'Разделы' }));
    expect(row).toContainElement(screen.getByRole('navigation', { name: 'Разделы' }));
    expect(screen.getByRole('button', { name: 'Аккаунт' }).parentElement).toHaveAttribute('data-phone', 'false');
    await expectNoAxeViolations();
  });
});
