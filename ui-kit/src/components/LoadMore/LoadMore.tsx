import styled from 'styled-components';
import { useIntl } from 'react-intl';
import { Button } from '../Button/Button.tsx';

export interface LoadMoreProps {
  /** How many are shown now. */
  shown: number;
  /** How many there are in all. */
  total: number;
  /** Shows the next portion. */
  onLoadMore: () => void;
  /** The next portion is loading (spinner in the button). */
  loading?: boolean;
  /** The button's text (defaults to 'Show more'). */
  label?: string;
  className?: string;
}

const Root = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: var(--sb-space-2);
  padding: var(--sb-space-4) 0;
  & > p {
    font-size: var(--sb-fontSizes-sm);
    color: var(--sb-colors-textMuted);
    font-variant-numeric: tabular-nums;
  }
`;

/** 'Shown X of Y' and a 'Show more' button, hidden once everything is shown. */
export function LoadMore({ shown, total, onLoadMore, loading = false, label, className }: LoadMoreProps) {
  const intl = useIntl();
  const visible = Math.min(shown, total);
  return (
    <Root className={className}>
      <p role="status">{intl.formatMessage({ id: 'uikit.loadMore.shown' }, { shown: visible, total })}</p>
      {visible < total && (
        <Button variant="secondary" loading={loading} onClick={onLoadMore}>
          {label || intl.formatMessage({ id: 'uikit.loadMore.button' })}
        </Button>
      )}
    </Root>
  );
}
