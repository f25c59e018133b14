import { useAtomValue } from 'jotai';
import { useIntl } from 'react-intl';
import { Dialog, Skeleton } from '@sb/ui-kit';
import { ApiErrorMessage } from '../../../shared/errors/ApiErrorMessage.tsx';
import { RequisitesForm } from '../../../shared/requisites/index.ts';
import { issueSignatureAtom, type IssueOutcome } from '../api/signature.ts';
import { clientAtom, legalRequisitesAtom, personalRequisitesAtom, type RequisitesSave } from '../../../shared/api/customer.ts';

export interface RequisitesDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The requisites are saved and the signature is asked for (`exists`: the provider already has one). */
  onIssued: OnIssued;
}

type OnIssued = (outcome: IssueOutcome['outcome']) => void;

/**
 * The requisites modal of EDS issuance: an individual's passport (document type fixed to passport) or an
 * organisation's requisites, in the same form as the profile's; saving them issues the signature.
 */
export function RequisitesDialog({ open, onOpenChange, onIssued }: RequisitesDialogProps) {
  const intl = useIntl();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={intl.formatMessage({ id: 'documents.requisites.title' })}
      description={intl.formatMessage({ id: 'documents.requisites.description' })}
    >
      {open ? <RequisitesBody onIssued={onIssued} onCancel={() => onOpenChange(false)} /> : null}
    </Dialog>
  );
}

function RequisitesBody({ onIssued, onCancel }: { onIssued: OnIssued; onCancel: () => void }) {
  const profile = useAtomValue(clientAtom);
  if (profile.isPending) return <Skeleton lines={6} />;
  if (profile.isError) return <ApiErrorMessage error={profile.error} onRetry={() => void profile.refetch()} />;
  return profile.data.legal_type === 1 ? (
    <LegalLoader onIssued={onIssued} onCancel={onCancel} />
  ) : (
    <PersonalLoader onIssued={onIssued} onCancel={onCancel} />
  );
}

interface LoaderProps {
  onIssued: OnIssued;
  onCancel: () => void;
}

/** The form's texts and the issuance: save the requisites, ask for the signature; a failure stays under the form. */
function useIssue({ onIssued, onCancel }: LoaderProps) {
  const intl = useIntl();
  const issue = useAtomValue(issueSignatureAtom);
  const t = (id: string) => intl.formatMessage({ id: `documents.requisites.${id}` });
  const issueWith = async (save: RequisitesSave) => {
    try {
      onIssued((await issue.mutateAsync(save)).outcome);
      return true;
    } catch {
      return false;
    }
  };
  const common = {
    label: t('title'),
    submitLabel: t('submit'),
    cancel: { label: t('cancel'), onClick: onCancel },
    footer: issue.isError ? <ApiErrorMessage error={issue.error} /> : null,
  };
  return { issueWith, common };
}

// a failed load of the requisites leaves the form empty rather than blocking issuance

function PersonalLoader(props: LoaderProps) {
  const requisites = useAtomValue(personalRequisitesAtom);
  const { issueWith, common } = useIssue(props);
  if (requisites.isPending) return <Skeleton lines={6} />;
  return (
    <RequisitesForm
      kind="personal"
      passportOnly
      requisites={requisites.data ?? null}
      onSave={(body) => issueWith({ kind: 'personal', body })}
      {...common}
    />
  );
}

function LegalLoader(props: LoaderProps) {
  const requisites = useAtomValue(legalRequisitesAtom);
  const { issueWith, common } = useIssue(props);
  if (requisites.isPending) return <Skeleton lines={7} />;
  return (
    <RequisitesForm kind="legal" requisites={requisites.data ?? null} onSave={(body) => issueWith({ kind: 'legal', body })} {...common} />
  );
}
