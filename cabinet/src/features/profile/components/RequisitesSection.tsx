import { useAtomValue } from 'jotai';
import { Skeleton } from '@sb/ui-kit';
import { ApiErrorMessage } from '../../../shared/errors/ApiErrorMessage.tsx';
import { legalRequisitesAtom, personalRequisitesAtom } from '../atoms.ts';
import { LegalRequisitesForm } from './LegalRequisitesForm.tsx';
import { PersonalRequisitesForm } from './PersonalRequisitesForm.tsx';
import { RefreshFailed } from './RefreshFailed.tsx';

/**
 * Each kind loads through its own call; the form appears only once its data is there (no errors while loading).
 * A first load that fails shows the error; a reload that fails (after a save) keeps the form with a note.
 */
export function PersonalRequisitesSection() {
  const { data, isPending, isError, error, refetch } = useAtomValue(personalRequisitesAtom);
  if (isPending) return <Skeleton variant="text" lines={6} />;
  if (!data) return <ApiErrorMessage error={error} onRetry={() => void refetch()} />;
  return (
    <>
      {isError && <RefreshFailed error={error} titleId="profile.refresh.requisitesFailed" onRetry={() => void refetch()} />}
      <PersonalRequisitesForm requisites={data} />
    </>
  );
}

export function LegalRequisitesSection() {
  const { data, isPending, isError, error, refetch } = useAtomValue(legalRequisitesAtom);
  if (isPending) return <Skeleton variant="text" lines={6} />;
  if (!data) return <ApiErrorMessage error={error} onRetry={() => void refetch()} />;
  return (
    <>
      {isError && <RefreshFailed error={error} titleId="profile.refresh.requisitesFailed" onRetry={() => void refetch()} />}
      <LegalRequisitesForm requisites={data} />
    </>
  );
}
