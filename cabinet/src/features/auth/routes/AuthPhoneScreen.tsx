import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useAtomValue, useSetAtom } from 'jotai';
import { useLocation } from 'wouter';
import { Alert, Button, MaskedField, masksSettled } from '@sb/ui-kit';
import { formatPhone, isApiError, phoneToDigits } from '@sb/contracts';
import { apiAtom } from '../../../shared/api/apiClient.ts';
import { userPhoneAtom } from '../../../shared/session/atoms.ts';
import { useFieldError } from '../../../shared/forms.ts';
import { ApiErrorMessage } from '../../../shared/errors/ApiErrorMessage.tsx';
import { RouterLink } from '../../../shared/ui/RouterLink.tsx';
import { AuthPage, Form, Links } from '../components/AuthPage.tsx';
import { pathTo } from '../../../shared/routing/paths.ts';
import { linkIntent } from '../../../shared/routing/intent.ts';
import { loader } from '../../../shared/ui/lazyPart.tsx';

// the rule and the call come with the visitor's intent (the form focused) or the first submit: the page's load
// carries no zod and no endpoint; the same intent starts the next step's code (/login), as a link's does
const phoneCheck = loader(() => import('../phoneCheck.ts'));
const intent = () => {
  phoneCheck.load().catch(() => undefined); // offline: the submit asks again and shows the failure
  linkIntent(pathTo('login'));
};

class UserNotFound extends Error {}

/**
 * /auth: the phone first. Unknown (USER_NOT_FOUND, or no name and an SMS needed) -> 'user not found'; else /login.
 * The first screen of a phone, so a plain controlled form (no react-hook-form): checked on submit, then on every
 * change, with the contracts' rule and messages, as the other auth forms do.
 */
export default function AuthPhoneScreen() {
  const intl = useIntl();
  const fieldError = useFieldError();
  const api = useAtomValue(apiAtom);
  const savedPhone = useAtomValue(userPhoneAtom);
  const setUserPhone = useSetAtom(userPhoneAtom);
  const [, navigate] = useLocation();
  // a phone typed into the prerendered page before the app arrived stays in the field: React replays it on hydration
  const [phone, setPhone] = useState(() => (savedPhone ? formatPhone(savedPhone) : ''));
  // what the field shows now: the mask may arrive while the submit waits for the rule
  const shown = useRef(phone);
  const onPhoneChange = (value: string) => {
    shown.current = value;
    setPhone(value);
  };
  const [submitted, setSubmitted] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const input = useRef<HTMLInputElement>(null);

  // `submitted` is set once the rule is here
  const rule = phoneCheck.state().current?.phoneRule;
  const issue = submitted && rule ? rule.safeParse(phone).error?.issues[0] : undefined;
  const phoneError = issue ? fieldError({ type: issue.code, message: issue.message }) : undefined;
  // a field focused in the prerendered page before the app arrived is an intent already
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (form.current?.contains(document.activeElement)) intent();
  }, []);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    setError(null);
    try {
      // digits typed before the field's mask came are checked as the mask shows them
      const [{ phoneRule, checkPhone }] = await Promise.all([phoneCheck.load(), masksSettled()]);
      setSubmitted(true);
      const parsed = phoneRule.safeParse(shown.current);
      if (!parsed.success) {
        input.current?.focus();
        return;
      }
      const answer = await checkPhone(api, phoneToDigits(parsed.data));
      if (!answer.name && answer.need_sms) throw new UserNotFound();
      setUserPhone(phoneToDigits(parsed.data));
      navigate(pathTo('login'));
    } catch (e) {
      setError(e);
    } finally {
      setPending(false);
    }
  }
  const notFound = error instanceof UserNotFound || (isApiError(error) && error.code === 'USER_NOT_FOUND');

  return (
    <AuthPage title={intl.formatMessage({ id: 'auth.phone.title' })} steps={{ flow: 'login', current: 1 }}>
      <Form ref={form} noValidate onSubmit={(e) => void submit(e)} onFocus={intent}>
        <MaskedField
          ref={input}
          name="phone"
          mask="phone"
          label={intl.formatMessage({ id: 'auth.field.phone' })}
          required
          value={phone}
          onChange={onPhoneChange}
          error={phoneError}
        />
        {notFound ? (
          <Alert variant="danger" live="alert" title={intl.formatMessage({ id: 'errors.userNotFound' })}>
            {intl.formatMessage({ id: 'auth.phone.notFoundHint' })}
          </Alert>
        ) : error ? (
          <ApiErrorMessage error={error} context="login" />
        ) : null}
        <Button type="submit" loading={pending} fullWidth>
          {intl.formatMessage({ id: 'auth.phone.submit' })}
        </Button>
      </Form>
      <Links>
        <li>
          <RouterLink href={pathTo('register')}>{intl.formatMessage({ id: 'auth.link.register' })}</RouterLink>
        </li>
        <li>
          <RouterLink href={pathTo('loginPass')}>{intl.formatMessage({ id: 'auth.link.legacy' })}</RouterLink>
        </li>
      </Links>
    </AuthPage>
  );
}
