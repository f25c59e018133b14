import { notStartedBy } from '../../test/routeCalls.tsx';
import { profileRoutes } from './routes.ts';

// Each route starts, with its code, every call its screen's first render makes: the screen never waits for a call
// that went out only once its code had arrived.
describe('the profile routes', () => {
  const rows = [...profileRoutes];
  const row = (name: string) => rows.find((r) => r.name === name)!;
  it.each([['profile', '/']])('given %s at %s, should have started every call its screen first asks for', async (name, path) => {
    expect(await notStartedBy(row(name), path)).toEqual([]);
  });
});
