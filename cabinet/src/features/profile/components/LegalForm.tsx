import { useIntl } from 'react-intl';
import { useAtomValue } from 'jotai';
import { TextField } from '@sb/ui-kit';
import type { ClientLegalRequest, Profile } from '@sb/contracts';
import { saveLegalAtom } from '../../../shared/api/customer.ts';
import { legalDefaults, legalFormSchema, legalPayload, rulesResolver, type LegalFormValues } from '../forms.ts';
import { ContactsFields } from './ContactsFields.tsx';
import { Form, SaveActions, useProfileForm } from './FormParts.tsx';
import { useFieldText } from './useFieldText.ts';

/** The official name, when the backend sends it (not part of the profile contract yet: docs/decisions.md). */
function officialName(profile: Profile): string | null {
  const company = profile.company as { official_name?: unknown } | null | undefined;
  return typeof company?.official_name === 'string' && company.official_name ? company.official_name : null;
}

const LEGAL_DRAFT = {
  name: 'profile.legal',
  keep: ['name', 'person_name', 'person_position', 'person_position_genitive', 'person_basis'],
} as const;

/** The organisation's data: company name, employee, job titles, acting basis, additional phones and e-mails. */
export function LegalForm({ profile }: { profile: Profile }) {
  const intl = useIntl();
  const text = useFieldText();
  const { form, failure, onSubmit, state } = useProfileForm<LegalFormValues, ClientLegalRequest>(
    legalDefaults(profile),
    rulesResolver(legalFormSchema),
    useAtomValue(saveLegalAtom).mutateAsync,
    legalPayload,
    LEGAL_DRAFT,
  );
  const { register, formState } = form;
  const { errors } = formState;
  const official = officialName(profile);

  const t = (id: string) => intl.formatMessage({ id });
  return (
    <Form noValidate onSubmit={onSubmit} aria-label={t('profile.legal.title')}>
      <TextField label={t('profile.legal.name')} required autoComplete="organization" {...register('name')} error={text(errors.name)} />
      {official !== null && (
        <TextField label={t('profile.legal.officialName')} value={official} readOnly hint={t('profile.legal.officialNameHint')} />
      )}
      <TextField
        label={t('profile.legal.personName')}
        required
        autoComplete="name"
        {...register('person_name')}
        error={text(errors.person_name)}
      />
      <TextField
        label={t('profile.legal.position')}
        required
        autoComplete="organization-title"
        {...register('person_position')}
        error={text(errors.person_position)}
      />
      <TextField
        label={t('profile.legal.positionGenitive')}
        hint={t('profile.legal.positionGenitiveHint')}
        required
        {...register('person_position_genitive')}
        error={text(errors.person_position_genitive)}
      />
      <TextField
        label={t('profile.legal.basis')}
        hint={t('profile.legal.basisHint')}
        required
        {...register('person_basis')}
        error={text(errors.person_basis)}
      />
      <ContactsFields form={form} />
      <SaveActions failure={failure} state={state} />
    </Form>
  );
}
