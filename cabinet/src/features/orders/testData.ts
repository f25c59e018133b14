import { dayOf, formatRuDate, providerToday, type Invoice, type Order } from '@sb/contracts';

/** dd.MM.yyyy `offset` days from today, the provider's (screen tests run against the real clock). */
export function day(offset: number): string {
  return formatRuDate(dayOf(providerToday()) + offset);
}

// Orders and invoices as the orders-list answer carries them, for the feature's tests.

export function anInvoice(over: Partial<Invoice> = {}): Invoice {
  return {
    number: 'INV-1',
    beginPeriod: '21.11.2026',
    endPeriod: '20.12.2026',
    price: 4590,
    status: { id: 1 },
    place: { code: 'MSK-SOK' },
    paymentPublicKey: 'pk_test',
    paymentHash: null,
    boxSize: 3,
    nds: 218.57,
    clientName: 'Иванов Иван Иванович',
    clientEmail: 'ivanov@example.ru',
    clientPhone: '79990000001',
    paid: false,
    paidTill: '20.12.2026',
    days: 30,
    ...over,
  };
}

export function anOrder(over: Partial<Omit<Order, 'cell'>> & { cell?: Partial<Order['cell']> } = {}): Order {
  const { cell, ...rest } = over;
  return {
    number: 100001,
    state: 'active',
    place: {
      code: 'MSK-SOK',
      name: 'Сокольники',
      address: 'Москва, ул. Русаковская, 13',
      phone: '+7 (495) 000-00-01',
      work_hours: [{ time_from: '10:00', time_to: '20:00' }],
    },
    cell: {
      name: 'A-214',
      begin: '01.10.2026',
      end: '30.09.2027',
      paid_until: '20.12.2026',
      rate: 4590,
      size: 3,
      floor_number: 2,
      floor_cell_number: '214',
      cell_id: 5001,
      length: 1.5,
      width: 2,
      height: 2.4,
      climate: true,
      lock: { lock_status: 'locked', BuUuid: 'bu-1', CuId: 1, Lock: 14 },
      ...cell,
    },
    agreement: {
      number: 'D-100001',
      uuid: 'c0ffee00-0000-4000-8000-000000100001',
      signed: '/files/signed-100001.pdf',
      generated: '/files/gen-100001.pdf',
      need_change: false,
      sign_system: 'eds',
    },
    contract_link: '/files/signed-100001.pdf',
    reserved_until: null,
    invoices: [anInvoice({ number: 'INV-0', beginPeriod: '22.10.2026', endPeriod: '20.11.2026', paid: true, status: { id: 3 } })],
    ...rest,
  };
}
