import { cabinet, type ApiClient } from '@sb/contracts';
import { destinationAfterLogin } from './afterLogin.ts';
import { createQueryClient } from '../../shared/api/serverState.ts';
import { clientKeys, requisitesKeys } from '../../shared/api/customer.ts';
import { orderKeys } from '../../shared/api/orders.ts';

/** An API whose answers the test gives, one by one, after seeing what was asked. */
function heldApi() {
  const asked: Array<{ id: string; answer: (value: unknown) => void; fail: (e: unknown) => void }> = [];
  const api = {
    call: (endpoint: { id: string }) =>
      new Promise((answer, fail) => {
        asked.push({ id: endpoint.id, answer, fail });
      }),
  } as unknown as ApiClient;
  const answer = (id: string, value: unknown) => asked.find((a) => a.id === id)?.answer(value);
  const fail = (id: string) => asked.find((a) => a.id === id)?.fail(new Error('down'));
  return { api, asked, answer, fail, queryClient: createQueryClient() };
}

describe('given a fresh session', () => {
  it('should ask for the profile, the requisites and the active orders together, before any answer', async () => {
    const { api, asked, answer, queryClient } = heldApi();
    const destination = destinationAfterLogin(queryClient, api);
    await Promise.resolve();
    expect(asked.map((a) => a.id).sort()).toEqual([cabinet.client.id, cabinet.ordersList.id, cabinet.requisitesPersonal.id].sort());
    answer(cabinet.client.id, { legal_type: 0 });
    answer(cabinet.requisitesPersonal.id, { document_number: '4510 123456' });
    answer(cabinet.ordersList.id, { orders: [{ id: 1 }] });
    await expect(destination).resolves.toBe('/orders');
  });

  it('should send an individual without a passport to the profile and an organisation on to its orders', async () => {
    const person = heldApi();
    const toProfile = destinationAfterLogin(person.queryClient, person.api);
    await Promise.resolve();
    person.answer(cabinet.client.id, { legal_type: 0 });
    person.answer(cabinet.requisitesPersonal.id, {});
    person.answer(cabinet.ordersList.id, { orders: [{ id: 1 }] });
    await expect(toProfile).resolves.toBe('/');

    const company = heldApi();
    const toOrders = destinationAfterLogin(company.queryClient, company.api);
    await Promise.resolve();
    company.answer(cabinet.client.id, { legal_type: 1 });
    company.fail(cabinet.requisitesPersonal.id);
    company.answer(cabinet.ordersList.id, { orders: [] });
    await expect(toOrders).resolves.toBe('/create-order');
  });

  it('should go to the profile when the profile or the orders cannot be read', async () => {
    const { api, answer, fail, queryClient } = heldApi();
    const destination = destinationAfterLogin(queryClient, api);
    await Promise.resolve();
    answer(cabinet.client.id, { legal_type: 0 });
    answer(cabinet.requisitesPersonal.id, { document_number: '4510 123456' });
    fail(cabinet.ordersList.id);
    await expect(destination).resolves.toBe('/');
  });

  it('should read through the cache: the screen it leads to shows the answers without asking again', async () => {
    const { api, asked, answer, queryClient } = heldApi();
    const destination = destinationAfterLogin(queryClient, api);
    await Promise.resolve();
    answer(cabinet.client.id, { legal_type: 0 });
    answer(cabinet.requisitesPersonal.id, { document_number: '4510 123456' });
    answer(cabinet.ordersList.id, { orders: [{ id: 1 }] });
    await expect(destination).resolves.toBe('/orders');
    expect(queryClient.getQueryData(clientKeys.profile())).toEqual({ legal_type: 0 });
    expect(queryClient.getQueryData(requisitesKeys.of('personal'))).toEqual({ document_number: '4510 123456' });
    expect(queryClient.getQueryData(orderKeys.list('active'))).toEqual([{ id: 1 }]);
    expect(asked).toHaveLength(3);
  });

  it('should not ask again for a failed read: a failure leads to the profile at once', async () => {
    const { api, asked, answer, fail, queryClient } = heldApi();
    const destination = destinationAfterLogin(queryClient, api);
    await Promise.resolve();
    fail(cabinet.client.id);
    answer(cabinet.requisitesPersonal.id, {});
    answer(cabinet.ordersList.id, { orders: [] });
    await expect(destination).resolves.toBe('/');
    expect(asked).toHaveLength(3);
  });
});
