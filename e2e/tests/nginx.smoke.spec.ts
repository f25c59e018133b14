import { test, expect } from '@playwright/test';

// The built cabinet behind nginx, as production serves it.
test('should serve the SPA with its fallback and the security headers', async ({ page, request }) => {
  const res = await request.get('/orders/some/deep/link');
  expect(res.status()).toBe(200);
  expect(await res.text()).toContain('<div id="root">');
  const headers = res.headers();
  expect(headers['content-security-policy']).toContain("default-src 'self'");
  expect(headers['content-security-policy']).toContain('frame-ancestors');
  expect(headers['content-security-policy']).not.toMatch(/script-src[^;]*unsafe-inline/);
  expect(headers['strict-transport-security']).toContain('max-age=');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('camera=()');

  await page.goto('/auth');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('should serve hashed assets immutable and compressed', async ({ page, request }) => {
  const scripts: string[] = [];
  page.on('response', (r) => {
    if (r.url().includes('/assets/') && r.url().endsWith('.js')) scripts.push(r.url());
  });
  await page.goto('/auth');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(scripts.length).toBeGreaterThan(0);
  // the entry: a script of a few hundred bytes is sent as it is (nothing to gain), whichever arrives first
  const entry = scripts.find((u) => /\/assets\/index-[^/]*\.js$/.test(u)) ?? scripts[0]!;
  const asset = await request.get(entry, { headers: { 'Accept-Encoding': 'gzip' } });
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(asset.headers()['x-content-type-options']).toBe('nosniff');
  // the page's policies act through the page: not repeated on each of its 30-50 files
  expect(asset.headers()['content-security-policy']).toBeUndefined();
  expect(asset.headers()['content-encoding']).toBe('gzip');
  // a browser that takes brotli gets the build's .br file (Debian's brotli module), smaller than the gzip one
  const br = await request.get(entry, { headers: { 'Accept-Encoding': 'gzip, br' } });
  expect(br.headers()['content-encoding']).toBe('br');
  expect(Number(br.headers()['content-length'])).toBeLessThan(Number(asset.headers()['content-length']));
});

test('should proxy both APIs on the same origin', async ({ request }) => {
  const cabinetApi = await request.post('/api/v1/check-phone', { data: { phone: '79990000001' } });
  expect(cabinetApi.status()).toBe(200);
  expect(await cabinetApi.json()).toMatchObject({ need_sms: expect.any(Boolean) });
  const generalApi = await request.get('/api/places/list');
  expect(generalApi.status()).toBe(200);
});

test('should run the prerendered /auth page under its CSP: the inline guard is allowed, the app takes over', async ({ page }) => {
  const refused: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && /Content Security Policy/i.test(m.text())) refused.push(m.text());
  });
  await page.addInitScript(() => localStorage.setItem('language', JSON.stringify('en')));
  await page.goto('/auth');
  await expect(page.getByRole('heading', { level: 1, name: 'Log in to your cabinet' })).toBeVisible();
  expect(refused).toEqual([]);
});

test('should serve the service worker never cached long and the manifest as a manifest, both allowed by the CSP', async ({ request }) => {
  const sw = await request.get('/sw.js');
  expect(sw.status()).toBe(200);
  expect(sw.headers()['cache-control']).toBe('no-cache');
  expect(sw.headers()['content-type']).toContain('javascript');
  const manifest = await request.get('/manifest.webmanifest');
  expect(manifest.status()).toBe(200);
  expect(manifest.headers()['content-type']).toContain('application/manifest+json');
  expect(await manifest.json()).toMatchObject({ start_url: '/orders', display: 'standalone' });
  const csp = (await request.get('/orders')).headers()['content-security-policy'];
  expect(csp).toContain("worker-src 'self'");
  expect(csp).toContain("manifest-src 'self'");
});

test('should run the first script under the CSP, its hash the one new source of script-src', async ({ page, request }) => {
  const refused: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && /Content Security Policy/i.test(m.text())) refused.push(m.text());
  });
  const csp = (await request.get('/orders')).headers()['content-security-policy'] ?? '';
  const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1]?.split(' ') ?? [];
  // 'self', the first script, the prerendered pages' guard and the payment widgets' hosts
  expect(scriptSrc.filter((s) => s.startsWith("'"))).toEqual([
    "'self'",
    expect.stringMatching(/^'sha256-/),
    expect.stringMatching(/^'sha256-/),
  ]);
  expect(scriptSrc.filter((s) => !s.startsWith("'")).every((s) => s.startsWith('https://'))).toBe(true);
  const res = await request.post('/api/v1/auth', { data: { phone: '79990000001', password: 'Demo12345' } });
  const { token } = (await res.json()) as { token: string };
  await page.addInitScript((t) => localStorage.setItem('user', JSON.stringify({ token: t })), token);
  const lists: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/orders-list')) lists.push(r.url());
  });
  await page.goto('/orders');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => typeof (window as { __sbFirst?: unknown }).__sbFirst)).toBe('function');
  expect(refused).toEqual([]);
  // the first script's two list calls, taken by the app: none asked twice
  await expect.poll(() => lists.length).toBe(2);
});

test('should serve each visitor page prerendered and let it hydrate under the CSP', async ({ page, request }) => {
  const refused: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && /Content Security Policy/i.test(m.text())) refused.push(m.text());
  });
  for (const visitorPage of ['/auth', '/register', '/login-pass', '/support-public']) {
    const html = await (await request.get(visitorPage)).text();
    expect(html, visitorPage).toContain('<div id="root" data-prerendered><');
    expect(html, visitorPage).toContain('<h1');
    await page.goto(visitorPage);
    await expect(page.locator('html'), visitorPage).toHaveAttribute('data-app', '');
  }
  expect(refused).toEqual([]);
});
