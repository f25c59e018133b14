import { useIntl } from 'react-intl';
import { useAtomValue } from 'jotai';
import { Footer, type FooterLink } from '@sb/ui-kit';
import { external, isEmbedded } from '../../shared/config/env.ts';
import { isLoggedInAtom } from '../../shared/session/atoms.ts';
import { RouterLink } from '../../shared/ui/RouterLink.tsx';
import { pathTo } from '../../shared/routing/paths.ts';

/**
 * ui-kit's Footer with the app's contacts: support phone, e-mail, hours, messengers, the app store and the card
 * brands. `compact` (ways in, the cabinet on phones) keeps help, the phone, the messenger and the app link. Inside
 * a frame the messenger links are hidden.
 */
export function AppFooter({ compact = false }: { compact?: boolean }) {
  const intl = useIntl();
  const embedded = isEmbedded();
  const loggedIn = useAtomValue(isLoggedInAtom);
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  // visitors reach the public support page from every auth screen
  const help: FooterLink = { href: loggedIn ? pathTo('support') : pathTo('supportPublic'), label: t('app.footer.help') };
  const messengers: FooterLink[] = embedded
    ? []
    : [
        { href: external.whatsapp, label: t('app.footer.whatsapp'), external: true },
        { href: external.telegram, label: t('app.footer.telegram'), external: true },
      ];
  return (
    <Footer
      compact={compact}
      supportPhone={external.supportPhone.replace(/ /g, '\u00a0')}
      supportPhoneHref={`tel:${external.supportPhone.replace(/[^\d+]/g, '')}`}
      email={external.supportEmail}
      messengerHref={embedded ? undefined : external.messenger}
      appStoreHref={external.appStore}
      contacts={<p>{t('app.footer.hours')}</p>}
      links={compact ? [help] : [help, ...messengers]}
      linkAs={RouterLink}
      legal={t('app.footer.copyright', { year: new Date().getFullYear() })}
    />
  );
}
