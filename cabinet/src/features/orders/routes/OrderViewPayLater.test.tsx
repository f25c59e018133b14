import { screen } from '@testing-library/react';
import type { Order } from '@sb/contracts';
import { renderOrderView } from '../test/orderView.tsx';
import { anInvoice, anOrder, day } from '../testData.ts';

jest.setTimeout(20_000);

// An order that cannot be paid yet says what the customer can do, not 'pay the invoice' with no Pay

const view = renderOrderView;

const unsigned = { number: 'D-100001', uuid: 'u-1', signed: null, generated: '/files/gen.pdf', need_change: false, sign_system: 'eds' };
const firstInvoice = anInvoice({ number: 'INV-7', beginPeriod: day(0), endPeriod: day(29), paidTill: day(29) });
const booked = (over: Partial<Order>) =>
  anOrder({ state: 'reserved', reserved_until: day(4), cell: { paid_until: null }, invoices: [firstInvoice], ...over });

describe('the money of an order that cannot be paid yet', () => {
  it('should say an unsigned reservation is paid after signing, and never that its invoice is to pay now', async () => {
    view(booked({ agreement: unsigned }));
    expect(await screen.findByText(/Счёт можно будет оплатить после подписания договора/)).toBeInTheDocument();
    expect(screen.queryByText(/новый счёт не нужен/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Оплатить/ })).not.toBeInTheDocument();
  });

  it('should say the same of a pre-signed order, in English', async () => {
    view(booked({ state: 'pre-signed', agreement: unsigned }), 'en');
    expect(await screen.findByText(/The invoice can be paid once the contract is signed/)).toBeInTheDocument();
    expect(screen.queryByText(/no new invoice is needed/i)).not.toBeInTheDocument();
  });

  it('should say a manager concludes a manual contract and will get in touch', async () => {
    view(booked({ agreement: { ...unsigned, sign_system: 'no' } }));
    expect(await screen.findByText(/Договор по этому заказу оформляет менеджер: он свяжется с вами/)).toBeInTheDocument();
    expect(screen.queryByText(/новый счёт не нужен/)).not.toBeInTheDocument();
  });

  it('should say a changed booking is made again and signed first', async () => {
    view(booked({ state: 'pre-signed', agreement: { ...unsigned, need_change: true } }));
    expect(await screen.findByText(/Условия брони изменились: оформите договор заново и подпишите его/)).toBeInTheDocument();
  });

  it('should still point a payable order at the invoice that covers the next period', async () => {
    const covering = anInvoice({ number: 'INV-9', beginPeriod: day(11), endPeriod: day(40), paidTill: day(40) });
    view(anOrder({ cell: { paid_until: day(10) }, invoices: [covering] }));
    expect(await screen.findByText(/Счёт № INV-9 уже выставлен за следующий период/)).toBeInTheDocument();
    expect(screen.queryByText(/после подписания договора/)).not.toBeInTheDocument();
  });
});

// A contract made again leaves its order pre-signed, held until a day the provider keeps
describe('a pre-signed order (its contract made again)', () => {
  it('should show until when it is held', async () => {
    view(booked({ state: 'pre-signed', reserved_until: day(4), agreement: unsigned }));
    expect(await screen.findByText(`Ожидает подписания до ${day(4)}`)).toBeInTheDocument();
  });

  it('should say the same in English', async () => {
    view(booked({ state: 'pre-signed', reserved_until: day(4), agreement: unsigned }), 'en');
    expect(await screen.findByText(/^Awaiting signature until /)).toBeInTheDocument();
  });
});
