import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect, loginAs } from '../fixtures.ts';
import { expectInCabinet, typeMasked, typePhone } from './auth.helpers.ts';
import { holdUntilReleased } from './hold.helpers.ts';

// Paint before the script: every visitor page is prerendered at build time (cabinet/vite/prerender.ts), in Russian
// with copies for a remembered English and phone, and hydrated by the app (cabinet/src/app/mount.tsx). Run by both
// projects; a stored session gets the app rendered afresh (it redirects).

/** A text of a cabinet catalogue (the auth feature's, or the shared one) in `lang`, by its id. */
function catalogue(lang: 'ru' | 'en', folder = 'features/auth'): (id: string) => string {
  const file = path.resolve(import.meta.dirname, `../../cabinet/src/${folder}/i18n/${lang}.json`);
  const texts = JSON.parse(fs.readFileSync(file, 'utf8')) as { [id: string]: string };
  return (id) => {
    const text = texts[id];
    if (text === undefined) throw new Error(`no ${lang} text ${id}`);
    return text;
  };
}
const ru = catalogue('ru');
const en = catalogue('en');
const sharedRu = catalogue('ru', 'shared');
const sharedEn = catalogue('en', 'shared');
const kitRu = catalogue('ru', '../../ui-kit/src');
const DEMO = '79990000001';
const VISITOR_PAGES = ['/auth', '/login', '/login-with-phone', '/login-pass', '/register', '/restore', '/pass-unknown', '/support-public'];

/** A first visit: nothing stored (the en-1280 project's remembered English taken out). */
async function firstVisit(page: Page) {
  await page.addInitScript(() => localStorage.removeItem('language'));
}

/** The app's entry held back until released: the page is the prerendered HTML alone meanwhile (so open it with
 * `waitUntil: 'commit'`: the page's load waits for the entry). */
function holdEntry(page: Page): Promise<() => void> {
  return holdUntilReleased(page, /\/assets\/index-[^/]*\.js$/);
}

test.describe('given a visitor page without JavaScript', () => {
  test('should have its heading and its form or content in the first HTML', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    for (const visitorPage of VISITOR_PAGES) {
      await page.goto(visitorPage);
      await expect(page.getByRole('heading', { level: 1 }), visitorPage).toHaveText(/\S/);
      await expect(page.locator('#root main'), visitorPage).toContainText(/\S{3}/);
    }
    await page.goto('/auth');
    await expect(page.getByRole('heading', { level: 1, name: ru('auth.phone.title') })).toBeVisible();
    await expect(page.getByRole('textbox', { name: ru('auth.field.phone') })).toBeVisible();
    await expect(page.getByRole('button', { name: ru('auth.phone.submit') })).toBeVisible();
    await context.close();
  });
});

test.describe("given a visitor page's HTML", () => {
  test('should list its code for its first script, the entry first, with no script tag, preload or route table', async ({ request }) => {
    for (const visitorPage of VISITOR_PAGES) {
      const html = await (await request.get(visitorPage)).text();
      const head = html.slice(0, html.indexOf('</head>'));
      const list = /<script type="application\/json" id="sb-code">([^<]*)<\/script>/.exec(head);
      expect(list, visitorPage).not.toBeNull();
      const files = JSON.parse(list?.[1] ?? '[]') as string[];
      expect(files[0], visitorPage).toMatch(/^\/assets\/index-[^/]+\.js$/);
      expect(files.length, visitorPage).toBeGreaterThan(1);
      expect(head, visitorPage).not.toMatch(/<script type="module"|<link rel="modulepreload"/);
      expect(html, visitorPage).not.toContain('id="sb-first"');
    }
  });
});

test.describe('given a first visit to a visitor page', () => {
  test('should render its first frame before asking for its code, then hydrate it', async ({ page }) => {
    await firstVisit(page);
    // the first frame's start (its callbacks run before it is painted; the first script's wait ends after it)
    await page.addInitScript(() => requestAnimationFrame(() => Object.assign(window, { firstFrame: performance.now() })));
    await page.goto('/register');
    await expect(page.locator('html')).toHaveAttribute('data-app', '');
    const { frame, asked } = await page.evaluate(() => ({
      frame: (window as { firstFrame?: number }).firstFrame ?? null,
      asked: performance
        .getEntriesByType('resource')
        .filter((r) => /\/assets\/[^/]+\.js$/.test(r.name))
        .map((r) => r.startTime),
    }));
    expect(frame).not.toBeNull();
    expect(asked.length).toBeGreaterThan(1);
    expect(Math.min(...asked)).toBeGreaterThan(frame!);
  });

  test('should hydrate in a tab opened in the background, which paints no frame', async ({ page }) => {
    await firstVisit(page);
    await page.addInitScript(() => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
      window.requestAnimationFrame = () => 0;
    });
    await page.goto('/login-pass');
    await expect(page.locator('html')).toHaveAttribute('data-app', '');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});

test.describe('given a first visit to /auth', () => {
  test('should load no rule or later step before the visitor turns to the form, and send the phone after', async ({ page }) => {
    await firstVisit(page);
    const scripts: string[] = [];
    page.on('request', (r) => {
      const { pathname } = new URL(r.url());
      if (pathname.endsWith('.js')) scripts.push(pathname);
    });
    // zod (the phone's rule) and the chunk of the ways in after /auth
    const later = (path: string) => /\/assets\/(zod|authScreens)-[^~/]+\.js$/.test(path);
    await page.goto('/auth', { waitUntil: 'networkidle' });
    await expect(page.locator('html')).toHaveAttribute('data-app', '');
    expect(scripts.filter(later)).toEqual([]);
    await typePhone(page, new RegExp(ru('auth.field.phone')), DEMO);
    // the form's intent starts the next step's code, as a link's does
    await expect.poll(() => scripts.some((path) => /\/assets\/authScreens-[^~/]+\.js$/.test(path))).toBe(true);
    await page.getByRole('button', { name: ru('auth.phone.submit') }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('+7 (999) 000-00-01')).toBeVisible();
  });
});

test.describe('given a first visit to a prerendered page', () => {
  test('should keep the phone typed before the app arrived, and the form works once hydrated', async ({ page }) => {
    await firstVisit(page);
    const release = await holdEntry(page);
    await page.goto('/auth', { waitUntil: 'commit' });
    await typePhone(page, new RegExp(ru('auth.field.phone')), DEMO);
    const field = page.getByRole('textbox', { name: ru('auth.field.phone') });
    const typed = await field.elementHandle();
    release();
    await expect(page.locator('html')).toHaveAttribute('data-app', '');
    // hydrated, not replaced: the same element, its text and the focus kept, the mask applied to it
    expect(await typed!.evaluate((el) => el.isConnected)).toBe(true);
    await expect(field).toHaveValue('+7 (999) 000-00-01');
    await expect(field).toBeFocused();
    await page.getByRole('button', { name: ru('auth.phone.submit') }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('+7 (999) 000-00-01')).toBeVisible();
  });

  test('should send the phone typed and sent before the app arrived, once it has', async ({ page }) => {
    await firstVisit(page);
    const release = await holdEntry(page);
    const checked = page.waitForRequest((r) => r.url().endsWith('/api/v1/check-phone'));
    await page.goto('/auth', { waitUntil: 'commit' });
    await typePhone(page, new RegExp(ru('auth.field.phone')), '79995550000');
    await page.getByRole('button', { name: ru('auth.phone.submit') }).click();
    release();
    expect((await checked).postDataJSON()).toEqual({ phone: '79995550000' });
    await expect(page.getByText(sharedRu('errors.userNotFound'))).toBeVisible();
  });

  test('should apply the language chosen before the app arrived', async ({ page }) => {
    await firstVisit(page);
    const release = await holdEntry(page);
    await page.goto('/auth', { waitUntil: 'commit' });
    await page.getByLabel(sharedRu('app.language')).selectOption('en');
    release();
    await expect(page.locator('html')).toHaveAttribute('data-app', '');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en('auth.phone.title'));
    await expect(page.getByLabel(sharedEn('app.language'))).toHaveValue('en');
  });

  test('should open the tab pressed before the app arrived, and log in with the PIN typed into it after', async ({ page }) => {
    await firstVisit(page);
    const release = await holdEntry(page);
    await page.goto('/login-with-phone', { waitUntil: 'commit' });
    await page.getByRole('tab', { name: ru('auth.withPhone.pin') }).click();
    release();
    await expect(page.locator('html')).toHaveAttribute('data-app', '');
    await expect(page.getByRole('tab', { name: ru('auth.withPhone.pin') })).toHaveAttribute('aria-selected', 'true');
    await typePhone(page, new RegExp(ru('auth.field.phone')), DEMO);
    await typeMasked(page, new RegExp(`^${ru('auth.field.pin')}`), '123456');
    await page.getByRole('button', { name: ru('auth.login.submit') }).click();
    await expectInCabinet(page);
  });

  test('should show the password when its button was pressed before the app arrived, once', async ({ page }) => {
    await firstVisit(page);
    const release = await holdEntry(page);
    await page.goto('/login-pass', { waitUntil: 'commit' });
    await page.getByRole('button', { name: kitRu('uikit.password.show') }).click();
    release();
    await expect(page.locator('html')).toHaveAttribute('data-app', '');
    await expect(page.getByLabel(new RegExp(`^${ru('auth.field.password')}`)).and(page.locator('input'))).toHaveAttribute('type', 'text');
  });

  test('should keep what was typed into a react-hook-form page (/register) and send it', async ({ page }) => {
    await firstVisit(page);
    const release = await holdEntry(page);
    await page.goto('/register', { waitUntil: 'commit' });
    await typePhone(page, new RegExp(ru('auth.field.phone')), '79990000077');
    release();
    await expect(page.locator('html')).toHaveAttribute('data-app', '');
    const field = page.getByRole('textbox', { name: ru('auth.field.phone') });
    await expect(field).toHaveValue('+7 (999) 000-00-77');
    await page.getByRole('button', { name: ru('auth.code.send') }).click();
    await expect(page.getByText(new RegExp(ru('auth.code.resendIn').replace(/\{.*/, '')))).toBeVisible();
  });
});

test.describe('given Continue pressed on a prerendered page before the app arrived', () => {
  test('should hold it (no reload with the phone in the address) and send it once the app is here', async ({ page }) => {
    await firstVisit(page);
    const release = await holdEntry(page);
    await page.goto('/auth', { waitUntil: 'commit' });
    await page.getByRole('button', { name: ru('auth.phone.submit') }).click();
    await expect(page).toHaveURL(/\/auth$/);
    release();
    await expect(page.getByText(sharedRu('fieldRequired'))).toBeVisible();
  });
});

test.describe('given a first visit to every visitor page', () => {
  test('should hydrate the prerendered screen, not render it anew', async ({ page }) => {
    await firstVisit(page);
    for (const visitorPage of VISITOR_PAGES) {
      const release = await holdEntry(page);
      await page.goto(visitorPage, { waitUntil: 'commit' });
      const heading = await page.getByRole('heading', { level: 1 }).elementHandle();
      release();
      await expect(page.locator('html'), visitorPage).toHaveAttribute('data-app', '');
      // a render that did not match would have put new elements in place of the page's
      expect(await heading!.evaluate((el) => el.isConnected), visitorPage).toBe(true);
      await page.unrouteAll();
    }
  });
});

test.describe('given a visit the prerendered Russian copy does not fit', () => {
  test('should paint the English copy at once when English is remembered, never the Russian one, and hydrate it', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('language', JSON.stringify('en')));
    const release = await holdEntry(page);
    await page.goto('/register', { waitUntil: 'commit' });
    const heading = page.getByRole('heading', { level: 1, name: en('auth.register.title') });
    await expect(heading).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1, name: ru('auth.register.title') })).toHaveCount(0);
    const element = await heading.elementHandle();
    release();
    await expect(page.locator('html')).toHaveAttribute('data-app', '');
    expect(await element!.evaluate((el) => el.isConnected)).toBe(true);
    await page.goto('/auth');
    await expect(page.getByRole('heading', { level: 1, name: en('auth.phone.title') })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: ru('auth.phone.title') })).toHaveCount(0);
  });

  for (const visitorPage of ['/auth', '/register']) {
    test(`should take a stored session from ${visitorPage} to its cabinet`, async ({ page, sandbox }) => {
      await sandbox.reset();
      await loginAs(page, DEMO, 'Demo12345');
      await page.goto(visitorPage);
      await expect(page).not.toHaveURL(new RegExp(`${visitorPage}$`));
      await expect(page.getByRole('heading', { level: 1, name: ru('auth.phone.title') })).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });
  }
});

test.describe('given a returning visitor whose phone is remembered', () => {
  for (const language of ['ru', 'en'] as const)
    test(`should paint each visitor page with their phone before the app arrives (${language}), and hydrate it`, async ({ page }) => {
      await page.addInitScript(
        ([phone, lang]) => {
          localStorage.setItem('userPhone', JSON.stringify(phone));
          localStorage.setItem('language', JSON.stringify(lang));
        },
        [DEMO, language],
      );
      const errors: string[] = [];
      page.on('console', (m) => void (m.type() === 'error' && errors.push(m.text())));
      page.on('pageerror', (e) => errors.push(e.message));
      for (const visitorPage of VISITOR_PAGES) {
        const release = await holdEntry(page);
        await page.goto(visitorPage, { waitUntil: 'commit' });
        const heading = page.getByRole('heading', { level: 1 });
        await expect(heading, visitorPage).toBeVisible();
        await expect(page.locator('html'), visitorPage).toHaveAttribute('lang', language);
        const shown = await page.locator('#root').evaluate((root) => {
          const values = [...root.querySelectorAll('input')].map((i) => i.value);
          return [root.textContent ?? '', ...values].join(' ');
        });
        // the screens that show the remembered phone show it in the first paint, never the placeholder
        if (['/auth', '/login', '/login-with-phone', '/restore', '/pass-unknown'].includes(visitorPage))
          expect(shown, visitorPage).toContain('+7 (999) 000-00-01');
        expect(shown, visitorPage).not.toContain('000) 000-00-00');
        const element = await heading.elementHandle();
        release();
        await expect(page.locator('html'), visitorPage).toHaveAttribute('data-app', '');
        expect(await element!.evaluate((el) => el.isConnected), visitorPage).toBe(true);
        await page.unrouteAll();
      }
      expect(errors).toEqual([]);
    });

  test('should not paint a stored phone that is not one, and let the app render the page', async ({ page }) => {
    await firstVisit(page);
    await page.addInitScript(() => localStorage.setItem('userPhone', JSON.stringify('<img src=x onerror=alert(1)>')));
    const release = await holdEntry(page);
    await page.goto('/login', { waitUntil: 'commit' });
    await expect(page.locator('html')).toHaveAttribute('data-static', 'off');
    await expect(page.locator('#root')).toBeHidden();
    expect(await page.locator('#root img').count()).toBe(0);
    release();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('000) 000-00-00')).toHaveCount(0);
  });

  test('should log in from the prerendered /login with the remembered phone', async ({ page, sandbox }) => {
    await sandbox.reset();
    await firstVisit(page);
    await page.addInitScript((phone) => localStorage.setItem('userPhone', JSON.stringify(phone)), DEMO);
    await page.goto('/login');
    await expect(page.locator('html')).toHaveAttribute('data-app', '');
    await expect(page.getByText('+7 (999) 000-00-01')).toBeVisible();
    await page.getByLabel(new RegExp(`^${ru('auth.field.password')}`)).fill('Demo12345');
    await page.getByRole('button', { name: ru('auth.login.submit') }).click();
    await expect(page).toHaveURL(/\/orders$/);
  });
});
