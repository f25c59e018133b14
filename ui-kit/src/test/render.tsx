import type { AnchorHTMLAttributes, ReactElement, ReactNode } from 'react';
import { render, type RenderOptions } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import axe from 'axe-core';
import { uiKitMessages, type UiKitLocale } from '../i18n/index.ts';
import { GlobalStyle } from '../theme/index.ts';

/** Renders inside the providers a screen gives ui-kit: react-intl (ru by default) and the global style. */
export function renderKit(ui: ReactElement, { locale = 'ru', ...options }: RenderOptions & { locale?: UiKitLocale } = {}) {
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <IntlProvider locale={locale} messages={uiKitMessages[locale]} defaultLocale="ru">
        <GlobalStyle />
        {children}
      </IntlProvider>
    );
  }
  return render(ui, { wrapper: Wrapper, ...options });
}

/** A stand-in for the app's router link: an anchor marked `data-router-link` whose clicks go to `navigate`, not the browser. */
export function routerLink(navigate: (href: string | undefined) => void) {
  return function RouterLink({ href, onClick, children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement>) {
    return (
      <a
        href={href}
        data-router-link="true"
        {...rest}
        onClick={(e) => {
          e.preventDefault();
          navigate(href);
          onClick?.(e);
        }}
      >
        {children}
      </a>
    );
  };
}

/** Runs axe on what is rendered and fails with the rules it broke. */
export async function expectNoAxeViolations(container: Element = document.body): Promise<void> {
  const result = await axe.run(container, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'] },
    // jsdom cannot compute colours or layout; contrast is checked by the tokens test and in Chromium by e2e
    rules: { 'color-contrast': { enabled: false }, 'target-size': { enabled: false } },
  });
  const found = result.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(found).toEqual([]);
}
