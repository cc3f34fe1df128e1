// Booking in person and managing a booking (§4 "Booking", "Cancellation"; §7 buchung; §8 booking,
// cancel, details page): what the routes use. The modules beside this one hold the rules.
export { bookInPerson, type BookInPersonInput } from './book-in-person.ts';
export { assertCodeUsable, requireKnownCode, type CodeRequest } from './code-guard.ts';
export { publicAppUrl } from './mails.ts';
export { cancelBookings, cancelLocked } from './manage.ts';
export { confirmContactChange, requestContactChange } from './contact-change.ts';
export { markNoted, NOT_NOTED } from './noted.ts';
export { rescheduleBooking, type RescheduleInput } from './reschedule.ts';
