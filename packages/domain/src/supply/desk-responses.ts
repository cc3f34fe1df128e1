// The appointment desk's answers as valibot schemas, field for field the types of desk.ts (the
// annotations keep the two in step). The server documents them in its OpenAPI document and its
// suite validates every answer against that document (docs/supply.md "Calls"). Strict objects: a
// field the server sends but the document does not name fails the suite.
import * as v from 'valibot';
import { URGENCIES } from '../search/urgency.ts';
import type {
  DeskBooking,
  DeskPractice,
  DeskSlotsResponse,
  DeskSlotView,
  NoShowResponse,
  PracticeCancelResponse,
  PublishResponse,
  WithdrawResponse,
} from './desk.ts';
import { APPOINTMENT_TYPES, BOOKING_AUTHORITIES, type Profile } from './profile.ts';
import { DESK_SLOT_STATES } from './slots.ts';
import { SPRACHE_CODES } from './sprachen.ts';

/** A schema whose output is exactly `T` (checked where it is declared). */
type SchemaOf<T> = v.GenericSchema<unknown, T>;

const text = v.string();
const count = v.pipe(v.number(), v.integer(), v.minValue(0));

export const deskPracticeSchema: SchemaOf<DeskPractice> = v.strictObject({
  bsnr: text,
  name: text,
  strasse: text,
  plz: text,
  ort: text,
});

export const profileSchema: SchemaOf<Profile> = v.strictObject({
  id: text,
  name: text,
  dauerMinuten: count,
  termintyp: v.picklist(APPOINTMENT_TYPES),
  leistungsmerkmale: v.array(text),
  qualifikationen: v.array(text),
  hinweis: text,
  buchungsbefugnisse: v.array(v.picklist(BOOKING_AUTHORITIES)),
  dringlichkeiten: v.array(v.picklist(URGENCIES)),
  freigabeTage: v.nullable(count),
  arzt: v.nullable(v.strictObject({ lanr: text, titel: text, vorname: text, nachname: text })),
  sprachen: v.array(v.picklist(SPRACHE_CODES)),
  aktiv: v.boolean(),
  freieSlots: count,
});

export const profilesResponseSchema: SchemaOf<{ readonly profile: readonly Profile[] }> =
  v.strictObject({ profile: v.array(profileSchema) });

const deskBookingSchema: SchemaOf<DeskBooking> = v.strictObject({
  id: text,
  codeMaskiert: text,
  vorname: text,
  nachname: text,
  geburtsdatum: text,
  telefon: text,
  email: text,
  hinweis: text,
  leistungsmerkmale: v.array(text),
  bestaetigtAm: v.nullable(text),
  nichtErschienenAm: v.nullable(text),
  nichtErschienenAktion: v.nullable(v.picklist(['markieren', 'aufheben'])),
});

export const deskSlotSchema: SchemaOf<DeskSlotView> = v.strictObject({
  id: text,
  profilId: text,
  beginn: text,
  ende: text,
  termintyp: text,
  zustand: v.picklist(DESK_SLOT_STATES),
  buchung: v.nullable(deskBookingSchema),
});

export const deskSlotsResponseSchema: SchemaOf<DeskSlotsResponse> = v.strictObject({
  slots: v.array(deskSlotSchema),
});

export const publishResponseSchema: SchemaOf<PublishResponse> = v.strictObject({
  anzahl: count,
  ids: v.array(text),
});

export const withdrawResponseSchema: SchemaOf<WithdrawResponse> = v.strictObject({
  zurueckgezogen: count,
});

export const practiceCancelResponseSchema: SchemaOf<PracticeCancelResponse> = v.strictObject({
  benachrichtigt: v.nullable(v.picklist(['email', 'sms'])),
});

export const noShowResponseSchema: SchemaOf<NoShowResponse> = v.strictObject({
  nichtErschienenAm: v.nullable(text),
});
