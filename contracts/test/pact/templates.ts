// Loose response templates of the pacts: types, patterns and arrays of at least one element, with every key the
// cabinet reads (contracts/test/pact-coverage.test.ts checks them against the response schemas).
import { MatchersV3 } from '@pact-foundation/pact';

const { arrayContaining, atLeastLike, boolean, eachLike, equal, integer, number, regex, string } = MatchersV3;

/** An order's invoices: each matched, none required (the spec does not say every order has one). */
const anyInvoices = <T extends object>(invoice: T) => atLeastLike(invoice, 0, 1);

/**
 * A box's `status` ("'free' or other", spec 1 section 3) and a contract's `sign_system` ("'no' means manual"): the
 * spec names one value of each and leaves the others open, so any string (the cabinet branches on 'free' and 'no').
 */
const boxStatus = (example = 'free') => string(example);
const signSystem = (example = 'eds') => string(example);

export const ruDateLike = (example: string) => regex(/^\d{2}\.\d{2}\.\d{4}$/.source, example);
/** A phone of an answer: any string, as the cabinet parses it (its requests send `7XXXXXXXXXX`; answers are shown). */
export const phoneLike = (example = '79990000001') => string(example);
/** An instant in ISO 8601 with its offset (`2026-03-02T08:57:00.000Z`), as `Date.parse` reads it. */
export const isoInstantLike = (example: string) =>
  regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?(Z|[+-]\d{2}:\d{2})$/.source, example);

export const orderStateLike = (example: string) =>
  regex(/^(active|reserved|rezerved|pre-signed|not-active|debt|archived)$/.source, example);

/** A paid invoice of an order, every key the cabinet reads. */
export const invoiceTemplate = {
  number: string('INV-1001-1'),
  beginPeriod: ruDateLike('01.02.2026'),
  endPeriod: ruDateLike('02.03.2026'),
  price: number(4500),
  status: { id: integer(3) },
  place: { code: string('MSK-01') },
  paymentPublicKey: string('pk_sandbox_0000000000000000'),
  boxSize: number(2.5),
  nds: number(214.29),
  clientName: string('Иванов Иван Иванович'),
  clientEmail: string('ivanov@example.ru'),
  clientPhone: phoneLike(),
  paid: boolean(true),
  paidTill: ruDateLike('02.03.2026'),
  days: integer(30),
  kind: string('first'),
};

/** The keys every invoice has (an archived order's invoices may lack the others). */
const { paymentPublicKey: _key, clientEmail: _email, paidTill: _till, ...requiredInvoiceKeys } = invoiceTemplate;
export { requiredInvoiceKeys };

/** An unpaid invoice whose card payment is under way (paymentHash set). */
export const pendingInvoiceTemplate = {
  ...invoiceTemplate,
  number: string('INV-1001-2'),
  beginPeriod: ruDateLike('21.03.2026'),
  endPeriod: ruDateLike('19.04.2026'),
  status: { id: integer(1) },
  paid: boolean(false),
  paymentHash: string('yk-700001'),
  paidTill: ruDateLike('19.04.2026'),
  kind: string('rent'),
};

const workHoursTemplate = { time_from: string('10:00'), time_to: string('20:00') };

/** A 2.5 m2 box of MSK-01's first floor at 4500 a month, as an order's `cell` describes it (its name twice). */
const firstFloorBox = (name: string, cellId: number) => ({
  name: string(name),
  rate: number(4500),
  size: number(2.5),
  floor_number: integer(1),
  floor_cell_number: string(name),
  cell_id: integer(cellId),
  length: number(2),
  width: number(1.25),
  height: number(2.4),
});

/** An active paid order whose box has a smart lock, with its signed contract and its invoices. */
export const orderTemplate = {
  number: integer(1001),
  state: orderStateLike('active'),
  place: {
    code: string('MSK-01'),
    name: string('Склад на Тверской'),
    address: string('Москва, ул. Тверская, 1'),
    address_title: string('Склад на Тверской, м. Тверская'),
    phone: string('+7 (495) 000-00-01'),
    work_hours: eachLike(workHoursTemplate),
  },
  cell: {
    begin: ruDateLike('01.02.2026'),
    end: ruDateLike('31.01.2027'),
    paid_until: ruDateLike('20.03.2026'),
    ...firstFloorBox('A-101', 2001),
    climate: boolean(true),
    lock: {
      lock_status: regex(/^(unregistered|error|open|opened|locked|inactive)$/.source, 'locked'),
      BuUuid: string('0b5f7c1e-2a3d-4e5f-8a9b-1c2d3e4f5a6b'),
      CuId: integer(1),
      Lock: integer(7),
    },
  },
  agreement: {
    number: string('D-1001'),
    uuid: string('3f1c2a7e-0b7d-4d8e-9a51-1c2d3e4f5a61'),
    signed: string('/files/contracts/D-1001-signed.pdf'),
    generated: string('/files/contracts/D-1001.pdf'),
    need_change: boolean(false),
    sign_system: signSystem(),
  },
  contract_link: string('/files/contracts/D-1001-signed.pdf'),
  invoices: arrayContaining(invoiceTemplate, pendingInvoiceTemplate),
};

/** A reserved order: the reservation's end is what the cabinet shows. */
export const reservedOrderTemplate = {
  number: integer(1002),
  state: orderStateLike('reserved'),
  place: { code: string('MSK-01'), name: string('Склад на Тверской') },
  cell: {
    begin: ruDateLike('03.03.2026'),
    ...firstFloorBox('A-102', 2002),
  },
  reserved_until: ruDateLike('06.03.2026'),
  confirm_until: ruDateLike('07.03.2026'),
  invoices: eachLike({ ...invoiceTemplate, status: { id: integer(1) }, paid: boolean(false) }),
};

/** An order in debt: how many days its payment is overdue (its late fees among the invoices: no paid-till). */
export const debtOrderTemplate = {
  number: integer(1004),
  state: orderStateLike('debt'),
  place: { code: string('MSK-03'), name: string('Склад «Белорусская»') },
  cell: {
    name: string('B-201'),
    begin: ruDateLike('16.12.2025'),
    paid_until: ruDateLike('25.02.2026'),
    rate: number(3900),
    size: number(2),
    floor_number: integer(2),
    floor_cell_number: string('B-201'),
    cell_id: integer(2201),
    length: number(2),
    width: number(1),
    height: number(2.4),
  },
  overdue_days: integer(5),
  invoices: anyInvoices(requiredInvoiceKeys),
};

/** An archived order (history): no lock, no reservation. */
export const archivedOrderTemplate = {
  number: integer(1009),
  state: orderStateLike('archived'),
  place: { code: string('MSK-01'), name: string('Склад на Тверской') },
  cell: {
    begin: ruDateLike('01.02.2025'),
    ...firstFloorBox('A-109', 2009),
  },
  invoices: anyInvoices(requiredInvoiceKeys),
};

/**
 * What every order of a list carries, whatever its state: the cabinet's parser refuses the whole list for one bad
 * order (or one bad invoice of one), so every element is matched with this (`eachLike`); what a paid order, a
 * reservation or a debt adds (nullish keys, absent from the others) is pinned by an interaction of its kind.
 */
export const everyOrderTemplate = {
  number: integer(1001),
  state: orderStateLike('active'),
  place: {
    code: string('MSK-01'),
    name: string('Склад на Тверской'),
    address_title: string('Склад на Тверской, м. Тверская'),
  },
  cell: {
    begin: ruDateLike('01.02.2026'),
    ...firstFloorBox('A-101', 2001),
  },
  invoices: anyInvoices(requiredInvoiceKeys),
};

/**
 * Every order of a list as spec 1 section 3 documents it (its warehouse's `address_title` and an invoice's `kind`
 * are the proposals' `order-fields`): the agreed pact's twin of `everyOrderTemplate`.
 */
const { address_title: _title, ...documentedOrderPlace } = everyOrderTemplate.place;
const { kind: _kind, ...documentedInvoiceKeys } = requiredInvoiceKeys;
export const documentedOrderTemplate = { ...everyOrderTemplate, place: documentedOrderPlace, invoices: anyInvoices(documentedInvoiceKeys) };

/** The warehouse and box a contract of the documents lists names. */
const documentPlace = (cell: string) => ({ code: string('MSK-01'), name: string('Склад на Тверской'), cell: { name: string(cell) } });
/** How every contract is signed: by EDS, no change asked for. */
const documentSigning = { sign_system: signSystem(), need_change: boolean(false) };
const documentType = regex(/^(contract|act)$/.source, 'contract');

/** A signed contract of an active order. */
export const documentTemplate = {
  agreement_uuid: string('3f1c2a7e-0b7d-4d8e-9a51-1c2d3e4f5a61'),
  agreement_number: string('D-1001'),
  agreement_status: string('active'),
  agreement_signed: string('/files/contracts/D-1001-signed.pdf'),
  agreement_generated: string('/files/contracts/D-1001.pdf'),
  ...documentSigning,
  order_number: integer(1001),
  document_type: documentType,
  order_state: orderStateLike('active'),
  place: documentPlace('A-101'),
};

/** The contract of a reserved order, not signed yet. */
export const reservedDocumentTemplate = {
  agreement_uuid: string('7a0e5b8c-1d2f-4a3b-8c9d-0e1f2a3b4c5d'),
  agreement_number: string('D-1002'),
  agreement_status: string('new'),
  agreement_generated: string('/files/contracts/D-1002.pdf'),
  ...documentSigning,
  order_number: integer(1002),
  document_type: documentType,
  order_state: orderStateLike('reserved'),
  reserved_until: ruDateLike('06.03.2026'),
  place: documentPlace('A-102'),
};

/** The contract of an archived order (history). */
export const archivedDocumentTemplate = {
  agreement_uuid: string('5d4c3b2a-1f0e-4d9c-8b7a-6f5e4d3c2b1a'),
  agreement_number: string('D-1009'),
  agreement_status: string('active'),
  ...documentSigning,
  order_number: integer(1009),
  place: documentPlace('A-109'),
};

const managerTemplate = { first_name: string('Анна'), last_name: string('Петрова') };

/**
 * What every warehouse of a list carries, whatever it offers (spec 1 section 3): the cabinet's parser refuses the
 * whole list for one bad warehouse, so every element is matched with this (`eachLike`). Its managers, services and
 * hours may be empty, so what they hold is pinned by a warehouse that has them (`fullPlaceTemplate`).
 */
export const everyPlaceTemplate = {
  id: integer(1),
  code: string('MSK-01'),
  name: string('Склад на Тверской'),
  address: string('Москва, ул. Тверская, 1'),
  phone: string('+7 (495) 000-00-01'),
  city_name: string('Москва'),
};

/** A warehouse as spec 1 section 3 documents it, one that has them all (its managers' fields are a proposal). */
export const documentedPlaceTemplate = {
  ...everyPlaceTemplate,
  subway: string('Тверская'),
  photo: string('/static/photos/places/MSK-01/1.svg'),
  complectation: eachLike({ uuid: integer(1) }),
  work_hours: eachLike(workHoursTemplate),
};

/** A warehouse as every list carries it. */
export const placeTemplate = {
  id: integer(1),
  code: string('MSK-01'),
  name: string('Склад на Тверской'),
  address: string('Москва, ул. Тверская, 1'),
  phone: string('+7 (495) 000-00-01'),
  city_name: string('Москва'),
  managers: eachLike(managerTemplate),
  complectation: eachLike({ uuid: integer(1) }),
  work_hours: eachLike(workHoursTemplate),
};

/** A warehouse with everything its page shows: photos, maps, climate, the managers' positions. */
export const fullPlaceTemplate = {
  ...placeTemplate,
  subway: string('Тверская'),
  photo: string('/static/photos/places/MSK-01/1.svg'),
  photos: eachLike(string('/static/photos/places/MSK-01/1.svg')),
  // every manager of the warehouse, with the position its page shows
  managers: eachLike({ ...managerTemplate, position: string('Менеджер склада') }),
  maps: {
    road: string('/static/maps/MSK-01/road.html'),
    office: string('/static/maps/MSK-01/office.html'),
    tour: string('/static/maps/MSK-01/tour.html'),
  },
  climate: boolean(true),
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
  status: boxStatus(),
  code: string('A-101'),
  place_code: string('MSK-01'),
  lock: boolean(true),
  climate: boolean(true),
};

/** A free box: `place` is the warehouse code only while the box can be booked. */
export const freeBoxTemplate = { ...boxTemplate, place: string('MSK-01') };

/** What spec 1 section 3 documents of a box (the warehouse's code, the lock and the climate are a proposal). */
const { place_code: _placeCode, lock: _lock, climate: _climate, ...documentedBoxTemplate } = boxTemplate;
export { documentedBoxTemplate };
/** A free box as the spec documents it: with `place`, its warehouse while it can be booked. */
export const documentedFreeBoxTemplate = { ...documentedBoxTemplate, place: string('MSK-01') };

export const profileTemplate = {
  main_phone: phoneLike(),
  phones: eachLike({ name: string('Рабочий'), number: phoneLike('79990000011') }),
  emails: eachLike(string('ivanov@example.ru')),
  legal_type: equal(0), // the individual demo customer: the personal forms
  personal: { fio: string('Иванов Иван Иванович'), birthday: ruDateLike('01.01.1985') },
};

export const legalProfileTemplate = {
  main_phone: phoneLike('79990000002'),
  emails: eachLike(string('office@romashka.example')),
  legal_type: equal(1), // the legal demo customer: the organisation forms
  company: { name: string('ООО Ромашка'), official_name: string('Общество с ограниченной ответственностью «Ромашка»') },
  person_name: string('Сидоров Сидор Сидорович'),
  person_position: string('Генеральный директор'),
  person_position_genitive: string('Генерального директора'),
  person_basis: string('Устава'),
};

// --- what one kind of element adds, as the spec documents it (the agreed twins of the proposals' kinds) -----------

const { kind: _invoiceKind, ...documentedInvoiceTemplate } = invoiceTemplate;
const { kind: _pendingKind, ...documentedPendingInvoiceTemplate } = pendingInvoiceTemplate;
const { climate: _cellClimate, ...documentedPaidCell } = orderTemplate.cell;

/**
 * An active paid order as spec 1 section 3 documents it: its box's `end`, `paid_until` and `lock{lock_status,
 * BuUuid, CuId, Lock}`, its `agreement{number, uuid, signed, generated, need_change, sign_system}`, the contract's
 * download link, and invoices with `paymentPublicKey`, `clientEmail`, the paid-till date and, while a card payment
 * is under way, `paymentHash` (the warehouse's address, the box's climate and an invoice's `kind` are proposals).
 */
export const documentedPaidOrderTemplate = {
  number: orderTemplate.number,
  state: orderTemplate.state,
  place: { code: orderTemplate.place.code, name: orderTemplate.place.name },
  cell: documentedPaidCell,
  agreement: orderTemplate.agreement,
  contract_link: orderTemplate.contract_link,
  invoices: arrayContaining(documentedInvoiceTemplate, documentedPendingInvoiceTemplate),
};

/** An archived order (history) as the spec documents it. */
export const documentedArchivedOrderTemplate = { ...archivedOrderTemplate, invoices: anyInvoices(documentedInvoiceKeys) };

/** A document as the spec documents it: `document_type`, `order_state` and a reservation's end are proposals. */
const withoutProposedDocumentKeys = <T extends object>(d: T) => {
  const { document_type: _type, order_state: _state, reserved_until: _until, ...rest } = d as T & Record<string, unknown>;
  return rest;
};
/** A signed contract, with its files (`agreement_signed`, `agreement_generated`). */
export const documentedSignedDocumentTemplate = withoutProposedDocumentKeys(documentTemplate);
/** The contract of a reserved order, not signed yet (its generated file). */
export const documentedReservedDocumentTemplate = withoutProposedDocumentKeys(reservedDocumentTemplate);

/**
 * A warehouse with all spec 1 section 3 names: its `managers` a list (the spec names the list, not a manager's
 * fields: those are the proposals' `place-maps` twin).
 */
export const documentedFullPlaceTemplate = { ...documentedPlaceTemplate, managers: eachLike({}) };
