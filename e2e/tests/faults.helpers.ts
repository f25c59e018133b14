/** Cabinet screens whose loading calls the fault suite breaks (paths on the seeded demo data). */
export const screensA = ['/orders', '/order-view/1001', '/documents', '/document-view/1001'];
export const screensB = ['/', '/create-order', '/order-storage-view/MSK1', '/order-storage-boxes/wh_id/MSK1/size/2.5', '/order-box-view/MSK1/1'];
