import { Route } from 'wouter';
import type { Order } from '@sb/contracts';
import { fakeNetwork, loggedIn, renderScreen } from '../../../test/render.tsx';
import OrderViewScreen from '../routes/OrderViewScreen.tsx';

/** The order's page of a logged-in customer whose live orders are `order` alone; `net` records what was asked. */
export function renderOrderView(order: Order, language: 'ru' | 'en' = 'ru') {
  const net = fakeNetwork({
    'GET /api/v1/orders/active/orders-list': () => ({ body: { orders: [order] } }),
    'GET /api/v1/orders/history/orders-list': () => ({ body: { orders: [] } }),
  });
  const view = renderScreen(<Route path="/order-view/:orderNumber" component={OrderViewScreen} />, {
    setup: loggedIn,
    fetch: net.fetch,
    path: `/order-view/${order.number}`,
    language,
  });
  return { ...view, net };
}
