import type { Preview } from '@storybook/react-vite';
import { IntlProvider } from 'react-intl';
import { GlobalStyle } from '../src/theme/index.ts';
import { uiKitMessages, type UiKitLocale } from '../src/i18n/index.ts';

const preview: Preview = {
  globalTypes: {
    locale: {
      description: 'Language of the component strings',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: [
          { value: 'ru', title: 'Русский' },
          { value: 'en', title: 'English' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'ru' },
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
    a11y: { test: 'error', options: { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'] } } },
  },
  decorators: [
    (Story, context) => {
      const locale = (context.globals.locale ?? 'ru') as UiKitLocale;
      document.documentElement.lang = locale;
      return (
        <IntlProvider locale={locale} defaultLocale="ru" messages={uiKitMessages[locale]}>
          <GlobalStyle />
          <main>
            <Story />
          </main>
        </IntlProvider>
      );
    },
  ],
};
export default preview;
