import {
  allEndpoints,
  cabinet,
  general,
  legalRequisitesSchema,
  orderSchema,
  ordersListResponse,
  signatureStatusResponse,
} from '../src/index.ts';

// The calls of spec 2 section 7 (../shared/spec/endpoints.tsv), copied so the test runs on a fresh clone.
const spec: ReadonlyArray<readonly [string, string, string]> = [
  ['cabinet', 'POST', '/api/v1/auth'],
  ['cabinet', 'POST', '/api/v1/refresh-token'],
  ['cabinet', 'POST', '/api/v1/check-code'],
  ['cabinet', 'POST', '/api/v1/check-phone'],
  ['cabinet', 'POST', '/api/v1/retrieve-sms'],
  ['cabinet', 'POST', '/api/v1/set-password'],
  ['cabinet', 'POST', '/api/v1/client-legal-base'],
  ['cabinet', 'POST', '/api/v1/client-physical-base'],
  ['cabinet', 'POST', '/api/v1/contract/{id}/make/contract-booking'],
  ['cabinet', 'GET', '/api/v1/orders/{status}/orders-list'],
  ['cabinet', 'GET', '/api/v1/orders/active-docs'],
  ['cabinet', 'GET', '/api/v1/orders/{x}/active-contracts'],
  ['cabinet', 'POST', '/api/v1/orders/client/create'],
  ['cabinet', 'POST', '/api/v1/orders/cell/booking'],
  ['cabinet', 'POST', '/api/v1/orders/cell/calc'],
  ['cabinet', 'POST', '/api/v1/confirmtoken/yookassa'],
  ['cabinet', 'GET', '/api/v1/client'],
  ['cabinet', 'GET', '/api/v1/client/actual'],
  ['cabinet', 'PUT', '/api/v1/client/personal'],
  ['cabinet', 'PUT', '/api/v1/client/legal'],
  ['cabinet', 'GET', '/api/v1/client/requisites/peronal'],
  ['cabinet', 'PUT', '/api/v1/client/requisites/peronal'],
  ['cabinet', 'GET', '/api/v1/client/requisites/legal'],
  ['cabinet', 'PUT', '/api/v1/client/requisites/legal'],
  ['cabinet', 'GET', '/api/v1/client/available/files'],
  ['cabinet', 'POST', '/api/v1/signature/create'],
  ['cabinet', 'GET', '/api/v1/signature/status'],
  ['cabinet', 'POST', '/api/v1/signature/start-signing'],
  ['cabinet', 'POST', '/api/v1/signature/approve-sms'],
  ['cabinet', 'POST', '/api/v1/lock/{kind}/open/{id}'],
  ['cabinet', 'POST', '/api/request/client/simple'],
  ['general', 'POST', '/api/login'],
  ['general', 'POST', '/api/forgot'],
  ['general', 'POST', '/api/make-password'],
  ['general', 'POST', '/api/login-mobile'],
  ['general', 'POST', '/api/register-mobile'],
  ['general', 'POST', '/api/send-verification-code'],
  ['general', 'POST', '/api/verify-sms-code'],
  ['general', 'POST', '/api/verify-pin-code'],
  ['general', 'GET', '/api/orders/{x}/orders-list'],
  ['general', 'GET', '/api/orders/active-docs'],
  ['general', 'GET', '/api/orders/{x}/active-contracts'],
  ['general', 'POST', '/api/orders/client/create'],
  ['general', 'GET', '/api/places/list'],
  ['general', 'GET', '/api/places/box/sizes/available'],
  ['general', 'POST', '/api/places/box/sizes/box'],
  ['general', 'GET', '/api/places/catalog/box'],
  ['general', 'GET', '/api/places/floors/cell/info'],
  ['general', 'GET', '/api/cells/get-photos'],
  ['general', 'GET', '/api/places/one'],
  ['general', 'GET', '/api/client'],
  ['general', 'GET', '/api/client/actual'],
  ['general', 'PUT', '/api/client/personal'],
  ['general', 'PUT', '/api/client/legal'],
  ['general', 'GET', '/api/client/requisites'],
  ['general', 'PUT', '/api/client/requisites'],
  ['general', 'GET', '/api/cargo/moving-types'],
  ['general', 'GET', '/api/cargo/services'],
  ['general', 'GET', '/api/cargo/timing'],
  ['general', 'POST', '/api/cargo/client/create-request'],
  ['general', 'POST', '/api/request/simple'],
  ['general', 'GET', '/api/client/available/files'],
  ['general', 'POST', '/api/get-terms-of-services'],
  ['general', 'POST', '/api/universe-lockers/openLock'],
];

describe('given the endpoint table', () => {
  it('should define every call of the spec exactly once, plus makeOrderInvoice', () => {
    expect(spec).toHaveLength(64);
    for (const [api, method, path] of spec) {
      expect(allEndpoints.filter((e) => e.api === api && e.method === method && e.path === path)).toHaveLength(1);
    }
    expect(allEndpoints).toHaveLength(65);
    expect(allEndpoints.filter((e) => !spec.some(([a, m, p]) => e.api === a && e.method === m && e.path === p)).map((e) => e.id)).toEqual([
      'cabinet.makeOrderInvoice',
    ]);
  });

  it('should give every endpoint a unique id named after its API and export name', () => {
    expect(new Set(allEndpoints.map((e) => e.id)).size).toBe(allEndpoints.length);
    for (const [name, e] of Object.entries(cabinet)) expect(e.id).toBe(`cabinet.${name}`);
    for (const [name, e] of Object.entries(general)) expect(e.id).toBe(`general.${name}`);
  });

  it('should define a params schema exactly for the templates with placeholders', () => {
    for (const e of allEndpoints) expect(Boolean(e.params)).toBe(/\{\w+\}/.test(e.path));
  });

  it('should mark only the private-key lock call as server-only', () => {
    expect(allEndpoints.filter((e) => e.serverOnly).map((e) => e.id)).toEqual(['general.openLock']);
    expect(general.openLock.auth).toBe(false);
  });

  it('should keep the spelling of the spec', () => {
    expect(cabinet.requisitesPersonal.path).toBe('/api/v1/client/requisites/peronal');
    expect(cabinet.cellBooking.response.safeParse({ order_iitem: { number: 1 }, lastOrderId: 1 }).success).toBe(true);
    expect(
      cabinet.cellCalc.response.safeParse({ sum_without_disount: 1, sum_with_discount: 1, discount: { name: null }, only_price: true })
        .success,
    ).toBe(true);
  });

  it('should decide the open placeholders: status of active-contracts, lock kind, SMS actions', () => {
    expect(cabinet.activeContracts.params?.safeParse({ x: 'history' }).success).toBe(true);
    expect(cabinet.activeContracts.params?.safeParse({ x: 'archive' }).success).toBe(false);
    expect(cabinet.openLock.params?.parse({ kind: 'cell', id: 'A-101' })).toEqual({ kind: 'cell', id: 'A-101' });
    expect(cabinet.openLock.params?.safeParse({ kind: 'door', id: 'A-101' }).success).toBe(false);
    for (const action of ['register', 'restore', 'set-password', 'change-password']) {
      expect(cabinet.retrieveSms.body?.safeParse({ action, phone: '79990000001' }).success).toBe(true);
    }
    expect(cabinet.retrieveSms.body?.safeParse({ action: 'login', phone: '79990000001' }).success).toBe(false);
  });

  it('should read path and query strings the way the sandbox router sees them', () => {
    expect(cabinet.makeOrderInvoice.params?.parse({ orderId: '1001' })).toEqual({ orderId: 1001 });
    expect(cabinet.activeContracts.query?.parse({ page: '2', limit: '5' })).toEqual({ page: 2, limit: 5 });
    expect(cabinet.activeDocs.query?.parse({ onlyAgreement: '' })).toEqual({ onlyAgreement: true });
    expect(general.cellPhotos.query?.parse({ low: '2.49', up: '2.51' })).toEqual({ low: 2.49, up: 2.51 });
    expect(general.cellInfo.query?.safeParse({ cell: 'abc' }).success).toBe(false);
  });
});

const order = {
  number: 1001,
  state: 'rezerved',
  place: { code: 'MSK-01', name: 'Склад' },
  cell: {
    name: 'A-101',
    begin: '01.02.2026',
    end: null,
    paid_until: '02.03.2026',
    rate: 4500,
    size: 2.5,
    floor_number: 1,
    floor_cell_number: 'A-101',
    cell_id: 2001,
    length: 2,
    width: 1.25,
    height: 2.4,
    lock: { lock_status: 'locked', BuUuid: 'b', CuId: 1, Lock: 7 },
  },
  agreement: { number: 'D-1001', uuid: 'u', signed: null, generated: '/files/x.pdf', need_change: false, sign_system: 'nopaper' },
};

describe('given the response schemas', () => {
  it('should accept unknown extra fields and drop them', () => {
    const parsed = orderSchema.parse({ ...order, warehouse_extra: { a: 1 } });
    expect(parsed).not.toHaveProperty('warehouse_extra');
    expect(parsed.state).toBe('rezerved');
    expect(parsed.invoices).toEqual([]);
  });

  it('should reject a wrong type and name the field path', () => {
    const result = ordersListResponse.safeParse({ orders: [{ ...order, cell: { ...order.cell, rate: '4500' } }] });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['orders', 0, 'cell', 'rate']);
  });

  it('should reject an unknown order state', () => {
    expect(orderSchema.safeParse({ ...order, state: 'frozen' }).success).toBe(false);
  });

  it('should read an unknown EDS status as not created, and refuse a missing one', () => {
    expect(signatureStatusResponse.parse({ status: 'initialization-err' })).toEqual({ status: 'initialization-err' });
    expect(signatureStatusResponse.parse({ status: 'ready' })).toEqual({ status: 'not-exists' });
    expect(signatureStatusResponse.safeParse({}).success).toBe(false);
  });

  it('should keep requisites as digit strings, turning a legacy integer into its digits', () => {
    const parsed = legalRequisitesSchema.parse({
      inn: '7707083893',
      ogrn: 1027700132195,
      kpp: '773601001',
      account: '40702810938000000001',
      bank: 'Б',
      bik: '044525225',
      correspond: '30101810400000000225',
    });
    expect(parsed.bik).toBe('044525225');
    expect(parsed.ogrn).toBe('1027700132195');
    expect(legalRequisitesSchema.safeParse({ inn: '77-07' }).success).toBe(false);
  });

  it('should send requisites only as digit strings of the right length', () => {
    const body = {
      inn: '7707083893',
      ogrn: '1027700132195',
      kpp: '773601001',
      account: '40702810938000000001',
      bank: 'ПАО',
      bik: '044525225',
      correspond: '30101810400000000225',
    };
    expect(cabinet.updateRequisitesLegal.body?.safeParse(body).success).toBe(true);
    expect(cabinet.updateRequisitesLegal.body?.safeParse({ ...body, bik: 44525225 }).success).toBe(false);
    expect(cabinet.updateRequisitesLegal.body?.safeParse({ ...body, account: '4070281093800000000' }).success).toBe(false);
  });
});
