import { cabinet, type ApiClient } from '@sb/contracts';
import { destinationAfterLogin } from './afterLogin.ts';

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
  return { api, asked, answer, fail };
}

describe('given a fresh session', () => {
  it('should ask for the profile, the requisites and the active orders together, before any answer', async () => {
    const { api, asked, answer } = heldApi();
    const destination = destinationAfterLogin(api);
    await Promise.resolve();
    expect(asked.map((a) => a.id).sort()).toEqual([cabinet.client.id, cabinet.ordersList.id, cabinet.requisitesPersonal.id].sort());
    answer(cabinet.client.id, { legal_type: 0 });
    answer(cabinet.requisitesPersonal.id, { document_number: '4510 123456' });
    answer(cabinet.ordersList.id, { orders: [{ id: 1 }] });
    await expect(destination).resolves.toBe('/orders');
  });

  it('should send an individual without a passport to the profile and an organisation on to its orders', async () => {
    const person = heldApi();
    const toProfile = destinationAfterLogin(person.api);
    await Promise.resolve();
    person.answer(cabinet.client.id, { legal_type: 0 });
    person.answer(cabinet.requisitesPersonal.id, {});
    person.answer(cabinet.ordersList.id, { orders: [{ id: 1 }] });
    await expect(toProfile).resolves.toBe('/');

    const company = heldApi();
    const toOrders = destinationAfterLogin(company.api);
    await Promise.resolve();
    company.answer(cabinet.client.id, { legal_type: 1 });
    company.fail(cabinet.requisitesPersonal.id);
    company.answer(cabinet.ordersList.id, { orders: [] });
    await expect(toOrders).resolves.toBe('/create-order');
  });

  it('should go to the profile when the profile or the orders cannot be read', async () => {
    const { api, answer, fail } = heldApi();
    const destination = destinationAfterLogin(api);
    await Promise.resolve();
    answer(cabinet.client.id, { legal_type: 0 });
    answer(cabinet.requisitesPersonal.id, { document_number: '4510 123456' });
    fail(cabinet.ordersList.id);
    await expect(destination).resolves.toBe('/');
  });
});
