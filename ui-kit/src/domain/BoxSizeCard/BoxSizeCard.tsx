import type { ElementType, ReactNode, Ref } from 'react';
import styled from 'styled-components';
import { useIntl } from 'react-intl';
import { ChevronRight } from 'lucide-react';
import { useRoubles } from '../format.ts';

export interface BoxSizeCardProps {
  /** The area in square metres (shown large, 2 decimals at most). */
  size: number;
  /** The lowest monthly (30-day) price of this size, roubles. */
  monthRate: number;
  /** Where the card leads (the boxes of this size in the warehouse). */
  href: string;
  /** The router's link component (e.g. wouter's `Link`); a plain `<a>` otherwise. */
  linkAs?: ElementType;
  /** Free boxes of this size; shown as a line under the price when given. */
  count?: number;
  /** `false` marks a size that is only available by request. */
  available?: boolean;
  /** A short hint of what fits (e.g. 'a bicycle, seasonal things'). */
  hint?: ReactNode;
  ref?: Ref<HTMLAnchorElement>;
  className?: string;
}

const Root = styled.a`
  display: flex;
  flex-direction: column;
  gap: var(--sb-space-1);
  min-height: 44px;
  padding: var(--sb-space-3) var(--sb-space-4);
  border: 1px solid var(--sb-colors-border);
  border-radius: var(--sb-radii-card);
  background: var(--sb-colors-surface);
  box-shadow: var(--sb-shadows-card);
  color: var(--sb-colors-text);
  text-decoration: none;
  font-variant-numeric: tabular-nums;
  transition: border-color var(--sb-motion-fast) var(--sb-motion-easing);
  &:hover {
    border-color: var(--sb-colors-brand);
  }
  & [data-part='area'] {
    font-size: var(--sb-fontSizes-xl);
    font-weight: var(--sb-fontWeights-bold);
    color: var(--sb-colors-brand);
    line-height: 1.2;
  }
  & [data-part='price'] {
    font-weight: var(--sb-fontWeights-semibold);
  }
  & [data-part='meta'] {
    font-size: var(--sb-fontSizes-sm);
    color: var(--sb-colors-textMuted);
  }
  & [data-part='more'] {
    display: inline-flex;
    align-items: center;
    gap: 2px;
    font-size: var(--sb-fontSizes-sm);
    color: var(--sb-colors-brand);
    text-decoration: underline;
  }
  &[data-available='false'] [data-part='area'] {
    color: var(--sb-colors-text);
  }
`;

/** A size class of a warehouse: the area large, the monthly price, and the whole card as one link to its boxes. */
export function BoxSizeCard({ size, monthRate, href, linkAs, count, available = true, hint, ref, className }: BoxSizeCardProps) {
  const intl = useIntl();
  const rub = useRoubles();
  const area = intl.formatMessage({ id: 'uikit.boxSizeCard.area' }, { size: intl.formatNumber(size, { maximumFractionDigits: 2 }) });
  return (
    <Root as={linkAs} href={href} ref={ref} className={className} data-available={available}>
      <span data-part="area">{area}</span>
      <span data-part="price">{intl.formatMessage({ id: 'uikit.boxSizeCard.price' }, { price: rub(monthRate) })}</span>
      <span data-part="meta">{intl.formatMessage({ id: 'uikit.boxSizeCard.per30' })}</span>
      {!available ? (
        <span data-part="meta">{intl.formatMessage({ id: 'uikit.boxSizeCard.byRequest' })}</span>
      ) : count !== undefined ? (
        <span data-part="meta">{intl.formatMessage({ id: 'uikit.boxSizeCard.count' }, { count })}</span>
      ) : null}
      {hint && <span data-part="meta">{hint}</span>}
      <span data-part="more">
        {intl.formatMessage({ id: 'uikit.boxSizeCard.choose' })}
        <ChevronRight size={16} aria-hidden="true" />
      </span>
    </Root>
  );
}
