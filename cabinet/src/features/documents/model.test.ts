import { documentSchema, orderSchema } from '@sb/contracts';
import { documentLabel, reservationDates } from './model.ts';
import { doc, reservedOrder } from './test/fixtures.ts';

const parse = (over: Record<string, unknown> = {}) => documentSchema.parse(doc(over));

describe('documentLabel', () => {
  it('should call a signed contract active', () => {
    expect(documentLabel(parse({ agreement_status: 'active' }), 'active')).toBe('active');
  });

  it('should call anything from the history list archived', () => {
    expect(documentLabel(parse({ agreement_status: 'active' }), 'history')).toBe('archived');
    expect(documentLabel(parse({ agreement_status: 'archived' }), 'active')).toBe('archived');
  });

  it('should call an unsigned contract reserved', () => {
    expect(documentLabel(parse(), 'active', '25.11.2026')).toBe('reserved');
    expect(documentLabel(parse(), 'active')).toBe('reserved');
  });

  it('should call an unsigned act without a reservation awaiting signature', () => {
    expect(documentLabel(parse({ document_type: 'act' }), 'active')).toBe('pending');
  });
});

describe('reservationDates', () => {
  it('should map order numbers to their reservation end', () => {
    const orders = [orderSchema.parse(reservedOrder), orderSchema.parse({ ...reservedOrder, number: 1, reserved_until: null })];
    expect([...reservationDates(orders)]).toEqual([[4001, '25.11.2026']]);
  });
});
