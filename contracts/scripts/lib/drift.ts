// Compares two folders of pact files the way a reviewer would: interaction by interaction, whatever their order
// and key order, ignoring the generator's metadata (library versions). Used by `pact-consumer.mjs --check`.
import fs from 'node:fs';
import path from 'node:path';

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };
type Interaction = { description: string; providerStates?: Json; [k: string]: Json | undefined };
interface Pact {
  consumer: { name: string };
  provider: { name: string };
  interactions: Interaction[];
  metadata?: Json;
}

/** JSON with every object's keys sorted, so that key order never counts. */
export function canonical(value: unknown): string {
  const sort = (v: unknown): unknown =>
    Array.isArray(v)
      ? v.map(sort)
      : v && typeof v === 'object'
        ? Object.fromEntries(
            Object.keys(v)
              .sort()
              .map((k) => [k, sort((v as Record<string, unknown>)[k])]),
          )
        : v;
  return JSON.stringify(sort(value));
}

/** An interaction's identity: its description and provider states (what the broker keys it by). */
export function interactionKey(i: { description: string; providerStates?: unknown }): string {
  return `${i.description} | given ${canonical(i.providerStates ?? [])}`;
}

function readPacts(dir: string): Map<string, Pact> {
  const out = new Map<string, Pact>();
  if (!fs.existsSync(dir)) return out;
  for (const f of fs
    .readdirSync(dir)
    .filter((x) => x.endsWith('.json'))
    .sort()) {
    out.set(f, JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as Pact);
  }
  return out;
}

/** The differences between the committed pacts and freshly generated ones; empty when they agree. */
export function comparePactDirs(committedDir: string, generatedDir: string): string[] {
  const committed = readPacts(committedDir);
  const generated = readPacts(generatedDir);
  const diffs: string[] = [];
  for (const f of new Set([...committed.keys(), ...generated.keys()])) {
    const a = committed.get(f);
    const b = generated.get(f);
    if (!a) {
      diffs.push(`${f}: new pact file, not committed`);
      continue;
    }
    if (!b) {
      diffs.push(`${f}: committed, but the consumer tests no longer write it`);
      continue;
    }
    const head = (p: Pact) => canonical({ consumer: p.consumer, provider: p.provider });
    if (head(a) !== head(b)) diffs.push(`${f}: consumer or provider name differs`);
    const index = (p: Pact) => new Map(p.interactions.map((i) => [interactionKey(i), canonical(i)]));
    const ia = index(a);
    const ib = index(b);
    for (const [k, v] of ib) {
      if (!ia.has(k)) diffs.push(`${f}: added interaction "${k}"`);
      else if (ia.get(k) !== v) diffs.push(`${f}: changed interaction "${k}"`);
    }
    for (const k of ia.keys()) if (!ib.has(k)) diffs.push(`${f}: removed interaction "${k}"`);
  }
  return diffs;
}

/** The consumer name of the cabinet's proposals (docs/contracts.md "Proposals: the second pact"). */
export const PROPOSALS_CONSUMER = 'storage-cabinet-proposals';

/** An interaction the cabinet proposes (`<text> [proposal: <id>]`), which the spec does not document. */
export const isProposal = (i: { description: string }): boolean => /\[proposal: [^\]]+\]$/.test(i.description);

/**
 * Merges the parts the consumer test files wrote (`<dir>/.parts/<file>/<pact>.json`) into `<dir>/<pact>.json`,
 * interactions sorted by their key; the same interaction written by two files is an error. Interactions marked
 * `[proposal: ...]` go to `storage-cabinet-proposals-<provider>.json` (consumer `storage-cabinet-proposals`). Removes
 * the parts.
 */
export function mergeParts(dir: string): string[] {
  const partsDir = path.join(dir, '.parts');
  const merged = new Map<string, Pact>();
  const seen = new Map<string, string>();
  const errors: string[] = [];
  for (const part of fs.existsSync(partsDir) ? fs.readdirSync(partsDir).sort() : []) {
    for (const [file, pact] of readPacts(path.join(partsDir, part))) {
      const into = merged.get(file) ?? { ...pact, interactions: [] };
      for (const i of pact.interactions) {
        const key = `${file}: ${interactionKey(i)}`;
        if (seen.has(key)) errors.push(`${key} is written by ${seen.get(key)} and ${part}`);
        seen.set(key, part);
        into.interactions.push(i);
      }
      merged.set(file, into);
    }
  }
  // the proposals travel apart, as a consumer of their own: the agreed pact is a gate, the proposals work in progress
  for (const [file, pact] of [...merged]) {
    const proposed = pact.interactions.filter((i) => isProposal(i));
    if (!proposed.length || pact.consumer.name === PROPOSALS_CONSUMER) continue;
    pact.interactions = pact.interactions.filter((i) => !isProposal(i));
    const name = `${PROPOSALS_CONSUMER}-${pact.provider.name}.json`;
    const into = merged.get(name) ?? { ...pact, consumer: { name: PROPOSALS_CONSUMER }, interactions: [] };
    into.interactions.push(...proposed);
    merged.set(name, into);
    if (!pact.interactions.length) merged.delete(file);
  }
  for (const [file, pact] of merged) {
    pact.interactions.sort((a, b) => (interactionKey(a) < interactionKey(b) ? -1 : 1));
    fs.writeFileSync(path.join(dir, file), `${JSON.stringify(pact, null, 2)}\n`);
  }
  fs.rmSync(partsDir, { recursive: true, force: true });
  return errors;
}
