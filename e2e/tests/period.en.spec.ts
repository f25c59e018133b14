import { test } from '../fixtures.ts';
import { loginAs } from '../fixtures.ts';
import {
  downloadsAQuarter,
  legal,
  linksTheWayToTheBox,
  printsTheStatement,
  resetMidQuarter,
  retriesAFailedDownload,
  type PeriodWords,
} from './period.helpers.ts';

// Documents for a period in English at 1280 px: a quarter in one archive, the printable statement, the
// way to the box.

const words: PeriodWords = {
  documents: 'Documents',
  periodTitle: 'Documents for a period',
  periodOpen: 'Choose a period and download',
  monthRadio: 'Month',
  quarterRadio: 'Quarter',
  quarterField: 'Quarter',
  quarterName: (q, y) => `Q${q} ${y}`,
  download: 'Download the archive',
  ready: /^Archive ready: ООО Ромашка_\d{4}-Q[1-4]\.zip$/,
  missingNote: /^1 file could not be fetched: it is listed in the archive's README\.txt$/,
  folder: (order) => `Order ${order}`,
  contract: (n) => `Contract ${n}`,
  act: (n) => `Act ${n}`,
  csvHeader: 'Invoice;Order;Box;Period from;Period to;Amount, RUB;VAT, RUB;Paid',
  yes: 'yes',
  no: 'no',
  invoice: (n) => `Invoice No. ${n}`,
  paidBadge: 'Paid',
  statementLink: 'Printable statement for the period',
  statementHeading: /^Statement for \d{2} \w{3} \d{4} to \d{2} \w{3} \d{4}$/,
  informational: 'Informational statement, not an accounting document',
  print: 'Print',
  wayTitle: 'How to get there',
  yandex: 'Yandex Maps',
  twoGis: '2GIS',
  device: "In your phone's maps app",
};

test.beforeEach(async ({ page, sandbox }) => {
  await resetMidQuarter(sandbox);
  await loginAs(page, legal.phone, legal.password);
});

test('the organisation downloads a quarter: contracts by order, payments.csv as the order pages show, a README naming the file that failed', async ({
  page,
  sandbox,
}) => {
  await downloadsAQuarter(page, sandbox, words, 'en');
});

test('the statement for a period prints without the cabinet navigation', async ({ page, checkA11y }) => {
  await printsTheStatement(page, words, checkA11y);
});

test('the order page opens the warehouse in the maps apps by its address', async ({ page }) => {
  await linksTheWayToTheBox(page, words);
});

test('a download that failed says why and works again on retry', async ({ page }) => {
  await retriesAFailedDownload(page, { ...words, failed: /^No connection to the server/, retry: 'Try again' });
});
