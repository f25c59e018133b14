import { additionalEmailField, birthDateField, clientLegalRequest, clientPersonalRequest, forgotRequest } from '../../src/index.ts';
import { TODAY } from './helpers.ts';

// Form rules and request schemas agree: whatever a form lets through, the request schema the
// client parses before sending accepts, and what the form refuses the request refuses too. Otherwise a save that
// looks valid fails with 'unexpected error' before any call.

const personal = { fio: 'Иванов Иван', birthday: '01.01.1990', phones: [], emails: [] as string[] };
const legal = {
  phones: [],
  emails: [] as string[],
  name: 'ООО Ромашка',
  person_basis: 'Устава',
  person_name: 'Петров Пётр',
  person_position: 'Директор',
  person_position_genitive: 'Директора',
};

const addresses = [
  'ivanov@example.com',
  'ivanov@почта.рф', // a Cyrillic domain
  'иванов@почта.рф', // Cyrillic on both sides
  'ivan.ivanov+box@mail.example.ru',
  'ivanov@example', // no top-level domain
  'ivanov@@example.com',
  'ivanov example@example.com',
  'ivanov@example.c',
  '@example.com',
];

describe('given an e-mail address', () => {
  it.each(addresses)('should be judged alike by the form and by every request: %s', (address) => {
    const form = additionalEmailField.safeParse(address).success;
    expect(clientPersonalRequest.safeParse({ ...personal, emails: [address] }).success).toBe(form);
    expect(clientLegalRequest.safeParse({ ...legal, emails: [address] }).success).toBe(form);
    expect(forgotRequest.safeParse({ email: address }).success).toBe(form);
  });

  it('should accept a Cyrillic domain everywhere', () => {
    expect(additionalEmailField.safeParse('ivanov@почта.рф').success).toBe(true);
    expect(clientPersonalRequest.safeParse({ ...personal, emails: ['ivanov@почта.рф'] }).success).toBe(true);
  });

  it('should refuse a broken address everywhere with the e-mail message', () => {
    expect(additionalEmailField.safeParse('ivanov@example').error?.issues[0]?.message).toBe('emailIncorrect');
    expect(clientPersonalRequest.safeParse({ ...personal, emails: ['ivanov@example'] }).error?.issues[0]?.message).toBe('emailIncorrect');
  });
});

describe('given a personal profile save', () => {
  it('should accept a save without a birthday (the field is hidden and none is stored)', () => {
    const { birthday: _, ...withoutBirthday } = personal;
    expect(clientPersonalRequest.safeParse(withoutBirthday).success).toBe(true);
  });

  it('should refuse an empty birthday rather than send one', () => {
    expect(clientPersonalRequest.safeParse({ ...personal, birthday: '' }).success).toBe(false);
  });

  it('should accept every birth date the shown field accepts', () => {
    for (const date of ['02.03.2008', '03.03.1895', '29.02.2000']) {
      expect(birthDateField(TODAY).safeParse(date).success).toBe(true);
      expect(clientPersonalRequest.safeParse({ ...personal, birthday: date }).success).toBe(true);
    }
  });
});
