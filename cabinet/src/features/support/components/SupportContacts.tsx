import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Link } from '@sb/ui-kit';
import { external, isEmbedded } from '../../../shared/config/env.ts';

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: var(--sb-space-1);
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** `+7 (495) 000-00-00` -> `tel:+74950000000` */
function telHref(phone: string): string {
  return `tel:+${phone.replace(/\D/g, '')}`;
}

/** Phone, WhatsApp and Telegram (not inside a frame: embedded mode hides messenger links), e-mail. */
export function SupportContacts() {
  const intl = useIntl();
  const embedded = isEmbedded();
  return (
    <List>
      <li>
        <Link variant="standalone" href={telHref(external.supportPhone)}>
          {intl.formatMessage({ id: 'support.contacts.phone' }, { phone: external.supportPhone })}
        </Link>
      </li>
      {!embedded && (
        <li>
          <Link variant="standalone" href={external.whatsapp} external>
            {intl.formatMessage({ id: 'support.contacts.whatsapp' })}
          </Link>
        </li>
      )}
      {!embedded && (
        <li>
          <Link variant="standalone" href={external.telegram} external>
            {intl.formatMessage({ id: 'support.contacts.telegram' })}
          </Link>
        </li>
      )}
      <li>
        <Link variant="standalone" href={`mailto:${external.supportEmail}`}>
          {intl.formatMessage({ id: 'support.contacts.email' }, { email: external.supportEmail })}
        </Link>
      </li>
    </List>
  );
}
