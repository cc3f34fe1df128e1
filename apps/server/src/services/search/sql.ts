// The SQL of the search (§3 "Search response", §7 "search", "SMED search", "availability"), written
// once in the PostgreSQL dialect for PGlite and PostgreSQL. Practice first: the index of
// praxis_merkmale (Leistungsmerkmal, lat, lon) gives the practices in a bounding box whose profiles
// carry what is searched; then, nearest first, each candidate's matching free slots are read (one index
// scan on slots_frei (praxis_id, beginn) WHERE status = 'FREI'), the earliest
// `limits.slotsPerGroup` per result section and appointment type, until `limits.practices` have
// some. One round trip per radius ring (rings.ts searchRings); the answer is one row
// per practice with its slots as arrays and its profiles as JSON. Run as prepared statements on
// PostgreSQL (db/client.ts): planning cost as much as running (ADR 9).
import type { Buchungsbefugnis } from '@terminservice/domain/api';
import { EMPTY_DAYTIME_MASK } from '@terminservice/domain/daytime';
import type { Point } from '@terminservice/domain/geo';
import { practiceColumns, type PracticeRow } from '../kernel/practice-row.ts';
import { SERVICE_TIME_ZONE } from '../kernel/berlin-time.ts';
import { boundingBox, distanceSql } from './geo.ts';
import type { SearchLimits } from './rings.ts';

/** Which free slots a search may return. */
export interface SlotFilter {
  /** Doctor-group Leistungsmerkmale (w); the profile must offer one. Empty: any group. */
  readonly specialties: readonly string[];
  /** Additional qualifications and approvals (z, g); when given the profile must carry one. */
  readonly extras: readonly string[];
  /** The slot must be bookable by one of these (§3 buchungsbefugnisse). */
  readonly authorities: readonly Buchungsbefugnis[];
  /** §3 daytime mask; all zero means no restriction. */
  readonly daytime: string;
  /** Local date-time 'YYYY-MM-DDTHH:mm' the slots start at or after (§7 gesuchterTagVon). */
  readonly from?: string | undefined;
  /** Local date-time 'YYYY-MM-DDTHH:mm' the slots start at or before (§7 gesuchterTagBis). */
  readonly to?: string | undefined;
  /** Local date-time: the end of the urgency window (§9 date-range maximum). */
  readonly windowEnd: string;
  /**
   * The code's urgency in effect: a slot whose profile names bookable urgencies must list it
   * (docs/supply.md "Appointment profiles"). Absent: no restriction (no code, availability check).
   */
  readonly urgency?: string | undefined;
  /**
   * Issue #22: a diagnosis language (ISO 639-1) the profile's doctor speaks. Absent: any. Tested
   * on the profile rows (migration 0015: the slots carry no copy).
   */
  readonly sprache?: string | undefined;
}

/** Where the practices come from: around a postcode, or one practice (SMED). */
export type PracticeSource =
  | {
      readonly kind: 'radius';
      readonly centre: Point;
      readonly radiusKm: number;
      /** Only the practice with this BSNR (TSS and SURGERY, §6). */
      readonly bsnr?: string | undefined;
    }
  | { readonly kind: 'praxis'; readonly praxisId: string };

export interface SqlQuery {
  readonly text: string;
  readonly values: unknown[];
}

/** Collects positional parameters. */
export class Params {
  readonly values: unknown[] = [];

  add(value: unknown, cast?: string): string {
    this.values.push(value);
    return `$${this.values.length}${cast ? `::${cast}` : ''}`;
  }
}

function localTime(params: Params, value: string): string {
  return `(${params.add(value, 'timestamp')} AT TIME ZONE '${SERVICE_TIME_ZONE}')`;
}

/** The condition on a terminprofile row `tp`. */
function profileCondition(params: Params, filter: SlotFilter): string {
  const parts: string[] = [];
  if (filter.specialties.length > 0) {
    parts.push(`tp.leistungsmerkmale && ${params.add([...filter.specialties], 'text[]')}`);
  }
  if (filter.extras.length > 0) {
    parts.push(`tp.qualifikationen && ${params.add([...filter.extras], 'text[]')}`);
  }
  if (filter.sprache) parts.push(`${params.add(filter.sprache, 'text')} = ANY (tp.sprachen)`);
  return parts.length > 0 ? parts.join(' AND ') : 'true';
}

/**
 * The condition on a slots row `s` (besides its practice): which free slots a search shows. The
 * open feed (services/open-feed) publishes by the same rule.
 */
export function slotCondition(params: Params, filter: SlotFilter): string {
  // Future slots only; the chosen 'Von' minute itself is included, as is the 'Bis' minute.
  const lower = filter.from ? `greatest(now(), ${localTime(params, filter.from)})` : 'now()';
  const window = localTime(params, filter.windowEnd);
  const upper = filter.to ? `least(${window}, ${localTime(params, filter.to)})` : window;
  const parts = [
    `s.status = 'FREI'`,
    `s.beginn >= ${lower}`,
    `s.beginn <= ${upper}`,
    `s.buchungsbefugnisse && ${params.add([...filter.authorities], 'text[]')}`,
  ];
  if (filter.urgency) {
    parts.push(
      `(s.dringlichkeiten = '{}' OR ${params.add(filter.urgency, 'text')} = ANY (s.dringlichkeiten))`,
    );
  }
  if (filter.daytime !== EMPTY_DAYTIME_MASK) {
    // §3: two digits per weekday Mo..So, forenoon (before 12:00) then afternoon.
    const local = `(s.beginn AT TIME ZONE '${SERVICE_TIME_ZONE}')`;
    parts.push(
      `substr(${params.add(filter.daytime, 'text')},
        (extract(isodow FROM ${local})::int - 1) * 2
        + CASE WHEN extract(hour FROM ${local}) < 12 THEN 1 ELSE 2 END, 1) = '1'`,
    );
  }
  return parts.join('\n      AND ');
}

/**
 * What the candidates are found by in praxis_merkmale (migration 0006): the specialties, else the
 * extras; with both, a practice must also carry one of the extras. Nothing searched (both empty):
 * every practice in the box. Also the keys a shared answer depends on (index.ts, ADR 21).
 */
export function drivingMerkmale(
  filter: Pick<SlotFilter, 'specialties' | 'extras'>,
): [driving: readonly string[], also: readonly string[]] {
  return filter.specialties.length > 0 ? [filter.specialties, filter.extras] : [filter.extras, []];
}

/**
 * The candidates as a materialised CTE `kandidaten (id, distanz, rang)` in the order they are
 * probed: nearest first (SMED: the one practice, without a distance).
 */
function candidates(params: Params, source: PracticeSource, filter: SlotFilter): string {
  if (source.kind === 'praxis') {
    return `kandidaten AS MATERIALIZED (
  SELECT p.id, NULL::double precision AS distanz, 1::bigint AS rang
  FROM praxen p
  WHERE p.id = ${params.add(source.praxisId, 'text')} AND NOT p.entfernt
)`;
  }
  const box = boundingBox(source.centre, source.radiusKm);
  const lat = params.add(source.centre.lat, 'double precision');
  const lon = params.add(source.centre.lon, 'double precision');
  const inBox = (t: string) =>
    `${t}.lat BETWEEN ${params.add(box.latMin)} AND ${params.add(box.latMax)}
      AND ${t}.lon BETWEEN ${params.add(box.lonMin)} AND ${params.add(box.lonMax)}`;
  const bsnr = (id: string) =>
    source.bsnr
      ? `AND EXISTS (SELECT 1 FROM praxen b WHERE b.id = ${id} AND b.bsnr = ${params.add(source.bsnr, 'text')})`
      : '';
  const [driving, also] = drivingMerkmale(filter);
  const inner =
    driving.length > 0
      ? `SELECT DISTINCT m.praxis_id AS id, m.lat, m.lon
    FROM praxis_merkmale m
    WHERE m.merkmal = ANY (${params.add([...driving], 'text[]')})
      AND ${inBox('m')}
      ${
        also.length > 0
          ? `AND EXISTS (SELECT 1 FROM praxis_merkmale e
        WHERE e.merkmal = ANY (${params.add([...also], 'text[]')})
          AND e.lat = m.lat AND e.lon = m.lon AND e.praxis_id = m.praxis_id)`
          : ''
      }
      ${bsnr('m.praxis_id')}`
      : `SELECT p.id, p.lat, p.lon
    FROM praxen p
    WHERE ${inBox('p')}
      AND NOT p.entfernt
      ${bsnr('p.id')}`;
  return `kandidaten AS MATERIALIZED (
  SELECT p.id, p.distanz, row_number() OVER (ORDER BY p.distanz, p.id) AS rang FROM (
    SELECT c.id, ${distanceSql('c.lat', 'c.lon', lat, lon)} AS distanz
    FROM (${inner}) c
  ) p
  WHERE p.distanz <= ${params.add(source.radiusKm, 'double precision')}
  ORDER BY rang
)`;
}

/**
 * `gewaehlt (id, distanz, rang)`: the first `limit` candidates, in candidate order, that have at
 * least one matching slot (the availability check). The LATERAL … LIMIT 1 probe keeps it a nested
 * loop that stops early.
 */
function chosen(params: Params, limit: number, profile: string, slot: string): string {
  return `gewaehlt AS (
  SELECT k.id, k.distanz, k.rang
  FROM kandidaten k
  CROSS JOIN LATERAL (
    SELECT 1 FROM terminprofile tp JOIN slots s ON s.terminprofil_id = tp.id
    WHERE tp.praxis_id = k.id
      AND ${profile}
      AND s.praxis_id = k.id
      AND ${slot}
    LIMIT 1
  ) treffer
  LIMIT ${params.add(limit, 'int')}
)`;
}

/**
 * A practice as the search SQL returns it. Its slots come as one array per column and its profiles
 * as JSON tuples, dates as one local timestamp: building a keyed JSON object and formatting the
 * date per slot was the largest share of the database's work per search (docs/performance.md).
 */
export interface RawPracticeRow extends Omit<FoundPractice, 'slots' | 'profile'> {
  /**
   * [ids, profile ids, sections, appointment types, booking authorities comma-joined, local
   * 'YYYY-MM-DDTHH:mm:ss'], in no particular order; all null when the practice has no slot.
   */
  readonly slots:
    | readonly [(number | string)[], string[], string[], string[], string[], string[]]
    | readonly [null, null, null, null, null, null];
  /**
   * [id, name, hint, Leistungsmerkmal codes, qualifications, the doctor's title, given and family
   * name (null without a doctor), languages]
   */
  readonly profile: readonly (readonly [
    string,
    string,
    string | null,
    string[],
    string[],
    string | null,
    string | null,
    string | null,
    string[],
  ])[];
}

/** One practice of the answer, with its slots and matching profiles. */
export interface FoundPractice extends PracticeRow {
  readonly id: string;
  readonly distanz: number | null;
  readonly rang: number | string;
  /** When its earliest returned slot begins: a shared answer ends then (shared-answers.ts). */
  readonly erster: Date | string | null;
  readonly kv: string | null;
  readonly slots: readonly SlotJson[];
  readonly profile: readonly ProfileJson[];
}

export interface SlotJson {
  readonly id: number | string;
  readonly profil: string;
  readonly abschnitt: string;
  readonly termintyp: string;
  readonly befugnisse: readonly string[];
  /** Local date YYYY-MM-DD. */
  readonly datum: string;
  /** Local time HH:mm. */
  readonly uhrzeit: string;
}

export interface ProfileJson {
  readonly id: string;
  readonly name: string;
  readonly hinweis: string | null;
  readonly leistungsmerkmale: readonly { code: string; name: string }[];
  readonly qualifikationen: readonly { code: string; name: string }[];
  /** Issue #22: the doctor's name parts (no LANR: patients do not need it); null without one. */
  readonly arzt: { titel: string | null; vorname: string | null; nachname: string } | null;
  readonly sprachen: readonly string[];
}

/** The search: practices nearest first, each with its matching slots and profiles. */
export function searchSql(
  source: PracticeSource,
  filter: SlotFilter,
  limits: SearchLimits,
): SqlQuery {
  const params = new Params();
  const profile = profileCondition(params, filter);
  const slot = slotCondition(params, filter);
  // The slots are read per candidate, nearest first, until `limits.practices` have some: reading a
  // practice's slots also answers whether it has one, so there is no separate probe. The LATERAL
  // keeps it a nested loop over the candidates in order, stopped by the LIMIT.
  const text = `WITH ${candidates(params, source, filter)},
gewaehlt AS (
  SELECT k.id, k.distanz, k.rang, t.slots, t.erster
  FROM kandidaten k
  CROSS JOIN LATERAL (
    SELECT count(*) AS anzahl, min(x.beginn) AS erster, json_build_array(array_agg(x.id), array_agg(x.terminprofil_id),
        array_agg(x.abschnitt), array_agg(x.termintyp),
        array_agg(array_to_string(x.buchungsbefugnisse, ',')),
        array_agg(x.beginn AT TIME ZONE '${SERVICE_TIME_ZONE}')) AS slots
    FROM (
      SELECT s.id, s.terminprofil_id, s.abschnitt, s.termintyp, s.buchungsbefugnisse, s.beginn,
        row_number() OVER (PARTITION BY s.abschnitt, s.termintyp ORDER BY s.beginn, s.id) AS nr
      FROM slots s
      WHERE s.praxis_id = k.id
        AND ${slot}
        AND s.terminprofil_id = ANY (ARRAY(
          SELECT tp.id FROM terminprofile tp WHERE tp.praxis_id = k.id AND ${profile}))
    ) x
    WHERE x.nr <= ${params.add(limits.slotsPerGroup, 'int')}
  ) t
  WHERE t.anzahl > 0
  LIMIT ${params.add(limits.practices, 'int')}
)
SELECT p.id, g.distanz, g.rang, g.erster, ${practiceColumns('p')}, kv.name AS kv, g.slots,
  (SELECT coalesce(json_agg(json_build_array(tp.id, tp.name, tp.hinweis, tp.leistungsmerkmale,
      tp.qualifikationen, tp.arzt_titel, tp.arzt_vorname, tp.arzt_nachname, tp.sprachen)
      ORDER BY tp.id), '[]'::json)
   FROM terminprofile tp WHERE tp.praxis_id = g.id AND ${profile}) AS profile
FROM gewaehlt g
JOIN praxen p ON p.id = g.id
LEFT JOIN kv_regionen kv ON kv.id = p.kv_id
ORDER BY g.rang`;
  return { text, values: params.values };
}

/**
 * The availability check (§7 "availability"): the distance of the nearest practice within
 * `source.radiusKm` that has a matching free slot; no row when there is none.
 */
export function nearestSql(source: PracticeSource, filter: SlotFilter): SqlQuery {
  const params = new Params();
  const profile = profileCondition(params, filter);
  const slot = slotCondition(params, filter);
  const text = `WITH ${candidates(params, source, filter)},
${chosen(params, 1, profile, slot)}
SELECT g.distanz FROM gewaehlt g`;
  return { text, values: params.values };
}

/**
 * The rows of searchSql as the answer is built from them. `names` gives the name of a
 * Leistungsmerkmal or qualification code (the catalogue, reference/leistungsmerkmale.ts); an
 * unknown code keeps its code as its name.
 */
export function readPracticeRows(
  rows: readonly RawPracticeRow[],
  names: ReadonlyMap<string, string>,
): FoundPractice[] {
  return rows.map((row) => ({
    ...row,
    slots: slotsOf(row.slots),
    profile: row.profile.map(
      ([id, name, hinweis, codes, qualifikationen, titel, vorname, nachname, sprachen]) => ({
        id,
        name,
        hinweis,
        leistungsmerkmale: codes.map((code) => ({ code, name: names.get(code) ?? code })),
        qualifikationen: qualifikationen.map((code) => ({ code, name: names.get(code) ?? code })),
        arzt: nachname === null ? null : { titel, vorname, nachname },
        sprachen: sprachen ?? [],
      }),
    ),
  }));
}

function slotsOf(columns: RawPracticeRow['slots']): SlotJson[] {
  const [ids, profile, abschnitte, termintypen, befugnisse, lokal] = columns;
  if (!ids) return [];
  const order = ids.map((_, i) => i);
  // The answer relies on time order; the rows come ordered by section and type first.
  const earlier = (a: number, b: number) =>
    lokal[a] === lokal[b]
      ? Number(ids[a]) - Number(ids[b])
      : (lokal[a] ?? '') < (lokal[b] ?? '')
        ? -1
        : 1;
  if (order.some((i) => i > 0 && earlier(i - 1, i) > 0)) order.sort(earlier);
  return order.map((i) => {
    const begin = lokal[i] ?? '';
    return {
      id: ids[i] ?? '',
      profil: profile[i] ?? '',
      abschnitt: abschnitte[i] ?? '',
      termintyp: termintypen[i] ?? '',
      befugnisse: (befugnisse[i] ?? '').split(','),
      datum: begin.slice(0, 10),
      uhrzeit: begin.slice(11, 16),
    };
  });
}
