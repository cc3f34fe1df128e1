// Using a reminder's links (issue #15 part 4; docs/reminders.md "Links"): show the appointment a
// link belongs to, confirm it ('Ich komme'), or release it ('Termin freigeben'). Each link works
// once and until the appointment's start; a booking that was cancelled or moved takes no link.
// A release is a cancellation under the rules of §4 and §9 (booking/manage.ts cancelLocked): the
// slot is free again at once, the code's cancellations count, the cancellation mail goes out.
import { MAX_CANCELLATIONS_PER_CODE } from '@terminservice/domain/limits';
import {
  isReminderToken,
  type ReminderAction,
  type ReminderConfirmed,
  type ReminderReleased,
  type ReminderView,
} from '@terminservice/domain/reminders';
import type { Db, Queryable } from '../../db/client.ts';
import { berlinDateTime } from '../kernel/berlin-time.ts';
import { cancelLocked } from '../booking/index.ts';
import { lockCode } from '../kernel/code-lock.ts';
import { refuseReminder } from './refusals.ts';
import { hashReminderToken } from './tokens.ts';

interface LinkRow {
  readonly token_hash: string;
  readonly verwendet: boolean;
  readonly abgelaufen: boolean;
  /** The booking is still active and still at the reminder's slot. */
  readonly aktiv: boolean;
  readonly buchung_id: string;
  readonly slot_id: string;
  readonly code: string;
  readonly stornierungen: number;
  readonly bestaetigt: boolean;
  readonly beginn: Date;
  readonly ende: Date;
  readonly praxis_name: string;
  readonly strasse: string;
  readonly plz: string;
  readonly ort: string;
  readonly telefon: string | null;
  readonly profil_name: string;
}

const LINK_SQL = `
  SELECT l.token_hash, l.verwendet_am IS NOT NULL AS verwendet, l.laeuft_ab_am <= now() AS abgelaufen,
         (b.storniert_am IS NULL AND b.slot_id = e.slot_id) AS aktiv,
         b.id::text AS buchung_id, e.slot_id::text AS slot_id, b.code, c.stornierungen,
         b.bestaetigt_am IS NOT NULL AS bestaetigt, s.beginn, s.ende,
         p.name AS praxis_name, p.strasse, p.plz, p.ort, p.telefon, t.name AS profil_name
    FROM erinnerungs_links l
    JOIN erinnerungen e ON e.id = l.erinnerung_id
    JOIN buchungen b ON b.id = e.buchung_id
    JOIN vermittlungscodes c ON c.code = b.code
    JOIN slots s ON s.id = e.slot_id
    JOIN praxen p ON p.id = s.praxis_id
    JOIN terminprofile t ON t.id = s.terminprofil_id
   WHERE l.token_hash = $1 AND l.aktion = $2`;

/**
 * The link of `token` for `action`, checked: unknown (also malformed, or the other action's
 * token) → RM001, used → RM002, the appointment begun → RM003, the booking cancelled or moved →
 * RM004. `lock` locks the link's row for the caller's transaction, so a second press waits and
 * then finds it used.
 */
async function usableLink(
  q: Queryable,
  action: ReminderAction,
  token: string,
  lock: boolean,
): Promise<LinkRow> {
  if (!isReminderToken(token)) throw refuseReminder.unknown();
  const [row] = await q.query<LinkRow>(`${LINK_SQL}${lock ? ' FOR UPDATE OF l' : ''}`, [
    hashReminderToken(token),
    action,
  ]);
  if (!row) throw refuseReminder.unknown();
  if (row.verwendet) throw refuseReminder.used(action);
  if (row.abgelaufen) throw refuseReminder.expired();
  if (!row.aktiv) throw refuseReminder.cancelled();
  return row;
}

async function markUsed(tx: Queryable, link: LinkRow): Promise<void> {
  await tx.query('UPDATE erinnerungs_links SET verwendet_am = now() WHERE token_hash = $1', [
    link.token_hash,
  ]);
}

/** POST erinnerung/anzeigen: the appointment and what the action means. Changes nothing. */
export async function viewReminder(
  db: Db,
  action: ReminderAction,
  token: string,
): Promise<ReminderView> {
  const row = await usableLink(db, action, token, false);
  return {
    aktion: action,
    beginn: berlinDateTime(row.beginn),
    ende: berlinDateTime(row.ende),
    praxis: {
      name: row.praxis_name,
      strasse: row.strasse,
      plz: row.plz,
      ort: row.ort,
      telefon: row.telefon?.trim() ? row.telefon : null,
    },
    terminprofil: row.profil_name,
    stornierungen: row.stornierungen,
    bestaetigt: row.bestaetigt,
  };
}

/**
 * POST erinnerung/bestaetigen ('Ich komme'): the booking is marked confirmed, the link used. Only
 * the booking's bestaetigt_am changes, under the UPDATE's own condition: a cancellation that
 * committed meanwhile leaves nothing to confirm (RM004), and the transaction rolls back.
 */
export async function confirmReminder(db: Db, token: string): Promise<ReminderConfirmed> {
  return db.transaction(async (tx) => {
    const link = await usableLink(tx, 'komme', token, true);
    await markUsed(tx, link);
    const confirmed = await tx.query(
      `UPDATE buchungen SET bestaetigt_am = now()
        WHERE id = $1 AND slot_id = $2 AND storniert_am IS NULL
       RETURNING id`,
      [link.buchung_id, link.slot_id],
    );
    if (confirmed.length === 0) throw refuseReminder.cancelled();
    return { bestaetigt: true };
  });
}

/**
 * POST erinnerung/freigeben ('Termin freigeben'): the booking is cancelled by the patient under
 * the existing rules (cancelLocked), the link used. Lock order link → code → booking: every other
 * path locks code → booking and never a link, so none waits in a circle.
 */
export async function releaseReminder(db: Db, token: string): Promise<ReminderReleased> {
  return db.transaction(async (tx) => {
    const link = await usableLink(tx, 'freigeben', token, true);
    const code = await lockCode(tx, link.code);
    const [booking] = await tx.query<{ aktiv: boolean }>(
      `SELECT storniert_am IS NULL AND slot_id = $2 AS aktiv FROM buchungen WHERE id = $1
        FOR UPDATE`,
      [link.buchung_id, link.slot_id],
    );
    if (!booking?.aktiv) throw refuseReminder.cancelled();
    await markUsed(tx, link);
    // The link goes a day after use; the reminder keeps the release for the statistics (issue
    // #24 part 2).
    await tx.query(
      `UPDATE erinnerungen SET freigegeben_am = now()
        WHERE id = (SELECT erinnerung_id FROM erinnerungs_links WHERE token_hash = $1)`,
      [link.token_hash],
    );
    const { stornierungen } = await cancelLocked(tx, code, [link.slot_id]);
    return { stornierungen, codeVerbraucht: stornierungen >= MAX_CANCELLATIONS_PER_CODE };
  });
}
