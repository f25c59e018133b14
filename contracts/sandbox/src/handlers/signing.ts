import type { CustomerRow, Sandbox } from '../context.ts';
import type { HandlerGroup } from '../api/handler.ts';
import { HttpError } from '../http.ts';
import type { AgreementRow, OrderRow } from '../domain/rows.ts';
import { orderOf } from '../domain/queries.ts';
import { writeAgreementFiles } from '../domain/commands.ts';
import { nowIso } from '../domain/time.ts';
import { SMS_REFUSAL_META, sendSmsCode } from '../sms.ts';
import { me } from './util.ts';

// The customer's electronic signature (EDS): creating it, its status, and signing a document with an SMS code.

function edsStatus(sb: Sandbox, c: CustomerRow): string {
  const row = sb.db.prepare('SELECT eds_status FROM customers WHERE id = ?').get(c.id) as { eds_status: string };
  return row.eds_status;
}

/** The document a signing of an order signs: its unsigned contract, else its unsigned act. */
function toSign(sb: Sandbox, o: OrderRow): AgreementRow | undefined {
  return sb.db
    .prepare(
      "SELECT * FROM agreements WHERE order_id = ? AND status = 'new' ORDER BY CASE kind WHEN 'contract' THEN 0 ELSE 1 END, id DESC LIMIT 1",
    )
    .get(o.id) as AgreementRow | undefined;
}

interface SigningRow {
  id: number;
  code: string;
  attempts_left: number;
  expires_at: string;
  agreement_id: number;
}

function refusesWithOk(sb: Sandbox): boolean {
  return (sb.db.prepare('SELECT value FROM meta WHERE key = ?').get(SMS_REFUSAL_META) as { value: string } | undefined)?.value === '1';
}

function smsError(status: number, message: string, errorCode: string | undefined, attemptsLeft: number, invalid: boolean): HttpError {
  return new HttpError(status, message, {
    ...(errorCode ? { errorCode } : {}),
    // a wrong code spends an attempt even though the call is refused
    keepWrites: true,
    extra: { attemptsLeftSms: attemptsLeft, isSmsConfirmBlocked: attemptsLeft <= 0, isSmsCodeInvalid: invalid },
  });
}

export function signAgreement(sb: Sandbox, a: AgreementRow): void {
  const now = nowIso(sb);
  const ready = new Date(sb.clock.nowMs() + sb.config.filesDelaySeconds * 1000).toISOString();
  sb.db
    .prepare("UPDATE agreements SET status = 'active', need_change = 0, signed_at = ?, files_ready_at = ? WHERE id = ?")
    .run(now, ready, a.id);
  writeAgreementFiles(sb, { ...a, status: 'active', signed_at: now, files_ready_at: ready }, true);
  if (a.kind !== 'contract') return;
  const o = sb.db.prepare('SELECT * FROM orders WHERE id = ?').get(a.order_id) as unknown as OrderRow;
  if (['reserved', 'rezerved', 'pre-signed'].includes(o.state)) {
    const unpaidFirst = sb.db.prepare("SELECT id FROM invoices WHERE order_id = ? AND kind = 'first' AND status_id != 3").get(o.id);
    const state = unpaidFirst || !o.paid_until ? 'not-active' : 'active';
    sb.db.prepare('UPDATE orders SET state = ?, reserved_until = NULL, updated_at = ? WHERE id = ?').run(state, now, o.id);
  }
}

export const signingHandlers = {
  'cabinet.signatureCreate': (ctx) => {
    const { sb } = ctx;
    const c = me(ctx);
    const status = edsStatus(sb, c);
    if (status === 'blocked' || status === 'revoked') throw new HttpError(400, 'signature unavailable', { errorCode: 'ERR_BAD_REQUEST' });
    if (status !== 'not-exists' && status !== 'initialization-err')
      throw new HttpError(400, 'signature already exists', { errorCode: 'ERR_BAD_REQUEST' });
    sb.db
      .prepare("UPDATE customers SET eds_status = 'partner-initialization-start', eds_started_at = ?, eds_fixed = 0 WHERE id = ?")
      .run(nowIso(sb), c.id);
    return { success: true, status: 'partner-initialization-start' };
  },

  'cabinet.signatureStatus': (ctx) => ({ status: edsStatus(ctx.sb, me(ctx)) }),

  'cabinet.startSigning': (ctx) => {
    const { sb } = ctx;
    const c = me(ctx);
    const o = orderOf(sb, c, ctx.body.order_id);
    if (edsStatus(sb, c) !== 'available')
      throw new HttpError(400, 'could not create the signing: the signature is not available', { errorCode: 'EDS_NOT_AVAILABLE' });
    const a = toSign(sb, o);
    if (!a) throw new HttpError(400, 'could not create the signing: nothing to sign', { errorCode: 'NOTHING_TO_SIGN' });
    if (a.sign_system === 'no')
      throw new HttpError(400, 'could not create the signing: a manager concludes this contract', { errorCode: 'MANUAL_SIGNING' });
    sb.db.prepare('UPDATE signing_sessions SET done = 1 WHERE customer_id = ? AND done = 0').run(c.id);
    const code = sendSmsCode(sb, c.phone, 'signing');
    const expires = new Date(sb.clock.nowMs() + sb.config.smsTtlMinutes * 60_000).toISOString();
    sb.db
      .prepare(
        'INSERT INTO signing_sessions (customer_id, order_number, agreement_id, code, attempts_left, expires_at, created_at) VALUES (?,?,?,?,?,?,?)',
      )
      .run(c.id, o.number, a.id, code, sb.config.signingAttempts, expires, nowIso(sb));
    return { success: true, attemptsLeftSms: sb.config.signingAttempts };
  },

  'cabinet.approveSms': (ctx) => {
    const { sb } = ctx;
    const c = me(ctx);
    const o = orderOf(sb, c, ctx.body.order_id);
    const s = sb.db
      .prepare('SELECT * FROM signing_sessions WHERE customer_id = ? AND order_number = ? AND done = 0 ORDER BY id DESC LIMIT 1')
      .get(c.id, o.number) as SigningRow | undefined;
    // a code that is not 6 digits is invalid without spending an attempt
    if (!/^\d{6}$/.test(ctx.body.code)) throw smsError(400, 'invalid code entered', undefined, s?.attempts_left ?? 0, true);
    if (!s) throw smsError(400, 'could not confirm the SMS signing: start signing first', undefined, 0, true);
    if (s.attempts_left <= 0) throw smsError(400, '', 'NOPAPERPARTNER.10240', 0, true);
    // spec 2 section 8: 409 is the expired SMS code (no attempt spent, the code itself not judged)
    if (Date.parse(s.expires_at) <= sb.clock.nowMs())
      throw new HttpError(409, 'code expired, request a new one', {
        code: 409,
        keepWrites: true,
        extra: { attemptsLeftSms: s.attempts_left, isSmsConfirmBlocked: false, isSmsCodeInvalid: false },
      });
    if (s.code !== ctx.body.code) {
      const left = s.attempts_left - 1;
      sb.db.prepare('UPDATE signing_sessions SET attempts_left = ? WHERE id = ?').run(left, s.id);
      // a signing service that refuses the code in a 200 (spec 2 section 7: the answer has the counters): the
      // provider state `signing of an order was started` with `refusedWithOk` switches the sandbox to it
      if (refusesWithOk(sb)) return { attemptsLeftSms: Math.max(0, left), isSmsConfirmBlocked: left <= 0, isSmsCodeInvalid: true };
      if (left <= 0) throw smsError(400, '', 'NOPAPERPARTNER.10240', 0, true);
      throw smsError(400, '', 'CONFIRMOPERATION.00007', left, true);
    }
    sb.db.prepare('UPDATE signing_sessions SET done = 1 WHERE id = ?').run(s.id);
    const a = sb.db.prepare('SELECT * FROM agreements WHERE id = ?').get(s.agreement_id) as unknown as AgreementRow;
    signAgreement(sb, a);
    return { success: true, attemptsLeftSms: s.attempts_left, isSmsConfirmBlocked: false, isSmsCodeInvalid: false, status: 'signed' };
  },
} satisfies HandlerGroup;
