import { useAtomValue } from 'jotai';
import { Skeleton } from '@sb/ui-kit';
import { ApiErrorMessage } from '../../../shared/errors/ApiErrorMessage.tsx';
import { legalRequisitesAtom, personalRequisitesAtom } from '../atoms.ts';
import { LegalRequisitesForm } from './LegalRequisitesForm.tsx';
import { PersonalRequisitesForm } from './PersonalRequisitesForm.tsx';

/** Each kind loads through its own call; the form appears only once its data is there (no errors while loading). */
export function PersonalRequisitesSection() {
  const { data, isPending, isError, error, refetch } = useAtomValue(personalRequisitesAtom);
  if (isPending) return <Skeleton variant="text" lines={6} />;
  if (isError) return <ApiErrorMessage error={error} onRetry={() => void refetch()} />;
  return <PersonalRequisitesForm requisites={data} />;
}

export function LegalRequisitesSection() {
  const { data, isPending, isError, error, refetch } = useAtomValue(legalRequisitesAtom);
  if (isPending) return <Skeleton variant="text" lines={6} />;
  if (isError) return <ApiErrorMessage error={error} onRetry={() => void refetch()} />;
  return <LegalRequisitesForm requisites={data} />;
}
