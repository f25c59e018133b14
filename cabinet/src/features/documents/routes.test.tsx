import { notStartedBy } from '../../test/routeCalls.tsx';
import { documentsRoutes } from './routes.ts';

// Each route starts, with its code, every call its screen's first render makes: the screen never waits for a call
// that went out only once its code had arrived.
describe('the documents routes', () => {
  const rows = [...documentsRoutes];
  const row = (name: string) => rows.find((r) => r.name === name)!;
  it.each([
    ['documents', '/documents'],
    ['documents-period', '/documents/period'],
    ['documents-statement', '/documents/statement'],
    ['new-doc-view', '/document-view/D-1'],
    ['document-sign', '/document-sign/D-1'],
    ['new-doc-act-view', '/document-act'],
    ['document-signed', '/document-signed'],
  ])('given %s at %s, should have started every call its screen first asks for', async (name, path) => {
    expect(await notStartedBy(row(name), path)).toEqual([]);
  });
});
