import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { ports } from './ports.ts';

export const sandboxURL = `http://127.0.0.1:${ports.sandbox}`;

/** The sandbox's test-only endpoints (sandbox mode only; docs/sandbox.md). */
export class SandboxHelpers {
  private readonly request: APIRequestContext;

  constructor(request: APIRequestContext) {
    this.request = request;
  }

  /** The newest SMS code sent to a phone (digits or masked). */
  async smsCode(phone: string): Promise<string> {
    const digits = phone.replace(/\D/g, '');
    for (let i = 0; i < 20; i += 1) {
      const res = await this.request.get(`${sandboxURL}/__sandbox/outbox?phone=${digits}`);
      const last = (await res.json()) as Array<{ code: string }>;
      if (last.length) return last[0]!.code;
      await new Promise((r) => setTimeout(r, 250));
    }
    throw new Error(`no SMS was sent to ${digits}`);
  }

  /** Every SMS sent to a phone, newest first. */
  async outbox(phone: string): Promise<Array<{ phone: string; text: string; code: string; at: string }>> {
    const res = await this.request.get(`${sandboxURL}/__sandbox/outbox?phone=${phone.replace(/\D/g, '')}`);
    return res.json();
  }

  async advanceDays(days: number): Promise<void> {
    await this.request.post(`${sandboxURL}/__sandbox/clock`, { data: { advanceDays: days } });
  }

  async advanceMs(ms: number): Promise<void> {
    await this.request.post(`${sandboxURL}/__sandbox/clock`, { data: { advanceMs: ms } });
  }

  /** Freshly seeded demo data and the real clock. */
  async reset(): Promise<void> {
    const res = await this.request.post(`${sandboxURL}/__sandbox/reset`);
    expect(res.ok()).toBeTruthy();
  }

  /** Any sandbox-only GET (e.g. `/__sandbox/requests`). */
  async get<T = unknown>(pathAndQuery: string): Promise<T> {
    const res = await this.request.get(`${sandboxURL}${pathAndQuery}`);
    return res.json() as Promise<T>;
  }

  async post<T = unknown>(pathAndQuery: string, data?: unknown): Promise<T> {
    const res = await this.request.post(`${sandboxURL}${pathAndQuery}`, { data });
    return res.json() as Promise<T>;
  }
}

export const A11Y_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

// axe-core's source, injected once per document and run in place: far cheaper than injecting on every scan
const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

type AxeResult = { violations: Array<{ id: string; impact: string; help: string; nodes: Array<{ target: string[] }> }> };

/**
 * Waits until every finite animation and transition of the document has ended (a dialog fading in, a toast
 * sliding): axe computes colour contrast from what is painted, and a button caught mid-fade reads as a contrast
 * failure that is not there a moment later. Endless ones (spinners) are not waited for.
 */
export async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let round = 0; round < 5; round += 1) {
      const running = document
        .getAnimations()
        .filter((a) => a.playState === 'running' && Number.isFinite(Number(a.effect?.getComputedTiming().endTime)));
      if (!running.length) return;
      // a cancelled animation rejects `finished`: it has ended all the same
      await Promise.race([Promise.allSettled(running.map((a) => a.finished)), new Promise((r) => setTimeout(r, 2000))]);
    }
  });
}

/** Axe (WCAG 2.0/2.1/2.2 A and AA) on the whole page, or on one part of it: nothing may be found. */
export async function checkA11y(page: Page, include?: string): Promise<void> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: axeSource });
  await settleAnimations(page);
  // Storybook's a11y addon runs its own axe after each render: wait for it rather than collide
  const result = (await page.evaluate(
    async ([tags, sel]) => {
      const axe = (window as unknown as { axe: { run: (c: unknown, o: unknown) => Promise<unknown> } }).axe;
      for (let attempt = 0; ; attempt += 1) {
        try {
          return await axe.run(sel ? { include: [sel] } : document, {
            runOnly: { type: 'tag', values: tags },
            resultTypes: ['violations'],
          });
        } catch (e) {
          if (attempt > 50 || !String(e).includes('already running')) throw e;
          await new Promise((r) => setTimeout(r, 100));
        }
      }
    },
    [A11Y_TAGS, include ?? null] as const,
  )) as AxeResult;
  const found = result.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} -> ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 5)
        .join(' | ')}`,
  );
  expect(found, `axe violations on ${page.url()}`).toEqual([]);
}

/** The password of every demo customer (docs/sandbox.md). */
export const DEMO_PASSWORD = 'Demo12345';

/** A demo customer's session token from the login call, for calls straight to the API (no browser session). */
export async function sessionToken(request: APIRequestContext, phone: string, password = DEMO_PASSWORD): Promise<string> {
  const res = await request.post('/api/v1/auth', { data: { phone, password } });
  expect(res.ok(), `login of ${phone} failed: ${await res.text()}`).toBeTruthy();
  return ((await res.json()) as { token: string }).token;
}

/**
 * Logs a demo customer in without the UI (for journeys that start inside the cabinet): the session is stored before
 * the app's first script runs, once per tab. Returns the session token, for calls straight to the API.
 */
export async function loginAs(page: Page, phone: string, password = DEMO_PASSWORD): Promise<string> {
  const digits = phone.replace(/\D/g, '');
  const token = await sessionToken(page.request, digits, password);
  await page.addInitScript(
    ([t, p]) => {
      if (!sessionStorage.getItem('e2e-logged-in')) {
        localStorage.setItem('user', JSON.stringify({ token: t }));
        localStorage.setItem('userPhone', JSON.stringify(p));
        sessionStorage.setItem('e2e-logged-in', '1');
      }
    },
    [token, digits] as const,
  );
  return token;
}

/** Counts the requests to one API path from now on. */
export function countRequests(page: Page, path: string): () => number {
  let n = 0;
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === path) n += 1;
  });
  return () => n;
}

export const test = base.extend<{ sandbox: SandboxHelpers; checkA11y: (include?: string) => Promise<void> }>({
  page: async ({ page }, use, testInfo) => {
    // the en-1280 project starts in English; a test that switches language keeps its choice
    const language = testInfo.project.name.startsWith('en') ? 'en' : 'ru';
    await page.addInitScript((lang) => {
      if (!localStorage.getItem('language')) localStorage.setItem('language', JSON.stringify(lang));
    }, language);
    await use(page);
  },
  sandbox: async ({ request }, use) => {
    await use(new SandboxHelpers(request));
  },
  checkA11y: async ({ page }, use) => {
    await use((include?: string) => checkA11y(page, include));
  },
});

export { expect };
