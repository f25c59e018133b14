import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderScreen } from '../../../test/render.tsx';
import { userAtom } from '../../../shared/session/atoms.ts';
import type { AppStore } from '../../../shared/api/store.ts';
import SupportOrderHelpScreen from './SupportOrderHelpScreen.tsx';

// A reload of the tab (a new version taken) keeps what was typed into the request: the form's draft lives in the
// session's drafts, not in the page; a session end erases it (phones are shared).
jest.setTimeout(20_000);

const loggedIn = { setup: (store: AppStore) => store.set(userAtom, { token: 't-1' }) };
const question = () => screen.getByRole('textbox');

beforeEach(() => sessionStorage.clear());

describe('given a customer typing a question for help with an order', () => {
  it('should show what was typed after the tab reloads', async () => {
    const first = renderScreen(<SupportOrderHelpScreen />, { path: '/support-order-help', ...loggedIn });
    await userEvent.type(question(), 'Box 12: the lock sticks');
    first.unmount();

    // the reload: a new store and a new render, the tab's storage kept
    renderScreen(<SupportOrderHelpScreen />, { path: '/support-order-help', ...loggedIn });
    await waitFor(() => expect(question()).toHaveValue('Box 12: the lock sticks'));
  });

  it('should keep nothing once the session has ended', async () => {
    const first = renderScreen(<SupportOrderHelpScreen />, { path: '/support-order-help', ...loggedIn });
    await userEvent.type(question(), 'Box 12: the lock sticks');
    first.store.set(userAtom, null);
    first.unmount();

    renderScreen(<SupportOrderHelpScreen />, { path: '/support-order-help', ...loggedIn });
    await new Promise((done) => setTimeout(done, 50));
    expect(question()).toHaveValue('');
  });
});
