import { useIntl } from 'react-intl';
import { Link, Stack } from '@sb/ui-kit';
import { external, isEmbedded } from '../../../shared/config/env.ts';

/** `+7 (495) 000-00-00` -> `tel:+74950000000` */
function telHref(phone: string): string {
  return `tel:+${phone.replace(/\D/g, '')}`;
}

/** Phone, WhatsApp and Telegram (not inside a frame: embedded mode hides messenger links), e-mail. */
export function SupportContacts() {
  const intl = useIntl();
  const embedded = isEmbedded();
  return (
    <Stack as="ul" gap={1}>
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
    </Stack>
  );
}
