// The answers of the §7 calls as valibot schemas, field for field the types of responses.ts (the
// type annotations below keep the two in step). The server documents them in its OpenAPI document
// and its test suite validates every answer against that document, so neither can drift. Strict
// objects: a field the server sends but the document does not name fails the suite.
import * as v from 'valibot';
import { URGENCIES } from '../search/urgency.ts';
import { NEXT_CANCELLATION } from '../vermittlungscode/status.ts';
import type { CallKey, CallResponses } from './calls.ts';
import {
  BUCHUNGSBEFUGNISSE,
  RESERVIERUNGSSTATUS,
  RESULT_SECTIONS,
  TERMINTYPEN,
  type AppointmentResponse,
  type AvailabilityResponse,
  type BookingEmailResponse,
  type ChangeContactResponse,
  type CodeResponse,
  type CodeStatusResponse,
  type Einrichtung,
  type FacilitySearchResponse,
  type FeatureTogglesResponse,
  type IdentificationResponse,
  type LoginResponse,
  type NotedResponse,
  type PlaceNameResponse,
  type Praxis,
  type QualificationsResponse,
  type ReservationInfoResponse,
  type ReservationStatusResponse,
  type SearchResponse,
  type StatusResponse,
  type Terminprofil,
  type VerifyIdentificationResponse,
} from './responses.ts';

/** A schema whose output is exactly `T` (checked where it is declared). */
type SchemaOf<T> = v.GenericSchema<unknown, T>;

const text = v.string();
const texts = v.array(v.string());
const termintyp = v.picklist(TERMINTYPEN);

const leistungsmerkmalInfo = v.strictObject({ name: text, code: text });

export const featureTogglesResponseSchema: SchemaOf<FeatureTogglesResponse> = v.array(
  v.strictObject({ key: text, value: v.boolean() }),
);

export const statusResponseSchema: SchemaOf<StatusResponse> = v.strictObject({
  status: v.nullable(text),
});

export const loginResponseSchema: SchemaOf<LoginResponse> = v.strictObject({
  kv: text,
  qualifikationen: v.union([text, texts]),
  termintypen: v.optional(v.array(termintyp)),
});

export const codeResponseSchema: SchemaOf<CodeResponse> = v.strictObject({ code: text });

const calendarDay = v.pipe(v.string(), v.regex(/^[0-9]{4}-[0-9]{2}-[0-9]{2}$/));
const count = v.pipe(v.number(), v.integer(), v.minValue(0));

export const codeStatusResponseSchema: SchemaOf<CodeStatusResponse> = v.strictObject({
  gueltigBis: calendarDay,
  abgelaufen: v.boolean(),
  stornierungen: count,
  maxStornierungen: count,
  verbraucht: v.boolean(),
  dringlichkeit: v.picklist(URGENCIES),
  termine: v.nullable(v.strictObject({ von: calendarDay, bis: calendarDay })),
  naechsteAbsage: v.picklist(NEXT_CANCELLATION),
});

export const availabilityResponseSchema: SchemaOf<AvailabilityResponse> = v.strictObject({
  termineVorhanden: v.boolean(),
  suchRadius: v.optional(v.pipe(v.number(), v.integer())),
});

export const identificationResponseSchema: SchemaOf<IdentificationResponse> = v.strictObject({
  token: text,
});

export const verifyIdentificationResponseSchema: SchemaOf<VerifyIdentificationResponse> =
  v.strictObject({ vermittlungscode: text, plz: text, leistungsmerkmal: text });

export const placeNameResponseSchema: SchemaOf<PlaceNameResponse> = v.strictObject({
  ortsname: text,
});

export const qualificationsResponseSchema: SchemaOf<QualificationsResponse> = v.strictObject({
  w: v.record(v.string(), v.record(v.string(), texts)),
  z: v.record(v.string(), text),
  g: v.record(v.string(), text),
});

const praxisSchema: SchemaOf<Praxis> = v.strictObject({
  label: text,
  street: text,
  plz: text,
  city: text,
  distance: v.optional(v.number()),
  lat: v.optional(v.number()),
  lon: v.optional(v.number()),
  phone: v.optional(text),
  web: v.optional(text),
  bf: v.optional(texts),
  barrierefreiheitFreitext: v.optional(text),
  kv: v.optional(text),
  praxishinweis: v.optional(text),
  bsnr: v.optional(text),
});

const terminprofilSchema: SchemaOf<Terminprofil> = v.strictObject({
  name: text,
  terminprofilhinweis: v.optional(text),
  leistungsmerkmale: v.optional(v.array(leistungsmerkmalInfo)),
  qualifikationen: v.optional(v.array(leistungsmerkmalInfo)),
  arzt: v.optional(
    v.strictObject({ titel: v.optional(text), vorname: v.optional(text), nachname: text }),
  ),
  sprachen: v.optional(texts),
});

const einrichtungSchema: SchemaOf<Einrichtung> = v.strictObject({
  bsnr: text,
  webseite: v.optional(text),
  telefonnummer: v.optional(text),
  strasse: text,
  name: text,
  plz: text,
  ort: text,
  distance: v.optional(v.number()),
  hinweis: v.optional(text),
  barrierefreiheitFreitext: v.optional(text),
  barrierefreiheiten: v.optional(texts),
});

/** Slots keyed by date, then by an id (practice or profile): lists of `slot`. */
function byDateAndId<TSlot extends v.GenericSchema>(slot: TSlot) {
  return v.record(v.string(), v.record(v.string(), v.array(slot)));
}

export const appointmentResponseSchema: SchemaOf<AppointmentResponse> = v.strictObject({
  slots: byDateAndId(
    v.strictObject({
      id: text,
      begin: text,
      end: text,
      expired: v.boolean(),
      showTerminAbsagenOption: v.boolean(),
      leistungsmerkmale: v.array(leistungsmerkmalInfo),
      terminprofileId: text,
      ical: text,
      termintyp: v.optional(termintyp),
    }),
  ),
  praxen: v.record(v.string(), praxisSchema),
  terminprofile: v.record(v.string(), terminprofilSchema),
});

export const reservationInfoResponseSchema: SchemaOf<ReservationInfoResponse> = v.strictObject({
  slot: v.strictObject({
    terminzeit: v.strictObject({ wochentag: text, datum: text, uhrzeit: text }),
    leistungsmerkmale: v.array(leistungsmerkmalInfo),
  }),
  einrichtung: einrichtungSchema,
  terminprofil: v.strictObject({ name: text, hinweis: v.optional(text) }),
});

export const reservationStatusResponseSchema: SchemaOf<ReservationStatusResponse> = v.strictObject({
  reservierungsstatus: v.picklist(RESERVIERUNGSSTATUS),
});

export const notedResponseSchema: SchemaOf<NotedResponse> = v.strictObject({
  notiert: v.nullable(text),
});

export const bookingEmailResponseSchema: SchemaOf<BookingEmailResponse> = v.strictObject({
  email: text,
});

export const changeContactResponseSchema: SchemaOf<ChangeContactResponse> = v.strictObject({
  bestaetigungAusstehend: v.boolean(),
});

const slotsByDateSchema = v.record(
  v.string(),
  byDateAndId(
    v.strictObject({
      id: text,
      begin: text,
      praxisId: text,
      termintyp: v.optional(termintyp),
      buchungsbefugnisse: v.array(v.picklist(BUCHUNGSBEFUGNISSE)),
    }),
  ),
);

export const searchResponseSchema: SchemaOf<SearchResponse> = v.strictObject({
  requestInfo: v.strictObject({
    radius: v.number(),
    daytime: text,
    dringlichkeit: v.optional(text),
    gesuchteLeistungsmerkmale: texts,
    bsnr: v.optional(text),
    sprache: v.optional(text),
  }),
  leistungsfilter: v.optional(v.strictObject({ hinweistext: v.optional(text) })),
  freiTextSuche: v.optional(v.boolean()),
  slots: v.strictObject(
    Object.fromEntries(RESULT_SECTIONS.map((section) => [section, v.optional(slotsByDateSchema)])),
  ),
  praxen: v.record(v.string(), praxisSchema),
  terminprofile: v.record(v.string(), terminprofilSchema),
});

export const facilitySearchResponseSchema: SchemaOf<FacilitySearchResponse> = v.strictObject({
  einrichtungen: v.array(einrichtungSchema),
});

/** The JSON answer of each call that has one (plain-text and empty answers have none). */
export const RESPONSE_SCHEMAS: { readonly [K in CallKey]?: SchemaOf<CallResponses[K]> } = {
  featureToggles: featureTogglesResponseSchema,
  status: statusResponseSchema,
  login: loginResponseSchema,
  codeByServiceFeature: codeResponseSchema,
  codeByUrgency: codeResponseSchema,
  availability: availabilityResponseSchema,
  requestIdentityPinByEmail: identificationResponseSchema,
  requestIdentityPinBySms: identificationResponseSchema,
  verifyIdentity: verifyIdentificationResponseSchema,
  placeName: placeNameResponseSchema,
  qualifications: qualificationsResponseSchema,
  facilitySearch: facilitySearchResponseSchema,
  search: searchResponseSchema,
  smedSearch: searchResponseSchema,
  bookingLookup: appointmentResponseSchema,
  changeContact: changeContactResponseSchema,
  codeStatus: codeStatusResponseSchema,
  isCodeNoted: notedResponseSchema,
  bookingEmail: bookingEmailResponseSchema,
  reservationStatus: reservationStatusResponseSchema,
  reservationInfo: reservationInfoResponseSchema,
};
