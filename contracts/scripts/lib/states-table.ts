// The provider states of the agreed pacts as a markdown table: each state, the params its interactions pass (the
// example values), the values the requests take from its answer (`fromProviderState` expressions) and how many
// interactions of which provider need it. docs/contracts.md holds the table between its markers; the coverage test
// fails when it is not what the committed pacts say (`npm run pact:states` rewrites it).
import fs from 'node:fs';
import path from 'node:path';

interface Interaction {
  providerStates?: Array<{ name: string; params?: Record<string, unknown> }>;
  request: { generators?: Record<string, Record<string, { type?: string; expression?: string }>> };
}
interface Pact {
  consumer: { name: string };
  provider: { name: string };
  interactions: Interaction[];
}

export const START = '<!-- agreed-states:start (npm run pact:states) -->';
export const END = '<!-- agreed-states:end -->';

/** The table of the states of the agreed pacts (consumer `storage-cabinet`) in `dir`. */
export function agreedStatesTable(dir: string): string {
  const rows = new Map<string, { params: Map<string, Set<string>>; answers: Set<string>; count: Map<string, number> }>();
  const pacts = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as Pact)
    .filter((p) => p.consumer.name === 'storage-cabinet');
  for (const pact of pacts)
    for (const i of pact.interactions) {
      const answers = Object.values(i.request.generators ?? {})
        .flatMap((g) => Object.values(g))
        .filter((g) => g.type === 'ProviderState' && g.expression)
        .flatMap((g) => [...g.expression!.matchAll(/\$\{(\w+)\}/g)].map((m) => m[1]!));
      for (const st of i.providerStates ?? []) {
        const row = rows.get(st.name) ?? { params: new Map(), answers: new Set(), count: new Map() };
        for (const [k, v] of Object.entries(st.params ?? {})) {
          const values = row.params.get(k) ?? new Set<string>();
          values.add(JSON.stringify(v));
          row.params.set(k, values);
        }
        answers.forEach((a) => row.answers.add(a));
        row.count.set(pact.provider.name, (row.count.get(pact.provider.name) ?? 0) + 1);
        rows.set(st.name, row);
      }
    }
  const cell = (text: string) => text.replace(/\|/g, '\\|');
  const lines = [
    '| State | Params (example values) | The requests take from its answer | Interactions |',
    '| --- | --- | --- | --- |',
    ...[...rows.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([name, row]) => {
        const params = [...row.params.entries()]
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([k, values]) => `\`${k}\` ${[...values].sort().join(' / ')}`)
          .join(', ');
        const answers = [...row.answers]
          .sort()
          .map((a) => `\`${a}\``)
          .join(', ');
        const count = [...row.count.entries()].map(([p, n]) => `${p} ${n}`).join(', ');
        return `| \`${cell(name)}\` | ${cell(params) || 'none'} | ${answers || 'none'} | ${count} |`;
      }),
  ];
  return lines.join('\n');
}

/** The docs' text with the table between the markers replaced. */
export function withStatesTable(docs: string, table: string): string {
  const start = docs.indexOf(START);
  const end = docs.indexOf(END);
  if (start < 0 || end < start) throw new Error(`docs/contracts.md lacks the markers ${START} ... ${END}`);
  return `${docs.slice(0, start + START.length)}\n\n${table}\n\n${docs.slice(end)}`;
}
