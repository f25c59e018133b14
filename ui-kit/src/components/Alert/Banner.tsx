import { Alert, type AlertProps } from './Alert.tsx';

export type BannerProps = AlertProps;

/** A page-wide Alert at the top of a screen or layout (a debt warning, embedded-mode notice, an outage). */
export function Banner(props: BannerProps) {
  return <Alert data-layout="banner" {...props} />;
}
