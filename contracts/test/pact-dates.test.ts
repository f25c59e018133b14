// No pact holds a date the provider would have to reproduce: a request's dates come from a generator (a Pact date
// generator relative to the verifier's clock, or a provider-state value relative to the provider's), and a
// response's dates are matched by their format, so any day's dates verify (docs/contracts.md "Dates and ids").
import { literalDates, loadPactFiles, type PactInteraction } from './pact/coverage.ts';

const files = loadPactFiles();

const interaction = (over: Partial<PactInteraction['request']>, response: Partial<PactInteraction['response']> = {}): PactInteraction => ({
  description: 'x',
  request: { method: 'POST', path: '/api/x', ...over },
  response: { status: 200, ...response },
});
const regex = { combine: 'AND', matchers: [{ match: 'regex', regex: '^\\d{2}\\.\\d{2}\\.\\d{4}$' }] };

describe('literalDates', () => {
  it('finds a date in a request body, query or path that no generator replaces', () => {
    const found = literalDates(
      interaction({ path: '/api/x/2026-03-02', query: { from: ['01.03.2026'] }, body: { content: { a: { birthday: '01.01.1985' } } } }),
    );
    expect(found).toEqual(['request body $.a.birthday = 01.01.1985', 'request query from', 'request path /api/x/2026-03-02']);
  });

  it('lets a generated request date pass (a date generator or a provider-state value)', () => {
    const i = interaction({
      body: { content: { birthday: '01.01.1985', order_date: '03.03.2026' } },
      generators: {
        body: { '$.birthday': { type: 'Date', format: 'dd.MM.yyyy', expression: '-35 years' }, '$.order_date': { type: 'ProviderState' } },
      },
    });
    expect(literalDates(i)).toEqual([]);
  });

  it('finds a response date matched only by equality or by its parent, and lets one with a matcher of its own pass', () => {
    const i = interaction(
      {},
      {
        body: { content: { list: [{ begin: '01.02.2026', end: '2026-03-02T09:00:00Z', paid: '20.03.2026' }] } },
        matchingRules: {
          body: {
            '$.list': { combine: 'AND', matchers: [{ match: 'type', min: 1 }] },
            '$.list[*].begin': regex,
            '$.list[*].paid': { combine: 'AND', matchers: [{ match: 'equality' }] },
          },
        },
      },
    );
    expect(literalDates(i)).toEqual(['response body $.list.0.end = 2026-03-02T09:00:00Z', 'response body $.list.0.paid = 20.03.2026']);
  });

  it("reads an arrayContaining's variants: each element with its variant's rules", () => {
    const i = interaction(
      {},
      {
        body: { content: { list: [{ begin: '01.02.2026' }, { begin: '02.02.2026', end: '03.02.2026' }] } },
        matchingRules: {
          body: {
            '$.list': {
              combine: 'AND',
              matchers: [
                {
                  match: 'arrayContains',
                  variants: [
                    { index: 0, rules: { '$.begin': regex } },
                    { index: 1, rules: { '$.begin': regex } },
                  ],
                },
              ],
            },
          },
        },
      },
    );
    expect(literalDates(i)).toEqual(['response body $.list.1.end = 03.02.2026']);
  });
});

describe('the pact files: no literal date', () => {
  it.each(Object.keys(files))('%s: every date of a request is generated, every date of an answer matched by its format', (file) => {
    const literal = files[file]!.interactions.flatMap((i) => literalDates(i).map((d) => `${i.description}: ${d}`));
    expect(literal).toEqual([]);
  });
});
