// What the pacts must pin beyond the response schemas: the failures the cabinet turns into messages, the keys a
// call's answer never carries, and the shapes the project proposed where the spec is silent (docs/contracts.md
// "To confirm with the backend team"). Read by the pact tests (descriptions) and by pact-coverage.test.ts.

/** A failure a screen turns into a message: the HTTP status and the code the client reads (error_code or code). */
export interface HandledFailure {
  status: number;
  code?: string;
  /** why the cabinet cares (the screen and the message) */
  why: string;
}

/**
 * Besides these, every call that sends a token has a 401 interaction (session or registration token expired).
 * Codes as the sandbox sends them (contracts/sandbox/src/handlers) and the catalogue maps them.
 */
export const handledFailures: Readonly<Record<string, readonly HandledFailure[]>> = {
  'cabinet.checkPhone': [{ status: 404, code: 'USER_NOT_FOUND', why: 'login: an unknown phone goes to registration' }],
  'cabinet.auth': [
    { status: 404, code: 'USER_NOT_FOUND', why: 'login: user not found' },
    { status: 405, code: '405', why: 'login: incorrect password' },
  ],
  'cabinet.refreshToken': [{ status: 401, why: 'a failed refresh ends the session (sign in again)' }],
  'cabinet.retrieveSms': [
    { status: 400, code: 'USER_ALREADY_REGISTERED', why: 'registration: the phone is already registered' },
    { status: 404, code: 'USER_NOT_FOUND', why: 'restore: no account with that phone' },
  ],
  'cabinet.checkCode': [
    { status: 400, code: 'WRONG_CODE', why: 'SMS code: incorrect code' },
    { status: 409, code: '409', why: 'SMS code: expired, request a new one' },
    { status: 400, code: '605', why: 'SMS code: incorrect SMS code (no code pending)' },
  ],
  'cabinet.setPassword': [{ status: 400, code: 'VALIDATION_ERROR', why: 'set password: the password breaks the rule' }],
  'cabinet.clientPhysicalBase': [{ status: 400, code: 'VALIDATION_ERROR', why: 'registration step 1: the data fails a rule' }],
  'cabinet.clientLegalBase': [{ status: 400, code: 'VALIDATION_ERROR', why: 'legal registration: the INN fails its check digits' }],
  'cabinet.updateClientPersonal': [{ status: 400, code: 'VALIDATION_ERROR', why: 'profile: personal data validation error' }],
  'cabinet.updateClientLegal': [{ status: 400, code: 'VALIDATION_ERROR', why: 'profile: organisation data validation error' }],
  'cabinet.updateRequisitesPersonal': [{ status: 400, code: 'VALIDATION_ERROR', why: 'requisites: passport data fails a rule' }],
  'cabinet.updateRequisitesLegal': [{ status: 400, code: 'VALIDATION_ERROR', why: 'requisites: the INN fails its check digits' }],
  'cabinet.cellCalc': [{ status: 400, code: 'ORDER_DATA_ERROR', why: 'booking: the price cannot be calculated for those dates' }],
  'cabinet.cellBooking': [
    { status: 400, code: 'ORDER_DATA_ERROR', why: 'booking: incorrect order date or data' },
    { status: 409, code: 'CELL_NOT_FREE', why: 'booking: the box was taken meanwhile' },
  ],
  'cabinet.contractBooking': [
    { status: 404, code: 'ORDER_NOT_FOUND', why: 'contract change: order item not found' },
    { status: 400, code: 'AGREEMENT_ERROR', why: 'contract change: the order has ended, no contract can be made' },
  ],
  'cabinet.makeOrderInvoice': [
    { status: 409, code: 'INVOICE_PERIOD_COVERED', why: 'new invoice: an unpaid invoice already covers the period, pay it' },
  ],
  'cabinet.ordersClientCreate': [{ status: 404, code: 'PLACE_NOT_FOUND', why: 'pre-order: the warehouse is gone' }],
  'cabinet.confirmTokenYookassa': [
    { status: 400, code: 'INVOICE_PAID', why: 'payment: the invoice is already paid' },
    { status: 400, code: 'AMOUNT_MISMATCH', why: 'payment: the amount does not match the invoices' },
    { status: 404, code: 'INVOICE_NOT_FOUND', why: 'payment: the invoice is unknown' },
    { status: 400, code: 'PAYMENT_PLACE_MISMATCH', why: 'payment: the warehouse pays another way, reload and pay again' },
  ],
  'cabinet.signatureCreate': [{ status: 400, code: 'ERR_BAD_REQUEST', why: 'EDS: the request is refused silently' }],
  'cabinet.startSigning': [
    { status: 400, code: 'EDS_NOT_AVAILABLE', why: 'signing: could not start signing (no EDS yet)' },
    { status: 400, code: 'NOTHING_TO_SIGN', why: 'signing: could not start signing (already signed)' },
    { status: 400, code: 'MANUAL_SIGNING', why: 'signing: a manager concludes this contract, nothing to sign' },
  ],
  'cabinet.approveSms': [
    { status: 400, why: 'signing: invalid code (no error code, isSmsCodeInvalid)' },
    { status: 409, why: 'signing: the code expired, request a new one (spec 2 section 8: 409)' },
    { status: 400, code: 'CONFIRMOPERATION.00007', why: 'signing: invalid code, attempts left' },
    { status: 400, code: 'NOPAPERPARTNER.10240', why: 'signing: SMS confirmation blocked' },
  ],
  'cabinet.openLock': [
    { status: 400, code: 'NO_LOCK_ACCESS', why: 'lock: no access to the lock (debt)' },
    { status: 409, code: 'LOCK_UNAVAILABLE', why: 'lock: the lock is out of order, call the manager' },
    { status: 404, code: 'LOCK_NOT_FOUND', why: 'lock: the address sent is not the lock of the box, call the manager' },
    { status: 400, code: 'LOCK_UNREGISTERED', why: 'lock: the box has no electronic lock, the manager lets you in' },
  ],
  'general.login': [{ status: 400, why: 'legacy login: a 400 is a wrong login or password (try signing in with your phone number)' }],
  'general.forgot': [{ status: 404, code: 'USER_NOT_FOUND', why: 'forgot password: account not found' }],
  'general.makePassword': [
    { status: 404, code: '404', why: 'get password: user not found in the system' },
    { status: 400, code: '605', why: 'get password: wrong agreement number' },
  ],
  'general.loginMobile': [{ status: 404, code: 'USER_NOT_FOUND', why: 'SMS login: user not found' }],
  'general.verifySmsCode': [
    { status: 400, code: 'WRONG_CODE', why: 'SMS login: incorrect code' },
    { status: 409, code: '409', why: 'SMS login: code expired, request a new one' },
  ],
  'general.verifyPinCode': [{ status: 400, code: 'WRONG_PIN', why: 'PIN login: wrong PIN' }],
  'general.placeOne': [{ status: 404, code: 'PLACE_NOT_FOUND', why: 'warehouse page: warehouse not found' }],
  'general.cellInfo': [{ status: 404, code: 'CELL_NOT_FOUND', why: 'box page: the box is gone' }],
  'general.cargoCreateRequest': [
    { status: 409, code: '409', why: 'cargo: entered data error' },
    { status: 405, code: '405', why: 'cargo: the manager did not receive the request' },
    { status: 400, code: '605', why: 'cargo: validation error' },
  ],
};

/**
 * Keys of a shared response schema that one call's answer never carries, so no interaction of that call can pin
 * them. Each is a schema shared with calls that do carry it.
 */
export const absentKeys: Readonly<Record<string, readonly string[]>> = {
  // sentResponse.code is the NEW_USER_REGISTRATION of register-mobile only
  'general.forgot': ['code'],
  'general.makePassword': ['code'],
  'general.loginMobile': ['code'],
  'general.sendVerificationCode': ['code'],
  // a new invoice has no card payment under way yet (the mark and its times appear once one starts: the orders
  // list pins them)
  'cabinet.makeOrderInvoice': ['invoice.paymentHash', 'invoice.paymentStartedAt', 'invoice.paymentExpiresAt'],
  // a pre-order has no number until a manager confirms it (null)
  'cabinet.ordersClientCreate': ['order_number'],
};

/**
 * Lists of an answer matched element by element with no minimum (`atLeastLike(x, 0)`), each with why: the spec
 * does not say they hold anything, so a count would be a rule imposed on the provider's state. What their elements
 * carry is pinned by an interaction whose element has one (`arrayContaining`).
 */
export const mayBeEmptyLists: Readonly<Record<string, string>> = {
  'orders[].invoices': 'spec 1 section 3 names the invoices of an order, not that every order has one',
};

/**
 * Documented answer keys the spec gives as alternatives ("returns order_iitem / lastOrderId"): a pact cannot say
 * "one or the other", so the agreed 200 pins neither and the proposals' twin pins both (docs/contracts.md, "What the
 * agreed pacts infer"). The coverage test exempts them, and only them, from "pinned by an agreed 200".
 */
export const alternativeKeys: Readonly<Record<string, readonly string[]>> = {
  'cabinet.cellBooking': ['order_iitem', 'lastOrderId'],
};

/** Catalogue codes no well-formed call of the client can provoke (transport and sandbox plumbing). */
export const unprovokedCodes: readonly string[] = [
  'MALFORMED_JSON',
  'PAYLOAD_TOO_LARGE',
  'NOT_FOUND',
  'NOT_IMPLEMENTED',
  'INTERNAL',
  'FILE_NOT_FOUND',
  // a body that is not JSON (a form posted from another site); the client always sends JSON (attempt-limits)
  'UNSUPPORTED_MEDIA_TYPE',
];

/**
 * Catalogue codes that no call of the pacts can meet: only the sandbox's own payment page answers them (the local
 * stand-in for an acquiring provider's hosted page, `/__sandbox/pay...`, which is not part of either API). A real
 * provider's page says the same in its own words; the cabinet still maps them for the local demo. The coverage
 * test fails when a pact carries one of them (then it is not sandbox-only) or when a code is neither pinned nor
 * listed here or in `unprovokedCodes`.
 */
export const sandboxOnlyCodes: Readonly<Record<string, string>> = {
  PAYMENT_FORBIDDEN: "the sandbox payment page (and its JSON twin) refuses a payment reference that is not the owner's",
  PAYMENT_ENDED: 'the sandbox payment page refuses a second-provider payment that was cancelled, declined or lapsed',
  FILE_LINK_EXPIRED: "the sandbox's own file storage (/files) refuses a signed link past its expiry; no call of either API",
  FILE_LINK_INVALID: "the sandbox's own file storage (/files) refuses a link without its signature or with a forged one",
  FILE_FAULT: "the sandbox's own file storage (/files) fails a file a test named (`POST /__sandbox/faults {file}`)",
};

/**
 * Catalogue codes that a call can meet but no interaction pins yet, each with why: the next interactions to write.
 * The coverage test fails when one of them gets pinned (remove it here), when one has no reason, or when a new
 * code is neither pinned nor listed. Empty: every code a call can meet is pinned.
 */
export const notYetPinned: Readonly<Record<string, string>> = {};

/**
 * Catalogue codes only a call the cabinet does not make answers (the pacts pin the cabinet's calls alone), each with
 * why. The coverage test fails when a pact carries one of them.
 */
export const uncalledCodes: Readonly<Record<string, string>> = {
  NEW_USER_REGISTRATION: "spec 2 section 8's success code of POST /api/register-mobile, a call no screen of the cabinet makes",
};

/**
 * The calls whose every 200 is a proposal, each with why; every other call has a 200 in the agreed pacts (what the
 * spec documents of its answer, the status alone where it shows none). The coverage test fails when one of these
 * gets an agreed 200 (remove it here) or another call has none.
 */
export const noAgreed200: Readonly<Record<string, string>> = {
  'cabinet.makeOrderInvoice': 'the call itself is a proposal (make-invoice): spec 2 names makeOrderInvoice, not its path',
  'cabinet.clientLegalBase': 'its payload is "not shown" in spec 2: the body the cabinet sends is a proposal (legal-base-body)',
  'general.cargoCreateRequest': 'its payload is "not shown" in spec 2: the body the cabinet sends is a proposal (cargo-body)',
  'cabinet.requisitesLegal': 'the legal requisites travel as digit strings, where spec 2 says integers (requisites-digits)',
  'cabinet.updateRequisitesLegal': 'the legal requisites travel as digit strings, where spec 2 says integers (requisites-digits)',
  'general.termsOfServices': 'the terms travel as `content`, which spec 2 does not name (terms-content)',
};

/** What the project chose where the spec is silent or was corrected: each listed in docs/contracts.md. */
export interface Proposal {
  id: string;
  /** the line in docs/contracts.md "To confirm with the backend team" starts with this */
  title: string;
  endpoints: readonly string[];
  /** only the interactions answering these statuses (all when absent) */
  statuses?: readonly number[];
  /** only the interactions whose request or answer body has this key (e.g. the legal requisites of a general call) */
  bodyKey?: string;
  /** the agreed interactions of these calls that carry only what the spec documents (`documentedAnswers` holds them) */
  except?: readonly string[];
}

const writes = [
  'cabinet.setPassword',
  'cabinet.updateClientPersonal',
  'cabinet.updateClientLegal',
  'cabinet.updateRequisitesPersonal',
  'cabinet.updateRequisitesLegal',
  'cabinet.ordersClientCreate',
  'cabinet.openLock',
  'cabinet.requestClientSimple',
  'general.requestSimple',
  // the answers whose `success` the spec does not show (spec 2 section 7): their agreed 200 pins what the spec
  // documents (the status alone; register-mobile's success code), the `{ success, ... }` twin is the proposal
  'cabinet.clientPhysicalBase',
  'general.forgot',
  'general.makePassword',
  'general.loginMobile',
  'general.sendVerificationCode',
];

export const proposals: readonly Proposal[] = [
  { id: 'make-invoice', title: 'The new-invoice call', endpoints: ['cabinet.makeOrderInvoice'] },
  // the 200s answering `{ success, ... }`; the writes' agreed interactions pin the status alone
  { id: 'success-bodies', title: 'Write answers', endpoints: writes, statuses: [200], bodyKey: 'success' },
  { id: 'cargo-body', title: 'The cargo request body', endpoints: ['general.cargoCreateRequest'] },
  { id: 'legal-base-body', title: 'The legal registration body', endpoints: ['cabinet.clientLegalBase'] },
  {
    id: 'eds-statuses',
    title: 'The EDS status values',
    endpoints: ['cabinet.signatureStatus'],
    statuses: [200],
    except: ['an EDS status request'],
  },
  {
    id: 'requisites-digits',
    title: 'Requisites as digit strings',
    endpoints: ['cabinet.requisitesLegal', 'cabinet.updateRequisitesLegal'],
    statuses: [200],
    bodyKey: 'bik',
  },
  {
    id: 'inn-kpp-lengths',
    title: 'INN of 10 or 12 digits, KPP of 9',
    endpoints: ['cabinet.requisitesLegal', 'cabinet.updateRequisitesLegal', 'cabinet.clientLegalBase'],
    statuses: [200],
    bodyKey: 'inn',
  },
  { id: 'check-phone-404', title: "check-phone's 404", endpoints: ['cabinet.checkPhone'], statuses: [404] },
  {
    id: 'order-fields',
    title: 'Order and invoice fields the spec does not name',
    endpoints: ['cabinet.ordersList'],
    statuses: [200],
    except: [
      'a request for the active orders, every order as the spec documents it',
      'a request for the active orders, what a paid order adds as the spec documents it',
      'a request for the order history, every order as the spec documents it',
    ],
  },
  {
    id: 'validation-error',
    title: 'VALIDATION_ERROR of the forms',
    endpoints: [
      'cabinet.setPassword',
      'cabinet.clientPhysicalBase',
      'cabinet.clientLegalBase',
      'cabinet.updateClientPersonal',
      'cabinet.updateClientLegal',
      'cabinet.updateRequisitesPersonal',
      'cabinet.updateRequisitesLegal',
    ],
    statuses: [400],
  },
  { id: 'booking-errors', title: 'Booking refusals', endpoints: ['cabinet.cellCalc', 'cabinet.cellBooking'], statuses: [400, 409] },
  { id: 'contract-errors', title: 'Contract re-creation refusals', endpoints: ['cabinet.contractBooking'], statuses: [400, 404] },
  {
    id: 'not-found-codes',
    title: 'PLACE_NOT_FOUND and CELL_NOT_FOUND',
    endpoints: ['cabinet.ordersClientCreate', 'general.placeOne', 'general.cellInfo'],
    statuses: [404],
  },
  { id: 'payment-errors', title: 'Payment refusals', endpoints: ['cabinet.confirmTokenYookassa'], statuses: [400, 404] },
  {
    id: 'payment-answer',
    title: "The payment answer's confirmation_token",
    endpoints: ['cabinet.confirmTokenYookassa'],
    statuses: [200],
    bodyKey: 'confirmation_token',
  },
  { id: 'signing-errors', title: 'Signing refusals', endpoints: ['cabinet.startSigning'], statuses: [400] },
  {
    id: 'sms-refusals',
    title: "The signing code's refusals beyond the codes",
    endpoints: ['cabinet.approveSms'],
    statuses: [400],
    // the agreed ones pin the status and spec 2 section 8's codes alone
    except: [
      'a 4-digit signing code for order 1003',
      'a wrong signing code for order 1003 with attempts left',
      'a signing code for order 1003 after the confirmation was blocked',
      'a wrong signing code for order 1003 on the last attempt',
    ],
  },
  {
    id: 'eds-create-answer',
    title: "The EDS creation answer's status",
    endpoints: ['cabinet.signatureCreate'],
    statuses: [200],
    bodyKey: 'status',
  },
  { id: 'lock-errors', title: 'Lock refusals', endpoints: ['cabinet.openLock'], statuses: [400, 404, 409] },
  {
    id: 'legacy-login-code',
    title: "The legacy login refusal's code",
    endpoints: ['general.login'],
    statuses: [400],
    bodyKey: 'error_code',
  },
  { id: 'wrong-pin', title: 'WRONG_PIN', endpoints: ['general.verifyPinCode'], statuses: [400] },
  {
    id: 'document-type',
    title: "The documents' document_type",
    endpoints: ['cabinet.activeDocs', 'cabinet.activeContracts'],
    statuses: [200],
    bodyKey: 'document_type',
  },
  {
    id: 'place-maps',
    title: "A warehouse's maps",
    endpoints: ['general.placesList', 'general.placeOne'],
    statuses: [200],
    bodyKey: 'maps',
  },
  { id: 'terms-content', title: "The terms' content", endpoints: ['general.termsOfServices'], statuses: [200] },
  {
    id: 'answer-fields',
    title: 'Answer fields the spec does not name',
    endpoints: ['cabinet.cellBooking', 'cabinet.contractBooking', 'cabinet.startSigning', 'cabinet.approveSms'],
    statuses: [200],
    // their agreed twins: what spec 2 section 7 documents (`documentedAnswers`)
    except: [
      'a booking of box 2001 for 30 days',
      'a contract re-creation for order 1002',
      'a start of signing for order 1003',
      'the right signing code for order 1003',
      'a wrong signing code for order 1003 refused in a 200',
    ],
  },
  {
    id: 'discount-percent',
    title: "The discount's percent",
    endpoints: ['cabinet.cellCalc'],
    statuses: [200],
    bodyKey: 'percent',
  },
  {
    id: 'attempt-limits',
    title: 'Attempt limits',
    endpoints: [
      'cabinet.auth',
      'cabinet.checkCode',
      'cabinet.retrieveSms',
      'general.login',
      'general.verifyPinCode',
      'general.verifySmsCode',
      'general.loginMobile',
      'general.sendVerificationCode',
      'general.registerMobile',
      'general.forgot',
    ],
    statuses: [429],
  },
  {
    id: 'box-fields',
    title: "A box's warehouse code, lock and climate",
    endpoints: ['general.catalogBox', 'general.cellInfo'],
    statuses: [200],
    bodyKey: 'climate',
  },
];

/**
 * The codes spec 2 section 8 documents (and the statuses it names): the only failure codes the agreed pacts may
 * pin. Any other code is a proposal and lives in the proposals' pact.
 */
export const specCodes: readonly string[] = [
  'USER_NOT_FOUND',
  'WRONG_CODE',
  'USER_ALREADY_REGISTERED',
  'NEW_USER_REGISTRATION',
  '409',
  '605',
  '405',
  '404',
  '400',
  '401',
  'CONFIRMOPERATION.00007',
  'NOPAPERPARTNER.10240',
  'ERR_BAD_REQUEST',
];

/**
 * The proposals the backend teams accepted (docs/contracts.md "A proposal's way to agreement"): their interactions
 * carry no marker any more, so the consumer tests write them, under the same description, into the agreed pacts.
 * `npm run pact:accept -- <id>` adds the id here and regenerates the pacts.
 */
export const acceptedProposals: readonly string[] = [];

/**
 * The description of an interaction that pins a proposal: `<text> [proposal: make-invoice]`; the ids of accepted
 * proposals are left out, and with none left the description is `<text>`, an agreed interaction.
 */
export function proposed(text: string, ...ids: string[]): string {
  for (const id of ids) if (!proposals.some((p) => p.id === id)) throw new Error(`unknown proposal ${id}`);
  const open = ids.filter((id) => !acceptedProposals.includes(id));
  return open.length ? `${text} [proposal: ${open.join(', ')}]` : text;
}

const profileKeys = [
  'main_phone',
  'phones',
  'phones[].name',
  'phones[].number',
  'emails',
  'legal_type',
  'personal',
  'personal.fio',
  'personal.birthday',
  'company',
  'company.name',
  // spec 1 section 3: the official name is in the profile (the registration's `official_name`)
  'company.official_name',
  'person_name',
  'person_position',
  'person_position_genitive',
  'person_basis',
];
const requisitesKeys = ['document_name', 'division_code', 'document_number', 'issued', 'issuer', 'adress', 'fact_address'];
const legalRequisitesKeys = ['inn', 'ogrn', 'kpp', 'account', 'bank', 'bik', 'correspond'];
const documentKeys = (list: string) =>
  [
    '',
    'agreement_uuid',
    'agreement_number',
    'agreement_status',
    'agreement_signed',
    'agreement_generated',
    'sign_system',
    'need_change',
    'order_number',
    'place',
    'place.code',
    'place.name',
    'place.cell',
    'place.cell.name',
  ].map((k) => (k ? `${list}[].${k}` : list));
const placeKeys = (p: string) =>
  [
    '',
    'id',
    'code',
    'name',
    'address',
    'phone',
    'city_name',
    'subway',
    'photo',
    'managers',
    'complectation',
    'complectation[].uuid',
    'work_hours',
    'work_hours[].time_from',
    'work_hours[].time_to',
  ].map((k) => (k ? `${p}.${k}` : p));
const boxKeys = (p: string) =>
  ['', 'cell_id', 'name', 'size', 'floor', 'length', 'width', 'height', 'month_rate', 'free', 'status', 'place', 'code'].map((k) =>
    k ? `${p}.${k}` : p,
  );
// the lists spec 1 section 3 names without their elements' fields, whose elements carry what a screen shows
// (docs/contracts.md "The agreed 200 answers against the spec")
const listElementKeys = (list: string, keys: string[]) => [list, ...keys.map((k) => `${list}[].${k}`)];

/**
 * The answer keys spec 1 section 3 and spec 2 section 7 document, by call: an agreed 200 carries no other
 * (`a[].b` an element's key; `a.*` anything under `a`, a record keyed by the provider). docs/contracts.md "The
 * agreed 200 answers against the spec" is the table of it.
 */
const orderKeys = [
  'orders',
  ...[
    'number',
    'state',
    'place',
    'place.code',
    'place.name',
    'cell',
    ...[
      'name',
      'begin',
      'end',
      'paid_until',
      'rate',
      'size',
      'floor_number',
      'floor_cell_number',
      'cell_id',
      'length',
      'width',
      'height',
    ].map((k) => `cell.${k}`),
    'cell.lock',
    ...['lock_status', 'BuUuid', 'CuId', 'Lock'].map((k) => `cell.lock.${k}`),
    'agreement',
    ...['number', 'uuid', 'signed', 'generated', 'need_change', 'sign_system'].map((k) => `agreement.${k}`),
    'contract_link',
    'invoices',
    ...[
      'number',
      'beginPeriod',
      'endPeriod',
      'price',
      'status',
      'status.id',
      'place',
      'place.code',
      'paymentPublicKey',
      'paymentHash',
      'boxSize',
      'nds',
      'clientName',
      'clientEmail',
      'clientPhone',
      // spec 1 section 3: "also paid or unpaid, paid-till date, number of days"
      'paid',
      'paidTill',
      'days',
    ].map((k) => `invoices[].${k}`),
  ].map((k) => `orders[].${k}`),
];

export const documentedAnswers: Readonly<Record<string, readonly string[]>> = {
  'cabinet.ordersList': orderKeys,
  'cabinet.auth': ['token', 'need_sms'],
  'general.login': ['token', 'need_sms'],
  'cabinet.checkPhone': ['need_sms', 'name'],
  'cabinet.checkCode': ['token'],
  'general.verifySmsCode': ['token'],
  'general.verifyPinCode': ['token'],
  'cabinet.refreshToken': ['success', 'token'],
  'cabinet.retrieveSms': ['success', 'message'],
  'cabinet.cellCalc': [
    'sum_without_disount',
    'sum_with_discount',
    'discount',
    'discount.name',
    'only_price',
    'total_summ',
    'contract_with_discount',
    'contract_without_discount',
    'deposit_summ',
    'discount_name',
  ],
  'cabinet.cellBooking': ['order_iitem', 'lastOrderId'],
  'cabinet.approveSms': ['attemptsLeftSms', 'isSmsConfirmBlocked', 'isSmsCodeInvalid'],
  'cabinet.confirmTokenYookassa': ['payment_id'],
  'cabinet.signatureStatus': ['status'],
  'cabinet.client': profileKeys,
  'cabinet.requisitesPersonal': requisitesKeys,
  'cabinet.requisitesLegal': legalRequisitesKeys,
  'cabinet.availableFiles': ['files', 'files[].filename', 'files[].file'],
  'cabinet.activeDocs': documentKeys('documents'),
  'cabinet.activeContracts': ['count', ...documentKeys('elements')],
  'general.placesList': ['places', ...placeKeys('places[]').slice(1)],
  'general.placeOne': placeKeys('place'),
  'general.catalogBox': ['boxes', ...boxKeys('boxes[]').slice(1)],
  'general.cellInfo': boxKeys('cell'),
  'general.cellPhotos': ['photos', 'photos.*'],
  'general.sizesBox': listElementKeys('sizes', ['place_code', 'size', 'count', 'month_rate', 'free']),
  'general.cargoMovingTypes': listElementKeys('list', ['id', 'name']),
  'general.cargoServices': listElementKeys('services', ['id', 'name', 'price']),
  'general.cargoTiming': listElementKeys('timings', ['id', 'name']),
  // spec 2 section 7 shows no answer of these: their agreed 200 pins the status alone, and the parser requires no key
  // of the body (its `{ success, ... }` twin is a proposal: success-bodies, answer-fields)
  'cabinet.contractBooking': [],
  'cabinet.startSigning': [],
  'cabinet.clientPhysicalBase': [],
  'general.forgot': [],
  'general.makePassword': [],
  'general.loginMobile': [],
  'general.sendVerificationCode': [],
  'cabinet.signatureCreate': [],
  'cabinet.ordersClientCreate': [],
  'cabinet.requestClientSimple': [],
  'general.requestSimple': [],
};
