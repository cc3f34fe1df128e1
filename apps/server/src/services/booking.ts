// Booking in person and managing a booking (§4 "Booking", "Cancellation"; §7 buchung; §8 booking,
// cancel, details page; §9 "the code becomes invalid after two cancellations").
//
// No slot is ever booked twice, also across server instances: the slot changes state only through
// one conditional UPDATE (… WHERE status = 'FREI' AND beginn > now()) inside the booking
// transaction, and a unique index allows one active booking per slot (and, 0004_booking.sql, per
// code). The code's row is locked first, so one code's requests run one after another.
import type { ApplicationType } from '@terminservice/domain/application-type';
import { ERROR_CATALOGUE, type ErrorContext } from '@terminservice/domain/errors';
import { MAX_CANCELLATIONS_PER_CODE } from '@terminservice/domain/limits';
import type { BookingContact } from '@terminservice/domain/validation';
import { formatCode } from '@terminservice/domain/vermittlungscode';
import type { FastifyRequest } from 'fastify';
import { requireCode, unknownCode } from '../auth/code.ts';
import type { Config } from '../config.ts';
import type { Db, Queryable } from '../db/client.ts';
import { ServiceError } from '../errors.ts';
import { clientKeyOf } from '../security/pins.ts';
import {
  counterKey,
  counterWindowJoin,
  hit,
  tooManyAttempts,
  waitOf,
  type WindowRow,
} from '../security/rate-limit.ts';
import { LOGIN_FAILURE_LIMIT } from './codes.ts';
import {
  appointmentTitle,
  berlinGermanDate,
  berlinTime,
  berlinWeekday,
  calendarFileOf,
  loadBookedSlotById,
  practiceAddress,
  type BookedSlotRow,
} from './appointments.ts';
import { enqueueMessage, MAIL_SIGNATURE, type OutgoingMessage } from './outbox.ts';

// ---------------------------------------------------------------------------------------------
// Refusals: §8 codes with the texts the apps show for them

/** The catalogue's fixed message for (context, code), so server and app say the same. */
function catalogueText(context: ErrorContext, code: string, fallback: string): string {
  const row = ERROR_CATALOGUE.find((r) => r.context === context && r.code === code);
  return typeof row?.message === 'string' ? row.message : fallback;
}

export const refuse = {
  /** BU001: the code already has a booking (or a pending video reservation). */
  alreadyBooked: () =>
    new ServiceError(409, 'BU001', 'Mit diesem Vermittlungscode wurde bereits ein Termin gebucht.'),
  reservationPending: () =>
    new ServiceError(
      409,
      'BU001',
      'Mit diesem Vermittlungscode ist bereits eine Videosprechstunde reserviert. Bitte schließen Sie die Reservierung ab oder stornieren Sie sie.',
    ),
  /** BU002: the slot does not exist (any more), or its practice was removed. */
  slotDeleted: () =>
    new ServiceError(
      404,
      'BU002',
      catalogueText(
        'booking',
        'BU002',
        'Der Termin wurde in der Zwischenzeit gelöscht und steht nicht mehr zur Verfügung.',
      ),
    ),
  /** BU004: booked by someone else, in the past, or not bookable by this application type. */
  slotUnavailable: () =>
    new ServiceError(
      409,
      'BU004',
      catalogueText('booking', 'BU004', 'Der Termin steht nicht mehr zur Verfügung.'),
    ),
  /** BU012: blocked (or held by a video reservation) in the meantime. */
  slotBlocked: () =>
    new ServiceError(
      409,
      'BU012',
      catalogueText(
        'booking',
        'BU012',
        'Der Termin wurde in der Zwischenzeit blockiert und steht nicht mehr zur Verfügung.',
      ),
    ),
  /** BU005: the slot does not fit the code (Leistungsmerkmal or appointment type). §8: server text. */
  wrongLeistungsmerkmal: () =>
    new ServiceError(
      422,
      'BU005',
      'Der Termin passt nicht zur Fachrichtung Ihres Vermittlungscodes. Bitte wählen Sie einen Termin der passenden Fachrichtung aus.',
    ),
  videoSlotBookedInPerson: () =>
    new ServiceError(
      422,
      'BU005',
      'Dieser Termin ist eine Videosprechstunde. Eine Videosprechstunde wird zuerst reserviert und dann mit der PIN aus der Verifizierungsmail gebucht.',
    ),
  inPersonSlotReservedAsVideo: () =>
    new ServiceError(
      422,
      'BU005',
      'Dieser Termin ist ein Präsenztermin und kann nicht als Videosprechstunde reserviert werden.',
    ),
  /** WP008: the code was cancelled twice (§9) — 'Anspruch abgelaufen'. */
  codeUsedUp: () =>
    new ServiceError(
      403,
      'WP008',
      'Anspruch abgelaufen. Mit diesem Vermittlungscode wurden bereits zwei Termine abgesagt; er kann nicht mehr verwendet werden.',
    ),
  /** WP030: the contact's postcode is not a German postcode we know. */
  unknownPostcode: () =>
    new ServiceError(
      422,
      'WP030',
      catalogueText('booking', 'WP030', 'Die Postleitzahl ist ungültig'),
      {
        items: [
          {
            code: 'WP030',
            text: catalogueText('booking', 'WP030', 'Die Postleitzahl ist ungültig'),
            field: 'body.contact.plz',
          },
        ],
      },
    ),
  /** WP069: the code has no (matching) active booking. */
  noBooking: () =>
    new ServiceError(404, 'WP069', catalogueText('management', 'WP069', 'Buchung nicht vorhanden')),
  /** WP004: the appointment has begun or taken place. */
  alreadyTookPlace: () =>
    new ServiceError(
      409,
      'WP004',
      catalogueText(
        'cancel',
        'WP004',
        'Der Termin hat bereits stattgefunden und kann nicht mehr abgesagt werden.',
      ),
    ),
} as const;

// ---------------------------------------------------------------------------------------------
// The code

export interface CodeRow {
  readonly code: string;
  readonly leistungsmerkmal: string;
  readonly stornierungen: number;
  readonly notiert: boolean;
}

const CODE_COLUMNS = 'code, leistungsmerkmal, stornierungen, notiert';

/**
 * The request's code, known to the database (WP042 otherwise). Runs outside any transaction: the
 * failed attempt must be counted even though the request is refused.
 */
export async function requireKnownCode(
  db: Db,
  pepper: string,
  request: FastifyRequest,
): Promise<CodeRow> {
  const code = requireCode(request);
  // One counter for code guessing on every route: login, search, booking (services/codes.ts).
  const key = clientKeyOf(pepper, request);
  // The guessing counter and the code in one statement: a blocked client is refused even with a
  // correct code, and every request of a booking saves a round trip.
  const [row] = await db.query<{ code: CodeRow | null } & WindowRow>(
    `SELECT CASE WHEN c.code IS NOT NULL
                 THEN json_build_object('code', c.code, 'leistungsmerkmal', c.leistungsmerkmal,
                        'stornierungen', c.stornierungen, 'notiert', c.notiert) END AS code,
            r.anzahl, r.rest
       FROM (SELECT 1) AS one
       LEFT JOIN vermittlungscodes c ON c.code = $1
       ${counterWindowJoin('$2', 'r')}`,
    [code, counterKey(LOGIN_FAILURE_LIMIT, key)],
  );
  const found = row?.code ?? null;
  await refuseGuesses(db, row, found !== null, key);
  // refuseGuesses threw unless the code was found.
  return found as CodeRow;
}

/**
 * The code-guessing rule of every code lookup, from the client's counter window read with the
 * code: 429 for a blocked client, even with a correct code; WP042 for an unknown code, which
 * counts as a guess.
 */
export async function refuseGuesses(
  db: Queryable,
  window: WindowRow | undefined,
  known: boolean,
  clientKey: string,
): Promise<void> {
  const wait = waitOf(LOGIN_FAILURE_LIMIT, window);
  if (wait !== null) throw tooManyAttempts(wait);
  if (known) return;
  const result = await hit(db, LOGIN_FAILURE_LIMIT, clientKey);
  if (!result.allowed) throw tooManyAttempts(result.retryAfterSeconds);
  throw unknownCode();
}

/**
 * Locks the code's row for the transaction: one code's bookings and cancellations serialise. It
 * also raises the code's version, so an in-person booking that read the code before this
 * transaction committed reads it again (migration 0007, services/book-in-person.ts).
 */
export async function lockCode(tx: Queryable, code: string): Promise<CodeRow> {
  const [row] = await tx.query<CodeRow>(
    `UPDATE vermittlungscodes SET version = version + 1 WHERE code = $1 RETURNING ${CODE_COLUMNS}`,
    [code],
  );
  if (!row) throw unknownCode();
  return row;
}

/** §9: after two cancellations the code can no longer be used. */
export function assertCodeUsable(row: CodeRow): void {
  if (row.stornierungen >= MAX_CANCELLATIONS_PER_CODE) throw refuse.codeUsedUp();
}

export async function activeBookingTermintyp(q: Queryable, code: string): Promise<string | null> {
  const [row] = await q.query<{ termintyp: string }>(
    'SELECT termintyp FROM buchungen WHERE code = $1 AND storniert_am IS NULL LIMIT 1',
    [code],
  );
  return row?.termintyp ?? null;
}

// ---------------------------------------------------------------------------------------------
// The slot

const SLOT_ID = /^[1-9][0-9]{0,17}$/;

/** A slot id as the apps send it (text), or null when it cannot be one of ours. */
export function parseSlotId(value: string): string | null {
  return SLOT_ID.test(value) ? value : null;
}

export interface SlotFacts {
  readonly id: string;
  readonly status: 'FREI' | 'RESERVIERT' | 'GEBUCHT' | 'BLOCKIERT' | 'GELOESCHT';
  readonly termintyp: string;
  readonly buchungsbefugnisse: string[];
  readonly begonnen: boolean;
  readonly entfernt: boolean;
  readonly leistungsmerkmale: string[];
}

export async function slotFacts(q: Queryable, slotId: string | null): Promise<SlotFacts | null> {
  if (slotId === null) return null;
  const [row] = await q.query<SlotFacts>(
    `SELECT s.id::text AS id, s.status, s.termintyp, s.buchungsbefugnisse,
            s.beginn <= now() AS begonnen, p.entfernt, t.leistungsmerkmale
       FROM slots s
       JOIN praxen p ON p.id = s.praxis_id
       JOIN terminprofile t ON t.id = s.terminprofil_id
      WHERE s.id = $1`,
    [slotId],
  );
  return row ?? null;
}

/** Types that may book a slot whose only booking authority is TSS (§3 buchungsbefugnisse). */
const TSS_BOOKERS: readonly ApplicationType[] = ['TSS', 'DISPO'];

function tssOnly(buchungsbefugnisse: readonly string[]): boolean {
  return buchungsbefugnisse.includes('TSS') && !buchungsbefugnisse.includes('PATIENT');
}

/**
 * The Leistungsmerkmale the booking is for: those of the slot's profile that the code stands for
 * (a code issued for a specialty), else those asked for in the request (a code issued by urgency
 * only, whose specialty was chosen in the picker). null when the profile offers none of them.
 */
export function matchingLeistungsmerkmale(
  codeLeistungsmerkmal: string,
  requested: readonly string[],
  profile: readonly string[],
): string[] | null {
  const ofCode = codeLeistungsmerkmal
    .split(',')
    .map((c) => c.trim())
    .filter((c) => c !== '');
  const wanted = ofCode.length > 0 ? ofCode : requested;
  if (wanted.length === 0) return [...profile];
  const matched = profile.filter((code) => wanted.includes(code));
  return matched.length > 0 ? matched : null;
}

/**
 * The checks before the slot is claimed: it exists, has the right appointment type, may be booked
 * by this application type and fits the code. Returns the Leistungsmerkmale to record.
 */
export function checkSlotFits(
  facts: SlotFacts | null,
  options: {
    readonly termintyp: 'PRAESENZTERMIN' | 'VIDEOSPRECHSTUNDE';
    readonly applicationType: ApplicationType;
    readonly code: CodeRow;
    readonly requested: readonly string[];
  },
): string[] {
  if (!facts || facts.status === 'GELOESCHT' || facts.entfernt) throw refuse.slotDeleted();
  if (facts.termintyp !== options.termintyp) {
    throw options.termintyp === 'PRAESENZTERMIN'
      ? refuse.videoSlotBookedInPerson()
      : refuse.inPersonSlotReservedAsVideo();
  }
  if (tssOnly(facts.buchungsbefugnisse) && !TSS_BOOKERS.includes(options.applicationType)) {
    throw refuse.slotUnavailable();
  }
  const matched = matchingLeistungsmerkmale(
    options.code.leistungsmerkmal,
    options.requested,
    facts.leistungsmerkmale,
  );
  if (!matched) throw refuse.wrongLeistungsmerkmal();
  return matched;
}

export async function assertKnownPostcode(q: Queryable, plz: string): Promise<void> {
  const rows = await q.query('SELECT 1 FROM postleitzahlen WHERE plz = $1', [plz]);
  if (rows.length === 0) throw refuse.unknownPostcode();
}

/**
 * The conditional update: FREI → `target` only if still free and in the future. Returns whether
 * this transaction got the slot; concurrent transactions wait on the row and then see it taken.
 */
export async function claimSlot(
  tx: Queryable,
  slotId: string,
  target: 'GEBUCHT' | 'RESERVIERT',
): Promise<boolean> {
  const rows = await tx.query(
    `UPDATE slots SET status = $2, version = version + 1
      WHERE id = $1 AND status = 'FREI' AND beginn > now()
      RETURNING id`,
    [slotId, target],
  );
  return rows.length === 1;
}

/** Why the conditional update found nothing to change, as the §8 booking code. */
export function whyNotFree(
  facts: SlotFacts | null,
  reservedCode: () => ServiceError,
): ServiceError {
  if (!facts || facts.status === 'GELOESCHT' || facts.entfernt) return refuse.slotDeleted();
  if (facts.begonnen) return refuse.slotUnavailable();
  switch (facts.status) {
    case 'BLOCKIERT':
      return refuse.slotBlocked();
    case 'RESERVIERT':
      return reservedCode();
    default:
      return refuse.slotUnavailable();
  }
}

/** PostgreSQL refused a row for a unique index (SQLSTATE 23505). */
export function isUniqueViolation(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505'
  );
}

/** The contact as stored with a booking: what the practice needs, nothing more (§3). */
export function storedContact(contact: BookingContact): Record<string, string> {
  return {
    geschlecht: contact.geschlecht,
    vorname: contact.vorname,
    nachname: contact.nachname,
    geburtsdatum: contact.geburtsdatum,
    strasse: contact.strasse,
    hausnummer: contact.hausnummer,
    plz: contact.plz,
    ort: contact.ort,
    phone: contact.phone,
    hinweisAnBehandelndenArzt: contact.hinweisAnBehandelndenArzt,
  };
}

/**
 * A booking's `kontakt` column. The notification address also sits in the contact under its
 * payload name (§3), where the identity check looks for addresses with an active booking (WP061).
 */
export function storedKontaktJson(
  kontakt: Record<string, string>,
  benachrichtigung: string | null,
): string {
  return JSON.stringify(
    benachrichtigung ? { ...kontakt, notificationReceiver: benachrichtigung } : kontakt,
  );
}

/** Inserts the booking; a unique-index conflict (slot or code taken after all) is a refusal. */
export async function insertBooking(
  tx: Queryable,
  values: {
    readonly code: string;
    readonly slotId: string;
    readonly termintyp: 'PRAESENZTERMIN' | 'VIDEOSPRECHSTUNDE';
    readonly leistungsmerkmale: readonly string[];
    readonly kontakt: Record<string, string>;
    readonly benachrichtigung: string | null;
  },
): Promise<string> {
  try {
    const [row] = await tx.query<{ id: string }>(
      `INSERT INTO buchungen (code, slot_id, termintyp, leistungsmerkmale, kontakt, benachrichtigung)
       VALUES ($1, $2, $3, $4::text[], $5::jsonb, $6) RETURNING id::text AS id`,
      [
        values.code,
        values.slotId,
        values.termintyp,
        [...values.leistungsmerkmale],
        storedKontaktJson(values.kontakt, values.benachrichtigung),
        values.benachrichtigung,
      ],
    );
    if (!row) throw new Error('booking insert returned no row');
    return row.id;
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const message = error instanceof Error ? error.message : '';
    throw message.includes('pro_code') ? refuse.alreadyBooked() : refuse.slotUnavailable();
  }
}

// ---------------------------------------------------------------------------------------------
// Mails

/** The public address of the patient app, for links in mails (PUBLIC_URL). */
export function publicAppUrl(config: Config): string {
  return config.publicUrl;
}

function appointmentLines(row: BookedSlotRow): string[] {
  const lines = [
    `Termin: ${berlinWeekday(row.beginn)}, ${berlinGermanDate(row.beginn)}, ${berlinTime(row.beginn)} Uhr`,
    `Praxis: ${row.praxis_name} (${row.profil_name})`,
    `Adresse: ${practiceAddress(row)}`,
  ];
  if (row.telefon) lines.push(`Telefon: ${row.telefon}`);
  return lines;
}

/** The booking confirmation with the calendar file (§2 'add to calendar'). */
export function confirmationMail(
  row: BookedSlotRow,
  code: string,
  to: string,
  appUrl: string,
): OutgoingMessage {
  const video = row.termintyp === 'VIDEOSPRECHSTUNDE';
  const headline = video
    ? 'Ihre Videosprechstunde wurde erfolgreich gebucht.'
    : 'Ihr Termin wurde verbindlich gebucht.';
  const text = [
    'Guten Tag,',
    '',
    headline,
    '',
    ...appointmentLines(row),
    '',
    `Ihr Vermittlungscode: ${formatCode(code)}`,
    `Mit diesem Code können Sie Ihre Buchung unter ${appUrl}/terminservice/termin ansehen oder absagen.`,
    ...(video
      ? [
          '',
          'Die Einladung zur Videosprechstunde erhalten Sie von der Praxis. Sollte sie 3 Tage vor dem Termin nicht angekommen sein, prüfen Sie bitte Ihren Spam-Ordner.',
        ]
      : []),
    '',
    'Wenn Sie den Termin nicht wahrnehmen können, sagen Sie ihn bitte rechtzeitig ab, damit er anderen Patientinnen und Patienten zur Verfügung steht.',
    'Den Termin finden Sie als Kalenderdatei im Anhang.',
    '',
    MAIL_SIGNATURE,
  ].join('\n');
  return {
    channel: 'email',
    to,
    subject: `Terminbestätigung: ${appointmentTitle(row.termintyp)} am ${berlinGermanDate(row.beginn)} um ${berlinTime(row.beginn)} Uhr`,
    text,
    attachments: [
      {
        filename: 'termin.ics',
        contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
        content: Buffer.from(calendarFileOf(row), 'utf8').toString('base64'),
      },
    ],
  };
}

function cancellationMail(row: BookedSlotRow, to: string): OutgoingMessage {
  return {
    channel: 'email',
    to,
    subject: `Terminabsage: ${appointmentTitle(row.termintyp)} am ${berlinGermanDate(row.beginn)} um ${berlinTime(row.beginn)} Uhr`,
    text: [
      'Guten Tag,',
      '',
      'der folgende Termin wurde erfolgreich abgesagt:',
      '',
      ...appointmentLines(row),
      '',
      MAIL_SIGNATURE,
    ].join('\n'),
  };
}

function addressChangedMail(row: BookedSlotRow, to: string): OutgoingMessage {
  return {
    channel: 'email',
    to,
    subject: 'Ihre E-Mail-Adresse für Terminbenachrichtigungen wurde geändert',
    text: [
      'Guten Tag,',
      '',
      `für Ihren Termin am ${berlinGermanDate(row.beginn)} um ${berlinTime(row.beginn)} Uhr wurde eine andere E-Mail-Adresse für Benachrichtigungen hinterlegt. Benachrichtigungen gehen ab jetzt an die neue Adresse.`,
      'Wenn Sie diese Änderung nicht veranlasst haben, wenden Sie sich bitte an die 116117.',
      '',
      MAIL_SIGNATURE,
    ].join('\n'),
  };
}

// ---------------------------------------------------------------------------------------------
// Managing a booking

interface ActiveBooking {
  readonly id: string;
  readonly slot_id: string;
  readonly begonnen: boolean;
  readonly benachrichtigung: string | null;
}

async function lockActiveBookings(
  tx: Queryable,
  code: string,
  slotIds: readonly string[] | null,
): Promise<ActiveBooking[]> {
  return tx.query<ActiveBooking>(
    `SELECT b.id::text AS id, b.slot_id::text AS slot_id, s.beginn <= now() AS begonnen,
            b.benachrichtigung
       FROM buchungen b JOIN slots s ON s.id = b.slot_id
      WHERE b.code = $1 AND b.storniert_am IS NULL
        AND ($2::bigint[] IS NULL OR b.slot_id = ANY($2::bigint[]))
      ORDER BY b.id
      FOR UPDATE OF b`,
    [code, slotIds === null ? null : [...slotIds]],
  );
}

/**
 * DELETE buchung: cancels the listed slots of this code's booking — all or none. A slot that is
 * not this code's active booking is refused as WP069 (another code's booking is never revealed),
 * one that has begun as WP004. Each successful cancellation counts once towards §9's two.
 */
export async function cancelBookings(
  db: Db,
  code: string,
  requestedSlotIds: readonly string[],
): Promise<{ stornierungen: number }> {
  const parsed = requestedSlotIds.map(parseSlotId);
  if (parsed.some((id) => id === null)) throw refuse.noBooking();
  const slotIds = [...new Set(parsed as string[])];
  return db.transaction(async (tx) => {
    const row = await lockCode(tx, code);
    assertCodeUsable(row);
    const bookings = await lockActiveBookings(tx, code, slotIds);
    if (bookings.length !== slotIds.length) throw refuse.noBooking();
    if (bookings.some((b) => b.begonnen)) throw refuse.alreadyTookPlace();
    const rows: (BookedSlotRow | undefined)[] = [];
    for (const booking of bookings) rows.push(await loadBookedSlotById(tx, booking.id));
    const ids = bookings.map((b) => b.id);
    await tx.query('UPDATE buchungen SET storniert_am = now() WHERE id = ANY($1::bigint[])', [ids]);
    await tx.query(
      `UPDATE slots SET status = 'FREI', version = version + 1
        WHERE id = ANY($1::bigint[]) AND status = 'GEBUCHT'`,
      [slotIds],
    );
    const [updated] = await tx.query<{ stornierungen: number }>(
      `UPDATE vermittlungscodes SET stornierungen = stornierungen + 1 WHERE code = $1
       RETURNING stornierungen`,
      [code],
    );
    for (const booked of rows) {
      if (booked?.benachrichtigung) {
        await enqueueMessage(tx, cancellationMail(booked, booked.benachrichtigung));
      }
    }
    return { stornierungen: updated?.stornierungen ?? row.stornierungen + 1 };
  });
}

/**
 * PATCH buchung: the notification e-mail of the code's upcoming booking(s). The new address gets
 * the confirmation with the calendar file; the old one is told that it no longer receives mails.
 */
export async function changeNotificationReceiver(
  db: Db,
  code: string,
  receiver: string,
  appUrl: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockCode(tx, code);
    assertCodeUsable(row);
    const bookings = await lockActiveBookings(tx, code, null);
    if (bookings.length === 0) throw refuse.noBooking();
    const upcoming = bookings.filter((b) => !b.begonnen);
    if (upcoming.length === 0) throw refuse.alreadyTookPlace();
    await tx.query(
      `UPDATE buchungen
          SET benachrichtigung = $2,
              kontakt = jsonb_set(kontakt, '{notificationReceiver}', to_jsonb($2::text))
        WHERE id = ANY($1::bigint[])`,
      [upcoming.map((b) => b.id), receiver],
    );
    for (const booking of upcoming) {
      const booked = await loadBookedSlotById(tx, booking.id);
      if (!booked) continue;
      await enqueueMessage(tx, confirmationMail(booked, code, receiver, appUrl));
      const old = booking.benachrichtigung;
      if (old && old.toLowerCase() !== receiver.toLowerCase()) {
        await enqueueMessage(tx, addressChangedMail(booked, old));
      }
    }
  });
}

// ---------------------------------------------------------------------------------------------
// "Noted" flag (§2 confirmation modal 'Ich habe mir den Code notiert')

export const NOT_NOTED = 'NICHT_NOTIERT';

export async function markNoted(db: Db, code: string): Promise<void> {
  await db.query('UPDATE vermittlungscodes SET notiert = true WHERE code = $1', [code]);
}
