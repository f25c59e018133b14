/**
 * @jest-environment node
 */
import { splitByUse, stringsOf } from '../../../vite/messageUse.ts';

// The production build sends each Russian text with the code that names its id (vite/messages.ts). A text must
// never be missing where its screen renders: every way a file can name an id counts, and an id no file names
// stays in the entry's catalogue.

const ids = [
  'app.title',
  'app.language.ru',
  'app.language.en',
  'orders.list.title',
  'orders.list.empty',
  'orders.cargo.error1',
  'orders.cargo.error2',
  'orders.view.title',
  'fieldRequired',
  'uikit.close',
];

function split(files: Record<string, string>) {
  const { parts, partsOf, unused } = splitByUse(ids, Object.keys(files), (f) => files[f] ?? '');
  const idsOf = (file: string) => (partsOf.get(file) ?? []).flatMap((n) => parts[n] ?? []).sort();
  return { idsOf, unused, parts };
}

describe('given the source files of the build', () => {
  it('should send an id with every file that names it as a string, a key or a JSX attribute', () => {
    const { idsOf } = split({
      'a.tsx': 'export const A = () => <p title={intl.formatMessage({ id: \'orders.list.title\' })} aria-label="uikit.close" />;',
      'b.ts': "export const rules = { required: 'fieldRequired' };",
      'c.ts': "const m = { 'orders.list.title': 1 };",
    });
    expect(idsOf('a.tsx')).toEqual(['orders.list.title', 'uikit.close']);
    expect(idsOf('b.ts')).toEqual(['fieldRequired']);
    expect(idsOf('c.ts')).toEqual(['orders.list.title']);
  });

  it('should send every id a template head or a string ending in a dot starts', () => {
    const { idsOf } = split({
      'list.tsx': 'const t = (id: string) => intl.formatMessage({ id: `orders.list.${id}` });',
      'cargo.ts': 'export const id = (code: number) => `orders.cargo.error${code}`;',
      'lang.tsx': "const prefix = 'app.language.'; const label = (l: string) => prefix + l;",
    });
    expect(idsOf('list.tsx')).toEqual(['orders.list.empty', 'orders.list.title']);
    expect(idsOf('cargo.ts')).toEqual(['orders.cargo.error1', 'orders.cargo.error2']);
    expect(idsOf('lang.tsx')).toEqual(['app.language.en', 'app.language.ru']);
  });

  it('should not take a word that an id merely starts with, or a comment', () => {
    const { idsOf, unused } = split({
      'x.ts': "// orders.view.title is the page's title\nexport const feature = 'orders'; const s = 'app.titles';",
    });
    expect(idsOf('x.ts')).toEqual([]);
    expect(unused).toContain('orders.view.title');
    expect(unused).toContain('app.title');
  });

  it('should keep an id no file names in the entry, and put the ids of the same files in one part', () => {
    const { parts, unused } = split({
      'a.ts': "['orders.list.title', 'orders.list.empty', 'uikit.close']",
      'b.ts': "['uikit.close']",
    });
    expect(parts.map((p) => [...p].sort())).toEqual([['orders.list.empty', 'orders.list.title'], ['uikit.close']]);
    expect(unused.sort()).toEqual([
      'app.language.en',
      'app.language.ru',
      'app.title',
      'fieldRequired',
      'orders.cargo.error1',
      'orders.cargo.error2',
      'orders.view.title',
    ]);
  });

  it('should read strings inside templates and JSX, not text around them', () => {
    expect(stringsOf("const a = `x${f('orders.view.title')}y`; const b = <b>don't</b>; const c = 'uikit.close';", true)).toEqual({
      strings: ['orders.view.title', 'uikit.close'],
      heads: ['x'],
    });
  });
});
