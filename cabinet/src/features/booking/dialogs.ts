// Booking's dialogs (a box's booking, a request, a pre-order, the city chooser): one chunk, fetched when the
// browser is idle after the screen or when one opens (shared/ui/lazyPart.tsx). The thanks that follows a sent
// request comes with the screens.
export { BookingModal } from './dialog/BookingModal.tsx';
export { RequestModal } from './components/RequestModal.tsx';
export { PreOrderModal } from './components/PreOrderModal.tsx';
export { CityChooserModal } from './components/CityChooserModal.tsx';
