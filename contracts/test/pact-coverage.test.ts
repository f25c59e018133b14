// The committed pact files against the endpoint table and the zod response schemas: every key the cabinet can
// read is pinned with a matcher by an interaction of its call, arrays are matched by shape with at least one
// element, every call that sends a token has its 401, every failure a screen turns into a message is pinned,
// and the proposals are marked (docs/contracts.md "To confirm with the backend team").
import fs from 'node:fs';
import path from 'node:path';
import { allEndpoints, codeCatalogue, EXPIRED_TOKEN_PREFIX } from '../src/index.ts';
import {
  calledEndpointIds,
  failureCode,
  interactionsOf,
  listPaths,
  literalFields,
  loadPactFiles,
  loadPacts,
  pinnedKeys,
  providerOf,
  schemaKeys,
  type PactInteraction,
} from './pact/coverage.ts';
import {
  absentKeys,
  acceptedProposals,
  alternativeKeys,
  documentedAnswers,
  handledFailures,
  noAgreed200,
  notYetPinned,
  proposals,
  type Proposal,
  sandboxOnlyCodes,
  specCodes,
  uncalledCodes,
  unprovokedCodes,
} from './pact/expectations.ts';
import { agreedStatesTable, END, START } from '../scripts/lib/states-table.ts';

const pacts = loadPacts();
const files = loadPactFiles();

/** Whether a body has the key at any depth (an element of a list included). */
function hasKey(body: unknown, key: string): boolean {
  if (Array.isArray(body)) return body.some((b) => hasKey(b, key));
  if (!body || typeof body !== 'object') return false;
  return key in body || Object.values(body).some((v) => hasKey(v, key));
}
const byId = new Map(allEndpoints.map((e) => [e.id, e]));
/** The calls the cabinet makes (its source names them): the only ones the pacts pin. */
const called = calledEndpointIds(allEndpoints.map((e) => e.id)).map((id) => byId.get(id)!);
const notCalled = allEndpoints.filter((e) => !called.includes(e));
const ok = (i: PactInteraction) => i.response.status === 200;

describe('pact coverage: every response key', () => {
  it.each(called.map((e) => [e.id, e] as const))('%s: every key of the answer is pinned with a matcher', (_, endpoint) => {
    const interactions = interactionsOf(endpoint, pacts).filter(ok);
    expect(interactions.length).toBeGreaterThan(0);
    const matched = new Set<string>();
    for (const i of interactions) for (const k of pinnedKeys(endpoint.response, i).matched) matched.add(k);
    const absent = new Set(absentKeys[endpoint.id] ?? []);
    const missing = schemaKeys(endpoint.response).filter((k) => !matched.has(k) && !absent.has(k));
    expect(missing).toEqual([]);
  });

  it.each(called.map((e) => [e.id, e] as const))('%s: arrays are matched by shape with at least one element', (_, endpoint) => {
    const problems = interactionsOf(endpoint, pacts)
      .filter(ok)
      .flatMap((i) => pinnedKeys(endpoint.response, i).arrayProblems.map((p) => `${i.description}: ${p}`));
    expect(problems).toEqual([]);
  });

  // the cabinet's parser refuses a whole list for one bad element (every list of every answer: orders, documents,
  // invoices, warehouses, their managers, boxes, cargo services, ...): a list matched with `arrayContaining` (one
  // element like each kind) has a twin, same request and state, that matches it element by element (`eachLike`)
  it.each(called.map((e) => [e.id, e] as const))(
    '%s: a list matched one element like each kind is also matched element by element, same request and state',
    (_, endpoint) => {
      const all = interactionsOf(endpoint, pacts).filter(ok);
      const same = (a: PactInteraction, b: PactInteraction) =>
        a.request.path === b.request.path &&
        JSON.stringify(a.request.query ?? {}) === JSON.stringify(b.request.query ?? {}) &&
        JSON.stringify((a.providerStates ?? []).map((st) => st.name)) === JSON.stringify((b.providerStates ?? []).map((st) => st.name));
      const contains = (i: PactInteraction) => listPaths(i.response.matchingRules?.body, 'arrayContains');
      const eachLikes = (i: PactInteraction) => listPaths(i.response.matchingRules?.body, 'eachLike');
      const unchecked = all.flatMap((i) =>
        contains(i)
          .filter((p) => !all.some((j) => same(i, j) && eachLikes(j).includes(p)))
          .map((p) => `${i.description}: ${p}`),
      );
      expect(unchecked).toEqual([]);
    },
  );

  it('lists no absent key that the schema does not have', () => {
    const unknown = Object.entries(absentKeys).flatMap(([id, keys]) => {
      const endpoint = byId.get(id);
      if (!endpoint) return [`${id}: no such endpoint`];
      const known = new Set(schemaKeys(endpoint.response));
      return keys.filter((k) => !known.has(k)).map((k) => `${id}: ${k}`);
    });
    expect(unknown).toEqual([]);
  });
});

describe('pact coverage: only the calls the cabinet makes', () => {
  it('pins no call the cabinet never makes (it would hold that provider deploy for no consumer)', () => {
    const pinned = notCalled.filter((e) => interactionsOf(e, pacts).length > 0).map((e) => `${e.id}: ${interactionsOf(e, pacts).length}`);
    expect(pinned).toEqual([]);
  });

  it("carries no private key in any pact (the server-only lock command is not the cabinet's)", () => {
    const keyed = Object.entries(files).flatMap(([f, p]) =>
      p.interactions
        .filter((i) => Object.keys(i.request.headers ?? {}).some((h) => h.toLowerCase() === 'x-sb-private-key'))
        .map((i) => `${f}: ${i.description}`),
    );
    expect(keyed).toEqual([]);
  });
});

describe('pact coverage: failures', () => {
  const tokenCalls = called.filter((e) => e.auth);

  it.each(tokenCalls.map((e) => [e.id, e] as const))('%s: a 401 is pinned for the call that sends a token', (_, endpoint) => {
    expect(interactionsOf(endpoint, pacts).some((i) => i.response.status === 401)).toBe(true);
  });

  const failures = Object.entries(handledFailures).flatMap(([id, list]) => list.map((f) => [id, f.status, f.code ?? '-', f] as const));
  it.each(failures)('%s: the %s %s failure is pinned', (id, status, _code, failure) => {
    const endpoint = byId.get(id);
    expect(endpoint).toBeDefined();
    const pinned = interactionsOf(endpoint!, pacts).filter((i) => i.response.status === status && failureCode(i) === failure.code);
    expect(pinned.map((i) => i.description)).not.toEqual([]);
  });

  it('pins, in the agreed pacts, the expired-token message under a status other than 401 (the client refreshes on it)', () => {
    const agreed = Object.values(files).filter((p) => p.consumer.name === 'storage-cabinet');
    const pinned = agreed
      .flatMap((p) => p.interactions)
      .filter((i) => i.response.status !== 401 && i.response.status !== 200)
      .filter((i) => {
        const message = (i.response.body?.content as { message?: unknown } | undefined)?.message;
        return typeof message === 'string' && message.toLowerCase().startsWith(EXPIRED_TOKEN_PREFIX);
      })
      .filter((i) => (i.providerStates ?? []).some((s) => s.name === 'the session token has expired (reported in the message)'));
    expect(pinned.map((i) => i.description)).not.toEqual([]);
  });

  it('pins every code of the error catalogue in some interaction', () => {
    const all = Object.values(pacts).flatMap((p) => p.interactions);
    const carried = new Set(all.flatMap((i) => [failureCode(i), String(i.response.status)].filter(Boolean)));
    const exempt = new Set([
      ...unprovokedCodes,
      ...Object.keys(notYetPinned),
      ...Object.keys(sandboxOnlyCodes),
      ...Object.keys(uncalledCodes),
    ]);
    expect(Object.keys(codeCatalogue).filter((code) => !carried.has(code) && !exempt.has(code))).toEqual([]);
    expect(Object.keys(notYetPinned).filter((code) => carried.has(code))).toEqual([]);
    expect(Object.keys(sandboxOnlyCodes).filter((code) => carried.has(code))).toEqual([]);
    expect(Object.keys(uncalledCodes).filter((code) => carried.has(code))).toEqual([]);
  });

  it('leaves a catalogue code unpinned only with a written reason', () => {
    const unexplained = Object.entries({ ...notYetPinned, ...sandboxOnlyCodes, ...uncalledCodes })
      .filter(([code, why]) => !(code in codeCatalogue) || why.trim().length < 20)
      .map(([code]) => code);
    expect(unexplained).toEqual([]);
  });
});

describe('pact coverage: loose where the cabinet is loose', () => {
  const all = Object.values(pacts).flatMap((p) => p.interactions);

  it('carries no literal success or message in any answer', () => {
    const literals = all.flatMap((i) => literalFields(i, ['success', 'message']).map((f) => `${i.description}: ${f}`));
    expect(literals).toEqual([]);
  });

  it('sends the token header through a matcher filled from the provider state', () => {
    const literal = all
      .filter((i) => i.request.headers?.['X-SB-API-KEY'])
      .filter((i) => {
        const generator = i.request.generators?.header?.['X-SB-API-KEY'] as { type?: string } | undefined;
        return generator?.type !== 'ProviderState';
      })
      .map((i) => i.description);
    expect(literal).toEqual([]);
  });
});

/** The interactions a proposal covers (its calls, statuses and body key, its agreed exceptions aside). */
function concernedBy(proposal: Proposal): PactInteraction[] {
  return proposal.endpoints.flatMap((eid) => {
    const endpoint = byId.get(eid);
    if (!endpoint) throw new Error(`${proposal.id}: no endpoint ${eid}`);
    return interactionsOf(endpoint, pacts).filter((i) => {
      if (proposal.statuses && !proposal.statuses.includes(i.response.status)) return false;
      if (proposal.except?.includes(i.description)) return false;
      if (!proposal.bodyKey) return true;
      return [i.request.body?.content, i.response.body?.content].some((b) => hasKey(b, proposal.bodyKey!));
    });
  });
}
const markedWith = (id: string) => (i: PactInteraction) => new RegExp(`\\[proposal: [^\\]]*\\b${id}\\b`).test(i.description);
/** The agreed interactions an accepted proposal brought in (their keys and codes are agreed now). */
const acceptedInteractions = new Set(
  proposals.filter((p) => acceptedProposals.includes(p.id)).flatMap((p) => concernedBy(p).map((i) => i.description)),
);

describe('pact coverage: proposals', () => {
  const docs = fs.readFileSync(path.resolve(__dirname, '../../docs/contracts.md'), 'utf8');
  const section = (title: RegExp) => docs.split(/^## /m).find((s) => title.test(s)) ?? '';
  const confirmSection = section(/^To confirm with the backend team/);
  const acceptedSection = section(/^Accepted proposals/);
  const open = proposals.filter((p) => !acceptedProposals.includes(p.id));
  const accepted = proposals.filter((p) => acceptedProposals.includes(p.id));

  it.each(open.map((p) => [p.id, p] as const))('%s: listed in docs/contracts.md and marked in its interactions', (_id, proposal) => {
    expect(confirmSection).toContain(`**${proposal.title}**`);
    const concerned = concernedBy(proposal);
    expect(concerned.length).toBeGreaterThan(0);
    expect(concerned.filter((i) => !markedWith(proposal.id)(i)).map((i) => i.description)).toEqual([]);
  });

  // the move: an accepted proposal's interactions left the proposals' pact for the agreed one, same description
  it("keeps every accepted proposal's interactions in the agreed pact under the same description, none left marked", () => {
    const agreedDescriptions = new Set(
      Object.values(files)
        .filter((p) => p.consumer.name === 'storage-cabinet')
        .flatMap((p) => p.interactions.map((i) => i.description)),
    );
    const problems = accepted.flatMap((proposal) => [
      ...(acceptedSection.includes(`**${proposal.title}**`) ? [] : [`${proposal.id}: not under "Accepted proposals" in the docs`]),
      ...(confirmSection.includes(`**${proposal.title}**`) ? [`${proposal.id}: still under "To confirm" in the docs`] : []),
      ...Object.values(files).flatMap((p) =>
        p.interactions.filter(markedWith(proposal.id)).map((i) => `${proposal.id}: still marked: ${i.description}`),
      ),
      ...(concernedBy(proposal).some((i) => agreedDescriptions.has(i.description))
        ? []
        : [`${proposal.id}: no interaction in the agreed pacts`]),
    ]);
    expect(problems).toEqual([]);
  });

  it('accepts only proposals it knows', () => {
    expect(acceptedProposals.filter((id) => !proposals.some((p) => p.id === id))).toEqual([]);
  });
});

describe('pact coverage: the agreed pacts and the proposals apart', () => {
  const agreed = Object.entries(files).filter(([, p]) => p.consumer.name === 'storage-cabinet');
  const proposed = Object.entries(files).filter(([, p]) => p.consumer.name === 'storage-cabinet-proposals');

  it('writes an agreed pact and a proposals pact for each provider, and nothing else', () => {
    expect(Object.keys(files).sort()).toEqual([
      'storage-cabinet-cabinet-api.json',
      'storage-cabinet-general-api.json',
      'storage-cabinet-proposals-cabinet-api.json',
      'storage-cabinet-proposals-general-api.json',
    ]);
  });

  it('keeps every interaction marked as a proposal out of the agreed pacts, and only those in the proposals', () => {
    const marked = (i: PactInteraction) => /\[proposal: [^\]]+\]$/.test(i.description);
    expect(agreed.flatMap(([f, p]) => p.interactions.filter(marked).map((i) => `${f}: ${i.description}`))).toEqual([]);
    expect(proposed.flatMap(([f, p]) => p.interactions.filter((i) => !marked(i)).map((i) => `${f}: ${i.description}`))).toEqual([]);
  });

  it('pins in an agreed 200 no answer key that the spec does not document (the others are proposals)', () => {
    const keysOf = (v: unknown, prefix: string, out: string[]): string[] => {
      if (Array.isArray(v)) v.forEach((el) => keysOf(el, `${prefix}[]`, out));
      else if (v && typeof v === 'object')
        for (const [k, child] of Object.entries(v)) {
          const p = prefix ? `${prefix}.${k}` : k;
          out.push(p);
          keysOf(child, p, out);
        }
      return out;
    };
    const undocumented = agreed.flatMap(([f, p]) =>
      p.interactions
        .filter((i) => i.response.status === 200 && !acceptedInteractions.has(i.description))
        .flatMap((i) => {
          const endpoint = allEndpoints.find(
            (e) => providerOf(e) === p.provider.name && interactionsOf(e, { [p.provider.name]: p }).includes(i),
          );
          const documented = documentedAnswers[endpoint?.id ?? ''] ?? [];
          const known = (k: string) => documented.some((d) => d === k || (d.endsWith('.*') && k.startsWith(d.slice(0, -1))));
          return keysOf(i.response.body?.content, '', [])
            .filter((k) => !known(k))
            .map((k) => `${f}: ${i.description}: ${k}`);
        }),
    );
    expect(undocumented).toEqual([]);
  });

  // the agreed pact is the gate: a documented field a screen reads, pinned only by a proposal, could be renamed by a
  // provider that stays green (`BuUuid`, `paymentHash`, ...); so each one is carried by an agreed 200 of its call
  it.each(called.filter((e) => !(e.id in noAgreed200)).map((e) => [e.id, e] as const))(
    '%s: every documented key the cabinet reads is pinned by an agreed 200, not only by a proposal',
    (id, endpoint) => {
      const agreedByProvider = Object.fromEntries(agreed.map(([, p]) => [p.provider.name, p]));
      const documented = documentedAnswers[id] ?? [];
      const isDocumented = (k: string) =>
        documented.some((d) => d === k || (d.endsWith('.*') && k.replace(/\{\}/g, '.x').startsWith(d.slice(0, -1))));
      const absent = new Set([...(absentKeys[id] ?? []), ...(alternativeKeys[id] ?? [])]);
      const matched = new Set<string>();
      for (const i of interactionsOf(endpoint, agreedByProvider).filter(ok))
        for (const k of pinnedKeys(endpoint.response, i).matched) matched.add(k);
      const onlyProposed = schemaKeys(endpoint.response).filter((k) => isDocumented(k) && !absent.has(k) && !matched.has(k));
      expect(onlyProposed).toEqual([]);
    },
  );

  it('answers every call with a 200 in the agreed pacts, but the calls whose every answer is a proposal (with why)', () => {
    const agreedByProvider = Object.fromEntries(agreed.map(([, p]) => [p.provider.name, p]));
    const without = called
      .filter((e) => !interactionsOf(e, agreedByProvider).some((i) => i.response.status === 200))
      .map((e) => e.id)
      .sort();
    expect(without).toEqual(Object.keys(noAgreed200).sort());
    expect(Object.entries(noAgreed200).filter(([, why]) => why.trim().length < 20)).toEqual([]);
  });

  it('pins in the agreed pacts no failure code that spec 2 section 8 does not document', () => {
    const invented = agreed.flatMap(([f, p]) =>
      p.interactions
        .filter((i) => i.response.status !== 200 && failureCode(i) !== undefined && !specCodes.includes(failureCode(i)!))
        .filter((i) => !acceptedInteractions.has(i.description))
        .map((i) => `${f}: ${i.description} (${failureCode(i)})`),
    );
    expect(invented).toEqual([]);
  });
});

describe('pact coverage: dates and ids from the provider state', () => {
  const all = Object.values(files).flatMap((p) => p.interactions);
  const DATE = /\d{2}\.\d{2}\.\d{4}|\d{4}-\d{2}-\d{2}/;
  // a request's dates and an answer's: contracts/test/pact-dates.test.ts

  it('names no date in a state but `now` (the clock a provider may fix, or ignore)', () => {
    const dated = all.flatMap((i) =>
      (i.providerStates ?? []).flatMap((s) =>
        Object.entries(s.params ?? {})
          .filter(([k, v]) => k !== 'now' && typeof v === 'string' && DATE.test(v))
          .map(([k]) => `${i.description}: ${s.name} ${k}`),
      ),
    );
    expect(dated).toEqual([]);
  });

  it('takes every id a state creates from the state: orders, boxes, invoices and agreements in a request', () => {
    // the ids of the demo world in a request of a state that creates them (a 401's state creates none: the
    // provider refuses the token before it reads an id)
    const ID = /^(10\d\d|2001|INV-1\d{3}-\d+|D-1\d{3}|A-101|B-201)$/;
    // an invoice number a state made, inside a text the cabinet composes (a payment's description)
    const IN_TEXT = /\bINV-1\d{3}-\d+\b/;
    const literal: string[] = [];
    for (const i of all.filter((x) => x.response.status !== 401)) {
      const generated = new Set(Object.keys(i.request.generators?.body ?? {}).map((k) => k.replace(/^\$\.?/, '')));
      const walk = (v: unknown, key: string) => {
        if (Array.isArray(v)) v.forEach((el, n) => walk(el, `${key}[${n}]`));
        else if (v && typeof v === 'object') for (const [k, child] of Object.entries(v)) walk(child, key ? `${key}.${k}` : k);
        else if ((typeof v === 'string' || typeof v === 'number') && (ID.test(String(v)) || IN_TEXT.test(String(v))) && !generated.has(key))
          literal.push(`${i.description}: ${key} = ${v}`);
      };
      walk(i.request.body?.content, '');
      for (const [k, v] of Object.entries(i.request.query ?? {}))
        if (!['page', 'limit'].includes(k) && [v].flat().some((x) => ID.test(String(x))) && !i.request.generators?.query?.[k])
          literal.push(`${i.description}: query ${k}`);
      if (/\/(10\d\d|2001|A-101|B-201)(\/|$)/.test(i.request.path) && !i.request.generators?.path) literal.push(`${i.description}: path`);
    }
    expect(literal).toEqual([]);
  });
});

describe('pact coverage: the states a provider implements', () => {
  // prettier aligns the table; compare its cells
  const cells = (table: string) =>
    table
      .split('\n')
      .filter((l) => l.trim().startsWith('|') && !/^\|[\s|-]+\|$/.test(l.trim()))
      .map((l) => l.trim().replace(/\s*\|\s*/g, '|'));

  it('lists in docs/contracts.md every state of the agreed pacts with its params and answers (npm run pact:states)', () => {
    const docs = fs.readFileSync(path.resolve(__dirname, '../../docs/contracts.md'), 'utf8');
    const inDocs = docs.slice(docs.indexOf(START) + START.length, docs.indexOf(END));
    expect(cells(inDocs)).toEqual(cells(agreedStatesTable(path.resolve(__dirname, '../pacts'))));
  });
});
