import path from 'node:path';
import { MatchersV3, PactV4 } from '@pact-foundation/pact';
import { createApiClient, isApiError, type ApiClient, type ApiError, type SessionPort } from '../../src/index.ts';

const { atLeastLike, boolean, eachLike, integer, like, number, regex, string } = MatchersV3;

export const CONSUMER = 'storage-cabinet';
export const pactDir = path.resolve(__dirname, '../../pacts');

export function cabinetPact() {
  return new PactV4({ consumer: CONSUMER, provider: 'cabinet-api', dir: pactDir, logLevel: 'warn' });
}

export function generalPact() {
  return new PactV4({ consumer: CONSUMER, provider: 'general-api', dir: pactDir, logLevel: 'warn' });
}

/** The JSON content type, matched loosely (a charset may follow). */
export const jsonContentType = { 'Content-Type': MatchersV3.regex(/application\/json.*/.source, 'application/json') };
export const jsonRequest = { 'Content-Type': 'application/json' };

// --- the demo world the provider states refer to (docs/contracts.md) ---------------------------------------------

/** The session token the provider states create for the demo customers. */
export const DEMO_TOKEN = 'demo-token-individual';
export const LEGAL_TOKEN = 'demo-token-legal';
export const DEMO_PHONE = '79990000001';
export const LEGAL_PHONE = '79990000002';
export const DEMO_PASSWORD = 'Demo12345';
export const DEMO_PIN = '123456';
/** A phone nobody has registered. */
export const NEW_PHONE = '79995550000';
/** The instant the sandbox clock is fixed to by every state whose interaction carries a date. */
export const NOW = '2026-03-02T09:00:00Z';
export const TODAY_RU = '02.03.2026';

export const individualLoggedIn = { phone: DEMO_PHONE, token: DEMO_TOKEN, now: NOW };
export const legalLoggedIn = { phone: LEGAL_PHONE, token: LEGAL_TOKEN, now: NOW };

export const auth = (token = DEMO_TOKEN) => ({ 'X-SB-API-KEY': token });
export const authJson = (token = DEMO_TOKEN) => ({ ...jsonRequest, 'X-SB-API-KEY': token });

/** A client pointed at the mock server, with the given session (or none). */
export function clientFor(url: string, session?: Partial<SessionPort>, extra: { serverKey?: string } = {}): ApiClient {
  const port: SessionPort | undefined = session
    ? {
        getToken: () => null,
        getPhone: () => DEMO_PHONE,
        setToken: () => undefined,
        onSessionEnded: () => undefined,
        ...session,
      }
    : undefined;
  return createApiClient({ baseUrls: { cabinet: url, general: url }, ...(port ? { session: port } : {}), timeoutMs: 10_000, ...extra });
}

/** A client with a logged-in session holding `token`. */
export function sessionClient(url: string, token = DEMO_TOKEN): ApiClient {
  return clientFor(url, { getToken: () => token });
}

/** Awaits a call that must fail and returns its ApiError. */
export async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => new Error('the call succeeded'),
    (e: unknown) => e,
  );
  if (!isApiError(error)) throw error;
  return error;
}

// --- loose response templates --------------------------------------------------------------------------------

export const ruDateLike = (example: string) => regex(/^\d{2}\.\d{2}\.\d{4}$/.source, example);
export const phoneLike = (example = DEMO_PHONE) => regex(/^7\d{10}$/.source, example);

export const orderStateLike = (example: string) =>
  regex(/^(active|reserved|rezerved|pre-signed|not-active|debt|archived)$/.source, example);

export const invoiceTemplate = {
  number: string('INV-1001-1'),
  beginPeriod: ruDateLike('01.02.2026'),
  endPeriod: ruDateLike('02.03.2026'),
  price: number(4500),
  status: { id: integer(3) },
  place: { code: string('MSK-01') },
  boxSize: number(2.5),
  nds: number(214.29),
  clientName: string('Иванов Иван Иванович'),
  clientPhone: phoneLike(),
  paid: boolean(true),
  days: integer(30),
};

export const orderTemplate = {
  number: integer(1001),
  state: orderStateLike('active'),
  place: { code: string('MSK-01'), name: string('Склад на Тверской') },
  cell: {
    name: string('A-101'),
    begin: ruDateLike('01.02.2026'),
    rate: number(4500),
    size: number(2.5),
    floor_number: integer(1),
    floor_cell_number: string('A-101'),
    cell_id: integer(2001),
    length: number(2),
    width: number(1.25),
    height: number(2.4),
  },
  invoices: atLeastLike(invoiceTemplate, 0, 1),
};

export const documentTemplate = {
  agreement_uuid: string('3f1c2a7e-0b7d-4d8e-9a51-1c2d3e4f5a61'),
  agreement_number: string('D-1001'),
  agreement_status: string('active'),
  sign_system: string('nopaper'),
  need_change: boolean(false),
  order_number: integer(1001),
  place: { code: string('MSK-01'), name: string('Склад на Тверской'), cell: { name: string('A-101') } },
};

export const placeTemplate = {
  id: integer(1),
  code: string('MSK-01'),
  name: string('Склад на Тверской'),
  address: string('Москва, ул. Тверская, 1'),
  phone: string('+7 (495) 000-00-01'),
  city_name: string('Москва'),
  managers: atLeastLike({ first_name: string('Анна'), last_name: string('Петрова') }, 0, 1),
  complectation: atLeastLike({ uuid: integer(1) }, 0, 1),
  work_hours: atLeastLike({ time_from: string('10:00'), time_to: string('20:00') }, 0, 1),
};

export const boxTemplate = {
  cell_id: integer(2001),
  name: string('A-101'),
  size: number(2.5),
  floor: integer(1),
  length: number(2),
  width: number(1.25),
  height: number(2.4),
  month_rate: number(4500),
  free: boolean(true),
  status: string('free'),
  code: string('A-101'),
};

export const profileTemplate = {
  main_phone: phoneLike(),
  phones: atLeastLike({ name: string('Рабочий'), number: phoneLike('79990000011') }, 0, 1),
  emails: atLeastLike(string('ivanov@example.ru'), 0, 1),
  legal_type: integer(0),
  personal: { fio: string('Иванов Иван Иванович'), birthday: ruDateLike('01.01.1985') },
};

export { atLeastLike, boolean, eachLike, integer, like, number, regex, string };
