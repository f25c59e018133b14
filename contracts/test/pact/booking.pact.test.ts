import { cabinet } from '../../src/index.ts';
import { booking as bookingBody, bookingDated, newInvoiceRequest, paymentBody, paymentRequest } from './bodies.ts';
import { proposed } from './expectations.ts';
import {
  answersJson,
  boolean,
  cabinetPact,
  failure,
  fromProviderState,
  messageLike,
  individualLoggedIn,
  integer,
  invoiceTemplate,
  number,
  ruDateLike,
  sendsJsonWithToken,
  sessionClient,
  string,
} from './helpers.ts';

// The sandbox clock is fixed at 2026-03-02T09:00:00Z by every state here: bookings start 02.03.2026..05.03.2026.
const freeBox = { ...individualLoggedIn, cellId: 2001, placeCode: 'MSK-01' };
const booking = bookingBody;
/** The provider chooses the box and the start date (tomorrow on its clock); the state answers both. */
const bookingRequest = {
  ...booking,
  order_date: fromProviderState('${orderDate}', booking.order_date),
  place_floor_cell: fromProviderState('${cellId}', booking.place_floor_cell),
};

/** A start after the booking window on the provider's clock (`lateOrderDate`), the box the state answers. */
const lateRequest = {
  ...bookingDated('lateOrderDate', '20.03.2026'),
  place_floor_cell: fromProviderState('${cellId}', booking.place_floor_cell),
};

const calculation = {
  sum_without_disount: number(4500),
  sum_with_discount: number(4275),
  discount: { name: string('5% за оплату месяца') },
  only_price: boolean(true),
};
/** The discount's percent: a proposal (spec 1 section 3 names `discount{name}` only). */
const discountPercent = { discount: { name: string('5% за оплату месяца'), percent: number(5) } };

describe('cabinet API: booking a box', () => {
  it('should calculate the price of a booking', async () => {
    await cabinetPact()
      .addInteraction()
      .given('a free box can be booked by the individual demo customer', freeBox)
      .uponReceiving('a price calculation for 30 days of box 2001')
      .withRequest('POST', '/api/v1/orders/cell/calc', sendsJsonWithToken(bookingRequest))
      .willRespondWith(
        200,
        answersJson({
          ...calculation,
          total_summ: number(8775),
          contract_without_discount: number(4500),
          contract_with_discount: number(4275),
          deposit_summ: number(4500),
          discount_name: string('5% за оплату месяца'),
        }),
      )
      .executeTest(async (mock) => {
        const answer = await sessionClient(mock.url).call(cabinet.cellCalc, { body: booking });
        expect(answer.sum_without_disount).toBe(4500);
        expect(answer.sum_with_discount).toBe(4275);
        expect(answer.discount.name).toBe('5% за оплату месяца');
      });
  });

  it("should calculate the price of a booking with the discount's percent", async () => {
    await cabinetPact()
      .addInteraction()
      .given('a free box can be booked by the individual demo customer', freeBox)
      .uponReceiving(proposed('a price calculation for 30 days of box 2001', 'discount-percent'))
      .withRequest('POST', '/api/v1/orders/cell/calc', sendsJsonWithToken(bookingRequest))
      .willRespondWith(200, answersJson({ ...calculation, ...discountPercent }))
      .executeTest(async (mock) => {
        const answer = await sessionClient(mock.url).call(cabinet.cellCalc, { body: booking });
        expect(answer.discount.percent).toBe(5);
      });
  });

  it('should book the box and answer the new order, as the spec documents it', async () => {
    await cabinetPact()
      .addInteraction()
      .given('a free box can be booked by the individual demo customer', freeBox)
      .uponReceiving('a booking of box 2001 for 30 days')
      .withRequest('POST', '/api/v1/orders/cell/booking', sendsJsonWithToken(bookingRequest))
      // spec 2 section 7: "returns order_iitem / lastOrderId", one or the other, which a pact cannot say: the agreed
      // pact pins the status (the cabinet then leads to the orders list); both keys are the proposal below
      .willRespondWith(200)
      .executeTest(async (mock) => {
        const answer = await sessionClient(mock.url).call(cabinet.cellBooking, { body: booking });
        expect(answer).toEqual({});
      });
  });

  it("should book the box and answer the new order with its item's number and contract", async () => {
    await cabinetPact()
      .addInteraction()
      .given('a free box can be booked by the individual demo customer', freeBox)
      .uponReceiving(proposed('a booking of box 2001 for 30 days', 'answer-fields'))
      .withRequest('POST', '/api/v1/orders/cell/booking', sendsJsonWithToken(bookingRequest))
      .willRespondWith(
        200,
        answersJson({
          order_iitem: { number: integer(1010), agreement_number: string('D-1010') },
          lastOrderId: integer(1010),
        }),
      )
      .executeTest(async (mock) => {
        const answer = await sessionClient(mock.url).call(cabinet.cellBooking, { body: booking });
        expect(answer.lastOrderId).toBe(1010);
        expect(answer.order_iitem?.number).toBe(1010);
      });
  });

  it('should refuse a booking whose start date is outside the booking window', async () => {
    const late = { ...booking, order_date: '20.03.2026' };
    await cabinetPact()
      .addInteraction()
      .given('a free box can be booked by the individual demo customer', freeBox)
      .uponReceiving(proposed('a booking of box 2001 starting after the booking window', 'booking-errors'))
      .withRequest('POST', '/api/v1/orders/cell/booking', sendsJsonWithToken(lateRequest))
      .willRespondWith(400, answersJson({ error_code: 'ORDER_DATA_ERROR', message: messageLike('incorrect order date or data') }))
      .executeTest(async (mock) => {
        const error = await failure(sessionClient(mock.url).call(cabinet.cellBooking, { body: late }));
        expect(error.status).toBe(400);
        expect(error.code).toBe('ORDER_DATA_ERROR');
      });
  });
});

describe('cabinet API: booking failures', () => {
  it('should refuse to calculate a booking whose start date is outside the booking window', async () => {
    const late = { ...booking, order_date: '20.03.2026' };
    await cabinetPact()
      .addInteraction()
      .given('a free box can be booked by the individual demo customer', freeBox)
      .uponReceiving(proposed('a price calculation for box 2001 starting after the booking window', 'booking-errors'))
      .withRequest('POST', '/api/v1/orders/cell/calc', sendsJsonWithToken(lateRequest))
      .willRespondWith(400, answersJson({ error_code: 'ORDER_DATA_ERROR', message: messageLike('incorrect order date or data') }))
      .executeTest(async (mock) => {
        const error = await failure(sessionClient(mock.url).call(cabinet.cellCalc, { body: late }));
        expect(error.code).toBe('ORDER_DATA_ERROR');
      });
  });

  it('should answer CELL_NOT_FREE when the box was taken meanwhile', async () => {
    await cabinetPact()
      .addInteraction()
      .given('the box was booked by another customer', freeBox)
      .uponReceiving(proposed('a booking of box 2001 taken by another customer', 'booking-errors'))
      .withRequest('POST', '/api/v1/orders/cell/booking', sendsJsonWithToken(bookingRequest))
      .willRespondWith(409, answersJson({ error_code: 'CELL_NOT_FREE', message: string('the box is already booked') }))
      .executeTest(async (mock) => {
        const error = await failure(sessionClient(mock.url).call(cabinet.cellBooking, { body: booking }));
        expect(error.status).toBe(409);
        expect(error.code).toBe('CELL_NOT_FREE');
      });
  });
});

describe('cabinet API: invoices', () => {
  // the order is paid until 29 days after the provider's today; the state answers that day and the next (startPeriod)
  const paidUntil = { ...individualLoggedIn, orderNumber: 1001 };
  const invoicePath = fromProviderState('/api/v1/orders/${orderNumber}/make-invoice', '/api/v1/orders/1001/make-invoice');

  it('should calculate the price of a new invoice', async () => {
    const body = { days: 30, only_price: true, start_period: '01.04.2026' };
    await cabinetPact()
      .addInteraction()
      .given('the individual demo customer has an active order paid until a date', paidUntil)
      .uponReceiving(proposed('a price of a new 30-day invoice for order 1001', 'make-invoice'))
      .withRequest('POST', invoicePath, sendsJsonWithToken(newInvoiceRequest(true)))
      .willRespondWith(200, answersJson({ ...calculation, ...discountPercent, only_price: boolean(true) }))
      .executeTest(async (mock) => {
        const answer = await sessionClient(mock.url).call(cabinet.makeOrderInvoice, { params: { orderId: 1001 }, body });
        expect(answer.only_price).toBe(true);
        expect(answer.invoice).toBeUndefined();
      });
  });

  it('should issue a new invoice', async () => {
    const body = { days: 30, only_price: false, start_period: '01.04.2026' };
    await cabinetPact()
      .addInteraction()
      .given('the individual demo customer has an active order paid until a date', paidUntil)
      .uponReceiving(proposed('a new 30-day invoice for order 1001', 'make-invoice'))
      .withRequest('POST', invoicePath, sendsJsonWithToken(newInvoiceRequest(false)))
      .willRespondWith(
        200,
        answersJson({
          ...calculation,
          ...discountPercent,
          only_price: boolean(false),
          invoice: {
            ...invoiceTemplate,
            number: string('INV-1001-3'),
            status: { id: integer(1) },
            paid: boolean(false),
            beginPeriod: ruDateLike('01.04.2026'),
            endPeriod: ruDateLike('30.04.2026'),
            paymentPublicKey: string('pk_sandbox'),
            paidTill: ruDateLike('30.04.2026'),
            kind: string('rent'),
          },
        }),
      )
      .executeTest(async (mock) => {
        const answer = await sessionClient(mock.url).call(cabinet.makeOrderInvoice, { params: { orderId: 1001 }, body });
        expect(answer.invoice?.number).toBe('INV-1001-3');
        expect(answer.invoice?.paymentPublicKey).toBe('pk_sandbox');
        expect(answer.invoice?.kind).toBe('rent');
      });
  });
});

describe('cabinet API: card payment token', () => {
  const unpaid = { ...individualLoggedIn, orderNumber: 1001, invoiceNumber: 'INV-1001-2', price: 4500, placeCode: 'KRG-02' };
  /** the invoice numbers are the provider's: the state answers the one it made */
  const paying = paymentRequest;

  it('should answer a payment id for an unpaid invoice, as the spec documents it', async () => {
    const body = paymentBody();
    await cabinetPact()
      .addInteraction()
      .given('the individual demo customer has an unpaid invoice', unpaid)
      .uponReceiving('a payment token request for invoice INV-1001-2')
      .withRequest('POST', '/api/v1/confirmtoken/yookassa', sendsJsonWithToken(paying(body)))
      // spec 2 section 7: "returns payment_id"; the second provider's confirmation_token is a proposal (below)
      .willRespondWith(200, answersJson({ payment_id: string('pay-0001') }))
      .executeTest(async (mock) => {
        expect(await sessionClient(mock.url).call(cabinet.confirmTokenYookassa, { body })).toEqual({ payment_id: 'pay-0001' });
      });
  });

  it('should answer a payment id and the confirmation token for an unpaid invoice', async () => {
    const body = paymentBody();
    await cabinetPact()
      .addInteraction()
      .given('the individual demo customer has an unpaid invoice', unpaid)
      .uponReceiving(proposed('a payment token request for invoice INV-1001-2', 'payment-answer'))
      .withRequest('POST', '/api/v1/confirmtoken/yookassa', sendsJsonWithToken(paying(body)))
      .willRespondWith(200, answersJson({ payment_id: string('pay-0001'), confirmation_token: string('ct-0001') }))
      .executeTest(async (mock) => {
        const answer = await sessionClient(mock.url).call(cabinet.confirmTokenYookassa, { body });
        expect(answer.payment_id).toBe('pay-0001');
      });
  });

  it('should refuse to take a payment for an invoice that is already paid', async () => {
    const body = paymentBody();
    await cabinetPact()
      .addInteraction()
      .given('the individual demo customer has a paid invoice', unpaid)
      .uponReceiving(proposed('a payment token request for a paid invoice', 'payment-errors'))
      .withRequest('POST', '/api/v1/confirmtoken/yookassa', sendsJsonWithToken(paying(body)))
      .willRespondWith(400, answersJson({ error_code: 'INVOICE_PAID', message: string('invoice INV-1001-2 is already paid') }))
      .executeTest(async (mock) => {
        const error = await failure(sessionClient(mock.url).call(cabinet.confirmTokenYookassa, { body }));
        expect(error.code).toBe('INVOICE_PAID');
      });
  });

  it('should refuse an amount that does not match the invoices', async () => {
    const body = paymentBody('INV-1001-2', '100.00');
    await cabinetPact()
      .addInteraction()
      .given('the individual demo customer has an unpaid invoice', unpaid)
      .uponReceiving(proposed('a payment token request whose amount does not match the invoice', 'payment-errors'))
      .withRequest('POST', '/api/v1/confirmtoken/yookassa', sendsJsonWithToken(paying(body)))
      .willRespondWith(400, answersJson({ error_code: 'AMOUNT_MISMATCH', message: string('the amount does not match the invoices') }))
      .executeTest(async (mock) => {
        const error = await failure(sessionClient(mock.url).call(cabinet.confirmTokenYookassa, { body }));
        expect(error.code).toBe('AMOUNT_MISMATCH');
      });
  });

  it('should answer 404 for an invoice the customer does not have', async () => {
    const body = paymentBody('INV-0000-0');
    await cabinetPact()
      .addInteraction()
      .given('the individual demo customer is logged in', individualLoggedIn)
      .uponReceiving(proposed('a payment token request for an unknown invoice', 'payment-errors'))
      .withRequest('POST', '/api/v1/confirmtoken/yookassa', sendsJsonWithToken(body))
      .willRespondWith(404, answersJson({ error_code: 'INVOICE_NOT_FOUND', message: string('invoice INV-0000-0 not found') }))
      .executeTest(async (mock) => {
        const error = await failure(sessionClient(mock.url).call(cabinet.confirmTokenYookassa, { body }));
        expect(error.code).toBe('INVOICE_NOT_FOUND');
      });
  });
});
