import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Dialog, DialogClose } from './Dialog.tsx';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { Button } from '../Button/Button.tsx';
import { TextField } from '../TextField/TextField.tsx';
import { expectNoAxeViolations, renderKit } from '../../test/render.tsx';

describe('Dialog', () => {
  it('should open from its trigger, be named by its title, trap focus, close on Escape and return focus', async () => {
    renderKit(
      <Dialog title="Новый счёт" description="Сколько дней" trigger={<Button>Открыть</Button>}>
        <TextField label="Дни" />
      </Dialog>,
      { locale: 'en' },
    );
    const trigger = screen.getByRole('button', { name: 'Открыть' });
    await userEvent.click(trigger);
    const dialog = screen.getByRole('dialog', { name: 'Новый счёт' });
    expect(dialog).toHaveAccessibleDescription('Сколько дней');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await expectNoAxeViolations();

    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();
  });

  it('should close with its close button and a DialogClose', async () => {
    const onOpenChange = jest.fn();
    renderKit(
      <Dialog
        title="Окно"
        defaultOpen
        onOpenChange={onOpenChange}
        footer={
          <DialogClose>
            <Button>Отмена</Button>
          </DialogClose>
        }
      />,
      { locale: 'en' },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  describe('given not dismissible', () => {
    it('should have no close button and ignore Escape', async () => {
      renderKit(<Dialog title="Подписание" defaultOpen dismissible={false} />, { locale: 'en' });
      expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
      await userEvent.keyboard('{Escape}');
      expect(screen.getByRole('dialog', { name: 'Подписание' })).toBeInTheDocument();
    });
  });
});

describe('ConfirmDialog', () => {
  it('should confirm and close', async () => {
    const onConfirm = jest.fn();
    renderKit(<ConfirmDialog title="Выйти?" defaultOpen onConfirm={onConfirm} />, { locale: 'en' });
    expect(screen.getByRole('dialog', { name: 'Выйти?' })).toBeInTheDocument();
    await expectNoAxeViolations();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('should cancel without confirming', async () => {
    const onConfirm = jest.fn();
    renderKit(<ConfirmDialog title="Выйти?" defaultOpen onConfirm={onConfirm} />);
    await userEvent.click(screen.getByRole('button', { name: 'Отмена' }));
    expect(onConfirm).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  describe('given a confirm that fails', () => {
    it('should stay open and show the error', async () => {
      const onConfirm = jest.fn().mockRejectedValue(new Error('network'));
      const { rerender } = renderKit(<ConfirmDialog title="Выйти?" defaultOpen onConfirm={onConfirm} confirmLabel="Выйти" />);
      await userEvent.click(screen.getByRole('button', { name: 'Выйти' }));
      rerender(<ConfirmDialog title="Выйти?" defaultOpen onConfirm={onConfirm} confirmLabel="Выйти" error="Не удалось выйти" />);
      expect(screen.getByRole('dialog', { name: 'Выйти?' })).toBeInTheDocument();
      expect(screen.getByRole('alert')).toHaveTextContent('Не удалось выйти');
      await expectNoAxeViolations();
    });
  });
});
