import type { LockStatus } from '@sb/contracts';
import type { Db } from './db/database.ts';
import { tx } from './db/database.ts';
import type { Clock } from './clock.ts';
import type { Sandbox, SandboxConfig, CustomerRow } from './context.ts';
import { createAgreement, createInvoice, nextCounter, uuidFrom, type CellRow, type OrderRow, type PlaceData } from './domain/core.ts';
import { calculate, priceFor } from './domain/pricing.ts';
import { addDays, isoDay } from './domain/time.ts';

/** Bumped whenever the demo data changes: a database seeded by an older seed is seeded again on start. */
export const SEED_VERSION = 5;

export const DEMO_PASSWORD = 'Demo12345';

/** The two 2.5 m2 boxes of MSK-01 (2001 is A-101) stay free for the booking journeys. */
export const KEPT_FREE = [2001, 2002];
export const DEMO_PIN = '123456';

/** Demo accounts, listed in the README and docs/sandbox.md. */
export const demo = {
  individual: {
    phone: '79990000001',
    password: DEMO_PASSWORD,
    pin: DEMO_PIN,
    fio: 'Иванов Иван Иванович',
    token: 'demo-token-individual',
    legacyLogin: '1234-ABC-12345678',
  },
  legal: {
    phone: '79990000002',
    password: DEMO_PASSWORD,
    pin: DEMO_PIN,
    fio: 'Петров Пётр Петрович',
    company: 'ООО Ромашка',
    token: 'demo-token-legal',
  },
  legacy: {
    phone: '79990000003',
    login: '7701-DEM-00001',
    password: 'Legacy12345',
    fio: 'Сидоров Сидор Сидорович',
    token: 'demo-token-legacy',
  },
  needSms: { phone: '79990000004', password: DEMO_PASSWORD, pin: DEMO_PIN, fio: 'Кузнецова Анна Сергеевна', token: 'demo-token-needsms' },
  noOrders: { phone: '79990000005', password: DEMO_PASSWORD, pin: DEMO_PIN, fio: 'Новиков Олег Андреевич', token: 'demo-token-noorders' },
  /** one customer per EDS status */
  eds: {
    'not-exists': { phone: '79990000021', fio: 'Смирнов Алексей Викторович', token: 'demo-token-eds-none', order: 4001 },
    'partner-initialization-start': { phone: '79990000022', fio: 'Попов Дмитрий Олегович', token: 'demo-token-eds-issuance', order: 4002 },
    initialization: { phone: '79990000023', fio: 'Васильева Мария Игоревна', token: 'demo-token-eds-activating', order: 4003 },
    available: { phone: '79990000024', fio: 'Соколов Артём Павлович', token: 'demo-token-eds-available', order: 4004 },
    'initialization-err': { phone: '79990000025', fio: 'Михайлова Ольга Петровна', token: 'demo-token-eds-error', order: 4005 },
    blocked: { phone: '79990000026', fio: 'Фёдоров Николай Ильич', token: 'demo-token-eds-blocked', order: 4006 },
    revoked: { phone: '79990000027', fio: 'Морозова Елена Андреевна', token: 'demo-token-eds-revoked', order: 4007 },
  },
  freshPhone: '79990000099',
  /** an expired session of the individual (401 'token is expired'; refresh-token renews it) */
  expiredToken: 'demo-token-expired',
  /** registration tokens for the fresh phone: a valid one and an expired one */
  regToken: 'demo-regtoken-fresh',
  expiredRegToken: 'demo-regtoken-expired',
  /** the individual's orders, by state */
  orders: {
    active: 1001,
    needChange: 1002,
    preSigned: 1003,
    debt: 1004,
    activeNearPayment: 1005,
    activePendingPayment: 1006,
    activeNoLock: 1007,
    activeMini: 1008,
    activeLarge: 1009,
    activeWithAct: 1010,
    notActive: 1011,
    signSystemNo: 1012,
    reserved: 1013,
    archived: [1014, 1015, 1016, 1017],
    legalActive: 2001,
    legalReserved: 2002,
    legacyActive: 3001,
    /** an active order whose lock is in `error`, one whose lock is `inactive` */
    lockError: 1018,
    lockInactive: 1019,
    /** a debt 27 days overdue: both fees (250 and 1000) charged, termination at 30 */
    debtBothFees: 1020,
    /** the EDS-available customer's signed order at KRG-02 (the second provider), its first invoice to pay */
    secondProvider: 4008,
  },
} as const;

export const cities = [
  { id: 1, name: 'Москва', name_en: 'Moscow', is_default: 1 },
  { id: 2, name: 'Химки', name_en: 'Khimki', is_default: 0 },
  { id: 3, name: 'Санкт-Петербург', name_en: 'Saint Petersburg', is_default: 0 },
  { id: 4, name: 'Красногорск', name_en: 'Krasnogorsk', is_default: 0 },
];

const hours = (from: string, to: string) => [{ time_from: from, time_to: to }];
const mgr = (first_name: string, last_name: string, position: string | null) => ({ first_name, last_name, position });

/** Warehouses: 9, in the 4 cities; 5 with map previews; the place code KRG-02 pays through the second provider. */
export const places: Array<{
  id: number;
  code: string;
  name: string;
  city: number;
  address: string;
  phone: string;
  subway: string | null;
  factor: number;
  data: PlaceData;
}> = [
  {
    id: 1,
    code: 'MSK-01',
    name: 'Склад на Тверской',
    city: 1,
    address: 'Москва, ул. Тверская, 1',
    phone: '+7 (495) 000-00-01',
    subway: 'Тверская',
    factor: 1,
    data: {
      managers: [mgr('Анна', 'Белова', 'Управляющая складом'), mgr('Игорь', 'Крылов', 'Менеджер')],
      services: [1, 5, 6, 7, 8, 9, 10],
      work_hours: hours('09:00', '21:00'),
      photos: 4,
      maps: true,
      climate: true,
    },
  },
  {
    id: 2,
    code: 'MSK-02',
    name: 'Склад «Нагатинская»',
    city: 1,
    address: 'Москва, Варшавское шоссе, 47к4',
    phone: '+7 (495) 120-00-02',
    subway: 'Нагатинская',
    factor: 1,
    data: {
      managers: [mgr('Сергей', 'Орлов', 'Управляющий складом')],
      services: [5, 6, 9, 10],
      work_hours: [],
      photos: 3,
      maps: true,
      climate: false,
    },
  },
  {
    id: 3,
    code: 'MSK-03',
    name: 'Склад «Белорусская»',
    city: 1,
    address: 'Москва, улица Лесная, 20с3',
    phone: '+7 (495) 120-00-03',
    subway: 'Белорусская',
    factor: 1.1,
    data: {
      managers: [mgr('Мария', 'Лебедева', 'Менеджер по работе с клиентами')],
      services: [1, 5, 8, 10],
      work_hours: hours('10:00', '20:00'),
      photos: 3,
      maps: true,
      climate: true,
    },
  },
  {
    id: 4,
    code: 'MSK-04',
    name: 'Склад «ВДНХ»',
    city: 1,
    address: 'Москва, проспект Мира, 119с5',
    phone: '+7 (495) 120-00-04',
    subway: 'ВДНХ',
    factor: 1,
    data: { managers: [mgr('Олег', 'Титов', null)], services: [5, 6, 9], work_hours: [], photos: 2, maps: false, climate: false },
  },
  {
    id: 5,
    code: 'KHM-01',
    name: 'Склад «Химки»',
    city: 2,
    address: 'Химки, Ленинградское шоссе, 1Г',
    phone: '+7 (495) 120-00-05',
    subway: 'Ховрино',
    factor: 0.85,
    data: {
      managers: [mgr('Ирина', 'Зайцева', 'Управляющая складом')],
      services: [5, 6, 7, 9, 10],
      work_hours: hours('09:00', '20:00'),
      photos: 3,
      maps: true,
      climate: false,
    },
  },
  {
    id: 6,
    code: 'SPB-01',
    name: 'Склад «Московская»',
    city: 3,
    address: 'Санкт-Петербург, Московский проспект, 200',
    phone: '+7 (812) 300-00-06',
    subway: 'Московская',
    factor: 0.9,
    data: {
      managers: [mgr('Павел', 'Смирнов', 'Управляющий складом'), mgr('Юлия', 'Котова', 'Менеджер')],
      services: [1, 5, 6, 7, 8, 9, 10],
      work_hours: hours('10:00', '22:00'),
      photos: 4,
      maps: true,
      climate: true,
    },
  },
  {
    id: 7,
    code: 'SPB-02',
    name: 'Склад «Приморская»',
    city: 3,
    address: 'Санкт-Петербург, улица Наличная, 36',
    phone: '+7 (812) 300-00-07',
    subway: 'Приморская',
    factor: 0.9,
    data: { managers: [], services: [5, 10], work_hours: [], photos: 2, maps: false, climate: false },
  },
  {
    id: 8,
    code: 'KRG-01',
    name: 'Склад «Красногорск»',
    city: 4,
    address: 'Красногорск, Ильинское шоссе, 4',
    phone: '+7 (495) 120-00-08',
    subway: 'Мякинино',
    factor: 0.8,
    data: {
      managers: [mgr('Денис', 'Волков', 'Менеджер')],
      services: [6, 9],
      work_hours: hours('10:00', '19:00'),
      photos: 2,
      maps: false,
      climate: false,
    },
  },
  {
    id: 9,
    code: 'KRG-02',
    name: 'Склад «Павшинская пойма»',
    city: 4,
    address: 'Красногорск, бульвар Космонавтов, 11',
    phone: '+7 (495) 120-00-09',
    subway: null,
    factor: 0.8,
    data: {
      managers: [mgr('Татьяна', 'Егорова', 'Управляющая складом')],
      services: [1, 6, 8],
      work_hours: hours('08:00', '20:00'),
      photos: 2,
      maps: false,
      climate: false,
      payment_provider: 'yookassa',
    },
  },
];

/** Sizes in m2 by class: mini 0.02-0.08, small 0.5-6, medium 6-16, large 15-99. */
const sizePlan: Array<{ size: number; count: number }> = [
  { size: 0.04, count: 2 },
  { size: 0.08, count: 2 },
  { size: 1, count: 2 },
  { size: 2, count: 2 },
  { size: 3, count: 3 },
  { size: 4.5, count: 2 },
  { size: 6, count: 1 },
  { size: 8, count: 2 },
  { size: 10, count: 2 },
  { size: 12.5, count: 1 },
  { size: 16, count: 1 },
  { size: 18, count: 1 },
  { size: 25, count: 1 },
  { size: 40, count: 1 },
];

function rateFor(size: number, factor: number): number {
  const base = size < 0.5 ? 990 + size * 10000 : size <= 6 ? size * 1900 : size <= 16 ? size * 1600 : size * 1300;
  return Math.round(base * factor);
}

function dims(size: number): { length: number; width: number; height: number } {
  if (size < 0.5) {
    const side = Math.round(Math.sqrt(size) * 100) / 100;
    return { length: side, width: Math.round((size / side) * 100) / 100, height: 0.5 };
  }
  const length = Math.round(Math.sqrt(size * 1.5) * 100) / 100;
  const width = Math.round((size / length) * 100) / 100;
  return { length, width, height: size <= 6 ? 2.2 : size <= 16 ? 2.5 : 3 };
}

export function isSeeded(db: Db): boolean {
  return Number((db.prepare('SELECT count(*) AS n FROM customers').get() as { n: number }).n) > 0;
}

/** The seed version a database was seeded with (0 when unknown). */
export function seededVersion(db: Db): number {
  const row = db.prepare("SELECT value FROM meta WHERE key = 'seed_version'").get() as { value: string } | undefined;
  return Number(row?.value ?? 0);
}

interface CustomerSeed {
  phone: string;
  password?: string | null;
  pin?: string | null;
  legacy_login?: string | null;
  need_sms?: number;
  legal_type?: number;
  fio: string | null;
  birthday?: string | null;
  email?: string | null;
  eds?: string;
  data?: Record<string, unknown>;
  token?: string;
}

export function seed(db: Db, clock: Clock, config?: SandboxConfig): void {
  const sb: Sandbox = { db, clock, config: config ?? ({ filesDelaySeconds: 0 } as SandboxConfig) };
  const nowMs = clock.nowMs();
  const now = new Date(nowMs).toISOString();
  const t = isoDay(nowMs);
  const at = (days: number) => new Date(nowMs + days * 86_400_000).toISOString();
  tx(db, () => {
    for (const c of cities)
      db.prepare('INSERT INTO cities (id, name, name_en, is_default) VALUES (?,?,?,?)').run(c.id, c.name, c.name_en, c.is_default);
    const insCell = db.prepare(
      'INSERT INTO cells (id, place_id, name, size, floor, floor_cell_number, length, width, height, month_rate, status, lock_status, lock_bu_uuid, lock_cu_id, lock_number, climate) VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)',
    );
    let cellId = 2000;
    for (const p of places) {
      db.prepare('INSERT INTO places (id, code, name, city_id, address, phone, subway, data) VALUES (?,?,?,?,?,?,?,?)').run(
        p.id,
        p.code,
        p.name,
        p.city,
        p.address,
        p.phone,
        p.subway,
        JSON.stringify(p.data),
      );
      const perFloor: Record<number, number> = {};
      let i = 0;
      const plan = p.code === 'MSK-01' ? [{ size: 2.5, count: 2 }, ...sizePlan, { size: 3, count: 20 }] : sizePlan;
      for (const { size, count } of plan) {
        for (let k = 0; k < count; k++) {
          i += 1;
          const floor = size < 0.5 ? 1 : 1 + ((i - 1) % 3);
          perFloor[floor] = (perFloor[floor] ?? 0) + 1;
          const fcn = `${String.fromCharCode(64 + floor)}-${floor * 100 + (perFloor[floor] as number)}`;
          cellId += 1;
          const d = dims(size);
          // every 5th box is rented by someone else; size 40 in MSK-NAG only by request
          const ordered = i % 5 === 0 || (p.code === 'MSK-02' && size === 40);
          const lock = i % 9 === 0 ? 'unregistered' : i === 11 ? 'error' : i === 13 ? 'inactive' : 'locked';
          insCell.run(
            cellId,
            p.id,
            fcn,
            size,
            floor,
            fcn,
            d.length,
            d.width,
            d.height,
            rateFor(size, p.factor),
            ordered ? 'ordered' : 'free',
            lock,
            lock === 'unregistered' ? null : uuidFrom(`lock-${p.code}`),
            lock === 'unregistered' ? null : floor,
            lock === 'unregistered' ? null : i,
            p.data.climate ? 1 : 0,
          );
        }
      }
    }

    const insCustomer = db.prepare(
      'INSERT INTO customers (phone, password, pin, legacy_login, need_sms, legal_type, fio, birthday, email, data, eds_status, eds_fixed, eds_started_at, created_at) VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?)',
    );
    const insSession = db.prepare("INSERT INTO sessions (token, customer_id, kind, expires_at, created_at) VALUES (?, ?, 'session', ?, ?)");
    const passport = (n: string) => ({
      requisites: {
        document_name: 'passportRf',
        division_code: '770-001',
        document_number: `45 1${n} 12345${n}`,
        issued: '15.06.2010',
        issuer: 'ГУ МВД России по городу Москве',
        adress: 'Москва, улица Тверская, дом 1, квартира 1',
        fact_address: 'Москва, улица Тверская, дом 1, квартира 1',
      },
    });
    const addCustomer = (c: CustomerSeed): CustomerRow => {
      insCustomer.run(
        c.phone,
        c.password ?? DEMO_PASSWORD,
        c.pin === undefined ? DEMO_PIN : c.pin,
        c.legacy_login ?? null,
        c.need_sms ?? 0,
        c.legal_type ?? 0,
        c.fio,
        c.birthday ?? '01.01.1985',
        c.email ?? null,
        JSON.stringify(c.data ?? {}),
        c.eds ?? 'available',
        c.eds && c.eds !== 'available' && c.eds !== 'not-exists' ? 1 : 0,
        c.eds && c.eds !== 'not-exists' ? now : null,
        now,
      );
      const row = db.prepare('SELECT * FROM customers WHERE phone = ?').get(c.phone) as unknown as CustomerRow;
      if (c.token) insSession.run(c.token, row.id, at(3650), now);
      return row;
    };

    const ind = addCustomer({
      phone: demo.individual.phone,
      fio: demo.individual.fio,
      birthday: '01.01.1985',
      email: 'ivanov@example.ru',
      token: demo.individual.token,
      legacy_login: demo.individual.legacyLogin,
      data: { phones: [{ name: 'Рабочий', number: '79990000011' }], emails: ['ivanov@example.ru'], ...passport('0') },
    });
    db.prepare("INSERT INTO sessions (token, customer_id, kind, expires_at, created_at) VALUES (?, ?, 'session', ?, ?)").run(
      demo.expiredToken,
      ind.id,
      at(-1 / 24),
      at(-1),
    );
    const legal = addCustomer({
      phone: demo.legal.phone,
      legal_type: 1,
      fio: demo.legal.fio,
      email: 'office@romashka.example',
      token: demo.legal.token,
      data: {
        phones: [],
        emails: ['office@romashka.example'],
        company: { name: demo.legal.company, official_name: 'Общество с ограниченной ответственностью «Ромашка»' },
        person_name: demo.legal.fio,
        person_position: 'Генеральный директор',
        person_position_genitive: 'Генерального директора',
        person_basis: 'Устава',
        legalRequisites: {
          inn: '7707083893',
          ogrn: '1027700132195',
          kpp: '773601001',
          account: '40702810938000000001',
          bank: 'ПАО Сбербанк',
          bik: '044525225',
          correspond: '30101810400000000225',
        },
      },
    });
    const legacy = addCustomer({
      phone: demo.legacy.phone,
      password: demo.legacy.password,
      legacy_login: demo.legacy.login,
      fio: demo.legacy.fio,
      token: demo.legacy.token,
      data: passport('3'),
    });
    addCustomer({ phone: demo.needSms.phone, need_sms: 1, fio: demo.needSms.fio, token: demo.needSms.token, data: passport('4') });
    addCustomer({ phone: demo.noOrders.phone, fio: demo.noOrders.fio, token: demo.noOrders.token, data: passport('5') });
    const edsCustomers: Array<{ row: CustomerRow; order: number }> = [];
    for (const [status, e] of Object.entries(demo.eds)) {
      const row = addCustomer({
        phone: e.phone,
        fio: e.fio,
        eds: status,
        token: e.token,
        data: status === 'not-exists' ? {} : passport('6'),
      });
      edsCustomers.push({ row, order: e.order });
    }
    // registration tokens for the fresh phone (the customer row is created by check-code in real flows)
    const fresh = db
      .prepare(
        'INSERT INTO customers (phone, password, pin, need_sms, legal_type, fio, birthday, registered, eds_status, created_at) VALUES (?, NULL, NULL, 0, 0, NULL, NULL, 0, ?, ?) RETURNING id',
      )
      .get(demo.freshPhone, 'not-exists', now) as { id: number };
    db.prepare("INSERT INTO sessions (token, customer_id, kind, expires_at, created_at) VALUES (?, ?, 'registration', ?, ?)").run(
      demo.regToken,
      fresh.id,
      at(3650),
      now,
    );
    db.prepare("INSERT INTO sessions (token, customer_id, kind, expires_at, created_at) VALUES (?, ?, 'registration', ?, ?)").run(
      demo.expiredRegToken,
      fresh.id,
      at(-1 / 24),
      at(-1),
    );

    // --- orders ---
    /**
     * A free box of a place, nearest in size, that no order has held (so no two orders share a box) and whose
     * number none of the customer's orders has (so a customer never sees two boxes of one number).
     */
    const pickCell = (customer: CustomerRow, code: string, size: number, opts: { lock?: LockStatus } = {}): CellRow => {
      const rows = db
        .prepare(
          `SELECT c.* FROM cells c JOIN places p ON p.id = c.place_id
           WHERE p.code = ? AND c.status = 'free' AND c.id NOT IN (SELECT cell_id FROM orders) AND c.id NOT IN (${KEPT_FREE.join(',')})
             AND c.floor_cell_number NOT IN (SELECT c2.floor_cell_number FROM orders o2 JOIN cells c2 ON c2.id = o2.cell_id WHERE o2.customer_id = ?)
           ORDER BY abs(c.size - ?), c.id`,
        )
        .all(code, customer.id, size) as unknown as CellRow[];
      const nearest = rows.filter((r) => r.size === rows[0]?.size);
      const row = nearest.find((r) => (opts.lock ? r.lock_status === opts.lock : r.lock_status === 'locked')) ?? nearest[0];
      if (!row) throw new Error(`seed: no free ${size} m2 box in ${code}`);
      if (opts.lock && row.lock_status !== opts.lock) {
        db.prepare('UPDATE cells SET lock_status = ? WHERE id = ?').run(opts.lock, row.id);
        row.lock_status = opts.lock;
      }
      return row;
    };
    interface OrderSeed {
      number: number;
      customer: CustomerRow;
      cell: CellRow;
      state: string;
      begin: string;
      days: number;
      payDays?: number;
      paidUntil?: string | null;
      reservedUntil?: string | null;
      confirmUntil?: string | null;
      contract?: 'new' | 'active' | 'archived' | 'none';
      signSystem?: string;
      needChange?: boolean;
      closedReason?: string | null;
    }
    const makeOrder = (s: OrderSeed): OrderRow => {
      const payDays = s.payDays ?? 30;
      const calc = calculate(s.cell.month_rate, s.days, payDays);
      db.prepare(
        'INSERT INTO orders (number, customer_id, cell_id, state, begin_date, end_date, paid_until, rate, days, pay_days, discount_percent, deposit, reserved_until, confirm_until, fee_stage, closed_reason, created_at, updated_at) VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)',
      ).run(
        s.number,
        s.customer.id,
        s.cell.id,
        s.state,
        s.begin,
        addDays(s.begin, s.days - 1),
        s.paidUntil ?? null,
        s.cell.month_rate,
        s.days,
        payDays,
        calc.discount_percent,
        calc.deposit_summ,
        s.reservedUntil ?? null,
        s.confirmUntil ?? null,
        0,
        s.closedReason ?? null,
        now,
        now,
      );
      if (s.state !== 'archived') db.prepare("UPDATE cells SET status = 'ordered' WHERE id = ?").run(s.cell.id);
      const o = db.prepare('SELECT * FROM orders WHERE number = ?').get(s.number) as unknown as OrderRow;
      if (s.contract !== 'none') {
        createAgreement(sb, o, {
          status: s.contract ?? 'active',
          signSystem: s.signSystem ?? 'eds',
          needChange: s.needChange ?? false,
          signedAt: s.contract === 'active' || s.contract === 'archived' ? `${s.begin}T10:00:00.000Z` : null,
          seedKey: `agreement-${s.number}`,
        });
      }
      return o;
    };
    /** The first invoice (paid period plus deposit) and monthly renewals up to paid-until. */
    const paidHistory = (o: OrderRow, until: string) => {
      const first = calculate(o.rate, o.days, o.pay_days);
      createInvoice(sb, o, 'first', o.begin_date, o.pay_days, first.total_summ, { paid: true });
      let next = addDays(o.begin_date, o.pay_days);
      while (next <= until) {
        createInvoice(sb, o, 'rent', next, 30, priceFor(o.rate, 30), { paid: true });
        next = addDays(next, 30);
      }
      db.prepare('UPDATE orders SET paid_until = ? WHERE id = ?').run(addDays(next, -1), o.id);
      return addDays(next, -1);
    };
    const activeOrder = (number: number, customer: CustomerRow, cell: CellRow, startedDaysAgo: number, days = 365, payDays = 30) => {
      const begin = addDays(t, -startedDaysAgo);
      const o = makeOrder({ number, customer, cell, state: 'active', begin, days, payDays });
      const until = paidHistory(o, t);
      return { o, until };
    };

    const O = demo.orders;
    activeOrder(O.active, ind, pickCell(ind, 'MSK-01', 3), 10); // paid until +20
    const near = activeOrder(O.activeNearPayment, ind, pickCell(ind, 'MSK-02', 2), 26); // paid until +4: payment notice
    createInvoice(sb, near.o, 'rent', addDays(near.until, 1), 30, priceFor(near.o.rate, 30));
    const pend = activeOrder(O.activePendingPayment, ind, pickCell(ind, 'MSK-03', 4.5), 50); // paid until +10
    const held = createInvoice(sb, pend.o, 'rent', addDays(pend.until, 1), 30, priceFor(pend.o.rate, 30), { hash: 'sandbox-pending-1006' });
    // a payment the provider holds (confirmed, not settled yet): started 3 minutes ago, it does not lapse
    db.prepare('UPDATE invoices SET payment_started_at = ? WHERE id = ?').run(at(-3 / 1440), held.id);
    activeOrder(O.activeNoLock, ind, pickCell(ind, 'KHM-01', 8, { lock: 'unregistered' }), 100);
    activeOrder(O.activeMini, ind, pickCell(ind, 'SPB-01', 0.04), 5);
    activeOrder(O.activeLarge, ind, pickCell(ind, 'MSK-01', 25), 20, 365, 90);
    const withAct = activeOrder(O.activeWithAct, ind, pickCell(ind, 'MSK-04', 6), 200);
    createAgreement(sb, withAct.o, { kind: 'act', status: 'new', seedKey: `act-${O.activeWithAct}` });

    const reservedOrder = (number: number, customer: CustomerRow, cell: CellRow, extra: Partial<OrderSeed> = {}) => {
      const o = makeOrder({
        number,
        customer,
        cell,
        state: 'reserved',
        begin: addDays(t, 1),
        days: 180,
        payDays: 30,
        reservedUntil: at(3),
        confirmUntil: at(4),
        contract: 'new',
        ...extra,
      });
      const calc = calculate(o.rate, o.days, o.pay_days);
      createInvoice(sb, o, 'first', o.begin_date, o.pay_days, calc.total_summ);
      return o;
    };
    reservedOrder(O.reserved, ind, pickCell(ind, 'MSK-01', 1));
    reservedOrder(O.preSigned, ind, pickCell(ind, 'MSK-02', 3), { state: 'pre-signed', reservedUntil: at(4), confirmUntil: at(5) });
    // debt: 16 days overdue, the 250 RUB fee already charged
    const debtBegin = addDays(t, -76);
    const debt = makeOrder({
      number: O.debt,
      customer: ind,
      cell: pickCell(ind, 'MSK-03', 2),
      state: 'debt',
      begin: debtBegin,
      days: 365,
      payDays: 30,
    });
    createInvoice(sb, debt, 'first', debtBegin, 30, calculate(debt.rate, 365, 30).total_summ, { paid: true });
    createInvoice(sb, debt, 'rent', addDays(debtBegin, 30), 30, priceFor(debt.rate, 30), { paid: true });
    db.prepare('UPDATE orders SET paid_until = ?, fee_stage = 1 WHERE id = ?').run(addDays(debtBegin, 59), debt.id);
    createInvoice(sb, debt, 'rent', addDays(debtBegin, 60), 30, priceFor(debt.rate, 30));
    createInvoice(sb, debt, 'fee', addDays(debtBegin, 59 + 14), 0, 250);
    // not-active: signed, deposit not paid yet
    const na = makeOrder({
      number: O.notActive,
      customer: ind,
      cell: pickCell(ind, 'KRG-01', 10),
      state: 'not-active',
      begin: addDays(t, 1),
      days: 90,
      payDays: 30,
      confirmUntil: at(3),
      contract: 'active',
    });
    createInvoice(sb, na, 'first', na.begin_date, 30, calculate(na.rate, 90, 30).total_summ);
    reservedOrder(O.signSystemNo, ind, pickCell(ind, 'SPB-02', 12.5), { signSystem: 'no', reservedUntil: at(2) });
    reservedOrder(O.needChange, ind, pickCell(ind, 'MSK-03', 8), { needChange: true });
    O.archived.forEach((number, k) => {
      const cell = pickCell(ind, ['MSK-01', 'MSK-02', 'SPB-01', 'KHM-01'][k] as string, [2, 1, 3, 4.5][k] as number);
      const begin = addDays(t, -400 + k * 30);
      const o = makeOrder({
        number,
        customer: ind,
        cell,
        state: 'archived',
        begin,
        days: 180,
        payDays: 30,
        contract: 'archived',
        closedReason: 'closed-by-customer',
      });
      paidHistory(o, addDays(begin, 150));
    });

    // locks that do not answer: error and inactive (the lock refuses with 409, the cabinet says to call the manager)
    activeOrder(O.lockError, ind, pickCell(ind, 'MSK-01', 3, { lock: 'error' }), 12);
    activeOrder(O.lockInactive, ind, pickCell(ind, 'MSK-01', 3, { lock: 'inactive' }), 18);
    // a debt 27 days overdue: both fees charged, the renewal unpaid
    const debt2Begin = addDays(t, -86);
    const debt2 = makeOrder({
      number: O.debtBothFees,
      customer: ind,
      cell: pickCell(ind, 'MSK-01', 10),
      state: 'debt',
      begin: debt2Begin,
      days: 180,
    });
    createInvoice(sb, debt2, 'first', debt2Begin, 30, calculate(debt2.rate, 180, 30).total_summ, { paid: true });
    createInvoice(sb, debt2, 'rent', addDays(debt2Begin, 30), 30, priceFor(debt2.rate, 30), { paid: true });
    const debt2Until = addDays(debt2Begin, 59);
    db.prepare('UPDATE orders SET paid_until = ?, fee_stage = 2 WHERE id = ?').run(debt2Until, debt2.id);
    createInvoice(sb, debt2, 'rent', addDays(debt2Until, 1), 30, priceFor(debt2.rate, 30));
    createInvoice(sb, debt2, 'fee', addDays(debt2Until, 14), 0, 250);
    createInvoice(sb, debt2, 'fee', addDays(debt2Until, 25), 0, 1000);

    activeOrder(O.legalActive, legal, pickCell(legal, 'MSK-04', 16), 40, 365, 180);
    // the misspelt state variant some answers carry (spec 1 section 4)
    reservedOrder(O.legalReserved, legal, pickCell(legal, 'MSK-04', 10), { state: 'rezerved' });
    activeOrder(O.legacyActive, legacy, pickCell(legacy, 'SPB-01', 2), 15);
    const edsPlaces = ['MSK-01', 'MSK-02', 'MSK-03', 'SPB-01', 'KHM-01', 'KRG-01', 'KRG-02'];
    edsCustomers.forEach(({ row, order }, k) => reservedOrder(order, row, pickCell(row, edsPlaces[k] as string, k % 2 ? 1 : 2)));
    // the second provider: a signed order at KRG-02 whose first invoice (paid period plus deposit) is to pay
    const edsAvailable = edsCustomers.find((e) => e.order === demo.eds.available.order)?.row as CustomerRow;
    const krg = makeOrder({
      number: O.secondProvider,
      customer: edsAvailable,
      cell: pickCell(edsAvailable, 'KRG-02', 4.5),
      state: 'not-active',
      begin: addDays(t, 1),
      days: 90,
      payDays: 30,
      confirmUntil: at(4),
      contract: 'active',
    });
    createInvoice(sb, krg, 'first', krg.begin_date, 30, calculate(krg.rate, 90, 30).total_summ);
    nextCounter(db, 'order', 10000);
    db.prepare("INSERT INTO meta (key, value) VALUES ('seeded_at', ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value").run(now);
    db.prepare("INSERT INTO meta (key, value) VALUES ('seed_version', ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value").run(
      String(SEED_VERSION),
    );
  });
}
