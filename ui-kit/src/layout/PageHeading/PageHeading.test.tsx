import { screen } from '@testing-library/react';
import { PageHeading } from './PageHeading.tsx';
import { expectNoAxeViolations, renderKit } from '../../test/render.tsx';

describe('PageHeading', () => {
  it('should render the h1, focusable by script only', async () => {
    renderKit(<PageHeading description="Договоры">Мои заказы</PageHeading>);
    const h1 = screen.getByRole('heading', { level: 1, name: 'Мои заказы' });
    expect(h1).toHaveAttribute('tabindex', '-1');
    expect(h1).not.toHaveFocus();
    await expectNoAxeViolations();
  });

  describe('given focusOnMount', () => {
    it('should take focus when it appears (a route change)', () => {
      renderKit(<PageHeading focusOnMount>Документы</PageHeading>);
      expect(screen.getByRole('heading', { level: 1, name: 'Документы' })).toHaveFocus();
    });
  });

  it('should give the app its element through ref', () => {
    const ref = { current: null as HTMLHeadingElement | null };
    renderKit(<PageHeading ref={ref}>Профиль</PageHeading>);
    ref.current?.focus();
    expect(screen.getByRole('heading', { level: 1, name: 'Профиль' })).toHaveFocus();
  });
});
