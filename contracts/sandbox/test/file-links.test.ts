// The files ('cloud storage') are served only through time-limited signed links, as a storage
// provider's pre-signed URLs: the link an API answer carries works for its owner's browser (no session needed, as
// a plain link), a bare path, a forged or altered signature is refused, and the link expires.
import assert from 'node:assert/strict';
import { afterEach, beforeEach, test } from 'node:test';
import { call, startSandbox, type Running } from './helpers.ts';

const IND = 'demo-token-individual';
const LEGAL = 'demo-token-legal';
let s: Running;
beforeEach(async () => {
  s = await startSandbox();
});
afterEach(async () => s.close());

const advanceMinutes = (m: number) => call(s.url, 'POST', '/__sandbox/clock', { body: { advanceMs: m * 60_000 } });

async function signedLink(): Promise<string> {
  const files = (await call(s.url, 'GET', '/api/v1/client/available/files', { token: IND })).body.files as Array<{ file: string }>;
  assert.ok(files.length > 0);
  return files[0]!.file;
}

test('the link an answer carries opens the file; the bare path, a forged or altered signature do not', async () => {
  const link = await signedLink();
  assert.match(link, /^\/files\/contracts\/[^?]+\.html\?expires=\d+&sig=[\w-]{20,}$/);
  const ok = await fetch(`${s.url}${link}`, { headers: { Accept: 'text/html' } });
  assert.equal(ok.status, 200);
  assert.match(await ok.text(), /Договор|Акт/);
  const download = await fetch(`${s.url}${link}&download`);
  assert.equal(download.status, 200);
  assert.match(download.headers.get('content-disposition') ?? '', /^attachment;/);

  const bare = link.split('?')[0]!;
  const [, expires, sig] = /expires=(\d+)&sig=([\w-]+)/.exec(link)!;
  const refused = [
    bare,
    `${bare}?download`,
    `${bare}?expires=${expires}&sig=${sig!.slice(0, -2)}xx`,
    `${bare}?expires=${Number(expires) + 3600}&sig=${sig}`,
    `${bare.replace(/\.html$/, '-signed.html')}?expires=${expires}&sig=${sig}`,
  ];
  for (const url of refused) {
    const r = await fetch(`${s.url}${url}`);
    assert.equal(r.status, 403, url);
    assert.doesNotMatch(await r.text(), /Иванов/, url);
  }
});

test('a link expires: 15 minutes at least, then 410 with a page that says to open it again from the cabinet', async () => {
  const link = await signedLink();
  await advanceMinutes(15);
  assert.equal((await fetch(`${s.url}${link}`)).status, 200, 'still valid after 15 minutes');
  await advanceMinutes(16);
  // a browser reads a page that says where to get a fresh link; a program, the error shape
  const expired = await fetch(`${s.url}${link}`, { headers: { Accept: 'text/html,application/xhtml+xml' } });
  assert.equal(expired.status, 410);
  assert.match(expired.headers.get('content-type') ?? '', /text\/html/);
  assert.match(await expired.text(), /в личном кабинете заново/);
  const asJson = await call(s.url, 'GET', link);
  assert.equal(asJson.status, 410);
  assert.equal(asJson.body.error_code, 'FILE_LINK_EXPIRED');
  // the answer after the wait carries a fresh link
  assert.equal((await fetch(`${s.url}${await signedLink()}`)).status, 200);
});

test("another customer's session cannot read a link of the owner, and the documents' links are signed too", async () => {
  const link = await signedLink();
  assert.equal((await fetch(`${s.url}${link}`, { headers: { 'X-SB-API-KEY': LEGAL } })).status, 404);
  const docs = (await call(s.url, 'GET', '/api/v1/orders/active-docs', { token: IND })).body.documents as Array<{
    agreement_signed: string | null;
    agreement_generated: string | null;
  }>;
  const links = docs.flatMap((d) => [d.agreement_signed, d.agreement_generated]).filter((l): l is string => Boolean(l));
  assert.ok(links.length > 0);
  for (const l of links) {
    assert.match(l, /\?expires=\d+&sig=/, l);
    assert.equal((await fetch(`${s.url}${l}`)).status, 200, l);
  }
});
