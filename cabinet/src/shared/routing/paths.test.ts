import { pathTo } from './paths.ts';

describe('pathTo', () => {
  it('should build a path with its parameters', () => {
    expect(pathTo('orderView', { orderNumber: 1003 })).toBe('/order-view/1003');
    expect(pathTo('orderCheckStatus', { orderNumber: 1003 })).toBe('/order-view/1003/check-status');
    expect(pathTo('storageBoxes', { wh_id: 'MSK-01', size: 4.5 })).toBe('/order-storage-boxes/wh_id/MSK-01/size/4.5');
  });

  it('should encode each parameter', () => {
    expect(pathTo('documentView', { docId: 'D 1003/2' })).toBe('/document-view/D%201003%2F2');
  });

  it('should leave out optional parameters that are not given', () => {
    expect(pathTo('createOrder', {})).toBe('/create-order');
    expect(pathTo('createOrder', { wh_ids: 'MSK-01' })).toBe('/create-order/MSK-01');
    expect(pathTo('createOrder', { wh_ids: ',', sizes: ',', av: 'available' })).toBe('/create-order/,/,/available');
    expect(pathTo('createOrder', { wh_ids: 'MSK-01,MSK-02', sizes: 'small', av: 'byRequest' })).toBe(
      '/create-order/MSK-01,MSK-02/small/byRequest',
    );
  });

  it('should add a query', () => {
    expect(pathTo('orderView', { orderNumber: 7 }, { invoice: 'new' })).toBe('/order-view/7?invoice=new');
    expect(pathTo('documentAct', undefined, { act: 'A-1' })).toBe('/document-act?act=A-1');
  });

  it('should build paths without parameters', () => {
    expect(pathTo('orders')).toBe('/orders');
    expect(pathTo('profile')).toBe('/');
  });

  it('should refuse a missing required parameter', () => {
    expect(() => pathTo('orderView', {} as { orderNumber: number })).toThrow(/orderNumber/);
  });
});
