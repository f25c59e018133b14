import { notStartedBy } from '../../test/routeCalls.tsx';
import { authRoutes, registrationRoutes } from './routes.ts';

// Each route starts, with its code, every call its screen's first render makes: the screen never waits for a call
// that went out only once its code had arrived.
describe('the auth routes', () => {
  const rows = [...authRoutes, ...registrationRoutes];
  const row = (name: string) => rows.find((r) => r.name === name)!;
  it.each([
    ['auth', '/auth'],
    ['login', '/login'],
    ['login-with-phone', '/login-with-phone'],
    ['login-by-login', '/login-pass'],
    ['register', '/register'],
    ['restore', '/restore'],
    ['pass-unknown', '/pass-unknown'],
    ['make-password', '/reg-password'],
    ['register-user', '/reg-step-1'],
    ['reg-step-2', '/reg-step-2'],
    ['restore-password', '/restore-password'],
    ['set-password', '/set-password'],
  ])('given %s at %s, should have started every call its screen first asks for', async (name, path) => {
    expect(await notStartedBy(row(name), path)).toEqual([]);
  });
});
