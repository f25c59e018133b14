import { useIntl } from 'react-intl';
import { useAtomValue } from 'jotai';
import { useSearch } from 'wouter';
import styled, { createGlobalStyle } from 'styled-components';
import { Printer } from 'lucide-react';
import { isIsoDay } from '@sb/contracts';
import { Alert, Button, Skeleton, Stack } from '@sb/ui-kit';
import { PageHeading } from '../../../shared/ui/PageHeading.tsx';
import { ScreenSkeleton } from '../../../shared/ui/QueryState.tsx';
import { RouterLink } from '../../../shared/ui/RouterLink.tsx';
import { ApiErrorMessage } from '../../../shared/errors/ApiErrorMessage.tsx';
import { useFormat } from '../../../shared/format.ts';
import { pathTo } from '../../../shared/routing/paths.ts';
import { activeOrdersAtom, historyOrdersAtom } from '../../../shared/api/orders.ts';
import { collectPeriod, periodTotals } from '../period/collect.ts';
import { useCustomerName } from '../period/PeriodDownload.tsx';

// Printed with the browser's print: the cabinet's header, menu, footer and every button stay on screen only.
const PrintOnlyTheStatement = createGlobalStyle`
  @media print {
    header, nav, footer, main button, [data-print='hide'] { display: none !important; }
    main { padding: 0 !important; margin: 0 !important; max-width: none !important; }
    body { background: #fff !important; color: #000 !important; }
  }
`;

const Sheet = styled(Stack).attrs({ gap: 4 })`
  & [data-part='scroll'] {
    overflow-x: auto;
    max-width: 100%;
  }
  @media print {
    & [data-part='scroll'] {
      overflow: visible;
    }
  }
  & table {
    width: 100%;
    border-collapse: collapse;
    font-variant-numeric: tabular-nums;
  }
  & th,
  & td {
    padding: var(--sb-space-2);
    border-bottom: 1px solid var(--sb-colors-border);
    text-align: left;
  }
  & td[data-num],
  & th[data-num] {
    text-align: right;
  }
  & caption {
    text-align: left;
    font-weight: var(--sb-fontWeights-semibold);
    padding-bottom: var(--sb-space-2);
  }
  & dl {
    display: grid;
    grid-template-columns: max-content auto;
    gap: var(--sb-space-1) var(--sb-space-4);
    margin: 0;
  }
  & dd {
    margin: 0;
    font-weight: var(--sb-fontWeights-semibold);
  }
  & p {
    margin: 0;
  }
`;

/** /documents/statement?from&to: the invoices of a period, what was paid and what is owed (informational). */
export default function StatementScreen() {
  const intl = useIntl();
  const f = useFormat();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id: `documents.statement.${id}` }, values);
  const query = new URLSearchParams(useSearch());
  const from = query.get('from') ?? '';
  const to = query.get('to') ?? '';
  const active = useAtomValue(activeOrdersAtom);
  const history = useAtomValue(historyOrdersAtom);
  const customer = useCustomerName();
  if (!isIsoDay(from) || !isIsoDay(to) || from > to) {
    return (
      <Sheet>
        <PageHeading>{t('title')}</PageHeading>
        <Alert variant="warning" title={t('badPeriod')} />
        <RouterLink href={pathTo('documents')}>{t('back')}</RouterLink>
      </Sheet>
    );
  }
  const failed = [active, history].find((q) => q.isError);
  const period = { from: f.date(from), to: f.date(to) };
  const heading = <PageHeading>{t('heading', period)}</PageHeading>;
  if (failed) {
    return (
      <Sheet>
        {heading}
        <ApiErrorMessage error={failed.error} onRetry={() => void failed.refetch()} />
      </Sheet>
    );
  }
  if (active.isPending || history.isPending) {
    return (
      <ScreenSkeleton>
        {heading}
        <Skeleton variant="rect" height={240} />
      </ScreenSkeleton>
    );
  }
  const { invoices } = collectPeriod({ orders: [...(active.data ?? []), ...(history.data ?? [])], documents: [], range: { from, to } });
  const totals = periodTotals(invoices);
  return (
    <Sheet>
      <PrintOnlyTheStatement />
      {heading}
      {customer ? <p>{t('customer', { name: customer })}</p> : null}
      <Alert variant="info" title={t('informational')} />
      {invoices.length === 0 ? (
        <p>{t('empty')}</p>
      ) : (
        // a phone scrolls the table sideways inside its own box, never the page; the box takes the focus so a keyboard
        // scrolls it too (WCAG 2.1.1, axe's scrollable-region-focusable)
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        <div data-part="scroll" role="region" aria-label={t('caption')} tabIndex={0}>
          <table>
            <caption>{t('caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('number')}</th>
                <th scope="col">{t('order')}</th>
                <th scope="col">{t('box')}</th>
                <th scope="col">{t('period')}</th>
                <th scope="col" data-num="">
                  {t('amount')}
                </th>
                <th scope="col">{t('paid')}</th>
              </tr>
            </thead>
            <tbody>
              {invoices.map((i) => (
                <tr key={i.number}>
                  <td>{i.number}</td>
                  <td>{i.order}</td>
                  <td>{i.box}</td>
                  <td>{t('range', { from: f.date(i.from), to: f.date(i.to) })}</td>
                  <td data-num="">{f.money(i.amount)}</td>
                  <td>{t(i.paid ? 'yes' : 'no')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <dl aria-label={t('totals')}>
        <dt>{t('invoiced')}</dt>
        <dd>{f.money(totals.invoiced)}</dd>
        <dt>{t('paidTotal')}</dt>
        <dd>{f.money(totals.paid)}</dd>
        <dt>{t('owed')}</dt>
        <dd>{f.money(totals.owed)}</dd>
      </dl>
      <div data-print="hide">
        <Button variant="secondary" icon={<Printer size={18} aria-hidden="true" />} onClick={() => window.print()}>
          {t('print')}
        </Button>
      </div>
    </Sheet>
  );
}
