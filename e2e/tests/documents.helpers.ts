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

/**
 * Axe runs on the screen's own content (the main landmark; a dialog separately): the layout's header and footer
 * are the shell's and are scanned by its own journeys.
 */
export const MAIN = 'main';

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

/** A six-digit code that is not `code`. */
export function wrongCode(code: string): string {
  return code === '111111' ? '222222' : '111111';
}
