import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AppStore } from '../shared/api/store.ts';
import { fakeNetwork, renderScreen } from '../test/render.tsx';
import { mockWidth, startOnCleanDesktop } from '../test/viewport.ts';
import { SESSION_ENDED_EVENT } from '../shared/api/apiClient.ts';
import { languageAtom, regTokenAtom, userAtom, userPhoneAtom } from '../shared/session/atoms.ts';
import { previousPathAtom } from './session/history.ts';
import { routePassesAtom } from '../shared/session/passes.ts';
import { AppRoutes, Localised } from './App.tsx';
import { CabinetLayout, LanguageSwitch } from './layouts/Layouts.tsx';

// the phone menu loads its chunk as in the browser: on a busy machine a test may need more than Jest's 5 s
// (the root run ignores the cabinet project's testTimeout)
jest.setTimeout(30_000);

const lastPath = (location: { history?: string[] }) => location.history?.at(-1);
const anyNetwork = fakeNetwork({}).fetch;

beforeEach(startOnCleanDesktop);

describe('given a logged-out visitor', () => {
  it('should send a cabinet route to /auth', async () => {
    const { location } = renderScreen(<AppRoutes />, { path: '/orders', fetch: anyNetwork });
    // the first screen of the file loads its chunk: more than the default second on a busy machine
    expect(await screen.findByRole('heading', { name: /Вход в.личный кабинет/ }, { timeout: 5000 })).toBeInTheDocument();
    expect(lastPath(location)).toBe('/auth');
  });

  it('should send a registration step without a token to /', async () => {
    const { location } = renderScreen(<AppRoutes />, { path: '/reg-password', fetch: anyNetwork });
    // the guard sends it to /, and / (a cabinet route) to /auth
    await waitFor(() => expect(lastPath(location)).toBe('/auth'));
  });
});

describe('given a logged-in customer', () => {
  const loggedIn = (store: AppStore) => {
    store.set(userAtom, { token: 't-1' });
    store.set(userPhoneAtom, '79990000001');
  };

  it('should send a public route to /', async () => {
    const { location } = renderScreen(<AppRoutes />, { path: '/login', fetch: anyNetwork, setup: loggedIn });
    await waitFor(() => expect(lastPath(location)).toBe('/'));
  });

  it('should send /document-act to / without the pass and open it with the pass', async () => {
    const first = renderScreen(<AppRoutes />, { path: '/document-act', fetch: anyNetwork, setup: loggedIn });
    await waitFor(() => expect(lastPath(first.location)).toBe('/'));
    first.unmount();
    const second = renderScreen(<AppRoutes />, {
      path: '/document-act',
      fetch: anyNetwork,
      setup: (s) => {
        loggedIn(s);
        s.set(routePassesAtom, { 'document-act': true });
      },
    });
    await screen.findByRole('navigation', { name: 'Разделы кабинета' });
    expect(lastPath(second.location)).toBe('/document-act');
  });

  it('should confirm the logout, clear the session and reach /login after 500 ms keeping the phone', async () => {
    const { location, store } = renderScreen(<AppRoutes />, {
      path: '/orders',
      fetch: anyNetwork,
      setup: (s) => {
        loggedIn(s);
        s.set(regTokenAtom, null);
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Аккаунт' }));
    const dialog = await screen.findByRole('dialog', { name: 'Выйти из\u00a0кабинета?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Выйти' }));
    await waitFor(() => expect(lastPath(location)).toBe('/login'), { timeout: 2000 });
    expect(store.get(userAtom)).toBeNull();
    expect(store.get(userPhoneAtom)).toBe('79990000001');
    expect(localStorage.getItem('user')).toBe('null');
  });

  it('should end the session when another tab logs out', async () => {
    const { location, store } = renderScreen(<AppRoutes />, { path: '/orders', fetch: anyNetwork, setup: loggedIn });
    await screen.findByRole('navigation', { name: 'Разделы кабинета' });
    act(() => {
      localStorage.setItem('user', 'null');
      window.dispatchEvent(
        new StorageEvent('storage', { key: 'user', oldValue: '{"token":"t-1"}', newValue: 'null', storageArea: localStorage }),
      );
    });
    await waitFor(() => expect(store.get(userAtom)).toBeNull());
    await waitFor(() => expect(lastPath(location)).toBe('/auth'));
  });

  it('should land on /auth with a message and the phone kept when the session ends', async () => {
    const { location, store } = renderScreen(<AppRoutes />, { path: '/orders', fetch: anyNetwork, setup: loggedIn });
    await screen.findByRole('navigation', { name: 'Разделы кабинета' });
    act(() => {
      store.set(userAtom, null);
      window.dispatchEvent(new Event(SESSION_ENDED_EVENT));
    });
    await waitFor(() => expect(lastPath(location)).toBe('/auth'));
    expect(await screen.findByText('Сеанс закончился. Войдите снова')).toBeInTheDocument();
    expect(await screen.findByLabelText(/Телефон/)).toHaveValue('+7 (999) 000-00-01');
  });
});

describe('given the language switch', () => {
  it('should switch to English, remember it and set lang on the document', async () => {
    const { store } = renderScreen(
      <Localised>
        <LanguageSwitch />
      </Localised>,
    );
    expect(document.documentElement.lang).toBe('ru');
    await userEvent.selectOptions(screen.getByLabelText('Язык'), 'en');
    expect(store.get(languageAtom)).toBe('en');
    expect(localStorage.getItem('language')).toBe('"en"');
    expect(document.documentElement.lang).toBe('en');
    expect(screen.getByLabelText('Language')).toHaveValue('en');
  });
});

describe('given the cabinet layout on a phone', () => {
  // the phone menu is its own chunk (as in the browser): fetched once here, so each test waits for the menu, not the compiler
  beforeAll(() => import('./layouts/CabinetMenu.tsx'), 30_000);

  it('should close the mobile menu on a route change', async () => {
    mockWidth(true);
    renderScreen(
      <CabinetLayout>
        <p>content</p>
      </CabinetLayout>,
      { path: '/orders' },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Меню' }));
    const menu = await screen.findByRole('dialog', { name: 'Меню' });
    expect(within(menu).getByRole('button', { name: 'Выйти' })).toBeInTheDocument();
    await userEvent.click(within(menu).getByRole('link', { name: 'Документы' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Меню' })).not.toBeInTheDocument());
    // resizes: navigation.test.tsx
  });

  it('should open the logout confirmation from the mobile menu', async () => {
    mockWidth(true);
    renderScreen(<CabinetLayout>content</CabinetLayout>, { path: '/orders' });
    await userEvent.click(await screen.findByRole('button', { name: 'Меню' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Меню' })).getByRole('button', { name: 'Выйти' }));
    expect(await screen.findByRole('dialog', { name: 'Выйти из\u00a0кабинета?' })).toBeInTheDocument();
  });
});

describe('given the cabinet layout on a wide screen', () => {
  it('should show the tabs with the current one marked, the top links and a skip link', () => {
    renderScreen(<CabinetLayout>content</CabinetLayout>, { path: '/orders' });
    const tabs = screen.getByRole('navigation', { name: 'Разделы кабинета' });
    expect(within(tabs).getByRole('link', { name: 'Заказы' })).toHaveAttribute('aria-current', 'page');
    expect(within(tabs).getByRole('link', { name: 'Профиль' })).toHaveAttribute('href', '/');
    expect(within(tabs).getByRole('link', { name: 'Арендовать бокс' })).toHaveAttribute('href', '/create-order');
    expect(screen.getByRole('link', { name: /Главная сайта/ })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /Написать в\u00a0мессенджер/ }).length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Поддержка' })).toHaveAttribute('href', '/support');
    expect(screen.getByRole('link', { name: 'Перейти к содержимому' })).toHaveAttribute('href', '#main');
  });

  it('should hide the back button after /login and show it after another page', () => {
    const first = renderScreen(<CabinetLayout>content</CabinetLayout>, {
      path: '/orders',
      setup: (s) => s.set(previousPathAtom, '/login'),
    });
    expect(screen.queryByRole('button', { name: 'Назад' })).not.toBeInTheDocument();
    first.unmount();
    renderScreen(<CabinetLayout>content</CabinetLayout>, { path: '/orders', setup: (s) => s.set(previousPathAtom, '/documents') });
    expect(screen.getByRole('button', { name: 'Назад' })).toBeInTheDocument();
  });

  it('should hide the main-site and messenger links inside a frame', () => {
    const self = Object.getOwnPropertyDescriptor(window, 'self');
    Object.defineProperty(window, 'self', { configurable: true, get: () => ({}) });
    try {
      renderScreen(<CabinetLayout>content</CabinetLayout>, { path: '/orders' });
      expect(screen.queryByRole('link', { name: /Главная сайта/ })).not.toBeInTheDocument();
      expect(screen.queryAllByRole('link', { name: /мессенджер|Мессенджер|WhatsApp|Telegram/ })).toHaveLength(0);
      expect(screen.getByRole('link', { name: 'Поддержка' })).toBeInTheDocument();
    } finally {
      if (self) Object.defineProperty(window, 'self', self);
    }
  });
});

void fireEvent;
