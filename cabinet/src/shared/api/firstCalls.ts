/**
 * The page's first script (app/firstScript.ts) sent the route's first calls before the entry arrived. The API
 * client fetches through `adoptingFetch`: the same call (URL, method) with the token the script used takes its
 * answer instead of going out again, and reads it as any answer (status, refresh, schema). A call of another token
 * (the session changed since) goes out anew and the early answer is dropped; an early call that failed on the
 * network is asked again, as the app would have.
 */
type Take = (url?: string, method?: string, token?: string | null) => Promise<Response> | undefined;

const early = (): Take | undefined => (globalThis as { __sbFirst?: Take }).__sbFirst;

const aborted = (signal: AbortSignal) =>
  new Promise<never>((_, fail) => {
    const stop = () => fail(new DOMException('The operation was aborted.', 'AbortError'));
    if (signal.aborted) stop();
    else signal.addEventListener('abort', stop, { once: true });
  });

export function adoptingFetch(url: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
  const again = () => globalThis.fetch(url, init);
  const token = (init.headers as Record<string, string> | undefined)?.['X-SB-API-KEY'] ?? null;
  const answer = typeof url === 'string' ? early()?.(url, init.method ?? 'GET', token) : undefined;
  if (!answer) return again();
  const adopted = answer.then((response) => response, again);
  return init.signal ? Promise.race([adopted, aborted(init.signal)]) : adopted;
}

/** The first route's calls are done: what the script sent and nobody took is dropped. */
export function dropFirstCalls(): void {
  early()?.();
}
