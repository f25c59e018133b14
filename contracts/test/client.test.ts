import {
  cabinet,
  createApiClient,
  general,
  isApiError,
  SessionChangedError,
  type ApiClientOptions,
  type ApiError,
  type SessionPort,
} from '../src/index.ts';

interface Sent {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** A fake fetch that records every request and answers with `reply`. */
function fakeFetch(reply: (req: Sent) => Response | Promise<Response>) {
  const sent: Sent[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const req: Sent = {
      url: String(input),
      method: init?.method ?? 'GET',
      headers: { ...(init?.headers as Record<string, string>) },
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    sent.push(req);
    return reply(req);
  };
  return { fetch: fetch as typeof globalThis.fetch, sent };
}

type TestSession = SessionPort & { token: string | null; onSessionEnded: jest.Mock };

function session(token: string | null, overrides: Partial<Omit<SessionPort, 'onSessionEnded'>> = {}): TestSession {
  const port: TestSession = {
    token,
    getToken: (): string | null => port.token,
    getPhone: () => '+7 (999) 000-00-01',
    setToken: (t: string) => {
      port.token = t;
    },
    onSessionEnded: jest.fn(),
    ...overrides,
  };
  return port;
}

const baseUrls = { cabinet: 'https://cab.test', general: 'https://gen.test' };
const client = (fetch: typeof globalThis.fetch, extra: Partial<ApiClientOptions> = {}) => createApiClient({ baseUrls, fetch, ...extra });

const profile = { main_phone: '79990000001', phones: [], emails: [], legal_type: 0 };

async function failure(p: Promise<unknown>): Promise<ApiError> {
  const e = await p.then(
    () => new Error('the call succeeded'),
    (x: unknown) => x,
  );
  if (!isApiError(e)) throw e;
  return e;
}

describe('given the API client', () => {
  describe('when it builds a request', () => {
    it('should use the base URL of the endpoint API, fill the path and send the JSON body', async () => {
      const { fetch, sent } = fakeFetch(() => json(200, { need_sms: false, name: 'Иван' }));
      const answer = await client(fetch).call(cabinet.checkPhone, { body: { phone: '79990000001' } });
      expect(answer).toEqual({ need_sms: false, name: 'Иван' });
      expect(sent[0]).toMatchObject({ url: 'https://cab.test/api/v1/check-phone', method: 'POST', body: { phone: '79990000001' } });
      expect(sent[0]?.headers['Content-Type']).toBe('application/json');
    });

    it('should fill path parameters and the query string', async () => {
      const { fetch, sent } = fakeFetch(() => json(200, { count: 0, elements: [] }));
      await client(fetch, { session: session('tok') }).call(general.activeContracts, {
        params: { x: 'history' },
        query: { page: 2, limit: 5 },
      });
      expect(sent[0]?.url).toBe('https://gen.test/api/orders/history/active-contracts?page=2&limit=5');
    });

    it('should send a true flag as a bare query key', async () => {
      const { fetch, sent } = fakeFetch(() => json(200, { documents: [] }));
      await client(fetch, { session: session('tok') }).call(cabinet.activeDocs, { query: { onlyAgreement: true } });
      expect(sent[0]?.url).toBe('https://cab.test/api/v1/orders/active-docs?onlyAgreement');
    });

    it('should refuse a request body that breaks its schema before sending', async () => {
      const { fetch, sent } = fakeFetch(() => json(200, {}));
      await expect(client(fetch).call(cabinet.checkPhone, { body: { phone: '+7 999' } })).rejects.toThrow();
      expect(sent).toHaveLength(0);
    });
  });

  describe('when the call is authenticated', () => {
    it('should send X-SB-API-KEY on an authenticated call and never put the token in the URL', async () => {
      const { fetch, sent } = fakeFetch(() => json(200, profile));
      await client(fetch, { session: session('secret-token') }).call(cabinet.client);
      expect(sent[0]?.headers['X-SB-API-KEY']).toBe('secret-token');
      expect(sent[0]?.url).not.toContain('secret-token');
    });

    it('should not send the token on a public call', async () => {
      const { fetch, sent } = fakeFetch(() => json(200, { places: [] }));
      await client(fetch, { session: session('secret-token') }).call(general.placesList);
      expect(sent[0]?.headers['X-SB-API-KEY']).toBeUndefined();
      expect(sent[0]?.url).toBe('https://gen.test/api/places/list');
    });

    it('should send an explicit token (the registration token) instead of the session', async () => {
      const { fetch, sent } = fakeFetch(() => json(200, { success: true }));
      await client(fetch, { session: session('session-token') }).call(cabinet.setPassword, {
        token: 'reg-token',
        body: { password: 'Abcdefgh1' },
      });
      expect(sent[0]?.headers['X-SB-API-KEY']).toBe('reg-token');
    });

    it('should not send an authenticated call of a session that has no token (it ended): the call fails as dropped', async () => {
      const { fetch, sent } = fakeFetch(() => json(401, { success: false, message: 'unauthorized' }));
      const port = session(null);
      const error = await client(fetch, { session: port })
        .call(cabinet.client)
        .then(
          () => new Error('the call succeeded'),
          (e: unknown) => e,
        );
      expect(error).toBeInstanceOf(SessionChangedError);
      expect(sent).toHaveLength(0);
      expect(port.onSessionEnded).not.toHaveBeenCalled();
      // a public call still goes out without a session
      const open = fakeFetch(() => json(200, { places: [] }));
      await client(open.fetch, { session: session(null) }).call(general.placesList);
      expect(open.sent).toHaveLength(1);
    });

    it('should refuse a server-only endpoint without the private key, and send the key in its header otherwise', async () => {
      const { fetch, sent } = fakeFetch(() => json(200, { success: true }));
      const lock = { buBoardUuid: 'b', cuBoardId: 1, lockNumber: 2 };
      await expect(client(fetch).call(general.openLock, { body: lock })).rejects.toThrow(/server-only/);
      expect(sent).toHaveLength(0);
      await client(fetch, { serverKey: 'k' }).call(general.openLock, { body: lock });
      expect(sent[0]?.headers['X-SB-PRIVATE-KEY']).toBe('k');
    });
  });

  describe('when the call fails', () => {
    it('should turn a non-200 into an http error with status, error_code and message', async () => {
      const { fetch } = fakeFetch(() => json(404, { success: false, error_code: 'USER_NOT_FOUND', message: 'user not found in database' }));
      const error = await failure(client(fetch).call(cabinet.checkPhone, { body: { phone: '79990000001' } }));
      expect(error).toMatchObject({
        kind: 'http',
        endpoint: 'cabinet.checkPhone',
        status: 404,
        code: 'USER_NOT_FOUND',
        serverMessage: 'user not found in database',
      });
    });

    it('should read a numeric code as a string', async () => {
      const { fetch } = fakeFetch(() => json(400, { success: false, code: 605, message: 'incorrect code' }));
      const error = await failure(client(fetch).call(cabinet.checkCode, { body: { phone: '79990000001', code: '1234' } }));
      expect(error).toMatchObject({ status: 400, code: '605' });
    });

    it('should report a network failure', async () => {
      const fetch = (async () => {
        throw new TypeError('fetch failed');
      }) as typeof globalThis.fetch;
      const error = await failure(client(fetch).call(general.placesList));
      expect(error).toMatchObject({ kind: 'network', endpoint: 'general.placesList' });
    });

    it('should report a time-out', async () => {
      const fetch = ((_: unknown, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        })) as typeof globalThis.fetch;
      const error = await failure(client(fetch, { timeoutMs: 20 }).call(general.placesList));
      expect(error).toMatchObject({ kind: 'timeout', endpoint: 'general.placesList' });
    });

    it('should report an answer that is not JSON', async () => {
      const fetch = (async () => new Response('<html>oops</html>', { status: 200 })) as typeof globalThis.fetch;
      const error = await failure(client(fetch).call(general.placesList));
      expect(error).toMatchObject({ kind: 'malformed', status: 200 });
    });

    it('should name the endpoint and the field path of an answer that breaks its schema', async () => {
      const onContractError = jest.fn();
      const { fetch } = fakeFetch(() => json(200, { places: [{ id: 'one', code: 'MSK-01' }] }));
      const error = await failure(client(fetch, { onContractError }).call(general.placesList));
      expect(error.kind).toBe('contract');
      expect(error.endpoint).toBe('general.placesList');
      expect(error.fieldPath).toBe('places.0.id');
      expect(error.message).toContain('general.placesList');
      expect(error.message).toContain('places.0.id');
      expect(onContractError).toHaveBeenCalledWith(error);
    });

    it('should accept unknown extra fields and drop them', async () => {
      const { fetch } = fakeFetch(() => json(200, { need_sms: true, name: null, extra: 1 }));
      expect(await client(fetch).call(cabinet.checkPhone, { body: { phone: '79990000001' } })).toEqual({ need_sms: true, name: null });
    });
  });

  describe('when the token has expired', () => {
    it('should refresh once for ten concurrent 401s and retry each call with the new token', async () => {
      const port = session('old');
      let releaseRefresh: () => void = () => undefined;
      const refreshGate = new Promise<void>((r) => {
        releaseRefresh = r;
      });
      const { fetch, sent } = fakeFetch(async (req) => {
        if (req.url.endsWith('/api/v1/refresh-token')) {
          await refreshGate;
          return json(200, { success: true, token: 'new' });
        }
        return req.headers['X-SB-API-KEY'] === 'new'
          ? json(200, profile)
          : json(401, { success: false, code: 401, message: 'token is expired' });
      });
      const api = client(fetch, { session: port });
      const calls = Array.from({ length: 10 }, () => api.call(cabinet.client));
      await new Promise((r) => setTimeout(r, 10));
      releaseRefresh();
      const answers = await Promise.all(calls);

      expect(answers).toHaveLength(10);
      answers.forEach((a) => expect(a.main_phone).toBe('79990000001'));
      const refreshes = sent.filter((r) => r.url.endsWith('/api/v1/refresh-token'));
      expect(refreshes).toHaveLength(1);
      expect(refreshes[0]?.body).toEqual({ phone: '79990000001', token: 'old' });
      expect(refreshes[0]?.headers['X-SB-API-KEY']).toBeUndefined();
      const retries = sent.filter((r) => r.url.endsWith('/api/v1/client') && r.headers['X-SB-API-KEY'] === 'new');
      expect(retries).toHaveLength(10);
      expect(port.token).toBe('new');
      expect(port.onSessionEnded).not.toHaveBeenCalled();
    });

    it('should refresh on a message starting with the expired-token text, whatever the status', async () => {
      const port = session('old');
      const { fetch, sent } = fakeFetch((req) => {
        if (req.url.endsWith('/refresh-token')) return json(200, { success: true, token: 'new' });
        return req.headers['X-SB-API-KEY'] === 'new'
          ? json(200, profile)
          : json(400, { success: false, message: 'token is expired: 2026-03-02' });
      });
      await client(fetch, { session: port }).call(cabinet.client);
      expect(sent.map((r) => r.url)).toEqual([
        'https://cab.test/api/v1/client',
        'https://cab.test/api/v1/refresh-token',
        'https://cab.test/api/v1/client',
      ]);
    });

    it('should end the session once when the refresh fails, and fail every waiting call', async () => {
      const port = session('old');
      const { fetch, sent } = fakeFetch((req) =>
        req.url.endsWith('/refresh-token')
          ? json(401, { success: false, message: 'token is invalid' })
          : json(401, { success: false, code: 401, message: 'token is expired' }),
      );
      const api = client(fetch, { session: port });
      const results = await Promise.allSettled(Array.from({ length: 10 }, () => api.call(cabinet.client)));
      expect(results.every((r) => r.status === 'rejected' && isApiError(r.reason) && r.reason.status === 401)).toBe(true);
      expect(sent.filter((r) => r.url.endsWith('/refresh-token'))).toHaveLength(1);
      expect(port.onSessionEnded).toHaveBeenCalledTimes(1);
    });

    it('should keep the session when the refresh fails on the network, and fail the call as a network failure', async () => {
      // a basement: the expired token's refresh never reaches the server; only an answer refusing the token ends it
      const port = session('old');
      const { fetch } = fakeFetch((req) => {
        if (req.url.endsWith('/refresh-token')) throw new TypeError('Failed to fetch');
        return json(401, { success: false, code: 401, message: 'token is expired' });
      });
      const error = await failure(client(fetch, { session: port }).call(cabinet.client));
      expect(error.kind).toBe('network');
      expect(port.onSessionEnded).not.toHaveBeenCalled();
      expect(port.token).toBe('old');
    });

    it('should keep the session when the refresh times out', async () => {
      const port = session('old');
      const fetch = ((input: RequestInfo | URL, init?: RequestInit) =>
        String(input).endsWith('/refresh-token')
          ? new Promise((_, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))))
          : Promise.resolve(json(401, { success: false, code: 401, message: 'token is expired' }))) as typeof globalThis.fetch;
      const error = await failure(client(fetch, { session: port, timeoutMs: 20 }).call(cabinet.client));
      expect(error.kind).toBe('timeout');
      expect(port.onSessionEnded).not.toHaveBeenCalled();
    });

    it('should not retry twice when the retried call is refused again', async () => {
      const port = session('old');
      const { fetch, sent } = fakeFetch((req) =>
        req.url.endsWith('/refresh-token')
          ? json(200, { success: true, token: 'new' })
          : json(401, { success: false, code: 401, message: 'token is expired' }),
      );
      const error = await failure(client(fetch, { session: port }).call(cabinet.client));
      expect(error.status).toBe(401);
      expect(sent).toHaveLength(3);
    });

    it('should not refresh a call made with an explicit token', async () => {
      const port = session('session');
      const { fetch, sent } = fakeFetch(() => json(401, { success: false, message: 'token is expired' }));
      await failure(client(fetch, { session: port }).call(cabinet.setPassword, { token: 'reg', body: { password: 'Abcdefgh1' } }));
      expect(sent).toHaveLength(1);
      expect(port.onSessionEnded).not.toHaveBeenCalled();
    });
  });

  // A call belongs to the session that started it: customer A's call answering 401 after A's session ended and B
  // logged in on that tab is never replayed with B's token, and A's late refresh neither writes over B's token nor
  // ends B's session. The session port tells the client which session it is in (`getEpoch`).
  describe('when the session changes while a call is held', () => {
    type EpochSession = TestSession & { epoch: number; logInAs(token: string): void };
    function epochSession(token: string): EpochSession {
      const port = session(token) as EpochSession;
      port.epoch = 1;
      port.getEpoch = () => port.epoch;
      port.logInAs = (t: string) => {
        port.epoch += 2; // A's logout, then B's login
        port.token = t;
      };
      return port;
    }
    /** A fetch whose answers to `held` wait until released; everything else answers at once. */
    function heldFetch(held: (req: Sent) => boolean, answer: (req: Sent) => Response) {
      const releases: Array<() => void> = [];
      const net = fakeFetch(async (req) => {
        if (held(req)) await new Promise<void>((r) => releases.push(r));
        return answer(req);
      });
      const release = async () => {
        releases.splice(0).forEach((r) => r());
        await new Promise((r) => setTimeout(r, 10));
      };
      const waitHeld = async (n = 1) => {
        while (releases.length < n) await new Promise((r) => setTimeout(r, 1));
      };
      return { ...net, release, waitHeld };
    }
    /** The call's outcome, caught as soon as it comes: the answer, or what it failed with. */
    const settled = (p: Promise<unknown>) =>
      p.then(
        (answer) => answer,
        (e: unknown) => e,
      );
    const expired = () => json(401, { success: false, code: 401, message: 'token is expired' });

    it("should not replay A's refused call with B's token", async () => {
      const port = epochSession('token-a');
      const net = heldFetch(
        (req) => req.headers['X-SB-API-KEY'] === 'token-a',
        (req) => (req.headers['X-SB-API-KEY'] === 'token-b' ? json(200, profile) : expired()),
      );
      const call = settled(client(net.fetch, { session: port }).call(cabinet.client));
      await net.waitHeld();
      port.logInAs('token-b');
      await net.release();
      expect(await call).toBeInstanceOf(SessionChangedError);
      expect(net.sent.map((r) => r.headers['X-SB-API-KEY'] ?? 'refresh')).toEqual(['token-a']);
      expect(port.token).toBe('token-b');
      expect(port.onSessionEnded).not.toHaveBeenCalled();
    });

    it("should not let A's late refresh write over B's token", async () => {
      const port = epochSession('token-a');
      const net = heldFetch(
        (req) => req.url.endsWith('/refresh-token'),
        (req) => (req.url.endsWith('/refresh-token') ? json(200, { success: true, token: 'token-a2' }) : expired()),
      );
      const call = settled(client(net.fetch, { session: port }).call(cabinet.client));
      await net.waitHeld();
      port.logInAs('token-b');
      await net.release();
      expect(await call).toBeInstanceOf(SessionChangedError);
      expect(port.token).toBe('token-b');
      // nothing of A is sent again, with either token
      expect(net.sent.filter((r) => r.url.endsWith('/api/v1/client'))).toHaveLength(1);
      expect(port.onSessionEnded).not.toHaveBeenCalled();
    });

    it("should not end B's session when A's late refresh fails", async () => {
      const port = epochSession('token-a');
      const net = heldFetch(
        (req) => req.url.endsWith('/refresh-token'),
        (req) => (req.url.endsWith('/refresh-token') ? json(401, { success: false, message: 'token is invalid' }) : expired()),
      );
      const call = settled(client(net.fetch, { session: port }).call(cabinet.client));
      await net.waitHeld();
      port.logInAs('token-b');
      await net.release();
      expect(await call).toBeInstanceOf(SessionChangedError);
      expect(port.onSessionEnded).not.toHaveBeenCalled();
      expect(port.token).toBe('token-b');
    });

    it("should give B's expired call a refresh of its own, not A's held one", async () => {
      const port = epochSession('token-a');
      const net = heldFetch(
        (req) => req.url.endsWith('/refresh-token') && (req.body as { token: string }).token === 'token-a',
        (req) => {
          if (req.url.endsWith('/refresh-token'))
            return json(200, { success: true, token: (req.body as { token: string }).token === 'token-b' ? 'token-b2' : 'token-a2' });
          return req.headers['X-SB-API-KEY'] === 'token-b2' ? json(200, profile) : expired();
        },
      );
      const api = client(net.fetch, { session: port });
      const callA = settled(api.call(cabinet.client));
      await net.waitHeld();
      port.logInAs('token-b');
      const answerB = await api.call(cabinet.client);
      expect(answerB.main_phone).toBe('79990000001');
      expect(port.token).toBe('token-b2');
      await net.release();
      expect(await callA).toBeInstanceOf(SessionChangedError);
      expect(port.token).toBe('token-b2');
    });

    it("should drop the answer of A's call that comes after A's session ended", async () => {
      const port = epochSession('token-a');
      const net = heldFetch(
        () => true,
        () => json(200, profile),
      );
      const read = settled(client(net.fetch, { session: port }).call(cabinet.client));
      await net.waitHeld();
      port.logInAs('token-b');
      await net.release();
      expect(await read).toBeInstanceOf(SessionChangedError);
    });

    it('should keep a refresh of the same session (no change of customer) as it was', async () => {
      const port = epochSession('old');
      const net = fakeFetch((req) => {
        if (req.url.endsWith('/refresh-token')) return json(200, { success: true, token: 'new' });
        return req.headers['X-SB-API-KEY'] === 'new' ? json(200, profile) : expired();
      });
      const answer = await client(net.fetch, { session: port }).call(cabinet.client);
      expect(answer.main_phone).toBe('79990000001');
      expect(port.token).toBe('new');
    });
  });
});
