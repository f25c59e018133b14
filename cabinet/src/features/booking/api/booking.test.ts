import { QueryClient } from '@tanstack/query-core';
import { clientKeys } from '../../../shared/api/customer.ts';
import { documentKeys } from '../../../shared/api/documents.ts';
import { orderKeys } from '../../../shared/api/orders.ts';
import { placeKeys } from './places.ts';
import { invalidateAfterBooking } from './booking.ts';

describe('booking invalidation', () => {
  it('a booked box refetches the active orders, the documents and that place’s boxes, nothing else', async () => {
    const qc = new QueryClient();
    const keys = [
      orderKeys.list('active'),
      orderKeys.list('history'),
      clientKeys.profile(),
      documentKeys.contractPages('active'),
      documentKeys.activeDocs(),
      placeKeys.list(),
      placeKeys.catalog('MSK-01'),
      placeKeys.catalog('MSK-02'),
      placeKeys.cell(2005),
      placeKeys.cell(2006),
      placeKeys.sizes(['MSK-01', 'MSK-02']),
      placeKeys.sizes(['SPB-01']),
    ];
    for (const k of keys) qc.setQueryData(k, 1);
    await invalidateAfterBooking(qc, 'MSK-01', 2005);
    const stale = keys.filter((k) => qc.getQueryState(k)?.isInvalidated).map((k) => k.join('/'));
    expect(stale).toEqual([
      'orders/list/active',
      'documents/contracts/active/pages',
      'documents/active-docs',
      'places/catalog/MSK-01',
      'places/cell/2005',
      'places/sizes/MSK-01,MSK-02',
    ]);
  });
});
