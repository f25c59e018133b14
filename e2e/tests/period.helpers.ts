import { escapeRe, lang, t, tRe, whole } from '../i18n.ts';
import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { expect, type SandboxHelpers } from '../fixtures.ts';

// The accountant's period. The organisation downloads a quarter: the ZIP holds the signed contracts in
// folders by order, payments.csv whose rows are the invoices its order pages show, and a README naming the file
// the sandbox was told to fail; the printable statement prints without the cabinet's navigation; the order page
// links the warehouse in the maps apps.

export const legal = { phone: '79990000002', password: 'Demo12345', token: 'demo-token-legal' };

export interface PeriodWords {
  documents: string;
  periodTitle: string;
  periodOpen: string;
  monthRadio: string;
  quarterRadio: string;
  quarterField: string;
  quarterName: (q: number, year: number) => string;
  download: string;
  ready: RegExp;
  missingNote: RegExp;
  folder: (order: number) => string;
  contract: (n: string) => string;
  act: (n: string) => string;
  csvHeader: string;
  yes: string;
  no: string;
  invoice: (n: string) => string;
  paidBadge: string;
  statementLink: string;
  statementHeading: RegExp;
  informational: string;
  print: string;
  wayTitle: string;
  yandex: string;
  twoGis: string;
  device: string;
}

/** The words of these journeys in the project's language, from the app's catalogues. */
export function periodWords(): PeriodWords & { failed: RegExp; retry: string } {
  const date = lang() === 'ru' ? /\d{2}\.\d{2}\.\d{4}/ : /\d{2} \w{3} \d{4}/;
  const csv = ['number', 'order', 'box', 'from', 'to', 'amount', 'nds', 'paid'];
  return {
    documents: t('app.nav.documents'),
    periodTitle: t('documents.period.title'),
    periodOpen: t('documents.period.open'),
    monthRadio: t('uikit.period.month'),
    quarterRadio: t('uikit.period.quarter'),
    quarterField: t('uikit.period.quarter'),
    quarterName: (quarter, year) => t('uikit.period.quarterName', { quarter, year: String(year) }),
    download: t('documents.period.download'),
    ready: whole(tRe('uikit.download.done', { name: /ООО Ромашка_\d{4}-Q[1-4]\.zip/ })),
    missingNote: whole(new RegExp(escapeRe(t('uikit.download.missing', { count: 1 })))),
    folder: (order) => t('documents.period.folder', { order }),
    contract: (number) => t('documents.period.fileContract', { number }),
    act: (number) => t('documents.period.fileAct', { number }),
    csvHeader: csv.map((k) => t(`documents.period.csv.${k}`)).join(';'),
    yes: t('documents.period.csv.yes'),
    no: t('documents.period.csv.no'),
    invoice: (number) => t('uikit.invoiceList.number', { number }),
    paidBadge: t('uikit.invoiceList.paid'),
    statementLink: t('documents.period.statementLink'),
    statementHeading: whole(tRe('documents.statement.heading', { from: date, to: date })),
    informational: t('documents.statement.informational'),
    print: t('documents.statement.print'),
    wayTitle: t('orders.view.way.title'),
    yandex: t('orders.view.way.yandex'),
    twoGis: t('orders.view.way.twoGis'),
    device: t('orders.view.way.device'),
    failed: new RegExp(`^${escapeRe(t('errors.network').split('.')[0]!)}`),
    retry: t('uikit.download.retry'),
  };
}

/** The 15th of the middle month of the current quarter: the seed's rentals sit inside that quarter whatever today is. */
export function midQuarter(now = new Date()): { day: string; quarter: number; year: number } {
  const quarter = Math.floor(now.getMonth() / 3) + 1;
  const month = (quarter - 1) * 3 + 2;
  return { day: `${now.getFullYear()}-${String(month).padStart(2, '0')}-15`, quarter, year: now.getFullYear() };
}

interface ApiOrder {
  number: number;
  place: { address?: string; name: string };
  agreement?: { number: string; signed?: string | null } | null;
  invoices: Array<{ number: string; beginPeriod: string; price: number; paid: boolean }>;
}

async function api<T>(page: Page, path: string): Promise<T> {
  const res = await page.request.get(path, { headers: { 'X-SB-API-KEY': legal.token } });
  expect(res.ok(), `${path}: ${res.status()}`).toBeTruthy();
  return (await res.json()) as T;
}

/** A shown amount (`123 456,50 ₽`, `250 ₽`, `RUB 1,250.50`) in kopecks. */
function shownKopecks(text: string, lang: 'ru' | 'en'): number {
  const digits = text.replace(/[^\d.,]/g, '');
  const n = lang === 'ru' ? Number(digits.replace(/\./g, '').replace(',', '.')) : Number(digits.replace(/,/g, ''));
  return Math.round(n * 100);
}

/** Freshly seeded data on a clock fixed mid-quarter (before the login: a reset ends every session). */
export async function resetMidQuarter(sandbox: SandboxHelpers): Promise<void> {
  const res = await sandbox.post<{ success: boolean }>('/__sandbox/reset', { clock: midQuarter().day });
  expect(res.success).toBe(true);
}

export async function downloadsAQuarter(page: Page, sandbox: SandboxHelpers, w: PeriodWords, lang: 'ru' | 'en'): Promise<void> {
  const { quarter, year } = midQuarter();
  const docs = await api<{ documents: Array<{ agreement_number: string; agreement_signed?: string | null }> }>(
    page,
    '/api/v1/orders/active-docs',
  );
  const act = docs.documents.find((d) => d.agreement_number === 'ACT-2001');
  expect(act?.agreement_signed, 'the signed act of order 2001').toBeTruthy();
  // the storage breaks on the act's file: the archive must still come, with the act named in README.txt
  await sandbox.post('/__sandbox/faults', { file: act!.agreement_signed });

  const panel = await openPeriod(page, w);
  await expect(panel).toBeVisible();
  await panel.getByRole('radio', { name: w.monthRadio }).click();
  await expect(panel.getByRole('combobox', { name: w.monthRadio })).toBeVisible();
  await panel.getByRole('radio', { name: w.quarterRadio }).click();
  await panel.getByRole('combobox', { name: w.quarterField }).click();
  await page.getByRole('option', { name: w.quarterName(quarter, year) }).click();
  const downloading = page.waitForEvent('download');
  await panel.getByRole('button', { name: w.download }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`ООО Ромашка_${year}-Q${quarter}.zip`);
  await expect(panel.getByRole('status')).toHaveText(w.ready);
  await expect(panel.getByText(w.missingNote)).toBeVisible();
  await expect(panel.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');

  const zip = unzipSync(new Uint8Array(fs.readFileSync(await download.path())));
  const contract2001 = `${w.folder(2001)}/${w.contract('D-2001')}.html`;
  const contract2003 = `${w.folder(2003)}/${w.contract('D-2003')}.html`;
  const act2001 = `${w.folder(2001)}/${w.act('ACT-2001')}.html`;
  expect(Object.keys(zip).sort()).toEqual([contract2001, contract2003, 'README.txt', 'payments.csv'].sort());
  expect(strFromU8(zip[contract2001]!)).toContain('D-2001');
  expect(strFromU8(zip[contract2003]!)).toContain('D-2003');
  const readme = strFromU8(zip['README.txt']!);
  expect(readme).toContain(`- ${act2001}`);
  expect(readme).not.toContain(`- ${contract2001}`);

  const csvBytes = zip['payments.csv']!;
  expect(Array.from(csvBytes.slice(0, 3))).toEqual([0xef, 0xbb, 0xbf]);
  const lines = strFromU8(csvBytes.slice(3)).split('\r\n').filter(Boolean);
  expect(lines[0]).toBe(w.csvHeader);
  const rows = lines.slice(1).map((l) => l.split(';'));
  // the quarter's invoices as the API lists them: each one is a row, none more
  const orders = [
    ...(await api<{ orders: ApiOrder[] }>(page, '/api/v1/orders/active/orders-list')).orders,
    ...(await api<{ orders: ApiOrder[] }>(page, '/api/v1/orders/history/orders-list')).orders,
  ];
  const inQuarter = (ru: string) => {
    const [, m, y] = ru.split('.').map(Number) as [number, number, number];
    return y === year && Math.ceil(m / 3) === quarter;
  };
  const expected = orders.flatMap((o) => o.invoices.filter((i) => inQuarter(i.beginPeriod)).map((i) => i.number));
  expect(rows.map((r) => r[0]).sort()).toEqual(expected.sort());
  expect(rows.length).toBeGreaterThan(0);
  // and each row matches what the order page shows for that invoice
  for (const [number, order, , from, , amount, nds, paid] of rows as string[][]) {
    expect(from).toMatch(/^\d{2}\.\d{2}\.\d{4}$/);
    expect(amount).toMatch(/^\d+,\d{2}$/);
    expect(nds).toMatch(/^\d+,\d{2}$/);
    await page.goto(`/order-view/${order}`);
    const shown = page.getByRole('listitem').filter({ hasText: w.invoice(number!) });
    await expect(shown).toBeVisible();
    expect(shownKopecks((await shown.locator('.price').textContent()) ?? '', lang)).toBe(
      Math.round(Number(amount!.replace(',', '.')) * 100),
    );
    if (paid === w.yes) await expect(shown.getByText(w.paidBadge, { exact: true })).toBeVisible();
    else {
      expect(paid).toBe(w.no);
      await expect(shown.getByText(w.paidBadge, { exact: true })).toHaveCount(0);
    }
  }
}

/** From the inbox's card to the period's page (a chunk of its own): the panel there. */
async function openPeriod(page: Page, w: PeriodWords) {
  await page.goto('/documents');
  await page.getByRole('region', { name: w.periodTitle }).getByRole('link', { name: w.periodOpen }).click();
  await expect(page).toHaveURL(/\/documents\/period$/);
  const panel = page.getByRole('region', { name: w.periodTitle });
  await expect(panel.getByRole('button', { name: w.download })).toBeVisible();
  return panel;
}

export async function printsTheStatement(page: Page, w: PeriodWords, checkA11y: (include?: string) => Promise<void>): Promise<void> {
  const panel = await openPeriod(page, w);
  await panel.getByRole('link', { name: w.statementLink }).click();
  await expect(page).toHaveURL(/\/documents\/statement\?from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}$/);
  await expect(page.getByRole('heading', { level: 1, name: w.statementHeading })).toBeVisible();
  await expect(page.getByText(w.informational)).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('main').getByRole('button', { name: w.print })).toBeVisible();
  await checkA11y('main');
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('contentinfo')).toBeHidden();
  for (const nav of await page.getByRole('navigation').all()) await expect(nav).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: w.statementHeading })).toBeVisible();
  await expect(page.getByText(w.informational)).toBeVisible();
  await expect(page.getByRole('main').getByRole('button', { name: w.print })).toBeHidden();
  await page.emulateMedia({ media: 'screen' });
}

export async function linksTheWayToTheBox(page: Page, w: PeriodWords): Promise<void> {
  const orders = (await api<{ orders: ApiOrder[] }>(page, '/api/v1/orders/active/orders-list')).orders;
  const order = orders.find((o) => o.number === 2001)!;
  const address = order.place.address!;
  await page.goto('/order-view/2001');
  const way = page.getByRole('list', { name: w.wayTitle });
  await expect(way).toBeVisible();
  const yandex = new URL((await way.getByRole('link', { name: w.yandex }).getAttribute('href'))!);
  expect(yandex.host).toBe('yandex.ru');
  expect(yandex.searchParams.get('text')).toBe(address);
  expect(decodeURIComponent((await way.getByRole('link', { name: w.twoGis }).getAttribute('href'))!)).toBe(
    `https://2gis.ru/search/${address}`,
  );
  const device = (await way.getByRole('link', { name: w.device }).getAttribute('href'))!;
  expect(decodeURIComponent(device.replace(/^.*\?q=/, ''))).toBe(address);
}

/** A list that cannot be read stops the download with its reason in place and a working retry. */
export async function retriesAFailedDownload(page: Page, w: PeriodWords & { failed: RegExp; retry: string }): Promise<void> {
  const pattern = '**/api/v1/orders/history/orders-list';
  await page.route(pattern, (route) => route.abort('internetdisconnected'));
  const panel = await openPeriod(page, w);
  await panel.getByRole('button', { name: w.download }).click();
  await expect(panel.getByRole('status')).toHaveText(w.failed, { timeout: 30_000 });
  await expect(panel.getByRole('progressbar')).toHaveCount(0);
  await page.unroute(pattern);
  const downloading = page.waitForEvent('download');
  await panel.getByRole('button', { name: w.retry }).click();
  expect((await downloading).suggestedFilename()).toMatch(/^ООО Ромашка_\d{4}-Q[1-4]\.zip$/);
  await expect(panel.getByRole('status')).toHaveText(w.ready);
}
