/** Every route of the spec, with a path on the seeded demo data (contracts/sandbox/src/seed.ts, docs/sandbox.md). */
export const publicRoutes = ['/auth', '/login', '/login-pass', '/login-with-phone', '/register', '/restore', '/pass-unknown', '/support-public'];

/** The demo individual: every order state (1001-1017), documents D-{order}, box 2001 = A-101 in MSK-01. */
export const DEMO_PHONE = '79990000001';
export const DEMO_PASSWORD = 'Demo12345';

export const cabinetRoutes = [
  '/',
  '/orders',
  '/order-view/1001',
  '/order-view/1004',
  '/order-view/1013',
  '/order-view/1001/check-status',
  '/documents',
  '/document-view/D-1003',
  '/document-view/D-1010',
  '/document-sign/D-1003',
  '/create-order',
  '/create-order/MSK-01/small/available',
  '/create-order/MSK-02/,/byRequest',
  '/order-created/1013',
  '/order-storage-boxes/wh_id/MSK-01/size/3',
  '/order-storage-view/MSK-01',
  '/order-box-view/MSK-01/2001',
  '/support',
  '/support-order-help',
];
