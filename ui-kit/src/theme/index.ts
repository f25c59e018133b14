export * from './tokens.ts';
export { GlobalStyle } from './GlobalStyle.ts';
export { contrastRatio, luminance } from './contrast.ts';
export { visuallyHidden } from './visuallyHidden.ts';
export { MOBILE_QUERY, useIsMobile, useMediaQuery } from './useMediaQuery.ts';
