// The slot rules of every booking path (§3 buchungsbefugnisse, §4 "Booking", §8 booking BU002,
// BU004, BU005, BU012, WP030): whether a slot exists, fits the code and the application type, and
// why it could not be claimed. No slot is ever booked twice: a slot changes state only through a
// conditional UPDATE (… WHERE status = 'FREI' AND beginn > now()), and unique indexes allow one
// active booking per slot and per code (0004_booking.sql).
import type { ApplicationType } from '@terminservice/domain/application-type';
import type { Queryable } from '../../db/client.ts';
import type { ServiceError } from '../../errors.ts';
import { refuse } from '../kernel/refusals.ts';
import type { CodeRow } from '../kernel/code-lock.ts';

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
  /** The profile's bookable urgencies; empty = any (docs/supply.md). */
  readonly dringlichkeiten: string[];
  readonly begonnen: boolean;
  readonly entfernt: boolean;
  readonly leistungsmerkmale: string[];
}

export async function slotFacts(q: Queryable, slotId: string | null): Promise<SlotFacts | null> {
  if (slotId === null) return null;
  const [row] = await q.query<SlotFacts>(
    `SELECT s.id::text AS id, s.status, s.termintyp, s.buchungsbefugnisse, s.dringlichkeiten,
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

/** A slot that passed checkSlotFits, with the Leistungsmerkmale the booking records. */
export interface FittingSlot {
  readonly slot: SlotFacts;
  readonly leistungsmerkmale: string[];
}

/**
 * The checks before the slot is claimed: it exists, has the right appointment type, may be booked
 * by this application type and fits the code.
 */
export function checkSlotFits(
  facts: SlotFacts | null,
  options: {
    readonly termintyp: 'PRAESENZTERMIN' | 'VIDEOSPRECHSTUNDE';
    readonly applicationType: ApplicationType;
    readonly code: CodeRow;
    readonly requested: readonly string[];
  },
): FittingSlot {
  if (!facts || facts.status === 'GELOESCHT' || facts.entfernt) throw refuse.slotDeleted();
  if (facts.termintyp !== options.termintyp) {
    throw options.termintyp === 'PRAESENZTERMIN'
      ? refuse.videoSlotBookedInPerson()
      : refuse.inPersonSlotReservedAsVideo();
  }
  if (tssOnly(facts.buchungsbefugnisse) && !TSS_BOOKERS.includes(options.applicationType)) {
    throw refuse.slotUnavailable();
  }
  const urgencies = facts.dringlichkeiten;
  if (urgencies.length > 0 && !urgencies.includes(options.code.dringlichkeit)) {
    throw refuse.slotUnavailable();
  }
  const matched = matchingLeistungsmerkmale(
    options.code.leistungsmerkmal,
    options.requested,
    facts.leistungsmerkmale,
  );
  if (!matched) throw refuse.wrongLeistungsmerkmal();
  return { slot: facts, leistungsmerkmale: matched };
}

export async function assertKnownPostcode(q: Queryable, plz: string): Promise<void> {
  const rows = await q.query('SELECT 1 FROM postleitzahlen WHERE plz = $1', [plz]);
  if (rows.length === 0) throw refuse.contactPostcodeUnknown();
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
