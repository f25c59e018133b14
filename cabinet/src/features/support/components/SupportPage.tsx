import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Card } from '@sb/ui-kit';
import { SupportContacts } from './SupportContacts.tsx';
import { SupportFaq } from './SupportFaq.tsx';

export const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--sb-space-6);
  max-width: 760px;
`;

/** The FAQ and the contacts, shared by /support (cabinet) and /support-public (visitors); no calls. */
export function SupportPage({ children }: { children?: ReactNode }) {
  const intl = useIntl();
  return (
    <Stack>
      <Card as="section" title={intl.formatMessage({ id: 'support.faq.title' })}>
        <SupportFaq />
      </Card>
      <Card as="section" title={intl.formatMessage({ id: 'support.contacts.title' })}>
        <p>{intl.formatMessage({ id: 'support.contacts.hours' })}</p>
        <SupportContacts />
      </Card>
      {children}
    </Stack>
  );
}
