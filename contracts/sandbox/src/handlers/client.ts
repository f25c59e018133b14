import type { CustomerRow, Sandbox } from '../context.ts';
import {
  legalRequisitesForm,
  normaliseIssuedBy,
  passportForm,
  type ClientLegalRequest,
  type ClientPersonalRequest,
  type LegalRequisitesRequest,
  type PersonalRequisitesRequest,
  type cabinet,
} from '@sb/contracts';
import type { Answer, HandlerGroup } from '../api/handler.ts';
import { withExtras } from '../answer.ts';
import { HttpError } from '../http.ts';
import { applyRule } from '../validate.ts';
import { checkBirthday, checkFio, customerJson, me, saveCustomerJson } from './util.ts';
import { signFileLink } from '../domain/file-links.ts';

type Profile = Answer<typeof cabinet.client>;

export function profile(c: CustomerRow): Profile {
  const d = customerJson(c);
  const legal = c.legal_type === 1;
  const answer: Profile = {
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
  };
  return withExtras(answer, { eds_status: c.eds_status });
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

function savePersonalRequisites(sb: Sandbox, c: CustomerRow, b: PersonalRequisitesRequest): void {
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

function saveLegalRequisites(sb: Sandbox, c: CustomerRow, b: LegalRequisitesRequest): void {
  if (c.legal_type !== 1) throw new HttpError(400, 'the customer is not a legal entity', { errorCode: 'VALIDATION_ERROR' });
  applyRule(legalRequisitesForm, b, 'requisites');
  saveCustomerJson(sb, c, {
    legalRequisites: { inn: b.inn, ogrn: b.ogrn, kpp: b.kpp, account: b.account, bank: b.bank, bik: b.bik, correspond: b.correspond },
  });
}

type Call = { sb: Sandbox; customer: CustomerRow | null };

const getProfile = (ctx: Call) => profile(me(ctx));

const putPersonal = (ctx: Call & { body: ClientPersonalRequest }) => {
  const { sb } = ctx;
  const c = me(ctx);
  if (c.legal_type === 1) throw new HttpError(400, 'the customer is a legal entity', { errorCode: 'VALIDATION_ERROR' });
  const b = ctx.body;
  checkFio(b.fio, 5);
  // a save without a birthday (the field is not on the customer's screen) keeps the stored one
  if (b.birthday !== undefined) checkBirthday(sb, b.birthday);
  sb.db
    .prepare('UPDATE customers SET fio = ?, birthday = ?, email = ? WHERE id = ?')
    .run(b.fio.trim(), b.birthday ?? c.birthday, b.emails[0] ?? null, c.id);
  saveCustomerJson(sb, c, { phones: b.phones, emails: b.emails });
  return { success: true, message: 'profile saved' };
};

const putLegal = (ctx: Call & { body: ClientLegalRequest }) => {
  const { sb } = ctx;
  const c = me(ctx);
  if (c.legal_type !== 1) throw new HttpError(400, 'the customer is not a legal entity', { errorCode: 'VALIDATION_ERROR' });
  const b = ctx.body;
  for (const k of ['name', 'person_basis', 'person_position', 'person_position_genitive'] as const) {
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
      .map((r) => ({ filename: r.filename, file: signFileLink(sb, r.path) })),
  };
}

export const clientHandlers = {
  'cabinet.client': getProfile,
  'cabinet.clientActual': getProfile,
  'cabinet.updateClientPersonal': putPersonal,
  'cabinet.updateClientLegal': putLegal,
  'cabinet.requisitesPersonal': (ctx) => personalRequisites(me(ctx)),
  'cabinet.updateRequisitesPersonal': (ctx) => {
    savePersonalRequisites(ctx.sb, me(ctx), ctx.body);
    return { success: true, message: 'requisites saved' };
  },
  'cabinet.requisitesLegal': (ctx) => legalRequisites(me(ctx)),
  'cabinet.updateRequisitesLegal': (ctx) => {
    saveLegalRequisites(ctx.sb, me(ctx), ctx.body);
    return { success: true, message: 'requisites saved' };
  },
  'cabinet.availableFiles': (ctx) => availableFiles(ctx.sb, me(ctx)),

  'general.client': getProfile,
  'general.clientActual': getProfile,
  'general.updateClientPersonal': putPersonal,
  'general.updateClientLegal': putLegal,
  'general.requisites': (ctx) => {
    const c = me(ctx);
    return c.legal_type === 1 ? legalRequisites(c) : personalRequisites(c);
  },
  'general.updateRequisites': (ctx) => {
    const c = me(ctx);
    if ('inn' in ctx.body) saveLegalRequisites(ctx.sb, c, ctx.body);
    else savePersonalRequisites(ctx.sb, c, ctx.body);
    return { success: true, message: 'requisites saved' };
  },
  'general.availableFiles': (ctx) => availableFiles(ctx.sb, me(ctx)),
} satisfies HandlerGroup;
