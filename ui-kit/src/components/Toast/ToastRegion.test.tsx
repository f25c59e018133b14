import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastProvider, useToast } from './Toast.tsx';
import { renderKit } from '../../test/render.tsx';

// A file of its own: the region's chunk, once loaded, stays loaded for the rest of a test file.

function SaveButton() {
  const toast = useToast();
  return (
    <button type="button" onClick={() => toast.show({ variant: 'success', title: 'Сохранено' })}>
      Сохранить
    </button>
  );
}

describe('Toast region', () => {
  it('should render no notifications region before the first toast, and keep it once shown', async () => {
    // the region (Radix toast) is a chunk of its own, fetched with the first toast: a first load never carries it
    renderKit(
      <ToastProvider>
        <SaveButton />
      </ToastProvider>,
      { locale: 'en' },
    );
    expect(screen.queryByRole('region', { name: /Notifications/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByRole('region', { name: /Notifications/ })).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByText('Сохранено')).not.toBeInTheDocument());
    expect(screen.getByRole('region', { name: /Notifications/ })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Сохранено')).toBeVisible();
  });
});
