import crypto from 'node:crypto';
import type { Sandbox } from '../context.ts';

// The files ('cloud storage') are read through time-limited signed links, as a storage provider's pre-signed URLs:
// `/files/...?expires=<unix seconds>&sig=<HMAC-SHA256 of the path and the expiry>`, signed with a secret of this
// sandbox (SANDBOX_FILES_SECRET, else one made per database and kept in its meta table). A link is valid for at
// least `fileLinkMinutes` and at most twice that: its expiry is rounded up to the window, so a list answered twice
// within a window carries the same links (no needless re-renders, the kept copy stays the same).

function secret(sb: Sandbox): string {
  if (process.env.SANDBOX_FILES_SECRET) return process.env.SANDBOX_FILES_SECRET;
  const row = sb.db.prepare("SELECT value FROM meta WHERE key = 'files_secret'").get() as { value: string } | undefined;
  if (row) return row.value;
  const value = crypto.randomBytes(32).toString('base64url');
  sb.db.prepare("INSERT INTO meta (key, value) VALUES ('files_secret', ?)").run(value);
  return value;
}

const signature = (sb: Sandbox, path: string, expires: number) =>
  crypto.createHmac('sha256', secret(sb)).update(`${path}\n${expires}`).digest('base64url');

/** The signed link of a stored file's path, valid from now for `fileLinkMinutes` at least. */
export function signFileLink(sb: Sandbox, path: string): string {
  const window = sb.config.fileLinkMinutes * 60;
  const expires = (Math.floor(sb.clock.nowMs() / 1000 / window) + 2) * window;
  return `${path}?expires=${expires}&sig=${signature(sb, path, expires)}`;
}

/** `ok`, `expired` (a right signature past its expiry) or `invalid` (no signature, a forged or altered one). */
export function checkFileLink(sb: Sandbox, url: URL): 'ok' | 'expired' | 'invalid' {
  const expires = url.searchParams.get('expires') ?? '';
  const sig = url.searchParams.get('sig') ?? '';
  if (!/^\d{1,12}$/.test(expires) || !sig) return 'invalid';
  const expected = Buffer.from(signature(sb, url.pathname, Number(expires)));
  const given = Buffer.from(sig);
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return 'invalid';
  return Number(expires) * 1000 > sb.clock.nowMs() ? 'ok' : 'expired';
}
