import { useMemo } from 'react';
import { useForm, type Control, type UseFormRegister } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { useAtomValue } from 'jotai';
import { TextField } from '@sb/ui-kit';
import { FormMaskedField } from '../../../shared/forms/index.ts';
import type { Profile } from '@sb/contracts';
import { isLocalOrStage } from '../../../shared/config/env.ts';
import { savePersonalAtom } from '../atoms.ts';
import { personalDefaults, personalFormSchema, personalPayload, rulesResolver, type PersonalFormValues } from '../forms.ts';
import { ContactsFields, type ContactsValues } from './ContactsFields.tsx';
import { Form, SaveActions, useSave } from './FormParts.tsx';
import { useFieldText } from './useFieldText.ts';

export interface PersonalFormProps {
  profile: Profile;
  /** Shows the birth date (local and stage only). */
  withBirthday?: boolean;
  /** 'Today' for the birth-date rule (tests pin it). */
  today?: Date;
}

/** The individual's data: full name, additional phones and e-mails, and (local or stage) the birth date. */
export function PersonalForm({ profile, withBirthday = isLocalOrStage, today }: PersonalFormProps) {
  const intl = useIntl();
  const text = useFieldText();
  const schema = useMemo(() => personalFormSchema(today ?? new Date(), withBirthday), [today, withBirthday]);
  const { register, control, handleSubmit, reset, formState } = useForm<PersonalFormValues>({
    defaultValues: personalDefaults(profile),
    resolver: rulesResolver(schema),
    mode: 'onChange',
  });
  const { errors, isSubmitting, isSubmitted, isValid } = formState;
  const mutation = useAtomValue(savePersonalAtom);
  const { save, failure } = useSave(mutation.mutateAsync);

  const onSubmit = handleSubmit(async (values) => {
    const payload = personalPayload(values, withBirthday ? { shown: true } : { shown: false, stored: profile.personal?.birthday });
    if (await save(payload)) reset(values);
  });

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
      <ContactsFields
        control={control as unknown as Control<ContactsValues>}
        register={register as unknown as UseFormRegister<ContactsValues>}
        errors={errors}
      />
      <SaveActions failure={failure} pending={isSubmitting} blocked={isSubmitted && !isValid} />
    </Form>
  );
}
