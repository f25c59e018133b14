import { screen, within } from '@testing-library/react';
import { Footer } from './Footer.tsx';
import { footerContacts } from './Footer.fixtures.ts';
import { expectNoAxeViolations, renderKit } from '../../test/render.tsx';

describe('Footer', () => {
  it('should list the support phone, messenger, app and card brands', async () => {
    renderKit(<Footer {...footerContacts} />, { locale: 'en' });
    const footer = screen.getByRole('contentinfo', { name: 'Site footer' });
    expect(within(footer).getByRole('link', { name: '+7 (495) 000-00-00' })).toHaveAttribute('href', 'tel:+74950000000');
    expect(within(footer).getByRole('link', { name: 'support@example.ru' })).toHaveAttribute('href', 'mailto:support@example.ru');
    expect(within(footer).getByRole('link', { name: 'Message us (opens in a new tab)' })).toHaveAttribute('href', '#messenger');
    expect(within(footer).getByRole('link', { name: 'Mobile app (opens in a new tab)' })).toBeInTheDocument();
    const brands = within(footer).getByRole('list', { name: 'We accept' });
    expect(
      within(brands)
        .getAllByRole('img')
        .map((i) => i.getAttribute('aria-label')),
    ).toEqual(['Мир', 'Visa', 'Mastercard']);
    await expectNoAxeViolations();
  });

  describe('given embedded mode (no messenger link passed)', () => {
    it('should not show it', () => {
      renderKit(<Footer supportPhone="+7 (495) 000-00-00" />, { locale: 'en' });
      expect(screen.queryByRole('link', { name: /Message us/ })).not.toBeInTheDocument();
    });
  });

  it('should keep only the phone, messenger, app and links when compact', async () => {
    renderKit(<Footer compact {...footerContacts} links={[{ href: '/support-public', label: 'Помощь' }]} legal="© 2026" />);
    const footer = screen.getByRole('contentinfo', { name: 'Подвал сайта' });
    expect(
      within(footer)
        .getAllByRole('link')
        .map((l) => l.getAttribute('href')),
    ).toEqual(['/support-public', 'tel:+74950000000', '#messenger', '#app']);
    expect(within(footer).queryByText('© 2026')).not.toBeInTheDocument();
    expect(within(footer).queryByRole('list')).not.toBeInTheDocument();
    await expectNoAxeViolations();
  });
});
