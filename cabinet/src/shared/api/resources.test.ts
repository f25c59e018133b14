import { readdirSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { cabinet, general, type ApiClient } from '@sb/contracts';

/**
 * Every query the cabinet makes, with the endpoint its fetcher calls: one endpoint, one key family (the first two
 * parts of its key), and one family, one endpoint. The factories are every `xxxOptions` a module exports (the
 * resource modules, shared/api/<resource>.ts and features/<f>/api/<resource>.ts): a module that cached an endpoint
 * under a key of its own shows here as the endpoint's second family.
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
  if (typeof options.queryFn !== 'function') return { family: options.queryKey.slice(0, 2).join('/'), endpoint: '(no fetcher)' };
  await options
    .queryFn({ signal: new AbortController().signal, pageParam: 1, queryKey: options.queryKey, meta: undefined })
    .catch(() => undefined);
  return { family: options.queryKey.slice(0, 2).join('/'), endpoint };
}

const SRC = join(__dirname, '..', '..');

/** The source modules (not tests) under `dir`. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((e) =>
      e.isDirectory() ? sourceFiles(join(dir, e.name)) : /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [join(dir, e.name)] : [],
    )
    .filter((f) => !f.split(sep).includes('test'));
}

/** Every module's exported `xxxOptions` functions. */
function allFactories(): Array<[string, Factory]> {
  const found: Array<[string, Factory]> = [];
  // every module but the options helpers themselves (queryOptions, infiniteQueryOptions)
  for (const file of sourceFiles(SRC).filter((f) => !f.endsWith(join('shared', 'api', 'options.ts')))) {
    if (!/export (?:const|function) \w+Options\b/.test(readFileSync(file, 'utf8'))) continue;
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const module = require(file) as Record<string, unknown>;
    for (const [name, value] of Object.entries(module)) {
      if (name.endsWith('Options') && typeof value === 'function' && !found.some(([, f]) => f === value))
        found.push([name, value as Factory]);
    }
  }
  return found;
}

describe('the server-state layer', () => {
  it('should cache every endpoint under exactly one key family', async () => {
    const table: Record<string, string[]> = {};
    for (const [name, value] of allFactories()) {
      const { family, endpoint } = await endpointOf(value, samples[name] ?? []);
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
    for (const [name, value] of allFactories()) {
      const { family, endpoint } = await endpointOf(value, samples[name] ?? []);
      byFamily.set(family, new Set([...(byFamily.get(family) ?? []), endpoint]));
    }
    for (const [family, endpoints] of byFamily) expect([family, [...endpoints]]).toEqual([family, [expect.any(String)]]);
  });

  it('should cache every read endpoint the cabinet calls under one family, and no command', async () => {
    const families = new Map<string, Set<string>>();
    for (const [name, value] of allFactories()) {
      const { family, endpoint } = await endpointOf(value, samples[name] ?? []);
      families.set(endpoint, new Set([...(families.get(endpoint) ?? []), family]));
    }
    const called = calledEndpoints();
    // every endpoint the cabinet calls is either read through the layer (one family) or a command (never cached)
    const unmapped = called.filter((id) => !families.has(id) && !COMMANDS.includes(id));
    expect(unmapped).toEqual([]);
    for (const id of called.filter((e) => families.has(e))) expect([id, families.get(id)!.size]).toEqual([id, 1]);
    expect(COMMANDS.filter((id) => families.has(id))).toEqual([]);
    // the table is not stale: every command listed is still called
    expect(COMMANDS.filter((id) => !called.includes(id))).toEqual([]);
  });
});

/**
 * The endpoints the cabinet calls that change something or sign in: they are never cached. A read endpoint
 * missing from the layer would land in neither list and fail the test above.
 */
const COMMANDS = [
  'cabinet.checkPhone',
  'cabinet.auth',
  'cabinet.retrieveSms',
  'cabinet.checkCode',
  'cabinet.setPassword',
  'cabinet.clientPhysicalBase',
  'cabinet.clientLegalBase',
  'cabinet.updateClientPersonal',
  'cabinet.updateClientLegal',
  'cabinet.updateRequisitesPersonal',
  'cabinet.updateRequisitesLegal',
  'cabinet.ordersClientCreate',
  'cabinet.cellBooking',
  'cabinet.openLock',
  'cabinet.requestClientSimple',
  'cabinet.contractBooking',
  'cabinet.signatureCreate',
  'cabinet.startSigning',
  'cabinet.approveSms',
  'cabinet.confirmTokenYookassa',
  'general.login',
  'general.loginMobile',
  'general.sendVerificationCode',
  'general.verifySmsCode',
  'general.verifyPinCode',
  'general.makePassword',
  'general.forgot',
  'general.requestSimple',
  'general.cargoCreateRequest',
];

/** Ids of the contracts endpoints named in the cabinet's source (not its tests): `cabinet.client`, `general.placesList`... */
function calledEndpoints(): string[] {
  const tables = { cabinet, general } as unknown as Record<string, Record<string, { id?: string } | undefined>>;
  const ids = new Set<string>();
  for (const file of sourceFiles(SRC)) {
    for (const m of readFileSync(file, 'utf8').matchAll(/(?<![\w.'"`])(cabinet|general)\.(\w+)/g)) {
      const id = tables[m[1]!]?.[m[2]!]?.id;
      if (id) ids.add(id);
    }
  }
  return [...ids].sort();
}
