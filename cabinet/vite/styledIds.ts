import crypto from 'node:crypto';
import path from 'node:path';
import { parseAst, type Plugin } from 'vite';

type Node = { type: string; start: number; end: number; [key: string]: unknown };

/** The identifier a styled constructor chain starts from (`styled` of styled.div, styled(X), styled.div.attrs(...)). */
function chainRoot(tag: Node): Node | undefined {
  let node: Node | undefined = tag;
  while (node) {
    if (node.type === 'Identifier') return node;
    if (node.type === 'MemberExpression') node = node.object as Node;
    else if (node.type === 'CallExpression') node = node.callee as Node;
    else return undefined;
  }
  return undefined;
}

function walk(node: unknown, visit: (n: Node) => void): void {
  if (Array.isArray(node)) for (const child of node) walk(child, visit);
  else if (node && typeof node === 'object' && typeof (node as Node).type === 'string') {
    visit(node as Node);
    for (const value of Object.values(node)) if (value && typeof value === 'object') walk(value, visit);
  }
}

/**
 * Each styled component of our sources gets a component id from its file and its place in it, as
 * babel-plugin-styled-components does: without one, styled-components numbers components in the order their
 * modules run, which differs between the build-time render of a visitor page (vite/prerender.ts) and the split
 * client bundle, so the class names would not match and the page could not be hydrated.
 */
export function styledIds({ rootDir }: { rootDir: string }): Plugin {
  return {
    name: 'sb-styled-ids',
    enforce: 'post',
    transform(code, id) {
      const source = id.split('?', 1)[0] ?? id;
      if (source.includes('/node_modules/') || !/\.[cm]?[jt]sx?$/.test(source) || !code.includes('styled-components')) return null;
      const file = path.relative(rootDir, source).split(path.sep).join('/');
      if (file.startsWith('..')) return null;
      const ast = parseAst(code) as unknown as Node;
      const locals = new Set<string>();
      for (const statement of ast.body as Node[]) {
        if (statement.type !== 'ImportDeclaration' || (statement.source as { value: string }).value !== 'styled-components') continue;
        for (const spec of statement.specifiers as Node[]) {
          if (
            spec.type === 'ImportDefaultSpecifier' ||
            (spec.type === 'ImportSpecifier' && (spec.imported as { name: string }).name === 'styled')
          )
            locals.add((spec.local as { name: string }).name);
        }
      }
      if (!locals.size) return null;
      const ends: number[] = [];
      walk(ast, (node) => {
        if (node.type !== 'TaggedTemplateExpression') return;
        const tag = node.tag as Node;
        const root = chainRoot(tag);
        if (root && root !== tag && locals.has(root.name as string)) ends.push(tag.end);
      });
      if (!ends.length) return null;
      const prefix = `sb${crypto.createHash('sha1').update(file).digest('base64url').replace(/[-_]/g, '').slice(0, 6)}`;
      ends.sort((a, b) => a - b);
      let out = '';
      let from = 0;
      ends.forEach((end, i) => {
        out += `${code.slice(from, end)}.withConfig({componentId:"${prefix}-${i}"})`;
        from = end;
      });
      return { code: out + code.slice(from), map: null };
    },
  };
}
