import { useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import styled from 'styled-components';
import { PackageOpen } from 'lucide-react';
import { Button, EmptyState } from '@sb/ui-kit';
import { pathTo } from '../../../shared/routing/paths.ts';

const Steps = styled.ol`
  margin: 0;
  padding-left: var(--sb-space-6);
  display: flex;
  flex-direction: column;
  gap: var(--sb-space-2);
`;

/** No orders yet: the 4-step how-to-start list and a Book button to /create-order. */
export function HowToStart() {
  const intl = useIntl();
  const [, navigate] = useLocation();
  const t = (id: string) => intl.formatMessage({ id: `orders.empty.${id}` });
  return (
    <EmptyState
      icon={<PackageOpen size={36} />}
      title={t('title')}
      description={t('text')}
      action={
        <Button size="lg" onClick={() => navigate(pathTo('createOrder', {}))}>
          {t('book')}
        </Button>
      }
    >
      <Steps aria-label={t('stepsLabel')}>
        {[1, 2, 3, 4].map((n) => (
          <li key={n}>{t(`step${n}`)}</li>
        ))}
      </Steps>
    </EmptyState>
  );
}
