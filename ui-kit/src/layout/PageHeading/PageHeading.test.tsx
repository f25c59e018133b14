import { fireEvent, screen } from '@testing-library/react';
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

  describe('given focusOnMount, the ring for keyboard users only', () => {
    it('should focus quietly after a page load or a pointer, visibly after a key, and show the ring once a key is pressed', () => {
      // a page load: nobody has pressed or clicked anything yet
      const load = renderKit(<PageHeading focusOnMount>Вход</PageHeading>);
      const first = screen.getByRole('heading', { level: 1, name: 'Вход' });
      expect(first).toHaveFocus();
      expect(first).toHaveAttribute('data-quiet-focus');
      load.unmount();

      fireEvent.keyDown(document.body, { key: 'Enter' });
      const byKey = renderKit(<PageHeading focusOnMount>Мои заказы</PageHeading>);
      const second = screen.getByRole('heading', { level: 1, name: 'Мои заказы' });
      expect(second).toHaveFocus();
      expect(second).not.toHaveAttribute('data-quiet-focus');
      byKey.unmount();

      fireEvent.pointerDown(document.body);
      renderKit(<PageHeading focusOnMount>Документы</PageHeading>);
      const third = screen.getByRole('heading', { level: 1, name: 'Документы' });
      expect(third).toHaveFocus();
      expect(third).toHaveAttribute('data-quiet-focus');
      fireEvent.keyDown(third, { key: 'ArrowDown' });
      expect(third).not.toHaveAttribute('data-quiet-focus');
    });
  });

  it('should give the app its element through ref', () => {
    const ref = { current: null as HTMLHeadingElement | null };
    renderKit(<PageHeading ref={ref}>Профиль</PageHeading>);
    ref.current?.focus();
    expect(screen.getByRole('heading', { level: 1, name: 'Профиль' })).toHaveFocus();
  });
});
