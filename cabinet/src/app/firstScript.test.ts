import { FIRST_SCRIPT, TOKEN_MARK } from './firstScript.ts';

// The page's first script run as the page runs it: what it asks for, in what order, for the table the build writes.
const LIST = '/api/v1/orders/active/orders-list';
const table = {
  mark: TOKEN_MARK,
  files: ['/assets/ordersScreens-a.js', '/assets/shared-b.js'],
  routes: [
    {
      re: '^\\/orders\\/?$',
      keys: [],
      access: 'cabinet',
      code: [0, 1],
      calls: [{ method: 'GET', url: LIST, headers: { Accept: 'application/json', 'X-SB-API-KEY': TOKEN_MARK } }],
    },
  ],
  fallback: { re: '', keys: [], access: 'any', code: [], calls: [] },
};

/** What the script did, in order: its calls (`fetch <url> <token>`, with the code links already added) and its links. */
function runFirstScript({ controlled }: { controlled: boolean }): string[] {
  const done: string[] = [];
  document.head.innerHTML = `<script type="application/json" id="sb-first">${JSON.stringify(table)}</script>`;
  window.history.replaceState(null, '', '/orders');
  localStorage.setItem('user', JSON.stringify({ token: 'tok-1' }));
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { controller: controlled ? {} : null } });
  const links = () => [...document.head.querySelectorAll('link')].map((l) => `link ${l.getAttribute('href')}`);
  const fetchStub = (url: string, init: { headers: Record<string, string> }) => {
    done.push(`fetch ${url} ${init.headers['X-SB-API-KEY']} after ${links().length} links`);
    return new Promise(() => undefined);
  };
  Object.assign(window, { fetch: fetchStub, requestAnimationFrame: () => 0 });
  new Function(FIRST_SCRIPT)();
  return [...done, ...links()];
}

afterEach(() => {
  localStorage.clear();
  delete (window as { __sbFirst?: unknown }).__sbFirst;
});

describe('the first script', () => {
  it("sends a stored session's first calls before it adds the route's code links", () => {
    expect(runFirstScript({ controlled: false })).toEqual([
      `fetch ${LIST} tok-1 after 0 links`,
      'link /assets/ordersScreens-a.js',
      'link /assets/shared-b.js',
    ]);
  });

  it('adds no code link under a service worker, whose cache the entry asks at once', () => {
    expect(runFirstScript({ controlled: true })).toEqual([`fetch ${LIST} tok-1 after 0 links`]);
  });
});
