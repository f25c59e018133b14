import styled from 'styled-components';
import { useIntl } from 'react-intl';
import { CircleCheck, CircleAlert, Ban } from 'lucide-react';
import type { SignatureStatus } from '@sb/contracts';
import { Button } from '../../components/Button/Button.tsx';
import { edsStageOf } from './edsStage.ts';

export interface EdsProgressProps {
  /** The raw EDS status of `GET /signature/status` (`not-exists`, `partner-initialization-start`, `initialization`, `exists`, `available`, `initialization-err`, `blocked`, `revoked`). */
  status: SignatureStatus;
  /** The customer has just confirmed issuance and the status has not moved yet: shown as issuance. */
  preparing?: boolean;
  /** Called by the confirm button, which shows only while the EDS is not created. */
  onConfirm?: () => void;
  /** The confirm request is in flight (spinner in the button). */
  confirming?: boolean;
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

const Track = styled.div`
  height: 8px;
  border-radius: var(--sb-radii-pill);
  background: var(--sb-colors-surfaceMuted);
  border: 1px solid var(--sb-colors-border);
  overflow: hidden;
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

/**
 * The EDS (electronic signature) block: a bar with the stage name and the expected wait, the spec's texts for
 * creation error, blocked and revoked, and the confirm button while the EDS does not exist yet.
 */
export function EdsProgress({ status, preparing = false, onConfirm, confirming = false, headingLevel = 2, className }: EdsProgressProps) {
  const intl = useIntl();
  const view = edsStageOf(status, preparing);
  const Heading = `h${headingLevel}` as 'h2';
  const title = intl.formatMessage({ id: 'uikit.eds.title' });
  const stageText = intl.formatMessage({ id: `uikit.eds.stage.${view.stage}` });
  return (
    <Root className={className} aria-label={title} data-stage={view.stage} data-tone={view.tone}>
      <Heading>{title}</Heading>
      <Track
        role="progressbar"
        aria-label={title}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={view.percent}
        aria-valuetext={`${view.percent}% — ${stageText}`}
      >
        <Fill data-tone={view.tone} style={{ width: `${view.percent}%` }} />
      </Track>
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
          <Button onClick={onConfirm} loading={confirming}>
            {intl.formatMessage({ id: 'uikit.eds.confirm' })}
          </Button>
        </div>
      ) : null}
    </Root>
  );
}
