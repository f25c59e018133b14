import path from 'node:path';
import { MatchersV3, PactV4 } from '@pact-foundation/pact';
import type { V4RequestBuilder, V4ResponseBuilder } from '@pact-foundation/pact/src/v4/http/types';
import { cabinet, createApiClient, isApiError, type ApiClient, type ApiError, type SessionPort } from '../../src/index.ts';

const { arrayContaining, atLeastLike, boolean, eachLike, equal, fromProviderState, integer, like, nullValue, number, regex, string } =
  MatchersV3;

export const CONSUMER = 'storage-cabinet';
/** contracts/pacts, or the folder of a drift check (`pact-consumer.mjs --check`). */
export const pactDir = process.env.PACT_OUTPUT_DIR ?? path.resolve(__dirname, '../../pacts');

/**
 * Each test file writes its own part (`<pactDir>/.parts/<file>/`); scripts/pact-consumer.mjs merges the parts into
 * the pact files in a fixed order. Pact's own merge of one file written by many test files has dropped
 * interactions now and then, silently.
 */
function partDir(): string {
  const testPath = expect.getState().testPath ?? 'unknown';
  return path.join(pactDir, '.parts', path.basename(testPath).replace(/\.pact\.test\.ts$/, ''));
}

export function cabinetPact() {
  return new PactV4({ consumer: CONSUMER, provider: 'cabinet-api', dir: partDir(), logLevel: 'warn' });
}

export function generalPact() {
  return new PactV4({ consumer: CONSUMER, provider: 'general-api', dir: partDir(), logLevel: 'warn' });
}

/** The JSON content type, matched loosely (a charset may follow). */
export const jsonContentType = { 'Content-Type': MatchersV3.regex(/application\/json.*/.source, 'application/json') };
export const jsonRequest = { 'Content-Type': 'application/json' };

// --- the demo world the provider states refer to (docs/contracts.md) ---------------------------------------------

/** The session token the provider states create for the demo customers. */
export const DEMO_TOKEN = 'demo-token-individual';
export const LEGAL_TOKEN = 'demo-token-legal';
export const DEMO_PHONE = '79990000001';
export const LEGAL_PHONE = '79990000002';
export const DEMO_PASSWORD = 'Demo12345';
export const DEMO_PIN = '123456';
/** A phone nobody has registered. */
export const NEW_PHONE = '79995550000';
/** The instant the sandbox clock is fixed to by every state whose interaction carries a date. */
export const NOW = '2026-03-02T09:00:00Z';
export const TODAY_RU = '02.03.2026';

export const individualLoggedIn = { phone: DEMO_PHONE, token: DEMO_TOKEN, now: NOW };
export const legalLoggedIn = { phone: LEGAL_PHONE, token: LEGAL_TOKEN, now: NOW };

/** The state 'an SMS code was sent': code 123456 for `action` sent to `phone` `minutesAgo`, still unused. */
export const smsCodeSent = (phone: string, action: string, minutesAgo: number) => ({
  phone,
  code: '123456',
  action,
  sentMinutesAgo: minutesAgo,
  now: NOW,
});
/** The code of that state, as the verifier sends it (the state answers it). */
export const sentSmsCode = fromProviderState('${code}', '123456');

/**
 * The token header: the provider state answers the token the interaction carries (`{ token }`: a valid session for
 * a logged-in state, the expired one for an expired state), and the verifier sends that; `token` is the example.
 */
export const auth = (token = DEMO_TOKEN) => ({ 'X-SB-API-KEY': fromProviderState('${token}', token) });
export const authJson = (token = DEMO_TOKEN) => ({ ...jsonRequest, ...auth(token) });

// What an interaction sends and answers, the shapes nearly every interaction has (`withRequest(method, path, …)`,
// `willRespondWith(status, …)`).

/** A request carrying the session token (`token`, see `auth`) and no body. */
export const sendsToken =
  (token?: string) =>
  (b: V4RequestBuilder): void => {
    b.headers(auth(token));
  };
/** A request with a JSON body and no token. */
export const sendsJson =
  (body: unknown) =>
  (b: V4RequestBuilder): void => {
    b.headers(jsonRequest).jsonBody(body);
  };
/** A request with a JSON body and the session token (`token`, see `auth`). */
export const sendsJsonWithToken =
  (body: unknown, token?: string) =>
  (b: V4RequestBuilder): void => {
    b.headers(authJson(token)).jsonBody(body);
  };
/** An answer with a JSON body (the content type matched loosely). */
export const answersJson =
  (body: unknown) =>
  (b: V4ResponseBuilder): void => {
    b.headers(jsonContentType).jsonBody(body);
  };

/**
 * A numeric code of spec 2 section 8 (`409`, `605`, `405`, `404`) under `code`: "number or string", so matched by
 * its digits (the verifier matches a regex against a number's text), not as a JSON number.
 */
export const specCode = (code: number) => regex(`^${code}$`, String(code));

/** `success` of an answer: a boolean (the cabinet does not read it, so no literal). */
export const ok = () => boolean(true);

/**
 * A server message the catalogue recognises by its start (case aside, details may follow), matched so.
 * contracts/src/errors/catalogue.ts `recogniseServerMessage`.
 */
export function messageLike(text: string, example = text) {
  const escaped = text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return regex(`^\\s*(?i:${escaped})(?:[\\s,:;.!].*)?$`, example);
}

/** A client pointed at the mock server, with the given session (or none). */
export function clientFor(url: string, session?: Partial<SessionPort>, extra: { serverKey?: string } = {}): ApiClient {
  const port: SessionPort | undefined = session
    ? {
        getToken: () => null,
        getPhone: () => DEMO_PHONE,
        setToken: () => undefined,
        onSessionEnded: () => undefined,
        ...session,
      }
    : undefined;
  return createApiClient({ baseUrls: { cabinet: url, general: url }, ...(port ? { session: port } : {}), timeoutMs: 10_000, ...extra });
}

/** A client with a logged-in session holding `token`. */
export function sessionClient(url: string, token = DEMO_TOKEN): ApiClient {
  return clientFor(url, { getToken: () => token });
}

/** The logged-in individual's orders list (`active` or `history`), as the orders screens ask for it. */
export function listOrders(url: string, status: 'active' | 'history') {
  return sessionClient(url).call(cabinet.ordersList, { params: { status } });
}

/** Awaits a call that must fail and returns its ApiError. */
export async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => new Error('the call succeeded'),
    (e: unknown) => e,
  );
  if (!isApiError(error)) throw error;
  return error;
}

export * from './templates.ts';

export { arrayContaining, atLeastLike, boolean, eachLike, equal, fromProviderState, integer, like, nullValue, number, regex, string };
