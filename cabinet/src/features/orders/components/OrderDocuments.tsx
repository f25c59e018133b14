import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Download, FileSignature } from 'lucide-react';
import { Card } from '@sb/ui-kit';
import type { Order } from '@sb/contracts';
import { RouterLink } from '../../../shared/ui/RouterLink.tsx';
import { contractFiles, needsSignature } from '../rules.ts';
import { pathTo } from '../../../shared/routing/paths.ts';

const DocLinks = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: var(--sb-space-2);
  & a {
    display: inline-flex;
    align-items: center;
    gap: var(--sb-space-2);
    min-height: 44px;
    color: var(--sb-colors-brand);
  }
`;

/**
 * The order's documents: 'Sign' while the contract awaits the signature, the signed copy only when the agreement has
 * one, otherwise the unsigned file as 'Contract (not signed)'; each file once.
 */
export function OrderDocuments({ order }: { order: Order }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id: `orders.view.${id}` }, values);
  const signHref = needsSignature(order) && order.agreement ? pathTo('documentView', { docId: order.agreement.number }) : null;
  const { signedLink, unsignedLink } = contractFiles(order);
  return (
    <Card as="section" title={t('documents')} headingLevel={2}>
      <DocLinks>
        {signHref && (
          <li>
            <RouterLink href={signHref}>
              <FileSignature size={16} aria-hidden="true" /> {t('signContract', { number: order.agreement!.number })}
            </RouterLink>
          </li>
        )}
        {signedLink && (
          <li>
            <a href={signedLink} target="_blank" rel="noreferrer" download>
              <Download size={16} aria-hidden="true" /> {t('downloadSigned', { number: order.agreement?.number ?? order.number })}
            </a>
          </li>
        )}
        {unsignedLink && (
          <li>
            <a href={unsignedLink} target="_blank" rel="noreferrer" download>
              <Download size={16} aria-hidden="true" /> {t('downloadUnsigned')}
            </a>
          </li>
        )}
        {!signHref && !signedLink && !unsignedLink && (
          <li>{order.agreement?.sign_system === 'no' ? t('managerContract') : t('noDocuments')}</li>
        )}
      </DocLinks>
    </Card>
  );
}
