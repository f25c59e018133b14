import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useAtomValue } from 'jotai';
import { Skeleton } from '@sb/ui-kit';
import { ApiErrorMessage } from '../../../shared/errors/ApiErrorMessage.tsx';
import type { RequisitesForm } from '../../../shared/requisites/index.ts';
import type { LegalRequisitesRequest, PersonalRequisitesRequest } from '@sb/contracts';
import { legalRequisitesAtom, personalRequisitesAtom, saveRequisitesAtom } from '../../../shared/api/customer.ts';
import { SaveFailure, useSave } from './Saving.tsx';
import { RefreshFailed } from './RefreshFailed.tsx';

/**
 * Each kind loads through its own call; the form appears only once its data is there (no errors while loading).
 * A first load that fails shows the error; a reload that fails (after a save) keeps the form with a note.
 */
function Loaded<T>({ query, children }: { query: RequisitesQuery<T>; children: (data: T) => ReactNode }) {
  const { data, isPending, isError, error, refetch } = query;
  if (isPending) return <Skeleton variant="text" lines={6} />;
  if (!data) return <ApiErrorMessage error={error} onRetry={() => void refetch()} />;
  return (
    <>
      {isError && <RefreshFailed error={error} titleId="profile.refresh.requisitesFailed" onRetry={() => void refetch()} />}
      {children(data)}
    </>
  );
}

interface RequisitesQuery<T> {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => Promise<unknown>;
}

function useFormTexts() {
  const intl = useIntl();
  return {
    label: intl.formatMessage({ id: 'profile.requisites.title' }),
    submitLabel: intl.formatMessage({ id: 'profile.requisites.save' }),
  };
}

/** The requisites form. */
interface SectionProps {
  Form: typeof RequisitesForm;
}

/** The individual's identity document and addresses, saved through PUT client/requisites/peronal. */
export function PersonalRequisitesSection({ Form, today }: SectionProps & { today?: Date }) {
  const texts = useFormTexts();
  const { mutateAsync } = useAtomValue(saveRequisitesAtom);
  const { save, failure } = useSave((body: PersonalRequisitesRequest) => mutateAsync({ kind: 'personal', body }));
  return (
    <Loaded query={useAtomValue(personalRequisitesAtom)}>
      {(data) => <Form kind="personal" requisites={data} today={today} onSave={save} footer={<SaveFailure error={failure} />} {...texts} />}
    </Loaded>
  );
}

/** The organisation's bank requisites with the control-digit checks, saved through PUT client/requisites/legal. */
export function LegalRequisitesSection({ Form }: SectionProps) {
  const texts = useFormTexts();
  const { mutateAsync } = useAtomValue(saveRequisitesAtom);
  const { save, failure } = useSave((body: LegalRequisitesRequest) => mutateAsync({ kind: 'legal', body }));
  return (
    <Loaded query={useAtomValue(legalRequisitesAtom)}>
      {(data) => <Form kind="legal" requisites={data} onSave={save} footer={<SaveFailure error={failure} />} {...texts} />}
    </Loaded>
  );
}
