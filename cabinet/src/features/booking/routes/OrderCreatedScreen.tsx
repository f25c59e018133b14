import { useIntl } from 'react-intl';
import { useAtomValue } from 'jotai';
import { useParams } from 'wouter';
import styled from 'styled-components';
import { Alert, Card, EmptyState, Skeleton, SkeletonGroup, Stack } from '@sb/ui-kit';
import { PageHeading } from '../../../shared/ui/PageHeading.tsx';
import { RouterLink } from '../../../shared/ui/RouterLink.tsx';
import { pathTo } from '../../../shared/routing/paths.ts';
import { ApiErrorMessage } from '../../../shared/errors/ApiErrorMessage.tsx';
import { useFormat } from '../../../shared/format.ts';
import { activeOrdersAtom } from '../../../shared/api/orders.ts';
import { Params } from '../components/Params.tsx';

const Page = styled(Stack)`
  max-width: 720px;
  & ol {
    margin: 0;
    padding-left: var(--sb-space-5);
    display: flex;
    flex-direction: column;
    gap: var(--sb-space-2);
  }
`;

/** The order just created: agreement uuid, box, warehouse, parameters; then either the manager message or the two rules and Begin. */
export default function OrderCreatedScreen() {
  const intl = useIntl();
  const t = (id: string, v?: Record<string, string | number>) => intl.formatMessage({ id: `booking.created.${id}` }, v);
  const f = useFormat();
  const { orderId = '' } = useParams<{ orderId: string }>();
  const number = Number(orderId);
  const orders = useAtomValue(activeOrdersAtom);

  if (orders.isError) {
    return (
      <>
        <PageHeading>{t('title')}</PageHeading>
        <ApiErrorMessage error={orders.error} onRetry={() => void orders.refetch()} />
      </>
    );
  }
  if (orders.isPending) {
    return (
      <>
        <PageHeading>{t('title')}</PageHeading>
        <SkeletonGroup>
          <Skeleton lines={6} />
        </SkeletonGroup>
      </>
    );
  }
  const order = orders.data.find((o) => o.number === number);
  if (!order) {
    return (
      <>
        <PageHeading>{t('title')}</PageHeading>
        <EmptyState
          title={t('notFound', { number: orderId })}
          description={t('notFoundText')}
          action={
            <RouterLink href={pathTo('orders')} variant="button">
              {t('toOrders')}
            </RouterLink>
          }
        />
      </>
    );
  }
  const manual = order.agreement?.sign_system === 'no';
  const agreementNumber = order.agreement?.number;
  return (
    <Page gap={4}>
      <PageHeading>{t('title')}</PageHeading>
      <p>{t('lead', { number: order.number })}</p>
      <Card as="section" title={t('details')}>
        <Params>
          {order.agreement?.uuid && (
            <>
              <dt>{t('agreement')}</dt>
              <dd>{order.agreement.uuid}</dd>
            </>
          )}
          <dt>{t('cell')}</dt>
          <dd>{order.cell.name}</dd>
          <dt>{t('warehouse')}</dt>
          <dd>{order.place.name}</dd>
          {order.place.address && (
            <>
              <dt>{t('address')}</dt>
              <dd>{order.place.address}</dd>
            </>
          )}
          <dt>{t('area')}</dt>
          <dd>{f.area(order.cell.size)}</dd>
          <dt>{t('floor')}</dt>
          <dd>{order.cell.floor_number}</dd>
          <dt>{t('dimensions')}</dt>
          <dd>
            {t('dims', { depth: f.number(order.cell.length), width: f.number(order.cell.width), height: f.number(order.cell.height) })}
          </dd>
          <dt>{t('period')}</dt>
          <dd>
            {order.cell.end
              ? t('periodRange', { from: f.date(order.cell.begin), to: f.date(order.cell.end) })
              : t('periodFrom', { from: f.date(order.cell.begin) })}
          </dd>
          <dt>{t('rate')}</dt>
          <dd>{t('perMonth', { price: f.money(order.cell.rate) })}</dd>
        </Params>
      </Card>
      {manual ? (
        <Alert variant="info" title={t('manualTitle')} live="none">
          {t('manual')}
        </Alert>
      ) : (
        <Card as="section" title={t('nextTitle')}>
          <ol>
            <li>{t('ruleReserve')}</li>
            <li>{t('ruleConfirm')}</li>
          </ol>
          {agreementNumber && (
            <RouterLink href={pathTo('documentView', { docId: agreementNumber })} variant="button">
              {t('begin')}
            </RouterLink>
          )}
        </Card>
      )}
    </Page>
  );
}
