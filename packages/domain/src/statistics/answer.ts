// The answer of GET statistik (issue #24 part 2, the contract in docs/statistics.md "Answer"):
// counts already suppressed (suppression.ts), so what the UI gets is what it may show.
import * as v from 'valibot';
import { URGENCIES } from '../search/urgency.ts';
import type { Frist } from './fristen.ts';
import {
  ABGELEITETE_KEYS,
  ZAEHL_KEYS,
  type AbgeleiteteKennzahl,
  type ZaehlKennzahl,
} from './kennzahlen.ts';
import { SUPPRESSED, type ShownCount } from './suppression.ts';
import { ZEITRAEUME, type Zeitraum } from './query.ts';

export type StatistikWerte = { readonly [K in ZaehlKennzahl]: ShownCount } & {
  readonly [K in AbgeleiteteKennzahl]: number | null;
};

export interface StatistikPeriode {
  /** The period's first day (a Monday, or the 1st of a month), 'YYYY-MM-DD'. */
  readonly beginn: string;
  readonly werte: StatistikWerte;
}

export interface StatistikRegion {
  /** Postcode area, two digits; '00' = not known. */
  readonly region: string;
  /** Centre of the area (mean of its postcodes), for the map; null for '00'. */
  readonly lat: number | null;
  readonly lon: number | null;
  readonly werte: StatistikWerte;
}

export interface StatistikAnswer {
  /** The KV the figures cover: the token's, or '*' for all (the KBV), or the one a '*' token chose. */
  readonly kv: string;
  readonly zeitraum: Zeitraum;
  readonly von: string;
  readonly bis: string;
  readonly fristen: readonly Frist[];
  readonly perioden: readonly StatistikPeriode[];
  readonly regionen: readonly StatistikRegion[];
  readonly gesamt: StatistikWerte;
  /** When the aggregates were last computed (ISO instant); null before the first run. */
  readonly stand: string | null;
}

const count = v.union([v.pipe(v.number(), v.integer(), v.minValue(5)), v.literal(SUPPRESSED)]);
const derived = v.nullable(v.number());

const werteSchema = v.strictObject({
  ...Object.fromEntries(ZAEHL_KEYS.map((key) => [key, count])),
  ...Object.fromEntries(ABGELEITETE_KEYS.map((key) => [key, derived])),
}) as unknown as v.GenericSchema<unknown, StatistikWerte>;

const day = v.pipe(v.string(), v.isoDate());

export const statistikAnswerSchema: v.GenericSchema<unknown, StatistikAnswer> = v.strictObject({
  kv: v.string(),
  zeitraum: v.picklist(ZEITRAEUME),
  von: day,
  bis: day,
  fristen: v.array(
    v.strictObject({
      dringlichkeit: v.picklist(URGENCIES),
      tage: v.nullable(v.number()),
      quelle: v.string(),
    }),
  ),
  perioden: v.array(v.strictObject({ beginn: day, werte: werteSchema })),
  regionen: v.array(
    v.strictObject({
      region: v.string(),
      lat: v.nullable(v.number()),
      lon: v.nullable(v.number()),
      werte: werteSchema,
    }),
  ),
  gesamt: werteSchema,
  stand: v.nullable(v.string()),
});
