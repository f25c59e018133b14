import * as contracts from '@sb/contracts';
import { errorMessageIds, ruleMessages } from '@sb/contracts';
import sharedRu from './ru.json';
import sharedEn from './en.json';
import { messages } from './messages.ts';

/** Every message id the contracts package can hand the cabinet: error catalogue and field rules. */
function contractIds(): string[] {
  const ids = new Set<string>([...Object.values(errorMessageIds), ...Object.values(ruleMessages)]);
  // the contracts engineer may also export the catalogue texts themselves
  const extra = contracts as unknown as Record<string, unknown>;
  for (const name of ['errorMessagesRu', 'errorMessagesEn']) {
    const table = extra[name];
    if (table && typeof table === 'object') Object.keys(table).forEach((id) => ids.add(id));
  }
  return [...ids];
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
