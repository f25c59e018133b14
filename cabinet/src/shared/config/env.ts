import { apiBaseUrls, type Environment } from '@sb/contracts';

/** The environment the bundle was built for (APP_ENV at build time: local, stage or production). */
export const appEnv: Environment = ((): Environment => {
  // index.html carries the build's APP_ENV in <meta name="sb-app-env"> (Vite fills %APP_ENV% from the define in
  // vite.config.ts); reading the DOM keeps `import.meta` out of this module, so Jest can load it, and the value is
  // there before any module runs. app/buildEnv.ts sets a global as a second source.
  const meta = typeof document !== 'undefined' ? document.querySelector('meta[name="sb-app-env"]')?.getAttribute('content') : undefined;
  const value = meta && !meta.startsWith('%') ? meta : (globalThis as { __SB_APP_ENV__?: string }).__SB_APP_ENV__;
  return value === 'stage' || value === 'production' ? value : 'local';
})();

export const isLocalOrStage = appEnv !== 'production';

/**
 * External links and hosts, one set per environment (values recorded in docs/decisions.md). Support phone and
 * e-mail are placeholders of the company's real contacts.
 */
export interface ExternalConfig {
  mainSite: string;
  messenger: string;
  whatsapp: string;
  telegram: string;
  appStore: string;
  supportPhone: string;
  supportEmail: string;
  /** Hosts allowed to frame the cabinet (embedded mode). */
  frameParents: string[];
  /** Host of the production card payment widget script. */
  paymentWidgetHost: string;
  /** Host of the second payment provider's widget (the one place code below pays there). */
  secondProviderHost: string;
  /** Place code paid through the second provider (confirmtoken/yookassa). */
  secondProviderPlaceCode: string;
}

const shared = {
  messenger: 'https://t.me/boxstorage_support',
  whatsapp: 'https://wa.me/74950000000',
  telegram: 'https://t.me/boxstorage_support',
  appStore: 'https://apps.apple.com/app/id0000000000',
  supportPhone: '+7 (495) 000-00-00',
  supportEmail: 'support@boxstorage.example',
  paymentWidgetHost: 'https://widget.cloudpayments.ru',
  secondProviderHost: 'https://yookassa.ru',
  // the sandbox seeds this warehouse as the one paid through the second provider
  secondProviderPlaceCode: 'KRG-02',
} as const;

export const externalConfigs: Record<Environment, ExternalConfig> = {
  local: { ...shared, mainSite: 'https://boxstorage.example', frameParents: ['http://127.0.0.1:5173', 'http://localhost:5173'] },
  stage: { ...shared, mainSite: 'https://stage.boxstorage.example', frameParents: ['https://stage.boxstorage.example'] },
  production: { ...shared, mainSite: 'https://boxstorage.example', frameParents: ['https://boxstorage.example'] },
};

export const external: ExternalConfig = externalConfigs[appEnv];
export const apiBase = apiBaseUrls[appEnv];

/** Inside a frame (embedded mode) the main-site and messenger links are hidden. */
export function isEmbedded(): boolean {
  try {
    return typeof window !== 'undefined' && window.self !== window.top;
  } catch {
    return true;
  }
}
