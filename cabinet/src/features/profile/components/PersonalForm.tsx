import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useAtomValue } from 'jotai';
import { TextField } from '@sb/ui-kit';
import { FormMaskedField } from '../../../shared/forms/index.ts';
import type { ClientPersonalRequest, Profile } from '@sb/contracts';
import { isLocalOrStage } from '../../../shared/config/env.ts';
import { savePersonalAtom } from '../../../shared/api/customer.ts';
import { personalDefaults, personalFormSchema, personalPayload, rulesResolver, type PersonalFormValues } from '../forms.ts';
import { ContactsFields } from './ContactsFields.tsx';
import { Form, SaveActions, useProfileForm } from './FormParts.tsx';
import { useFieldText } from './useFieldText.ts';

export interface PersonalFormProps {
  profile: Profile;
  /** Shows the birth date (local and stage only). */
  withBirthday?: boolean;
  /** 'Today' for the birth-date rule (tests pin it). */
  today?: Date;
}

const PERSONAL_DRAFT = { name: 'profile.personal', keep: ['fio', 'birthday'] } as const;

/** The individual's data: full name, additional phones and e-mails, and (local or stage) the birth date. */
export function PersonalForm({ profile, withBirthday = isLocalOrStage, today }: PersonalFormProps) {
  const intl = useIntl();
  const text = useFieldText();
  const schema = useMemo(() => personalFormSchema(today ?? new Date(), withBirthday), [today, withBirthday]);
  const birthday = withBirthday ? ({ shown: true } as const) : ({ shown: false, stored: profile.personal?.birthday } as const);
  const { form, failure, onSubmit, state } = useProfileForm<PersonalFormValues, ClientPersonalRequest>(
    personalDefaults(profile),
    rulesResolver(schema),
    useAtomValue(savePersonalAtom).mutateAsync,
    (values) => personalPayload(values, birthday),
    PERSONAL_DRAFT,
  );
  const { register, control, formState } = form;
  const { errors } = formState;

  return (
    <Form noValidate onSubmit={onSubmit} aria-label={intl.formatMessage({ id: 'profile.personal.title' })}>
      <TextField
        label={intl.formatMessage({ id: 'profile.personal.fio' })}
        hint={intl.formatMessage({ id: 'profile.personal.fioHint' })}
        required
        autoComplete="name"
        {...register('fio')}
        error={text(errors.fio)}
      />
      {withBirthday && (
        <FormMaskedField
          control={control}
          name="birthday"
          errorText={text}
          mask="date"
          label={intl.formatMessage({ id: 'profile.personal.birthday' })}
          hint={intl.formatMessage({ id: 'profile.dateHint' })}
          required
          autoComplete="bday"
        />
      )}
      <ContactsFields form={form} />
      <SaveActions failure={failure} state={state} />
    </Form>
  );
}
