import { VitePWA } from 'vite-plugin-pwa';
import { colors } from '../../ui-kit/src/theme/tokens.ts';

// ---------------------------------------------------------------------------------------------------------------
// The web app manifest and the service worker (Workbox through vite-plugin-pwa 2, which supports Vite 8).
// The worker precaches the built code (the entry, every route's chunks, the styles and icons) and index.html, the
// app's shell, so a second visit needs the network only for data:
// - a page of the cabinet (a navigation) is answered at once with the precached shell, online or not (the app
//   shell model): no round trip for the page, and no wait for a dying connection in a basement before the offline
//   shell shows; the shell's entry then asks for the screen's code (precached) and its data (the network's);
// - /api, /files, /static and /__sandbox (and the path of a file) are never routed: a signed PDF or an answer goes
//   to the network as before, and one customer's answers are never in a worker cache.
// A new build is a new worker that waits (registerType 'prompt': it skips waiting when the page posts SKIP_WAITING):
// until the customer takes it, the tab keeps the shell and code of the build it started with, all precached
// together; the app offers the reload (shared/offline).
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
      // the code and the shell
      globPatterns: ['index.html', 'assets/**/*.{js,css}', 'icons/*.png'],
      globIgnores: ['**/*.gz', '**/*.br'],
      // the precache answers its own files only: `/` is not taken for `/index.html` (a navigation to it gets the shell)
      directoryIndex: null,
      navigateFallback: 'index.html',
      // (a box size in a path has a dot: only the build's own file types are files)
      navigateFallbackDenylist: [
        /^\/(?:api|files|static|__sandbox)\//,
        /\.(?:html|js|css|json|webmanifest|png|svg|ico|pdf|ics|txt|xml|map)$/,
      ],
      cleanupOutdatedCaches: true,
      clientsClaim: true,
      maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
    },
  });
}
