import { additionalEmailField, additionalPhoneField, formatPhone, phoneField, phoneToDigits } from '../../src/index.ts';
import { messages } from './helpers.ts';

describe('phone rules', () => {
  it('should accept a complete masked phone on every screen', () => {
    for (const screen of ['auth', 'login', 'loginSaved', 'register'] as const)
      expect(messages(phoneField(screen), '+7 (999) 123-45-67')).toEqual([]);
  });

  it('should require the phone', () => {
    expect(messages(phoneField('auth'), '')).toContain('fieldRequired');
  });

  it('should apply the /auth bounds 16..18', () => {
    expect(messages(phoneField('auth'), '+7 (999) 123-45')).toContain('phoneFormat'); // 15
    expect(messages(phoneField('auth'), '+7 (999) 123-45-')).not.toContain('phoneFormat'); // 16
    expect(messages(phoneField('auth'), '+7 (999) 123-45-67')).toEqual([]); // 18
    expect(messages(phoneField('auth'), '+7 (999) 123-45-678')).toContain('phoneFormat'); // 19
  });

  it('should apply the /register bounds 17..18', () => {
    expect(messages(phoneField('register'), '+7 (999) 123-45-')).toContain('phoneFormat'); // 16
    expect(messages(phoneField('register'), '+7 (999) 123-45-6')).not.toContain('phoneFormat'); // 17
    expect(messages(phoneField('register'), '+7 (999) 123-45-678')).toContain('phoneFormat'); // 19
  });

  it('should accept a saved 11-digit phone on /login only with the saved bounds', () => {
    expect(messages(phoneField('loginSaved'), '79991234567')).toEqual([]); // 11
    expect(messages(phoneField('loginSaved'), '7999123456')).toContain('phoneFormat'); // 10
    expect(messages(phoneField('login'), '79991234567')).toContain('phoneFormat');
  });

  it('should reject a phone that does not match the pattern', () => {
    expect(messages(phoneField('login'), '+7 (999) 123-4567x')).toContain('phoneIncorrect');
  });

  it('should convert between the mask and digits', () => {
    expect(phoneToDigits('+7 (999) 123-45-67')).toBe('79991234567');
    expect(phoneToDigits('89991234567')).toBe('79991234567');
    expect(formatPhone('79991234567')).toBe('+7 (999) 123-45-67');
  });

  it('should accept an empty or complete additional phone and refuse a partial one', () => {
    expect(messages(additionalPhoneField, '')).toEqual([]);
    expect(messages(additionalPhoneField, '+7 (999) 123-45-67')).toEqual([]);
    expect(messages(additionalPhoneField, '+7 (999) 123-45-6')).toEqual(['phoneIncorrect']);
  });

  it('should accept an empty or valid additional e-mail and refuse a broken one', () => {
    expect(messages(additionalEmailField, '')).toEqual([]);
    expect(messages(additionalEmailField, 'ivan@example.ru')).toEqual([]);
    expect(messages(additionalEmailField, 'ivan@example')).toEqual(['emailIncorrect']);
    expect(messages(additionalEmailField, 'ivan example.ru')).toEqual(['emailIncorrect']);
  });
});
