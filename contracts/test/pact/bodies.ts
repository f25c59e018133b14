// Request bodies the cabinet sends, shared by the interactions that pin a call's answers and its failures.
import { DEMO_PHONE, fromProviderState } from './helpers.ts';

/**
 * A value the provider state answers (docs/contracts.md "Dates and ids from the state"): every date a request
 * carries is relative to the provider's clock, so the verifier sends what the state answered, never a literal.
 */
export const fromState = <T extends string | number>(name: string, example: T) => fromProviderState(`\${${name}}`, example);

/**
 * The dates of a customer's life as the states answer them on their `now` (02.03.2026): an adult's birthday 40
 * years back (`adultBirthday`), a minor's 10 years back (`minorBirthday`), a passport issued 10 years back
 * (`issueDate`), a day 30 days ahead (`futureDate`). Relative to the provider's clock, they verify on any day.
 */
export const lifeDates = { adultBirthday: '02.03.1986', minorBirthday: '02.03.2016', issueDate: '02.03.2016', futureDate: '01.04.2026' };
const lifeDate = (name: keyof typeof lifeDates) => fromState(name, lifeDates[name]);

export const personalBody = {
  fio: 'Иванов Иван Иванович',
  birthday: lifeDates.adultBirthday,
  phones: [{ name: 'Рабочий', number: '79990000011' }],
  emails: ['ivanov@example.ru'],
};
/** The profile as pinned: the birthday from the state (`adultBirthday`). */
export const personalRequest = { ...personalBody, birthday: lifeDate('adultBirthday') };

export const legalBody = {
  phones: [{ name: 'Офис', number: '79990000022' }],
  emails: ['office@romashka.ru'],
  name: 'ООО Ромашка',
  person_basis: 'Устава',
  person_name: 'Сидоров Сидор Сидорович',
  person_position: 'Генеральный директор',
  person_position_genitive: 'Генерального директора',
};

export const passportBody = {
  document_name: 'passportRf' as const,
  division_code: '770-001',
  document_number: '45 10 123456',
  issued: lifeDates.issueDate,
  issuer: 'ОВД района Арбат города Москвы',
  adress: 'г. Москва, ул. Арбат, д. 1, кв. 1',
  fact_address: 'г. Москва, ул. Арбат, д. 1, кв. 1',
};
/** The passport as pinned: its issue day from the state (`issueDate`). */
export const passportRequest = { ...passportBody, issued: lifeDate('issueDate') };
/** A passport issued in the future (`futureDate`), as the client sends it and as pinned. */
export const futurePassportBody = { ...passportBody, issued: lifeDates.futureDate };
export const futurePassportRequest = { ...passportBody, issued: lifeDate('futureDate') };

/** Digit strings: the BIK keeps its leading zero and the accounts all 20 digits. */
export const legalRequisites = {
  inn: '7707083893',
  ogrn: '1027700132195',
  kpp: '773601001',
  account: '40702810938000000001',
  bank: 'ПАО Сбербанк',
  bik: '044525225',
  correspond: '30101810400000000225',
};

export const physicalBaseBody = {
  birthdate: lifeDates.adultBirthday,
  fio: 'Петров Пётр Петрович',
  confirmDigitalSignatureUserAgreement: true as const,
  confirmPolicyConfidential: true as const,
};
/** The base data as pinned: the birthdate from the state (`adultBirthday`). */
export const physicalBaseRequest = { ...physicalBaseBody, birthdate: lifeDate('adultBirthday') };
/** The base data of a minor (`minorBirthday`), as the client sends it and as pinned. */
export const minorBaseBody = { ...physicalBaseBody, birthdate: lifeDates.minorBirthday };
export const minorBaseRequest = { ...physicalBaseBody, birthdate: lifeDate('minorBirthday') };

export const legalBaseBody = {
  name: 'Ромашка',
  official_name: 'ООО «Ромашка»',
  person_name: 'Сидоров Сидор Сидорович',
  person_position: 'Генеральный директор',
  inn: '7707083893',
  ogrn: '1027700132195',
  confirmDigitalSignatureUserAgreement: true as const,
  confirmPolicyConfidential: true as const,
};

/** A booking of box 2001 for 30 days from tomorrow (the provider's clock: 02.03.2026). */
export const booking = { days: 30, order_date: '03.03.2026', place_floor_cell: 2001, need_agreement: true, pay_days: 30 };

export const clientCreateBody = {
  order_city: 'Москва',
  order_type: 'byRequest' as const,
  order_place: 'MSK-01',
  order_floor: 2,
  order_size: 6.5,
  order_time: 60,
  order_date: '05.03.2026',
};
/** The pre-order as pinned: its date three days after the provider's today (`preOrderDate`). */
export const clientCreateRequest = { ...clientCreateBody, order_date: fromState('preOrderDate', clientCreateBody.order_date) };

export const lockAddress = { buBoardUuid: '0b5f7c1e-2a3d-4e5f-8a9b-1c2d3e4f5a6b', cuBoardId: 1, lockNumber: 7 };

export const newInvoice = { days: 30, only_price: true, start_period: '01.04.2026' };
/** The new invoice as pinned: its period starts the day after the order's paid period (`startPeriod`). */
export const newInvoiceRequest = (onlyPrice: boolean) => ({
  ...newInvoice,
  only_price: onlyPrice,
  start_period: fromState('startPeriod', newInvoice.start_period),
});
/** A booking as pinned with dates only from the state (the box too where the state names it: `bookingRequest`). */
export const bookingDated = (dateName = 'orderDate', example = '03.03.2026') => ({
  days: 30,
  order_date: fromState(dateName, example),
  place_floor_cell: 2001,
  need_agreement: true,
  pay_days: 30,
});

/** A card payment through the second provider, which only the warehouse KRG-02 uses. */
export function paymentBody(invoice = 'INV-1001-2', amount = '4500.00') {
  return {
    amount,
    aquiring: 'yookassa',
    place: 'KRG-02',
    description: `Оплата счёта ${invoice}`,
    invoices: [invoice],
    email: 'ivanov@example.ru',
    phone: DEMO_PHONE,
    items: [
      {
        description: 'Аренда бокса A-101',
        amount: { value: amount, currency: 'RUB' as const },
        quantity: 1,
        vat_code: 1,
        measure: 'piece',
        payment_mode: 'full_payment',
        payment_subject: 'service',
      },
    ],
  };
}

/** A payment as pinned: the invoice is the provider's, the one the state made (`invoiceNumber`), in its list and its description. */
export function paymentRequest(body: ReturnType<typeof paymentBody>) {
  return {
    ...body,
    description: fromProviderState('Оплата счёта ${invoiceNumber}', body.description),
    invoices: [fromProviderState('${invoiceNumber}', body.invoices[0] as string)],
  };
}

export const cargoRequest = {
  moving_type: 1,
  services: [1, 2],
  timing: 1,
  date: '04.03.2026',
  address_from: 'г. Москва, ул. Ленина, д. 5',
  place: 'MSK-01',
  contact_name: 'Иванов Иван',
  contact_phone: '79990000001',
  comment: 'Третий этаж, без лифта',
};
/** The cargo request as pinned: its date two days after the provider's today (`cargoDate`), or another state date. */
export const cargoRequestDated = (dateName = 'cargoDate', example = cargoRequest.date) => ({
  ...cargoRequest,
  date: fromState(dateName, example),
});

export const contractCloseBody = {
  request_name: 'Расторжение договора',
  request_comment: 'Прошу расторгнуть договор 3f1c2a7e-0b7d-4d8e-9a51-1c2d3e4f5a61 по заказу 1001',
};

/** A box request (budget and size) as the warehouse page sends it. */
export const boxRequestBody = {
  place: 'MSK-01',
  request_comment: 'Нужен бокс на втором этаже',
  request_name: 'Заявка на бокс',
  contact_name: 'Иванов Иван',
  contact_phone: '+7 (999) 000-00-01',
  budget: 5000,
  size: 6.5,
};
