import fs from 'node:fs';
import path from 'node:path';
import { codeCatalogue, messageForFacts, type ErrorContext } from '../../src/index.ts';
import { cabinetTexts } from './cabinetTexts.ts';

// ---------------------------------------------------------------------------------------------------------------
// Every error code the sandbox can answer reaches the customer as words in both languages. The codes are read from
// the sandbox's source (not listed here), so a code someone adds to the sandbox later fails this test until the
// catalogue maps it to a message id and the cabinet's catalogues have that id's texts.
// ---------------------------------------------------------------------------------------------------------------

const SANDBOX_SRC = path.resolve(__dirname, '../../sandbox/src');
/** Answered only to the pact verification's provider-state calls, never to a customer. */
const SANDBOX_TOOLING = new Set(['states.ts']);

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(full);
    return e.name.endsWith('.ts') ? [full] : [];
  });
}

/** The text of every call `name(...)` (balanced parentheses; quotes and template literals skipped). */
function callsOf(source: string, name: string): string[] {
  const calls: string[] = [];
  let from = 0;
  for (;;) {
    const at = source.indexOf(name, from);
    if (at < 0) return calls;
    let depth = 0;
    let i = at + name.length - 1;
    let quote: string | null = null;
    for (; i < source.length; i++) {
      const ch = source[i]!;
      if (quote) {
        if (ch === '\\') i++;
        else if (ch === quote) quote = null;
        continue;
      }
      if (ch === "'" || ch === '"' || ch === '`') quote = ch;
      else if (ch === '(') depth++;
      else if (ch === ')' && --depth === 0) break;
    }
    calls.push(source.slice(at, i + 1));
    from = i + 1;
  }
}

interface Found {
  code: string;
  file: string;
}

/**
 * What a failure of the sandbox puts in the body's `error_code` / `code` (the client reads `error_code ?? code`):
 * every `errorCode: '...'` / `error_code: '...'` literal; the `code:` of an HttpError that has no errorCode; provider codes
 * (`CONFIRMOPERATION.00007`) wherever they are written.
 */
function sandboxCodes(): Found[] {
  const found: Found[] = [];
  for (const file of sourceFiles(SANDBOX_SRC)) {
    const source = fs.readFileSync(file, 'utf8');
    const rel = path.relative(SANDBOX_SRC, file);
    if (SANDBOX_TOOLING.has(rel)) continue;
    for (const m of source.matchAll(/(?:errorCode|error_code):\s*'([^']+)'/g)) found.push({ code: m[1]!, file: rel });
    for (const call of callsOf(source, 'new HttpError(')) {
      if (/errorCode/.test(call)) continue;
      const m = /\bcode:\s*(\d+|'[^']+')/.exec(call);
      if (m) found.push({ code: m[1]!.replace(/'/g, ''), file: rel });
    }
    for (const m of source.matchAll(/'([A-Z][A-Z0-9]+\.\d{3,})'/g)) found.push({ code: m[1]!, file: rel });
  }
  return found;
}

const codes = sandboxCodes();
const unique = [...new Map(codes.map((c) => [c.code, c])).values()];
const contexts: ErrorContext[] = ['general', 'login', 'legacyLogin', 'sms', 'signing', 'cargo', 'passwordGeneration'];

describe('error codes the sandbox answers', () => {
  it('should find the codes in the sandbox source', () => {
    // a scan that finds nothing would pass vacuously
    expect(unique.map((c) => c.code)).toEqual(expect.arrayContaining(['CELL_NOT_FREE', 'INVOICE_PAID', '605', 'CONFIRMOPERATION.00007']));
  });

  it.each(unique.filter((c) => !/^\d+$/.test(c.code)).map((c) => [c.code, c.file]))(
    'should have ru and en words for %s (answered in %s) on every screen',
    (code) => {
      for (const context of contexts) {
        const { id } = messageForFacts({ status: 400, code }, context);
        expect([code, context, id]).not.toEqual([code, context, 'errors.unknownCode']);
        expect([code, context, id]).not.toEqual([code, context, 'errors.unexpected']);
        for (const language of ['ru', 'en'] as const) {
          expect([language, id, cabinetTexts[language][id]]).toEqual([language, id, expect.stringMatching(/\S/)]);
          expect(cabinetTexts[language][id]).not.toContain(code);
        }
      }
    },
  );

  it.each(unique.filter((c) => /^\d+$/.test(c.code)).map((c) => [c.code, c.file]))(
    'should know the numeric code %s (answered in %s) with ru and en words',
    (code) => {
      const table = codeCatalogue[code];
      expect(table).toBeDefined();
      for (const id of Object.values(table ?? {})) {
        expect([id, cabinetTexts.ru[id]]).toEqual([id, expect.stringMatching(/\S/)]);
        expect([id, cabinetTexts.en[id]]).toEqual([id, expect.stringMatching(/\S/)]);
      }
    },
  );
});
