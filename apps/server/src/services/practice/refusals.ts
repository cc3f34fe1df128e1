// The refusals of the supply side (docs/supply.md "Refusals"): the appointment desk, FHIR R4 and
// the register. Codes PX0xx are the server's own; the spec has no supply side. A resource of
// another practice is refused exactly as one that does not exist (404), so nothing leaks.
import {
  MAX_PUBLISH_AHEAD_DAYS,
  NO_SHOW_UNDO_DAYS,
  TOO_MANY_SLOTS_MESSAGE,
} from '@terminservice/domain/supply';
import { refusal, ServiceError } from '../../errors.ts';

function field(status: number, code: string, text: string, name: string): ServiceError {
  return new ServiceError(status, code, text, { items: [{ code, text, field: name }] });
}

export const refusePractice = {
  /** PX001: the token's BSNR names no practice of the register (or a removed one). */
  unknownPractice: refusal(
    () =>
      new ServiceError(
        403,
        'PX001',
        'Zu dieser Betriebsstättennummer ist keine Praxis im Register. Bitte wenden Sie sich an Ihre Kassenärztliche Vereinigung.',
      ),
  ),
  /** PX002: no such profile, slot or booking of this practice. */
  notFound: refusal(() => new ServiceError(404, 'PX002', 'Nicht gefunden.')),
  /** PX003: a slot overlaps another slot of the practice. */
  overlap: refusal(
    (start: string) =>
      field(
        409,
        'PX003',
        `Der Termin am ${start} Uhr überschneidet sich mit einem anderen Termin Ihrer Praxis.`,
        'body.beginn',
      ),
    '07.12.2026, 08:00',
  ),
  /** PX004: a start in the past. */
  startInPast: refusal(() =>
    field(422, 'PX004', 'Termine können nur für die Zukunft angelegt werden.', 'body.beginn'),
  ),
  /** PX005: more slots than one request may make. */
  tooManySlots: refusal(() => field(422, 'PX005', TOO_MANY_SLOTS_MESSAGE, 'body')),
  /** PX006: a series that makes no slot at all. */
  emptySeries: refusal(() =>
    field(
      422,
      'PX006',
      'Mit diesen Angaben entsteht kein Termin. Bitte prüfen Sie Wochentage, Zeitfenster und Zeitraum.',
      'body',
    ),
  ),
  /** PX007: a booked or reserved slot cannot be withdrawn or deleted; cancel the booking. */
  slotNotFree: refusal(
    () =>
      new ServiceError(
        409,
        'PX007',
        'Dieser Termin ist gebucht oder reserviert und kann nicht zurückgezogen werden. Sagen Sie stattdessen die Buchung ab.',
      ),
  ),
  /** PX008: a deactivated profile takes no new slots. */
  profileInactive: refusal(() =>
    field(
      409,
      'PX008',
      'Dieses Terminprofil ist deaktiviert. Bitte wählen Sie ein aktives Terminprofil.',
      'body.profilId',
    ),
  ),
  /** PX009: a Leistungsmerkmal or qualification the catalogue does not know. */
  unknownMerkmal: refusal(
    (code: string) =>
      field(422, 'PX009', `Unbekanntes Leistungsmerkmal: ${code}.`, 'body.leistungsmerkmale'),
    'W999',
  ),
  /** PX010: the booking has begun or was cancelled already. */
  bookingNotCancellable: refusal(
    () =>
      new ServiceError(
        409,
        'PX010',
        'Diese Buchung kann nicht mehr abgesagt werden: Der Termin hat begonnen oder ist bereits abgesagt.',
      ),
  ),
  /** PX011: the practice's cancellation needs a reason for the patient. */
  reasonRequired: refusal(() =>
    field(422, 'PX011', 'Bitte geben Sie einen Grund für die Absage an.', 'body.grund'),
  ),
  /** PX012: publishing too far ahead. */
  tooFarAhead: refusal(
    (days: number) =>
      field(
        422,
        'PX012',
        `Termine können höchstens ${days} Tage im Voraus angelegt werden.`,
        'body.beginn',
      ),
    MAX_PUBLISH_AHEAD_DAYS,
  ),
  /** PX013: the desk's calls need the practice's token; without one the request is a patient's. */
  tokenRequired: refusal(
    () =>
      new ServiceError(
        401,
        'PX013',
        'Die Terminverwaltung ist nur mit dem Zugang Ihrer Praxis erreichbar. Bitte öffnen Sie den Terminservice aus Ihrer Praxissoftware.',
      ),
  ),
  /** PX014: a range longer than one read returns. */
  rangeTooLong: refusal(
    (days: number) =>
      field(400, 'PX014', `Der Zeitraum umfasst höchstens ${days} Tage.`, 'query.bis'),
    31,
  ),
  /** PX015: a no-show mark on a cancelled or moved booking (issue #24 part 1). */
  noShowNotActive: refusal(
    () =>
      new ServiceError(
        409,
        'PX015',
        'Diese Buchung wurde abgesagt oder verschoben. Sie kann nicht als „nicht erschienen“ markiert werden.',
      ),
  ),
  /** PX016: a no-show mark before the appointment has begun. */
  noShowNotStarted: refusal(
    () =>
      new ServiceError(
        409,
        'PX016',
        'Ein Termin kann erst als „nicht erschienen“ markiert werden, wenn er begonnen hat.',
      ),
  ),
  /** PX017: marking a booking that is marked already. */
  noShowAlreadyMarked: refusal(
    () =>
      new ServiceError(409, 'PX017', 'Diese Buchung ist bereits als „nicht erschienen“ markiert.'),
  ),
  /** PX018: undoing a mark that is not set. */
  noShowNotMarked: refusal(
    () =>
      new ServiceError(409, 'PX018', 'Diese Buchung ist nicht als „nicht erschienen“ markiert.'),
  ),
  /** PX019: undoing a mark later than NO_SHOW_UNDO_DAYS after setting it. */
  noShowUndoExpired: refusal(
    (days: number) =>
      new ServiceError(
        409,
        'PX019',
        `Die Markierung „nicht erschienen“ kann nur innerhalb von ${days} Tagen aufgehoben werden.`,
      ),
    NO_SHOW_UNDO_DAYS,
  ),
} as const;
