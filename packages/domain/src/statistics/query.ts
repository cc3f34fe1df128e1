// GET statistik (issue #24 part 2, docs/statistics.md "Call"): the query as the server validates
// it, with German messages (400 WP003). Absent von/bis: the server picks the last 12 weeks or
// months up to today.
import * as v from 'valibot';
import { URGENCIES } from '../search/urgency.ts';
import { isIsoDate } from '../validation/iso-date.ts';
import { noted } from '../validation/json-schema-note.ts';

export const ZEITRAEUME = ['woche', 'monat'] as const;
export type Zeitraum = (typeof ZEITRAEUME)[number];

/** The longest range one call covers, in days (von and bis inclusive). */
export const MAX_STATISTIK_TAGE = 400;
/** Periods shown when von is absent: 12 weeks or 12 months up to bis. */
export const DEFAULT_PERIODEN = 12;

/** A postcode area: the first two digits of a postcode; '00' collects figures of no known area. */
export const REGION_PATTERN = /^[0-9]{2}$/;
/** The region of figures whose area is not known (docs/statistics.md "Regions"). */
export const UNBEKANNTE_REGION = '00';
/** A KV by its official two-digit number (kv_regionen.id). */
export const KV_PATTERN = /^[0-9]{2}$/;
/** The token subject that stands for the KBV: every KV. */
export const ALLE_KVS = '*';

const day = (message: string) =>
  v.optional(v.pipe(v.string(message), noted(v.check(isIsoDate, message), { format: 'date' })));

function daysBetween(von: string, bis: string): number {
  return (Date.parse(`${bis}T00:00:00Z`) - Date.parse(`${von}T00:00:00Z`)) / 86_400_000;
}

export const statistikQuerySchema = v.pipe(
  v.object({
    zeitraum: v.optional(
      v.picklist(ZEITRAEUME, "Bitte wählen Sie als Zeitraum 'woche' oder 'monat'."),
      'woche',
    ),
    von: day('Bitte geben Sie als Beginn ein gültiges Datum an (JJJJ-MM-TT).'),
    bis: day('Bitte geben Sie als Ende ein gültiges Datum an (JJJJ-MM-TT).'),
    leistungsmerkmal: v.optional(
      v.pipe(
        v.string(),
        v.regex(/^[A-Za-z0-9]{1,8}$/, 'Bitte geben Sie ein gültiges Leistungsmerkmal an.'),
        v.toUpperCase(),
      ),
    ),
    dringlichkeit: v.optional(
      v.picklist(URGENCIES, 'Bitte wählen Sie eine gültige Dringlichkeit.'),
    ),
    region: v.optional(
      v.pipe(
        v.string(),
        v.regex(REGION_PATTERN, 'Bitte geben Sie ein Postleitgebiet mit zwei Ziffern an.'),
      ),
    ),
    kv: v.optional(
      v.pipe(
        v.string(),
        v.regex(KV_PATTERN, 'Bitte geben Sie eine KV-Nummer mit zwei Ziffern an.'),
      ),
    ),
  }),
  v.forward(
    v.check(
      (q) => !q.von || !q.bis || q.bis >= q.von,
      'Das Ende des Zeitraums darf nicht vor dem Beginn liegen.',
    ),
    ['bis'],
  ),
  v.forward(
    v.check(
      (q) => !q.von || !q.bis || daysBetween(q.von, q.bis) < MAX_STATISTIK_TAGE,
      `Der Zeitraum darf höchstens ${MAX_STATISTIK_TAGE} Tage umfassen.`,
    ),
    ['von'],
  ),
);
export type StatistikQuery = v.InferOutput<typeof statistikQuerySchema>;
