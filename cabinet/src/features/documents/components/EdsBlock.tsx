import { useEffect, useState } from 'react';
import { useAtom, useAtomValue } from 'jotai';
import { useIntl } from 'react-intl';
import { edsStageOf } from '@sb/contracts';
import { Alert, EdsProgress, Skeleton } from '@sb/ui-kit';
import { ApiErrorMessage } from '../../../shared/errors/ApiErrorMessage.tsx';
import { CREATE_FLAG_MS } from '../rules.ts';
import { edsCreatingAtom, signatureStatusAtom } from '../atoms.ts';
import { lazyPart } from '../../../shared/ui/lazyPart.tsx';
import { useOfflineReason } from '../../../shared/offline/useOfflineReason.ts';

// the requisites dialog (and its form) comes with its first opening or when the browser is idle, not with the screen
const RequisitesDialog = lazyPart(
  () => import('./RequisitesDialog.tsx'),
  (m) => m.RequisitesDialog,
  { dialog: true },
);

/**
 * The EDS block: progress through the statuses, the confirm button that opens the requisites modal, and the
 * 'preparing' state after issuance. The status is polled by its atom (every 3 s while preparing and not
 * available); the create flag is cleared 10 s after issuance by reloading the status.
 */
export function EdsBlock({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const intl = useIntl();
  const status = useAtomValue(signatureStatusAtom);
  const [creating, setCreating] = useAtom(edsCreatingAtom);
  const [open, setOpen] = useState(false);
  // issuing the EDS sends the requisites: offline the confirm waits for the network, with the reason
  const offlineReason = useOfflineReason();

  useEffect(() => {
    if (!creating) return;
    const timer = setTimeout(() => {
      void status.refetch().finally(() => setCreating(false));
    }, CREATE_FLAG_MS);
    return () => clearTimeout(timer);
    // the timer belongs to one issuance; refetch is stable enough for it
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [creating]);

  // leaving the screen ends the 'preparing' flag with its timer, so no poll survives the screen
  useEffect(() => () => setCreating(false), [setCreating]);

  if (status.isPending) return <Skeleton variant="rect" height={140} />;
  if (status.isError) return <ApiErrorMessage error={status.error} onRetry={() => void status.refetch()} />;
  const preparing = creating && !edsStageOf(status.data.status).canSign;
  const eds = edsStageOf(status.data.status, preparing);
  return (
    <>
      <EdsProgress
        stage={eds.stage}
        inProgress={eds.inProgress}
        headingLevel={headingLevel}
        onConfirm={() => setOpen(true)}
        confirmDisabledReason={offlineReason}
      />
      {preparing ? (
        <p role="status" data-testid="eds-preparing">
          {intl.formatMessage({ id: 'documents.eds.preparing' })}
        </p>
      ) : null}
      <RequisitesDialog
        open={open}
        onOpenChange={setOpen}
        onIssued={(outcome) => {
          setOpen(false);
          // an EDS that already exists is no error: the reloaded status shows where it stands
          if (outcome === 'exists') void status.refetch();
          else setCreating(true);
        }}
      />
    </>
  );
}

/**
 * The prompt under the EDS block while signing is blocked: create the EDS first (not created), or wait (being
 * issued); the error, blocked and revoked texts are the block's own.
 */
export function SigningBlockedPrompt() {
  const intl = useIntl();
  const status = useAtomValue(signatureStatusAtom);
  const creating = useAtomValue(edsCreatingAtom);
  if (!status.isSuccess) return null;
  const view = edsStageOf(status.data.status, creating);
  if (view.canSign) return null;
  if (view.stage === 'notCreated') {
    return (
      <Alert variant="warning" live="none">
        {intl.formatMessage({ id: 'documents.eds.required' })}
      </Alert>
    );
  }
  if (view.inProgress) return <p>{intl.formatMessage({ id: 'documents.eds.waitToSign' })}</p>;
  return null;
}
