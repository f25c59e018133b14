import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useLocation } from 'wouter';
import type { z } from 'zod/mini';
import { Button, Tabs, TextField } from '@sb/ui-kit';
import { isExpiredToken } from '@sb/contracts';
import { regTokenAtom } from '../../../shared/session/atoms.ts';
import { startSessionAtom } from '../../../shared/session/lifecycle.ts';
import { reportErrorAtom } from '../../../shared/errors/globalAlert.ts';
import { useFieldError } from '../../../shared/forms.ts';
import { ApiErrorMessage } from '../../../shared/errors/ApiErrorMessage.tsx';
import { AuthPage, Form } from '../components/AuthPage.tsx';
import { Consents } from '../components/Consents.tsx';
import { MaskedInput } from '../components/Fields.tsx';
import { authFlowAtom } from '../atoms.ts';
import { pathTo } from '../../../shared/routing/paths.ts';
import { zodFormResolver } from '../../../shared/forms.ts';
import { individualStep1Form, legalRegistrationForm } from '@sb/contracts';
import { registerIndividualAtom, registerLegalAtom } from '../api/registration.ts';

type Kind = 'individual' | 'legal';

type IndividualSchema = ReturnType<typeof individualStep1Form>;
type LegalSchema = typeof legalRegistrationForm;

/** An expired registration token sends the user back to the start of their flow with a message. */
function useExpiredTokenReturn() {
  const flow = useAtomValue(authFlowAtom);
  const setRegToken = useSetAtom(regTokenAtom);
  const report = useSetAtom(reportErrorAtom);
  const [, navigate] = useLocation();
  return (error: unknown) => {
    if (!isExpiredToken(error)) return;
    setRegToken(null);
    report({ messageId: 'auth.tokenExpired', tone: 'info' });
    navigate(flow === 'register' ? pathTo('register') : pathTo('restore'), { replace: true });
  };
}

function IndividualForm() {
  const intl = useIntl();
  const regToken = useAtomValue(regTokenAtom);
  const startSession = useSetAtom(startSessionAtom);
  const [, navigate] = useLocation();
  const onExpired = useExpiredTokenReturn();
  const fieldError = useFieldError();
  type Values = z.input<IndividualSchema>;
  const [resolver] = useState(() => zodFormResolver(individualStep1Form(new Date())));
  const form = useForm<Values>({
    resolver,
    defaultValues: {
      fio: '',
      birthdate: '',
      confirmPolicyConfidential: false as never,
      confirmDigitalSignatureUserAgreement: false as never,
    },
    reValidateMode: 'onChange',
  });
  const save = useAtomValue(registerIndividualAtom);
  const onSubmit = async (v: z.output<IndividualSchema>) => {
    const body = { ...v, fio: v.fio.trim().replace(/\s+/g, ' ') };
    const { token } = await save.mutateAsync({ body, regToken }).catch((error: unknown) => {
      onExpired(error);
      throw error;
    });
    // the registration token stays until step 2 is done (the guard keeps /reg-step-2 open); an answer without a
    // session token (spec 2 shows none) makes the registration token the session, as after a restore
    const session = token ?? regToken;
    if (session) startSession(session);
    navigate(pathTo('regStep2'), { replace: true });
  };
  return (
    <Form noValidate onSubmit={form.handleSubmit((v) => onSubmit(v as z.output<IndividualSchema>).catch(() => undefined))}>
      <TextField
        label={intl.formatMessage({ id: 'auth.field.fio' })}
        hint={intl.formatMessage({ id: 'auth.fio.hint' })}
        autoComplete="name"
        required
        error={fieldError(form.formState.errors.fio)}
        {...form.register('fio')}
      />
      <MaskedInput
        control={form.control}
        name="birthdate"
        mask="date"
        labelId="auth.field.birthdate"
        hintId="auth.date.hint"
        autoComplete="bday"
      />
      <Consents control={form.control} />
      {save.error && !isExpiredToken(save.error) ? <ApiErrorMessage error={save.error} /> : null}
      <Button type="submit" loading={save.isPending} fullWidth>
        {intl.formatMessage({ id: 'auth.regStep1.submit' })}
      </Button>
    </Form>
  );
}

function LegalForm() {
  const intl = useIntl();
  const startSession = useSetAtom(startSessionAtom);
  const [regToken, setRegToken] = useAtom(regTokenAtom);
  const [, navigate] = useLocation();
  const onExpired = useExpiredTokenReturn();
  const fieldError = useFieldError();
  type Values = z.input<LegalSchema>;
  const [resolver] = useState(() => zodFormResolver(legalRegistrationForm));
  const form = useForm<Values>({
    resolver,
    defaultValues: {
      name: '',
      official_name: '',
      person_name: '',
      person_position: '',
      inn: '',
      ogrn: '',
      confirmPolicyConfidential: false as never,
      confirmDigitalSignatureUserAgreement: false as never,
    },
    reValidateMode: 'onChange',
  });
  const save = useAtomValue(registerLegalAtom);
  const onSubmit = async (body: z.output<LegalSchema>) => {
    const { token } = await save.mutateAsync({ body, regToken }).catch((error: unknown) => {
      onExpired(error);
      throw error;
    });
    // an organisation has no passport step: the registration ends here (without a session token in the answer
    // the registration token becomes the session)
    const session = token ?? regToken;
    if (session) startSession(session);
    setRegToken(null);
    navigate(pathTo('orders'), { replace: true });
  };
  const { errors } = form.formState;
  const digits = { inputMode: 'numeric' as const };
  return (
    <Form noValidate onSubmit={form.handleSubmit((v) => onSubmit(v as z.output<LegalSchema>).catch(() => undefined))}>
      <TextField
        label={intl.formatMessage({ id: 'auth.field.companyName' })}
        autoComplete="organization"
        required
        error={fieldError(errors.name)}
        {...form.register('name')}
      />
      <TextField
        label={intl.formatMessage({ id: 'auth.field.officialName' })}
        required
        error={fieldError(errors.official_name)}
        {...form.register('official_name')}
      />
      <TextField
        label={intl.formatMessage({ id: 'auth.field.personName' })}
        autoComplete="name"
        required
        error={fieldError(errors.person_name)}
        {...form.register('person_name')}
      />
      <TextField
        label={intl.formatMessage({ id: 'auth.field.personPosition' })}
        autoComplete="organization-title"
        required
        error={fieldError(errors.person_position)}
        {...form.register('person_position')}
      />
      <TextField
        label={intl.formatMessage({ id: 'auth.field.inn' })}
        hint={intl.formatMessage({ id: 'auth.inn.hint' })}
        required
        maxLength={12}
        {...digits}
        error={fieldError(errors.inn)}
        {...form.register('inn')}
      />
      <TextField
        label={intl.formatMessage({ id: 'auth.field.ogrn' })}
        hint={intl.formatMessage({ id: 'auth.ogrn.hint' })}
        required
        maxLength={15}
        {...digits}
        error={fieldError(errors.ogrn)}
        {...form.register('ogrn')}
      />
      <Consents control={form.control} />
      {save.error && !isExpiredToken(save.error) ? <ApiErrorMessage error={save.error} /> : null}
      <Button type="submit" loading={save.isPending} fullWidth>
        {intl.formatMessage({ id: 'auth.regStep1.submitLegal' })}
      </Button>
    </Form>
  );
}

/** /reg-step-1: an individual (full name, birth date) or a legal entity (company, INN, OGRN), both consents. Step 3 of 4. */
export default function RegStep1Screen() {
  const intl = useIntl();
  const [kind, setKind] = useState<Kind>('individual');
  return (
    <AuthPage title={intl.formatMessage({ id: 'auth.regStep1.title' })} steps={{ flow: 'register', current: 3 }}>
      <Tabs
        label={intl.formatMessage({ id: 'auth.regStep1.kind' })}
        value={kind}
        onValueChange={(v) => setKind(v as Kind)}
        fullWidth
        // a look at the other kind and back keeps what was typed in both forms
        keepMounted
        items={[
          { value: 'individual', label: intl.formatMessage({ id: 'auth.regStep1.individual' }), content: <IndividualForm /> },
          { value: 'legal', label: intl.formatMessage({ id: 'auth.regStep1.legal' }), content: <LegalForm /> },
        ]}
      />
    </AuthPage>
  );
}
