export * from './tokens.ts';
export { GlobalStyle } from './GlobalStyle.ts';
export { contrastRatio, luminance } from './contrast.ts';
