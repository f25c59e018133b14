import type { StartCalls } from '../../shared/routing/route.ts';
import { activeDocsOptions, contractPagesOptions, contractsAllOptions } from '../../shared/api/documents.ts';
import { clientOptions } from '../../shared/api/customer.ts';
import { ordersListOptions } from '../../shared/api/orders.ts';
import { signatureStatusOptions } from './api/signature.ts';

/** The inbox: the contracts' pages, the documents and the live orders. */
export const inbox: StartCalls = ({ prefetch, prefetchPages, api }) => {
  prefetchPages(contractPagesOptions(api, 'active'));
  prefetchPages(contractPagesOptions(api, 'history'));
  prefetch(activeDocsOptions(api));
  prefetch(ordersListOptions(api, 'active'));
};

/** The accountant's period: the customer. */
export const period: StartCalls = ({ prefetch, api }) => prefetch(clientOptions(api));

/** The statement: the customer and both orders lists. */
export const statement: StartCalls = ({ prefetch, api }) => {
  prefetch(clientOptions(api));
  prefetch(ordersListOptions(api, 'active'));
  prefetch(ordersListOptions(api, 'history'));
};

/** A document's screens: the documents, the contracts to find it among and, to sign it, the EDS status. */
export const aDocument =
  (...what: Array<'contracts' | 'signature'>): StartCalls =>
  ({ prefetch, api }) => {
    prefetch(activeDocsOptions(api));
    if (what.includes('contracts')) prefetch(contractsAllOptions(api, 'active'));
    if (what.includes('signature')) prefetch(signatureStatusOptions(api));
  };
