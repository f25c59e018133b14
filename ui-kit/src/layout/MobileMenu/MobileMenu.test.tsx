import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MobileMenu } from './MobileMenu.tsx';
import { expectNoAxeViolations, renderKit } from '../../test/render.tsx';

describe('MobileMenu', () => {
  it('should open a named sheet from its button and close on Escape, returning focus', async () => {
    renderKit(
      <MobileMenu>
        <a href="/orders">Заказы</a>
      </MobileMenu>,
      { locale: 'en' },
    );
    const trigger = screen.getByRole('button', { name: 'Menu' });
    await expectNoAxeViolations();
    await userEvent.click(trigger);
    expect(screen.getByRole('dialog', { name: 'Menu' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Заказы' })).toBeInTheDocument();
    await expectNoAxeViolations();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();
  });

  describe('given the app controls it', () => {
    it('should close when the app says so (a route change)', async () => {
      function Shell() {
        const [open, setOpen] = useState(true);
        return (
          <MobileMenu open={open} onOpenChange={setOpen}>
            <button type="button" onClick={() => setOpen(false)}>
              Заказы
            </button>
          </MobileMenu>
        );
      }
      renderKit(<Shell />);
      expect(screen.getByRole('dialog', { name: 'Меню' })).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Заказы' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    });
  });
});
