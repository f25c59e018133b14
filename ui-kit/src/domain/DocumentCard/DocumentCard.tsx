import styled from 'styled-components';
import { useIntl } from 'react-intl';
import { Download, FileText } from 'lucide-react';
import { Button } from '../../components/Button/Button.tsx';
import { cardSurface, factList, mutedSurface, tapTarget, tinted, tintedBy } from '../../theme/fragments.ts';

/**
 * The document label of spec 1 section 4: active (signed), reserved (with its date) or archived; `pending` for a
 * document that waits for a signature without a reservation (an act of a running rental).
 */
export type DocumentLabel = 'active' | 'reserved' | 'pending' | 'archived';

export interface DocumentCardProps {
  /** The agreement number (e.g. D-1020), the card's title: what the customer knows it by. */
  number: string;
  /** The agreement uuid, shown small as a reference for support. */
  uuid: string;
  /** Active, reserved, pending (awaiting signature) or archived. */
  label: DocumentLabel;
  /** The date a reservation lasts until, already formatted for the locale (shown with `reserved`). */
  reservedUntil?: string | null;
  /** The box (cell) name. */
  boxName: string;
  /** The warehouse (place) name. */
  placeName: string;
  /** Whether this is a contract or an act (changes the wording). */
  kind?: 'contract' | 'act';
  /** Link to the signed file; the download shows only when present. */
  downloadHref?: string | null;
  /** `sign_system` is 'no': a manager concludes the contract, so the card shows that message and no actions. */
  manual?: boolean;
  /** Shows the sign button (an unsigned document). */
  onSign?: () => void;
  /** Shows the complete button (a booking to finish before signing). */
  onComplete?: () => void;
  /** The complete request is in flight. */
  completing?: boolean;
  /** Heading level of the title (default 3, under the screen's h1 and a list h2). */
  headingLevel?: 2 | 3 | 4;
  /** Extra class for layout by the screen (spacing, grid placement). */
  className?: string;
}

const Root = styled.article`
  display: flex;
  flex-direction: column;
  gap: var(--sb-space-3);
  ${cardSurface}
  border: 1px solid var(--sb-colors-border);
  &[data-label='archived'] {
    ${mutedSurface}
  }
`;

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: var(--sb-space-2);
  & h2,
  & h3,
  & h4 {
    display: flex;
    align-items: center;
    gap: var(--sb-space-2);
    margin: 0;
    font-size: var(--sb-fontSizes-md);
    overflow-wrap: anywhere;
  }
  & svg {
    flex: none;
  }
`;

const Badge = styled.span`
  display: inline-block;
  padding: 2px var(--sb-space-2);
  border-radius: var(--sb-radii-pill);
  font-size: var(--sb-fontSizes-sm);
  font-weight: var(--sb-fontWeights-medium);
  white-space: nowrap;
  ${tintedBy('data-label', { active: 'success', reserved: 'warning', pending: 'info' })}
  &[data-label='archived'] {
    background: var(--sb-colors-surface);
    color: var(--sb-colors-textMuted);
    border: 1px solid var(--sb-colors-border);
  }
`;

const Facts = styled.dl`
  ${factList}
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--sb-space-2);
  & > * {
    flex: 1 1 auto;
  }
`;

const DownloadLink = styled.a`
  ${tapTarget}
  color: var(--sb-colors-brand);
  font-weight: var(--sb-fontWeights-medium);
  &:focus-visible {
    outline: 2px solid var(--sb-colors-focus);
    outline-offset: 2px;
  }
`;

const Reference = styled.p`
  margin: 0;
  font-size: var(--sb-fontSizes-sm);
  color: var(--sb-colors-textMuted);
  overflow-wrap: anywhere;
`;

const Notice = styled.p`
  margin: 0;
  padding: var(--sb-space-3);
  border-radius: var(--sb-radii-control);
  ${tinted('info')}
`;

/**
 * A contract (or act) in the documents inbox: its number, label, box and place, the signed file's download, the
 * sign or complete action (or the 'manager will contact you' message when it is concluded by hand), and the uuid
 * small, as a reference for support.
 */
export function DocumentCard({
  number,
  uuid,
  label,
  reservedUntil,
  boxName,
  placeName,
  kind = 'contract',
  downloadHref,
  manual = false,
  onSign,
  onComplete,
  completing = false,
  headingLevel = 3,
  className,
}: DocumentCardProps) {
  const intl = useIntl();
  const Heading = `h${headingLevel}` as 'h3';
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id: `uikit.documentCard.${id}` }, values);
  const badge = label === 'reserved' && reservedUntil ? t('label.reservedUntil', { date: reservedUntil }) : t(`label.${label}`);
  return (
    <Root className={className} data-label={label} aria-label={t(`kind.${kind}`, { number })}>
      <Top>
        <Heading>
          <FileText size={18} aria-hidden="true" />
          {t(`kind.${kind}`, { number })}
        </Heading>
        <Badge data-label={label}>{badge}</Badge>
      </Top>
      <Facts>
        <dt>{t('box')}</dt>
        <dd>{boxName}</dd>
        <dt>{t('place')}</dt>
        <dd>{placeName}</dd>
      </Facts>
      {manual ? <Notice role="note">{t('manual')}</Notice> : null}
      {downloadHref ? (
        <DownloadLink href={downloadHref} download target="_blank" rel="noopener">
          <Download size={18} aria-hidden="true" />
          {t('download')}
        </DownloadLink>
      ) : null}
      {!manual && (onSign || onComplete) ? (
        <Actions>
          {onComplete ? (
            <Button variant={onSign ? 'secondary' : 'primary'} onClick={onComplete} loading={completing}>
              {t('complete')}
            </Button>
          ) : null}
          {onSign ? <Button onClick={onSign}>{t(kind === 'act' ? 'signAct' : 'sign')}</Button> : null}
        </Actions>
      ) : null}
      <Reference>{t('reference', { uuid })}</Reference>
    </Root>
  );
}
