import { Controller, useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { useAtomValue, useSetAtom } from 'jotai';
import { useMutation } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { z } from 'zod';
import { Alert, Button, MaskedField } from '@sb/ui-kit';
import { formatPhone, isApiError, phoneField, phoneToDigits } from '@sb/contracts';
import { apiAtom } from '../../../shared/api/store.ts';
import { userPhoneAtom } from '../../../shared/session/atoms.ts';
import { useFieldError, zodFormResolver } from '../../../shared/forms.ts';
import { ApiErrorMessage } from '../../../shared/errors/ApiErrorMessage.tsx';
import { RouterLink } from '../../../shared/ui/RouterLink.tsx';
import { AuthPage, Form, Links } from '../components/AuthPage.tsx';
import { checkPhone } from '../api.ts';

const schema = z.object({ phone: phoneField('auth') });
type Values = z.input<typeof schema>;

class UserNotFound extends Error {}

/** /auth: the phone first. Unknown (USER_NOT_FOUND, or no name and an SMS needed) -> 'user not found'; else /login. */
export default function AuthPhoneScreen() {
  const intl = useIntl();
  const api = useAtomValue(apiAtom);
  const savedPhone = useAtomValue(userPhoneAtom);
  const setUserPhone = useSetAtom(userPhoneAtom);
  const [, navigate] = useLocation();
  const fieldError = useFieldError();
  const form = useForm<Values>({
    resolver: zodFormResolver(schema),
    defaultValues: { phone: savedPhone ? formatPhone(savedPhone) : '' },
    reValidateMode: 'onChange',
  });

  const check = useMutation({
    mutationFn: async (digits: string) => {
      const answer = await checkPhone(api, digits);
      if (!answer.name && answer.need_sms) throw new UserNotFound();
      return digits;
    },
    onSuccess: (digits) => {
      setUserPhone(digits);
      navigate('/login');
    },
  });
  const notFound = check.error instanceof UserNotFound || (isApiError(check.error) && check.error.code === 'USER_NOT_FOUND');

  return (
    <AuthPage title={intl.formatMessage({ id: 'auth.phone.title' })} steps={{ flow: 'login', current: 1 }}>
      <Form noValidate onSubmit={form.handleSubmit((v) => check.mutateAsync(phoneToDigits(v.phone)).catch(() => undefined))}>
        <Controller
          control={form.control}
          name="phone"
          render={({ field, fieldState }) => (
            <MaskedField
              mask="phone"
              label={intl.formatMessage({ id: 'auth.field.phone' })}
              required
              error={fieldError(fieldState.error)}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
              name={field.name}
            />
          )}
        />
        {notFound ? (
          <Alert variant="danger" live="alert" title={intl.formatMessage({ id: 'errors.userNotFound' })}>
            {intl.formatMessage({ id: 'auth.phone.notFoundHint' })}
          </Alert>
        ) : check.error ? (
          <ApiErrorMessage error={check.error} context="login" />
        ) : null}
        <Button type="submit" loading={check.isPending} fullWidth>
          {intl.formatMessage({ id: 'auth.phone.submit' })}
        </Button>
      </Form>
      <Links>
        <li>
          <RouterLink href="/register">{intl.formatMessage({ id: 'auth.link.register' })}</RouterLink>
        </li>
        <li>
          <RouterLink href="/login-pass">{intl.formatMessage({ id: 'auth.link.legacy' })}</RouterLink>
        </li>
      </Links>
    </AuthPage>
  );
}
