// The §8 refusals the services throw, in one table: status, code and text of each. Where §8 fixes
// the message of a (context, code), the text is the domain's catalogue row (catalogueText), so
// server and app say the same and no spec text is typed twice; the other texts are the server's own
// (§8 shows the server's text for them). Each entry is a `refusal` (errors.ts): built once when
// this module loads, so a missing catalogue row fails at start (and in test/refusals.test.ts)
// instead of falling back to a copy; and a route declares the entries it can answer, from which its
// OpenAPI refusals are written (issue #26 part 1, http/openapi/refusals.ts).
import {
  catalogueText,
  type ErrorContext,
  type KnownErrorCode,
} from '@terminservice/domain/errors';
import { unknownCode } from '../../auth/code.ts';
import { INVALID_INPUT, refusal, ServiceError } from '../../errors.ts';

const UNKNOWN_POSTCODE_TEXT = 'Die Postleitzahl ist unbekannt.';

/** A refusal whose text is the catalogue's for (context, code). */
function fromCatalogue(status: number, context: ErrorContext, code: KnownErrorCode): ServiceError {
  return new ServiceError(status, code, catalogueText(context, code));
}

/** A WP003 refusal of one field, with the field's own text. */
function invalidField(status: number, text: string, field: string): ServiceError {
  return new ServiceError(status, INVALID_INPUT.code, INVALID_INPUT.text, {
    items: [{ code: 'WP003', text, field }],
  });
}

export const refuse = {
  // -------------------------------------------------------------------------------------------
  // Any POST

  /** WP003: an Idempotency-Key that is too long or not printable ASCII. */
  malformedIdempotencyKey: refusal(() =>
    invalidField(400, 'Ungültiger Idempotency-Key.', 'header.idempotency-key'),
  ),

  // -------------------------------------------------------------------------------------------
  // Code login and code issuing (§8 login, availability)

  /** WP042: the code is unknown (counted as a guess). */
  unknownCode,
  /** WP008: the code was cancelled twice (§9). */
  loginCodeUsedUp: refusal(() => fromCatalogue(403, 'login', 'WP008')),
  /** WP008: the code is past its last valid day (issue #15, ADR 20). */
  loginCodeExpired: refusal(() => fromCatalogue(403, 'login', 'WP008')),
  /** WP009: the code already has a booking; the app goes to the details. */
  loginAlreadyBooked: refusal(
    () =>
      new ServiceError(
        409,
        'WP009',
        'Zu diesem Vermittlungscode wurde bereits ein Termin gebucht.',
      ),
  ),
  /** WP030: the postcode is not in the postcode table. */
  unknownPostcode: refusal(() => new ServiceError(400, 'WP030', UNKNOWN_POSTCODE_TEXT)),
  /** WP030: ortsname/abrufen for a postcode the table does not have. */
  noPlaceForPostcode: refusal(() => new ServiceError(404, 'WP030', UNKNOWN_POSTCODE_TEXT)),
  /** WP002 (§6): practices (SURGERY) issue codes with the urgency DRINGEND only. */
  urgencyNotForPractice: refusal(
    () =>
      new ServiceError(
        403,
        'WP002',
        'Praxen erhalten Vermittlungscodes nur mit der Dringlichkeit „innerhalb von 35 Tagen“.',
      ),
  ),
  /** WP003: the facility search needs a term or a postcode. */
  facilitySearchEmpty: refusal(() =>
    invalidField(
      400,
      'Bitte geben Sie einen Suchbegriff oder eine Postleitzahl ein.',
      'query.suchbegriff',
    ),
  ),
  /** WP067 "Fachrichtung unbekannt": a specialty this way of issuing codes does not offer. */
  unknownSpecialty: refusal(() => new ServiceError(400, 'WP067', 'Fachrichtung unbekannt')),

  // -------------------------------------------------------------------------------------------
  // Search (§8 search, §4 "Search" transitions)

  /** WP009: the code already has a booking → details. */
  searchAlreadyBooked: refusal(
    () =>
      new ServiceError(
        409,
        'WP009',
        'Mit diesem Vermittlungscode wurde bereits ein Termin gebucht.',
      ),
  ),
  /** WP082: a video reservation waits for its PIN → bookingVerification. */
  searchReservationPending: refusal(
    () =>
      new ServiceError(
        409,
        'WP082',
        'Für diesen Vermittlungscode ist eine Videosprechstunde reserviert. Bitte schließen Sie die Buchung mit der Verifizierungs-PIN ab.',
      ),
  ),
  /** WP055: no claim left → base. */
  searchCodeUsedUp: refusal(
    () =>
      new ServiceError(
        403,
        'WP055',
        'Der Vermittlungscode ist nicht mehr gültig: Mit diesem Code kann kein weiterer Termin gebucht werden.',
      ),
  ),
  /** WP055: the code is past its last valid day (issue #15, ADR 20) → base. */
  searchCodeExpired: refusal(
    () =>
      new ServiceError(
        403,
        'WP055',
        'Der Vermittlungscode ist abgelaufen: Mit diesem Code kann kein Termin mehr gebucht werden.',
      ),
  ),
  /** WP002: the code does not cover the chosen specialty. */
  specialtyNotCovered: refusal(
    () =>
      new ServiceError(
        403,
        'WP002',
        'Der Vermittlungscode gilt nicht für die gewählte Fachrichtung.',
      ),
  ),
  /** WP068: no practice with the SMED pseudonym. */
  unknownFacility: refusal(
    () =>
      new ServiceError(
        404,
        'WP068',
        'Die Einrichtung ist nicht bekannt oder nimmt nicht mehr an der Terminvermittlung teil.',
      ),
  ),

  // -------------------------------------------------------------------------------------------
  // Booking (§8 booking)

  /** BU001: the code already has a booking (or a pending video reservation). */
  alreadyBooked: refusal(
    () =>
      new ServiceError(
        409,
        'BU001',
        'Mit diesem Vermittlungscode wurde bereits ein Termin gebucht.',
      ),
  ),
  reservationPending: refusal(
    () =>
      new ServiceError(
        409,
        'BU001',
        'Mit diesem Vermittlungscode ist bereits eine Videosprechstunde reserviert. Bitte schließen Sie die Reservierung ab oder stornieren Sie sie.',
      ),
  ),
  /** BU002: the slot does not exist (any more), or its practice was removed. */
  slotDeleted: refusal(() => fromCatalogue(404, 'booking', 'BU002')),
  /** BU004: booked by someone else, in the past, or not bookable by this application type. */
  slotUnavailable: refusal(() => fromCatalogue(409, 'booking', 'BU004')),
  /** BU012: blocked (or held by a video reservation) in the meantime. */
  slotBlocked: refusal(() => fromCatalogue(409, 'booking', 'BU012')),
  /** BU005: the slot does not fit the code (Leistungsmerkmal or appointment type). §8: server text. */
  wrongLeistungsmerkmal: refusal(
    () =>
      new ServiceError(
        422,
        'BU005',
        'Der Termin passt nicht zur Fachrichtung Ihres Vermittlungscodes. Bitte wählen Sie einen Termin der passenden Fachrichtung aus.',
      ),
  ),
  videoSlotBookedInPerson: refusal(
    () =>
      new ServiceError(
        422,
        'BU005',
        'Dieser Termin ist eine Videosprechstunde. Eine Videosprechstunde wird zuerst reserviert und dann mit der PIN aus der Verifizierungsmail gebucht.',
      ),
  ),
  inPersonSlotReservedAsVideo: refusal(
    () =>
      new ServiceError(
        422,
        'BU005',
        'Dieser Termin ist ein Präsenztermin und kann nicht als Videosprechstunde reserviert werden.',
      ),
  ),
  /** WP008: the code was cancelled twice (§9) — 'Anspruch abgelaufen'. */
  codeUsedUp: refusal(
    () =>
      new ServiceError(
        403,
        'WP008',
        'Anspruch abgelaufen. Mit diesem Vermittlungscode wurden bereits zwei Termine abgesagt; er kann nicht mehr verwendet werden.',
      ),
  ),
  /** WP008: the code is past its last valid day (issue #15, ADR 20) — 'Anspruch abgelaufen'. */
  codeExpired: refusal(
    () =>
      new ServiceError(
        403,
        'WP008',
        'Anspruch abgelaufen. Der Vermittlungscode ist abgelaufen; mit ihm kann kein neuer Termin gebucht werden.',
      ),
  ),
  /** WP030: the contact's postcode is not a German postcode we know. */
  contactPostcodeUnknown: refusal(() => {
    const text = catalogueText('booking', 'WP030');
    return new ServiceError(422, 'WP030', text, {
      items: [{ code: 'WP030', text, field: 'body.contact.plz' }],
    });
  }),

  // -------------------------------------------------------------------------------------------
  // Managing a booking (§8 management, cancel, details page)

  /** WP069: the code has no (matching) active booking. */
  noBooking: refusal(() => fromCatalogue(404, 'management', 'WP069')),
  /** WP004: the appointment has begun or taken place. */
  alreadyTookPlace: refusal(() => fromCatalogue(409, 'cancel', 'WP004')),
  /** WP068: the practice of the booking no longer takes part. */
  practiceRemoved: refusal(() => fromCatalogue(410, 'detailsPage', 'WP068')),

  // -------------------------------------------------------------------------------------------
  // A new notification address, confirmed with the PIN mailed to it (issue #26; not in §8)

  /** WP080: the PIN is wrong, has expired, or no new address waits for one. */
  wrongAddressPin: refusal(() => fromCatalogue(422, 'emailChange', 'WP080')),
  /** WP079: five wrong PINs; the new address is dropped until it is sent again. */
  addressPinBlocked: refusal(() => fromCatalogue(423, 'emailChange', 'WP079')),

  // -------------------------------------------------------------------------------------------
  // Rescheduling a booking (issue #15, docs/rescheduling.md); the new slot is refused as a booking

  /** BU001: the new slot is the one the code has booked already. */
  sameSlot: refusal(
    () =>
      new ServiceError(
        409,
        'BU001',
        'Dieser Termin ist bereits für Ihren Vermittlungscode gebucht.',
      ),
  ),
  /** VS001 (the server's own code, issue #26): moved MAX_RESCHEDULES_PER_DAY times today. */
  rescheduledTooOften: refusal(
    (retryAfterSeconds: number) =>
      new ServiceError(429, 'VS001', catalogueText('reschedule', 'VS001'), {
        headers: { 'retry-after': String(retryAfterSeconds) },
      }),
    60,
  ),
  /** BU005: the new slot is of the other appointment type (in person ↔ video). */
  rescheduleOtherType: refusal(
    () =>
      new ServiceError(
        422,
        'BU005',
        'Ein Termin kann nur auf einen Termin derselben Art verschoben werden: ein Präsenztermin auf einen Präsenztermin, eine Videosprechstunde auf eine Videosprechstunde.',
      ),
  ),

  // -------------------------------------------------------------------------------------------
  // Video booking (§8 video booking)

  /** WP073: the code already holds a reservation. */
  videoAlreadyReserved: refusal(
    () =>
      new ServiceError(
        409,
        'WP073',
        'Für diesen Vermittlungscode ist bereits eine Videosprechstunde reserviert. Bitte schließen Sie die Buchung mit der PIN aus der Verifizierungsmail ab oder stornieren Sie die Reservierung.',
      ),
  ),
  /** WP074: the slot is held by someone else's reservation. */
  reservedByOther: refusal(() => fromCatalogue(409, 'videoBooking', 'WP074')),
  /** WP075: no valid reservation (30 minutes passed, cancelled, or none made). */
  reservationInvalid: refusal(() => fromCatalogue(410, 'videoBooking', 'WP075')),
  /** WP076: the code's video consultation is already booked. */
  videoAlreadyBooked: refusal(
    () =>
      new ServiceError(
        409,
        'WP076',
        'Für diesen Vermittlungscode wurde die Videosprechstunde bereits gebucht.',
      ),
  ),
  /** WP078: no further verification mails for this reservation. */
  noMoreDeliveries: refusal(() => fromCatalogue(409, 'videoBooking', 'WP078')),
  /** WP079: the PIN was blocked after five wrong attempts; the reservation is cancelled. */
  pinBlocked: refusal(() => fromCatalogue(423, 'videoBooking', 'WP079')),
  /** WP080: wrong PIN. */
  wrongPin: refusal(() => fromCatalogue(422, 'videoBooking', 'WP080')),
  receiverMismatch: refusal(() =>
    invalidField(
      422,
      'Die E-Mail-Adresse stimmt nicht mit der Adresse der Reservierung überein.',
      'body.receiver',
    ),
  ),

  // -------------------------------------------------------------------------------------------
  // Identity check (§8 identity e-mail PIN, identity PIN)

  /** WP061: the address already has an active booking for the specialty. */
  receiverHasBooking: refusal(() => fromCatalogue(409, 'identityEmailPin', 'WP061')),
  /** WP063: the receiver's hourly allowance is used up. */
  tooManyPins: refusal(
    (retryAfterSeconds: number) =>
      new ServiceError(429, 'WP063', catalogueText('identityEmailPin', 'WP063'), {
        headers: { 'retry-after': String(retryAfterSeconds) },
      }),
    60,
  ),
  /** WP063: the SMS check is switched off (§4 feature toggle). */
  smsCheckDisabled: refusal(
    () =>
      new ServiceError(
        403,
        'WP063',
        'Die Identitätsprüfung per SMS ist derzeit nicht verfügbar. Bitte wählen Sie die Prüfung per E-Mail.',
      ),
  ),
  /** WP003: a PIN that is not six digits. */
  malformedPin: refusal(() => invalidField(400, INVALID_INPUT.text, 'body.pin')),
  /**
   * WP059 (§8 identity PIN): wrong, expired, spent or unknown — never which. The identity check and
   * the slot alert answer it as a stored answer (services/identity.ts, alerts/confirm.ts).
   */
  wrongIdentityPin: refusal(() => fromCatalogue(400, 'identityPin', 'WP059')),
} as const;
