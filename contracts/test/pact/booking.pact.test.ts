import { cabinet } from '../../src/index.ts';
import {
  authJson,
  boolean,
  cabinetPact,
  DEMO_PHONE,
  failure,
  individualLoggedIn,
  integer,
  invoiceTemplate,
  jsonContentType,
  number,
  sessionClient,
  string,
} from './helpers.ts';

// The sandbox clock is fixed at 2026-03-02T09:00:00Z by every state here: bookings start 02.03.2026..05.03.2026.
const freeBox = { ...individualLoggedIn, cellId: 2001, placeCode: 'MSK-01' };
const booking = { days: 30, order_date: '03.03.2026', place_floor_cell: 2001, need_agreement: true, pay_days: 30 };

const calculation = {
  sum_without_disount: number(4500),
  sum_with_discount: number(4275),
  discount: { name: string('5% за оплату месяца') },
  only_price: boolean(true),
};

describe('cabinet API: booking a box', () => {
  it('should calculate the price of a booking', async () => {
    await cabinetPact()
      .addInteraction()
      .given('a free box can be booked by the individual demo customer', freeBox)
      .uponReceiving('a price calculation for 30 days of box 2001')
      .withRequest('POST', '/api/v1/orders/cell/calc', (b) => {
        b.headers(authJson()).jsonBody(booking);
      })
      .willRespondWith(200, (b) => {
        b.headers(jsonContentType).jsonBody({ ...calculation, total_summ: number(4275), deposit_summ: number(4500) });
      })
      .executeTest(async (mock) => {
        const answer = await sessionClient(mock.url).call(cabinet.cellCalc, { body: booking });
        expect(answer.sum_without_disount).toBe(4500);
        expect(answer.sum_with_discount).toBe(4275);
        expect(answer.discount.name).toBe('5% за оплату месяца');
      });
  });

  it('should book the box and answer the new order', async () => {
    await cabinetPact()
      .addInteraction()
      .given('a free box can be booked by the individual demo customer', freeBox)
      .uponReceiving('a booking of box 2001 for 30 days')
      .withRequest('POST', '/api/v1/orders/cell/booking', (b) => {
        b.headers(authJson()).jsonBody(booking);
      })
      .willRespondWith(200, (b) => {
        b.headers(jsonContentType).jsonBody({ order_iitem: { number: integer(1010) }, lastOrderId: integer(1010) });
      })
      .executeTest(async (mock) => {
        const answer = await sessionClient(mock.url).call(cabinet.cellBooking, { body: booking });
        expect(answer.lastOrderId).toBe(1010);
        expect(answer.order_iitem.number).toBe(1010);
      });
  });

  it('should refuse a booking whose start date is outside the booking window', async () => {
    const late = { ...booking, order_date: '20.03.2026' };
    await cabinetPact()
      .addInteraction()
      .given('a free box can be booked by the individual demo customer', freeBox)
      .uponReceiving('a booking of box 2001 starting after the booking window')
      .withRequest('POST', '/api/v1/orders/cell/booking', (b) => {
        b.headers(authJson()).jsonBody(late);
      })
      .willRespondWith(400, (b) => {
        b.headers(jsonContentType).jsonBody({ success: false, message: 'incorrect order date or data' });
      })
      .executeTest(async (mock) => {
        const error = await failure(sessionClient(mock.url).call(cabinet.cellBooking, { body: late }));
        expect(error.status).toBe(400);
        expect(error.serverMessage).toBe('incorrect order date or data');
      });
  });
});

describe('cabinet API: invoices', () => {
  const paidUntil = { ...individualLoggedIn, orderNumber: 1001, paidUntil: '31.03.2026' };

  it('should calculate the price of a new invoice', async () => {
    const body = { days: 30, only_price: true, start_period: '01.04.2026' };
    await cabinetPact()
      .addInteraction()
      .given('the individual demo customer has an active order paid until a date', paidUntil)
      .uponReceiving('a price of a new 30-day invoice for order 1001')
      .withRequest('POST', '/api/v1/orders/1001/make-invoice', (b) => {
        b.headers(authJson()).jsonBody(body);
      })
      .willRespondWith(200, (b) => {
        b.headers(jsonContentType).jsonBody({ ...calculation, only_price: true });
      })
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
      .uponReceiving('a new 30-day invoice for order 1001')
      .withRequest('POST', '/api/v1/orders/1001/make-invoice', (b) => {
        b.headers(authJson()).jsonBody(body);
      })
      .willRespondWith(200, (b) => {
        b.headers(jsonContentType).jsonBody({
          ...calculation,
          only_price: false,
          invoice: {
            ...invoiceTemplate,
            number: string('INV-1001-3'),
            status: { id: integer(1) },
            paid: boolean(false),
            paymentPublicKey: string('pk_sandbox'),
          },
        });
      })
      .executeTest(async (mock) => {
        const answer = await sessionClient(mock.url).call(cabinet.makeOrderInvoice, { params: { orderId: 1001 }, body });
        expect(answer.invoice?.number).toBe('INV-1001-3');
        expect(answer.invoice?.paymentPublicKey).toBe('pk_sandbox');
      });
  });
});

describe('cabinet API: card payment token', () => {
  it('should answer a payment id for an unpaid invoice', async () => {
    const body = {
      amount: '4500.00',
      aquiring: 'yookassa',
      place: 'MSK-01',
      description: 'Оплата счёта INV-1001-2',
      invoices: ['INV-1001-2'],
      email: 'ivanov@example.ru',
      phone: DEMO_PHONE,
      items: [
        {
          description: 'Аренда бокса A-101',
          amount: { value: '4500.00', currency: 'RUB' as const },
          quantity: 1,
          vat_code: 1,
          measure: 'piece',
          payment_mode: 'full_payment',
          payment_subject: 'service',
        },
      ],
    };
    await cabinetPact()
      .addInteraction()
      .given('the individual demo customer has an unpaid invoice', {
        ...individualLoggedIn,
        orderNumber: 1001,
        invoiceNumber: 'INV-1001-2',
        price: 4500,
      })
      .uponReceiving('a payment token request for invoice INV-1001-2')
      .withRequest('POST', '/api/v1/confirmtoken/yookassa', (b) => {
        b.headers(authJson()).jsonBody(body);
      })
      .willRespondWith(200, (b) => {
        b.headers(jsonContentType).jsonBody({ payment_id: string('pay-0001'), confirmation_token: string('ct-0001') });
      })
      .executeTest(async (mock) => {
        const answer = await sessionClient(mock.url).call(cabinet.confirmTokenYookassa, { body });
        expect(answer.payment_id).toBe('pay-0001');
      });
  });
});
