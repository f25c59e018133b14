import { act, screen } from '@testing-library/react';
import { fakeNetwork, renderScreen } from '../../../test/render.tsx';
import type { AppStore } from '../../../shared/api/store.ts';
import { userAtom, userPhoneAtom } from '../../../shared/session/atoms.ts';
import { startSessionAtom } from '../../../shared/session/lifecycle.ts';
import { endSessionAtom } from '../../../shared/session/logout.ts';
import ProfileScreen from './ProfileScreen.tsx';
import { passport } from '../test/kit.tsx';

// The profile after a change of customer on the same tab: customer B never sees, and never saves, customer A's
// data, whichever way A's session ended.

jest.setTimeout(20_000);

const customerA = {
  main_phone: '79990000001',
  phones: [],
  emails: ['ivanov@example.com'],
  legal_type: 0,
  personal: { fio: 'Иванов Иван Иванович', birthday: '01.02.1990' },
};
const customerB = {
  main_phone: '79990000005',
  phones: [],
  emails: ['novikov@example.com'],
  legal_type: 0,
  personal: { fio: 'Новиков Олег Андреевич', birthday: '03.04.1985' },
};

/** The backend answers for whoever is logged in now. */
function network() {
  const who = { current: customerA };
  const net = fakeNetwork({
    'GET /api/v1/client': () => ({ body: who.current }),
    'GET /api/v1/client/requisites/peronal': () => ({ body: passport }),
    'GET /api/v1/client/available/files': () => ({ body: { files: [] } }),
  });
  return { ...net, who };
}

const ends: Record<string, (store: AppStore) => void> = {
  'a logout': (store) => store.set(endSessionAtom),
  'a logout in another tab': () => {
    localStorage.setItem('user', 'null');
    window.dispatchEvent(new StorageEvent('storage', { key: 'user', newValue: 'null', storageArea: localStorage }));
  },
};

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe.each(Object.entries(ends))('given customer A on the profile and then %s', (_road, end) => {
  it('should show customer B only B’s data once B logs in on the same tab', async () => {
    const net = network();
    const { store, rerender } = renderScreen(<ProfileScreen />, {
      fetch: net.fetch,
      setup: (s) => {
        s.set(userPhoneAtom, customerA.main_phone);
        s.set(userAtom, { token: 'token-a' });
      },
    });
    expect(await screen.findByDisplayValue(customerA.personal.fio)).toBeInTheDocument();

    // the session ends: the guard takes the profile away
    rerender(<p>logged out</p>);
    act(() => end(store));
    expect(store.get(userAtom)).toBeNull();

    // B logs in on the same tab (within the 30 s the profile would count as fresh)
    net.who.current = customerB;
    act(() => {
      store.set(userPhoneAtom, customerB.main_phone);
      store.set(startSessionAtom, 'token-b');
    });
    rerender(<ProfileScreen />);
    expect(screen.queryByDisplayValue(customerA.personal.fio)).toBeNull();
    expect(await screen.findByDisplayValue(customerB.personal.fio)).toBeInTheDocument();
    expect(screen.queryByDisplayValue(customerA.personal.fio)).toBeNull();
    const profileCalls = net.calls.filter((c) => c.path === '/api/v1/client');
    expect(profileCalls.at(-1)?.headers['X-SB-API-KEY']).toBe('token-b');
  });
});
