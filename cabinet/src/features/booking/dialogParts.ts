import { lazyPart, loader } from '../../shared/ui/lazyPart.tsx';

const dialogs = loader(() => import('./dialogs.ts'));

/** Booking's dialogs, each from the one chunk of `dialogs.ts`. */
export const BookingModal = lazyPart(dialogs, (m) => m.BookingModal, { dialog: true });
export const RequestModal = lazyPart(dialogs, (m) => m.RequestModal, { dialog: true });
export const PreOrderModal = lazyPart(dialogs, (m) => m.PreOrderModal, { dialog: true });
export const CityChooserModal = lazyPart(dialogs, (m) => m.CityChooserModal, { dialog: true });
