import { useId, useState } from 'react';
import styled from 'styled-components';
import { useIntl } from 'react-intl';
import { Button } from '../../components/Button/Button.tsx';
import { Badge } from '../../components/Badge/Badge.tsx';
import { media } from '../../theme/tokens.ts';
import { useRoubles } from '../format.ts';
import { plainList, titledColumn } from '../../theme/fragments.ts';

export type InvoiceFilter = 'all' | 'paid' | 'unpaid';

export interface InvoiceListItem {
  /** The invoice number. */
  number: string;
  /** Period start (`dd.MM.yyyy`). */
  beginPeriod: string;
  /** Period end (`dd.MM.yyyy`). */
  endPeriod: string;
  /** Roubles, VAT included. */
  price: number;
  /** Paid (status 3). */
  paid: boolean;
  /** A payment was started and is not finished (the invoice has a payment hash). */
  pending?: boolean;
}

export interface InvoiceListProps {
  /** The order's invoices, newest first or as the API sends them. */
  invoices: InvoiceListItem[];
  /** The filter (controlled). */
  filter?: InvoiceFilter;
  /** The initial filter (uncontrolled); `all` by default. */
  defaultFilter?: InvoiceFilter;
  /** Called when the customer picks another filter. */
  onFilterChange?: (filter: InvoiceFilter) => void;
  /** Shows a Pay button on each unpaid invoice that has no pending payment. */
  onPay?: (invoiceNumber: string) => void;
  /** The invoice whose payment is starting (its button spins). */
  payingNumber?: string | null;
  /** Why Pay cannot be pressed now (no connection): each Pay shows disabled, described by this text under the list. */
  payDisabledReason?: string | null;
  /** The heading level of the block's title. */
  headingLevel?: 2 | 3;
}

const Root = styled.section`
  ${titledColumn(3)}
`;

const Filters = styled.div`
  display: inline-flex;
  gap: var(--sb-space-1);
  padding: var(--sb-space-1);
  border-radius: var(--sb-radii-control);
  background: var(--sb-colors-surfaceMuted);
  align-self: flex-start;
  & button {
    min-height: 44px;
    padding: 0 var(--sb-space-4);
    border: 0;
    border-radius: var(--sb-radii-control);
    background: transparent;
    color: var(--sb-colors-text);
    font: inherit;
    cursor: pointer;
  }
  & button[aria-pressed='true'] {
    background: var(--sb-colors-surface);
    color: var(--sb-colors-brand);
    font-weight: var(--sb-fontWeights-semibold);
    box-shadow: var(--sb-shadows-card);
  }
  max-width: 100%;
  ${media.mobile} {
    display: flex;
    align-self: stretch;
    & button {
      flex: 1 1 auto;
      min-width: 0;
      padding: 0 var(--sb-space-2);
      font-size: var(--sb-fontSizes-sm);
    }
  }
`;

const List = styled.ul`
  ${plainList}
  display: flex;
  flex-direction: column;
  gap: var(--sb-space-2);
`;

const Row = styled.li`
  display: grid;
  grid-template-columns: 1fr auto auto;
  align-items: center;
  gap: var(--sb-space-3);
  padding: var(--sb-space-3) var(--sb-space-4);
  border: 1px solid var(--sb-colors-border);
  border-radius: var(--sb-radii-control);
  & .number {
    font-weight: var(--sb-fontWeights-semibold);
  }
  & .period {
    display: block;
    color: var(--sb-colors-textMuted);
    font-size: var(--sb-fontSizes-sm);
    font-variant-numeric: tabular-nums;
  }
  & .price {
    font-weight: var(--sb-fontWeights-semibold);
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
  ${media.mobile} {
    grid-template-columns: 1fr auto;
    & > :last-child {
      grid-column: 1 / -1;
    }
  }
`;

const Empty = styled.p`
  margin: 0;
  color: var(--sb-colors-textMuted);
`;

const FILTERS: InvoiceFilter[] = ['all', 'paid', 'unpaid'];

/** The order's invoices with the all / paid / unpaid filter, each with its period, sum and state. */
export function InvoiceList({
  invoices,
  filter,
  defaultFilter = 'all',
  onFilterChange,
  onPay,
  payingNumber,
  payDisabledReason,
  headingLevel = 2,
}: InvoiceListProps) {
  const intl = useIntl();
  const roubles = useRoubles();
  const [inner, setInner] = useState<InvoiceFilter>(defaultFilter);
  const current = filter ?? inner;
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id: `uikit.invoiceList.${id}` }, values);
  const Heading = `h${headingLevel}` as const;
  const shown = invoices.filter((i) => current === 'all' || (current === 'paid' ? i.paid : !i.paid));
  const choose = (f: InvoiceFilter) => {
    if (filter === undefined) setInner(f);
    onFilterChange?.(f);
  };
  const headingId = `invoices-${useId()}`;
  return (
    <Root aria-labelledby={headingId}>
      <Heading id={headingId}>{t('title')}</Heading>
      <Filters role="group" aria-label={t('filter')}>
        {FILTERS.map((f) => (
          <button key={f} type="button" aria-pressed={current === f} onClick={() => choose(f)}>
            {t(`filter.${f}`)}
          </button>
        ))}
      </Filters>
      {shown.length === 0 ? (
        <Empty>{t(`empty.${current}`)}</Empty>
      ) : (
        <List>
          {shown.map((i) => (
            <Row key={i.number} data-state={i.paid ? 'paid' : i.pending ? 'pending' : 'unpaid'}>
              <span>
                <span className="number">{t('number', { number: i.number })}</span>
                <span className="period">{t('period', { from: i.beginPeriod, to: i.endPeriod })}</span>
              </span>
              <span className="price">{roubles(i.price)}</span>
              {i.paid ? (
                <Badge variant="success">{t('paid')}</Badge>
              ) : i.pending ? (
                <Badge variant="info">{t('pending')}</Badge>
              ) : onPay ? (
                <Button
                  size="sm"
                  loading={payingNumber === i.number}
                  onClick={() => onPay(i.number)}
                  disabledReason={payDisabledReason}
                  aria-label={t('payNumber', { number: i.number })}
                >
                  {t('pay')}
                </Button>
              ) : (
                <Badge variant="warning">{t('unpaid')}</Badge>
              )}
            </Row>
          ))}
        </List>
      )}
    </Root>
  );
}
