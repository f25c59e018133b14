import type { ElementType, ReactNode } from 'react';
import styled from 'styled-components';
import { useIntl } from 'react-intl';
import { Download, FileSignature, MapPin, Thermometer } from 'lucide-react';
import type { OrderState, PaidUntilState } from '@sb/contracts';
import { Button } from '../../components/Button/Button.tsx';
import { media } from '../../theme/tokens.ts';
import { cardSurface, factList, mutedSurface } from '../../theme/fragments.ts';
import { OrderStatusBadge } from '../OrderStatusBadge/OrderStatusBadge.tsx';
import { PaidTillLabel } from '../PaidTillLabel/PaidTillLabel.tsx';

export interface OrderCardProps {
  /** The order number (for the accessible names of the actions). */
  orderNumber: number | string;
  /** The box's name, the card's heading. */
  boxName: string;
  /** The order's state: the badge, and the quieter archive look. */
  status: OrderState;
  /** End of the free reservation (`dd.MM.yyyy`). */
  reservedUntil?: string | null;
  /** Days overdue, for the debt badge. */
  overdueDays?: number;
  /** The warehouse's name. */
  placeName: string;
  /** The warehouse's address. */
  address?: string | null;
  /**
   * The address's title (the provider's `address_title`, e.g. the metro station), shown beside the warehouse's name;
   * what it repeats of the name or the address is left out.
   */
  addressTitle?: string | null;
  /** Climate control in the box: yes, no, or unknown (hidden). */
  climate?: boolean | null;
  /** Rent start (`dd.MM.yyyy`). */
  rentStart: string;
  /** Rent end (`dd.MM.yyyy`); empty for an open-ended rental. */
  rentEnd?: string | null;
  /** Paid-until (`dd.MM.yyyy`), the whole days left to it and its decided state (contracts' `paidUntilState`); hidden when null. */
  paidUntil?: { date: string; daysLeft: number; state: PaidUntilState } | null;
  /** Where the contract is signed: shows the 'Sign the contract' link and the Sign button. */
  signHref?: string | null;
  /** The contract's download link. */
  downloadHref?: string | null;
  /** The order view: the Details button. */
  detailsHref: string;
  /** Shows the Pay button (the caller applies the pay rules). */
  onPay?: () => void;
  /** The Pay button's spinner while the payment starts. */
  payLoading?: boolean;
  /** Why Pay cannot be pressed now (e.g. no connection): the button shows disabled with this reason under it. */
  payDisabledReason?: string | null;
  /** The router's link component (e.g. wouter's `Link`) for the Sign and Details links; a plain `a` without it. */
  linkAs?: ElementType;
  /** The heading level of the box name inside the page. */
  headingLevel?: 2 | 3;
  /** The card's element: `li` inside a list of cards. */
  as?: 'article' | 'li';
}

const Root = styled.article`
  display: flex;
  flex-direction: column;
  gap: var(--sb-space-3);
  ${cardSurface}
  border: 1px solid transparent;
  list-style: none;
  &[data-variant='archive'] {
    ${mutedSurface}
  }
  &[data-variant='urgent'] {
    border-color: var(--sb-colors-danger);
  }
`;

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: var(--sb-space-2);
  & h2,
  & h3 {
    margin: 0;
    font-size: var(--sb-fontSizes-lg);
    line-height: var(--sb-lineHeights-tight);
  }
`;

const Place = styled.p`
  display: flex;
  gap: var(--sb-space-2);
  margin: 0;
  color: var(--sb-colors-textMuted);
  & > svg {
    flex: none;
    margin-top: 3px;
  }
  & strong {
    color: var(--sb-colors-text);
    font-weight: var(--sb-fontWeights-semibold);
  }
`;

const Facts = styled.dl`
  ${factList}
  font-size: var(--sb-fontSizes-sm);
  & dd {
    font-variant-numeric: tabular-nums;
  }
`;

const Links = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--sb-space-4);
  & a {
    display: inline-flex;
    align-items: center;
    gap: var(--sb-space-1);
    color: var(--sb-colors-brand);
    min-height: 44px;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--sb-space-2);
  margin-top: auto;
  ${media.mobile} {
    flex-direction: column;
    & > * {
      width: 100%;
    }
  }
`;

const LinkButton = styled.a`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 44px;
  padding: 0 var(--sb-space-5);
  border-radius: var(--sb-radii-control);
  border: 1px solid var(--sb-colors-brand);
  font-weight: var(--sb-fontWeights-semibold);
  text-decoration: none;
  color: var(--sb-colors-brand);
  background: var(--sb-colors-surface);
  &[data-variant='primary'] {
    background: var(--sb-colors-accent);
    border-color: var(--sb-colors-accent);
    color: var(--sb-colors-textInverse);
  }
  &:hover {
    background: var(--sb-colors-brandSoft);
  }
  &[data-variant='primary']:hover {
    background: var(--sb-colors-accentHover);
  }
`;

const same = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

/**
 * What the address title adds beside the place's name: without the name it may start with (a provider's
 * 'Warehouse, m. Station'), and nothing when what is left is the name or the address text itself.
 */
export function addressTitleBeside(placeName: string, title?: string | null, address?: string | null): string | null {
  let rest = (title ?? '').trim();
  if (rest.toLocaleLowerCase().startsWith(placeName.trim().toLocaleLowerCase())) {
    rest = rest.slice(placeName.trim().length).replace(/^[\s,·–—-]+/, '');
  }
  if (!rest || same(rest, placeName) || (address && same(rest, address))) return null;
  return rest;
}

/** One rented box in the orders list: box and status on top, place, dates and paid-till in the middle, actions below. */
export function OrderCard(props: OrderCardProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, ReactNode>) =>
    intl.formatMessage({ id: `uikit.orderCard.${id}` }, values as never) as string;
  const { status, headingLevel = 2, as = 'article' } = props;
  const Heading = `h${headingLevel}` as const;
  const SignLink = props.linkAs ?? 'a';
  const archived = status === 'archived';
  const urgent = status === 'debt';
  const name = `${props.boxName}`;
  const title = addressTitleBeside(props.placeName, props.addressTitle, props.address);
  return (
    <Root
      as={as}
      data-variant={archived ? 'archive' : urgent ? 'urgent' : 'default'}
      data-state={status}
      aria-label={as === 'article' ? name : undefined}
    >
      <Top>
        <Heading>{props.boxName}</Heading>
        <OrderStatusBadge status={status} reservedUntil={props.reservedUntil} overdueDays={props.overdueDays} />
      </Top>
      <Place>
        <MapPin size={16} aria-hidden="true" />
        <span>
          <strong>{props.placeName}</strong>
          {title ? <> · {title}</> : null}
          {props.address ? <>, {props.address}</> : null}
        </span>
      </Place>
      <Facts>
        {props.climate != null && (
          <>
            <dt>{t('climate')}</dt>
            <dd>
              <Thermometer size={14} aria-hidden="true" /> {t(props.climate ? 'climateYes' : 'climateNo')}
            </dd>
          </>
        )}
        <dt>{t('rent')}</dt>
        <dd>{props.rentEnd ? t('period', { from: props.rentStart, to: props.rentEnd }) : t('since', { from: props.rentStart })}</dd>
        {props.paidUntil && !archived && (
          <>
            <dt>{t('paid')}</dt>
            <dd>
              <PaidTillLabel date={props.paidUntil.date} daysLeft={props.paidUntil.daysLeft} state={props.paidUntil.state} />
            </dd>
          </>
        )}
      </Facts>
      {(props.signHref || props.downloadHref) && (
        <Links>
          {props.signHref && (
            <SignLink href={props.signHref}>
              <FileSignature size={16} aria-hidden="true" />
              {t('signContract')}
            </SignLink>
          )}
          {props.downloadHref && (
            <a href={props.downloadHref} download target="_blank" rel="noreferrer">
              <Download size={16} aria-hidden="true" />
              {t('downloadContract')}
            </a>
          )}
        </Links>
      )}
      <Actions>
        {props.onPay && (
          <Button
            onClick={props.onPay}
            loading={props.payLoading}
            disabledReason={props.payDisabledReason}
            aria-label={t('payFor', { box: name })}
          >
            {t('pay')}
          </Button>
        )}
        {props.signHref && (
          <LinkButton
            href={props.signHref}
            data-variant={props.onPay ? 'secondary' : 'primary'}
            as={props.linkAs}
            aria-label={t('signFor', { box: name })}
          >
            {t('sign')}
          </LinkButton>
        )}
        <LinkButton href={props.detailsHref} data-variant="secondary" as={props.linkAs} aria-label={t('detailsFor', { box: name })}>
          {t('details')}
        </LinkButton>
      </Actions>
    </Root>
  );
}
