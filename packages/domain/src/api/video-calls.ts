// The video consultation's calls of §7: reserve, confirm with the PIN from the verification mail,
// look up or cancel the reservation. Spread into CALLS (calls.ts), kept apart for its size.
import type {
  BookingEmailResponse,
  ReservationInfoResponse,
  ReservationStatusResponse,
} from './responses.ts';

export const VIDEO_CALLS = {
  reserveVideo: {
    method: 'POST',
    path: 'videosprechstunde/reservieren',
    auth: 'code',
    response: 'empty',
    errorContext: 'videoBooking',
  },
  bookVideo: {
    method: 'POST',
    path: 'videosprechstunde/buchen',
    auth: 'code',
    response: 'empty',
    errorContext: 'videoBooking',
  },
  bookingEmail: {
    method: 'GET',
    path: 'videosprechstunde/email/anzeigen',
    auth: 'code',
    response: 'json',
    errorContext: 'videoBooking',
  },
  resendBookingPin: {
    method: 'POST',
    path: 'videosprechstunde/pin/erneut/zusenden',
    auth: 'code',
    response: 'empty',
    errorContext: 'videoBooking',
  },
  reservationStatus: {
    method: 'GET',
    path: 'videosprechstunde/reservierungsstatus/abrufen',
    auth: 'code',
    response: 'json',
    errorContext: 'reservationStatus',
  },
  reservationInfo: {
    method: 'GET',
    path: 'videosprechstunde/reservierungsinformation/abrufen',
    auth: 'code',
    response: 'json',
    errorContext: 'videoBooking',
  },
  cancelReservation: {
    method: 'POST',
    path: 'videosprechstunde/reservierung/stornieren',
    auth: 'code',
    response: 'empty',
    errorContext: 'videoBooking',
  },
} as const;

export interface VideoCallResponses {
  readonly reserveVideo: void;
  readonly bookVideo: void;
  readonly bookingEmail: BookingEmailResponse;
  readonly resendBookingPin: void;
  readonly reservationStatus: ReservationStatusResponse;
  readonly reservationInfo: ReservationInfoResponse;
  readonly cancelReservation: void;
}
