import type { Page } from '@playwright/test';
import { expect } from '../fixtures.ts';

/** Demo customers of docs/sandbox.md used by the documents journeys (password Demo12345 for all). */
export const accounts = {
  /** every document state: an act to sign, a contract with sign_system 'no', one with need_change */
  individual: '79990000001',
  /** EDS not-exists, no passport, a reserved order to sign */
  edsNone: '79990000021',
  /** EDS stuck at partner-initialization-start (polled forever) */
  edsIssuance: '79990000022',
  /** EDS available, a reserved order to sign */
  edsAvailable: '79990000024',
} as const;
export const PASSWORD = 'Demo12345';

/**
 * Axe runs on the screen's own content (the main landmark; a dialog separately): the layout's header and footer
 * are the shell's and are scanned by its own journeys.
 */
export const MAIN = 'main';

/** Logs a demo customer in through the API (as the fixtures' loginAs) and returns the session token. */
export async function login(page: Page, phone: string): Promise<string> {
  const res = await page.request.post('/api/v1/auth', { data: { phone, password: PASSWORD } });
  expect(res.ok(), `login of ${phone} failed: ${await res.text()}`).toBeTruthy();
  const { token } = (await res.json()) as { token: string };
  await page.addInitScript(
    ([t, p]) => {
      if (!sessionStorage.getItem('e2e-logged-in')) {
        localStorage.setItem('user', JSON.stringify({ token: t }));
        localStorage.setItem('userPhone', JSON.stringify(p));
        sessionStorage.setItem('e2e-logged-in', '1');
      }
    },
    [token, phone] as const,
  );
  return token;
}

export interface SandboxDocument {
  agreement_number: string;
  agreement_uuid: string;
  agreement_status: string;
  sign_system: string;
  need_change: boolean;
  order_number: number;
  document_type?: string;
}

/** The customer's live documents, straight from the API (to name a card or open a document by number). */
export async function documentsOf(page: Page, token: string): Promise<SandboxDocument[]> {
  const res = await page.request.get('/api/v1/orders/active-docs', { headers: { 'X-SB-API-KEY': token } });
  expect(res.ok()).toBeTruthy();
  return ((await res.json()) as { documents: SandboxDocument[] }).documents;
}

/** Counts the requests to one API path from now on. */
export function countRequests(page: Page, path: string): () => number {
  let n = 0;
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === path) n += 1;
  });
  return () => n;
}

/** A six-digit code that is not `code`. */
export function wrongCode(code: string): string {
  return code === '111111' ? '222222' : '111111';
}
