// What the pact files pin, read back from the files themselves: which keys of an endpoint's response schema
// an interaction carries with a matcher, how its arrays are matched, and which failures it answers. The
// coverage test (contracts/test/pact-coverage.test.ts) holds these against the zod schemas and the endpoint table.
import fs from 'node:fs';
import path from 'node:path';
import type { z } from 'zod/mini';
import { matchPath, type Endpoint } from '../../src/http/endpoint.ts';
import { mayBeEmptyLists } from './expectations.ts';

export interface Matcher {
  match: string;
  min?: number;
  regex?: string;
  variants?: Array<{ index: number; rules: Record<string, RuleSet> }>;
}
export interface RuleSet {
  combine?: string;
  matchers: Matcher[];
}
export interface PactBody {
  content?: unknown;
}
export interface PactInteraction {
  description: string;
  providerStates?: Array<{ name: string; params?: Record<string, unknown> }>;
  request: {
    method: string;
    path: string;
    query?: Record<string, string[]>;
    headers?: Record<string, string[]>;
    body?: PactBody;
    matchingRules?: Record<string, Record<string, RuleSet>>;
    generators?: Record<string, Record<string, unknown>>;
  };
  response: { status: number; body?: PactBody; matchingRules?: { body?: Record<string, RuleSet> } };
}
export interface PactFile {
  consumer: { name: string };
  provider: { name: string };
  interactions: PactInteraction[];
}

export const pactsDir = path.resolve(__dirname, '../../pacts');

export function providerOf(endpoint: Endpoint): 'cabinet-api' | 'general-api' {
  return endpoint.api === 'cabinet' ? 'cabinet-api' : 'general-api';
}

/** Every pact file of the folder by its name (the agreed pacts and the proposals). */
export function loadPactFiles(dir = pactsDir): Record<string, PactFile> {
  const out: Record<string, PactFile> = {};
  for (const f of fs.readdirSync(dir).filter((x) => x.endsWith('.json')))
    out[f] = JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as PactFile;
  return out;
}

/** The interactions of each provider, the agreed pact's and the proposals' together. */
export function loadPacts(dir = pactsDir): Record<string, PactFile> {
  const out: Record<string, PactFile> = {};
  for (const pact of Object.values(loadPactFiles(dir))) {
    const into = out[pact.provider.name];
    if (into) into.interactions = [...into.interactions, ...pact.interactions];
    else out[pact.provider.name] = { ...pact, interactions: [...pact.interactions] };
  }
  return out;
}

/** The interactions of one endpoint: same provider, method and a path its template matches. */
export function interactionsOf(endpoint: Endpoint, pacts: Record<string, PactFile>): PactInteraction[] {
  const pact = pacts[providerOf(endpoint)];
  if (!pact) return [];
  return pact.interactions.filter((i) => i.request.method === endpoint.method && matchPath(endpoint.path, i.request.path) !== null);
}

// --- the keys of a response schema ------------------------------------------------------------------------------

type Def = { type: string; [k: string]: unknown };
const defOf = (s: unknown): Def => (s as { _zod: { def: Def } })._zod.def;

/** Unwraps optional, nullable, default, pipe (the input side: what the provider sends) and the like. */
function unwrap(schema: z.ZodMiniType): z.ZodMiniType {
  let s = schema;
  for (;;) {
    const d = defOf(s);
    if (['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch', 'nonoptional'].includes(d.type))
      s = d.innerType as z.ZodMiniType;
    else if (d.type === 'pipe') s = d.in as z.ZodMiniType;
    else return s;
  }
}

/** Every key path of a schema: `orders[].cell.lock.BuUuid`; `[]` an array element, `{}` any key of a record. */
export function schemaKeys(schema: z.ZodMiniType, prefix = ''): string[] {
  const s = unwrap(schema);
  const d = defOf(s);
  if (d.type === 'object') {
    const shape = d.shape as Record<string, z.ZodMiniType>;
    return Object.entries(shape).flatMap(([k, v]) => {
      const p = prefix ? `${prefix}.${k}` : k;
      return [p, ...schemaKeys(v, p)];
    });
  }
  if (d.type === 'array') return schemaKeys(d.element as z.ZodMiniType, `${prefix}[]`);
  if (d.type === 'record') return schemaKeys(d.valueType as z.ZodMiniType, `${prefix}{}`);
  if (d.type === 'union') return [...new Set((d.options as z.ZodMiniType[]).flatMap((o) => schemaKeys(o, prefix)))];
  if (d.type === 'intersection') return [...schemaKeys(d.left as z.ZodMiniType, prefix), ...schemaKeys(d.right as z.ZodMiniType, prefix)];
  return [];
}

// --- matching rules ----------------------------------------------------------------------------------------------

/** `$.orders[*].cell['x.y']` -> ['orders', '*', 'cell', 'x.y'] */
export function ruleTokens(rulePath: string): string[] {
  const tokens: string[] = [];
  const re = /\.([^.[\]]+)|\[(\*|\d+)\]|\['([^']*)'\]/g;
  const body = rulePath.replace(/^\$/, '');
  let m: RegExpExecArray | null;
  while ((m = re.exec(body))) tokens.push((m[1] ?? m[2] ?? m[3]) as string);
  return tokens;
}

interface Rule {
  tokens: string[];
  matchers: Matcher[];
}

function rulesOf(record: Record<string, RuleSet> | undefined): Rule[] {
  return Object.entries(record ?? {}).map(([p, r]) => ({ tokens: ruleTokens(p), matchers: r.matchers }));
}

const tokenMatches = (ruleToken: string, token: string) => ruleToken === '*' || ruleToken === token;

function exactRules(rules: Rule[], tokens: string[]): Matcher[] {
  return rules
    .filter((r) => r.tokens.length === tokens.length && r.tokens.every((t, i) => tokenMatches(t, tokens[i] as string)))
    .flatMap((r) => r.matchers);
}

/** A matcher applies at a path when a rule names it, or a type rule of an ancestor cascades to it. */
function isMatched(rules: Rule[], tokens: string[]): boolean {
  if (exactRules(rules, tokens).length) return true;
  return rules.some(
    (r) =>
      r.tokens.length < tokens.length &&
      r.tokens.every((t, i) => tokenMatches(t, tokens[i] as string)) &&
      r.matchers.some((m) => m.match === 'type'),
  );
}

/**
 * The list paths of a body's rules matched one way, an `arrayContaining`'s variants looked into (a variant's lists
 * under its list's `[*]`): `$.orders`, `$.orders[*].invoices`, `$.place.managers`. `eachLike` is a type rule with
 * a minimum of one element at least.
 */
export function listPaths(record: Record<string, RuleSet> | undefined, kind: 'arrayContains' | 'eachLike', prefix = '$'): string[] {
  const out: string[] = [];
  for (const [p, r] of Object.entries(record ?? {})) {
    const path = prefix + p.replace(/^\$/, '').replace(/\[\d+\]/g, '[*]');
    for (const m of r.matchers) {
      if (kind === 'eachLike' ? m.match === 'type' && typeof m.min === 'number' : m.match === 'arrayContains') out.push(path);
      for (const v of m.variants ?? []) out.push(...listPaths(v.rules, kind, `${path}[*]`));
    }
  }
  return [...new Set(out)];
}

// --- what one interaction pins -----------------------------------------------------------------------------------

export interface Pinned {
  /** schema key paths carried with a non-null value under a matcher */
  matched: Set<string>;
  /** schema key paths present without a matcher (a literal the provider must echo) */
  literal: Set<string>;
  /** arrays that are empty or may be empty, or whose elements are not matched by shape */
  arrayProblems: string[];
}

/** Walks a response body with its schema and the body's matching rules. */
export function pinnedKeys(schema: z.ZodMiniType, interaction: PactInteraction): Pinned {
  const out: Pinned = { matched: new Set(), literal: new Set(), arrayProblems: [] };
  const rules = rulesOf(interaction.response.matchingRules?.body);
  walk(schema, interaction.response.body?.content, '', [], rules, out);
  return out;
}

function walk(schema: z.ZodMiniType, value: unknown, keyPath: string, tokens: string[], rules: Rule[], out: Pinned): void {
  if (value === null || value === undefined) return;
  const s = unwrap(schema);
  const d = defOf(s);
  if (d.type === 'union') {
    for (const o of d.options as z.ZodMiniType[]) walk(o, value, keyPath, tokens, rules, out);
    return;
  }
  if (d.type === 'object' && typeof value === 'object' && !Array.isArray(value)) {
    for (const [k, v] of Object.entries(d.shape as Record<string, z.ZodMiniType>)) {
      const child = (value as Record<string, unknown>)[k];
      if (child === undefined || child === null) continue;
      const p = keyPath ? `${keyPath}.${k}` : k;
      const t = [...tokens, k];
      walk(v, child, p, t, rules, out);
      // an object is pinned by the matchers of its keys
      const byChildren =
        typeof child === 'object' && [...out.matched].some((m) => m.startsWith(`${p}.`) || m.startsWith(`${p}[`) || m.startsWith(`${p}{`));
      (isMatched(rules, t) || byChildren ? out.matched : out.literal).add(p);
    }
    return;
  }
  if (d.type === 'record' && typeof value === 'object' && !Array.isArray(value)) {
    for (const [k, v] of Object.entries(value as Record<string, unknown>))
      walk(d.valueType as z.ZodMiniType, v, `${keyPath}{}`, [...tokens, k], rules, out);
    return;
  }
  if (d.type === 'array' && Array.isArray(value)) {
    const own = exactRules(rules, tokens);
    const contains = own.find((m) => m.match === 'arrayContains');
    const minLike = own.find((m) => m.match === 'type' && typeof m.min === 'number');
    if (!value.length) out.arrayProblems.push(`${keyPath}: empty array`);
    if (contains) {
      // each variant is matched against some element, with its own rules relative to the element
      for (const variant of contains.variants ?? []) {
        walk(d.element as z.ZodMiniType, value[variant.index], `${keyPath}[]`, [], rulesOf(variant.rules), out);
      }
      return;
    }
    if (!minLike || ((minLike.min ?? 0) < 1 && !(keyPath in mayBeEmptyLists)))
      out.arrayProblems.push(`${keyPath}: not eachLike with at least one element`);
    value.forEach((el, i) => walk(d.element as z.ZodMiniType, el, `${keyPath}[]`, [...tokens, String(i)], rules, out));
  }
}

// --- failures ----------------------------------------------------------------------------------------------------

/** The code a failure carries as the client reads it: `error_code`, else `code`, as a string. */
export function failureCode(interaction: PactInteraction): string | undefined {
  const body = interaction.response.body?.content as Record<string, unknown> | undefined;
  if (!body || typeof body !== 'object') return undefined;
  const code = body.error_code ?? body.code;
  return code === undefined || code === null ? undefined : String(code);
}

/** The literal values of `message` and `success` a response carries (no matcher on them). */
export function literalFields(interaction: PactInteraction, names: string[]): string[] {
  const body = interaction.response.body?.content;
  const rules = rulesOf(interaction.response.matchingRules?.body);
  const found: string[] = [];
  const visit = (v: unknown, tokens: string[]) => {
    if (Array.isArray(v)) v.forEach((el, i) => visit(el, [...tokens, String(i)]));
    else if (v && typeof v === 'object')
      for (const [k, child] of Object.entries(v)) {
        const t = [...tokens, k];
        if (names.includes(k) && (typeof child !== 'object' || child === null) && !isMatched(rules, t)) found.push(t.join('.'));
        visit(child, t);
      }
  };
  visit(body, []);
  return found;
}

// --- literal dates -----------------------------------------------------------------------------------------------

/** A date as the APIs write it (`dd.MM.yyyy`) or ISO-like (`yyyy-MM-dd`, an ISO 8601 instant included). */
export const DATE_LIKE = /\d{2}\.\d{2}\.\d{4}|\d{4}-\d{2}-\d{2}/;

/** The matchers named for exactly this path, looking into the variants of an `arrayContaining` on the way. */
function ownMatchers(rules: Rule[], tokens: string[]): Matcher[] {
  const own = exactRules(rules, tokens);
  for (let n = tokens.length - 1; n >= 1; n--) {
    const index = Number(tokens[n]);
    if (!Number.isInteger(index)) continue;
    for (const m of exactRules(rules, tokens.slice(0, n)))
      for (const v of m.variants ?? []) if (v.index === index) own.push(...ownMatchers(rulesOf(v.rules), tokens.slice(n + 1)));
  }
  return own;
}

/** The keys of a generator category: `$.a.b` -> ['a', 'b']. */
const generatedPaths = (record: Record<string, unknown> | undefined): string[][] => Object.keys(record ?? {}).map(ruleTokens);

/**
 * Every date-like literal the provider would have to reproduce: in a request's path, query or body where no
 * generator (a Pact date generator or a provider-state value) replaces it, and in a response body where no
 * matcher of its own path (a regex, date or datetime matcher, or a type) lets the provider's own date pass.
 */
export function literalDates(interaction: PactInteraction): string[] {
  const found: string[] = [];
  const { request, response } = interaction;
  const reqGenerated = generatedPaths(request.generators?.body);
  const resRules = rulesOf(response.matchingRules?.body);
  const visit = (v: unknown, tokens: string[], literal: (tokens: string[]) => boolean, where: string) => {
    if (Array.isArray(v)) v.forEach((el, i) => visit(el, [...tokens, String(i)], literal, where));
    else if (v && typeof v === 'object') for (const [k, child] of Object.entries(v)) visit(child, [...tokens, k], literal, where);
    else if (typeof v === 'string' && DATE_LIKE.test(v) && literal(tokens)) found.push(`${where} $.${tokens.join('.')} = ${v}`);
  };
  visit(
    request.body?.content,
    [],
    (t) => !reqGenerated.some((g) => g.length === t.length && g.every((x, i) => tokenMatches(x, t[i] as string))),
    'request body',
  );
  for (const [k, values] of Object.entries(request.query ?? {}))
    if ([values].flat().some((x) => DATE_LIKE.test(String(x))) && !request.generators?.query?.[k]) found.push(`request query ${k}`);
  if (DATE_LIKE.test(request.path) && !request.generators?.path) found.push(`request path ${request.path}`);
  visit(
    response.body?.content,
    [],
    (t) => !ownMatchers(resRules, t).some((m) => !['equality', 'include'].includes(m.match)),
    'response body',
  );
  return found;
}

// --- the calls the cabinet makes ---------------------------------------------------------------------------------

const repoRoot = path.resolve(__dirname, '../../..');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(p);
    return /\.tsx?$/.test(e.name) && !/\.(test|stories)\.tsx?$/.test(e.name) ? [p] : [];
  });
}

/**
 * The ids of the endpoints the cabinet calls: every `cabinet.<name>` / `general.<name>` its source (tests and
 * stories aside) names, plus the token refresh the API client makes by itself. The pacts pin these and no other:
 * an interaction of a call no screen makes would hold a provider's deploy for no consumer.
 */
export function calledEndpointIds(known: readonly string[]): string[] {
  const ids = new Set<string>(['cabinet.refreshToken']);
  for (const file of sourceFiles(path.join(repoRoot, 'cabinet/src')))
    for (const m of fs.readFileSync(file, 'utf8').matchAll(/\b(?:cabinet|general)\.[a-zA-Z]+\b/g)) if (known.includes(m[0])) ids.add(m[0]);
  return [...ids].sort();
}
