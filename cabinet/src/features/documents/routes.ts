import { paths } from '../../shared/routing/paths.ts';
import { cabinetScreens, routeData, screensChunk, type RouteRow } from '../../shared/routing/route.ts';

// The inbox, a document's view with its signing flow, and the accountant's period (a proposal beyond the spec): a
// chunk each, so the inbox carries neither the code input and signature's progress nor the period's picker, ZIP and
// statement.
const screens = screensChunk('documents', () => import('./documentsScreens.ts'));
const signing = screensChunk('documents', () => import('./signingScreens.ts'));
const period = screensChunk('documents', () => import('./periodScreens.ts'));
const row = cabinetScreens(screens);
const signingRow = cabinetScreens(signing);
const periodRow = cabinetScreens(period);
const data = routeData(() => import('./routeData.ts'));
const aDocument = (...what: Array<'contracts' | 'signature'>) => data((m) => m.aDocument(...what));

export const documentsRoutes: RouteRow[] = [
  row({
    path: paths.documents,
    name: 'documents',
    resting: true,
    screen: (m) => m.DocumentsScreen,
    data: data((m) => m.inbox),
  }),
  periodRow({
    path: paths.documentsPeriod,
    name: 'documents-period',
    screen: (m) => m.PeriodScreen,
    data: data((m) => m.period),
  }),
  periodRow({
    path: paths.documentsStatement,
    name: 'documents-statement',
    screen: (m) => m.StatementScreen,
    data: data((m) => m.statement),
  }),
  signingRow({
    path: paths.documentView,
    name: 'new-doc-view',
    resting: true,
    screen: (m) => m.DocumentViewScreen,
    data: aDocument('contracts'),
  }),
  signingRow({
    path: paths.documentSign,
    name: 'document-sign',
    screen: (m) => m.DocumentSignScreen,
    data: aDocument('contracts', 'signature'),
  }),
  signingRow({
    path: paths.documentAct,
    name: 'new-doc-act-view',
    pass: 'document-act',
    screen: (m) => m.DocumentActScreen,
    data: aDocument('signature'),
  }),
  signingRow({
    path: paths.documentSigned,
    name: 'document-signed',
    pass: 'document-signed',
    screen: (m) => m.DocumentSignedScreen,
    data: aDocument(),
  }),
];
