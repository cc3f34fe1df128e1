// The part in-person booking and video reservation share (§3 "Booking payload", §5): the known
// code, the idempotency key, and the payload validated for the verified application type.
import type { Termintyp } from '@terminservice/domain/api';
import { createBookingRequestSchema, type BookingRequest } from '@terminservice/domain/validation';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { validate } from '../../http/define-call.ts';
import { requireCode } from '../../auth/code.ts';
import { clientKeyOf } from '../../security/pins.ts';
import { requireKnownCode } from '../../services/booking/index.ts';
import { idempotencyKeyOf } from '../../services/kernel/idempotency.ts';

/** A payload a partner can send as it is (any slot id of a search answer in place of 101). */
export const BOOKING_EXAMPLE = {
  slot: '101',
  leistungsmerkmale: ['W030'],
  contact: {
    geschlecht: 'WEIBLICH',
    nachname: 'Mustermann',
    vorname: 'Erika',
    geburtsdatum: '1980-05-04',
    notificationChannel: 'email',
    notificationReceiver: 'erika.mustermann@example.org',
    ort: 'Berlin',
    phone: '+491701234567',
    plz: '10115',
    strasse: 'Invalidenstraße',
    hausnummer: '1',
    hinweisAnBehandelndenArzt: '',
  },
};

/** The payload as documented in OpenAPI: the WEB form; TSS, DISPO, SURGERY add comment and agreement. */
export function documentedBookingBody(termintyp: Termintyp) {
  return createBookingRequestSchema({ applicationType: 'WEB', termintyp, today: new Date() });
}

export async function readBookingRequest(
  db: Db,
  pepper: string,
  request: FastifyRequest,
  termintyp: Termintyp,
): Promise<{
  code: Awaited<ReturnType<typeof requireKnownCode>>;
  idempotencyKey: string | null;
  body: BookingRequest;
}> {
  const code = await requireKnownCode(db, {
    code: requireCode(request),
    clientKey: clientKeyOf(pepper, request),
  });
  const idempotencyKey = idempotencyKeyOf(request);
  return { code, idempotencyKey, body: validateBookingBody(request, termintyp) };
}

type BookingSchema = ReturnType<typeof createBookingRequestSchema>;

/**
 * The schemas of the current day (the birthday rule counts from today), one per application type
 * and appointment type: built once, not for every request.
 */
const schemas = { day: '', byKind: new Map<string, BookingSchema>() };

function bookingSchema(request: FastifyRequest, termintyp: Termintyp): BookingSchema {
  const now = new Date();
  const day = now.toDateString();
  if (schemas.day !== day) schemas.byKind.clear();
  schemas.day = day;
  const kind = `${request.applicationType} ${termintyp}`;
  let schema = schemas.byKind.get(kind);
  if (!schema) {
    schema = createBookingRequestSchema({
      applicationType: request.applicationType,
      termintyp,
      today: now,
    });
    schemas.byKind.set(kind, schema);
  }
  return schema;
}

/** The payload validated for the verified application type and appointment type (WP003). */
export function validateBookingBody(request: FastifyRequest, termintyp: Termintyp): BookingRequest {
  return validate(bookingSchema(request, termintyp), request.body, 'body');
}
