import { isApiError, type ApiError } from '../http/errors.ts';
import type { ruleMessages } from '../rules/messages.ts';

// ---------------------------------------------------------------------------------------------------------------
// The error catalogue of spec 2 section 8: codes per context, server messages by their text, and the ru/en
// texts of every message id (the cabinet copies them into its catalogues).
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
  signingCodeExpired: 'errors.signingCodeExpired',
  signingNotStarted: 'errors.signingNotStarted',
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
  if (context === 'legacyLogin' && status !== undefined && status >= 400 && status !== 401)
    return { id: E.legacyLoginFailed, severity: 'error' };

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

  const byCode = lookup(code, context) ?? (code === undefined && status !== undefined ? lookup(String(status), context) : undefined);
  if (byCode) return { id: byCode, severity: code && successCodes.has(code) ? 'success' : 'error' };

  const byText = recogniseServerMessage(message);
  if (byText) return { id: byText, severity: 'error' };

  if (code) return { id: E.unknownCode, values: { code }, severity: 'error' };
  return { id: E.unexpected, severity: 'error' };
}

/** Maps any failure to the message a user reads. */
export function errorMessageFor(error: unknown, context: ErrorContext = 'general'): ErrorMessage {
  if (!isApiError(error)) return { id: E.unexpected, severity: 'error' };
  if (error.kind === 'network') return { id: E.network, severity: 'error' };
  if (error.kind === 'timeout') return { id: E.timeout, severity: 'error' };
  if (error.kind === 'malformed' || error.kind === 'contract') return { id: E.malformed, severity: 'error' };
  return messageForFacts(factsOf(error), context);
}

function factsOf(error: ApiError): ErrorFacts {
  return { status: error.status, code: error.code, message: error.serverMessage, body: error.body };
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

// --- texts -------------------------------------------------------------------------------------------------------

/** Russian texts of every error message id (ICU; `{code}` and `{attemptsLeft}` come from `values`). */
export const errorMessagesRu: Record<ErrorMessageId, string> = {
  'errors.unexpected': 'Произошла непредвиденная ошибка. Пожалуйста, обратитесь в поддержку',
  'errors.unknownCode': 'Ошибка {code}. Пожалуйста, обратитесь в поддержку',
  'errors.network': 'Нет связи с сервером. Проверьте подключение к интернету и повторите попытку',
  'errors.timeout': 'Сервер не ответил вовремя. Повторите попытку',
  'errors.malformed': 'Сервер прислал неожиданный ответ. Пожалуйста, обратитесь в поддержку',
  'errors.loadFailure': 'Не удалось загрузить данные',
  'errors.userNotFound': 'Пользователь не найден',
  'errors.wrongCode': 'Неверный код',
  'errors.userAlreadyRegistered': 'Пользователь уже зарегистрирован',
  'errors.newUserRegistration': 'Регистрация начата: введите код из СМС',
  'errors.codeExpired': 'Срок действия кода истёк, запросите новый',
  'errors.incorrectSmsCode': 'Неверный код из СМС',
  'errors.incorrectPassword': 'Неверный пароль',
  'errors.validationError': 'Ошибка проверки данных',
  'errors.cargoDataError': 'Ошибка в введённых данных, не удалось создать заявку',
  'errors.cargoRegistrationError': 'Ошибка регистрации заявки: менеджер не получил заявку, позвоните в компанию',
  'errors.userNotFoundInSystem': 'Пользователь не найден в системе',
  'errors.registrationDataSent': 'Регистрационные данные отправлены',
  'errors.invalidSmsCode': 'Введён неверный код',
  'errors.invalidSmsCodeAttempts': 'Введён неверный код. Осталось попыток: {attemptsLeft}',
  'errors.smsConfirmBlocked': 'Попытки ввода кода исчерпаны, подтверждение по СМС заблокировано',
  'errors.sessionExpired': 'Сеанс истёк, войдите снова',
  'errors.signatureBadRequest': 'Запрос к сервису подписи отклонён',
  'errors.legacyLoginFailed': 'Неверное имя пользователя или пароль. Попробуйте войти по номеру телефона',
  'errors.cellNotFree': 'Этот бокс только что заняли. Выберите другой бокс',
  'errors.cellNotFound': 'Бокс не найден: возможно, его уже нельзя арендовать. Обновите список и выберите другой бокс',
  'errors.invoiceNotFound': 'Счёт не найден. Обновите страницу заказа и попробуйте снова',
  'errors.invoicePaid': 'Этот счёт уже оплачен. Обновите страницу заказа, чтобы увидеть новую дату оплаты',
  'errors.amountMismatch': 'Сумма к оплате изменилась, деньги не списаны. Обновите страницу заказа и оплатите снова',
  'errors.invoicePeriodCovered': 'За этот период уже выставлен неоплаченный счёт. Оплатите его вместо нового',
  'errors.paymentPlaceMismatch': 'Этот счёт оплачивается другим способом. Обновите страницу заказа и нажмите «Оплатить» снова',
  'errors.paymentForbidden': 'Эта ссылка на оплату недействительна. Откройте оплату из личного кабинета',
  'errors.paymentEnded': 'Этот платёж уже завершён, деньги по нему не списаны. Начните оплату заново из личного кабинета',
  'errors.orderDataError': 'Неверные даты или данные заказа. Проверьте даты и количество дней и повторите',
  'errors.orderNotFound': 'Заказ не найден: возможно, он уже закрыт. Обновите страницу',
  'errors.agreementError': 'Не удалось подготовить договор. Обновите страницу и повторите; если не получится, обратитесь в поддержку',
  'errors.placeUnknown': 'Склад не найден. Выберите склад из списка заново',
  'errors.lockNoAccess': 'Замок откроется, когда договор подписан и аренда оплачена. Подпишите договор или оплатите счёт',
  'errors.lockUnavailable': 'Замок сейчас недоступен. Свяжитесь с менеджером склада',
  'errors.lockUnregistered': 'У этого бокса нет электронного замка. Доступ откроет менеджер склада',
  'errors.lockNotFound': 'Замок не найден. Свяжитесь с менеджером склада',
  'errors.edsNotAvailable': 'Электронная подпись ещё не готова. Дождитесь окончания выпуска и повторите',
  'errors.nothingToSign': 'Документ уже подписан или заменён. Обновите страницу',
  'errors.manualSigning': 'Этот договор заключает менеджер: он свяжется с вами, подписывать в кабинете не нужно',
  'errors.signatureRefused': 'Сервис подписи отклонил запрос. Обновите страницу, чтобы увидеть статус подписи',
  'errors.invalidData': 'Данные не прошли проверку. Проверьте заполненные поля и повторите',
  'errors.requestRejected': 'Сервер не принял запрос. Обновите страницу и повторите; если не получится, обратитесь в поддержку',
  'errors.serviceUnavailable': 'Эта функция сейчас недоступна. Повторите позже или обратитесь в поддержку',
  'errors.serverError': 'На сервере произошла ошибка. Повторите через несколько минут',
  'errors.fileNotReady': 'Файл ещё готовится или не найден. Повторите через минуту',
  'errors.signingCodeExpired': 'Срок действия кода истёк. Запросите новый код: попытка не потрачена.',
  'errors.signingNotStarted': 'Этот код больше не ждёт подтверждения. Отправьте новый код и введите его.',
  'errors.server.incorrectCredentials': 'Неверное имя пользователя или пароль',
  'errors.server.incorrectCode': 'Неверный код',
  'errors.server.codeExpired': 'Срок действия кода истёк, запросите новый',
  'errors.server.tryPhoneLogin': 'Попробуйте войти по номеру телефона',
  'errors.server.incorrectOrderData': 'Неверная дата или данные заказа',
  'errors.server.incorrectOrderPayload': 'Неверные данные заказа',
  'errors.server.orderItemNotFound': 'Заказ не найден',
  'errors.server.cannotCreateOrder': 'Не удалось создать заказ',
  'errors.server.cannotCreateAgreement': 'Не удалось создать соглашение',
  'errors.server.cannotCreateContract': 'Не удалось создать договор',
  'errors.server.cannotCreateSigning': 'Не удалось начать подписание',
  'errors.server.cannotCreateSmsSigning': 'Не удалось начать подписание по СМС',
  'errors.server.cannotUpdateDeposit': 'Не удалось обновить депозит по договору',
  'errors.server.cannotCalculateContract': 'Не удалось рассчитать договор',
  'errors.server.clientDocuments': 'Ошибка документов клиента',
  'errors.server.clientContracts': 'Ошибка договоров клиента',
  'errors.server.legalProfileValidation': 'Данные организации не прошли проверку',
  'errors.server.legalProfileUpdate': 'Не удалось обновить данные организации',
  'errors.server.individualProfileValidation': 'Личные данные не прошли проверку',
  'errors.server.individualProfileUpdate': 'Не удалось обновить личные данные',
  'errors.server.requisitesUpdate': 'Не удалось обновить реквизиты',
  'errors.server.clientNotFound': 'Клиент не найден',
  'errors.server.clientWithoutMainPhone': 'У клиента не указан основной телефон',
  'errors.server.otpGenerate': 'Не удалось создать код подтверждения',
  'errors.server.otpExpired': 'Срок действия кода подтверждения истёк',
  'errors.server.otpInvalid': 'Неверный код подтверждения',
  'errors.server.otpConfirm': 'Не удалось подтвердить код',
  'errors.server.tokenGenerate': 'Не удалось создать токен',
  'errors.server.tokenInvalid': 'Недействительный токен',
  'errors.server.tokenInvalidUser': 'Токен принадлежит другому пользователю',
  'errors.server.mainPhoneUpdate': 'Не удалось обновить основной телефон',
  'errors.server.mainPhoneTaken': 'Этот основной телефон уже занят',
  'errors.server.legalNameShort': 'Слишком короткое название организации',
  'errors.server.fullNameShort': 'Слишком короткое ФИО',
  'errors.server.jobPositionShort': 'Слишком короткое название должности',
  'errors.server.individualNameShort': 'Слишком короткое имя',
  'errors.server.birthdayShort': 'Дата рождения указана не полностью',
  'errors.server.incorrectBirthday': 'Неверная дата рождения',
  'errors.server.questionnaireUpdate': 'Не удалось обновить анкету',
  'errors.server.clientCreation': 'Не удалось создать клиента',
  'errors.server.incorrectDateFormat': 'Неверный формат даты',
  'errors.server.placeNotFound': 'Склад не найден',
  'errors.server.noLockAccess': 'Нет доступа к замку',
  'errors.server.cannotGetProfile': 'Не удалось получить профиль',
  'errors.server.wrongPin': 'Неверный ПИН-код',
  'errors.server.wrongSms': 'Неверный код из СМС',
  'errors.server.accountNotFound': 'Учётная запись не найдена',
  'errors.server.wrongAgreementNumber': 'Неверный номер договора',
  'errors.server.requestIncorrectConditions': 'Ошибка отправки заявки: неверные условия',
};

/** English texts of every error message id. */
export const errorMessagesEn: Record<ErrorMessageId, string> = {
  'errors.unexpected': 'An unexpected error occurred. Please contact support',
  'errors.unknownCode': 'Error {code}. Please contact support',
  'errors.network': 'No connection to the server. Check your internet connection and try again',
  'errors.timeout': 'The server did not answer in time. Please try again',
  'errors.malformed': 'The server sent an unexpected answer. Please contact support',
  'errors.loadFailure': 'Could not load the data',
  'errors.userNotFound': 'User not found',
  'errors.wrongCode': 'Incorrect code',
  'errors.userAlreadyRegistered': 'This user is already registered',
  'errors.newUserRegistration': 'Registration started: enter the code from the SMS',
  'errors.codeExpired': 'The code has expired, request a new one',
  'errors.incorrectSmsCode': 'Incorrect SMS code',
  'errors.incorrectPassword': 'Incorrect password',
  'errors.validationError': 'Validation error',
  'errors.cargoDataError': 'Entered data error, could not create the request',
  'errors.cargoRegistrationError': 'Request registration error; the manager did not receive the request, call the company',
  'errors.userNotFoundInSystem': 'User not found in the system',
  'errors.registrationDataSent': 'Registration data sent',
  'errors.invalidSmsCode': 'Invalid code entered',
  'errors.invalidSmsCodeAttempts': 'Invalid code entered. Attempts left: {attemptsLeft}',
  'errors.smsConfirmBlocked': 'No attempts left: SMS confirmation is blocked',
  'errors.sessionExpired': 'Your session has expired, please sign in again',
  'errors.signatureBadRequest': 'The signature service refused the request',
  'errors.legacyLoginFailed': 'Incorrect username or password. Try signing in with your phone number',
  'errors.cellNotFree': 'This box was just taken. Please choose another one',
  'errors.cellNotFound': 'Box not found: it may no longer be available. Refresh the list and choose another box',
  'errors.invoiceNotFound': 'Invoice not found. Refresh the order page and try again',
  'errors.invoicePaid': 'This invoice is already paid. Refresh the order page to see the new paid-until date',
  'errors.amountMismatch': 'The amount to pay has changed and nothing was charged. Refresh the order page and pay again',
  'errors.invoicePeriodCovered': 'An unpaid invoice already covers this period. Pay it instead of a new one',
  'errors.paymentPlaceMismatch': 'This invoice is paid another way. Refresh the order page and press Pay again',
  'errors.paymentForbidden': 'This payment link is not valid. Start the payment from your cabinet',
  'errors.paymentEnded': 'This payment has ended and nothing was charged by it. Start the payment again from your cabinet',
  'errors.orderDataError': 'Incorrect order dates or data. Check the dates and the number of days and try again',
  'errors.orderNotFound': 'Order not found: it may have been closed. Refresh the page',
  'errors.agreementError': 'The contract could not be prepared. Refresh the page and try again; if it fails again, contact support',
  'errors.placeUnknown': 'Warehouse not found. Choose the warehouse from the list again',
  'errors.lockNoAccess': 'The lock opens once the contract is signed and the rent is paid. Sign the contract or pay the invoice',
  'errors.lockUnavailable': 'The lock is unavailable right now. Please contact the warehouse manager',
  'errors.lockUnregistered': 'This box has no electronic lock. The warehouse manager will let you in',
  'errors.lockNotFound': 'Lock not found. Please contact the warehouse manager',
  'errors.edsNotAvailable': 'The electronic signature is not ready yet. Wait until it is issued and try again',
  'errors.nothingToSign': 'The document is already signed or was replaced. Refresh the page',
  'errors.manualSigning': 'A manager concludes this contract and will contact you: there is nothing to sign in the cabinet',
  'errors.signatureRefused': 'The signature service refused the request. Refresh the page to see the signature status',
  'errors.invalidData': 'The data did not pass the check. Check the fields and try again',
  'errors.requestRejected': 'The server did not accept the request. Refresh the page and try again; if it fails again, contact support',
  'errors.serviceUnavailable': 'This feature is not available right now. Try again later or contact support',
  'errors.serverError': 'Something went wrong on the server. Please try again in a few minutes',
  'errors.fileNotReady': 'The file is still being prepared or was not found. Try again in a minute',
  'errors.signingCodeExpired': 'The code has expired. Request a new one: no attempt was used.',
  'errors.signingNotStarted': 'This code is no longer waiting for confirmation. Send a new code and enter it.',
  'errors.server.incorrectCredentials': 'Incorrect username or password',
  'errors.server.incorrectCode': 'Incorrect code',
  'errors.server.codeExpired': 'The code has expired, request a new one',
  'errors.server.tryPhoneLogin': 'Try signing in with your phone number',
  'errors.server.incorrectOrderData': 'Incorrect order date or data',
  'errors.server.incorrectOrderPayload': 'Incorrect order data',
  'errors.server.orderItemNotFound': 'Order not found',
  'errors.server.cannotCreateOrder': 'Could not create the order',
  'errors.server.cannotCreateAgreement': 'Could not create the agreement',
  'errors.server.cannotCreateContract': 'Could not create the contract',
  'errors.server.cannotCreateSigning': 'Could not start signing',
  'errors.server.cannotCreateSmsSigning': 'Could not start SMS signing',
  'errors.server.cannotUpdateDeposit': 'Could not update the agreement deposit',
  'errors.server.cannotCalculateContract': 'Could not calculate the contract',
  'errors.server.clientDocuments': 'Client documents error',
  'errors.server.clientContracts': 'Client contracts error',
  'errors.server.legalProfileValidation': 'The organisation data did not pass validation',
  'errors.server.legalProfileUpdate': 'Could not update the organisation data',
  'errors.server.individualProfileValidation': 'The personal data did not pass validation',
  'errors.server.individualProfileUpdate': 'Could not update the personal data',
  'errors.server.requisitesUpdate': 'Could not update the requisites',
  'errors.server.clientNotFound': 'Client not found',
  'errors.server.clientWithoutMainPhone': 'The client has no main phone',
  'errors.server.otpGenerate': 'Could not generate a confirmation code',
  'errors.server.otpExpired': 'The confirmation code has expired',
  'errors.server.otpInvalid': 'Invalid confirmation code',
  'errors.server.otpConfirm': 'Could not confirm the code',
  'errors.server.tokenGenerate': 'Could not generate a token',
  'errors.server.tokenInvalid': 'Invalid token',
  'errors.server.tokenInvalidUser': 'The token belongs to another user',
  'errors.server.mainPhoneUpdate': 'Could not update the main phone',
  'errors.server.mainPhoneTaken': 'This main phone is already taken',
  'errors.server.legalNameShort': 'The organisation name is too short',
  'errors.server.fullNameShort': 'The full name is too short',
  'errors.server.jobPositionShort': 'The job position is too short',
  'errors.server.individualNameShort': 'The name is too short',
  'errors.server.birthdayShort': 'The date of birth is incomplete',
  'errors.server.incorrectBirthday': 'Incorrect date of birth',
  'errors.server.questionnaireUpdate': 'Could not update the questionnaire',
  'errors.server.clientCreation': 'Could not create the client',
  'errors.server.incorrectDateFormat': 'Incorrect date format',
  'errors.server.placeNotFound': 'Warehouse not found',
  'errors.server.noLockAccess': 'No access to the lock',
  'errors.server.cannotGetProfile': 'Could not get the profile',
  'errors.server.wrongPin': 'Wrong PIN',
  'errors.server.wrongSms': 'Wrong SMS code',
  'errors.server.accountNotFound': 'Account not found',
  'errors.server.wrongAgreementNumber': 'Wrong agreement number',
  'errors.server.requestIncorrectConditions': 'Request sending error: incorrect conditions',
};

type RuleId = (typeof ruleMessages)[keyof typeof ruleMessages];

/** Russian texts of the field-rule message ids (no placeholders: bounds are in the words). */
export const ruleMessagesRu: Record<RuleId, string> = {
  fieldRequired: 'Поле обязательно для заполнения',
  symbolsMin: 'Слишком мало символов',
  symbolsMax: 'Слишком много символов',
  digitsOnly: 'Только цифры',
  onlyRussianLetters: 'Только русские буквы',
  emailIncorrect: 'Неверный адрес электронной почты',
  phoneFormat: 'Пожалуйста, введите номер в формате +7 (000) 000-00-00',
  phoneIncorrect: 'Неверный номер телефона',
  codeMin: 'Код должен содержать не менее 4 символов',
  pinCode: 'Код состоит из 6 цифр',
  wrongLogin: 'Неверный логин: формат XXXX-XXX-XXXXXXXX',
  passwordMin: 'Пароль должен содержать не менее 9 символов',
  passwordRegex: 'Пароль должен содержать не менее 9 символов, цифры, заглавные и строчные латинские буквы',
  passwordInvalidChars: 'Пароль содержит недопустимые символы',
  passwordsNotMatch: 'Пароли не совпадают',
  dateFormat: 'Введите дату в формате ДД.ММ.ГГГГ',
  olderThan18: 'Вам должно быть 18 лет',
  birthDateIncorrect: 'Проверьте дату рождения',
  birthDateRequired: 'Укажите дату рождения',
  dateInFuture: 'Дата не может быть позже сегодняшней',
  passportNumber: 'Введите серию и номер паспорта: 10 цифр',
  divisionCode: 'Код подразделения в формате 000-000',
  documentType: 'Выберите тип документа',
  consentRequired: 'Необходимо ваше согласие',
  innIncorrect: 'Неверный ИНН: 10 цифр для организации или 12 для ИП, проверьте контрольные цифры',
  ogrnIncorrect: 'Неверный ОГРН (13 цифр) или ОГРНИП (15 цифр)',
  kppIncorrect: 'КПП состоит из 9 цифр',
  bikIncorrect: 'БИК состоит из 9 цифр',
  accountIncorrect: 'Неверный расчётный счёт: 20 цифр, проверьте его вместе с БИК',
  correspondIncorrect: 'Неверный корреспондентский счёт: 20 цифр, проверьте его вместе с БИК',
  'orderModal.dataError': 'Неверные данные заказа: срок аренды от 7 дней, оплата от 7 до 365 дней',
  bookingStartRange: 'Начало аренды: с сегодняшнего дня до трёх дней вперёд',
  bookingEndMin: 'Минимальный срок аренды 7 дней',
  bookingPaymentDateRange: 'Дата оплаты: от 7 до 365 дней с начала аренды',
  bookingPartialRequired: 'Аренда дольше 365 дней оплачивается частями',
  invoiceDays: 'Количество дней: от 7 до 365',
};

/** English texts of the field-rule message ids. */
export const ruleMessagesEn: Record<RuleId, string> = {
  fieldRequired: 'This field is required',
  symbolsMin: 'Too few characters',
  symbolsMax: 'Too many characters',
  digitsOnly: 'Digits only',
  onlyRussianLetters: 'Russian letters only',
  emailIncorrect: 'Invalid e-mail address',
  phoneFormat: 'Please enter the number in the format +7 (000) 000-00-00',
  phoneIncorrect: 'Invalid phone number',
  codeMin: 'The code must have at least 4 characters',
  pinCode: 'The code has 6 digits',
  wrongLogin: 'Wrong login: the format is XXXX-XXX-XXXXXXXX',
  passwordMin: 'The password must have at least 9 characters',
  passwordRegex: 'The password must have at least 9 characters, digits, uppercase and lowercase Latin letters',
  passwordInvalidChars: 'The password contains invalid characters',
  passwordsNotMatch: 'Passwords do not match',
  dateFormat: 'Enter the date as DD.MM.YYYY',
  olderThan18: 'You must be 18 years old',
  birthDateIncorrect: 'Check the date of birth',
  birthDateRequired: 'Please fill in your date of birth',
  dateInFuture: 'The date cannot be later than today',
  passportNumber: 'Enter the passport series and number: 10 digits',
  divisionCode: 'Department code as 000-000',
  documentType: 'Choose the document type',
  consentRequired: 'Your consent is required',
  innIncorrect: 'Invalid INN: 10 digits for a company or 12 for an entrepreneur; check the control digits',
  ogrnIncorrect: 'Invalid OGRN (13 digits) or OGRNIP (15 digits)',
  kppIncorrect: 'KPP has 9 digits',
  bikIncorrect: 'BIK has 9 digits',
  accountIncorrect: 'Invalid settlement account: 20 digits, checked against the BIK',
  correspondIncorrect: 'Invalid correspondent account: 20 digits, checked against the BIK',
  'orderModal.dataError': 'Incorrect order data: rental from 7 days, payment for 7 to 365 days',
  bookingStartRange: 'The rental starts today or within the next three days',
  bookingEndMin: 'The minimum rental is 7 days',
  bookingPaymentDateRange: 'Payment date: 7 to 365 days from the start of the rental',
  bookingPartialRequired: 'A rental longer than 365 days is paid in parts',
  invoiceDays: 'Number of days: 7 to 365',
};

/** Every message id the contracts package can hand the cabinet, with its texts. */
export const contractMessagesRu: Record<string, string> = { ...errorMessagesRu, ...ruleMessagesRu };
export const contractMessagesEn: Record<string, string> = { ...errorMessagesEn, ...ruleMessagesEn };
