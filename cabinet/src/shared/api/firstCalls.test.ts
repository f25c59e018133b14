import { adoptingFetch, dropFirstCalls } from './firstCalls.ts';

// The first script's side (app/firstScript.ts): one early answer per call, kept for the token it went out with.
function earlyCall(url: string, token: string, answer: Promise<Response>) {
  let left: Array<{ url: string; answer: Promise<Response> }> = [{ url, answer }];
  (globalThis as { __sbFirst?: unknown }).__sbFirst = (u?: string, m?: string, t?: string | null) => {
    if (!u) {
      left = [];
      return undefined;
    }
    const i = left.findIndex((e) => e.url === u && m === 'GET' && t === token);
    return i < 0 ? undefined : left.splice(i, 1)[0]!.answer;
  };
}

/** A stand-in for fetch's Response (jsdom has none): what the client reads of it. */
const reply = (body: string, status = 200) => ({ status, json: async () => JSON.parse(body) as unknown }) as unknown as Response;

const URL_ = '/api/v1/orders/active/orders-list';
const init = (token: string) => ({ method: 'GET', headers: { Accept: 'application/json', 'X-SB-API-KEY': token } });

describe('adoptingFetch', () => {
  const network = jest.fn<Promise<Response>, unknown[]>();
  beforeEach(() => {
    network.mockReset().mockResolvedValue(reply('{"from":"network"}'));
    globalThis.fetch = network as unknown as typeof fetch;
  });
  afterEach(() => delete (globalThis as { __sbFirst?: unknown }).__sbFirst);

  it('takes the early answer of the same call with the same token, once', async () => {
    earlyCall(URL_, 'A', Promise.resolve(reply('{"from":"early"}')));
    expect(await (await adoptingFetch(URL_, init('A'))).json()).toEqual({ from: 'early' });
    expect(network).not.toHaveBeenCalled();
    expect(await (await adoptingFetch(URL_, init('A'))).json()).toEqual({ from: 'network' });
  });

  it('asks anew with another token: the early answer of the session before is never read', async () => {
    earlyCall(URL_, 'A', Promise.resolve(reply('{"from":"early"}')));
    expect(await (await adoptingFetch(URL_, init('B'))).json()).toEqual({ from: 'network' });
  });

  it('asks again when the early call got no answer', async () => {
    earlyCall(URL_, 'A', Promise.reject(new TypeError('Failed to fetch')));
    expect(await (await adoptingFetch(URL_, init('A'))).json()).toEqual({ from: 'network' });
  });

  it('hands an early 500 over as the answer it is', async () => {
    earlyCall(URL_, 'A', Promise.resolve(reply('{}', 500)));
    expect((await adoptingFetch(URL_, init('A'))).status).toBe(500);
    expect(network).not.toHaveBeenCalled();
  });

  it('fails as aborted when the client gives up waiting', async () => {
    earlyCall(URL_, 'A', new Promise<Response>(() => undefined));
    const controller = new AbortController();
    const answer = adoptingFetch(URL_, { ...init('A'), signal: controller.signal });
    controller.abort();
    await expect(answer).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('drops what nobody took once the first route has started', async () => {
    earlyCall(URL_, 'A', Promise.resolve(reply('{"from":"early"}')));
    dropFirstCalls();
    expect(await (await adoptingFetch(URL_, init('A'))).json()).toEqual({ from: 'network' });
  });
});
