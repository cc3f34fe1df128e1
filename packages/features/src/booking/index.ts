// booking feature (issue #4): the practice-hint and booking modals (§2), slot selection and
// booking (§4).
export { BookingFlow, storeSelection, type BookingFlowTestProps } from './BookingFlow.tsx';
export type { BookingFlowProps, SlotSelection } from './selection.ts';
export { BOOKING_TEXTS } from './texts.ts';
export { createBookingStore, termintypOf, type BookingState, type BookingStore } from './store.ts';
// What the reschedule modal (issue #15) shows as the booking modal does.
export type { BookingErrorView } from './booking-error.ts';
export { BookingErrorAlert } from './components/BookingErrorAlert.tsx';
export { slotDateTime } from './slot-date-time.ts';
export { PracticeDetails } from './components/PracticeDetails.tsx';
