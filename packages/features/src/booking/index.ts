// booking feature (issue #4): the practice-hint and booking modals (§2), slot selection and
// booking (§4).
export { BookingFlow, storeSelection, type BookingFlowTestProps } from './BookingFlow.tsx';
export type { BookingFlowProps, SlotSelection } from './selection.ts';
export { BOOKING_TEXTS } from './texts.ts';
export { createBookingStore, type BookingState, type BookingStore } from './store.ts';
