import styled from 'styled-components';
import { useIntl } from 'react-intl';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { Button } from '../../components/Button/Button.tsx';
import { ProgressBar } from '../parts.tsx';

export interface DownloadProgressProps {
  /** `fetching` (files coming one by one), `done` (the archive was saved), `failed` (nothing could be made). */
  state: 'fetching' | 'done' | 'failed';
  /** Files fetched (or given up on) so far. */
  done: number;
  /** Files to fetch in all. */
  total: number;
  /** Files that could not be fetched: listed in the archive's README.txt. */
  missing?: number;
  /** The archive's file name, once saved. */
  fileName?: string;
  /** Why nothing could be made (already translated), for `failed`. */
  error?: string;
  /** Offered for `failed`: start again. */
  onRetry?: () => void;
  /** Offered while fetching: stop. */
  onCancel?: () => void;
  className?: string;
}

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--sb-space-2);
  & p {
    margin: 0;
    display: flex;
    align-items: center;
    gap: var(--sb-space-2);
  }
  &[data-state='done'] > p[data-part='status'] {
    color: var(--sb-colors-success);
  }
  &[data-state='failed'] > p[data-part='status'],
  & > p[data-part='missing'] {
    color: var(--sb-colors-danger);
  }
`;

const Fill = styled.div`
  height: 100%;
  background: var(--sb-colors-brand);
  transition: width var(--sb-motion-normal) var(--sb-motion-easing);
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

/** How far a download of many files is: a bar, 'n of m files', the files that could not be fetched, retry or stop. */
export function DownloadProgress({
  state,
  done,
  total,
  missing = 0,
  fileName,
  error,
  onRetry,
  onCancel,
  className,
}: DownloadProgressProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id: `uikit.download.${id}` }, values);
  const percent = total > 0 ? Math.round((Math.min(done, total) / total) * 100) : state === 'fetching' ? 0 : 100;
  const status =
    state === 'fetching'
      ? t('fetching', { done: Math.min(done, total), total })
      : state === 'done'
        ? t('done', { name: fileName ?? '' })
        : (error ?? t('failed'));
  return (
    <Root className={className} data-state={state}>
      {state !== 'failed' ? (
        <ProgressBar label={t('label')} percent={percent} valueText={t('fetching', { done: Math.min(done, total), total })}>
          <Fill style={{ width: `${percent}%` }} />
        </ProgressBar>
      ) : null}
      <p data-part="status" role="status">
        {state === 'done' ? <CircleCheck size={18} aria-hidden="true" /> : null}
        {state === 'failed' ? <CircleAlert size={18} aria-hidden="true" /> : null}
        {status}
      </p>
      {missing > 0 ? <p data-part="missing">{t('missing', { count: missing })}</p> : null}
      {state === 'fetching' && onCancel ? (
        <div>
          <Button variant="secondary" onClick={onCancel}>
            {t('cancel')}
          </Button>
        </div>
      ) : null}
      {state === 'failed' && onRetry ? (
        <div>
          <Button onClick={onRetry}>{t('retry')}</Button>
        </div>
      ) : null}
    </Root>
  );
}
