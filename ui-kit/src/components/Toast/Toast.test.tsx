import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastProvider, useToast } from './Toast.tsx';
import { expectNoAxeViolations, renderKit } from '../../test/render.tsx';

function SaveButton({ variant = 'success' as const }: { variant?: 'success' | 'danger' }) {
  const toast = useToast();
  return (
    <button type="button" onClick={() => toast.show({ variant, title: 'Сохранено', description: 'Профиль обновлён' })}>
      Сохранить
    </button>
  );
}

describe('Toast', () => {
  afterEach(() => jest.useRealTimers());

  it('should show a toast with its title and description in a named region', async () => {
    renderKit(
      <ToastProvider>
        <SaveButton />
      </ToastProvider>,
      { locale: 'en' },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Сохранено')).toBeVisible();
    expect(screen.getByText('Профиль обновлён')).toBeVisible();
    expect(screen.getByRole('region', { name: /Notifications/ })).toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('should hide it after 3 seconds', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderKit(
      <ToastProvider>
        <SaveButton />
      </ToastProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await screen.findByText('Сохранено');
    act(() => jest.advanceTimersByTime(2900));
    expect(screen.getByText('Сохранено')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(600));
    expect(screen.queryByText('Сохранено')).not.toBeInTheDocument();
  });

  it('should close from its close button', async () => {
    renderKit(
      <ToastProvider>
        <SaveButton variant="danger" />
      </ToastProvider>,
      { locale: 'en' },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Close' }));
    expect(screen.queryByText('Сохранено')).not.toBeInTheDocument();
  });

  it('should refuse to work outside its provider', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderKit(<SaveButton />)).toThrow(/ToastProvider/);
  });
});
