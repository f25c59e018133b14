import type { CustomerRow, Sandbox } from '../context.ts';
import type { HandlerGroup } from '../api/handler.ts';
import { HttpError } from '../http.ts';
import crypto from 'node:crypto';
import { resendWaitMs, sendSmsCode, verifyCode } from '../sms.ts';
import { limited } from '../limits.ts';
import { nowIso } from '../domain/time.ts';
import { individualStep1Form, legalRegistrationForm } from '@sb/contracts';
import { applyRule } from '../validate.ts';
import { checkPassword, customerJson, findByPhone, issueSession, me, registeredByPhone, saveCustomerJson, storeRequest } from './util.ts';

const notFound = () => new HttpError(404, 'user not found in database', { errorCode: 'USER_NOT_FOUND' });
const already = () => new HttpError(400, 'user already registered', { errorCode: 'USER_ALREADY_REGISTERED' });

/** A customer row for a phone that is registering (kept unregistered until the base data is saved). */
function pendingCustomer(sb: Sandbox, phone: string): CustomerRow {
  const existing = findByPhone(sb, phone);
  if (existing) return existing;
  sb.db
    .prepare(
      "INSERT INTO customers (phone, password, pin, need_sms, legal_type, fio, birthday, registered, eds_status, created_at) VALUES (?, NULL, NULL, 0, 0, NULL, NULL, 0, 'not-exists', ?)",
    )
    .run(phone, nowIso(sb));
  return findByPhone(sb, phone) as CustomerRow;
}

function sessionAnswer(sb: Sandbox, c: CustomerRow): { token: string; need_sms: boolean } {
  const token = issueSession(sb, c.id);
  // the password was right: a login code sent moments ago is still the one to type (no new one, no refusal)
  if (c.need_sms === 1 && resendWaitMs(sb, c.phone, 'login') === null) sendSmsCode(sb, c.phone, 'login');
  return { token, need_sms: c.need_sms === 1 };
}

export const authHandlers = {
  // --- cabinet API ---------------------------------------------------------------------------------------------
  'cabinet.checkPhone': (ctx) => {
    const customer = registeredByPhone(ctx.sb, ctx.body.phone);
    if (!customer) throw notFound();
    return { need_sms: customer.need_sms === 1, name: customer.fio };
  },

  'cabinet.auth': (ctx) => {
    const c = registeredByPhone(ctx.sb, ctx.body.phone);
    if (!c) throw notFound();
    limited(ctx.sb, c.phone, () => {
      if (!c.password || c.password !== ctx.body.password) throw new HttpError(405, 'incorrect password', { code: 405 });
    });
    return sessionAnswer(ctx.sb, c);
  },

  'cabinet.refreshToken': (ctx) => {
    const { sb } = ctx;
    const row = sb.db
      .prepare("SELECT s.*, c.phone FROM sessions s JOIN customers c ON c.id = s.customer_id WHERE s.token = ? AND s.kind = 'session'")
      .get(ctx.body.token) as { token: string; customer_id: number; expires_at: string; phone: string } | undefined;
    // an expired session may be renewed for 90 days (tests move the clock by weeks)
    if (!row || row.phone !== ctx.body.phone || Date.parse(row.expires_at) + 90 * 86_400_000 <= sb.clock.nowMs()) {
      throw new HttpError(401, 'token is invalid', { code: 401 });
    }
    sb.db.prepare('DELETE FROM sessions WHERE token = ?').run(row.token);
    return { success: true, token: issueSession(sb, row.customer_id) };
  },

  'cabinet.retrieveSms': (ctx) => {
    const { sb } = ctx;
    const { action, phone } = ctx.body;
    const c = registeredByPhone(sb, phone);
    if (action === 'register' && c) throw already();
    if (action !== 'register' && !c) throw notFound();
    sendSmsCode(sb, phone, action);
    return { success: true, message: 'otp stored' };
  },

  'cabinet.checkCode': (ctx) => {
    const { sb } = ctx;
    const { phone, code } = ctx.body;
    // the codes of retrieve-sms only: a login code (login-mobile, send-verification-code) opens no registration token
    const purpose = limited(sb, phone, () => verifyCode(sb, phone, code, ['register', 'restore', 'set-password', 'change-password']));
    if (purpose === 'register') {
      if (registeredByPhone(sb, phone)) throw already();
      return { token: issueSession(sb, pendingCustomer(sb, phone).id, 'registration') };
    }
    const c = registeredByPhone(sb, phone);
    if (!c) throw notFound();
    return { token: issueSession(sb, c.id, 'registration') };
  },

  'cabinet.setPassword': (ctx) => {
    const c = me(ctx);
    checkPassword(ctx.body.password);
    ctx.sb.db.prepare('UPDATE customers SET password = ? WHERE id = ?').run(ctx.body.password, c.id);
    // 'the registration token becomes the session' (spec 1 section 4): it now lives and renews as a session
    const used = ctx.headers['x-sb-api-key'];
    if (typeof used === 'string') {
      ctx.sb.db
        .prepare("UPDATE sessions SET kind = 'session', expires_at = ? WHERE token = ? AND kind = 'registration'")
        .run(new Date(ctx.sb.clock.nowMs() + ctx.sb.config.sessionTtlMinutes * 60_000).toISOString(), used);
    }
    return { success: true, message: 'password saved' };
  },

  'cabinet.clientPhysicalBase': (ctx) => {
    const { sb } = ctx;
    const c = me(ctx);
    const b = ctx.body;
    applyRule(individualStep1Form(sb.clock.now()), b, 'base');
    sb.db
      .prepare('UPDATE customers SET fio = ?, birthday = ?, legal_type = 0, registered = 1 WHERE id = ?')
      .run(b.fio.trim(), b.birthdate, c.id);
    saveCustomerJson(sb, c, { consents: { eds: true, privacy: true, at: nowIso(sb) } });
    return { success: true, token: issueSession(sb, c.id) };
  },

  'cabinet.clientLegalBase': (ctx) => {
    const { sb } = ctx;
    const c = me(ctx);
    const b = ctx.body;
    applyRule(legalRegistrationForm, b, 'base');
    sb.db.prepare('UPDATE customers SET fio = ?, legal_type = 1, registered = 1 WHERE id = ?').run(b.person_name, c.id);
    saveCustomerJson(sb, c, {
      company: { name: b.name, official_name: b.official_name },
      person_name: b.person_name,
      person_position: b.person_position,
      // the registration form has no such fields (the contract's body strips them): the defaults until the profile sets them
      person_position_genitive: null,
      person_basis: 'Устава',
      legalRequisites: { ...(customerJson(c).legalRequisites ?? {}), inn: b.inn, ogrn: b.ogrn },
    });
    return { success: true, token: issueSession(sb, c.id) };
  },

  // --- general API -----------------------------------------------------------------------------------------------
  'general.login': (ctx) => {
    const { sb } = ctx;
    const login = String(ctx.body.login).trim().toUpperCase();
    const c = sb.db.prepare('SELECT * FROM customers WHERE upper(legacy_login) = ? AND registered = 1').get(login) as
      CustomerRow | undefined;
    const refuse = () => new HttpError(400, 'incorrect username or password', { errorCode: 'WRONG_CREDENTIALS' });
    if (!c) throw refuse();
    limited(sb, c.phone, () => {
      if (c.password !== ctx.body.password) throw refuse();
    });
    return sessionAnswer(sb, c);
  },

  'general.forgot': (ctx) => {
    const { sb } = ctx;
    const { email, phone } = ctx.body;
    const c = phone
      ? registeredByPhone(sb, phone)
      : (sb.db.prepare('SELECT * FROM customers WHERE lower(email) = lower(?) AND registered = 1').get(email ?? '') as
          CustomerRow | undefined);
    if (!c) throw new HttpError(404, 'account not found', { errorCode: 'USER_NOT_FOUND', code: 404 });
    storeRequest(sb, 'forgot', c.id, 'POST /api/forgot', ctx.body);
    if (phone) sendSmsCode(sb, c.phone, 'restore');
    return { success: true, message: 'registration data sent' };
  },

  'general.makePassword': (ctx) => {
    const { sb } = ctx;
    const { agreement, phone } = ctx.body;
    // the agreement decides the account: unknown agreement -> 404; an agreement of another phone -> 605
    const a = sb.db.prepare('SELECT customer_id FROM agreements WHERE number = ? OR uuid = ?').get(agreement, agreement) as
      { customer_id: number } | undefined;
    if (!a) throw new HttpError(404, 'user not found in the system', { code: 404 });
    const c = registeredByPhone(sb, phone);
    if (!c || c.id !== a.customer_id) throw new HttpError(400, 'wrong agreement number', { code: 605 });
    const password = `Sb${crypto.randomInt(1_000_000, 10_000_000)}x`;
    sb.db.prepare('UPDATE customers SET password = ? WHERE id = ?').run(password, c.id);
    sb.db
      .prepare('INSERT INTO sms_outbox (phone, text, code, purpose, at, expires_at, used) VALUES (?, ?, ?, ?, ?, ?, 1)')
      .run(c.phone, `Ваш пароль для входа: ${password}`, password, 'password', nowIso(sb), nowIso(sb));
    if (sb.config.logSms) console.log(`[sandbox] SMS to +${c.phone}: password ${password}`);
    return { success: true, message: 'registration data sent' };
  },

  'general.loginMobile': (ctx) => {
    const c = registeredByPhone(ctx.sb, ctx.body.phone);
    if (!c) throw notFound();
    sendSmsCode(ctx.sb, c.phone, 'login');
    return { success: true, message: 'otp stored' };
  },

  'general.registerMobile': (ctx) => {
    if (registeredByPhone(ctx.sb, ctx.body.phone)) throw already();
    sendSmsCode(ctx.sb, ctx.body.phone, 'register');
    return { success: true, message: 'otp stored', code: 'NEW_USER_REGISTRATION' };
  },

  'general.sendVerificationCode': (ctx) => {
    const registered = registeredByPhone(ctx.sb, ctx.body.phone);
    sendSmsCode(ctx.sb, ctx.body.phone, registered ? 'login' : 'register');
    return { success: true, message: 'otp stored' };
  },

  'general.verifySmsCode': (ctx) => {
    const { sb } = ctx;
    const { phone, smsCode, isRegistration } = ctx.body;
    if (isRegistration) {
      limited(sb, phone, () => verifyCode(sb, phone, smsCode, ['register']));
      if (registeredByPhone(sb, phone)) throw already();
      return { token: issueSession(sb, pendingCustomer(sb, phone).id, 'registration') };
    }
    const c = registeredByPhone(sb, phone);
    if (!c) throw notFound();
    limited(sb, phone, () => verifyCode(sb, phone, smsCode, ['login', 'restore']));
    return { token: issueSession(sb, c.id), need_sms: false };
  },

  'general.verifyPinCode': (ctx) => {
    const c = registeredByPhone(ctx.sb, ctx.body.phone);
    if (!c) throw notFound();
    limited(ctx.sb, c.phone, () => {
      if (!c.pin || c.pin !== ctx.body.pinCode) throw new HttpError(400, 'wrong PIN', { errorCode: 'WRONG_PIN' });
    });
    return { token: issueSession(ctx.sb, c.id), need_sms: false };
  },
} satisfies HandlerGroup;
