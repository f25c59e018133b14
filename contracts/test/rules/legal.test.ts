import {
  bankField,
  bikField,
  innField,
  isValidAccount,
  isValidCorrespondentAccount,
  isValidInn,
  isValidOgrn,
  kppField,
  legalNameField,
  legalProfileForm,
  legalRegistrationForm,
  legalRequisitesForm,
  legalRequisitesRequest,
  ogrnField,
} from '../../src/index.ts';
import { messageAt, messages } from './helpers.ts';

// Real requisites of a bank (public data): INN 7707083893, OGRN 1027700132195, KPP 773601001, BIK 044525225,
// correspondent account 30101810400000000225; an entrepreneur: INN 500100732259, OGRNIP 304500116000157.
const BIK = '044525225';
const ACCOUNT = '40702810938000000001';
const CORRESPOND = '30101810400000000225';
/** The bank's requisites as a company's form holds them. */
const company = {
  inn: '7707083893',
  ogrn: '1027700132195',
  kpp: '773601001',
  bik: BIK,
  account: ACCOUNT,
  correspond: CORRESPOND,
  bank: 'ПАО Сбербанк',
};

describe('INN', () => {
  it('should accept a company INN of 10 digits and an entrepreneur INN of 12 with valid control digits', () => {
    expect(messages(innField(), '7707083893')).toEqual([]);
    expect(messages(innField(), '500100732259')).toEqual([]);
    expect(messages(innField(), '0123456788')).toEqual([]); // leading zero kept
  });

  it('should refuse a wrong control digit', () => {
    expect(isValidInn('7707083894')).toBe(false);
    expect(isValidInn('500100732258')).toBe(false);
    expect(messages(innField(), '7707083894')).toEqual(['innIncorrect']);
  });

  it('should refuse the lengths around 10 and 12', () => {
    expect(messages(innField(), '770708389')).toEqual(['innIncorrect']); // 9
    expect(messages(innField(), '77070838931')).toEqual(['innIncorrect']); // 11
    expect(messages(innField(), '5001007322591')).toEqual(['innIncorrect']); // 13
  });

  it('should narrow the length by kind', () => {
    expect(messages(innField('company'), '500100732259')).toEqual(['innIncorrect']);
    expect(messages(innField('entrepreneur'), '7707083893')).toEqual(['innIncorrect']);
  });

  it('should refuse letters and empty values', () => {
    expect(messages(innField(), '77070838a3')).toContain('digitsOnly');
    expect(messages(innField(), '')).toContain('fieldRequired');
  });
});

describe('OGRN and OGRNIP', () => {
  it('should accept valid OGRN (13) and OGRNIP (15)', () => {
    expect(messages(ogrnField, '1027700132195')).toEqual([]);
    expect(messages(ogrnField, '304500116000157')).toEqual([]);
  });

  it('should refuse wrong control digits', () => {
    expect(isValidOgrn('1027700132196')).toBe(false);
    expect(isValidOgrn('304500116000158')).toBe(false);
  });

  it('should refuse 12, 14 and 16 digits', () => {
    expect(messages(ogrnField, '102770013219')).toEqual(['ogrnIncorrect']);
    expect(messages(ogrnField, '10277001321950')).toEqual(['ogrnIncorrect']);
    expect(messages(ogrnField, '3045001160001570')).toEqual(['ogrnIncorrect']);
  });
});

describe('KPP, BIK, bank', () => {
  it('should need a KPP of 9 digits', () => {
    expect(messages(kppField, '773601001')).toEqual([]);
    expect(messages(kppField, '77360100')).toEqual(['kppIncorrect']);
    expect(messages(kppField, '7736010011')).toEqual(['kppIncorrect']);
  });

  it('should need a BIK of exactly 9 digits with its leading zero', () => {
    expect(messages(bikField, BIK)).toEqual([]);
    expect(messages(bikField, '44525225')).toEqual(['bikIncorrect']);
    expect(messages(bikField, '0445252250')).toEqual(['bikIncorrect']);
  });

  it('should need a bank name of 3 to 200 characters', () => {
    expect(messages(bankField, 'ПА')).toEqual(['symbolsMin']);
    expect(messages(bankField, 'ПАО')).toEqual([]);
    expect(messages(bankField, 'Б'.repeat(200))).toEqual([]);
    expect(messages(bankField, 'Б'.repeat(201))).toEqual(['symbolsMax']);
  });
});

describe('accounts against the BIK', () => {
  it('should accept a settlement and a correspondent account that match the BIK', () => {
    expect(isValidAccount(ACCOUNT, BIK)).toBe(true);
    expect(isValidCorrespondentAccount(CORRESPOND, BIK)).toBe(true);
  });

  it('should refuse an account whose key does not match', () => {
    expect(isValidAccount('40702810938000000002', BIK)).toBe(false);
    expect(isValidCorrespondentAccount('30101810400000000226', BIK)).toBe(false);
    expect(isValidCorrespondentAccount(CORRESPOND, '044535225')).toBe(false);
  });

  it('should need exactly 20 digits', () => {
    expect(legalRequisitesForm.safeParse(company).success).toBe(true);
    expect(messageAt(legalRequisitesForm, { ...company, account: ACCOUNT.slice(0, 19) }, 'account')).toBe('accountIncorrect');
    expect(messageAt(legalRequisitesForm, { ...company, account: `${ACCOUNT}1` }, 'account')).toBe('accountIncorrect');
    expect(messageAt(legalRequisitesForm, { ...company, account: '40702810938000000002' }, 'account')).toBe('accountIncorrect');
    expect(messageAt(legalRequisitesForm, { ...company, correspond: '30101810400000000226' }, 'correspond')).toBe('correspondIncorrect');
  });
});

describe('legal names', () => {
  it('should need 3 characters in registration and 5 in the profile', () => {
    expect(messages(legalNameField('registration'), 'ОО')).toEqual(['symbolsMin']);
    expect(messages(legalNameField('registration'), 'ООО')).toEqual([]);
    expect(messages(legalNameField('profile'), 'ООО Р')).toEqual([]);
    expect(messages(legalNameField('profile'), 'ООО ')).toEqual(['symbolsMin']);
  });

  it('should cap the employee name at 100 in the profile', () => {
    const ok = {
      name: 'ООО Ромашка',
      person_name: 'П'.repeat(100),
      person_basis: 'Устава',
      person_position: 'Директор',
      person_position_genitive: 'Директора',
    };
    expect(legalProfileForm.safeParse(ok).success).toBe(true);
    expect(messageAt(legalProfileForm, { ...ok, person_name: 'П'.repeat(101) }, 'person_name')).toBe('symbolsMax');
  });

  it('should require INN, OGRN and the consents at registration', () => {
    const ok = {
      name: 'Ромашка',
      official_name: 'ООО «Ромашка»',
      person_name: 'Петров Пётр',
      person_position: 'Директор',
      inn: '7707083893',
      ogrn: '1027700132195',
      confirmPolicyConfidential: true,
      confirmDigitalSignatureUserAgreement: true,
    };
    expect(legalRegistrationForm.safeParse(ok).success).toBe(true);
    expect(messageAt(legalRegistrationForm, { ...ok, inn: '' }, 'inn')).toBe('fieldRequired');
    expect(messageAt(legalRegistrationForm, { ...ok, official_name: '' }, 'official_name')).toBe('fieldRequired');
  });
});

describe('requisites of a company and of an entrepreneur', () => {
  // an entrepreneur has a 12-digit INN, a 15-digit OGRNIP and no KPP
  const entrepreneur = { ...company, inn: '500100732259', ogrn: '304500116000157', kpp: '' };

  it('should accept an entrepreneur without a KPP, in the form and in the request', () => {
    expect(messages(legalRequisitesForm, entrepreneur)).toEqual([]);
    expect(legalRequisitesRequest.safeParse(entrepreneur).success).toBe(true);
  });

  it('should require the KPP of a company, in the form and in the request', () => {
    expect(messageAt(legalRequisitesForm, { ...company, kpp: '' }, 'kpp')).toBe('fieldRequired');
    expect(messageAt(legalRequisitesForm, { ...company, kpp: '  ' }, 'kpp')).toBe('fieldRequired');
    expect(legalRequisitesRequest.safeParse({ ...company, kpp: '' }).success).toBe(false);
    expect(legalRequisitesRequest.safeParse(company).success).toBe(true);
  });

  it('should say a company lacks its KPP while other fields are still empty', () => {
    expect(messageAt(legalRequisitesForm, { ...company, kpp: '', ogrn: '', bank: '' }, 'kpp')).toBe('fieldRequired');
  });

  it('should still check a KPP that is typed: 9 digits', () => {
    expect(messageAt(legalRequisitesForm, { ...company, kpp: '77360100' }, 'kpp')).toBe('kppIncorrect');
    expect(messageAt(legalRequisitesForm, { ...entrepreneur, kpp: '123' }, 'kpp')).toBe('kppIncorrect');
    expect(messageAt(legalRequisitesForm, { ...company, kpp: '77360100a' }, 'kpp')).toBe('digitsOnly');
  });
});
