import { isApiError, type ApiError } from '../http/errors.ts';
import { isSessionChanged } from '../http/client.ts';

// ---------------------------------------------------------------------------------------------------------------
// The error catalogue of spec 2 section 8: codes per context and server messages by their text, each mapped to a
// message id. The texts of the ids live once, in the cabinet's catalogues (cabinet/src/shared/i18n/{ru,en}.json).
// ---------------------------------------------------------------------------------------------------------------

/** Where an error happened: the same code means different things in different flows (spec 2 section 8). */
export type ErrorContext = 'login' | 'legacyLogin' | 'sms' | 'signing' | 'cargo' | 'passwordGeneration' | 'general';

/** How the cabinet shows the message: an error alert, a success notice, or nothing (ERR_BAD_REQUEST of signing). */
export type ErrorSeverity = 'error' | 'success' | 'none';

export interface ErrorMessage {
  /** i18n message id */
  id: string;
  /** values for the message (e.g. `{ code }`, `{ attemptsLeft }`) */
  values?: Record<string, string | number>;
  severity: ErrorSeverity;
}

/** Message ids of the error catalogue. */
export const errorMessageIds = {
  // generic
  unexpected: 'errors.unexpected',
  unknownCode: 'errors.unknownCode',
  network: 'errors.network',
  timeout: 'errors.timeout',
  malformed: 'errors.malformed',
  loadFailure: 'errors.loadFailure',
  // codes
  userNotFound: 'errors.userNotFound',
  wrongCode: 'errors.wrongCode',
  userAlreadyRegistered: 'errors.userAlreadyRegistered',
  newUserRegistration: 'errors.newUserRegistration',
  codeExpired: 'errors.codeExpired',
  incorrectSmsCode: 'errors.incorrectSmsCode',
  incorrectPassword: 'errors.incorrectPassword',
  validationError: 'errors.validationError',
  cargoDataError: 'errors.cargoDataError',
  cargoRegistrationError: 'errors.cargoRegistrationError',
  userNotFoundInSystem: 'errors.userNotFoundInSystem',
  registrationDataSent: 'errors.registrationDataSent',
  invalidSmsCode: 'errors.invalidSmsCode',
  invalidSmsCodeAttempts: 'errors.invalidSmsCodeAttempts',
  smsConfirmBlocked: 'errors.smsConfirmBlocked',
  sessionExpired: 'errors.sessionExpired',
  signatureBadRequest: 'errors.signatureBadRequest',
  legacyLoginFailed: 'errors.legacyLoginFailed',
  // codes the providers answer (each says what to do next)
  cellNotFree: 'errors.cellNotFree',
  cellNotFound: 'errors.cellNotFound',
  invoiceNotFound: 'errors.invoiceNotFound',
  invoicePaid: 'errors.invoicePaid',
  amountMismatch: 'errors.amountMismatch',
  invoicePeriodCovered: 'errors.invoicePeriodCovered',
  paymentPlaceMismatch: 'errors.paymentPlaceMismatch',
  paymentForbidden: 'errors.paymentForbidden',
  paymentEnded: 'errors.paymentEnded',
  orderDataError: 'errors.orderDataError',
  orderNotFound: 'errors.orderNotFound',
  agreementError: 'errors.agreementError',
  placeUnknown: 'errors.placeUnknown',
  lockNoAccess: 'errors.lockNoAccess',
  lockUnavailable: 'errors.lockUnavailable',
  lockUnregistered: 'errors.lockUnregistered',
  lockNotFound: 'errors.lockNotFound',
  edsNotAvailable: 'errors.edsNotAvailable',
  nothingToSign: 'errors.nothingToSign',
  manualSigning: 'errors.manualSigning',
  signatureRefused: 'errors.signatureRefused',
  invalidData: 'errors.invalidData',
  requestRejected: 'errors.requestRejected',
  serviceUnavailable: 'errors.serviceUnavailable',
  serverError: 'errors.serverError',
  fileNotReady: 'errors.fileNotReady',
  fileLinkRefused: 'errors.fileLinkRefused',
  signingCodeExpired: 'errors.signingCodeExpired',
  signingNotStarted: 'errors.signingNotStarted',
  // the limits a gateway keeps (proposal: attempt-limits): the wait in words, from Retry-After
  tooManyAttempts: 'errors.tooManyAttempts',
  tooManyAttemptsLater: 'errors.tooManyAttemptsLater',
  smsResendTooSoon: 'errors.smsResendTooSoon',
  // server messages (spec 2 section 8 'Messages')
  incorrectCredentials: 'errors.server.incorrectCredentials',
  incorrectCode: 'errors.server.incorrectCode',
  codeExpiredRequestNew: 'errors.server.codeExpired',
  tryPhoneLogin: 'errors.server.tryPhoneLogin',
  incorrectOrderData: 'errors.server.incorrectOrderData',
  incorrectOrderPayload: 'errors.server.incorrectOrderPayload',
  orderItemNotFound: 'errors.server.orderItemNotFound',
  cannotCreateOrder: 'errors.server.cannotCreateOrder',
  cannotCreateAgreement: 'errors.server.cannotCreateAgreement',
  cannotCreateContract: 'errors.server.cannotCreateContract',
  cannotCreateSigning: 'errors.server.cannotCreateSigning',
  cannotCreateSmsSigning: 'errors.server.cannotCreateSmsSigning',
  cannotUpdateDeposit: 'errors.server.cannotUpdateDeposit',
  cannotCalculateContract: 'errors.server.cannotCalculateContract',
  clientDocumentsError: 'errors.server.clientDocuments',
  clientContractsError: 'errors.server.clientContracts',
  legalProfileValidation: 'errors.server.legalProfileValidation',
  legalProfileUpdate: 'errors.server.legalProfileUpdate',
  individualProfileValidation: 'errors.server.individualProfileValidation',
  individualProfileUpdate: 'errors.server.individualProfileUpdate',
  requisitesUpdate: 'errors.server.requisitesUpdate',
  clientNotFound: 'errors.server.clientNotFound',
  clientWithoutMainPhone: 'errors.server.clientWithoutMainPhone',
  otpGenerate: 'errors.server.otpGenerate',
  otpExpired: 'errors.server.otpExpired',
  otpInvalid: 'errors.server.otpInvalid',
  otpConfirm: 'errors.server.otpConfirm',
  tokenGenerate: 'errors.server.tokenGenerate',
  tokenInvalid: 'errors.server.tokenInvalid',
  tokenInvalidUser: 'errors.server.tokenInvalidUser',
  mainPhoneUpdate: 'errors.server.mainPhoneUpdate',
  mainPhoneTaken: 'errors.server.mainPhoneTaken',
  legalNameShort: 'errors.server.legalNameShort',
  fullNameShort: 'errors.server.fullNameShort',
  jobPositionShort: 'errors.server.jobPositionShort',
  individualNameShort: 'errors.server.individualNameShort',
  birthdayShort: 'errors.server.birthdayShort',
  incorrectBirthday: 'errors.server.incorrectBirthday',
  questionnaireUpdate: 'errors.server.questionnaireUpdate',
  clientCreation: 'errors.server.clientCreation',
  incorrectDateFormat: 'errors.server.incorrectDateFormat',
  placeNotFound: 'errors.server.placeNotFound',
  noLockAccess: 'errors.server.noLockAccess',
  cannotGetProfile: 'errors.server.cannotGetProfile',
  wrongPin: 'errors.server.wrongPin',
  wrongSms: 'errors.server.wrongSms',
  accountNotFound: 'errors.server.accountNotFound',
  wrongAgreementNumber: 'errors.server.wrongAgreementNumber',
  requestIncorrectConditions: 'errors.server.requestIncorrectConditions',
} as const;
export type ErrorMessageId = (typeof errorMessageIds)[keyof typeof errorMessageIds];

const E = errorMessageIds;

/**
 * The server messages of spec 2 section 8 in the words the backends (and the sandbox) send. Recognition is by
 * text: case, surrounding spaces and final punctuation are ignored, and a message that starts with the text
 * counts (backends append details). The first match wins, so longer texts come before their prefixes.
 */
export const serverMessages: ReadonlyArray<{ text: string; id: ErrorMessageId }> = [
  { text: 'incorrect username or password', id: E.incorrectCredentials },
  { text: 'code expired, request a new one', id: E.codeExpiredRequestNew },
  { text: 'try signing in with your phone number', id: E.tryPhoneLogin },
  { text: 'incorrect order date or data', id: E.incorrectOrderData },
  { text: 'incorrect order payload', id: E.incorrectOrderPayload },
  { text: 'order item not found', id: E.orderItemNotFound },
  { text: 'could not create the order', id: E.cannotCreateOrder },
  { text: 'could not create the agreement', id: E.cannotCreateAgreement },
  { text: 'could not create the contract', id: E.cannotCreateContract },
  { text: 'could not create the sms signing', id: E.cannotCreateSmsSigning },
  { text: 'could not confirm the sms signing', id: E.signingNotStarted },
  { text: 'could not create the signing', id: E.cannotCreateSigning },
  { text: 'cannot update agreement deposit', id: E.cannotUpdateDeposit },
  { text: 'cannot calculate contract', id: E.cannotCalculateContract },
  { text: 'client documents error', id: E.clientDocumentsError },
  { text: 'client contracts error', id: E.clientContractsError },
  { text: 'legal profile validation error', id: E.legalProfileValidation },
  { text: 'legal profile update error', id: E.legalProfileUpdate },
  { text: 'individual profile validation error', id: E.individualProfileValidation },
  { text: 'individual profile update error', id: E.individualProfileUpdate },
  { text: 'requisites update error', id: E.requisitesUpdate },
  { text: 'client not found', id: E.clientNotFound },
  { text: 'client without main phone', id: E.clientWithoutMainPhone },
  { text: 'otp generate error', id: E.otpGenerate },
  { text: 'otp expired', id: E.otpExpired },
  { text: 'otp invalid', id: E.otpInvalid },
  { text: 'otp confirm error', id: E.otpConfirm },
  { text: 'token generate error', id: E.tokenGenerate },
  { text: 'token invalid user', id: E.tokenInvalidUser },
  { text: 'token invalid', id: E.tokenInvalid },
  { text: 'main phone update error', id: E.mainPhoneUpdate },
  { text: 'main phone already taken', id: E.mainPhoneTaken },
  { text: 'legal name too short', id: E.legalNameShort },
  { text: 'full name too short', id: E.fullNameShort },
  { text: 'job position too short', id: E.jobPositionShort },
  { text: 'individual name too short', id: E.individualNameShort },
  { text: 'birthday too short', id: E.birthdayShort },
  { text: 'incorrect birthday', id: E.incorrectBirthday },
  { text: 'questionnaire update error', id: E.questionnaireUpdate },
  { text: 'client creation error', id: E.clientCreation },
  { text: 'incorrect date format', id: E.incorrectDateFormat },
  { text: 'place not found', id: E.placeNotFound },
  { text: 'no access to the lock', id: E.noLockAccess },
  { text: 'cannot get profile', id: E.cannotGetProfile },
  { text: 'wrong pin', id: E.wrongPin },
  { text: 'wrong sms', id: E.wrongSms },
  { text: 'account not found', id: E.accountNotFound },
  { text: 'wrong agreement number', id: E.wrongAgreementNumber },
  { text: 'incorrect conditions', id: E.requestIncorrectConditions },
  { text: 'request sending error', id: E.requestIncorrectConditions },
  { text: 'incorrect code', id: E.incorrectCode },
  { text: 'user not found', id: E.userNotFound },
];

function normalise(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/[.!]+$/, '');
}

/** The message id of a server message text, if it is one the catalogue knows. */
export function recogniseServerMessage(message: string | undefined | null): ErrorMessageId | undefined {
  if (!message) return undefined;
  const text = normalise(message);
  if (!text) return undefined;
  return serverMessages.find(
    (m) =>
      text === m.text ||
      text.startsWith(`${m.text} `) ||
      text.startsWith(`${m.text},`) ||
      text.startsWith(`${m.text}:`) ||
      text.startsWith(`${m.text};`),
  )?.id;
}

type CodeTable = Partial<Record<ErrorContext | '*', ErrorMessageId>>;

/** Codes of spec 2 section 8 per context; '*' applies in every other context. */
export const codeCatalogue: Readonly<Record<string, CodeTable>> = {
  USER_NOT_FOUND: { '*': E.userNotFound },
  WRONG_CODE: { '*': E.wrongCode },
  USER_ALREADY_REGISTERED: { '*': E.userAlreadyRegistered },
  NEW_USER_REGISTRATION: { '*': E.newUserRegistration },
  '409': { '*': E.codeExpired, cargo: E.cargoDataError },
  '605': { '*': E.incorrectSmsCode, cargo: E.validationError, passwordGeneration: E.validationError },
  '405': { '*': E.incorrectPassword, cargo: E.cargoRegistrationError },
  '404': { passwordGeneration: E.userNotFoundInSystem },
  '400': { signing: E.invalidSmsCode },
  '401': { '*': E.sessionExpired },
  'CONFIRMOPERATION.00007': { '*': E.invalidSmsCode },
  'NOPAPERPARTNER.10240': { '*': E.smsConfirmBlocked },
  ERR_BAD_REQUEST: { '*': E.signatureRefused, signing: E.signatureBadRequest },
  WRONG_CREDENTIALS: { '*': E.incorrectCredentials },
  WRONG_PIN: { '*': E.wrongPin },
  VALIDATION_ERROR: { '*': E.invalidData },
  CELL_NOT_FREE: { '*': E.cellNotFree },
  CELL_NOT_FOUND: { '*': E.cellNotFound },
  INVOICE_NOT_FOUND: { '*': E.invoiceNotFound },
  INVOICE_PAID: { '*': E.invoicePaid },
  AMOUNT_MISMATCH: { '*': E.amountMismatch },
  INVOICE_PERIOD_COVERED: { '*': E.invoicePeriodCovered },
  PAYMENT_PLACE_MISMATCH: { '*': E.paymentPlaceMismatch },
  PAYMENT_FORBIDDEN: { '*': E.paymentForbidden },
  PAYMENT_ENDED: { '*': E.paymentEnded },
  ORDER_DATA_ERROR: { '*': E.orderDataError },
  ORDER_NOT_FOUND: { '*': E.orderNotFound },
  AGREEMENT_ERROR: { '*': E.agreementError },
  PLACE_NOT_FOUND: { '*': E.placeUnknown },
  NO_LOCK_ACCESS: { '*': E.lockNoAccess },
  LOCK_UNAVAILABLE: { '*': E.lockUnavailable },
  LOCK_UNREGISTERED: { '*': E.lockUnregistered },
  LOCK_NOT_FOUND: { '*': E.lockNotFound },
  EDS_NOT_AVAILABLE: { '*': E.edsNotAvailable },
  NOTHING_TO_SIGN: { '*': E.nothingToSign },
  MANUAL_SIGNING: { '*': E.manualSigning },
  MALFORMED_JSON: { '*': E.requestRejected },
  PAYLOAD_TOO_LARGE: { '*': E.requestRejected },
  NOT_FOUND: { '*': E.serviceUnavailable },
  NOT_IMPLEMENTED: { '*': E.serviceUnavailable },
  INTERNAL: { '*': E.serverError },
  FILE_NOT_FOUND: { '*': E.fileNotReady },
  UNSUPPORTED_MEDIA_TYPE: { '*': E.requestRejected },
  FILE_LINK_EXPIRED: { '*': E.fileLinkRefused },
  FILE_LINK_INVALID: { '*': E.fileLinkRefused },
  // the sandbox's storage told by a test to fail one file (`POST /__sandbox/faults {file}`)
  FILE_FAULT: { '*': E.fileNotReady },
  TOO_MANY_ATTEMPTS: { '*': E.tooManyAttemptsLater },
  SMS_RESEND_TOO_SOON: { '*': E.tooManyAttemptsLater },
};

/** The codes whose message is a success, not a failure. */
const successCodes = new Set(['NEW_USER_REGISTRATION']);

export interface ErrorFacts {
  status?: number | undefined;
  /** `error_code` or `code` of the body, as a string */
  code?: string | undefined;
  message?: string | undefined;
  /** the error body, for the SMS attempt counters */
  body?: unknown;
  /** seconds to wait before trying again (the answer's `Retry-After`) */
  retryAfterSeconds?: number | undefined;
}

function retryAfterOf(facts: ErrorFacts): number | undefined {
  if (facts.retryAfterSeconds !== undefined) return facts.retryAfterSeconds;
  const v = facts.body && typeof facts.body === 'object' ? (facts.body as Record<string, unknown>).retry_after : undefined;
  return typeof v === 'number' && Number.isFinite(v) && v >= 0 ? v : undefined;
}

/**
 * A refusal that says when to try again (429: a phone locked out after wrong attempts, an SMS asked for again too
 * soon): the wait in words, minutes rounded up (an SMS wait of a minute or less in seconds); without a wait, "later".
 */
function waitMessage(facts: ErrorFacts): ErrorMessage | undefined {
  const { status, code } = facts;
  if (code !== 'TOO_MANY_ATTEMPTS' && code !== 'SMS_RESEND_TOO_SOON' && !(status === 429 && (!code || code === '429'))) return undefined;
  const seconds = retryAfterOf(facts);
  if (seconds === undefined || seconds <= 0) return { id: E.tooManyAttemptsLater, severity: 'error' };
  if (code === 'SMS_RESEND_TOO_SOON' && seconds <= 60)
    return { id: E.smsResendTooSoon, values: { seconds: Math.ceil(seconds) }, severity: 'error' };
  return { id: E.tooManyAttempts, values: { minutes: Math.ceil(seconds / 60) }, severity: 'error' };
}

function attemptsLeftOf(body: unknown): number | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const v = (body as Record<string, unknown>).attemptsLeftSms;
  return typeof v === 'number' && Number.isFinite(v) ? v : undefined;
}

function lookup(code: string | undefined, context: ErrorContext): ErrorMessageId | undefined {
  if (!code) return undefined;
  const table = codeCatalogue[code];
  return table ? (table[context] ?? table['*']) : undefined;
}

/** Maps the facts of a failed answer to the message a user reads. */
export function messageForFacts(facts: ErrorFacts, context: ErrorContext = 'general'): ErrorMessage {
  const { status, code, message, body } = facts;
  if (context === 'passwordGeneration' && status === 200) return { id: E.registrationDataSent, severity: 'success' };
  if (code === 'ERR_BAD_REQUEST' && context === 'signing') return { id: E.signatureBadRequest, severity: 'none' };
  // a wrong login or password is the 400 the agreed pact pins (docs/contracts.md); another refusal is what it is
  if (context === 'legacyLogin' && status === 400) return { id: E.legacyLoginFailed, severity: 'error' };

  if (context === 'signing') {
    const failure = smsFailureOf(facts);
    if (failure === 'expired') return { id: E.signingCodeExpired, severity: 'error' };
    if (failure === 'notStarted') return { id: E.signingNotStarted, severity: 'error' };
  }
  if (context === 'signing' && (code === 'CONFIRMOPERATION.00007' || code === 'NOPAPERPARTNER.10240' || (!code && status === 400))) {
    const attempts = attemptsLeftOf(body);
    if (code === 'NOPAPERPARTNER.10240' || (attempts !== undefined && attempts <= 0)) return { id: E.smsConfirmBlocked, severity: 'error' };
    if (attempts === undefined) return { id: E.invalidSmsCode, severity: 'error' };
    return { id: E.invalidSmsCodeAttempts, values: { attemptsLeft: attempts }, severity: 'error' };
  }

  const wait = waitMessage(facts);
  if (wait) return wait;

  const byCode = lookup(code, context) ?? (code === undefined && status !== undefined ? lookup(String(status), context) : undefined);
  if (byCode) return { id: byCode, severity: code && successCodes.has(code) ? 'success' : 'error' };

  const byText = recogniseServerMessage(message);
  if (byText) return { id: byText, severity: 'error' };

  if (code) return { id: E.unknownCode, values: { code }, severity: 'error' };
  return { id: E.unexpected, severity: 'error' };
}

/** Maps any failure to the message a user reads. */
export function errorMessageFor(error: unknown, context: ErrorContext = 'general'): ErrorMessage {
  // a call dropped with its ended session, or asked for with none: what a refused key (401) tells the customer
  if (isSessionChanged(error)) return messageForFacts({ status: 401 }, context);
  if (!isApiError(error)) return { id: E.unexpected, severity: 'error' };
  if (error.kind === 'network') return { id: E.network, severity: 'error' };
  if (error.kind === 'timeout') return { id: E.timeout, severity: 'error' };
  if (error.kind === 'malformed' || error.kind === 'contract') return { id: E.malformed, severity: 'error' };
  return messageForFacts(factsOf(error), context);
}

function factsOf(error: ApiError): ErrorFacts {
  return {
    status: error.status,
    code: error.code,
    message: error.serverMessage,
    body: error.body,
    retryAfterSeconds: error.retryAfterSeconds,
  };
}

// --- SMS attempts of signing (spec 1 section 4 'SMS attempts') ---------------------------------------------------

/**
 * Why approve-sms refused a code. Only `wrong` (and `blocked`, its last one) spends an attempt: an `expired` code or
 * a signing that is `notStarted` (never started, or replaced by a newer code) needs a new code, and a code of the
 * wrong length (`invalidFormat`, a bare 400) is simply not a code.
 */
export type SmsFailure = 'wrong' | 'blocked' | 'expired' | 'notStarted' | 'invalidFormat' | 'other';

export function smsFailureOf(facts: ErrorFacts): SmsFailure {
  const { status, code, message } = facts;
  if (code === 'NOPAPERPARTNER.10240') return 'blocked';
  if (code === 'CONFIRMOPERATION.00007') return 'wrong';
  const known = recogniseServerMessage(message);
  if (code === '409' || status === 409 || known === E.codeExpiredRequestNew || known === E.otpExpired) return 'expired';
  if (known === E.signingNotStarted) return 'notStarted';
  if (status === 400 && !code) return 'invalidFormat';
  return 'other';
}

/** `smsFailureOf` for any failure of approve-sms ('other' for transport failures). */
export function smsFailureOfError(error: unknown): SmsFailure {
  return isApiError(error) && error.kind === 'http' ? smsFailureOf(factsOf(error)) : 'other';
}

export interface SmsAttempts {
  /** attempts left, when known */
  attemptsLeft: number | undefined;
  isSmsConfirmBlocked: boolean;
  isSmsCodeInvalid: boolean;
}

/**
 * The SMS attempt state after a failed approve-sms: 400 marks the code invalid; CONFIRMOPERATION.00007 takes the
 * server's attempts left or decrements by one (minimum 0); NOPAPERPARTNER.10240 takes the server's value or 0; at
 * 0 or below confirmation is blocked.
 */
export function smsAttemptsAfterError(current: SmsAttempts, error: unknown): SmsAttempts {
  if (!isApiError(error)) return current;
  // an expired code or a signing not started spends nothing and says nothing about the code itself
  const failure = smsFailureOfError(error);
  if (failure === 'expired' || failure === 'notStarted') return { ...current, isSmsCodeInvalid: false };
  const server = attemptsLeftOf(error.body);
  let attemptsLeft: number | undefined;
  if (error.code === 'CONFIRMOPERATION.00007') attemptsLeft = server ?? Math.max(0, (current.attemptsLeft ?? 1) - 1);
  else if (error.code === 'NOPAPERPARTNER.10240') attemptsLeft = server ?? 0;
  else if (error.status === 400) attemptsLeft = server ?? current.attemptsLeft;
  else return current;
  const blocked = current.isSmsConfirmBlocked || (attemptsLeft !== undefined && attemptsLeft <= 0);
  // every one of these failures means the code entered was not accepted
  return { attemptsLeft, isSmsConfirmBlocked: blocked, isSmsCodeInvalid: true };
}
