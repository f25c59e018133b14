import { useMemo, type ReactNode } from 'react';
import { useForm, useWatch, type FieldError } from 'react-hook-form';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button, ButtonRow, MaskedField, RadioGroup, TextField } from '@sb/ui-kit';
import {
  DOCUMENT_TYPES,
  isEntrepreneurInn,
  legalRequisitesForm,
  normaliseIssuedBy,
  passportForm,
  type LegalRequisites,
  type LegalRequisitesRequest,
  type PersonalRequisites,
  type PersonalRequisitesRequest,
} from '@sb/contracts';
import { useFieldError, zodFormResolver } from '../forms.ts';
import { useFieldProps } from '../forms/index.ts';
import { DialogForm } from '../ui/DialogForm.tsx';
import {
  legalRequisitesDefaults,
  legalRequisitesPayload,
  personalRequisitesDefaults,
  personalRequisitesPayload,
  type LegalRequisitesValues,
  type PersonalRequisitesValues,
} from './values.ts';

const Form = styled(DialogForm)`
  max-width: 560px;
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

interface Common {
  /** The form's accessible name. */
  label: string;
  submitLabel: string;
  /** A cancel button beside the submit (the dialog), and the buttons on the right. */
  cancel?: { label: string; onClick: () => void };
  /** What stands under the fields (a failed save). */
  footer?: ReactNode;
  /** 'Today' for the issue-date rule (tests pin it). */
  today?: Date;
}

/** One requisites form for the profile and the EDS issuance: an individual's document or an organisation's bank data. */
export type RequisitesFormProps = Common &
  (
    | {
        kind: 'personal';
        requisites: PersonalRequisites | null;
        /** The EDS is issued on the Russian passport only: the type is shown, not chosen. */
        passportOnly?: boolean;
        /** Sends the requisites; true when saved (the form then takes the sent values as its own). */
        onSave: (payload: PersonalRequisitesRequest) => Promise<boolean>;
      }
    | { kind: 'legal'; requisites: LegalRequisites | null; onSave: (payload: LegalRequisitesRequest) => Promise<boolean> }
  );

export function RequisitesForm(props: RequisitesFormProps) {
  return props.kind === 'personal' ? <PersonalRequisitesForm {...props} /> : <LegalRequisitesForm {...props} />;
}

/** The rule ids whose words are the requisites' own (which digits, how many); the others read as everywhere. */
const OWN_WORDS = /^(passportNumber|(inn|ogrn|kpp|bik|account|correspond)Incorrect)$/;

function useRequisitesErrorText() {
  const intl = useIntl();
  const shared = useFieldError();
  return (error: FieldError | undefined) =>
    error?.message && OWN_WORDS.test(error.message) ? intl.formatMessage({ id: `requisites.rule.${error.message}` }) : shared(error);
}

function Footer({ cancel, submitLabel, footer, pending }: Common & { pending: boolean }) {
  return (
    <>
      {footer}
      <ButtonRow align={cancel ? 'end' : 'start'} stack="never">
        {cancel ? (
          <Button variant="ghost" onClick={cancel.onClick}>
            {cancel.label}
          </Button>
        ) : null}
        {/* never disabled: a submit checks every field again and says what is wrong */}
        <Button type="submit" loading={pending}>
          {submitLabel}
        </Button>
      </ButtonRow>
    </>
  );
}

function PersonalRequisitesForm({
  requisites,
  passportOnly = false,
  onSave,
  today,
  ...common
}: Extract<RequisitesFormProps, { kind: 'personal' }>) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: `requisites.${id}` });
  const text = useRequisitesErrorText();
  const schema = useMemo(() => passportForm(today ?? new Date()), [today]);
  const { register, control, handleSubmit, reset, formState } = useForm<PersonalRequisitesValues>({
    defaultValues: personalRequisitesDefaults(requisites, passportOnly),
    resolver: zodFormResolver(schema) as never,
    mode: 'onChange',
  });
  const { errors, isSubmitting } = formState;
  const type = useWatch({ control, name: 'document_name' });
  const documentType = useFieldProps(control, 'document_name', text);
  const number = useFieldProps(control, 'document_number', text);
  const divisionCode = useFieldProps(control, 'division_code', text);
  const issued = useFieldProps(control, 'issued', text);
  const issuer = register('issuer');
  const onSubmit = handleSubmit(async (values) => {
    if (await onSave(personalRequisitesPayload(values))) reset(values);
  });

  return (
    <Form noValidate onSubmit={onSubmit} aria-label={common.label}>
      {passportOnly ? (
        <Fixed>
          <span>{t('documentType')}</span>
          <span>{t('documentType.passportRf')}</span>
        </Fixed>
      ) : (
        <RadioGroup
          {...documentType}
          label={t('documentType')}
          orientation="horizontal"
          required
          onValueChange={documentType.onChange}
          options={DOCUMENT_TYPES.map((value) => ({ value, label: t(`documentType.${value}`) }))}
        />
      )}
      {type !== 'passportRf' ? (
        <TextField
          key="plain"
          {...number}
          label={t(type === 'zagran' ? 'number.passport' : 'number.document')}
          required
          inputMode="numeric"
        />
      ) : (
        <MaskedField key="masked" {...number} mask="passport" label={t('number.passport')} hint={t('numberHint')} required />
      )}
      <MaskedField {...issued} mask="date" label={t('issued')} hint={t('dateHint')} required />
      <TextField
        label={t('issuer')}
        hint={t('issuerHint')}
        required
        {...issuer}
        onChange={(e) => {
          // commas and dots become spaces as they are typed (spec); the length stays, so the caret does not jump
          const el = e.target;
          const caret = el.selectionStart;
          el.value = normaliseIssuedBy(el.value);
          if (caret !== null) el.setSelectionRange(caret, caret);
          return issuer.onChange(e);
        }}
        error={text(errors.issuer)}
      />
      <MaskedField {...divisionCode} mask="divisionCode" label={t('divisionCode')} hint={t('divisionCodeHint')} required />
      <TextField label={t('address')} required autoComplete="street-address" {...register('adress')} error={text(errors.adress)} />
      <TextField label={t('factAddress')} required {...register('fact_address')} error={text(errors.fact_address)} />
      <Footer {...common} pending={isSubmitting} />
    </Form>
  );
}

const LEGAL_FIELDS: Array<{ name: keyof LegalRequisitesValues; maxLength: number; deps?: Array<keyof LegalRequisitesValues> }> = [
  { name: 'inn', maxLength: 12, deps: ['kpp'] },
  { name: 'ogrn', maxLength: 15 },
  { name: 'kpp', maxLength: 9 },
  { name: 'bik', maxLength: 9, deps: ['account', 'correspond'] },
  { name: 'account', maxLength: 20 },
  { name: 'correspond', maxLength: 20 },
];

function LegalRequisitesForm({ requisites, onSave, today: _today, ...common }: Extract<RequisitesFormProps, { kind: 'legal' }>) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: `requisites.${id}` });
  const text = useRequisitesErrorText();
  const { register, control, handleSubmit, reset, formState } = useForm<LegalRequisitesValues>({
    defaultValues: legalRequisitesDefaults(requisites),
    resolver: zodFormResolver(legalRequisitesForm) as never,
    mode: 'onChange',
  });
  const { errors, isSubmitting } = formState;
  // a company's KPP is required; an entrepreneur (a 12-digit INN) has none
  const entrepreneur = isEntrepreneurInn(useWatch({ control, name: 'inn' }) ?? '');
  const onSubmit = handleSubmit(async (values) => {
    if (await onSave(legalRequisitesPayload(values))) reset(values);
  });

  return (
    <Form noValidate onSubmit={onSubmit} aria-label={common.label}>
      {LEGAL_FIELDS.map(({ name, maxLength, deps }) => (
        <TextField
          key={name}
          label={t(name)}
          hint={t(`${name}Hint`)}
          required={name !== 'kpp' || !entrepreneur}
          maxLength={maxLength}
          inputMode="numeric"
          autoComplete="off"
          {...register(name, deps ? { deps } : undefined)}
          error={text(errors[name])}
        />
      ))}
      <TextField label={t('bank')} required maxLength={200} autoComplete="off" {...register('bank')} error={text(errors.bank)} />
      <Footer {...common} pending={isSubmitting} />
    </Form>
  );
}
