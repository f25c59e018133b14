import { useIntl } from 'react-intl';
import { useAtomValue } from 'jotai';
import { useLocation, useParams } from 'wouter';
import styled from 'styled-components';
import { CircleCheck } from 'lucide-react';
import { Alert, Button, Spinner, Stack } from '@sb/ui-kit';
import { PageHeading } from '../../../shared/ui/PageHeading.tsx';
import { ApiErrorMessage } from '../../../shared/errors/ApiErrorMessage.tsx';
import { checkStatusAtom } from '../atoms.ts';
import { isSigningDone } from '../rules.ts';
import { pathTo } from '../../../shared/routing/paths.ts';

const Page = styled(Stack)`
  max-width: 560px;
  & p {
    margin: 0;
  }
`;

const Waiting = styled.div`
  display: flex;
  align-items: center;
  gap: var(--sb-space-3);
`;

const Progress = styled.div`
  height: 4px;
  border-radius: var(--sb-radii-pill);
  background: var(--sb-colors-brandSoft);
  overflow: hidden;
  &::after {
    content: '';
    display: block;
    width: 40%;
    height: 100%;
    background: var(--sb-colors-brand);
    animation: sb-orders-progress 1.6s ease-in-out infinite;
  }
  @keyframes sb-orders-progress {
    from {
      transform: translateX(-100%);
    }
    to {
      transform: translateX(250%);
    }
  }
  @media (prefers-reduced-motion: reduce) {
    &::after {
      animation: none;
      width: 100%;
      opacity: 0.4;
    }
  }
`;

/**
 * /order-view/:orderNumber/check-status: polls the active orders (3 s, then 6 s, 9 s...) until the contract is
 * signed; polling is the query's refetchInterval, so leaving the screen stops it.
 */
export default function OrderCheckStatusScreen() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id: `orders.check.${id}` }, values);
  const params = useParams<{ orderNumber: string }>();
  const orderNumber = Number(params.orderNumber);
  const [, navigate] = useLocation();
  const check = useAtomValue(checkStatusAtom(orderNumber));
  const order = check.data?.find((o) => o.number === orderNumber);
  const signed = isSigningDone(order);

  return (
    <Page gap={4}>
      <PageHeading>{t('title', { number: params.orderNumber })}</PageHeading>
      {signed ? (
        <>
          <Alert variant="success" live="status" title={t('signed')}>
            {t('signedText')}
          </Alert>
          <Button
            size="lg"
            icon={<CircleCheck size={18} aria-hidden="true" />}
            onClick={() => navigate(pathTo('orderView', { orderNumber }))}
          >
            {t('toOrder')}
          </Button>
        </>
      ) : check.isError && !check.data ? (
        <ApiErrorMessage error={check.error} onRetry={() => void check.refetch()} />
      ) : (
        <>
          <Waiting role="status">
            <Spinner size={24} decorative />
            <p>{t('waiting')}</p>
          </Waiting>
          <Progress aria-hidden="true" />
          <p>{t('hint')}</p>
          <Button variant="secondary" onClick={() => navigate(pathTo('orderView', { orderNumber }))}>
            {t('toOrder')}
          </Button>
        </>
      )}
    </Page>
  );
}
