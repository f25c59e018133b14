import { SMS_CODE_LENGTH, SMS_RESEND_SECONDS, codeField } from '../../src/index.ts';
import { messages } from './helpers.ts';

describe('SMS code rules', () => {
  it('should mask six digits and offer a new code after 60 s', () => {
    expect(SMS_CODE_LENGTH).toBe(6);
    expect(SMS_RESEND_SECONDS).toBe(60);
  });

  it('should let a full mask through the code field', () => {
    expect(messages(codeField, '1'.repeat(SMS_CODE_LENGTH))).toEqual([]);
  });
});
