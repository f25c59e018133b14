export { Alert } from './Alert.tsx';
export type { AlertProps, AlertVariant } from './Alert.tsx';
export { Banner } from './Banner.tsx';
export type { BannerProps } from './Banner.tsx';
