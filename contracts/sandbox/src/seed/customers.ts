import type { Db } from '../db/database.ts';
import type { CustomerRow } from '../context.ts';
import { DEMO_PASSWORD, DEMO_PIN, demo } from './demo.ts';

// The demo customers with their sessions: one per kind of account and per EDS status.

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

/** The seeded customers the orders go to. */
export interface SeededCustomers {
  ind: CustomerRow;
  legal: CustomerRow;
  legacy: CustomerRow;
  edsCustomers: Array<{ row: CustomerRow; order: number }>;
}

export function seedCustomers(db: Db, now: string, at: (days: number) => string): SeededCustomers {
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
      legalRequisites: { ...demo.legal.requisites },
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
  addCustomer({
    phone: demo.needSms.phone,
    need_sms: 1,
    legacy_login: demo.needSms.login,
    fio: demo.needSms.fio,
    token: demo.needSms.token,
    data: passport('4'),
  });
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
  return { ind, legal, legacy, edsCustomers };
}
