import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { useAtomValue } from 'jotai';
import { Button, TextField } from '@sb/ui-kit';
import type { LegalRequisites } from '@sb/contracts';
import { saveLegalRequisitesAtom } from '../atoms.ts';
import {
  legalRequisitesDefaults,
  legalRequisitesPayload,
  legalRequisitesSchema,
  rulesResolver,
  type LegalRequisitesValues,
} from '../forms.ts';
import { Actions, Form, SaveFailure, useSave } from './FormParts.tsx';
import { useFieldText } from './useFieldText.ts';

/** The organisation's bank requisites with the control-digit checks, saved through PUT client/requisites/legal. */
export function LegalRequisitesForm({ requisites }: { requisites: LegalRequisites }) {
  const intl = useIntl();
  const text = useFieldText();
  const { register, handleSubmit, reset, formState } = useForm<LegalRequisitesValues>({
    defaultValues: legalRequisitesDefaults(requisites),
    resolver: rulesResolver(legalRequisitesSchema),
    mode: 'onChange',
  });
  const { errors, isSubmitting, isSubmitted, isValid } = formState;
  const mutation = useAtomValue(saveLegalRequisitesAtom);
  const { save, failure } = useSave(mutation.mutateAsync);
  const onSubmit = handleSubmit(async (values) => {
    if (await save(legalRequisitesPayload(values))) reset(values);
  });
  const t = (id: string) => intl.formatMessage({ id });
  const digits = { inputMode: 'numeric' as const, autoComplete: 'off' };

  return (
    <Form noValidate onSubmit={onSubmit} aria-label={t('profile.requisites.title')}>
      <TextField
        label={t('profile.requisites.inn')}
        hint={t('profile.requisites.innHint')}
        required
        maxLength={12}
        {...digits}
        {...register('inn', { deps: ['kpp'] })}
        error={text(errors.inn)}
      />
      <TextField
        label={t('profile.requisites.ogrn')}
        hint={t('profile.requisites.ogrnHint')}
        required
        maxLength={15}
        {...digits}
        {...register('ogrn')}
        error={text(errors.ogrn)}
      />
      <TextField
        label={t('profile.requisites.kpp')}
        hint={t('profile.requisites.kppHint')}
        // a company's KPP is required, an entrepreneur has none: the rule decides by the INN
        maxLength={9}
        {...digits}
        {...register('kpp')}
        error={text(errors.kpp)}
      />
      <TextField
        label={t('profile.requisites.bik')}
        hint={t('profile.requisites.bikHint')}
        required
        maxLength={9}
        {...digits}
        {...register('bik', { deps: ['account', 'correspond'] })}
        error={text(errors.bik)}
      />
      <TextField
        label={t('profile.requisites.account')}
        hint={t('profile.requisites.accountHint')}
        required
        maxLength={20}
        {...digits}
        {...register('account')}
        error={text(errors.account)}
      />
      <TextField
        label={t('profile.requisites.correspond')}
        hint={t('profile.requisites.correspondHint')}
        required
        maxLength={20}
        {...digits}
        {...register('correspond')}
        error={text(errors.correspond)}
      />
      <TextField
        label={t('profile.requisites.bank')}
        required
        maxLength={200}
        autoComplete="off"
        {...register('bank')}
        error={text(errors.bank)}
      />
      <SaveFailure error={failure} />
      <Actions>
        <Button type="submit" loading={isSubmitting} disabled={isSubmitted && !isValid}>
          {t('profile.requisites.save')}
        </Button>
      </Actions>
    </Form>
  );
}
