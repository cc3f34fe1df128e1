// The matcher's SQL (issue #15 "Matching", docs/alerts.md): which running alerts match the free
// slots whose wave is due. Per slot, the alerts are found through terminalarm_orte: for each radius
// choice (§9) one index range — the specialty, the choice, a box of that radius around the
// practice — then each candidate is checked exactly as the search would check it: distance within
// its radius, appointment type, extras, the slot's urgencies, the doctor's language (issue #22),
// the daytime mask, the window of the code's urgency, and not told about this slot before. Per slot the first candidates by
// subscription order come back, those that may be told now (daily cap, gap) apart from the rest.
import { SERVICE_TIME_ZONE } from '../kernel/berlin-time.ts';
import { distanceSql, KM_PER_DEGREE } from '../search/geo.ts';
import { EMPTY_DAYTIME_MASK } from '@terminservice/domain/daytime';

/** Degrees of latitude per km, with the search's 1 % margin (search/geo.ts boundingBox). */
export const DEGREES_PER_KM = 1.01 / KM_PER_DEGREE;

/** Moves the slot events into the waves table (a slot freed again is due at once); $1 events. */
export const TAKE_EVENTS = `
  WITH genommen AS (
    DELETE FROM terminalarm_ereignisse
     WHERE id IN (SELECT id FROM terminalarm_ereignisse ORDER BY id LIMIT $1)
    RETURNING slot_id, zeit),
  wellen AS (
    INSERT INTO terminalarm_wellen (slot_id, faellig_am, frei_seit)
    SELECT slot_id, now(), min(zeit) FROM genommen GROUP BY slot_id
    ON CONFLICT (slot_id) DO UPDATE
      SET faellig_am = now(), frei_seit = excluded.frei_seit, wellen = 0, in_welle = 0)
  SELECT count(*)::int AS anzahl FROM genommen`;

/** One row per due slot and candidate (or one row without a candidate). */
export interface CandidateRow {
  readonly slot_id: string;
  /** When the slot became free: the event's time (for the bench's latency). */
  readonly frei_seit: Date;
  readonly wellen: number;
  /** Alerts told in the wave under way (a run that could not fill it leaves it open). */
  readonly in_welle: number;
  /** Still free, bookable by patients, in the future, its practice not removed. */
  readonly frei: boolean;
  readonly alarm_id: string | null;
  /** May be told now (daily cap, gap); a slot brings at most one row that may not. */
  readonly bereit: boolean | null;
  readonly kanal: 'sms' | 'email' | null;
  readonly empfaenger: string | null;
  /** The German date the alert ends. */
  readonly endet: string | null;
  /** The language of the alert's messages (issue #23 part 1). */
  readonly nachrichtensprache: string | null;
}

/**
 * $1 due waves per run, $2 the radius choices, $3 degrees per km, $4 ready candidates per slot.
 * The candidates are found and ranked on terminalarm_orte alone (an index-only scan with the
 * filters in the index); the alerts themselves are read only for those that come back.
 */
export const CANDIDATES = `
WITH faellig AS MATERIALIZED (
  SELECT w.slot_id, w.frei_seit, w.wellen, w.in_welle, w.faellig_am FROM terminalarm_wellen w
   WHERE w.faellig_am <= now()
   ORDER BY w.faellig_am, w.slot_id LIMIT $1),
frei AS MATERIALIZED (
  SELECT f.slot_id, s.termintyp, s.dringlichkeiten, tp.leistungsmerkmale, tp.qualifikationen,
         tp.sprachen,
         p.lat, p.lon, (s.beginn AT TIME ZONE '${SERVICE_TIME_ZONE}')::date AS tag,
         (extract(isodow FROM s.beginn AT TIME ZONE '${SERVICE_TIME_ZONE}')::int - 1) * 2
           + CASE WHEN extract(hour FROM s.beginn AT TIME ZONE '${SERVICE_TIME_ZONE}') < 12
                  THEN 1 ELSE 2 END AS stelle
    FROM faellig f
    JOIN slots s ON s.id = f.slot_id
    JOIN terminprofile tp ON tp.id = s.terminprofil_id
    JOIN praxen p ON p.id = s.praxis_id
   WHERE s.status = 'FREI' AND s.beginn > now() AND NOT p.entfernt
     AND 'PATIENT' = ANY (s.buchungsbefugnisse)),
kandidaten AS (
  SELECT DISTINCT f.slot_id, o.alarm_id,
         o.gesperrt_bis IS NULL OR o.gesperrt_bis <= now() AS bereit
    FROM frei f
    CROSS JOIN unnest($2::int[]) AS k (klasse)
    JOIN terminalarm_orte o
      ON o.merkmal = ANY (f.leistungsmerkmale) AND o.radius_klasse = k.klasse
     AND o.lat BETWEEN f.lat - k.klasse * $3::float8 AND f.lat + k.klasse * $3::float8
     AND o.lon BETWEEN f.lon - k.klasse * $3::float8 / cos(radians(least(89, abs(f.lat) + k.klasse * $3::float8)))
                   AND f.lon + k.klasse * $3::float8 / cos(radians(least(89, abs(f.lat) + k.klasse * $3::float8)))
   WHERE (o.termintyp IS NULL OR o.termintyp = f.termintyp)
     AND (cardinality(o.zusatzqualifikationen) = 0 OR o.zusatzqualifikationen && f.qualifikationen)
     AND (cardinality(f.dringlichkeiten) = 0 OR o.dringlichkeit = ANY (f.dringlichkeiten))
     AND (o.sprache IS NULL OR o.sprache = ANY (f.sprachen))
     AND (o.tageszeiten = '${EMPTY_DAYTIME_MASK}' OR substr(o.tageszeiten, f.stelle, 1) = '1')
     AND f.tag <= (now() AT TIME ZONE '${SERVICE_TIME_ZONE}')::date + o.fenster_tage
     AND ${distanceSql('o.lat', 'o.lon', 'f.lat', 'f.lon')} <= o.radius_km
     AND NOT EXISTS (SELECT 1 FROM terminalarm_meldungen m
                      WHERE m.slot_id = f.slot_id AND m.alarm_id = o.alarm_id)),
rangiert AS (
  SELECT k.*, row_number() OVER (PARTITION BY k.slot_id, k.bereit ORDER BY k.alarm_id) AS nr
    FROM kandidaten k),
gewaehlt AS (
  SELECT r.slot_id, r.alarm_id, r.bereit, a.kanal, a.empfaenger, a.nachrichtensprache,
         to_char(a.laeuft_ab_am AT TIME ZONE '${SERVICE_TIME_ZONE}', 'YYYY-MM-DD') AS endet
    FROM rangiert r
    JOIN terminalarme a ON a.id = r.alarm_id AND a.beendet_am IS NULL
   WHERE r.nr <= CASE WHEN r.bereit THEN $4 ELSE 1 END)
SELECT f.slot_id::text AS slot_id, f.frei_seit, f.wellen, f.in_welle, fr.slot_id IS NOT NULL AS frei,
       g.alarm_id::text AS alarm_id, g.bereit, g.kanal, g.empfaenger, g.endet,
       g.nachrichtensprache
  FROM faellig f
  LEFT JOIN frei fr ON fr.slot_id = f.slot_id
  LEFT JOIN gewaehlt g ON g.slot_id = f.slot_id
 ORDER BY f.faellig_am, f.slot_id, g.bereit DESC, g.alarm_id`;

/**
 * What was told: who about which slot ($1 slots, $2 alerts), the messages' link keys ($3), the
 * alerts' counters, and until when each may not be told again — the gap ($5 minutes), or the next
 * German day once the day's cap ($4) is reached — on the alert and on its index rows.
 */
export const RECORD_TOLD = `
  WITH gemeldet AS (
    INSERT INTO terminalarm_meldungen (slot_id, alarm_id)
    SELECT * FROM unnest($1::bigint[], $2::bigint[])),
  links AS (
    INSERT INTO terminalarm_links (hash, alarm_id)
    SELECT * FROM unnest($3::text[], $2::bigint[])),
  heute AS (SELECT (now() AT TIME ZONE '${SERVICE_TIME_ZONE}')::date AS tag),
  gezaehlt AS (
    UPDATE terminalarme a
       SET meldungen_am_tag = CASE WHEN a.meldungen_tag = h.tag THEN a.meldungen_am_tag + 1 ELSE 1 END,
           meldungen_tag = h.tag, meldungen = a.meldungen + 1, zuletzt_gemeldet_am = now(),
           gesperrt_bis = greatest(
             now() + make_interval(mins => $5),
             CASE WHEN (CASE WHEN a.meldungen_tag = h.tag THEN a.meldungen_am_tag + 1 ELSE 1 END) >= $4
                  THEN (h.tag + 1)::timestamp AT TIME ZONE '${SERVICE_TIME_ZONE}' END)
      FROM heute h
     WHERE a.id = ANY ($2::bigint[])
    RETURNING a.id, a.gesperrt_bis)
  UPDATE terminalarm_orte o SET gesperrt_bis = g.gesperrt_bis
    FROM gezaehlt g WHERE o.alarm_id = g.id`;

/**
 * Waves that end (slot taken, begun, nobody left) and those due again: $2 slots, $3 seconds until
 * due, $4 waves completed, $5 alerts told in the wave still under way.
 */
export const UPDATE_WAVES = `
  WITH weg AS (DELETE FROM terminalarm_wellen WHERE slot_id = ANY ($1::bigint[]))
  UPDATE terminalarm_wellen w SET faellig_am = now() + make_interval(secs => v.in_sekunden),
         wellen = w.wellen + v.fertig, in_welle = v.in_welle
    FROM unnest($2::bigint[], $3::int[], $4::int[], $5::int[]) AS v (slot_id, in_sekunden, fertig, in_welle)
   WHERE w.slot_id = v.slot_id`;
