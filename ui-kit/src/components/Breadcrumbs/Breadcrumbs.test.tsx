import { screen, within } from '@testing-library/react';
import { Breadcrumbs } from './Breadcrumbs.tsx';
import { expectNoAxeViolations, renderKit } from '../../test/render.tsx';

describe('Breadcrumbs', () => {
  it('should be a named nav with links up and the current page last', async () => {
    renderKit(<Breadcrumbs items={[{ label: 'Поддержка', href: '/support' }, { label: 'Обращение' }]} />, { locale: 'en' });
    const nav = screen.getByRole('navigation', { name: 'Breadcrumbs' });
    expect(within(nav).getByRole('link', { name: 'Поддержка' })).toHaveAttribute('href', '/support');
    expect(within(nav).queryByRole('link', { name: 'Обращение' })).not.toBeInTheDocument();
    expect(within(nav).getByText('Обращение')).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getAllByRole('listitem')).toHaveLength(2);
    await expectNoAxeViolations();
  });
});
