import { test } from '../fixtures.ts';
import { loginAs } from '../fixtures.ts';
import { lang } from '../i18n.ts';
import {
  downloadsAQuarter,
  legal,
  linksTheWayToTheBox,
  periodWords,
  printsTheStatement,
  resetMidQuarter,
  retriesAFailedDownload,
} from './period.helpers.ts';

// Documents for a period: a quarter in one archive, the printable statement, the way to the box.

test.beforeEach(async ({ page, sandbox }) => {
  await resetMidQuarter(sandbox);
  await loginAs(page, legal.phone, legal.password);
});

test('the organisation downloads a quarter: contracts by order, payments.csv as the order pages show, a README naming the file that failed', async ({
  page,
  sandbox,
}) => {
  await downloadsAQuarter(page, sandbox, periodWords(), lang());
});

test('the statement for a period prints without the cabinet navigation', async ({ page, checkA11y }) => {
  await printsTheStatement(page, periodWords(), checkA11y);
});

test('the order page opens the warehouse in the maps apps by its address', async ({ page }) => {
  await linksTheWayToTheBox(page, periodWords());
});

test('a download that failed says why and works again on retry', async ({ page }) => {
  await retriesAFailedDownload(page, periodWords());
});
