import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider as JotaiProvider } from 'jotai';
import { QueryClient } from '@tanstack/query-core';
import { IntlProvider } from 'react-intl';
import { ToastProvider } from '@sb/ui-kit';
import { createAppStore, type AppStore } from '../shared/api/store.ts';
import { apiAtom, createClientFor, SESSION_ENDED_EVENT } from '../shared/api/apiClient.ts';
import { messages } from './i18n/messages.ts';
import { userAtom, userPhoneAtom } from '../shared/session/atoms.ts';
import { fakeNetwork, renderScreen, screenContext } from '../test/render.tsx';
import { mockWidth, startOnCleanDesktop } from '../test/viewport.ts';
import { places, sizes } from '../features/booking/test/fixtures.ts';
import { AppRoutes } from './App.tsx';
import { CabinetLayout } from './layouts/Layouts.tsx';
import { pathTo } from '../shared/routing/paths.ts';

// the phone menu loads its chunk as in the browser: on a busy machine a test may need more than Jest's 5 s
// (the root run ignores the cabinet project's testTimeout)
jest.setTimeout(30_000);

// Navigation and live state of the shell: the back button after redirects and session ends,
// the box search keeping its screen and focus across filter changes (17), the phone menu and resizes (20).

const anyNetwork = fakeNetwork({}).fetch;
const loggedIn = (store: AppStore) => {
  store.set(userAtom, { token: 't-1' });
  store.set(userPhoneAtom, '79990000001');
};

/**
 * The app's own router (the browser's history, as in production): what is behind an entry is the browser's
 * business, so the back button is tested against the real History API of jsdom.
 */
function renderInBrowser(ui: ReactNode, { path, setup }: { path: string; setup?: (store: AppStore) => void }) {
  window.history.replaceState(null, '', path);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const store = createAppStore(queryClient);
  store.set(apiAtom, createClientFor(store, anyNetwork));
  setup?.(store);
  render(
    <JotaiProvider store={store}>
      <IntlProvider locale="ru" defaultLocale="ru" messages={messages.ru}>
        <ToastProvider>{ui}</ToastProvider>
      </IntlProvider>
    </JotaiProvider>,
  );
  return { store };
}

beforeEach(startOnCleanDesktop);

describe('given a logged-out visitor opening a cabinet page', () => {
  it('should land on /auth without a back button (the page they were sent away from is not behind them)', async () => {
    renderInBrowser(<AppRoutes />, { path: pathTo('orders') });
    expect(await screen.findByRole('heading', { name: /Вход в.личный кабинет/ }, { timeout: 5000 })).toBeInTheDocument();
    expect(window.location.pathname).toBe(pathTo('auth'));
    expect(screen.queryByRole('button', { name: 'Назад' })).not.toBeInTheDocument();
  });
});

describe('given a logged-in customer sent elsewhere by the guard', () => {
  it('should offer no back button on the first page of the tab', async () => {
    renderInBrowser(<AppRoutes />, { path: '/document-act', setup: loggedIn });
    await waitFor(() => expect(window.location.pathname).toBe('/'));
    await screen.findByRole('navigation', { name: 'Разделы кабинета' }, { timeout: 5000 });
    expect(screen.queryByRole('button', { name: 'Назад' })).not.toBeInTheDocument();
  });

  it('should go back to the page before the redirect', async () => {
    renderInBrowser(<AppRoutes />, { path: pathTo('documents'), setup: loggedIn });
    await screen.findByRole('navigation', { name: 'Разделы кабинета' }, { timeout: 5000 });
    expect(screen.queryByRole('button', { name: 'Назад' })).not.toBeInTheDocument();
    act(() => window.history.pushState(null, '', '/document-act'));
    await waitFor(() => expect(window.location.pathname).toBe('/'));
    await userEvent.click(await screen.findByRole('button', { name: 'Назад' }));
    await waitFor(() => expect(window.location.pathname).toBe(pathTo('documents')));
  });
});

describe('given a session that ends', () => {
  it('should land on /auth without a back button to the cabinet pages behind it', async () => {
    const { store } = renderInBrowser(<AppRoutes />, { path: pathTo('orders'), setup: loggedIn });
    await screen.findByRole('navigation', { name: 'Разделы кабинета' }, { timeout: 5000 });
    await userEvent.click(screen.getByRole('link', { name: 'Документы' }));
    await waitFor(() => expect(window.location.pathname).toBe(pathTo('documents')));
    expect(await screen.findByRole('button', { name: 'Назад' })).toBeInTheDocument();
    act(() => {
      store.set(userAtom, null);
      window.dispatchEvent(new Event(SESSION_ENDED_EVENT));
    });
    await waitFor(() => expect(window.location.pathname).toBe(pathTo('auth')));
    expect(await screen.findByText('Сеанс закончился. Войдите снова')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Назад' })).not.toBeInTheDocument();
  });
});

describe('given the box search', () => {
  const bookingNetwork = () =>
    fakeNetwork({
      'GET /api/places/list': () => ({ body: { places } }),
      'POST /api/places/box/sizes/box': (body) => ({
        body: { sizes: sizes.filter((s) => (body as { places: string[] }).places.includes(s.place_code)) },
      }),
    });

  it('should keep the screen and the keyboard focus on a checkbox toggled with the keyboard', async () => {
    const user = userEvent.setup();
    const { location } = renderScreen(<AppRoutes />, {
      path: '/create-order/MSK-01/,/available',
      fetch: bookingNetwork().fetch,
      setup: loggedIn,
    });
    // the booking chunk's first import and render: seconds in jsdom when the suite shares two cores with the other stages
    const vdnh = await screen.findByRole('checkbox', { name: 'Склад «ВДНХ»' }, { timeout: 15_000 });
    const heading = screen.getByRole('heading', { level: 1 });
    vdnh.focus();
    await user.keyboard(' ');
    await waitFor(() => expect(location.history?.at(-1)).toBe('/create-order/MSK-01,MSK-04/,/available'));
    expect(screen.getByRole('checkbox', { name: 'Склад «ВДНХ»' })).toBe(vdnh);
    expect(vdnh).toBeChecked();
    expect(vdnh).toHaveFocus();
    expect(screen.getByRole('heading', { level: 1 })).toBe(heading);
  });
});

describe('given the phone menu', () => {
  // the phone menu is its own chunk (as in the browser): the module its loader fetches (layouts/dialogs.ts, with the
  // logout dialog) is fetched once here, so each test waits for the menu, not the compiler; warming CabinetMenu.tsx
  // alone left the logout dialog to compile on the first click, past findByRole's second on a busy machine
  beforeAll(() => import('./layouts/dialogs.ts'), 30_000);

  /**
   * The menu's own button, once the menu's chunk has replaced the stand-in button of the first render (fetched when the
   * page is idle): on a busy machine the swap could fall between finding the stand-in and clicking it, and a click on a
   * button no longer in the page opens nothing.
   */
  async function menuButton() {
    await waitFor(() => expect(screen.getByRole('button', { name: 'Меню' })).toHaveAttribute('data-state', 'closed'), { timeout: 5000 });
    return screen.getByRole('button', { name: 'Меню' });
  }

  /** A phone whose width can change: ui-kit's `MOBILE_QUERY` listeners hear it as a real browser would tell them. */
  function resizablePhone(width: number) {
    const listeners = new Set<() => void>();
    let current = width;
    Object.defineProperty(window, 'matchMedia', {
      configurable: true,
      value: (query: string) => ({
        get matches() {
          return current < 770;
        },
        media: query,
        addEventListener: (_: string, l: () => void) => listeners.add(l),
        removeEventListener: (_: string, l: () => void) => listeners.delete(l),
      }),
    });
    return (nextWidth: number, height: number) =>
      act(() => {
        const crossed = nextWidth < 770 !== current < 770;
        current = nextWidth;
        Object.defineProperty(window, 'innerWidth', { configurable: true, value: nextWidth });
        Object.defineProperty(window, 'innerHeight', { configurable: true, value: height });
        if (crossed) listeners.forEach((l) => l());
        window.dispatchEvent(new Event('resize'));
      });
  }

  it('should open on a tap that comes before its first effects have run (a tap as soon as the page shows)', async () => {
    resizablePhone(375);
    const { Wrapper } = screenContext({ path: pathTo('orders') });
    const container = document.body.appendChild(document.createElement('div'));
    const root = createRoot(container);
    // as in the browser: the first commit on screen, its effects still to run when the tap comes
    const acting = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    try {
      // tapped in the microtask after the commit put the button in the page, before the task that runs the effects
      const tapped = new Promise<void>((done) => {
        const watch = new MutationObserver(() => {
          const button = within(container).queryByRole('button', { name: 'Меню' });
          if (!button) return;
          watch.disconnect();
          button.click();
          done();
        });
        watch.observe(container, { childList: true, subtree: true });
      });
      root.render(
        <Wrapper>
          <CabinetLayout>content</CabinetLayout>
        </Wrapper>,
      );
      await tapped;
    } finally {
      (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = acting;
    }
    try {
      expect(await screen.findByRole('dialog', { name: 'Меню' }, { timeout: 5000 })).toBeInTheDocument();
    } finally {
      act(() => root.unmount());
      container.remove();
    }
  });

  it('should stay open when only the height changes (the on-screen keyboard) and close past the breakpoint', async () => {
    const resize = resizablePhone(375);
    renderScreen(<CabinetLayout>content</CabinetLayout>, { path: pathTo('orders') });
    await userEvent.click(await menuButton());
    resize(375, 400);
    // the menu's first opening renders its chunk and Radix's dialog: seconds on a loaded machine, not Testing Library's one
    expect(await screen.findByRole('dialog', { name: 'Меню' }, { timeout: 5000 })).toBeInTheDocument();
    resize(360, 400);
    expect(await screen.findByRole('dialog', { name: 'Меню' })).toBeInTheDocument();
    resize(812, 375);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Меню' })).not.toBeInTheDocument());
    resize(375, 812);
    expect(await screen.findByRole('button', { name: 'Меню' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('should keep the page under the open menu from scrolling and give it back when the menu closes', async () => {
    mockWidth(true);
    renderScreen(<CabinetLayout>content</CabinetLayout>, { path: pathTo('orders') });
    expect(document.body).not.toHaveStyle({ overflow: 'hidden' });
    await userEvent.click(await menuButton());
    expect(document.body).toHaveStyle({ overflow: 'hidden' });
    const menu = await screen.findByRole('dialog', { name: 'Меню' }, { timeout: 5000 });
    await userEvent.click(within(menu).getByRole('button', { name: 'Закрыть меню' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Меню' })).not.toBeInTheDocument());
    expect(document.body).not.toHaveStyle({ overflow: 'hidden' });
  });
});
