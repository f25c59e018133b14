import type { Order } from '@sb/contracts';
import { CargoRequestDialog } from './CargoRequestDialog.tsx';
import { CloseContractDialog } from './CloseContractDialog.tsx';

// The order page's dialogs (a new invoice, closing the contract, a cargo request): one chunk, fetched when the
// browser is idle after the page or when one opens (OrderViewScreen.tsx, shared/ui/lazyPart.tsx).
export { NewInvoiceDialog } from './NewInvoiceDialog.tsx';

interface Opened {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Closing the contract, mounted while open (its form starts afresh each time). */
export function CloseContract({ open, onOpenChange, order }: Opened & { order: Order }) {
  return open ? <CloseContractDialog order={order} onClose={() => onOpenChange(false)} /> : null;
}

/** A cargo request, mounted while open. */
export function CargoRequest({ open, onOpenChange, order, today }: Opened & { order: Order; today: Date }) {
  return open ? <CargoRequestDialog order={order} today={today} onClose={() => onOpenChange(false)} /> : null;
}
