export { ToastProvider, useToast } from './Toast.tsx';
export type { ToastOptions, ToastApi, ToastProviderProps, ToastVariant } from './Toast.tsx';
