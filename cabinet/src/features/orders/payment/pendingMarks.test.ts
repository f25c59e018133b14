import { cancelledMark, pendingStateOf, recordMarks, startedMark, PENDING_PAYMENT_MINUTES } from './pendingMarks.ts';
import { anInvoice } from '../testData.ts';

const MIN = 60_000;
const t0 = Date.UTC(2026, 10, 23, 12, 0);

describe('pending payment marks', () => {
  describe('given an invoice without a mark, or a paid one', () => {
    it('should not count as pending', () => {
      expect(pendingStateOf(anInvoice(), {}, t0)).toBe('none');
      expect(pendingStateOf(anInvoice({ paid: true, paymentHash: 'h' }), {}, t0)).toBe('none');
    });
  });

  describe('given a mark first seen now', () => {
    it('should hide Pay for 15 minutes, then let it go', () => {
      const invoice = anInvoice({ paymentHash: 'h1' });
      const seen = recordMarks({}, [invoice], t0);
      expect(pendingStateOf(invoice, seen, t0 + (PENDING_PAYMENT_MINUTES - 1) * MIN)).toBe('pending');
      expect(pendingStateOf(invoice, seen, t0 + PENDING_PAYMENT_MINUTES * MIN)).toBe('stale');
    });

    it('should start counting again for a new attempt (a new mark)', () => {
      const seen = recordMarks({}, [anInvoice({ paymentHash: 'h1' })], t0);
      const again = recordMarks(seen, [anInvoice({ paymentHash: 'h2' })], t0 + 20 * MIN);
      expect(pendingStateOf(anInvoice({ paymentHash: 'h2' }), again, t0 + 21 * MIN)).toBe('pending');
    });
  });

  describe('given a payment this tab started', () => {
    it('should count from the start, adopting the mark the provider set', () => {
      const started = startedMark({}, 'INV-1', t0);
      const seen = recordMarks(started, [anInvoice({ paymentHash: 'h1' })], t0 + 10 * MIN);
      expect(seen['INV-1']).toEqual({ hash: 'h1', at: t0, started: null });
      expect(pendingStateOf(anInvoice({ paymentHash: 'h1' }), seen, t0 + 15 * MIN)).toBe('stale');
    });
  });

  describe('given a cancel', () => {
    it('should void the mark of that attempt at once, and not a later one', () => {
      const cancelled = cancelledMark(startedMark({}, 'INV-1', t0), 'INV-1', t0 + MIN);
      const seen = recordMarks(cancelled, [anInvoice({ paymentHash: 'h1' })], t0 + 2 * MIN);
      expect(pendingStateOf(anInvoice({ paymentHash: 'h1' }), seen, t0 + 2 * MIN)).toBe('none');
      const retried = recordMarks(startedMark(seen, 'INV-1', t0 + 3 * MIN), [anInvoice({ paymentHash: 'h2' })], t0 + 4 * MIN);
      expect(pendingStateOf(anInvoice({ paymentHash: 'h2' }), retried, t0 + 4 * MIN)).toBe('pending');
    });
  });
});

describe("pending payment marks with the provider's instants", () => {
  const started = new Date(t0 - 3 * MIN).toISOString();

  it('should never let go of a payment the provider holds (started, no lapse)', () => {
    const held = anInvoice({ paymentHash: 'h1', paymentStartedAt: started, paymentExpiresAt: null });
    const seen = recordMarks({}, [held], t0);
    expect(pendingStateOf(held, seen, t0 + 24 * 60 * MIN)).toBe('held');
  });

  it("should take the provider's lapse time, counted from the provider's start", () => {
    const five = anInvoice({ paymentHash: 'h1', paymentStartedAt: started, paymentExpiresAt: new Date(t0 + 2 * MIN).toISOString() });
    const seen = recordMarks({}, [five], t0);
    expect(pendingStateOf(five, seen, t0 + 1 * MIN)).toBe('pending');
    expect(pendingStateOf(five, seen, t0 + 2 * MIN)).toBe('stale');
  });

  // A new tab or a new login does not restart the lapse
  it("should count 15 minutes from the provider's paymentStartedAt, not from when a tab first saw the mark", () => {
    const tenMinutesOld = anInvoice({ paymentHash: 'h1', paymentStartedAt: new Date(t0 - 10 * MIN).toISOString() });
    const newTab = recordMarks({}, [tenMinutesOld], t0);
    expect(pendingStateOf(tenMinutesOld, newTab, t0 + 4 * MIN)).toBe('pending');
    expect(pendingStateOf(tenMinutesOld, newTab, t0 + 5 * MIN)).toBe('stale');
    // a mark the provider never clears: every later visit finds it stale at once
    const neverCleared = anInvoice({ paymentHash: 'h1', paymentStartedAt: new Date(t0 - 3 * 60 * MIN).toISOString() });
    expect(pendingStateOf(neverCleared, recordMarks({}, [neverCleared], t0), t0)).toBe('stale');
  });

  it("should count from when the tab saw the mark when the provider's start is ahead of this browser's clock", () => {
    const ahead = anInvoice({ paymentHash: 'h1', paymentStartedAt: new Date(t0 + 3 * 60 * MIN).toISOString() });
    const seen = recordMarks({}, [ahead], t0);
    expect(pendingStateOf(ahead, seen, t0 + 14 * MIN)).toBe('pending');
    expect(pendingStateOf(ahead, seen, t0 + 15 * MIN)).toBe('stale');
  });
});

// The provider's pending state wins over a tab's memory of a cancelled attempt
describe('a cancelled attempt and a payment started on another device', () => {
  it("should hide Pay for the other device's payment after the cancelled attempt's mark was cleared", () => {
    // this tab starts paying, the provider's page cancels (and clears the mark) before the tab ever saw it
    const cancelled = cancelledMark(startedMark({}, 'INV-1', t0), 'INV-1', t0 + MIN);
    const back = recordMarks(cancelled, [anInvoice()], t0 + 2 * MIN);
    expect(pendingStateOf(anInvoice(), back, t0 + 2 * MIN)).toBe('none');
    // another device starts paying the same invoice; this tab reloads
    const other = anInvoice({ paymentHash: 'h2', paymentStartedAt: new Date(t0 + 3 * MIN).toISOString() });
    const reloaded = recordMarks(back, [other], t0 + 4 * MIN);
    expect(pendingStateOf(other, reloaded, t0 + 4 * MIN)).toBe('pending');
  });

  it("should hide Pay for the other device's payment when the tab saw its own attempt's mark", () => {
    const seen = recordMarks(startedMark({}, 'INV-1', t0), [anInvoice({ paymentHash: 'h1' })], t0 + MIN);
    const cancelled = cancelledMark(seen, 'INV-1', t0 + 2 * MIN);
    const other = anInvoice({ paymentHash: 'h2', paymentStartedAt: new Date(t0 + 3 * MIN).toISOString() });
    expect(pendingStateOf(other, recordMarks(cancelled, [other], t0 + 4 * MIN), t0 + 4 * MIN)).toBe('pending');
  });
});

// A provider may reuse the payment's id for every attempt on an invoice (the sandbox's `sp-<invoice>`)
describe('a provider that gives every attempt on an invoice the same payment id', () => {
  const first = new Date(t0).toISOString();
  const second = new Date(t0 + 3 * MIN).toISOString();

  it('should hide Pay for the next attempt after a cancelled one this tab saw', () => {
    const seen = recordMarks(startedMark({}, 'INV-1', t0), [anInvoice({ paymentHash: 'sp-INV-1', paymentStartedAt: first })], t0 + MIN);
    const cancelled = cancelledMark(seen, 'INV-1', t0 + 2 * MIN);
    const other = anInvoice({ paymentHash: 'sp-INV-1', paymentStartedAt: second });
    expect(pendingStateOf(other, cancelled, t0 + 4 * MIN)).toBe('pending');
    expect(pendingStateOf(other, recordMarks(cancelled, [other], t0 + 4 * MIN), t0 + 4 * MIN)).toBe('pending');
  });

  it('should still void the cancelled attempt itself while its mark lingers', () => {
    const seen = recordMarks(startedMark({}, 'INV-1', t0), [anInvoice({ paymentHash: 'sp-INV-1', paymentStartedAt: first })], t0 + MIN);
    const cancelled = cancelledMark(seen, 'INV-1', t0 + 2 * MIN);
    const same = anInvoice({ paymentHash: 'sp-INV-1', paymentStartedAt: first });
    expect(pendingStateOf(same, recordMarks(cancelled, [same], t0 + 3 * MIN), t0 + 3 * MIN)).toBe('none');
  });

  it('should restart the lapse for a newer attempt with the same id', () => {
    const seen = recordMarks({}, [anInvoice({ paymentHash: 'sp-INV-1', paymentStartedAt: first })], t0);
    const later = anInvoice({ paymentHash: 'sp-INV-1', paymentStartedAt: new Date(t0 + 20 * MIN).toISOString() });
    const again = recordMarks(seen, [later], t0 + 20 * MIN);
    expect(again['INV-1']).toMatchObject({ hash: 'sp-INV-1', at: t0 + 20 * MIN });
    expect(pendingStateOf(later, again, t0 + 21 * MIN)).toBe('pending');
  });
});
