/** Every route of the spec, with a path on the seeded demo data. */
export const publicRoutes = ['/auth', '/login', '/login-pass', '/login-with-phone', '/register', '/restore', '/pass-unknown', '/support-public'];
export const cabinetRoutes = [
  '/',
  '/orders',
  '/order-view/1001',
  '/order-view/1001/check-status',
  '/documents',
  '/document-view/1001',
  '/document-sign/1001',
  '/create-order',
  '/create-order/MSK1/small/available',
  '/order-created/1001',
  '/order-storage-boxes/wh_id/MSK1/size/2.5',
  '/order-storage-view/MSK1',
  '/order-box-view/MSK1/1',
  '/support',
  '/support-order-help',
];
