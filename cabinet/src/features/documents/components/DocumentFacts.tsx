import { useAtomValue } from 'jotai';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Download, FileText } from 'lucide-react';
import type { ContractDocument } from '@sb/contracts';
import { Badge, Link } from '@sb/ui-kit';
import { useFormat } from '../../../shared/format.ts';
import { isAct } from '../rules.ts';
import { activeOrdersAtom } from '../../../shared/api/orders.ts';
import { documentLabel, reservationDates } from '../model.ts';

const Root = styled.section`
  display: flex;
  flex-direction: column;
  gap: var(--sb-space-3);
  padding: var(--sb-space-4);
  border-radius: var(--sb-radii-card);
  border: 1px solid var(--sb-colors-border);
  background: var(--sb-colors-surface);
  & h2 {
    margin: 0;
    font-size: var(--sb-fontSizes-lg);
  }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: var(--sb-space-2) var(--sb-space-4);
  & dd > span {
    white-space: normal;
  }
  margin: 0;
  & dt {
    color: var(--sb-colors-textMuted);
  }
  & dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Links = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--sb-space-2) var(--sb-space-6);
`;

/** What the document is: number, uuid, label, box and place, and its files. */
export function DocumentFacts({ doc, source = 'active' }: { doc: ContractDocument; source?: 'active' | 'history' }) {
  const intl = useIntl();
  const f = useFormat();
  const orders = useAtomValue(activeOrdersAtom);
  const reserved = reservationDates(orders.data).get(doc.order_number);
  const label = documentLabel(doc, source, reserved);
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id: `documents.facts.${id}` }, values);
  const variant = label === 'active' ? 'success' : label === 'reserved' ? 'warning' : label === 'pending' ? 'info' : 'neutral';
  return (
    <Root aria-labelledby="document-facts">
      <h2 id="document-facts">{t(isAct(doc) ? 'title.act' : 'title.contract')}</h2>
      <Facts>
        <dt>{t('number')}</dt>
        <dd>{doc.agreement_number}</dd>
        <dt>{t('uuid')}</dt>
        <dd>{doc.agreement_uuid}</dd>
        <dt>{t('status')}</dt>
        <dd>
          <Badge variant={variant}>
            {label === 'reserved' && reserved ? t('label.reservedUntil', { date: f.date(reserved) }) : t(`label.${label}`)}
          </Badge>
        </dd>
        <dt>{t('box')}</dt>
        <dd>{doc.place.cell.name}</dd>
        <dt>{t('place')}</dt>
        <dd>{doc.place.name}</dd>
        <dt>{t('order')}</dt>
        <dd>{doc.order_number}</dd>
      </Facts>
      {doc.agreement_generated || doc.agreement_signed ? (
        <Links>
          {doc.agreement_generated && !doc.agreement_signed ? (
            <Link href={doc.agreement_generated} external variant="standalone" icon={<FileText size={18} aria-hidden="true" />}>
              {t(isAct(doc) ? 'read.act' : 'read.contract')}
            </Link>
          ) : null}
          {doc.agreement_signed ? (
            <Link href={doc.agreement_signed} download variant="standalone" icon={<Download size={18} aria-hidden="true" />}>
              {t(isAct(doc) ? 'download.act' : 'download.contract')}
            </Link>
          ) : null}
        </Links>
      ) : null}
    </Root>
  );
}
