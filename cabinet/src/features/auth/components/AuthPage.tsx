import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useIntl } from 'react-intl';
import { Stepper } from '@sb/ui-kit';
import { PageHeading } from '../../../shared/ui/PageHeading.tsx';
import { RouterLink } from '../../../shared/ui/RouterLink.tsx';
import { PlainList } from '../../../shared/ui/PlainList.tsx';

/**
 * The steps of each way in (recorded in docs/decisions.md):
 * login 1 phone (/auth), 2 password, SMS or PIN (/login, /login-with-phone, /login-pass), 3 the SMS code;
 * restore 1 phone and SMS code, 2 new password; register 1 phone and SMS code, 2 password, 3 details, 4 passport.
 */
export const AUTH_STEPS = {
  login: ['auth.steps.login.phone', 'auth.steps.login.secret', 'auth.steps.login.code'],
  restore: ['auth.steps.restore.code', 'auth.steps.restore.password'],
  register: ['auth.steps.register.code', 'auth.steps.register.password', 'auth.steps.register.details', 'auth.steps.register.passport'],
} as const;
export type AuthStepFlow = keyof typeof AUTH_STEPS;

const Counter = styled.p`
  margin: 0 0 var(--sb-space-1);
  color: var(--sb-colors-textMuted);
  font-size: var(--sb-fontSizes-sm);
`;

/** The stepper of an auth flow: "Step 2 of 3" and ui-kit's Stepper (the current step has aria-current="step"). */
export function AuthSteps({ flow, current }: { flow: AuthStepFlow; current: number }) {
  const intl = useIntl();
  const steps = AUTH_STEPS[flow];
  return (
    <div>
      <Counter aria-hidden>{intl.formatMessage({ id: 'auth.steps.counter' }, { current, total: steps.length })}</Counter>
      <Stepper
        label={intl.formatMessage({ id: `auth.steps.${flow}` })}
        current={current - 1}
        steps={steps.map((id) => ({ label: intl.formatMessage({ id }) }))}
      />
    </div>
  );
}

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--sb-space-4);
`;

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: var(--sb-space-4);
`;

export const Links = PlainList;

export const Lead = styled.p`
  margin: 0;
  color: var(--sb-colors-textMuted);
`;

/** One auth screen: the stepper (when the screen is part of a flow), the focused heading, then the content. */
export function AuthPage({
  title,
  steps,
  children,
}: {
  title: ReactNode;
  steps?: { flow: AuthStepFlow; current: number };
  children: ReactNode;
}) {
  return (
    <Stack>
      {steps ? <AuthSteps flow={steps.flow} current={steps.current} /> : null}
      <PageHeading>{title}</PageHeading>
      {children}
    </Stack>
  );
}

/** The links under an auth form: each a path and the message id of its text. */
export function AuthLinks({ links }: { links: Array<[href: string, messageId: string]> }) {
  const intl = useIntl();
  return (
    <Links>
      {links.map(([href, id]) => (
        <li key={id}>
          <RouterLink href={href}>{intl.formatMessage({ id })}</RouterLink>
        </li>
      ))}
    </Links>
  );
}
