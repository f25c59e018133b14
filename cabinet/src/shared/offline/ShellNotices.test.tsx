import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderScreen } from '../../test/render.tsx';
import { ShellNotices } from './ShellNotices.tsx';
import { updateReadyAtom } from './update.ts';

// The shell's notices: 'no connection' follows the browser's network, and a deploy's waiting version is offered
// with a Reload and applied by itself at the next change between resting screens (app/updateOffer.test.tsx).

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

afterEach(() => setOnline(true));

describe('ShellNotices', () => {
  it('should say there is no connection while the browser is offline, and stop when it is back', async () => {
    renderScreen(<ShellNotices />, { language: 'en' });
    expect(screen.queryByText('No connection')).toBeNull();
    setOnline(false);
    expect(await screen.findByText('No connection')).toBeInTheDocument();
    setOnline(true);
    expect(screen.queryByText('No connection')).toBeNull();
  });

  it('should offer a waiting new version with a Reload that applies it', async () => {
    const apply = jest.fn();
    const { store } = renderScreen(<ShellNotices />, { language: 'en' });
    act(() => store.set(updateReadyAtom, () => apply));
    expect(await screen.findByText('A new version is ready')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(apply).toHaveBeenCalledTimes(1);
  });

  it('should apply a waiting new version by itself at the next change between resting screens', async () => {
    const apply = jest.fn();
    const { store, location } = renderScreen(<ShellNotices resting={() => true} />, { path: '/orders', language: 'ru' });
    act(() => store.set(updateReadyAtom, () => apply));
    expect(await screen.findByText('Готова новая версия')).toBeInTheDocument();
    expect(apply).not.toHaveBeenCalled();
    act(() => location.navigate('/documents'));
    expect(apply).toHaveBeenCalledTimes(1);
  });
});
