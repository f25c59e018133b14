import {
  addressField,
  ageOn,
  birthDateField,
  consentField,
  divisionCodeField,
  documentTypeField,
  formatRuDate,
  fullNameField,
  individualStep1Form,
  issueDateField,
  issuedByField,
  normaliseIssuedBy,
  parseRuDate,
  passportForm,
  passportNumberField,
} from '../../src/index.ts';
import { messageAt, messages, TODAY } from './helpers.ts';

describe('dates', () => {
  it('should parse and format dd.MM.yyyy and refuse impossible dates', () => {
    const day = parseRuDate('29.02.2024');
    expect(day).not.toBeNull();
    expect(formatRuDate(day ?? 0)).toBe('29.02.2024');
    expect(parseRuDate('29.02.2025')).toBeNull();
    expect(parseRuDate('2025-02-01')).toBeNull();
  });

  it('should count full years', () => {
    expect(ageOn(parseRuDate('02.03.2008') ?? 0, parseRuDate('02.03.2026') ?? 0)).toBe(18);
    expect(ageOn(parseRuDate('03.03.2008') ?? 0, parseRuDate('02.03.2026') ?? 0)).toBe(17);
  });
});

describe('full name', () => {
  it('should require Cyrillic letters, digits and spaces', () => {
    expect(messages(fullNameField('registration'), 'Иванов Иван')).toEqual([]);
    expect(messages(fullNameField('registration'), 'Ivanov Ivan')).toContain('onlyRussianLetters');
    expect(messages(fullNameField('registration'), '')).toContain('fieldRequired');
  });

  it('should need 3 characters in registration', () => {
    expect(messages(fullNameField('registration'), 'Ив')).toEqual(['symbolsMin']);
    expect(messages(fullNameField('registration'), 'Ива')).toEqual([]);
  });

  it('should need 5 to 100 characters in the profile', () => {
    expect(messages(fullNameField('profile'), 'Иван')).toEqual(['symbolsMin']);
    expect(messages(fullNameField('profile'), 'Иванн')).toEqual([]);
    expect(messages(fullNameField('profile'), 'И'.repeat(100))).toEqual([]);
    expect(messages(fullNameField('profile'), 'И'.repeat(101))).toEqual(['symbolsMax']);
  });
});

describe('birth date', () => {
  const field = birthDateField(TODAY);
  it('should accept exactly 18 years and refuse one day less', () => {
    expect(messages(field, '02.03.2008')).toEqual([]);
    expect(messages(field, '03.03.2008')).toEqual(['olderThan18']);
  });

  it('should accept 130 years and refuse 131', () => {
    expect(messages(field, '03.03.1895')).toEqual([]); // 130 years and 364 days
    expect(messages(field, '02.03.1895')).toEqual(['birthDateIncorrect']); // 131 today
  });

  it('should require a real dd.MM.yyyy date', () => {
    // the spec's own words for an empty birth date: 'Please fill in your date of birth'
    expect(messages(field, '')).toEqual(['birthDateRequired']);
    expect(messages(field, '  ')).toEqual(['birthDateRequired']);
    expect(messages(field, '1990-01-01')).toEqual(['dateFormat']);
    expect(messages(field, '31.02.1990')).toEqual(['dateFormat']);
  });

  it('should follow the given clock', () => {
    expect(messages(birthDateField(new Date(2026, 2, 3, 12)), '03.03.2008')).toEqual([]);
  });
});

describe('passport', () => {
  it('should need the 10 digits of series and number, with or without the mask', () => {
    expect(messages(passportNumberField, '45 10 123456')).toEqual([]);
    expect(messages(passportNumberField, '4510123456')).toEqual([]);
    expect(messages(passportNumberField, '45 10 12345')).toEqual(['passportNumber']);
    expect(messages(passportNumberField, '451012345')).toEqual(['passportNumber']);
  });

  it('should allow up to 50 characters, digits and spaces only', () => {
    expect(messages(passportNumberField, '1'.repeat(50))).toEqual([]);
    expect(messages(passportNumberField, '1'.repeat(51))).toEqual(['symbolsMax']);
    expect(messages(passportNumberField, '45 10 12345A')).toContain('digitsOnly');
    expect(messages(passportNumberField, '')).toContain('fieldRequired');
  });

  it('should need 2 to 255 Russian characters for the issuer', () => {
    expect(messages(issuedByField, 'О')).toEqual(['symbolsMin']);
    expect(messages(issuedByField, 'ОВ')).toEqual([]);
    expect(messages(issuedByField, 'О'.repeat(255))).toEqual([]);
    expect(messages(issuedByField, 'О'.repeat(256))).toEqual(['symbolsMax']);
    expect(messages(issuedByField, 'OVD Moscow')).toEqual(['onlyRussianLetters']);
    expect(messages(issuedByField, 'ОУФМС № 2 по г Москве')).toEqual([]);
  });

  it('should turn commas and dots into spaces on input', () => {
    expect(normaliseIssuedBy('ОВД р-на Арбат, г.Москвы')).toBe('ОВД р-на Арбат  г Москвы');
  });

  it('should accept an issue date up to today and refuse tomorrow', () => {
    const field = issueDateField(TODAY);
    expect(messages(field, '02.03.2026')).toEqual([]);
    expect(messages(field, '03.03.2026')).toEqual(['dateInFuture']);
    expect(messages(field, '')).toEqual(['fieldRequired']);
    expect(messages(field, '32.01.2020')).toEqual(['dateFormat']);
  });

  it('should need the division code ###-###', () => {
    expect(messages(divisionCodeField, '770-001')).toEqual([]);
    expect(messages(divisionCodeField, '770-00')).toEqual(['divisionCode']);
    expect(messages(divisionCodeField, '770-0011')).toEqual(['divisionCode']);
    expect(messages(divisionCodeField, '')).toContain('fieldRequired');
  });

  it('should need a Russian address of 3 to 150 characters', () => {
    expect(messages(addressField, 'Мо')).toEqual(['symbolsMin']);
    expect(messages(addressField, 'Мос')).toEqual([]);
    expect(messages(addressField, 'г. Москва, ул. Тверская, д. 1/2, кв. 3')).toEqual([]);
    expect(messages(addressField, 'М'.repeat(150))).toEqual([]);
    expect(messages(addressField, 'М'.repeat(151))).toEqual(['symbolsMax']);
    expect(messages(addressField, 'Moscow, Tverskaya 1')).toEqual(['onlyRussianLetters']);
  });

  it('should accept the known document types only', () => {
    expect(messages(documentTypeField, 'passportRf')).toEqual([]);
    expect(messages(documentTypeField, 'zagran')).toEqual([]);
    expect(messages(documentTypeField, 'another')).toEqual([]);
    expect(messages(documentTypeField, 'ab')).toContain('symbolsMin');
    expect(messages(documentTypeField, 'driverLicense')).toEqual(['documentType']);
  });

  it('should validate the whole passport form', () => {
    const form = passportForm(TODAY);
    const ok = {
      document_name: 'passportRf',
      document_number: '45 10 123456',
      issuer: 'ОВД Арбат',
      issued: '01.02.2020',
      division_code: '770-001',
      adress: 'г. Москва, ул. Тверская, д. 1',
      fact_address: 'г. Москва, ул. Тверская, д. 1',
    };
    expect(form.safeParse(ok).success).toBe(true);
    expect(messageAt(form, { ...ok, issued: '03.03.2026' }, 'issued')).toBe('dateInFuture');
  });
});

describe('consents and registration step 1', () => {
  it('should require every consent to be checked', () => {
    expect(messages(consentField, true)).toEqual([]);
    expect(messages(consentField, false)).toEqual(['consentRequired']);
  });

  it('should report each field of step 1', () => {
    const form = individualStep1Form(TODAY);
    const ok = { fio: 'Иванов Иван', birthdate: '01.01.1990', confirmPolicyConfidential: true, confirmDigitalSignatureUserAgreement: true };
    expect(form.safeParse(ok).success).toBe(true);
    expect(messageAt(form, { ...ok, confirmDigitalSignatureUserAgreement: false }, 'confirmDigitalSignatureUserAgreement')).toBe(
      'consentRequired',
    );
    expect(messageAt(form, { ...ok, birthdate: '01.01.2010' }, 'birthdate')).toBe('olderThan18');
  });
});
