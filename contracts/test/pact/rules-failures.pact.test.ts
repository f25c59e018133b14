// The refusals of the order, payment, lock and signing rules that a call of the cabinet can meet: each
// with the provider state that provokes it. The codes only the sandbox's own payment page answers are not here
// (expectations.ts `sandboxOnlyCodes`, docs/contracts.md).
import { cabinet } from '../../src/index.ts';
import { newInvoiceRequest, paymentBody, paymentRequest } from './bodies.ts';
import { proposed } from './expectations.ts';
import { ENDED_RENTAL_STATE, endedRental } from './rule-states.ts';
import {
  answersJson,
  auth,
  cabinetPact,
  failure,
  fromProviderState,
  individualLoggedIn,
  messageLike,
  sendsJsonWithToken,
  sessionClient,
  string,
} from './helpers.ts';

const lock = { buBoardUuid: '0b5f7c1e-2a3d-4e5f-8a9b-1c2d3e4f5a6b', cuBoardId: 1, lockNumber: 7 };
const lockOrder = { ...individualLoggedIn, orderNumber: 1001, floorCellNumber: 'A-101', ...lock };
const lockPath = fromProviderState('/api/v1/lock/cell/open/${floorCellNumber}', '/api/v1/lock/cell/open/A-101');
const lockBody = {
  buBoardUuid: fromProviderState('${buBoardUuid}', lock.buBoardUuid),
  cuBoardId: fromProviderState('${cuBoardId}', lock.cuBoardId),
  lockNumber: fromProviderState('${lockNumber}', lock.lockNumber),
};
const openLock = (url: string) => sessionClient(url).call(cabinet.openLock, { params: { kind: 'cell', id: 'A-101' }, body: lock });

describe('cabinet API: refusals of the invoice and payment rules', () => {
  it('should refuse a new invoice for a period an unpaid invoice already covers, naming that invoice', async () => {
    const body = { days: 30, only_price: false, start_period: '01.04.2026' };
    await cabinetPact()
      .addInteraction()
      .given('the individual demo customer has an unpaid invoice covering the next period', {
        ...individualLoggedIn,
        orderNumber: 1001,
        invoiceNumber: 'INV-1001-2',
      })
      .uponReceiving(proposed('a new 30-day invoice for order 1001 whose next period an unpaid invoice covers', 'make-invoice'))
      .withRequest(
        'POST',
        fromProviderState('/api/v1/orders/${orderNumber}/make-invoice', '/api/v1/orders/1001/make-invoice'),
        sendsJsonWithToken(newInvoiceRequest(false)),
      )
      .willRespondWith(
        409,
        answersJson({
          error_code: 'INVOICE_PERIOD_COVERED',
          message: string('invoice INV-1001-2 already covers this period: pay it'),
          invoice: fromProviderState('${invoiceNumber}', 'INV-1001-2'),
        }),
      )
      .executeTest(async (mock) => {
        const error = await failure(sessionClient(mock.url).call(cabinet.makeOrderInvoice, { params: { orderId: 1001 }, body }));
        expect(error.status).toBe(409);
        expect(error.code).toBe('INVOICE_PERIOD_COVERED');
        expect(error.body).toMatchObject({ invoice: 'INV-1001-2' });
      });
  });

  it('should refuse a payment token for a warehouse that does not pay through the second provider', async () => {
    const body = { ...paymentBody(), place: 'MSK-01' };
    await cabinetPact()
      .addInteraction()
      .given('the individual demo customer has an unpaid invoice', {
        ...individualLoggedIn,
        orderNumber: 1001,
        invoiceNumber: 'INV-1001-2',
        price: 4500,
        placeCode: 'MSK-01',
      })
      .uponReceiving(proposed('a payment token request for an invoice of a warehouse that pays by card', 'payment-errors'))
      .withRequest('POST', '/api/v1/confirmtoken/yookassa', sendsJsonWithToken(paymentRequest(body)))
      .willRespondWith(
        400,
        answersJson({
          error_code: 'PAYMENT_PLACE_MISMATCH',
          message: string('the place MSK-01 does not pay through this provider'),
        }),
      )
      .executeTest(async (mock) => {
        const error = await failure(sessionClient(mock.url).call(cabinet.confirmTokenYookassa, { body }));
        expect(error.code).toBe('PAYMENT_PLACE_MISMATCH');
      });
  });
});

describe('cabinet API: refusals of the contract, lock and signing rules', () => {
  it('should refuse to re-make the contract of an order whose rental has ended', async () => {
    await cabinetPact()
      .addInteraction()
      .given(ENDED_RENTAL_STATE, endedRental)
      .uponReceiving(proposed('a contract re-creation for an order whose rental ended', 'contract-errors'))
      .withRequest(
        'POST',
        fromProviderState('/api/v1/contract/${orderNumber}/make/contract-booking', '/api/v1/contract/1021/make/contract-booking'),
        (b) => {
          b.headers(auth());
        },
      )
      .willRespondWith(400, answersJson({ error_code: 'AGREEMENT_ERROR', message: string('could not create the agreement') }))
      .executeTest(async (mock) => {
        const error = await failure(sessionClient(mock.url).call(cabinet.contractBooking, { params: { id: 1021 } }));
        expect(error.status).toBe(400);
        expect(error.code).toBe('AGREEMENT_ERROR');
      });
  });

  it('should refuse an open command whose lock address is not the box', async () => {
    await cabinetPact()
      .addInteraction()
      .given('the individual demo customer has an active paid order whose lock is at another address', lockOrder)
      .uponReceiving(proposed('an open command for box A-101 with a lock address that is not its lock', 'lock-errors'))
      .withRequest('POST', lockPath, sendsJsonWithToken(lockBody))
      .willRespondWith(404, answersJson({ error_code: 'LOCK_NOT_FOUND', message: string('lock not found') }))
      .executeTest(async (mock) => {
        const error = await failure(openLock(mock.url));
        expect(error.status).toBe(404);
        expect(error.code).toBe('LOCK_NOT_FOUND');
      });
  });

  it('should refuse an open command for a box whose lock was unregistered', async () => {
    await cabinetPact()
      .addInteraction()
      .given('the individual demo customer has an active paid order whose lock was unregistered', lockOrder)
      .uponReceiving(proposed('an open command for box A-101 whose lock was unregistered', 'lock-errors'))
      .withRequest('POST', lockPath, sendsJsonWithToken(lockBody))
      .willRespondWith(400, answersJson({ error_code: 'LOCK_UNREGISTERED', message: string('the box has no lock') }))
      .executeTest(async (mock) => {
        const error = await failure(openLock(mock.url));
        expect(error.code).toBe('LOCK_UNREGISTERED');
      });
  });

  it('should refuse to start signing a contract a manager concludes', async () => {
    await cabinetPact()
      .addInteraction()
      .given('the individual demo customer has an order a manager concludes', {
        ...individualLoggedIn,
        orderNumber: 1012,
        edsStatus: 'available',
      })
      .uponReceiving(proposed('a start of signing for an order whose contract a manager concludes', 'signing-errors'))
      .withRequest('POST', '/api/v1/signature/start-signing', sendsJsonWithToken({ order_id: fromProviderState('${orderNumber}', 1012) }))
      .willRespondWith(
        400,
        answersJson({
          error_code: 'MANUAL_SIGNING',
          message: messageLike('could not create the signing', 'could not create the signing: a manager concludes this contract'),
        }),
      )
      .executeTest(async (mock) => {
        const error = await failure(sessionClient(mock.url).call(cabinet.startSigning, { body: { order_id: 1012 } }));
        expect(error.code).toBe('MANUAL_SIGNING');
      });
  });
});
