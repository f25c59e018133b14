// What accepting a proposal does to the pacts (docs/contracts.md "A proposal's way to agreement"): each interaction
// marked `[proposal: <id>]` leaves the proposals' pact; one marked with that id alone arrives in the agreed pact of
// its provider under the same description (the text before the marker), one marked with other ids too stays a
// proposal of those. When the agreed pact already holds a twin of that description and state (the spec-only answer
// of the same request), the accepted interaction replaces it: its consumer test is to be deleted.
import fs from 'node:fs';
import path from 'node:path';
import { interactionKey } from './drift.ts';

interface Interaction {
  description: string;
  providerStates?: unknown;
}
interface Pact {
  consumer: { name: string };
  provider: { name: string };
  interactions: Interaction[];
}

export interface Move {
  provider: string;
  /** the description in the proposals' pact */
  from: string;
  /** the description it gets: in the agreed pact (`agreed`), or in the proposals' pact with the other ids */
  to: string;
  agreed: boolean;
  /** the agreed twin it replaces (same description and state), if any */
  replaces?: string;
}

const MARK = /^(.*) \[proposal: ([^\]]+)\]$/;

export function plannedMoves(dir: string, id: string): Move[] {
  const pacts = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as Pact);
  const agreedKeys = new Set(
    pacts
      .filter((p) => p.consumer.name === 'storage-cabinet')
      .flatMap((p) => p.interactions.map((i) => `${p.provider.name} ${interactionKey(i)}`)),
  );
  const moves: Move[] = [];
  for (const pact of pacts.filter((p) => p.consumer.name === 'storage-cabinet-proposals'))
    for (const i of pact.interactions) {
      const m = MARK.exec(i.description);
      if (!m) continue;
      const ids = m[2]!.split(',').map((x) => x.trim());
      if (!ids.includes(id)) continue;
      const rest = ids.filter((x) => x !== id);
      const to = rest.length ? `${m[1]} [proposal: ${rest.join(', ')}]` : m[1]!;
      const twin = `${pact.provider.name} ${interactionKey({ ...i, description: to })}`;
      moves.push({
        provider: pact.provider.name,
        from: i.description,
        to,
        agreed: !rest.length,
        ...(agreedKeys.has(twin) ? { replaces: to } : {}),
      });
    }
  return moves;
}

/** expectations.ts with the id added to `acceptedProposals`. */
export function withAccepted(source: string, id: string): string {
  const re = /export const acceptedProposals: readonly string\[\] = \[([^\]]*)\];/;
  const m = re.exec(source);
  if (!m) throw new Error('expectations.ts: no `export const acceptedProposals: readonly string[] = [...]`');
  const ids = m[1]!
    .split(',')
    .map((x) => x.trim().replace(/^'|'$/g, ''))
    .filter(Boolean);
  if (ids.includes(id)) throw new Error(`${id} is accepted already`);
  return source.replace(re, `export const acceptedProposals: readonly string[] = [${[...ids, id].map((x) => `'${x}'`).join(', ')}];`);
}
