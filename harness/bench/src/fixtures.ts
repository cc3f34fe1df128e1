// What the load is made of: codes issued the way the service issues them (services/codes/issue.ts), the
// postcodes where the seed put practices, and hot free slots for the booking race.
import type { Urgency } from '@terminservice/domain/search';
import { issueCode, type Queryable } from './server.ts';
import { pick } from './stats.ts';

export interface SearchCode {
  readonly code: string;
  readonly leistungsmerkmal: string;
  readonly dringlichkeit: Urgency;
}

export interface Postcode {
  readonly plz: string;
  readonly lat: number;
  readonly lon: number;
}

export interface SearchFixtures {
  readonly codes: SearchCode[];
  readonly postcodes: Postcode[];
}

/** Mostly DRINGEND (the default, §9), some with the long and the short window. */
const URGENCY_MIX: readonly Urgency[] = [
  'DRINGEND',
  'DRINGEND',
  'DRINGEND',
  'DRINGEND',
  'DRINGEND',
  'DRINGEND',
  'DRINGEND',
  'NICHT_DRINGEND',
  'NICHT_DRINGEND',
  'AKUT',
];

/** Issues `count` codes concurrently, `parallel` at a time. */
async function issueMany<T>(count: number, parallel: number, make: (i: number) => Promise<T>) {
  const out: T[] = new Array<T>(count);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(parallel, count) }, async () => {
      while (next < count) {
        const i = next++;
        out[i] = await make(i);
      }
    }),
  );
  return out;
}

export async function searchFixtures(
  db: Queryable,
  options: { codes: number; postcodes: number },
): Promise<SearchFixtures> {
  // The doctor groups the seed's profiles offer most (Leistungsmerkmale of kind w).
  const specialties = (
    await db.query<{ code: string }>(
      `SELECT lm AS code FROM terminprofile tp, unnest(tp.leistungsmerkmale) lm
        JOIN leistungsmerkmale l ON l.code = lm AND l.art = 'w'
       GROUP BY lm ORDER BY count(*) DESC LIMIT 12`,
    )
  ).map((row) => row.code);
  if (specialties.length === 0) throw new Error('The database holds no appointment profiles.');
  // The postcodes with the most practices: the seed's cities.
  const postcodes = (
    await db.query<{ plz: string; lat: number; lon: number }>(
      `SELECT z.plz, z.lat, z.lon FROM postleitzahlen z
         JOIN (SELECT plz, count(*) AS n FROM praxen WHERE NOT entfernt GROUP BY plz
               ORDER BY n DESC, plz LIMIT $1) p ON p.plz = z.plz`,
      [options.postcodes],
    )
  ).map((row) => ({ plz: row.plz, lat: Number(row.lat), lon: Number(row.lon) }));
  const codes = await issueMany(options.codes, 8, async () => {
    const leistungsmerkmal = pick(specialties);
    const dringlichkeit = pick(URGENCY_MIX);
    const code = await issueCode(db, { leistungsmerkmal, dringlichkeit, ausgestelltVon: 'bench' });
    return { code, leistungsmerkmal, dringlichkeit };
  });
  return { codes, postcodes };
}

export interface HotSlot {
  readonly id: string;
  readonly leistungsmerkmal: string;
}

export interface BookingJob {
  readonly slot: HotSlot;
  readonly code: string;
}

/**
 * `count` free in-person slots that patients may book, of a few practices (the first in id order
 * that still have such slots, so repeated runs move on to the next ones: 200, or one per 15 slots
 * asked for when that is more — a seeded practice has about 35 free ones), each with `attemptsPerSlot` fresh codes of the
 * slot's specialty: every slot is contested, so exactly one attempt per slot may win.
 */
export async function bookingFixtures(
  db: Queryable,
  options: { slots: number; attemptsPerSlot: number },
): Promise<{ jobs: BookingJob[]; slots: HotSlot[]; praxen: number }> {
  const rows = await db.query<{ id: string; lm: string; praxis_id: string }>(
    `SELECT s.id::text AS id, s.praxis_id, tp.leistungsmerkmale[1] AS lm
       FROM slots s JOIN terminprofile tp ON tp.id = s.terminprofil_id
      WHERE s.status = 'FREI' AND s.termintyp = 'PRAESENZTERMIN'
        AND s.buchungsbefugnisse @> ARRAY['PATIENT']
        AND s.beginn > now() + interval '1 day'
        AND s.praxis_id IN (
          SELECT DISTINCT f.praxis_id FROM slots f
           WHERE f.status = 'FREI' AND f.termintyp = 'PRAESENZTERMIN'
             AND f.buchungsbefugnisse @> ARRAY['PATIENT'] AND f.beginn > now() + interval '1 day'
           ORDER BY f.praxis_id LIMIT $2)
      ORDER BY s.praxis_id, s.beginn, s.id
      LIMIT $1`,
    [options.slots, Math.max(200, Math.ceil(options.slots / 15))],
  );
  if (rows.length < options.slots) {
    throw new Error(`Only ${rows.length} free slots found for the booking race.`);
  }
  const slots = rows.map((row) => ({ id: row.id, leistungsmerkmal: row.lm }));
  const attempts = slots.flatMap((slot) =>
    Array.from({ length: options.attemptsPerSlot }, () => slot),
  );
  const jobs = await issueMany(attempts.length, 8, async (i) => {
    const slot = attempts[i]!;
    const code = await issueCode(db, {
      leistungsmerkmal: slot.leistungsmerkmal,
      dringlichkeit: 'NICHT_DRINGEND',
      ausgestelltVon: 'bench',
    });
    return { slot, code };
  });
  return { jobs, slots, praxen: new Set(rows.map((row) => row.praxis_id)).size };
}
