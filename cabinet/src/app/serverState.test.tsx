import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Switch } from 'wouter';
import { fakeNetwork, loggedIn, renderScreen } from '../test/render.tsx';
import DocumentViewScreen from '../features/documents/routes/DocumentViewScreen.tsx';
import ProfileScreen from '../features/profile/routes/ProfileScreen.tsx';
import { doc, filledPassport, individual, reservedOrder } from '../features/documents/test/fixtures.ts';

// One server state across features: the documents' EDS dialog and the profile show the same
// requisites, cached under one key. What one feature saves, the other shows without a reload of the app.

jest.setTimeout(30_000);

function backend() {
  let passport = { ...filledPassport };
  return fakeNetwork({
    'GET /api/v1/client': () => ({ body: individual }),
    'GET /api/v1/client/requisites/peronal': () => ({ body: passport }),
    'PUT /api/v1/client/requisites/peronal': (body) => {
      passport = { ...passport, ...(body as typeof passport) };
      return { body: { success: true } };
    },
    'GET /api/v1/client/available/files': () => ({ body: { files: [] } }),
    'GET /api/v1/signature/status': () => ({ body: { status: 'not-exists' } }),
    'POST /api/v1/signature/create': () => ({ body: { success: true, status: 'partner-initialization-start' } }),
    'GET /api/v1/orders/active-docs': () => ({ body: { documents: [doc()] } }),
    'GET /api/v1/orders/active/active-contracts': () => ({ body: { count: 1, elements: [doc()] } }),
    'GET /api/v1/orders/active/orders-list': () => ({ body: { orders: [reservedOrder] } }),
  });
}

describe('given requisites saved in the documents EDS dialog', () => {
  it('should show the new issuer on the profile, which had loaded the old one', async () => {
    const net = backend();
    const { location } = renderScreen(
      <Switch>
        <Route path="/profile">
          <ProfileScreen />
        </Route>
        <Route path="/document-view/:docId">
          <DocumentViewScreen />
        </Route>
      </Switch>,
      { path: '/profile', fetch: net.fetch, setup: loggedIn },
    );
    const before = await screen.findByRole('form', { name: 'Реквизиты' });
    await waitFor(() => expect(within(before).getByRole('textbox', { name: /^Кем выдан/ })).toHaveValue('ОВД Тверского района'));

    act(() => location.navigate('/document-view/D-4001'));
    await userEvent.click(await screen.findByRole('button', { name: 'Выпустить подпись' }));
    const dialog = await screen.findByRole('dialog', { name: 'Данные для электронной подписи' });
    const issuer = await within(dialog).findByRole('textbox', { name: /^Кем выдан/ });
    await waitFor(() => expect(issuer).toHaveValue('ОВД Тверского района'));
    await userEvent.clear(issuer);
    await userEvent.type(issuer, 'ГУ МВД России по городу Москве');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Сохранить и выпустить подпись' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(net.calls.filter((c) => c.method === 'PUT').map((c) => (c.body as { issuer: string }).issuer)).toEqual([
      'ГУ МВД России по городу Москве',
    ]);

    act(() => location.navigate('/profile'));
    const after = await screen.findByRole('form', { name: 'Реквизиты' });
    await waitFor(() => expect(within(after).getByRole('textbox', { name: /^Кем выдан/ })).toHaveValue('ГУ МВД России по городу Москве'));
  });
});
