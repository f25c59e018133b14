import { useId } from 'react';
import styled from 'styled-components';
import { useIntl } from 'react-intl';
import { KeyRound, Lock, LockOpen, TriangleAlert, CircleSlash } from 'lucide-react';
import type { LockStatus } from '@sb/contracts';
import { Button } from '../../components/Button/Button.tsx';
import { cardSurface, tintedBy, titledColumn } from '../../theme/fragments.ts';

/** Why the open button is disabled (spec 1: debt, an unpaid or an unsigned contract). */
export type LockDisabledReason = 'debt' | 'unpaid' | 'unsigned' | 'offline';

export interface LockControlProps {
  /** The lock's status; `opened` is set by the cabinet right after an open command. */
  status: LockStatus;
  /** Shows the open button (an active or paid order). */
  canOpen?: boolean;
  /** Disables the open button and says why. */
  disabledReason?: LockDisabledReason | null;
  /** The open command is on its way (the button spins). */
  sending?: boolean;
  /** What the last open command did: `sent` (the command reached the lock) or `failed` (contact the manager). */
  result?: 'sent' | 'failed' | null;
  /** The manager's phone for the failure warning. */
  managerPhone?: string | null;
  /** Called by the open button. */
  onOpen?: () => void;
  /** The heading level of the block's title. */
  headingLevel?: 2 | 3;
}

const Root = styled.section`
  ${titledColumn(3)}
  ${cardSurface}
  & p {
    margin: 0;
  }
`;

const Status = styled.p`
  display: flex;
  align-items: center;
  gap: var(--sb-space-2);
  font-weight: var(--sb-fontWeights-semibold);
  &[data-tone='success'] {
    color: var(--sb-colors-success);
  }
  &[data-tone='danger'] {
    color: var(--sb-colors-danger);
  }
  &[data-tone='muted'] {
    color: var(--sb-colors-textMuted);
  }
`;

const Note = styled.p`
  padding: var(--sb-space-3);
  border-radius: var(--sb-radii-control);
  ${tintedBy('data-tone')}
`;

const tones: Record<LockStatus, string> = {
  unregistered: 'muted',
  error: 'danger',
  open: 'success',
  opened: 'success',
  locked: 'default',
  inactive: 'muted',
};

/** The access block: the lock's state, the open button (or why it is disabled) and what the last command did. */
export function LockControl({
  status,
  canOpen = false,
  disabledReason,
  sending = false,
  result,
  managerPhone,
  onOpen,
  headingLevel = 2,
}: LockControlProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id: `uikit.lock.${id}` }, values);
  const Heading = `h${headingLevel}` as const;
  const headingId = `lock-${useId()}`;
  const Icon =
    status === 'open' || status === 'opened'
      ? LockOpen
      : status === 'error'
        ? TriangleAlert
        : status === 'unregistered' || status === 'inactive'
          ? CircleSlash
          : Lock;
  const hasLock = status !== 'unregistered';
  const openable = hasLock && status !== 'inactive' && status !== 'error';
  return (
    <Root aria-labelledby={headingId} data-state={status}>
      <Heading id={headingId}>{t('title')}</Heading>
      <Status data-tone={tones[status]}>
        <Icon size={20} aria-hidden="true" />
        {t(`status.${status}`)}
      </Status>
      {status === 'unregistered' && <Note data-tone="info">{t('noLock')}</Note>}
      {status === 'error' && <Note data-tone="warning">{t('errorNote')}</Note>}
      {status === 'inactive' && <Note data-tone="info">{t('inactiveNote')}</Note>}
      {canOpen && openable && (
        <Button
          icon={<KeyRound size={18} aria-hidden="true" />}
          fullWidth
          loading={sending}
          disabledReason={disabledReason ? t(`reason.${disabledReason}`) : null}
          onClick={onOpen}
        >
          {t('open')}
        </Button>
      )}
      <div role="status" aria-live="polite">
        {result === 'sent' && <Note data-tone="success">{t('sent')}</Note>}
      </div>
      {result === 'failed' && (
        <Note data-tone="danger" role="alert">
          {managerPhone ? t('failedPhone', { phone: managerPhone }) : t('failed')}
        </Note>
      )}
    </Root>
  );
}
