import type { ElementType, Ref } from 'react';
import styled from 'styled-components';
import { useIntl } from 'react-intl';
import { media } from '../../theme/tokens.ts';
import { Button } from '../../components/Button/Button.tsx';
import { Badge } from '../../components/Badge/Badge.tsx';
import { Link } from '../../components/Link/Link.tsx';
import { useRoubles } from '../format.ts';
import { visuallyHidden } from '../../theme/visuallyHidden.ts';

export interface BoxRowProps {
  /** The box's number (name), e.g. `B-204`. */
  number: string;
  /** Area, square metres. */
  size: number;
  /** Floor. */
  floor: number;
  /** Depth (length), metres. */
  depth: number;
  /** Width, metres. */
  width: number;
  /** Ceiling height, metres. */
  height: number;
  /** Price per 30 days, roubles. */
  monthRate: number;
  /** Free (Order) or ordered (By request). */
  free: boolean;
  /** Order pressed (free boxes). */
  onOrder?: () => void;
  /** By request pressed (ordered boxes). */
  onRequest?: () => void;
  /** Where More info leads (the box view). */
  moreHref: string;
  /** The router's link component for More info. */
  linkAs?: ElementType;
  ref?: Ref<HTMLTableRowElement>;
}

/** The table the rows go in: a `<table>` on desktop that turns into a list of cards under 770 px. */
export const BoxTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-variant-numeric: tabular-nums;
  & th,
  & td {
    padding: var(--sb-space-2) var(--sb-space-3);
    text-align: left;
    border-bottom: 1px solid var(--sb-colors-border);
    vertical-align: middle;
  }
  & th {
    font-size: var(--sb-fontSizes-sm);
    color: var(--sb-colors-textMuted);
    font-weight: var(--sb-fontWeights-medium);
  }
  ${media.mobile} {
    & thead {
      ${visuallyHidden}
    }
    & tbody,
    & tr,
    & td {
      display: block;
    }
    & tr {
      margin-bottom: var(--sb-space-3);
      padding: var(--sb-space-3);
      border: 1px solid var(--sb-colors-border);
      border-radius: var(--sb-radii-card);
      background: var(--sb-colors-surface);
    }
    & td {
      display: flex;
      justify-content: space-between;
      gap: var(--sb-space-3);
      border: 0;
      padding: var(--sb-space-1) 0;
    }
    & td::before {
      content: attr(data-label);
      color: var(--sb-colors-textMuted);
    }
    & td[data-part='actions'] {
      flex-wrap: wrap;
      justify-content: flex-start;
    }
    & td[data-part='actions']::before {
      content: none;
    }
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--sb-space-2);
  align-items: center;
`;

function useBoxLabels() {
  const intl = useIntl();
  return (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id: `uikit.boxRow.${id}` }, values);
}

/** The header row of the boxes table, its column names matching BoxRow's cells. */
export function BoxRowHead() {
  const t = useBoxLabels();
  return (
    <thead>
      <tr>
        {['number', 'size', 'floor', 'dimensions', 'height', 'price', 'state'].map((c) => (
          <th key={c} scope="col">
            {t(c)}
          </th>
        ))}
        <th scope="col">{t('actions')}</th>
      </tr>
    </thead>
  );
}

/**
 * One box of the boxes table: number, size, floor, depth x width, height, monthly price, free or ordered, and the
 * actions Order (free), By request (ordered) and More info.
 */
export function BoxRow({
  number,
  size,
  floor,
  depth,
  width,
  height,
  monthRate,
  free,
  onOrder,
  onRequest,
  moreHref,
  linkAs,
  ref,
}: BoxRowProps) {
  const intl = useIntl();
  const t = useBoxLabels();
  const rub = useRoubles();
  const n = (v: number) => intl.formatNumber(v, { maximumFractionDigits: 2 });
  return (
    <tr ref={ref} data-state={free ? 'free' : 'ordered'}>
      <th scope="row" data-label={t('number')} style={{ fontWeight: 600 }}>
        {number}
      </th>
      <td data-label={t('size')}>{t('area', { size: n(size) })}</td>
      <td data-label={t('floor')}>{floor}</td>
      <td data-label={t('dimensions')}>{t('dims', { depth: n(depth), width: n(width) })}</td>
      <td data-label={t('height')}>{t('metres', { value: n(height) })}</td>
      <td data-label={t('price')}>{rub(monthRate)}</td>
      <td data-label={t('state')}>
        <Badge variant={free ? 'success' : 'neutral'}>{t(free ? 'free' : 'ordered')}</Badge>
      </td>
      <td data-part="actions">
        <Actions>
          {free ? (
            <Button size="sm" onClick={onOrder} aria-label={t('orderBox', { number })}>
              {t('order')}
            </Button>
          ) : (
            <Button size="sm" variant="secondary" onClick={onRequest} aria-label={t('requestBox', { number })}>
              {t('request')}
            </Button>
          )}
          <Link href={moreHref} as={linkAs} variant="standalone" aria-label={t('moreBox', { number })}>
            {t('more')}
          </Link>
        </Actions>
      </td>
    </tr>
  );
}
