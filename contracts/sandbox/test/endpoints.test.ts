// Every call of ../shared/spec/endpoints.tsv (and the invoice call) is routed, simulated, and answers a body
// that its contract's response schema accepts, on the seeded demo data.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { allEndpoints, buildPath, type Endpoint } from '@sb/contracts';
import { handlers } from '../src/handlers/index.ts';
import { demo } from '../src/seed/demo.ts';
import { call, here, lastCode, ruDay, startSandbox, type Running } from './helpers.ts';

const IND = 'demo-token-individual';
const LEGAL = 'demo-token-legal';
const PHONE = '79990000001';

let s: Running;
before(async () => {
  s = await startSandbox();
});
after(async () => s.close());

function specCalls(): Array<{ api: string; method: string; path: string }> {
  // the spec beside the clone when it is there (CI), else the copy kept for a clone on its own
  const spec = path.resolve(here, '../../../../shared/spec/endpoints.tsv');
  const file = fs.existsSync(spec) ? spec : path.resolve(here, 'fixtures/endpoints.tsv');
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l && !l.startsWith('#'))
    .map((l) => l.split('\t'))
    .map(([api, method, p]) => ({ api: api as string, method: method as string, path: p as string }));
}

/** `METHOD path-template`, as endpoints.tsv writes a call. */
const callKey = (method: string, path: string): string => `${method.toUpperCase()} ${path}`;
const byKey = new Map<string, Endpoint>(allEndpoints.map((e) => [callKey(e.method, e.path), e]));
const handled = (e: Endpoint | undefined): boolean => !!e && Object.hasOwn(handlers, e.id);

test('every call of endpoints.tsv is a contract endpoint with a handler', () => {
  const missing = specCalls().filter((c) => !handled(byKey.get(callKey(c.method, c.path))));
  assert.deepEqual(missing, []);
  assert.ok(handled(byKey.get('POST /api/v1/orders/{orderId}/make-invoice')), 'makeOrderInvoice is simulated');
});

interface Sample {
  token?: string;
  params?: Record<string, unknown>;
  query?: Record<string, string>;
  body?: unknown;
  headers?: Record<string, string>;
  /** runs first (e.g. to send an SMS code) and returns the sample */
  prepare?: () => Promise<Partial<Sample>>;
}

/** The individual's passport, as the cabinet API's and the general API's requisites calls take it. */
const passport = {
  document_name: 'passportRf',
  division_code: '770-001',
  document_number: '45 01 123451',
  issued: '15.03.2015',
  issuer: 'ГУ МВД России по городу Москве',
  adress: 'Москва, улица Тверская, дом 1',
  fact_address: 'Москва, улица Тверская, дом 1',
};

function samples(today: string, nowIso: string): Record<string, Sample> {
  const tomorrow = ruDay(nowIso, 1);
  return {
    'POST /api/v1/auth': { body: { phone: PHONE, password: 'Demo12345' } },
    'POST /api/v1/refresh-token': { body: { phone: PHONE, token: 'demo-token-expired' } },
    'POST /api/v1/check-phone': { body: { phone: PHONE } },
    'POST /api/v1/retrieve-sms': { body: { action: 'restore', phone: PHONE } },
    'POST /api/v1/check-code': {
      prepare: async () => {
        await call(s.url, 'POST', '/api/v1/retrieve-sms', { body: { action: 'restore', phone: '79990000005' } });
        return { body: { phone: '79990000005', code: await lastCode(s.url, '79990000005') } };
      },
    },
    'POST /api/v1/set-password': { token: 'demo-token-noorders', body: { password: 'Newpass123' } },
    'POST /api/v1/client-physical-base': {
      token: 'demo-regtoken-fresh',
      body: {
        birthdate: '15.05.1990',
        fio: 'Петров Пётр Петрович',
        confirmDigitalSignatureUserAgreement: true,
        confirmPolicyConfidential: true,
      },
    },
    'POST /api/v1/client-legal-base': {
      prepare: async () => {
        await call(s.url, 'POST', '/api/v1/retrieve-sms', { body: { action: 'register', phone: '79990000098' } });
        const r = await call(s.url, 'POST', '/api/v1/check-code', {
          body: { phone: '79990000098', code: await lastCode(s.url, '79990000098') },
        });
        return {
          token: r.body.token,
          body: {
            name: 'Ромашка',
            official_name: 'ООО «Ромашка»',
            person_name: 'Сидоров Сидор Сидорович',
            person_position: 'Генеральный директор',
            inn: '7707083893',
            ogrn: '1027700132195',
            confirmDigitalSignatureUserAgreement: true,
            confirmPolicyConfidential: true,
          },
        };
      },
    },
    'POST /api/v1/contract/{id}/make/contract-booking': { token: IND, params: { id: 1002 } },
    'GET /api/v1/orders/{status}/orders-list': { token: IND, params: { status: 'active' } },
    'GET /api/v1/orders/active-docs': { token: IND, query: { onlyAgreement: '' } },
    'GET /api/v1/orders/{x}/active-contracts': { token: IND, params: { x: 'active' }, query: { page: '1', limit: '5' } },
    'POST /api/v1/orders/client/create': {
      token: IND,
      body: {
        order_city: 'Москва',
        order_type: 'byRequest',
        order_place: 'MSK-02',
        order_floor: 2,
        order_size: 40,
        order_time: 60,
        order_date: tomorrow,
      },
    },
    'POST /api/v1/orders/cell/booking': {
      token: IND,
      body: { days: 30, order_date: today, place_floor_cell: 2001, need_agreement: true, pay_days: 30 },
    },
    'POST /api/v1/orders/cell/calc': {
      token: IND,
      body: { days: 60, order_date: today, place_floor_cell: 2002, need_agreement: true, pay_days: 30 },
    },
    'POST /api/v1/orders/{orderId}/make-invoice': {
      token: IND,
      params: { orderId: 1001 },
      body: { days: 30, only_price: false, start_period: today },
    },
    'POST /api/v1/confirmtoken/yookassa': {
      prepare: async () => {
        // the second provider's place (KRG-02): the EDS-available customer's order there
        const orders = await call(s.url, 'GET', '/api/v1/orders/active/orders-list', { token: 'demo-token-eds-available' });
        const inv = orders.body.orders
          .flatMap((o: any) => o.invoices)
          .find((i: any) => !i.paid && !i.paymentHash && i.place.code === 'KRG-02');
        const amount = inv.price.toFixed(2);
        return {
          token: 'demo-token-eds-available',
          body: {
            amount,
            aquiring: 'yookassa',
            place: inv.place.code,
            description: `Оплата счёта ${inv.number}`,
            email: 'ivanov@example.com',
            invoices: [inv.number],
            phone: PHONE,
            items: [
              {
                description: 'Аренда бокса',
                amount: { value: amount, currency: 'RUB' },
                quantity: 1,
                vat_code: 1,
                measure: 'piece',
                payment_mode: 'full_payment',
                payment_subject: 'service',
              },
            ],
          },
        };
      },
    },
    'GET /api/v1/client': { token: IND },
    'GET /api/v1/client/actual': { token: IND },
    'PUT /api/v1/client/personal': {
      token: IND,
      body: {
        fio: 'Иванов Иван Иванович',
        birthday: '12.04.1985',
        phones: [{ name: 'Рабочий', number: '79990001122' }],
        emails: ['ivanov@example.com'],
      },
    },
    'PUT /api/v1/client/legal': {
      token: LEGAL,
      body: {
        phones: [],
        emails: ['office@romashka.example'],
        name: 'ООО «Ромашка»',
        person_basis: 'Устава',
        person_name: 'Петров Пётр Петрович',
        person_position: 'Генеральный директор',
        person_position_genitive: 'Генерального директора',
      },
    },
    'GET /api/v1/client/requisites/peronal': { token: IND },
    'PUT /api/v1/client/requisites/peronal': {
      token: IND,
      body: passport,
    },
    'GET /api/v1/client/requisites/legal': { token: LEGAL },
    'PUT /api/v1/client/requisites/legal': {
      token: LEGAL,
      body: demo.legal.requisites,
    },
    'GET /api/v1/client/available/files': { token: IND },
    'POST /api/v1/signature/create': { token: 'demo-token-eds-none' },
    'GET /api/v1/signature/status': { token: IND },
    'POST /api/v1/signature/start-signing': { token: IND, body: { order_id: 1013 } },
    'POST /api/v1/signature/approve-sms': {
      prepare: async () => ({ token: IND, body: { order_id: 1013, code: await lastCode(s.url, PHONE) } }),
    },
    'POST /api/v1/lock/{kind}/open/{id}': {
      prepare: async () => {
        const orders = await call(s.url, 'GET', '/api/v1/orders/active/orders-list', { token: IND });
        const o = orders.body.orders.find((x: any) => x.number === 1001);
        return {
          token: IND,
          params: { kind: 'cell', id: o.cell.floor_cell_number },
          body: { buBoardUuid: o.cell.lock.BuUuid, cuBoardId: o.cell.lock.CuId, lockNumber: o.cell.lock.Lock },
        };
      },
    },
    'POST /api/request/client/simple': {
      token: IND,
      body: { request_name: 'Техническая поддержка', request_comment: 'Не открывается замок' },
    },

    'POST /api/login': { body: { login: '7701-DEM-00001', password: 'Legacy12345' } },
    // another phone than retrieve-sms's restore code above: a second restore SMS within a minute waits (attempt limits)
    'POST /api/forgot': { body: { phone: '79990000002' } },
    'POST /api/make-password': { body: { agreement: 'D-3001', phone: '79990000003' } },
    'POST /api/login-mobile': { body: { phone: PHONE } },
    'POST /api/register-mobile': { body: { phone: '79990000097' } },
    // another phone than login-mobile's: a second login SMS within a minute waits (attempt limits)
    'POST /api/send-verification-code': { body: { phone: '79990000005' } },
    'POST /api/verify-sms-code': {
      prepare: async () => ({ body: { phone: PHONE, smsCode: await lastCode(s.url, PHONE), isRegistration: false } }),
    },
    'POST /api/verify-pin-code': { body: { phone: PHONE, pinCode: '123456' } },
    'GET /api/orders/{x}/orders-list': { token: IND, params: { x: 'history' } },
    'GET /api/orders/active-docs': { token: IND },
    'GET /api/orders/{x}/active-contracts': { token: IND, params: { x: 'history' }, query: { page: '1', limit: '1000' } },
    'POST /api/orders/client/create': {
      token: IND,
      body: {
        order_city: 'Москва',
        order_type: 'preOrder',
        order_place: 'MSK-01',
        order_floor: null,
        order_size: 3,
        order_time: 30,
        order_date: tomorrow,
      },
    },
    'GET /api/places/list': {},
    'GET /api/places/box/sizes/available': {},
    'POST /api/places/box/sizes/box': { body: { places: ['MSK-01', 'SPB-01'] } },
    'GET /api/places/catalog/box': { query: { place_code: 'MSK-01' } },
    'GET /api/places/floors/cell/info': { query: { cell: '2003' } },
    'GET /api/cells/get-photos': { query: { low: '2.99', up: '3.01' } },
    'GET /api/places/one': { query: { code: 'MSK-01' } },
    'GET /api/client': { token: IND },
    'GET /api/client/actual': { token: IND },
    'PUT /api/client/personal': { token: IND, body: { fio: 'Иванов Иван Иванович', birthday: '12.04.1985', phones: [], emails: [] } },
    'PUT /api/client/legal': {
      token: LEGAL,
      body: {
        phones: [],
        emails: [],
        name: 'ООО «Ромашка»',
        person_basis: 'Устава',
        person_name: 'Петров Пётр Петрович',
        person_position: 'Генеральный директор',
        person_position_genitive: 'Генерального директора',
      },
    },
    'GET /api/client/requisites': { token: LEGAL },
    'PUT /api/client/requisites': {
      token: IND,
      body: passport,
    },
    'GET /api/cargo/moving-types': {},
    'GET /api/cargo/services': {},
    'GET /api/cargo/timing': {},
    'POST /api/cargo/client/create-request': {
      token: IND,
      body: {
        moving_type: 1,
        services: [1, 2],
        timing: 1,
        date: tomorrow,
        address_from: 'Москва, улица Ленина, 5',
        place: 'MSK-01',
        contact_name: 'Иванов Иван',
        contact_phone: PHONE,
      },
    },
    'POST /api/request/simple': {
      body: {
        place: 'MSK-01',
        request_comment: 'Нужен бокс 5 м²',
        request_name: 'Бокс под запрос',
        contact_name: 'Иван',
        contact_phone: PHONE,
        budget: 6000,
        size: 5,
      },
    },
    'GET /api/client/available/files': { token: IND },
    'POST /api/get-terms-of-services': { body: { language: 'en' } },
    'POST /api/universe-lockers/openLock': {
      prepare: async () => {
        const orders = await call(s.url, 'GET', '/api/v1/orders/active/orders-list', { token: IND });
        const o = orders.body.orders.find((x: any) => x.number === 1008);
        return {
          headers: { 'X-SB-PRIVATE-KEY': 'sandbox-private-key' },
          body: { buBoardUuid: o.cell.lock.BuUuid, cuBoardId: o.cell.lock.CuId, lockNumber: o.cell.lock.Lock },
        };
      },
    },
  };
}

function queryString(q: Record<string, string> | undefined): string {
  if (!q) return '';
  const parts = Object.entries(q).map(([k, v]) => (v === '' ? encodeURIComponent(k) : `${encodeURIComponent(k)}=${encodeURIComponent(v)}`));
  return parts.length ? `?${parts.join('&')}` : '';
}

test('every endpoint answers 200 with a body its response schema accepts', async () => {
  const health = await call(s.url, 'GET', '/__sandbox/health');
  const nowIso = health.body.clock.now as string;
  const today = ruDay(nowIso);
  const table = samples(today, nowIso);
  // order matters: signing needs start-signing first; verify-sms-code needs a login code
  const order = Object.keys(table);
  const failures: string[] = [];
  for (const key of order) {
    const endpoint = byKey.get(key);
    let sample = table[key] as Sample;
    if (sample.prepare) sample = { ...sample, ...(await sample.prepare()) };
    const [method, template] = key.split(' ') as [string, string];
    const p = buildPath(template, sample.params ?? {}) + queryString(sample.query);
    const a = await call(s.url, method, p, {
      ...(sample.token ? { token: sample.token } : {}),
      ...(sample.body !== undefined ? { body: sample.body } : {}),
      ...(sample.headers ? { headers: sample.headers } : {}),
    });
    if (a.status !== 200) {
      failures.push(`${key}: ${a.status} ${JSON.stringify(a.body)}`);
      continue;
    }
    if (endpoint) {
      const parsed = endpoint.response.safeParse(a.body);
      if (!parsed.success) failures.push(`${key}: schema ${JSON.stringify(parsed.error.issues.slice(0, 3))}`);
    }
  }
  assert.deepEqual(failures, []);
});
