import type { CustomerRow, Handler, Sandbox } from '../context.ts';
import { HttpError } from '../http.ts';
import { legalRequisitesForm, normaliseIssuedBy, passportForm } from '@sb/contracts';
import { applyRule } from '../validate.ts';
import { checkBirthday, checkFio, customerJson, me, saveCustomerJson } from './util.ts';

export function profile(c: CustomerRow): Record<string, unknown> {
  const d = customerJson(c);
  const legal = c.legal_type === 1;
  return {
    main_phone: c.phone,
    phones: Array.isArray(d.phones) ? d.phones : [],
    emails: Array.isArray(d.emails) ? d.emails : c.email ? [c.email] : [],
    legal_type: c.legal_type,
    personal: legal ? null : { fio: c.fio, birthday: c.birthday },
    company: legal ? { name: d.company?.name ?? null, official_name: d.company?.official_name ?? null } : null,
    person_name: legal ? (d.person_name ?? c.fio) : null,
    person_position: legal ? (d.person_position ?? null) : null,
    person_position_genitive: legal ? (d.person_position_genitive ?? null) : null,
    person_basis: legal ? (d.person_basis ?? null) : null,
    eds_status: (c as CustomerRow & { eds_status: string }).eds_status,
  };
}

const emptyPersonal = {
  document_name: null,
  division_code: null,
  document_number: null,
  issued: null,
  issuer: null,
  adress: null,
  fact_address: null,
};
const emptyLegal = { inn: null, ogrn: null, kpp: null, account: null, bank: null, bik: null, correspond: null };

function personalRequisites(c: CustomerRow) {
  return { ...emptyPersonal, ...(customerJson(c).requisites ?? {}) };
}
function legalRequisites(c: CustomerRow) {
  return { ...emptyLegal, ...(customerJson(c).legalRequisites ?? {}) };
}

function savePersonalRequisites(sb: Sandbox, c: CustomerRow, b: Record<string, string>): void {
  const v = applyRule(passportForm(sb.clock.now()), b, 'requisites') as Record<string, string>;
  saveCustomerJson(sb, c, {
    requisites: {
      document_name: v.document_name,
      division_code: v.division_code,
      document_number: v.document_number,
      issued: v.issued,
      issuer: normaliseIssuedBy(String(v.issuer)),
      adress: v.adress,
      fact_address: v.fact_address,
    },
  });
}

function saveLegalRequisites(sb: Sandbox, c: CustomerRow, b: Record<string, string>): void {
  if (c.legal_type !== 1) throw new HttpError(400, 'the customer is not a legal entity', { errorCode: 'VALIDATION_ERROR' });
  applyRule(legalRequisitesForm, b, 'requisites');
  saveCustomerJson(sb, c, {
    legalRequisites: { inn: b.inn, ogrn: b.ogrn, kpp: b.kpp, account: b.account, bank: b.bank, bik: b.bik, correspond: b.correspond },
  });
}

const getProfile: Handler = (ctx) => profile(me(ctx));

const putPersonal: Handler = (ctx) => {
  const { sb } = ctx;
  const c = me(ctx);
  if (c.legal_type === 1) throw new HttpError(400, 'the customer is a legal entity', { errorCode: 'VALIDATION_ERROR' });
  const b = ctx.body as { fio: string; birthday?: string; phones: unknown[]; emails: string[] };
  checkFio(b.fio, 5);
  // a save without a birthday (the field is not on the customer's screen) keeps the stored one
  if (b.birthday !== undefined) checkBirthday(sb, b.birthday);
  sb.db
    .prepare('UPDATE customers SET fio = ?, birthday = ?, email = ? WHERE id = ?')
    .run(b.fio.trim(), b.birthday ?? c.birthday, b.emails[0] ?? null, c.id);
  saveCustomerJson(sb, c, { phones: b.phones, emails: b.emails });
  return { success: true, message: 'profile saved' };
};

const putLegal: Handler = (ctx) => {
  const { sb } = ctx;
  const c = me(ctx);
  if (c.legal_type !== 1) throw new HttpError(400, 'the customer is not a legal entity', { errorCode: 'VALIDATION_ERROR' });
  const b = ctx.body as Record<string, any>;
  for (const k of ['name', 'person_basis', 'person_position', 'person_position_genitive']) {
    if (String(b[k] ?? '').trim().length < 5) throw new HttpError(400, `${k} too short`, { errorCode: 'VALIDATION_ERROR' });
  }
  checkFio(b.person_name, 5);
  const d = customerJson(c);
  sb.db.prepare('UPDATE customers SET fio = ?, email = ? WHERE id = ?').run(b.person_name, b.emails[0] ?? null, c.id);
  saveCustomerJson(sb, c, {
    phones: b.phones,
    emails: b.emails,
    company: { ...(d.company ?? {}), name: b.name },
    person_name: b.person_name,
    person_position: b.person_position,
    person_position_genitive: b.person_position_genitive,
    person_basis: b.person_basis,
  });
  return { success: true, message: 'profile saved' };
};

function availableFiles(sb: Sandbox, c: CustomerRow) {
  const rows = sb.db
    .prepare('SELECT path, filename, ready_at FROM files WHERE customer_id = ? AND available = 1 ORDER BY created_at DESC, path')
    .all(c.id) as Array<{ path: string; filename: string; ready_at: string | null }>;
  return {
    files: rows
      .filter((r) => !r.ready_at || Date.parse(r.ready_at) <= sb.clock.nowMs())
      .map((r) => ({ filename: r.filename, file: r.path })),
  };
}

export const clientHandlers: Record<string, Handler> = {
  'GET /api/v1/client': getProfile,
  'GET /api/v1/client/actual': getProfile,
  'PUT /api/v1/client/personal': putPersonal,
  'PUT /api/v1/client/legal': putLegal,
  'GET /api/v1/client/requisites/peronal': (ctx) => personalRequisites(me(ctx)),
  'PUT /api/v1/client/requisites/peronal': (ctx) => {
    savePersonalRequisites(ctx.sb, me(ctx), ctx.body);
    return { success: true, message: 'requisites saved' };
  },
  'GET /api/v1/client/requisites/legal': (ctx) => legalRequisites(me(ctx)),
  'PUT /api/v1/client/requisites/legal': (ctx) => {
    saveLegalRequisites(ctx.sb, me(ctx), ctx.body);
    return { success: true, message: 'requisites saved' };
  },
  'GET /api/v1/client/available/files': (ctx) => availableFiles(ctx.sb, me(ctx)),

  'GET /api/client': getProfile,
  'GET /api/client/actual': getProfile,
  'PUT /api/client/personal': putPersonal,
  'PUT /api/client/legal': putLegal,
  'GET /api/client/requisites': (ctx) => {
    const c = me(ctx);
    return c.legal_type === 1 ? legalRequisites(c) : personalRequisites(c);
  },
  'PUT /api/client/requisites': (ctx) => {
    const c = me(ctx);
    if ('inn' in (ctx.body ?? {})) saveLegalRequisites(ctx.sb, c, ctx.body);
    else savePersonalRequisites(ctx.sb, c, ctx.body);
    return { success: true, message: 'requisites saved' };
  },
  'GET /api/client/available/files': (ctx) => availableFiles(ctx.sb, me(ctx)),
};
