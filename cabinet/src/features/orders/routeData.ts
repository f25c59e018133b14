import type { StartCalls } from '../../shared/routing/route.ts';
import { checkStatusOptions, ordersListOptions } from '../../shared/api/orders.ts';

/** Both orders lists: what the list, the order's page and the fallback show first. */
export const orderLists: StartCalls = ({ prefetch, api }) => {
  prefetch(ordersListOptions(api, 'active'));
  prefetch(ordersListOptions(api, 'history'));
};

export const checkStatus: StartCalls = ({ prefetch, api, params }) => prefetch(checkStatusOptions(api, Number(params.orderNumber)));
