import styled from 'styled-components';
import { useIntl } from 'react-intl';
import { CircleCheck, CircleAlert, Ban } from 'lucide-react';
import type { EdsStage } from '@sb/contracts';
import { Button } from '../../components/Button/Button.tsx';
import { ProgressBar } from '../parts.tsx';

export interface EdsProgressProps {
  /**
   * The stage the customer is at, decided by the contracts' `edsStageOf(status, preparing)`: `notCreated`,
   * `issuance`, `activating`, `created`, `available`, `error`, `blocked` or `revoked`.
   */
  stage: EdsStage;
  /** The EDS is still on its way (`edsStageOf(...).inProgress`): the expected wait is shown. */
  inProgress?: boolean;
  /** Called by the confirm button, which shows only while the EDS is not created. */
  onConfirm?: () => void;
  /** The confirm request is in flight (spinner in the button). */
  confirming?: boolean;
  /** Why confirming cannot start now (no connection): the button shows disabled, described by this text. */
  confirmDisabledReason?: string | null;
  /** The heading level of the block's title, to keep headings in order on the screen (default 2). */
  headingLevel?: 2 | 3 | 4;
  /** Extra class for layout by the screen (spacing, grid placement). */
  className?: string;
}

const Root = styled.section`
  display: flex;
  flex-direction: column;
  gap: var(--sb-space-3);
  padding: var(--sb-space-4);
  border: 1px solid var(--sb-colors-border);
  border-radius: var(--sb-radii-card);
  background: var(--sb-colors-surface);
  & h2,
  & h3,
  & h4 {
    margin: 0;
    font-size: var(--sb-fontSizes-lg);
  }
`;

const Fill = styled.div`
  height: 100%;
  border-radius: var(--sb-radii-pill);
  transition: width var(--sb-motion-slow) var(--sb-motion-easing);
  &[data-tone='progress'] {
    background: var(--sb-colors-brand);
  }
  &[data-tone='success'] {
    background: var(--sb-colors-success);
  }
  &[data-tone='muted'] {
    background: var(--sb-colors-borderStrong);
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

const Stage = styled.p`
  display: flex;
  align-items: center;
  gap: var(--sb-space-2);
  margin: 0;
  font-weight: var(--sb-fontWeights-semibold);
  &[data-tone='success'] {
    color: var(--sb-colors-success);
  }
  &[data-tone='muted'] {
    color: var(--sb-colors-textMuted);
  }
  & svg {
    flex: none;
  }
`;

const Note = styled.p`
  margin: 0;
  color: var(--sb-colors-textMuted);
  font-size: var(--sb-fontSizes-sm);
  &[data-kind='error'] {
    color: var(--sb-colors-danger);
  }
`;

/** How each stage is drawn: the bar's fill (0, 33, 66 or 100 %) and its tone (brand while issuing, green, grey). */
const LOOK: Record<EdsStage, { percent: number; tone: 'progress' | 'success' | 'muted' }> = {
  notCreated: { percent: 0, tone: 'progress' },
  issuance: { percent: 33, tone: 'progress' },
  activating: { percent: 66, tone: 'progress' },
  created: { percent: 100, tone: 'success' },
  available: { percent: 100, tone: 'success' },
  error: { percent: 33, tone: 'muted' },
  blocked: { percent: 100, tone: 'muted' },
  revoked: { percent: 100, tone: 'muted' },
};

/**
 * The EDS (electronic signature) block: a bar with the stage name and the expected wait, the spec's texts for
 * creation error, blocked and revoked, and the confirm button while the EDS does not exist yet.
 */
export function EdsProgress({
  stage,
  inProgress = false,
  onConfirm,
  confirming = false,
  confirmDisabledReason,
  headingLevel = 2,
  className,
}: EdsProgressProps) {
  const intl = useIntl();
  const view = { stage, inProgress, ...(LOOK[stage] ?? LOOK.notCreated) };
  const Heading = `h${headingLevel}` as 'h2';
  const title = intl.formatMessage({ id: 'uikit.eds.title' });
  const stageText = intl.formatMessage({ id: `uikit.eds.stage.${view.stage}` });
  return (
    <Root className={className} aria-label={title} data-stage={view.stage} data-tone={view.tone}>
      <Heading>{title}</Heading>
      <ProgressBar label={title} percent={view.percent} valueText={`${view.percent}% — ${stageText}`}>
        <Fill data-tone={view.tone} style={{ width: `${view.percent}%` }} />
      </ProgressBar>
      <Stage data-tone={view.tone} aria-live="polite">
        {view.tone === 'success' ? <CircleCheck size={18} aria-hidden="true" /> : null}
        {view.stage === 'error' ? <CircleAlert size={18} aria-hidden="true" /> : null}
        {view.stage === 'blocked' || view.stage === 'revoked' ? <Ban size={18} aria-hidden="true" /> : null}
        {stageText}
      </Stage>
      {view.stage === 'notCreated' ? <Note>{intl.formatMessage({ id: 'uikit.eds.note.notCreated' })}</Note> : null}
      {view.inProgress ? <Note>{intl.formatMessage({ id: 'uikit.eds.note.wait' })}</Note> : null}
      {view.stage === 'error' ? <Note data-kind="error">{intl.formatMessage({ id: 'uikit.eds.note.error' })}</Note> : null}
      {view.stage === 'blocked' || view.stage === 'revoked' ? (
        <Note data-kind="error">{intl.formatMessage({ id: 'uikit.eds.note.unavailable' })}</Note>
      ) : null}
      {view.stage === 'notCreated' && onConfirm ? (
        <div>
          <Button onClick={onConfirm} loading={confirming} disabledReason={confirmDisabledReason}>
            {intl.formatMessage({ id: 'uikit.eds.confirm' })}
          </Button>
        </div>
      ) : null}
    </Root>
  );
}
