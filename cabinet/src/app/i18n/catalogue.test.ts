import { errorMessageIds, ruleMessages } from '@sb/contracts';
import sharedRu from '../../shared/i18n/ru.json';
import sharedEn from '../../shared/i18n/en.json';
import { messages } from './messages.ts';

/** Every message id the contracts package can hand the cabinet: error catalogue and field rules. */
function contractIds(): string[] {
  return [...new Set<string>([...Object.values(errorMessageIds), ...Object.values(ruleMessages)])];
}

describe('given the contracts catalogue of error and rule messages', () => {
  it.each(contractIds())('should have a Russian and an English text for %s in the shared catalogues', (id) => {
    expect((sharedRu as Record<string, string>)[id]).toEqual(expect.any(String));
    expect((sharedEn as Record<string, string>)[id]).toEqual(expect.any(String));
    expect(messages.ru[id]).not.toBe('');
    expect(messages.en[id]).not.toBe('');
  });
});

describe('given the shared catalogues', () => {
  it('should hold exactly the same ids in ru and en', () => {
    expect(Object.keys(sharedRu).sort()).toEqual(Object.keys(sharedEn).sort());
  });
});
