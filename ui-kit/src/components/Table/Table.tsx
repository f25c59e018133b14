import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useIntl } from 'react-intl';
import { media } from '../../theme/tokens.ts';
import { visuallyHidden } from '../../theme/visuallyHidden.ts';

export interface TableColumn<Row> {
  /** A stable key; also the row field shown when there is no `render`. */
  key: string;
  /** The header label (also the label before each value on phone cards). */
  header: ReactNode;
  /** Renders the cell; defaults to `String(row[key])`. */
  render?: (row: Row) => ReactNode;
  /** Text alignment on desktop (`end` for numbers and money). */
  align?: 'start' | 'end' | 'center';
  /** Hides the 'label:' on phone cards (an actions column). */
  hideLabelOnCard?: boolean;
  /** Marks the column whose value names the row (bold title of the phone card). */
  primary?: boolean;
}

export interface TableProps<Row> {
  /** The columns, in order. */
  columns: TableColumn<Row>[];
  /** The rows. */
  rows: Row[];
  /** A stable key per row. */
  getRowKey: (row: Row, index: number) => string | number;
  /** What the table lists, for screen readers (shown when `showCaption`). */
  caption: ReactNode;
  /** Shows the caption above the table. */
  showCaption?: boolean;
  /** Shown when there are no rows (defaults to 'No data'). */
  empty?: ReactNode;
  className?: string;
}

const Root = styled.div`
  width: 100%;
  overflow-x: auto;
  & table {
    width: 100%;
    border-collapse: collapse;
    font-variant-numeric: tabular-nums;
  }
  & caption {
    text-align: left;
    font-weight: var(--sb-fontWeights-semibold);
    padding-bottom: var(--sb-space-2);
  }
  & caption[data-hidden='true'] {
    ${visuallyHidden}
  }
  & th {
    text-align: left;
    font-size: var(--sb-fontSizes-sm);
    font-weight: var(--sb-fontWeights-semibold);
    color: var(--sb-colors-textMuted);
    padding: var(--sb-space-2) var(--sb-space-3);
    border-bottom: 2px solid var(--sb-colors-border);
    white-space: nowrap;
  }
  & td {
    padding: var(--sb-space-3);
    border-bottom: 1px solid var(--sb-colors-border);
    vertical-align: middle;
  }
  & tbody tr:hover {
    background: var(--sb-colors-surfaceMuted);
  }
  & [data-align='end'] {
    text-align: right;
  }
  & [data-align='center'] {
    text-align: center;
  }
  & [data-part='label'] {
    display: none;
  }

  ${media.mobile} {
    /* under 770 px each row is a card of 'label: value' lines; explicit roles keep the table semantics */
    overflow: visible;
    & table,
    & tbody,
    & tr,
    & td,
    & caption {
      display: block;
    }
    & thead {
      ${visuallyHidden}
    }
    & tbody {
      display: flex;
      flex-direction: column;
      gap: var(--sb-space-3);
    }
    & tr {
      padding: var(--sb-space-3) var(--sb-space-4);
      border-radius: var(--sb-radii-card);
      background: var(--sb-colors-surface);
      box-shadow: var(--sb-shadows-card);
    }
    & tbody tr:hover {
      background: var(--sb-colors-surface);
    }
    & td {
      display: flex;
      justify-content: space-between;
      gap: var(--sb-space-3);
      padding: var(--sb-space-1) 0;
      border: 0;
      text-align: right;
    }
    & td[data-primary='true'] {
      font-weight: var(--sb-fontWeights-semibold);
      font-size: var(--sb-fontSizes-lg);
      text-align: left;
    }
    & td[data-label-hidden='true'] {
      justify-content: stretch;
      padding-top: var(--sb-space-2);
    }
    & td[data-label-hidden='true'] > * {
      flex: 1;
    }
    & [data-part='label'] {
      display: inline;
      color: var(--sb-colors-textMuted);
      text-align: left;
    }
  }
`;

const Empty = styled.p`
  padding: var(--sb-space-6) var(--sb-space-3);
  text-align: center;
  color: var(--sb-colors-textMuted);
`;

/** A data table on desktop that becomes one card per row under 770 px (each card shows 'label: value'). */
export function Table<Row>({ columns, rows, getRowKey, caption, showCaption = false, empty, className }: TableProps<Row>) {
  const intl = useIntl();
  return (
    <Root className={className}>
      {/* The explicit roles are deliberate: under 770 px the rows are restyled as cards (display: block), which
          makes browsers drop the table semantics; the roles keep rows and cells announced. */}
      {/* eslint-disable jsx-a11y/no-redundant-roles, jsx-a11y/no-interactive-element-to-noninteractive-role */}
      <table role="table">
        <caption data-hidden={showCaption ? undefined : 'true'}>{caption}</caption>
        <thead role="rowgroup">
          <tr role="row">
            {columns.map((c) => (
              <th key={c.key} role="columnheader" scope="col" data-align={c.align}>
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {rows.map((row, i) => (
            <tr key={getRowKey(row, i)} role="row">
              {columns.map((c) => (
                <td
                  key={c.key}
                  role="cell"
                  data-align={c.align}
                  data-primary={c.primary ? 'true' : undefined}
                  data-label-hidden={c.hideLabelOnCard ? 'true' : undefined}
                >
                  {!c.hideLabelOnCard && !c.primary && (
                    <span data-part="label" aria-hidden="true">
                      {c.header}
                    </span>
                  )}
                  <span>{c.render ? c.render(row) : String((row as Record<string, unknown>)[c.key] ?? '')}</span>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {/* eslint-enable jsx-a11y/no-redundant-roles, jsx-a11y/no-interactive-element-to-noninteractive-role */}
      {rows.length === 0 && <Empty>{empty ?? intl.formatMessage({ id: 'uikit.table.empty' })}</Empty>}
    </Root>
  );
}
