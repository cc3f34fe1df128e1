// The video consultation (§1, §4 "Video reservation", §7 videosprechstunde/*, §8 video booking,
// §9): reserve a slot for 30 minutes, book it with the PIN from the verification mail, resend the
// PIN, read and cancel the reservation. What the routes and the job list use.
export { expireReservations, reservationExpiryJob } from './expiry.ts';
export {
  cancelReservation,
  reservationEmail,
  reservationInfo,
  reservationStatus,
} from './manage.ts';
export {
  BOOKING_PIN_IP_LIMIT,
  MAX_PIN_DELIVERIES,
  resendBookingPin,
  verifyBookingPin,
  type ResendInput,
  type VerifyInput,
} from './pin.ts';
export { reserveVideo, type ReserveInput } from './reserve.ts';
