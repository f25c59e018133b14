import type { FooterProps } from './Footer.tsx';

/** The support contacts a full footer shows, for the stories and the tests. */
export const footerContacts = {
  supportPhone: '+7 (495) 000-00-00',
  email: 'support@example.ru',
  messengerHref: '#messenger',
  appStoreHref: '#app',
} satisfies Partial<FooterProps>;
