import { createGlobalStyle } from 'styled-components';
import { tokens, media } from './tokens.ts';

function cssVars(): string {
  const lines: string[] = [];
  for (const [group, values] of Object.entries(tokens)) {
    for (const [name, value] of Object.entries(values as Record<string, string | number>)) {
      lines.push(`--sb-${group}-${name}: ${value};`);
    }
  }
  return lines.join('\n');
}

/** Sets every token as a CSS custom property, plus a small reset, focus ring and reduced motion. */
export const GlobalStyle = createGlobalStyle`
  :root {
    ${cssVars()}
    --sb-focus-ring: 0 0 0 3px var(--sb-colors-surface), 0 0 0 5px var(--sb-colors-focus);
    color-scheme: light;
  }
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; }
  body {
    margin: 0;
    font-family: var(--sb-fonts-body);
    font-size: var(--sb-fontSizes-md);
    line-height: var(--sb-lineHeights-normal);
    color: var(--sb-colors-text);
    background: var(--sb-colors-surfaceMuted);
    -webkit-font-smoothing: antialiased;
  }
  h1, h2, h3, h4, p { margin: 0; }
  a { color: var(--sb-colors-brand); }
  button, input, select, textarea { font: inherit; color: inherit; }
  :focus-visible { outline: none; box-shadow: var(--sb-focus-ring); }
  .sb-tabular { font-variant-numeric: tabular-nums; }
  ${media.reducedMotion} {
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
`;
