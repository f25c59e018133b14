import { VitePWA } from 'vite-plugin-pwa';
import { colors } from '../../ui-kit/src/theme/tokens.ts';

// ---------------------------------------------------------------------------------------------------------------
// Issue 27: the web app manifest and the service worker (Workbox through vite-plugin-pwa 2, which supports Vite 8).
// The worker precaches the built code (the entry, every route's chunks, the styles and icons) and index.html as the
// offline shell; it routes nothing else:
// - pages (navigations) go to the network as before (nginx's no-cache pages, the route pages with their
//   preloads); only when the network fails is the precached shell given instead of the browser's error page;
// - /api, /files, /static and /__sandbox are never routed: one customer's answers are never in a worker cache.
// A new build is a new worker that waits (registerType 'prompt'); the app offers the reload (shared/offline).
// ---------------------------------------------------------------------------------------------------------------

export function pwa() {
  return VitePWA({
    registerType: 'prompt',
    // registered by the app itself (src/shared/offline/register.ts), after the first screen
    injectRegister: false,
    filename: 'sw.js',
    manifestFilename: 'manifest.webmanifest',
    includeAssets: [],
    manifest: {
      id: '/orders',
      name: 'Личный кабинет: боксы и склады',
      short_name: 'Кабинет',
      description: 'Личный кабинет клиента: боксы и склады для хранения',
      lang: 'ru',
      start_url: '/orders',
      scope: '/',
      display: 'standalone',
      theme_color: colors.brand,
      background_color: colors.surface,
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    workbox: {
      // the code and the one shell page; the route pages (orders.html, ...) and the prerendered auth.html stay the
      // network's, so a navigation is answered as it was without a worker
      globPatterns: ['index.html', 'assets/**/*.{js,css}', 'favicon.svg', 'icons/*.png'],
      globIgnores: ['**/*.gz', '**/*.br'],
      // the precache answers its own files only: `/` is not taken for `/index.html`
      directoryIndex: null,
      navigateFallback: null,
      cleanupOutdatedCaches: true,
      clientsClaim: true,
      maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      runtimeCaching: [
        {
          // serialised into sw.js as it is written: no outer names. Never a navigation to a signed PDF or the APIs.
          urlPattern: ({ request, url }) =>
            request.mode === 'navigate' && !['/api/', '/files/', '/static/', '/__sandbox/'].some((p) => url.pathname.startsWith(p)),
          handler: 'NetworkOnly',
          options: { precacheFallback: { fallbackURL: 'index.html' } },
        },
      ],
    },
  });
}
