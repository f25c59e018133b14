import { paths } from '../../shared/routing/paths.ts';
import { screensChunk, type RouteRow } from '../../shared/routing/route.ts';
import { activeDocsOptions, contractPagesOptions, contractsAllOptions } from '../../shared/api/documents.ts';
import { clientOptions } from '../../shared/api/customer.ts';
import { ordersListOptions } from '../../shared/api/orders.ts';
import { signatureStatusOptions } from './api/signature.ts';

// The inbox and the screens it leads to are one chunk; the accountant's period (a proposal beyond the spec) is a
// chunk of its own, so the inbox does not carry its picker, ZIP and statement.
const screens = screensChunk('documents', () => import('./documentsScreens.ts'));
const period = screensChunk('documents', () => import('./periodScreens.ts'));

/** A document's screens: the documents, the contracts to find it among and, to sign it, the EDS status. */
const aDocument =
  (...what: Array<'contracts' | 'signature'>): RouteRow['data'] =>
  ({ prefetch, api }) => {
    prefetch(activeDocsOptions(api));
    if (what.includes('contracts')) prefetch(contractsAllOptions(api, 'active'));
    if (what.includes('signature')) prefetch(signatureStatusOptions(api));
  };

export const documentsRoutes: RouteRow[] = [
  {
    path: paths.documents,
    name: 'documents',
    resting: true,
    access: 'cabinet',
    layout: 'cabinet',
    screen: { chunk: screens, pick: (m) => m.DocumentsScreen },
    data: ({ prefetch, prefetchPages, api }) => {
      prefetchPages(contractPagesOptions(api, 'active'));
      prefetchPages(contractPagesOptions(api, 'history'));
      prefetch(activeDocsOptions(api));
      prefetch(ordersListOptions(api, 'active'));
    },
  },
  {
    path: paths.documentsPeriod,
    name: 'documents-period',
    access: 'cabinet',
    layout: 'cabinet',
    screen: { chunk: period, pick: (m) => m.PeriodScreen },
    data: ({ prefetch, api }) => prefetch(clientOptions(api)),
  },
  {
    path: paths.documentsStatement,
    name: 'documents-statement',
    access: 'cabinet',
    layout: 'cabinet',
    screen: { chunk: period, pick: (m) => m.StatementScreen },
    data: ({ prefetch, api }) => {
      prefetch(clientOptions(api));
      prefetch(ordersListOptions(api, 'active'));
      prefetch(ordersListOptions(api, 'history'));
    },
  },
  {
    path: paths.documentView,
    name: 'new-doc-view',
    resting: true,
    access: 'cabinet',
    layout: 'cabinet',
    screen: { chunk: screens, pick: (m) => m.DocumentViewScreen },
    data: aDocument('contracts'),
  },
  {
    path: paths.documentSign,
    name: 'document-sign',
    access: 'cabinet',
    layout: 'cabinet',
    screen: { chunk: screens, pick: (m) => m.DocumentSignScreen },
    data: aDocument('contracts', 'signature'),
  },
  {
    path: paths.documentAct,
    name: 'new-doc-act-view',
    access: 'cabinet',
    layout: 'cabinet',
    pass: 'document-act',
    screen: { chunk: screens, pick: (m) => m.DocumentActScreen },
    data: aDocument('signature'),
  },
  {
    path: paths.documentSigned,
    name: 'document-signed',
    access: 'cabinet',
    layout: 'cabinet',
    pass: 'document-signed',
    screen: { chunk: screens, pick: (m) => m.DocumentSignedScreen },
    data: aDocument(),
  },
];
