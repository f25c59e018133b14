// The sandbox's state-change endpoint keeps the contract docs/contracts.md gives every provider: a known state is
// set up and answers its values (the token the interaction sends above all); an unknown one is an error, never a
// quiet "freshly seeded data".
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { call, startSandbox } from './helpers.ts';

test('an unknown state is refused with 400, for setup and for teardown', async () => {
  const s = await startSandbox();
  try {
    for (const action of ['setup', 'teardown']) {
      const r = await call(s.url, 'POST', '/__sandbox/provider-states', { body: { state: 'a state nobody wrote', params: {}, action } });
      assert.equal(r.status, 400);
      assert.equal(r.body.error_code, 'UNKNOWN_PROVIDER_STATE');
      assert.match(r.body.message, /a state nobody wrote/);
    }
    const noName = await call(s.url, 'POST', '/__sandbox/state', { body: { params: {} } });
    assert.equal(noName.status, 400);
  } finally {
    await s.close();
  }
});

test('a known state answers its values: the params, today and the token the interaction sends', async () => {
  const s = await startSandbox();
  try {
    const params = { phone: '79990000001', token: 'expired-token', now: '2026-03-02T09:00:00Z' };
    const r = await call(s.url, 'POST', '/__sandbox/provider-states', {
      body: { state: 'the session token has expired', params, action: 'setup' },
    });
    assert.equal(r.status, 200);
    assert.equal(r.body.token, 'expired-token');
    assert.equal(r.body.today, '2026-03-02');
    const profile = await call(s.url, 'GET', '/api/v1/client', { token: 'expired-token' });
    assert.equal(profile.status, 401);

    const booking = await call(s.url, 'POST', '/__sandbox/provider-states', {
      body: { state: 'a free box can be booked by the individual demo customer', params: { cellId: 2001, now: params.now } },
    });
    assert.deepEqual([booking.body.cellId, booking.body.orderDate, booking.body.token], [2001, '03.03.2026', 'demo-token-individual']);

    // no pact carries a literal date: every state answers the dates a request needs, relative to its clock
    const elsewhen = await call(s.url, 'POST', '/__sandbox/provider-states', {
      body: { state: 'the individual demo customer has an active order paid until a date', params: { now: '2027-07-10T09:00:00Z' } },
    });
    assert.deepEqual(
      [
        'orderDate',
        'cargoDate',
        'preOrderDate',
        'lateOrderDate',
        'yesterday',
        'paidUntil',
        'startPeriod',
        'adultBirthday',
        'minorBirthday',
        'issueDate',
        'futureDate',
      ].map((k) => elsewhen.body[k]),
      [
        '11.07.2027',
        '12.07.2027',
        '13.07.2027',
        '28.07.2027',
        '09.07.2027',
        '08.08.2027',
        '09.08.2027',
        '10.07.1987',
        '10.07.2017',
        '10.07.2017',
        '09.08.2027',
      ],
    );
    // a leap day's birthday years before: the 28th of February
    const leap = await call(s.url, 'POST', '/__sandbox/provider-states', {
      body: { state: 'the individual demo customer is logged in', params: { now: '2028-02-29T09:00:00Z' } },
    });
    assert.deepEqual([leap.body.adultBirthday, leap.body.minorBirthday], ['28.02.1988', '28.02.2018']);
    // an SMS code sent some minutes ago, on whatever clock
    for (const [ago, expected] of [
      [2, 200],
      [60, 409],
    ] as const) {
      await call(s.url, 'POST', '/__sandbox/provider-states', {
        body: {
          state: 'an SMS code was sent',
          params: { phone: '79995550000', code: '123456', action: 'register', sentMinutesAgo: ago, now: '2027-07-10T09:00:00Z' },
        },
      });
      const check = await call(s.url, 'POST', '/api/v1/check-code', { body: { phone: '79995550000', code: '123456' } });
      assert.equal(check.status, expected, `a code sent ${ago} minutes ago`);
    }
    const teardown = await call(s.url, 'POST', '/__sandbox/provider-states', {
      body: { state: 'the session token has expired', params, action: 'teardown' },
    });
    assert.deepEqual([teardown.status, teardown.body], [200, {}]);
  } finally {
    await s.close();
  }
});
