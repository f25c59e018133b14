import type { ReactNode, Ref } from 'react';
import styled from 'styled-components';
import { useIntl } from 'react-intl';
import { media } from '../../theme/tokens.ts';
import { Button } from '../../components/Button/Button.tsx';
import { Skeleton } from '../../components/Skeleton/Skeleton.tsx';
import { useRoubles } from '../format.ts';

export type PriceCalcState = 'idle' | 'loading' | 'ready' | 'error';

/** One price calculation (orders/cell/calc), amounts in roubles. */
export interface PriceCalcValues {
  /** The paid period without discount (`sum_without_disount`). */
  sumWithoutDiscount: number;
  /** The paid period with the discount (`sum_with_discount`). */
  sumWithDiscount: number;
  /** The discount's name, when one applies. */
  discountName?: string | null;
  /** The discount in percent; absent (or 0 while the sums differ) means it is rounded from the two sums. */
  discountPercent?: number | null;
  /** The deposit (`deposit_summ`). */
  deposit?: number | null;
  /** The first payment: the paid period with the discount plus the deposit (`total_summ`). */
  total: number;
  /** The box's price per 30 days. */
  pricePer30Days?: number | null;
  /** Days paid by the first invoice. */
  payDays?: number | null;
}

export interface PriceCalcPanelProps {
  /** `idle` before the dates are valid, `loading` while calculating, `ready` with values, `error` when it failed. */
  state: PriceCalcState;
  /** The calculation shown in `ready` (and kept dimmed while a newer one loads). */
  values?: PriceCalcValues | null;
  /** The failure text (from the error catalogue) shown in `error`. */
  errorText?: ReactNode;
  /** Shows a Retry button in `error`. */
  onRetry?: () => void;
  /** What to say in `idle` (e.g. 'Choose the dates to see the price'); a default text otherwise. */
  idleText?: ReactNode;
  /** Sticks to the bottom of its scrolling container on phones (inside the booking dialog). */
  sticky?: boolean;
  ref?: Ref<HTMLElement>;
  className?: string;
}

const Root = styled.section`
  display: flex;
  flex-direction: column;
  gap: var(--sb-space-2);
  padding: var(--sb-space-4);
  border-radius: var(--sb-radii-card);
  background: var(--sb-colors-surfaceMuted);
  border: 1px solid var(--sb-colors-border);
  font-variant-numeric: tabular-nums;
  ${media.mobile} {
    &[data-sticky='true'] {
      position: sticky;
      bottom: calc(-1 * var(--sb-space-4));
      z-index: 1;
      box-shadow: var(--sb-shadows-dialog);
    }
  }
  /* recalculating: the old figures stay readable (contrast kept), marked by a dashed rule and the busy state */
  &[data-state='loading'] [data-part='values'] {
    border-left: 3px dashed var(--sb-colors-border);
    padding-left: var(--sb-space-2);
  }
`;

const Heading = styled.h3`
  font-size: var(--sb-fontSizes-md);
  font-weight: var(--sb-fontWeights-semibold);
  margin: 0;
`;

const List = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: var(--sb-space-1) var(--sb-space-4);
  margin: 0;
  & dt {
    color: var(--sb-colors-textMuted);
  }
  & dd {
    margin: 0;
    text-align: right;
  }
  & [data-part='old'] {
    text-decoration: line-through;
    color: var(--sb-colors-textMuted);
  }
  & [data-part='total'] {
    font-size: var(--sb-fontSizes-lg);
    font-weight: var(--sb-fontWeights-bold);
    color: var(--sb-colors-text);
  }
  & [data-part='discount'] {
    color: var(--sb-colors-success);
  }
`;

const Note = styled.p`
  margin: 0;
  font-size: var(--sb-fontSizes-sm);
  color: var(--sb-colors-textMuted);
`;

const ErrorText = styled.p`
  margin: 0;
  color: var(--sb-colors-danger);
`;

/** The discount in percent: the value given, else rounded from the two sums. */
function discountPercentOf(values: PriceCalcValues): number {
  if (typeof values.discountPercent === 'number' && values.discountPercent > 0) return values.discountPercent;
  if (values.sumWithoutDiscount <= 0) return 0;
  return Math.round((1 - values.sumWithDiscount / values.sumWithoutDiscount) * 100);
}

/**
 * The discount line: the provider's name when it already states its percent ('5% за оплату месяца'), else the name
 * with the percent, else 'Discount N%'. Provider names are Russian: outside Russian the generic words are used.
 */
function discountLabel(values: PriceCalcValues, locale: string, t: (id: string, v?: Record<string, string | number>) => string): string {
  const percent = discountPercentOf(values);
  const name = values.discountName?.trim() || null;
  const readable = name && (locale.toLowerCase().startsWith('ru') || !/[а-яё]/i.test(name)) ? name : null;
  if (readable && /\d\s?%/.test(readable)) return readable;
  if (readable) return t('discountNamed', { name: readable, percent });
  return t('discount', { percent });
}

/**
 * The price of a booking before the customer commits: the sum without and with the discount (its name and
 * percent), the deposit, the total with 'VAT 5% included' said once, and the price per 30 days. Updates are
 * announced politely; on phones it can stick to the bottom of the dialog.
 */
export function PriceCalcPanel({ state, values, errorText, onRetry, idleText, sticky = false, ref, className }: PriceCalcPanelProps) {
  const intl = useIntl();
  const rub = useRoubles();
  const t = (id: string, v?: Record<string, string | number>) => intl.formatMessage({ id: `uikit.priceCalcPanel.${id}` }, v);
  const hasDiscount = Boolean(values && values.sumWithDiscount < values.sumWithoutDiscount);
  return (
    <Root
      ref={ref}
      className={className}
      data-state={state}
      data-sticky={sticky}
      aria-label={t('label')}
      aria-busy={state === 'loading' || undefined}
    >
      <Heading>{t('title')}</Heading>
      <div aria-live="polite" aria-atomic="true">
        {state === 'idle' && <Note>{idleText ?? t('idle')}</Note>}
        {state === 'error' && (
          <div role="alert">
            <ErrorText>{errorText ?? t('error')}</ErrorText>
            {onRetry && (
              <Button variant="ghost" size="sm" onClick={onRetry}>
                {t('retry')}
              </Button>
            )}
          </div>
        )}
        {state === 'loading' && !values && (
          <div>
            <Skeleton variant="text" lines={3} />
            <Note>{t('loading')}</Note>
          </div>
        )}
        {(state === 'ready' || (state === 'loading' && values)) && values && (
          <div data-part="values">
            <List>
              {values.payDays ? (
                <>
                  <dt>{t('period')}</dt>
                  <dd>{t('days', { days: values.payDays })}</dd>
                </>
              ) : null}
              <dt>{t('withoutDiscount')}</dt>
              <dd data-part={hasDiscount ? 'old' : undefined}>{rub(values.sumWithoutDiscount)}</dd>
              {hasDiscount && (
                <>
                  <dt data-part="discount">{discountLabel(values, intl.locale, t)}</dt>
                  <dd data-part="discount">−{rub(values.sumWithoutDiscount - values.sumWithDiscount)}</dd>
                  <dt>{t('withDiscount')}</dt>
                  <dd>{rub(values.sumWithDiscount)}</dd>
                </>
              )}
              {values.deposit ? (
                <>
                  <dt>{t('deposit')}</dt>
                  <dd>{rub(values.deposit)}</dd>
                </>
              ) : null}
              <dt data-part="total">{t('total')}</dt>
              <dd data-part="total">{rub(values.total)}</dd>
            </List>
            <Note>{t('vat')}</Note>
            {values.pricePer30Days ? <Note>{t('per30', { price: rub(values.pricePer30Days) })}</Note> : null}
            {state === 'loading' && <Note>{t('loading')}</Note>}
          </div>
        )}
      </div>
    </Root>
  );
}
