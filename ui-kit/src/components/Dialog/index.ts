export { Dialog, DialogClose } from './Dialog.tsx';
export type { DialogProps, DialogSize } from './Dialog.tsx';
export { ConfirmDialog } from './ConfirmDialog.tsx';
export type { ConfirmDialogProps } from './ConfirmDialog.tsx';
