import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { useAtomValue, useSetAtom } from 'jotai';
import { useLocation } from 'wouter';
import type { z } from 'zod/mini';
import { Button, ButtonRow, TextField } from '@sb/ui-kit';
import { normaliseIssuedBy, passportForm } from '@sb/contracts';
import { useFieldError, zodFormResolver } from '../../../shared/forms.ts';
import { ApiErrorMessage } from '../../../shared/errors/ApiErrorMessage.tsx';
import { AuthPage, Form, Lead } from '../components/AuthPage.tsx';
import { MaskedInput } from '../components/Fields.tsx';
import { saveRequisitesAtom } from '../../../shared/api/customer.ts';
import { finishRegistrationAtom } from '../atoms.ts';
import { pathTo } from '../../../shared/routing/paths.ts';

/** /reg-step-2: passport details (saved as the personal requisites) or skip; then /orders. Step 4 of 4. */
export default function RegStep2Screen() {
  const intl = useIntl();
  const finishRegistration = useSetAtom(finishRegistrationAtom);
  const [, navigate] = useLocation();
  const fieldError = useFieldError();
  const schema = useMemo(() => passportForm(new Date()), []);
  type Values = z.input<typeof schema>;
  const form = useForm<Values>({
    resolver: zodFormResolver(schema),
    defaultValues: {
      document_name: 'passportRf',
      document_number: '',
      issuer: '',
      issued: '',
      division_code: '',
      adress: '',
      fact_address: '',
    },
    reValidateMode: 'onChange',
  });
  const done = () => {
    finishRegistration();
    navigate(pathTo('orders'), { replace: true });
  };
  const save = useAtomValue(saveRequisitesAtom);
  const onSubmit = async (v: z.output<typeof schema>) => {
    await save.mutateAsync({ kind: 'personal', body: v as never });
    done();
  };
  const { errors } = form.formState;
  const issuer = form.register('issuer');
  return (
    <AuthPage title={intl.formatMessage({ id: 'auth.regStep2.title' })} steps={{ flow: 'register', current: 4 }}>
      <Lead>{intl.formatMessage({ id: 'auth.regStep2.lead' })}</Lead>
      <Form noValidate onSubmit={form.handleSubmit((v) => onSubmit(v as z.output<typeof schema>).catch(() => undefined))}>
        <MaskedInput control={form.control} name="document_number" mask="passport" labelId="auth.field.passportNumber" />
        <TextField
          label={intl.formatMessage({ id: 'auth.field.issuer' })}
          required
          error={fieldError(errors.issuer)}
          {...issuer}
          onChange={(e) => {
            e.target.value = normaliseIssuedBy(e.target.value);
            void issuer.onChange(e);
          }}
        />
        <MaskedInput control={form.control} name="issued" mask="date" labelId="auth.field.issued" hintId="auth.date.hint" />
        <MaskedInput control={form.control} name="division_code" mask="divisionCode" labelId="auth.field.divisionCode" />
        <TextField
          label={intl.formatMessage({ id: 'auth.field.address' })}
          autoComplete="street-address"
          required
          error={fieldError(errors.adress)}
          {...form.register('adress')}
        />
        <TextField
          label={intl.formatMessage({ id: 'auth.field.factAddress' })}
          required
          error={fieldError(errors.fact_address)}
          {...form.register('fact_address')}
        />
        {save.error ? <ApiErrorMessage error={save.error} /> : null}
        <ButtonRow stack="always">
          <Button type="submit" loading={save.isPending} fullWidth>
            {intl.formatMessage({ id: 'auth.regStep2.submit' })}
          </Button>
          <Button variant="ghost" onClick={done} fullWidth>
            {intl.formatMessage({ id: 'auth.regStep2.skip' })}
          </Button>
        </ButtonRow>
      </Form>
    </AuthPage>
  );
}
