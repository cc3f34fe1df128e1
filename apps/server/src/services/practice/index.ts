// The supply side (docs/supply.md): a practice's appointment profiles, slots and booked
// appointments, scoped to the practice of the token; used by the appointment desk routes and FHIR R4.
export { practiceByBsnr, practiceOfRequest, type PracticeScope } from './scope.ts';
export { refusePractice } from './refusals.ts';
export {
  createProfile,
  deactivateProfile,
  getProfile,
  listProfiles,
  updateProfile,
} from './profiles.ts';
export {
  getSlot,
  listSlots,
  lockPractice,
  MAX_RANGE_DAYS,
  publishSlots,
  setSlotAvailability,
  withdrawSlots,
  type DeskSlot,
  type PublishRequest,
} from './slots.ts';
export { cancelByPractice, getBooking, listBookings, type PracticeBooking } from './bookings.ts';
export { markNoShow, undoNoShow } from './no-show.ts';
export { releaseDueSlots, releaseJob } from './release.ts';
export { deskPractice, deskWeek } from './week.ts';
