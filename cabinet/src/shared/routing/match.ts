import { parse } from 'regexparam';

const patterns = new Map<string, { keys: string[]; pattern: RegExp }>();

/**
 * The parameters of `path` under a route pattern (wouter's syntax, parsed by the parser wouter itself uses), or
 * null when it does not match: for code outside the router (the entry, a link's intent).
 */
export function regexparamMatch(pattern: string, path: string): Record<string, string | undefined> | null {
  let parsed = patterns.get(pattern);
  if (!parsed) {
    parsed = parse(pattern);
    patterns.set(pattern, parsed);
  }
  const found = parsed.pattern.exec(path);
  if (!found) return null;
  return Object.fromEntries(
    parsed.keys.map((key, i) => [key, found[i + 1] === undefined ? undefined : decodeURIComponent(found[i + 1] ?? '')]),
  );
}
