import type { Invoice, Order } from '@sb/contracts';
/** Answers of the documents calls, shaped as the contracts schemas read them. */
export function doc(over: Record<string, unknown> = {}) {
  return {
    agreement_uuid: 'uuid-4001',
    agreement_number: 'D-4001',
    agreement_status: 'new',
    agreement_signed: null,
    agreement_generated: '/files/contracts/uuid-4001/generated.html',
    sign_system: 'eds',
    need_change: false,
    order_number: 4001,
    document_type: 'contract',
    place: { code: 'MSK-SOK', name: 'Склад «Сокол»', cell: { name: 'B-201' } },
    ...over,
  };
}

export const signedDoc = (n: number) =>
  doc({
    agreement_uuid: `uuid-${n}`,
    agreement_number: `D-${n}`,
    agreement_status: 'active',
    agreement_signed: `/files/contracts/uuid-${n}/signed.html`,
    order_number: n,
    place: { code: 'MSK-SOK', name: 'Склад «Сокол»', cell: { name: `A-${n}` } },
  });

export const reservedOrder = {
  number: 4001,
  state: 'reserved',
  place: { code: 'MSK-SOK', name: 'Склад «Сокол»' },
  cell: {
    name: 'B-201',
    begin: '23.11.2026',
    end: null,
    paid_until: null,
    rate: 3000,
    size: 2,
    floor_number: 1,
    floor_cell_number: '12',
    cell_id: 12,
    length: 1,
    width: 2,
    height: 2.5,
    lock: null,
  },
  agreement: null,
  reserved_until: '25.11.2026',
  invoices: [],
};

export const passport = {
  document_name: null,
  division_code: null,
  document_number: null,
  issued: null,
  issuer: null,
  adress: null,
  fact_address: null,
};

export const individual = {
  main_phone: '79990000010',
  phones: [],
  emails: [],
  legal_type: 0,
  personal: { fio: 'Смирнов Алексей Викторович', birthday: null },
};

/** A passport as the customer types it into the EDS requisites (and as it is sent). */
export const filledPassport = {
  document_name: 'passportRf',
  document_number: '45 10 123456',
  issued: '01.02.2015',
  issuer: 'ОВД Тверского района',
  division_code: '770-001',
  adress: 'Москва, улица Тверская, дом 1',
  fact_address: 'Москва, улица Тверская, дом 1',
};

/** An invoice of a period's tests: `price` with its 20% VAT share, paid or not. */
export const periodInvoice = (number: string, begin: string, end: string, price: number, paid: boolean): Invoice => ({
  number,
  beginPeriod: begin,
  endPeriod: end,
  price,
  status: { id: paid ? 3 : 1 },
  place: { code: 'MSK-04' },
  boxSize: 16,
  nds: Math.round((price / 21) * 100) / 100,
  clientName: 'ООО Ромашка',
  clientPhone: '79990000002',
  paid,
  days: 30,
});

/** An order of a period's tests, live until `end` (null: still live). */
export const periodOrder = (
  number: number,
  begin: string,
  end: string | null,
  invoices: Invoice[],
  signed: string | null = null,
): Order => ({
  number,
  state: end ? 'archived' : 'active',
  place: { code: 'MSK-04', name: 'Склад' },
  cell: {
    name: `B-${number}`,
    begin,
    end,
    paid_until: null,
    rate: 1000,
    size: 16,
    floor_number: 2,
    floor_cell_number: `B-${number}`,
    cell_id: number,
    length: 4,
    width: 4,
    height: 3,
  },
  agreement: { number: `D-${number}`, uuid: `u-${number}`, signed, generated: null, need_change: false, sign_system: 'eds' },
  invoices,
});
