export { Footer } from './Footer.tsx';
export type { FooterProps, FooterLink } from './Footer.tsx';
export { CardBrandLogo } from './CardBrands.tsx';
export type { CardBrand } from './CardBrands.tsx';
