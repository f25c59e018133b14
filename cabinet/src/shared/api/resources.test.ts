import type { ApiClient } from '@sb/contracts';
import * as resources from './resources.ts';

/**
 * Every query the cabinet makes, with the endpoint its fetcher calls: one endpoint, one key family (the first two
 * parts of its key), and one family, one endpoint. A feature that cached an endpoint under a key of its own would
 * have to add a factory here, and this table would show the second family.
 */
type Factory = (api: ApiClient, ...args: never[]) => { queryKey: readonly unknown[]; queryFn?: unknown };

const samples: Record<string, unknown[]> = {
  ordersListOptions: ['active'],
  checkStatusOptions: [1001],
  contractPagesOptions: ['active'],
  contractsAllOptions: ['active'],
  bookingPriceOptions: [{ days: 30, order_date: '01.12.2026', place_floor_cell: 5, need_agreement: true, pay_days: 30 }],
  invoicePriceOptions: [1001, 30, '01.12.2026'],
  placeOptions: ['MSK-01'],
  sizesOptions: [['MSK-01']],
  catalogOptions: ['MSK-01'],
  cellOptions: [5],
  photosOptions: [{ low: 1, up: 1.02 }],
  termsOptions: ['ru'],
};

async function endpointOf(factory: Factory, args: unknown[]): Promise<{ family: string; endpoint: string }> {
  let endpoint = '';
  const api = {
    call: (e: { id: string }) => {
      endpoint = e.id;
      return Promise.reject(new Error('not called for real'));
    },
  } as unknown as ApiClient;
  const options = (
    factory as (api: ApiClient, ...a: unknown[]) => { queryKey: readonly unknown[]; queryFn: (c: object) => Promise<unknown> }
  )(api, ...args);
  await options
    .queryFn({ signal: new AbortController().signal, pageParam: 1, queryKey: options.queryKey, meta: undefined })
    .catch(() => undefined);
  return { family: options.queryKey.slice(0, 2).join('/'), endpoint };
}

describe('the server-state layer', () => {
  it('should cache every endpoint under exactly one key family', async () => {
    const table: Record<string, string[]> = {};
    for (const [name, value] of Object.entries(resources)) {
      if (!name.endsWith('Options') || typeof value !== 'function') continue;
      const { family, endpoint } = await endpointOf(value as Factory, samples[name] ?? []);
      expect(endpoint).not.toBe('');
      table[endpoint] = [...new Set([...(table[endpoint] ?? []), family])];
    }
    expect(table).toEqual({
      'cabinet.client': ['client/profile'],
      'cabinet.requisitesPersonal': ['requisites/personal'],
      'cabinet.requisitesLegal': ['requisites/legal'],
      'cabinet.availableFiles': ['files/available'],
      'cabinet.signatureStatus': ['signature/status'],
      'cabinet.ordersList': ['orders/list'],
      'cabinet.activeContracts': ['documents/contracts'],
      'cabinet.activeDocs': ['documents/active-docs'],
      'cabinet.cellCalc': ['prices/booking'],
      'cabinet.makeOrderInvoice': ['prices/invoice'],
      'general.placesList': ['places/list'],
      'general.placeOne': ['places/one'],
      'general.sizesBox': ['places/sizes'],
      'general.catalogBox': ['places/catalog'],
      'general.cellInfo': ['places/cell'],
      'general.cellPhotos': ['places/photos'],
      'general.cargoMovingTypes': ['cargo/types'],
      'general.cargoServices': ['cargo/services'],
      'general.cargoTiming': ['cargo/timings'],
      'general.termsOfServices': ['terms/ru'],
    });
  });

  it('should give each family one endpoint', async () => {
    const byFamily = new Map<string, Set<string>>();
    for (const [name, value] of Object.entries(resources)) {
      if (!name.endsWith('Options') || typeof value !== 'function') continue;
      const { family, endpoint } = await endpointOf(value as Factory, samples[name] ?? []);
      byFamily.set(family, new Set([...(byFamily.get(family) ?? []), endpoint]));
    }
    for (const [family, endpoints] of byFamily) expect([family, [...endpoints]]).toEqual([family, [expect.any(String)]]);
  });
});
