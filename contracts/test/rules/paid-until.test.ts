import { PAYMENT_NOTICE_DAYS, paidUntilState, paymentNoticeDue } from '../../src/index.ts';

describe('paid-until rules', () => {
  it('should call for payment when fewer than 7 days are left', () => {
    expect(PAYMENT_NOTICE_DAYS).toBe(7);
    expect(paymentNoticeDue(7)).toBe(false);
    expect(paymentNoticeDue(6)).toBe(true);
    expect(paymentNoticeDue(0)).toBe(true);
    expect(paymentNoticeDue(-2)).toBe(true);
  });

  it('should tell normal, warning and overdue apart', () => {
    expect(paidUntilState(30)).toBe('normal');
    expect(paidUntilState(7)).toBe('normal');
    expect(paidUntilState(6)).toBe('warning');
    expect(paidUntilState(0)).toBe('warning');
    expect(paidUntilState(-1)).toBe('overdue');
  });
});
