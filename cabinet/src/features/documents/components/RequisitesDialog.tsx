import { useMemo } from 'react';
import { useAtomValue } from 'jotai';
import { Controller, useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { legalRequisitesForm, normaliseIssuedBy, passportForm, type LegalRequisites, type PersonalRequisites } from '@sb/contracts';
import { Button, Dialog, MaskedField, Skeleton, TextField } from '@sb/ui-kit';
import { useFieldError, zodFormResolver } from '../../../shared/forms.ts';
import { ApiErrorMessage } from '../../../shared/errors/ApiErrorMessage.tsx';
import { issueSignatureAtom, legalRequisitesAtom, personalRequisitesAtom, profileAtom, type IssueOutcome } from '../atoms.ts';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: var(--sb-space-4);
`;

const Fixed = styled.p`
  margin: 0;
  display: flex;
  flex-direction: column;
  gap: var(--sb-space-1);
  & > span:first-child {
    font-size: var(--sb-fontSizes-sm);
    font-weight: var(--sb-fontWeights-medium);
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--sb-space-3);
  justify-content: flex-end;
`;

export interface RequisitesDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The requisites are saved and the signature is asked for (`exists`: the provider already has one). */
  onIssued: OnIssued;
}

type OnIssued = (outcome: IssueOutcome['outcome']) => void;

/**
 * The requisites modal of EDS issuance: an individual's passport (document type fixed to passport) or an
 * organisation's requisites, with the contracts' field rules; saving them issues the signature.
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
  const profile = useAtomValue(profileAtom);
  if (profile.isPending) return <Skeleton lines={6} />;
  if (profile.isError) return <ApiErrorMessage error={profile.error} onRetry={() => void profile.refetch()} />;
  return profile.data.legal_type === 1 ? (
    <LegalLoader onIssued={onIssued} onCancel={onCancel} />
  ) : (
    <PersonalLoader onIssued={onIssued} onCancel={onCancel} />
  );
}

// --- an individual: the passport ---------------------------------------------------------------------------------

function PersonalLoader(props: { onIssued: OnIssued; onCancel: () => void }) {
  const requisites = useAtomValue(personalRequisitesAtom);
  if (requisites.isPending) return <Skeleton lines={6} />;
  // a failed load leaves the form empty rather than blocking issuance
  return <PersonalForm {...props} initial={requisites.data ?? null} />;
}

interface PassportValues {
  document_name: string;
  document_number: string;
  issuer: string;
  issued: string;
  division_code: string;
  adress: string;
  fact_address: string;
}

function PersonalForm({ initial, onIssued, onCancel }: { initial: PersonalRequisites | null; onIssued: OnIssued; onCancel: () => void }) {
  const intl = useIntl();
  const fieldError = useFieldError();
  const issue = useAtomValue(issueSignatureAtom);
  const schema = useMemo(() => passportForm(new Date()), []);
  const form = useForm<PassportValues>({
    resolver: zodFormResolver(schema) as never,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: {
      document_name: 'passportRf',
      document_number: initial?.document_number ?? '',
      issuer: initial?.issuer ?? '',
      issued: initial?.issued ?? '',
      division_code: initial?.division_code ?? '',
      adress: initial?.adress ?? '',
      fact_address: initial?.fact_address ?? '',
    },
  });
  const errors = form.formState.errors;
  const t = (id: string) => intl.formatMessage({ id: `documents.requisites.${id}` });
  const submit = form.handleSubmit(async (values) => {
    try {
      const done = await issue.mutateAsync({ kind: 'personal', body: { ...values, document_name: 'passportRf' } });
      onIssued(done.outcome);
    } catch {
      // the error is shown under the form; what was typed stays
    }
  });
  const masked = (name: 'document_number' | 'issued' | 'division_code', mask: 'passport' | 'date' | 'divisionCode') => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <MaskedField
          mask={mask}
          label={t(name)}
          required
          name={field.name}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          ref={field.ref}
          error={fieldError(errors[name])}
        />
      )}
    />
  );
  return (
    <Form onSubmit={submit} noValidate aria-label={t('title')}>
      <Fixed>
        <span>{t('document_name')}</span>
        <span>{t('passport')}</span>
      </Fixed>
      {masked('document_number', 'passport')}
      {masked('issued', 'date')}
      <TextField
        label={t('issuer')}
        required
        error={fieldError(errors.issuer)}
        {...form.register('issuer', { onChange: (e) => form.setValue('issuer', normaliseIssuedBy(e.target.value)) })}
      />
      {masked('division_code', 'divisionCode')}
      <TextField label={t('adress')} required error={fieldError(errors.adress)} {...form.register('adress')} />
      <TextField label={t('fact_address')} required error={fieldError(errors.fact_address)} {...form.register('fact_address')} />
      {issue.isError ? <ApiErrorMessage error={issue.error} /> : null}
      <Actions>
        <Button variant="ghost" onClick={onCancel}>
          {t('cancel')}
        </Button>
        <Button type="submit" loading={issue.isPending}>
          {t('submit')}
        </Button>
      </Actions>
    </Form>
  );
}

// --- an organisation: its requisites -----------------------------------------------------------------------------

function LegalLoader(props: { onIssued: OnIssued; onCancel: () => void }) {
  const requisites = useAtomValue(legalRequisitesAtom);
  if (requisites.isPending) return <Skeleton lines={7} />;
  return <LegalForm {...props} initial={requisites.data ?? null} />;
}

interface LegalValues {
  inn: string;
  ogrn: string;
  kpp: string;
  bik: string;
  account: string;
  correspond: string;
  bank: string;
}

const LEGAL_FIELDS: Array<{ name: keyof LegalValues; numeric: boolean }> = [
  { name: 'inn', numeric: true },
  { name: 'ogrn', numeric: true },
  { name: 'kpp', numeric: true },
  { name: 'bank', numeric: false },
  { name: 'bik', numeric: true },
  { name: 'account', numeric: true },
  { name: 'correspond', numeric: true },
];

function LegalForm({ initial, onIssued, onCancel }: { initial: LegalRequisites | null; onIssued: OnIssued; onCancel: () => void }) {
  const intl = useIntl();
  const fieldError = useFieldError();
  const issue = useAtomValue(issueSignatureAtom);
  const form = useForm<LegalValues>({
    resolver: zodFormResolver(legalRequisitesForm) as never,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: {
      inn: initial?.inn ?? '',
      ogrn: initial?.ogrn ?? '',
      kpp: initial?.kpp ?? '',
      bik: initial?.bik ?? '',
      account: initial?.account ?? '',
      correspond: initial?.correspond ?? '',
      bank: initial?.bank ?? '',
    },
  });
  const t = (id: string) => intl.formatMessage({ id: `documents.requisites.${id}` });
  const submit = form.handleSubmit(async (values) => {
    try {
      const done = await issue.mutateAsync({ kind: 'legal', body: values });
      onIssued(done.outcome);
    } catch {
      // shown under the form
    }
  });
  return (
    <Form onSubmit={submit} noValidate aria-label={t('title')}>
      {LEGAL_FIELDS.map(({ name, numeric }) => (
        <TextField
          key={name}
          label={t(name)}
          required
          inputMode={numeric ? 'numeric' : undefined}
          error={fieldError(form.formState.errors[name])}
          {...form.register(name)}
        />
      ))}
      {issue.isError ? <ApiErrorMessage error={issue.error} /> : null}
      <Actions>
        <Button variant="ghost" onClick={onCancel}>
          {t('cancel')}
        </Button>
        <Button type="submit" loading={issue.isPending}>
          {t('submit')}
        </Button>
      </Actions>
    </Form>
  );
}
