import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MobileMenu } from './MobileMenu.tsx';
import { PageHeading } from '../PageHeading/PageHeading.tsx';
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

  it('should name its close button as told and leave focus on the new page when asked', async () => {
    function Shell() {
      const [open, setOpen] = useState(false);
      const [page, setPage] = useState('Заказы');
      return (
        <>
          <PageHeading key={page} focusOnMount>
            {page}
          </PageHeading>
          <MobileMenu open={open} onOpenChange={setOpen} closeLabel="Закрыть меню" onCloseAutoFocus={(e) => e.preventDefault()}>
            <button
              type="button"
              onClick={() => {
                setOpen(false);
                setPage('Документы');
              }}
            >
              Документы
            </button>
          </MobileMenu>
        </>
      );
    }
    renderKit(<Shell />);
    await userEvent.click(screen.getByRole('button', { name: 'Меню' }));
    expect(screen.getByRole('button', { name: 'Закрыть меню' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Документы' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.getByRole('heading', { name: 'Документы' })).toHaveFocus();
  });
});
