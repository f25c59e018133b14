import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Plus } from 'lucide-react';
import { Stack, useIsMobile } from '@sb/ui-kit';
import { PageHeading } from '../../../shared/ui/PageHeading.tsx';
import { RouterLink } from '../../../shared/ui/RouterLink.tsx';
import { pathTo } from '../../../shared/routing/paths.ts';
import OrdersLists from '../components/OrdersLists.tsx';

const Head = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: var(--sb-space-3);
  & > a {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    flex: none;
    width: 44px;
    height: 44px;
    border-radius: 50%;
    background: var(--sb-colors-accent);
    color: var(--sb-colors-textInverse);
  }
`;

/** /orders: the heading (with Book on phones) over the orders lists (components/OrdersLists.tsx). */
export default function OrdersScreen() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: `orders.list.${id}` });
  const phone = useIsMobile();
  return (
    <Stack gap={4}>
      <Head>
        <PageHeading>{t('title')}</PageHeading>
        {phone && (
          <RouterLink href={pathTo('createOrder', {})} aria-label={t('book')} title={t('book')}>
            <Plus size={24} aria-hidden="true" />
          </RouterLink>
        )}
      </Head>
      <OrdersLists />
    </Stack>
  );
}
