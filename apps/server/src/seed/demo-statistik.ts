// A demo history for the operators' statistics (issue #24 part 2, docs/statistics.md "Demo"):
// twelve weeks of past appointments at a few practices in five postcode areas — codes issued and
// booked, bookings cancelled by patients and practices, moved, confirmed, released through the
// reminder, missed; slots withdrawn, released to the practice and expired; slot alerts; searches
// that found nothing — then those days computed once, so the view shows figures at the first
// start. Set-based SQL, deterministic (variety from the slot's id), no personal data (contacts
// are empty and marked anonymised). Runs once: its codes mark that it ran.
import type { Db } from '../db/client.ts';
import { berlinDateKey } from '../services/kernel/berlin-time.ts';
import { daysBefore, recomputeDays } from '../services/statistics/index.ts';

/** Days of history before today. */
export const HISTORIE_TAGE = 84;
/** The postcode areas with history: the five guarantee cities' (Berlin, Munich, Cologne, Hamburg, Frankfurt). */
export const HISTORIE_REGIONEN = ['10', '80', '50', '20', '60'];
/** Practices (each with one profile) per area. */
const PRAXEN_JE_REGION = 4;
/** Who issued the history's codes (no staff account of that name exists). */
const AUSSTELLER = 'TSS:demo-statistik';

/** The practices and in-person profiles that carry the history. */
const WAHL = `
  SELECT praxis, profil, merkmale, n FROM (
    SELECT p.id AS praxis, t.id AS profil, t.leistungsmerkmale AS merkmale,
           row_number() OVER (PARTITION BY substr(p.plz, 1, 2) ORDER BY p.id, t.id) AS n,
           row_number() OVER (PARTITION BY p.id ORDER BY t.id) AS je_praxis
      FROM praxen p JOIN terminprofile t ON t.praxis_id = p.id
     WHERE substr(p.plz, 1, 2) = ANY($3::text[]) AND NOT p.entfernt AND t.aktiv
       AND t.termintyp = 'PRAESENZTERMIN') x
   WHERE je_praxis = 1 AND n <= ${PRAXEN_JE_REGION}`;

/** $1 today (Berlin day), $2 days, $3 areas. Three slots a day per profile, of every kind. */
const SLOTS = `
  WITH wahl AS (${WAHL})
  INSERT INTO slots (praxis_id, terminprofil_id, beginn, ende, termintyp, buchungsbefugnisse,
                     abschnitt, status)
  SELECT w.praxis, w.profil, b.beginn, b.beginn + interval '15 minutes', 'PRAESENZTERMIN',
         '{PATIENT,TSS}', CASE WHEN b.k = 9 THEN 'freeToUseForPraxis' ELSE 'default' END,
         CASE WHEN b.k <= 5 THEN 'GEBUCHT' WHEN b.k = 6 THEN 'GELOESCHT' ELSE 'FREI' END
    FROM wahl w
    CROSS JOIN generate_series(1, $2::int) AS d
    CROSS JOIN generate_series(0, 2) AS i
    CROSS JOIN LATERAL (
      SELECT ((($1::date - d) + time '08:00')::timestamp AT TIME ZONE 'Europe/Berlin')
               + make_interval(mins => i * 60 + w.n::int * 15) AS beginn,
             (d * 7 + i * 3 + w.n) % 10 AS k) b`;

/** The history's booked slots without a booking yet: $1 today, $2 days, $3 areas. */
const ZIEL = `
  SELECT s.id, s.beginn, t.leistungsmerkmale AS merkmale,
         CASE s.id % 5 WHEN 0 THEN 'AKUT' WHEN 1 THEN 'NICHT_DRINGEND' ELSE 'DRINGEND' END AS dr
    FROM slots s JOIN terminprofile t ON t.id = s.terminprofil_id JOIN praxen p ON p.id = s.praxis_id
   WHERE s.status = 'GEBUCHT' AND s.beginn < ($1::date::timestamp AT TIME ZONE 'Europe/Berlin')
     AND s.beginn >= (($1::date - $2::int)::timestamp AT TIME ZONE 'Europe/Berlin')
     AND substr(p.plz, 1, 2) = ANY($3::text[])
     AND NOT EXISTS (SELECT 1 FROM buchungen b WHERE b.slot_id = s.id)`;

/** When a code was issued before its appointment, and how long it took to book. */
const VOR = `CASE z.dr WHEN 'AKUT' THEN interval '20 hours' ELSE make_interval(days => 3 + (z.id % 30)::int) END`;
const WARTE = `CASE z.dr WHEN 'AKUT' THEN make_interval(hours => 1 + (z.id % 10)::int) ELSE make_interval(hours => 1 + (z.id % 48)::int) END`;

/**
 * A code and its booking per booked slot; some slots had an earlier booking with
 * another code (a third of them), cancelled by the patient, the practice or moved away. $4: the issuer.
 */
const BUCHUNGEN = `
  WITH ziel AS (${ZIEL}),
  codes AS (
    INSERT INTO vermittlungscodes (code, leistungsmerkmal, dringlichkeit, ausgestellt_am, ausgestellt_von)
    SELECT 'E' || lpad(z.id::text, 11, '0'), z.merkmale[1], z.dr, z.beginn - ${VOR}, $4 FROM ziel z
    UNION ALL
    SELECT 'I' || lpad(z.id::text, 11, '0'), z.merkmale[1], z.dr, z.beginn - ${VOR} - interval '1 day', $4
      FROM ziel z WHERE abs(hashtext(z.id::text)) % 3 = 0
    RETURNING code),
  storniert AS (
    INSERT INTO buchungen (code, slot_id, termintyp, leistungsmerkmale, kontakt, erstellt_am,
                           storniert_am, storniert_von, anonymisiert_am)
    SELECT 'I' || lpad(z.id::text, 11, '0'), z.id, 'PRAESENZTERMIN', z.merkmale, '{}',
           z.beginn - ${VOR} - interval '1 day' + ${WARTE},
           z.beginn - ${VOR} + interval '30 minutes',
           (ARRAY['PATIENT', 'PRAXIS', 'VERSCHOBEN'])[1 + abs(hashtext('von' || z.id)) % 3], now()
      FROM ziel z WHERE abs(hashtext(z.id::text)) % 3 = 0 AND (SELECT count(*) FROM codes) > 0)
  INSERT INTO buchungen (code, slot_id, termintyp, leistungsmerkmale, kontakt, erstellt_am,
                         bestaetigt_am, nicht_erschienen_am, anonymisiert_am)
  SELECT 'E' || lpad(z.id::text, 11, '0'), z.id, 'PRAESENZTERMIN', z.merkmale, '{}',
         z.beginn - ${VOR} + ${WARTE},
         CASE WHEN z.id % 3 = 0 THEN z.beginn - interval '1 day' END,
         CASE WHEN z.id % 6 = 1 THEN z.beginn + interval '2 hours' END, now()
    FROM ziel z WHERE (SELECT count(*) FROM codes) > 0`;

/** Codes the patients cancelled twice are used up; half the patients cancelled by the reminder. */
const NACH_STORNO = [
  `UPDATE vermittlungscodes c SET stornierungen = 2
     FROM buchungen b WHERE b.code = c.code AND c.ausgestellt_von = $1
      AND b.storniert_von = 'PATIENT' AND b.slot_id % 8 = 0`,
  `INSERT INTO erinnerungen (buchung_id, slot_id, erstellt_am, freigegeben_am)
   SELECT b.id, b.slot_id, b.storniert_am - interval '1 hour', b.storniert_am
     FROM buchungen b JOIN vermittlungscodes c ON c.code = b.code
    WHERE c.ausgestellt_von = $1 AND b.storniert_von = 'PATIENT' AND b.slot_id % 3 <> 0`,
];

/** Codes never booked, expiring within the history (DRINGEND: 83 days valid), issued at its practices. */
const UNGEBUCHT = `
  WITH wahl AS (${WAHL})
  INSERT INTO vermittlungscodes (code, leistungsmerkmal, dringlichkeit, ausgestellt_am, ausgestellt_von)
  SELECT 'O' || lpad((w.n * 1000 + d)::text, 6, '0') || upper(substr(md5(w.praxis), 1, 5)),
         w.merkmale[1], 'DRINGEND',
         ((($1::date - d - 84) + time '10:00')::timestamp AT TIME ZONE 'Europe/Berlin'),
         'SURGERY:' || p.bsnr
    FROM wahl w JOIN praxen p ON p.id = w.praxis
    CROSS JOIN generate_series(1, $2::int) AS d
   WHERE (d + w.n) % 2 = 0
  ON CONFLICT DO NOTHING`;

/** A slot alert for every third booked code: told of slots, and ended by its booking or not. */
const ALARME = `
  INSERT INTO terminalarme (code, angelegt_von, kanal, empfaenger, empfaenger_hash, plz, lat, lon,
    radius_km, leistungsmerkmale, tageszeiten, dringlichkeit, fenster_tage, pin_laeuft_ab_am,
    erstellt_am, bestaetigt_am, laeuft_ab_am, beendet_am, ende_grund, meldungen, anonymisiert_am)
  SELECT c.code, 'WEB', 'email', '', '', p.plz, p.lat, p.lon, 10, ARRAY[c.leistungsmerkmal],
         '11111111111111', c.dringlichkeit, 83, c.ausgestellt_am + interval '20 minutes',
         c.ausgestellt_am + interval '5 minutes', c.ausgestellt_am + interval '10 minutes',
         c.ausgestellt_am + interval '28 days', b.erstellt_am,
         CASE WHEN b.slot_id % 2 = 0 THEN 'gebucht' ELSE 'abgemeldet' END,
         (b.slot_id % 4)::int, now()
    FROM vermittlungscodes c
    JOIN buchungen b ON b.code = c.code AND b.storniert_am IS NULL
    JOIN slots s ON s.id = b.slot_id JOIN praxen p ON p.id = s.praxis_id
   WHERE c.ausgestellt_von = $1 AND b.slot_id % 3 = 1 AND c.dringlichkeit <> 'AKUT'`;

/** Searches that found nothing, a few a day per profile's area. */
const SUCHEN = `
  WITH wahl AS (${WAHL})
  INSERT INTO statistik_ereignisse (tag, kv_id, region, leistungsmerkmal, dringlichkeit, kennzahl, anzahl)
  SELECT $1::date - d, p.kv_id, substr(p.plz, 1, 2), w.merkmale[1], 'DRINGEND', 'suchenOhneErgebnis',
         sum(1 + (d * 3 + w.n) % 4)::int
    FROM wahl w JOIN praxen p ON p.id = w.praxis CROSS JOIN generate_series(0, $2::int) AS d
   GROUP BY 1, 2, 3, 4
  ON CONFLICT DO NOTHING`;

export interface DemoStatisticsResult {
  readonly angelegt: boolean;
  readonly zeilen: number;
}

/** Writes the history once (nothing when its codes exist) and computes its days. */
export async function seedDemoStatistics(
  db: Db,
  options: { readonly now: Date },
): Promise<DemoStatisticsResult> {
  return db.transaction(async (tx) => {
    const [done] = await tx.query<{ ja: boolean }>(
      'SELECT EXISTS (SELECT 1 FROM vermittlungscodes WHERE ausgestellt_von = $1) AS ja',
      [AUSSTELLER],
    );
    if (done?.ja) return { angelegt: false, zeilen: 0 };
    const heute = berlinDateKey(options.now);
    const area = [heute, HISTORIE_TAGE, HISTORIE_REGIONEN];
    await tx.query(SLOTS, area);
    await tx.query(BUCHUNGEN, [...area, AUSSTELLER]);
    for (const sql of NACH_STORNO) await tx.query(sql, [AUSSTELLER]);
    await tx.query(UNGEBUCHT, area);
    await tx.query(ALARME, [AUSSTELLER]);
    await tx.query(SUCHEN, area);
    const zeilen = await recomputeDays(tx, daysBefore(heute, HISTORIE_TAGE + 1), heute);
    return { angelegt: true, zeilen };
  });
}
