import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TabMenu, isCurrentSection } from './TabMenu.tsx';
import { expectNoAxeViolations, renderKit, routerLink } from '../../test/render.tsx';

const items = [
  { href: '/orders', label: 'Заказы', match: ['/order-view'] },
  { href: '/documents', label: 'Документы' },
  { href: '/', label: 'Профиль' },
];

describe('TabMenu', () => {
  it('should mark the section of the current path', async () => {
    renderKit(<TabMenu items={items} currentPath="/order-view/42" />, { locale: 'en' });
    const nav = screen.getByRole('navigation', { name: 'Cabinet sections' });
    expect(within(nav).getByRole('link', { name: 'Заказы' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Профиль' })).not.toHaveAttribute('aria-current');
    await expectNoAxeViolations();
  });

  it('should match the root only exactly', () => {
    expect(isCurrentSection('/', { href: '/' })).toBe(true);
    expect(isCurrentSection('/documents', { href: '/' })).toBe(false);
    expect(isCurrentSection('/documents/5', { href: '/documents' })).toBe(true);
  });

  it('should render through the router link', async () => {
    const navigate = jest.fn();
    renderKit(<TabMenu items={items} currentPath="/" linkAs={routerLink(navigate)} />);
    await userEvent.click(screen.getByRole('link', { name: 'Документы' }));
    expect(navigate).toHaveBeenCalledWith('/documents');
  });
  it('should let the app decide the current section (its router matched the path)', () => {
    renderKit(
      <TabMenu
        items={[
          { href: '/orders', label: 'Заказы', current: false },
          { href: '/', label: 'Профиль', current: true },
        ]}
        currentPath="/orders"
      />,
    );
    expect(screen.getByRole('link', { name: 'Профиль' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Заказы' })).not.toHaveAttribute('aria-current');
  });

  it('should list the sections in a column inside a menu, the current one marked', async () => {
    renderKit(<TabMenu items={items} currentPath="/documents" variant="list" label="Меню разделов" />);
    const nav = screen.getByRole('navigation', { name: 'Меню разделов' });
    expect(nav).toHaveAttribute('data-variant', 'list');
    expect(within(nav).getAllByRole('link')).toHaveLength(3);
    expect(within(nav).getByRole('link', { name: 'Документы' })).toHaveAttribute('aria-current', 'page');
    await expectNoAxeViolations();
  });
});
