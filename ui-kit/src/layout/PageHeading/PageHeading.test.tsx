import { fireEvent, screen, waitFor } from '@testing-library/react';
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
    it('should take focus when it appears (a route change), after the frame that paints it', async () => {
      renderKit(<PageHeading focusOnMount>Документы</PageHeading>);
      const h1 = screen.getByRole('heading', { level: 1, name: 'Документы' });
      // not during the commit: focus() there would force the whole page's style and layout before its first paint
      expect(h1).not.toHaveFocus();
      await waitFor(() => expect(h1).toHaveFocus());
    });
  });

  describe('given focusOnMount while the user is typing in a field', () => {
    it('should leave the focus in the field', async () => {
      const field = document.createElement('input');
      document.body.append(field);
      field.focus();
      renderKit(<PageHeading focusOnMount>Вход</PageHeading>);
      await new Promise((done) => setTimeout(done, 50));
      expect(field).toHaveFocus();
      field.remove();
    });
  });

  describe('given focusOnMount, the ring for keyboard users only', () => {
    it('should note on the root whether the user last moved by key or by pointer (none after a load)', async () => {
      renderKit(<PageHeading focusOnMount>Вход</PageHeading>);
      const h1 = screen.getByRole('heading', { level: 1, name: 'Вход' });
      await waitFor(() => expect(h1).toHaveFocus());
      expect(document.documentElement).not.toHaveAttribute('data-input');
      fireEvent.keyDown(document.body, { key: 'Enter' });
      expect(document.documentElement).toHaveAttribute('data-input', 'key');
      fireEvent.pointerDown(document.body);
      expect(document.documentElement).toHaveAttribute('data-input', 'pointer');
    });
  });

  it('should give the app its element through ref', () => {
    const ref = { current: null as HTMLHeadingElement | null };
    renderKit(<PageHeading ref={ref}>Профиль</PageHeading>);
    ref.current?.focus();
    expect(screen.getByRole('heading', { level: 1, name: 'Профиль' })).toHaveFocus();
  });
});
