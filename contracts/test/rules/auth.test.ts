import {
  agreementNumberField,
  codeField,
  legacyLoginField,
  loginPasswordField,
  newPasswordForm,
  passwordField,
  pinCodeField,
  signingCodeField,
} from '../../src/index.ts';
import { messageAt, messages } from './helpers.ts';

describe('code rules', () => {
  it('should require a code of at least 4 characters', () => {
    expect(messages(codeField, '')).toContain('fieldRequired');
    expect(messages(codeField, '123')).toEqual(['codeMin']);
    expect(messages(codeField, '1234')).toEqual([]);
  });

  it('should require a PIN of exactly 6 digits', () => {
    expect(messages(pinCodeField, '12345')).toEqual(['pinCode']);
    expect(messages(pinCodeField, '123456')).toEqual([]);
    expect(messages(pinCodeField, '1234567')).toEqual(['pinCode']);
    expect(messages(pinCodeField, '12345a')).toEqual(['pinCode']);
  });

  it('should accept only digits as the signing SMS code', () => {
    expect(messages(signingCodeField, '123456')).toEqual([]);
    expect(messages(signingCodeField, '12a456')).toEqual(['digitsOnly']);
    expect(messages(signingCodeField, '123')).toEqual(['digitsOnly']);
  });

  it('should require the agreement number', () => {
    expect(messages(agreementNumberField, '  ')).toEqual(['fieldRequired']);
    expect(messages(agreementNumberField, 'Д-123')).toEqual([]);
  });
});

describe('legacy login rule', () => {
  it('should accept both readings XXXX-XXX-XXXXX and XXXX-XXX-XXXXXXXX', () => {
    expect(messages(legacyLoginField, '1234-АБВ-12345')).toEqual([]);
    expect(messages(legacyLoginField, '1234-a1b-12345678')).toEqual([]);
  });

  it('should refuse the lengths around them', () => {
    expect(messages(legacyLoginField, '1234-ABC-1234')).toEqual(['wrongLogin']);
    expect(messages(legacyLoginField, '1234-ABC-123456')).toEqual(['wrongLogin']);
    expect(messages(legacyLoginField, '1234-ABC-1234567')).toEqual(['wrongLogin']);
    expect(messages(legacyLoginField, '1234-ABC-123456789')).toEqual(['wrongLogin']);
    expect(messages(legacyLoginField, '123-ABC-12345')).toEqual(['wrongLogin']);
    expect(messages(legacyLoginField, '')).toEqual(['fieldRequired']);
  });
});

describe('password rules', () => {
  it('should require the password', () => {
    expect(messages(passwordField, '')).toContain('fieldRequired');
    expect(messages(loginPasswordField, '')).toEqual(['fieldRequired']);
    expect(messages(loginPasswordField, 'x')).toEqual([]);
  });

  it('should require 9 characters', () => {
    expect(messages(passwordField, 'Abcdefg1')).toEqual(['passwordMin']); // 8
    expect(messages(passwordField, 'Abcdefgh1')).toEqual([]); // 9
  });

  it('should require a lowercase letter, an uppercase letter and a digit', () => {
    expect(messages(passwordField, 'abcdefgh1')).toEqual(['passwordRegex']);
    expect(messages(passwordField, 'ABCDEFGH1')).toEqual(['passwordRegex']);
    expect(messages(passwordField, 'Abcdefghi')).toEqual(['passwordRegex']);
  });

  it('should accept ASCII punctuation and refuse spaces and Cyrillic', () => {
    expect(messages(passwordField, 'Abcdefg1!_~')).toEqual([]);
    expect(messages(passwordField, 'Abcd efg12')).toContain('passwordInvalidChars');
    expect(messages(passwordField, 'Abcdefg1ж')).toContain('passwordInvalidChars');
  });

  it('should report a different repeat on the repeat field', () => {
    expect(messageAt(newPasswordForm, { password: 'Abcdefgh1', repeat: 'Abcdefgh2' }, 'repeat')).toBe('passwordsNotMatch');
    expect(messageAt(newPasswordForm, { password: 'Abcdefgh1', repeat: '' }, 'repeat')).toBe('fieldRequired');
    expect(newPasswordForm.safeParse({ password: 'Abcdefgh1', repeat: 'Abcdefgh1' }).success).toBe(true);
  });
});
