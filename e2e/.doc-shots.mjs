// scratch (documents engineer): screenshots of the documents screens; deleted after use
import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:5183';
const [, , phone = '79990000013', lang = 'ru', width = '375', ...paths] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const ctx = await browser.newContext({ viewport: { width: Number(width), height: 900 } });
const page = await ctx.newPage();
page.on('console', (m) => { if (m.type() === 'error') console.log('console:', m.text()); });
const res = await page.request.post(base + '/api/v1/auth', { data: { phone, password: 'Demo12345' } });
const { token } = await res.json();
await page.addInitScript(([t, p, l]) => {
  localStorage.setItem('user', JSON.stringify({ token: t }));
  localStorage.setItem('userPhone', JSON.stringify(p));
  localStorage.setItem('language', JSON.stringify(l));
}, [token, phone, lang]);
for (const p of paths) {
  await page.goto(base + p);
  await page.waitForTimeout(2500);
  const name = `/tmp/docshots/${p.replace(/[^a-z0-9]+/gi, '_')}-${lang}-${width}.png`;
  await page.screenshot({ path: name, fullPage: true });
  console.log(name);
}
await browser.close();
