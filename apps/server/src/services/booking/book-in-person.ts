// POST buchung, booking in person (§4 "Booking"; §7 buchung; §8 booking) in two statements, each
// atomic on its own, without a transaction around them (ADR 10):
//
// 1. `readFacts` reads everything the decision needs in one SELECT: the code-guessing counter of
//    the client, the code itself (WP042 when unknown), whether it already has a booking or a
//    pending video reservation, the answer stored under the
//    Idempotency-Key, the slot with its practice and profile, whether the postcode is known, and a
//    booking id drawn from the sequence (so the confirmation mail, whose calendar file names the
//    booking, is written before the booking exists).
// 2. `decide` applies the booking rules (code-guard.ts, slot-rules.ts) to those facts: a refusal, a
//    replayed answer, or the booking to make.
// 3. `claimAndBook` makes it in one statement: it locks the code row (still usable), claims the
//    slot only if it is still free and in the future, and inserts the booking, the stored answer
//    for the key and the confirmation mail — all or nothing.
//
// When the claim finds the slot taken (a concurrent booking won), the code changed (its version:
// a cancellation or a video reservation meanwhile) or a unique index refuses the booking (the code
// booked another slot meanwhile), the facts are read again and decided again:
// the second reading says why (BU004, BU012, BU001) or replays the answer a concurrent request with
// the same key stored.
//
// Bookings of one slot take turns within the process (one-per-slot.ts, ADR 24): a request for a
// slot that an earlier request is booking reads its facts after that one has finished, so a race
// lost within one process is one read, not three statements and a commit. No slot is ever booked twice: the conditional UPDATE and the unique indexes
// (one active booking per slot and per code) guard it, as in every other booking path.
import type { ApplicationType } from '@terminservice/domain/application-type';
import { MAX_CANCELLATIONS_PER_CODE } from '@terminservice/domain/limits';
import type { Locale } from '@terminservice/domain/locale';
import type { BookingRequest } from '@terminservice/domain/validation';
import type { Db, Queryable } from '../../db/client.ts';
import { currentActor } from '../../db/actor.ts';
import { wrongCodeCounterKey } from '../../security/code-guessing.ts';
import { counterWindowJoin, type WindowRow } from '../../security/rate-limit.ts';
import { keyReused, type StoredAnswer } from '../kernel/idempotency.ts';
import type { OutgoingMessage } from '../kernel/outbox.ts';
import type { AppointmentFacts } from '../messages/appointment-text.ts';
import { refuse } from '../kernel/refusals.ts';
import { issuedOnSql, type CodeRow } from '../kernel/code-lock.ts';
import { assertCodeUsable, assertCodeValid, refuseGuesses } from './code-guard.ts';
import { confirmationMail } from './mails.ts';
import { onePerSlot } from './one-per-slot.ts';
import { checkSlotFits, parseSlotId, whyNotFree, type SlotFacts } from './slot-rules.ts';
import { isUniqueViolation, storedContact, storedKontaktJson } from './store.ts';

export interface BookInPersonInput {
  /** The normalised code from basic auth (auth/code.ts requireCode). */
  readonly code: string;
  /** The hashed client: the one code-guessing counter of every route (security/code-guessing.ts). */
  readonly clientKey: string;
  readonly body: BookingRequest;
  readonly applicationType: ApplicationType;
  readonly idempotencyKey: string | null;
  readonly requestHash: string;
  readonly appUrl: string;
  /** The language of the patient's messages (issue #23 part 1): WEB's Accept-Language, else 'de'. */
  readonly locale: Locale;
}

/**
 * The slot's part of the facts: what the rules and the confirmation mail read, nothing more. Each
 * column costs the driver a parser per reading (issue #25 part 3: with 45 columns that was 4 % of
 * the server's time), and the rules run for every request, the mail only for a booking.
 */
type SlotPart = Omit<
  AppointmentFacts,
  'buchung_id' | 'termintyp' | 'erstellt_am' | 'nachrichtensprache'
> & {
  readonly begonnen: boolean;
  readonly entfernt: boolean;
  readonly profil_leistungsmerkmale: string[];
};

/**
 * One row of `readFacts`: always one, with the code's columns null when the code is unknown and the
 * slot's columns null when the slot does not exist.
 */
interface BookingFacts extends SlotPart, WindowRow {
  readonly code: string | null;
  /** The code's version (migration 0007): the booking statement requires it unchanged. */
  readonly version: number;
  readonly leistungsmerkmal: string;
  readonly dringlichkeit: string;
  readonly notiert: boolean;
  readonly stornierungen: number;
  readonly ausgestellt_am_tag: string;
  readonly gebucht: boolean;
  readonly reserviert: boolean;
  readonly plz_bekannt: boolean;
  readonly gespeichert_hash: string | null;
  readonly gespeichert_status: number | null;
  readonly gespeichert_antwort: unknown;
  readonly neue_buchung_id: string;
  readonly jetzt: Date;
  readonly slot_id: string | null;
  readonly slot_status: SlotFacts['status'] | null;
  readonly slot_termintyp: string | null;
  readonly buchungsbefugnisse: string[] | null;
  readonly dringlichkeiten: string[] | null;
}

// The code row is read without a lock: the lock is taken by the booking statement itself, which
// re-checks what could change in between (cancellations, the slot's state, the unique indexes).
// The guessing counter is read in the same statement: a client at the ceiling is refused even with
// a correct code (code-guard.ts requireKnownCode does the same for the other routes).
const FACTS_SQL = `
  SELECT g.anzahl, g.rest,
         c.code, c.version, c.leistungsmerkmal, c.dringlichkeit, c.stornierungen, c.notiert,
         ${issuedOnSql('c')} AS ausgestellt_am_tag,
         EXISTS (SELECT 1 FROM buchungen b WHERE b.code = c.code AND b.storniert_am IS NULL) AS gebucht,
         EXISTS (SELECT 1 FROM reservierungen r
                  WHERE r.code = c.code AND r.status = 'RESERVIERT' AND r.laeuft_ab_am > now()) AS reserviert,
         EXISTS (SELECT 1 FROM postleitzahlen WHERE plz = $3) AS plz_bekannt,
         i.anfrage_hash AS gespeichert_hash, i.status_code AS gespeichert_status,
         i.antwort AS gespeichert_antwort,
         nextval(pg_get_serial_sequence('buchungen', 'id'))::text AS neue_buchung_id,
         now() AS jetzt,
         s.id::text AS slot_id, s.status AS slot_status, s.termintyp AS slot_termintyp,
         s.buchungsbefugnisse, s.dringlichkeiten,
         s.beginn, s.ende, s.beginn <= now() AS begonnen,
         p.name AS praxis_name, p.strasse, p.plz, p.ort, p.telefon, p.entfernt,
         t.name AS profil_name, t.leistungsmerkmale AS profil_leistungsmerkmale
    FROM (SELECT 1) AS one
    ${counterWindowJoin('$6', 'g')}
    LEFT JOIN vermittlungscodes c ON c.code = $1
    LEFT JOIN idempotenz i ON c.code IS NOT NULL AND i.bereich = $4 AND i.schluessel = $5
    LEFT JOIN slots s ON c.code IS NOT NULL AND s.id = $2
    LEFT JOIN praxen p ON p.id = s.praxis_id
    LEFT JOIN terminprofile t ON t.id = s.terminprofil_id`;

async function readFacts(
  q: Queryable,
  input: BookInPersonInput,
  slotId: string | null,
): Promise<BookingFacts | undefined> {
  const [row] = await q.query<BookingFacts>(FACTS_SQL, [
    input.code,
    slotId,
    input.body.contact.plz,
    scopeOf(input),
    input.idempotencyKey,
    wrongCodeCounterKey(input.clientKey),
  ]);
  return row;
}

/** Idempotency keys of in-person bookings are kept per code (services/kernel/idempotency.ts). */
function scopeOf(input: BookInPersonInput): string {
  return `buchung:${input.code}`;
}

function slotFactsOf(facts: BookingFacts): SlotFacts | null {
  if (facts.slot_id === null || facts.slot_status === null || facts.slot_termintyp === null) {
    return null;
  }
  return {
    id: facts.slot_id,
    status: facts.slot_status,
    termintyp: facts.slot_termintyp,
    buchungsbefugnisse: facts.buchungsbefugnisse ?? [],
    dringlichkeiten: facts.dringlichkeiten ?? [],
    begonnen: facts.begonnen,
    entfernt: facts.entfernt,
    leistungsmerkmale: facts.profil_leistungsmerkmale,
  };
}

interface Booking {
  readonly buchungId: string;
  readonly slotId: string;
  readonly leistungsmerkmale: string[];
  readonly receiver: string | null;
  readonly mail: OutgoingMessage | null;
}

/**
 * The booking rules, in the order the §8 codes are checked: the code (WP042, WP008), the stored
 * answer for the key (replay, or 422 for another body), the code's bookings and reservations
 * (BU001), the code's validity (WP008, issue #15), the slot (BU002, BU005, BU004), the contact's postcode (WP030), the slot's state
 * (BU004, BU012).
 */
function decide(
  facts: BookingFacts,
  code: CodeRow,
  input: BookInPersonInput,
): StoredAnswer | Booking {
  assertCodeUsable(code);
  if (facts.gespeichert_hash !== null) {
    if (facts.gespeichert_hash !== input.requestHash) throw keyReused();
    return { statusCode: facts.gespeichert_status ?? 200, body: facts.gespeichert_antwort };
  }
  if (facts.gebucht) throw refuse.alreadyBooked();
  if (facts.reserviert) throw refuse.reservationPending();
  assertCodeValid(code, facts.jetzt);
  const { slot, leistungsmerkmale } = checkSlotFits(slotFactsOf(facts), {
    termintyp: 'PRAESENZTERMIN',
    applicationType: input.applicationType,
    code,
    requested: input.body.leistungsmerkmale,
  });
  if (!facts.plz_bekannt) throw refuse.contactPostcodeUnknown();
  if (slot.status !== 'FREI' || slot.begonnen) throw whyNotFree(slot, refuse.slotBlocked);

  const contact = input.body.contact;
  const receiver =
    contact.notificationChannel === 'email' && contact.notificationReceiver !== ''
      ? contact.notificationReceiver
      : null;
  const booked: AppointmentFacts = {
    ...facts,
    buchung_id: facts.neue_buchung_id,
    termintyp: 'PRAESENZTERMIN',
    erstellt_am: facts.jetzt,
    nachrichtensprache: input.locale,
  };
  return {
    buchungId: facts.neue_buchung_id,
    slotId: slot.id,
    leistungsmerkmale,
    receiver,
    mail: receiver ? confirmationMail(booked, code.code, receiver, input.appUrl) : null,
  };
}

/** 204, the answer stored for the request's key (same body), or the §8 refusal. */
const BOOKED: StoredAnswer = { statusCode: 204, body: null };

// Lock order code → slot, as in every transaction that locks both (manage.ts, reservation/). The code
// CTE is referenced by the slot's UPDATE, so it runs (and locks) first; its condition is checked
// again on the newest row version after a wait, so a cancellation that used the code up, or a
// video reservation made with it, in the meantime (both raise the version) stops the booking.
// The code is locked only while the slot is still free in the statement's snapshot: a request that
// comes after the slot was booked writes nothing (no lock, no commit to flush) before it reads why.
//
// The statement runs on its own (no transaction), so it names its actor to the change log itself
// (db/actor.ts, ADR 25): the slot's UPDATE reads the `akteur` CTE, so the setting is made before
// anything is written, and the log's triggers read it at the statement's end — no round trip.
const CLAIM_AND_BOOK_SQL = `
  WITH code AS (
    SELECT code FROM vermittlungscodes
     WHERE code = $1 AND stornierungen < $2 AND version = $16
       AND EXISTS (SELECT 1 FROM slots WHERE id = $3 AND status = 'FREI')
       FOR UPDATE
  ), akteur AS (
    SELECT set_config('terminservice.akteur', $17, true) AS gesetzt
  ), slot AS (
    UPDATE slots SET status = 'GEBUCHT', version = version + 1
     WHERE id = $3 AND status = 'FREI' AND beginn > now() AND EXISTS (SELECT 1 FROM code)
       AND EXISTS (SELECT 1 FROM akteur)
    RETURNING id
  ), booking AS (
    INSERT INTO buchungen
      (id, code, slot_id, termintyp, leistungsmerkmale, kontakt, benachrichtigung, erstellt_am,
       nachrichtensprache)
    OVERRIDING SYSTEM VALUE
    SELECT $4, $1, slot.id, 'PRAESENZTERMIN', $5::text[], $6::jsonb, $7, $8, $18 FROM slot
    RETURNING id
  ), stored AS (
    INSERT INTO idempotenz (bereich, schluessel, anfrage_hash, status_code, antwort)
    SELECT $9, $10, $11, 204, 'null'::jsonb FROM booking WHERE $10::text IS NOT NULL
  ), mail AS (
    INSERT INTO outbox (kanal, empfaenger, betreff, text, anhaenge)
    SELECT 'email', $12, $13, $14, $15::jsonb FROM booking WHERE $12::text IS NOT NULL
  )
  SELECT count(*)::int AS gebucht FROM booking`;

/** Whether the booking was made; false when the slot or the code was taken meanwhile. */
async function claimAndBook(
  q: Queryable,
  input: BookInPersonInput,
  booking: Booking,
  facts: BookingFacts,
): Promise<boolean> {
  try {
    const [row] = await q.query<{ gebucht: number }>(CLAIM_AND_BOOK_SQL, [
      input.code,
      MAX_CANCELLATIONS_PER_CODE,
      booking.slotId,
      booking.buchungId,
      booking.leistungsmerkmale,
      storedKontaktJson(storedContact(input.body.contact), booking.receiver),
      booking.receiver,
      facts.jetzt,
      scopeOf(input),
      input.idempotencyKey,
      input.requestHash,
      booking.mail?.to ?? null,
      booking.mail?.subject ?? '',
      booking.mail?.text ?? '',
      JSON.stringify(booking.mail?.attachments ?? []),
      facts.version,
      currentActor(),
      input.locale,
    ]);
    return row?.gebucht === 1;
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}

/**
 * The code of the facts, after the guessing counter: 429 for a client at the ceiling (even with a
 * correct code), WP042 (or 429 within the client's wait) for an unknown code, which counts.
 */
async function knownCode(db: Db, facts: BookingFacts | undefined, input: BookInPersonInput) {
  const known = await refuseGuesses(
    db,
    facts,
    facts && hasCode(facts) ? facts : null,
    input.clientKey,
  );
  const code: CodeRow = {
    code: known.code,
    leistungsmerkmal: known.leistungsmerkmal,
    dringlichkeit: known.dringlichkeit,
    stornierungen: known.stornierungen,
    notiert: known.notiert,
    ausgestellt_am_tag: known.ausgestellt_am_tag,
  };
  return { facts: known, code };
}

/** The facts of a known code (the code's columns are null for an unknown one). */
function hasCode(facts: BookingFacts): facts is BookingFacts & { readonly code: string } {
  return facts.code !== null;
}

/**
 * How often the facts are read again when the booking statement found them changed. Each
 * reading either refuses, replays or books, unless the code or the slot changed once more.
 */
const MAX_READINGS = 3;

/**
 * POST buchung: 204, the stored answer on replay, or the §8 refusal (a ServiceError). Bookings of
 * one slot take turns within the process (one-per-slot.ts, ADR 24).
 */
export async function bookInPerson(db: Db, input: BookInPersonInput): Promise<StoredAnswer> {
  const slotId = parseSlotId(input.body.slot);
  return onePerSlot(db, slotId, () => readDecideBook(db, input, slotId));
}

async function readDecideBook(
  db: Db,
  input: BookInPersonInput,
  slotId: string | null,
): Promise<StoredAnswer> {
  for (let reading = 1; ; reading++) {
    const { facts, code } = await knownCode(db, await readFacts(db, input, slotId), input);
    const decision = decide(facts, code, input);
    if (!('buchungId' in decision)) return decision;
    if (await claimAndBook(db, input, decision, facts)) return BOOKED;
    // Lost a race (the slot, the code, or a concurrent request with the same key): the facts as
    // they are now say why, or hold the answer the concurrent request stored.
    if (reading === MAX_READINGS) throw refuse.slotUnavailable();
  }
}
