import { anInvoice, anOrder } from './testData.ts';
import {
  canPay,
  checkStatusInterval,
  daysLeft,
  invoiceToPay,
  lockAccess,
  needsSignature,
  overdueDays,
  showPaymentNotice,
  sortByUrgency,
} from './rules.ts';

const today = new Date(2026, 10, 22, 12, 0); // 22.11.2026

describe('given the pay button rules', () => {
  it('should offer Pay for active and debt orders', () => {
    expect(canPay(anOrder({ state: 'active' }))).toBe(true);
    expect(canPay(anOrder({ state: 'debt' }))).toBe(true);
  });
  it('should offer Pay for a not-active order only once it is signed', () => {
    expect(canPay(anOrder({ state: 'not-active' }))).toBe(true);
    const unsigned = anOrder({ state: 'not-active' });
    unsigned.agreement = { ...unsigned.agreement!, signed: null };
    expect(canPay(unsigned)).toBe(false);
  });
  it('should hide Pay for reserved, awaiting-signature and archived orders', () => {
    for (const state of ['reserved', 'rezerved', 'pre-signed', 'archived'] as const) expect(canPay(anOrder({ state }))).toBe(false);
  });
  it('should hide Pay while an invoice has a pending payment hash', () => {
    expect(canPay(anOrder({ invoices: [anInvoice({ paymentHash: 'hash-1' })] }))).toBe(false);
  });
  it('should pay the oldest unpaid invoice without a pending payment', () => {
    const order = anOrder({
      invoices: [
        anInvoice({ number: 'B', beginPeriod: '21.12.2026' }),
        anInvoice({ number: 'A', beginPeriod: '21.11.2026' }),
        anInvoice({ number: 'P', paid: true }),
      ],
    });
    expect(invoiceToPay(order)?.number).toBe('A');
    expect(invoiceToPay(anOrder())).toBeNull();
  });
});

describe('given the payment notice rule', () => {
  it('should show when fewer than 7 days remain to paid-until', () => {
    expect(showPaymentNotice(anOrder({ cell: { paid_until: '28.11.2026' } }), today)).toBe(true); // 6 days
    expect(showPaymentNotice(anOrder({ cell: { paid_until: '29.11.2026' } }), today)).toBe(false); // 7 days
    expect(showPaymentNotice(anOrder({ cell: { paid_until: '20.11.2026' } }), today)).toBe(true); // overdue
  });
  it('should not show without paid-until or for the archive', () => {
    expect(showPaymentNotice(anOrder({ cell: { paid_until: null } }), today)).toBe(false);
    expect(showPaymentNotice(anOrder({ state: 'archived', cell: { paid_until: '23.11.2026' } }), today)).toBe(false);
  });
  it('should count days left and days overdue', () => {
    expect(daysLeft(anOrder({ cell: { paid_until: '25.11.2026' } }), today)).toBe(3);
    expect(overdueDays(anOrder({ cell: { paid_until: '06.11.2026' } }), today)).toBe(16);
    expect(overdueDays(anOrder({ cell: { paid_until: '25.11.2026' } }), today)).toBe(0);
  });
});

describe('given orders of every kind', () => {
  it('should sort the most urgent first: debt, signature, payment due, then the rest', () => {
    const unsigned = anOrder({ number: 4, state: 'pre-signed' });
    unsigned.agreement = { ...unsigned.agreement!, signed: null };
    const orders = [
      anOrder({ number: 1, state: 'active', cell: { paid_until: '20.12.2026' } }),
      anOrder({ number: 2, state: 'active', cell: { paid_until: '24.11.2026' } }),
      anOrder({ number: 3, state: 'debt', cell: { paid_until: '06.11.2026' } }),
      unsigned,
      anOrder({ number: 5, state: 'active', cell: { paid_until: '10.12.2026' } }),
    ];
    expect(sortByUrgency(orders, today).map((o) => o.number)).toEqual([3, 4, 2, 5, 1]);
  });
  it('should say which contracts wait for a signature', () => {
    const o = anOrder({ state: 'reserved' });
    o.agreement = { ...o.agreement!, signed: null };
    expect(needsSignature(o)).toBe(true);
    o.agreement = { ...o.agreement, sign_system: 'no' };
    expect(needsSignature(o)).toBe(false);
  });
});

describe('given the lock rules', () => {
  it('should enable the open button for an active order', () => {
    expect(lockAccess(anOrder(), today)).toEqual({ canOpen: true, reason: null });
  });
  it('should disable it with the reason for debt, unsigned and unpaid contracts', () => {
    expect(lockAccess(anOrder({ state: 'debt' }), today).reason).toBe('debt');
    const unsigned = anOrder({ state: 'reserved' });
    unsigned.agreement = { ...unsigned.agreement!, signed: null };
    expect(lockAccess(unsigned, today).reason).toBe('unsigned');
    expect(lockAccess(anOrder({ state: 'not-active', cell: { paid_until: null } }), today).reason).toBe('unpaid');
  });
  it('should offer no button for the archive or a box without a lock', () => {
    expect(lockAccess(anOrder({ state: 'archived' }), today).canOpen).toBe(false);
    expect(lockAccess(anOrder({ cell: { lock: null } }), today).canOpen).toBe(false);
  });
});

describe('given the signing check', () => {
  it('should wait 3 s, then 6 s, then 9 s', () => {
    expect([1, 2, 3].map(checkStatusInterval)).toEqual([3000, 6000, 9000]);
  });
});
