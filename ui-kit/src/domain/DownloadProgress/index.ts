export { DownloadProgress } from './DownloadProgress.tsx';
export type { DownloadProgressProps } from './DownloadProgress.tsx';
