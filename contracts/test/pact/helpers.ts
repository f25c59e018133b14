import path from 'node:path';
import { MatchersV3, PactV4 } from '@pact-foundation/pact';
import { createApiClient, type ApiClient, type SessionPort } from '../../src/index.ts';

export const CONSUMER = 'storage-cabinet';
export const pactDir = path.resolve(__dirname, '../../pacts');

export function cabinetPact() {
  return new PactV4({ consumer: CONSUMER, provider: 'cabinet-api', dir: pactDir, logLevel: 'warn' });
}

export function generalPact() {
  return new PactV4({ consumer: CONSUMER, provider: 'general-api', dir: pactDir, logLevel: 'warn' });
}

/** The JSON content type, matched loosely (a charset may follow). */
export const jsonContentType = { 'Content-Type': MatchersV3.regex(/application\/json.*/.source, 'application/json') };

/** The session token the provider states create for the demo customer. */
export const DEMO_TOKEN = 'demo-token-individual';
export const DEMO_PHONE = '79990000001';

/** A client pointed at the mock server, with the given session (or none). */
export function clientFor(url: string, session?: Partial<SessionPort>): ApiClient {
  const port: SessionPort | undefined = session
    ? {
        getToken: () => null,
        getPhone: () => DEMO_PHONE,
        setToken: () => undefined,
        onSessionEnded: () => undefined,
        ...session,
      }
    : undefined;
  return createApiClient({ baseUrls: { cabinet: url, general: url }, ...(port ? { session: port } : {}), timeoutMs: 10_000 });
}
