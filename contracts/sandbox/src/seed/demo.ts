// The demo accounts, listed in the README and docs/sandbox.md.

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
    /** the company's bank requisites (digit strings: the BIK keeps its leading zero, the accounts all 20 digits) */
    requisites: {
      inn: '7707083893',
      ogrn: '1027700132195',
      kpp: '773601001',
      account: '40702810938000000001',
      bank: 'ПАО Сбербанк',
      bik: '044525225',
      correspond: '30101810400000000225',
    },
  },
  legacy: {
    phone: '79990000003',
    login: '7701-DEM-00001',
    password: 'Legacy12345',
    fio: 'Сидоров Сидор Сидорович',
    token: 'demo-token-legacy',
  },
  /** a login (by password or by the legacy login) that asks for an SMS code before the session starts */
  needSms: {
    phone: '79990000004',
    password: DEMO_PASSWORD,
    pin: DEMO_PIN,
    login: '7701-SMS-00004',
    fio: 'Кузнецова Анна Сергеевна',
    token: 'demo-token-needsms',
  },
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
    /** the organisation's archived rental (signed contract, paid invoices) and the signed act of its active order */
    legalArchived: 2003,
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
