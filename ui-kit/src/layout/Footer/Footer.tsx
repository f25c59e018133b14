import { useId, type ElementType, type ReactNode } from 'react';
import styled from 'styled-components';
import { useIntl } from 'react-intl';
import { MessageCircle, Phone, Mail, Smartphone } from 'lucide-react';
import { Link } from '../../components/Link/Link.tsx';
import { media } from '../../theme/tokens.ts';
import { CardBrandLogo, type CardBrand } from './CardBrands.tsx';

export interface FooterLink {
  /** Where it leads. */
  href: string;
  /** The text. */
  label: ReactNode;
  /** Opens in a new tab. */
  external?: boolean;
}

export interface FooterProps {
  /** The support phone as shown, e.g. `+7 (495) 000-00-00`; the link dials `supportPhoneHref`. */
  supportPhone?: string;
  /** The `tel:` address of the support phone. */
  supportPhoneHref?: string;
  /** The support e-mail. */
  email?: string;
  /** The messenger chat address (hide it in embedded mode by leaving it out). */
  messengerHref?: string;
  /** The app store page of the mobile app. */
  appStoreHref?: string;
  /** Contact lines (address, office hours). */
  contacts?: ReactNode;
  /** More links (public support, documents). */
  links?: FooterLink[];
  /** The router's link component for internal `links`. */
  linkAs?: ElementType;
  /** The accepted card systems (default: Mir, Visa, Mastercard). */
  cardBrands?: CardBrand[];
  /** The bottom line (company name, year). */
  legal?: ReactNode;
  /**
   * One short block (ways in, the cabinet on phones): the support phone, messenger, app and `links`; no e-mail,
   * contacts, card brands or bottom line.
   */
  compact?: boolean;
  className?: string;
}

const Root = styled.footer`
  margin-top: auto;
  background: var(--sb-colors-surface);
  border-top: 1px solid var(--sb-colors-border);
  color: var(--sb-colors-text);
  font-size: var(--sb-fontSizes-sm);
  & > div {
    display: grid;
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: var(--sb-space-6);
    max-width: calc(var(--sb-layout-contentMax) + 2 * var(--sb-space-6));
    margin: 0 auto;
    padding: var(--sb-space-8) var(--sb-space-6);
    ${media.mobile} {
      grid-template-columns: 1fr;
      gap: var(--sb-space-4);
      padding: var(--sb-space-6) var(--sb-space-4);
    }
  }
  & [data-part='column'] {
    display: flex;
    flex-direction: column;
    align-items: flex-start;
    gap: var(--sb-space-1);
  }
  & [data-part='title'] {
    font-weight: var(--sb-fontWeights-semibold);
    color: var(--sb-colors-textMuted);
    text-transform: uppercase;
    font-size: var(--sb-fontSizes-xs);
    letter-spacing: 0.04em;
  }
  & [data-part='brands'] {
    display: flex;
    flex-wrap: wrap;
    gap: var(--sb-space-2);
    margin: var(--sb-space-2) 0 0;
    padding: 0;
    list-style: none;
  }
  &[data-compact='true'] > div {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: var(--sb-space-2) var(--sb-space-6);
    padding-top: var(--sb-space-4);
    padding-bottom: var(--sb-space-4);
  }
  & [data-part='legal'] {
    grid-column: 1 / -1;
    color: var(--sb-colors-textMuted);
    border-top: 1px solid var(--sb-colors-border);
    padding-top: var(--sb-space-4);
  }
`;

/** The public layout's footer: contacts, support phone, messenger and app links, accepted card brands. */
export function Footer({
  supportPhone,
  supportPhoneHref,
  email,
  messengerHref,
  appStoreHref,
  contacts,
  links,
  linkAs,
  cardBrands = ['mir', 'visa', 'mastercard'],
  legal,
  compact = false,
  className,
}: FooterProps) {
  const intl = useIntl();
  const paymentsId = `footer-payments-${useId()}`;
  const linkList = links?.map((l) => (
    <Link key={l.href} variant="standalone" href={l.href} external={l.external} as={l.external ? undefined : linkAs}>
      {l.label}
    </Link>
  ));
  const phone = supportPhone && (
    <Link variant="standalone" href={supportPhoneHref ?? `tel:${supportPhone.replace(/[^\d+]/g, '')}`} icon={<Phone size={18} />}>
      {supportPhone}
    </Link>
  );
  const messenger = messengerHref && (
    <Link variant="standalone" href={messengerHref} external icon={<MessageCircle size={18} />}>
      {intl.formatMessage({ id: 'uikit.footer.messenger' })}
    </Link>
  );
  const app = appStoreHref && (
    <Link variant="standalone" href={appStoreHref} external icon={<Smartphone size={18} />}>
      {intl.formatMessage({ id: 'uikit.footer.app' })}
    </Link>
  );
  if (compact) {
    return (
      <Root aria-label={intl.formatMessage({ id: 'uikit.footer.label' })} data-compact="true" className={className}>
        <div>
          {linkList}
          {phone}
          {messenger}
          {app}
        </div>
      </Root>
    );
  }
  return (
    <Root aria-label={intl.formatMessage({ id: 'uikit.footer.label' })} className={className}>
      <div>
        <div data-part="column">
          <p data-part="title">{intl.formatMessage({ id: 'uikit.footer.support' })}</p>
          {phone}
          {email && (
            <Link variant="standalone" href={`mailto:${email}`} icon={<Mail size={18} />}>
              {email}
            </Link>
          )}
          {messenger}
          {app}
        </div>
        <div data-part="column">
          <p data-part="title">{intl.formatMessage({ id: 'uikit.footer.contacts' })}</p>
          {contacts}
          {linkList}
        </div>
        <div data-part="column">
          <p data-part="title" id={paymentsId}>
            {intl.formatMessage({ id: 'uikit.footer.payments' })}
          </p>
          <ul data-part="brands" aria-labelledby={paymentsId}>
            {cardBrands.map((b) => (
              <li key={b}>
                <CardBrandLogo brand={b} />
              </li>
            ))}
          </ul>
        </div>
        {legal && <p data-part="legal">{legal}</p>}
      </div>
    </Root>
  );
}
