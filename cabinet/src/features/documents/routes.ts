import { paths } from '../../shared/routing/paths.ts';
import { routeData, screensChunk, type RouteRow } from '../../shared/routing/route.ts';

// The inbox and the screens it leads to are one chunk; the accountant's period (a proposal beyond the spec) is a
// chunk of its own, so the inbox does not carry its picker, ZIP and statement.
const screens = screensChunk('documents', () => import('./documentsScreens.ts'));
const period = screensChunk('documents', () => import('./periodScreens.ts'));
const data = routeData(() => import('./routeData.ts'));
const aDocument = (...what: Array<'contracts' | 'signature'>) => data((m) => m.aDocument(...what));

export const documentsRoutes: RouteRow[] = [
  {
    path: paths.documents,
    name: 'documents',
    resting: true,
    access: 'cabinet',
    layout: 'cabinet',
    screen: { chunk: screens, pick: (m) => m.DocumentsScreen },
    data: data((m) => m.inbox),
  },
  {
    path: paths.documentsPeriod,
    name: 'documents-period',
    access: 'cabinet',
    layout: 'cabinet',
    screen: { chunk: period, pick: (m) => m.PeriodScreen },
    data: data((m) => m.period),
  },
  {
    path: paths.documentsStatement,
    name: 'documents-statement',
    access: 'cabinet',
    layout: 'cabinet',
    screen: { chunk: period, pick: (m) => m.StatementScreen },
    data: data((m) => m.statement),
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
