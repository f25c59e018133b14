import { useMemo } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { useAtomValue } from 'jotai';
import { Button, MaskedField, RadioGroup, TextField } from '@sb/ui-kit';
import { DOCUMENT_TYPES, normaliseIssuedBy, type DocumentName, type PersonalRequisites } from '@sb/contracts';
import { savePersonalRequisitesAtom } from '../atoms.ts';
import {
  personalRequisitesDefaults,
  personalRequisitesPayload,
  personalRequisitesSchema,
  rulesResolver,
  type PersonalRequisitesValues,
} from '../forms.ts';
import { Actions, Form, SaveFailure, useSave } from './FormParts.tsx';
import { useFieldText } from './useFieldText.ts';

export interface PersonalRequisitesFormProps {
  requisites: PersonalRequisites;
  /** 'Today' for the issue-date rule (tests pin it). */
  today?: Date;
}

/** The individual's identity document and addresses, saved through PUT client/requisites/peronal. */
export function PersonalRequisitesForm({ requisites, today }: PersonalRequisitesFormProps) {
  const intl = useIntl();
  const text = useFieldText();
  const schema = useMemo(() => personalRequisitesSchema(today ?? new Date()), [today]);
  const { register, control, handleSubmit, reset, formState } = useForm<PersonalRequisitesValues>({
    defaultValues: personalRequisitesDefaults(requisites),
    resolver: rulesResolver(schema),
    mode: 'onChange',
  });
  const { errors, isSubmitting, isSubmitted, isValid } = formState;
  const type = useWatch({ control, name: 'document_name' });
  const mutation = useAtomValue(savePersonalRequisitesAtom);
  const { save, failure } = useSave(mutation.mutateAsync);
  const onSubmit = handleSubmit(async (values) => {
    if (await save(personalRequisitesPayload(values))) reset(values);
  });
  const t = (id: string) => intl.formatMessage({ id });
  const issuer = register('issuer');

  return (
    <Form noValidate onSubmit={onSubmit} aria-label={t('profile.requisites.title')}>
      <Controller
        control={control}
        name="document_name"
        render={({ field }) => (
          <RadioGroup
            label={t('profile.requisites.documentType')}
            orientation="horizontal"
            required
            name={field.name}
            value={field.value}
            onValueChange={(v) => field.onChange(v as DocumentName)}
            ref={field.ref}
            options={DOCUMENT_TYPES.map((value) => ({ value, label: t(`profile.requisites.documentType.${value}`) }))}
            error={text(errors.document_name)}
          />
        )}
      />
      <Controller
        control={control}
        name="document_number"
        render={({ field }) =>
          type === 'passportRf' ? (
            <MaskedField
              key="masked"
              mask="passport"
              label={t('profile.requisites.number')}
              hint={t('profile.requisites.numberHint')}
              required
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
              error={text(errors.document_number)}
            />
          ) : (
            <TextField
              key="plain"
              label={t('profile.requisites.number')}
              required
              inputMode="numeric"
              name={field.name}
              value={field.value}
              onChange={(e) => field.onChange(e.target.value)}
              onBlur={field.onBlur}
              ref={field.ref}
              error={text(errors.document_number)}
            />
          )
        }
      />
      <Controller
        control={control}
        name="division_code"
        render={({ field }) => (
          <MaskedField
            mask="divisionCode"
            label={t('profile.requisites.divisionCode')}
            hint={t('profile.requisites.divisionCodeHint')}
            required
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            ref={field.ref}
            error={text(errors.division_code)}
          />
        )}
      />
      <Controller
        control={control}
        name="issued"
        render={({ field }) => (
          <MaskedField
            mask="date"
            label={t('profile.requisites.issued')}
            hint={t('profile.dateHint')}
            required
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            ref={field.ref}
            error={text(errors.issued)}
          />
        )}
      />
      <TextField
        label={t('profile.requisites.issuer')}
        hint={t('profile.requisites.issuerHint')}
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
      <TextField
        label={t('profile.requisites.address')}
        required
        autoComplete="street-address"
        {...register('adress')}
        error={text(errors.adress)}
      />
      <TextField label={t('profile.requisites.factAddress')} required {...register('fact_address')} error={text(errors.fact_address)} />
      <SaveFailure error={failure} />
      <Actions>
        <Button type="submit" loading={isSubmitting} disabled={isSubmitted && !isValid}>
          {t('profile.requisites.save')}
        </Button>
      </Actions>
    </Form>
  );
}
