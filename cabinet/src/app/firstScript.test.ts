import { CODE_LIST, FIRST_SCRIPT, TOKEN_MARK } from './firstScript.ts';

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

/** A prerendered page's head: its list of code (the entry first), no table. */
const CODE = ['/assets/index-e.js', ...Array.from({ length: 8 }, (_, i) => `/assets/shared-${i}.js`)];

/** The prerendered page's script run in a tab `visibility`; `frame()` paints the first frame, `tick()` runs a timer. */
function runOnPrerenderedPage({ visibility, controlled = false }: { visibility: 'visible' | 'hidden'; controlled?: boolean }) {
  jest.useFakeTimers();
  document.head.innerHTML = `<script type="application/json" id="${CODE_LIST}">${JSON.stringify(CODE)}</script>`;
  Object.defineProperty(document, 'visibilityState', { configurable: true, value: visibility });
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { controller: controlled ? {} : null } });
  const frames: FrameRequestCallback[] = [];
  Object.assign(window, { requestAnimationFrame: (f: FrameRequestCallback) => frames.push(f) });
  new Function(FIRST_SCRIPT)();
  const asked = () =>
    [...document.head.querySelectorAll('script[src], link')].map((e) =>
      e.tagName === 'SCRIPT' ? `script ${e.getAttribute('src')}` : `${e.getAttribute('rel')} ${e.getAttribute('href')}`,
    );
  return {
    asked,
    frame: () => frames.splice(0).forEach((f) => f(0)),
    tick: () => jest.advanceTimersToNextTimer(),
  };
}

describe('the first script on a prerendered page', () => {
  afterEach(() => {
    jest.useRealTimers();
    Reflect.deleteProperty(document, 'visibilityState');
  });

  it('asks for no code before the first frame, then the entry first and its files six to a task', () => {
    const page = runOnPrerenderedPage({ visibility: 'visible' });
    expect(page.asked()).toEqual([]);
    page.frame();
    expect(page.asked()).toEqual([]);
    page.tick();
    expect(page.asked()).toEqual([`script ${CODE[0]}`, ...CODE.slice(1, 7).map((f) => `modulepreload ${f}`)]);
    // the Intl warm-up's task, then the rest of the files
    page.tick();
    page.tick();
    expect(page.asked()).toEqual([`script ${CODE[0]}`, ...CODE.slice(1).map((f) => `modulepreload ${f}`)]);
  });

  it('asks for all of it at once in a hidden tab, which paints no frame', () => {
    const page = runOnPrerenderedPage({ visibility: 'hidden' });
    expect(page.asked()).toEqual([`script ${CODE[0]}`, ...CODE.slice(1).map((f) => `modulepreload ${f}`)]);
    // shown later: nothing asked twice
    page.frame();
    page.tick();
    page.tick();
    expect(page.asked()).toHaveLength(CODE.length);
  });

  it('asks for its code even where the browser refuses the storage (its only way to the app)', () => {
    const storage = Object.getOwnPropertyDescriptor(window, 'localStorage')!;
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get: () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
    try {
      const page = runOnPrerenderedPage({ visibility: 'hidden' });
      expect(page.asked()).toEqual([`script ${CODE[0]}`, ...CODE.slice(1).map((f) => `modulepreload ${f}`)]);
    } finally {
      Object.defineProperty(window, 'localStorage', storage);
    }
  });

  it('asks for the entry alone under a service worker, whose cache the entry asks at once', () => {
    const page = runOnPrerenderedPage({ visibility: 'visible', controlled: true });
    page.frame();
    page.tick();
    page.tick();
    expect(page.asked()).toEqual([`script ${CODE[0]}`]);
  });
});
