import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Link } from '@sb/ui-kit';
import { useAtomValue } from 'jotai';
import { external, isEmbedded } from '../../shared/config/env.ts';
import { isLoggedInAtom } from '../../shared/session/atoms.ts';
import { RouterLink } from '../../shared/ui/RouterLink.tsx';
import { pathTo } from '../../shared/routing/paths.ts';

const Root = styled.footer`
  margin-top: auto;
  padding: var(--sb-space-6) var(--sb-space-4);
  border-top: 1px solid var(--sb-colors-border);
  background: var(--sb-colors-surface);
  color: var(--sb-colors-textMuted);
  font-size: var(--sb-fontSizes-sm);
`;
const Inner = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  gap: var(--sb-space-6);
  max-width: var(--sb-layout-contentMax);
  margin: 0 auto;
  h2 {
    margin: 0 0 var(--sb-space-2);
    font-size: var(--sb-fontSizes-sm);
    color: var(--sb-colors-text);
  }
  ul {
    display: flex;
    flex-direction: column;
    gap: var(--sb-space-2);
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;
const Cards = styled.ul`
  && {
    flex-direction: row;
    flex-wrap: wrap;
  }
  li {
    padding: 2px var(--sb-space-2);
    border: 1px solid var(--sb-colors-border);
    border-radius: var(--sb-radii-control);
    color: var(--sb-colors-text);
    font-weight: var(--sb-fontWeights-semibold);
  }
`;

const CARD_BRANDS = ['VISA', 'Mastercard', 'МИР'];
const tel = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/**
 * The footer: contacts (support phone, e-mail, hours), messengers, the app store link and the card brands.
 * `compact` (auth and the cabinet's phone footer) keeps the phone, the messenger and the app link on one block.
 * Inside a frame the messenger links are hidden.
 */
export function Footer({ compact = false }: { compact?: boolean }) {
  const intl = useIntl();
  const embedded = isEmbedded();
  const loggedIn = useAtomValue(isLoggedInAtom);
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const phone = (
    <li>
      {t('app.footer.supportPhone')}: <Link href={tel(external.supportPhone)}>{external.supportPhone.replace(/ /g, '\u00a0')}</Link>
    </li>
  );
  if (compact) {
    return (
      <Root>
        <Inner>
          <ul aria-label={t('app.footer.contacts')}>
            <li>
              {/* visitors reach the public support page from every auth screen */}
              <RouterLink href={loggedIn ? pathTo('support') : pathTo('supportPublic')}>{t('app.footer.help')}</RouterLink>
            </li>
            {phone}
            {embedded ? null : (
              <li>
                <Link href={external.messenger} external>
                  {t('app.footer.messenger')}
                </Link>
              </li>
            )}
            <li>
              <Link href={external.appStore} external>
                {t('app.footer.appStore')}
              </Link>
            </li>
          </ul>
        </Inner>
      </Root>
    );
  }
  return (
    <Root>
      <Inner>
        <section aria-labelledby="footer-contacts">
          <h2 id="footer-contacts">{t('app.footer.contacts')}</h2>
          <ul>
            {phone}
            <li>
              {t('app.footer.email')}: <Link href={`mailto:${external.supportEmail}`}>{external.supportEmail}</Link>
            </li>
            <li>{t('app.footer.hours')}</li>
          </ul>
        </section>
        {embedded ? null : (
          <section aria-labelledby="footer-messengers">
            <h2 id="footer-messengers">{t('app.footer.messenger')}</h2>
            <ul>
              <li>
                <Link href={external.messenger} external data-testid="footer-messenger-link">
                  {t('app.nav.messenger')}
                </Link>
              </li>
              <li>
                <Link href={external.whatsapp} external>
                  {t('app.footer.whatsapp')}
                </Link>
              </li>
              <li>
                <Link href={external.telegram} external>
                  {t('app.footer.telegram')}
                </Link>
              </li>
            </ul>
          </section>
        )}
        <section aria-labelledby="footer-app">
          <h2 id="footer-app">{t('app.footer.cards')}</h2>
          <Cards aria-label={t('app.footer.cards')}>
            {CARD_BRANDS.map((b) => (
              <li key={b}>{b}</li>
            ))}
          </Cards>
          <p style={{ marginTop: 'var(--sb-space-3)' }}>
            <Link href={external.appStore} external>
              {t('app.footer.appStore')}
            </Link>
          </p>
          <p style={{ marginTop: 'var(--sb-space-3)' }}>{t('app.footer.copyright', { year: new Date().getFullYear() })}</p>
        </section>
      </Inner>
    </Root>
  );
}
