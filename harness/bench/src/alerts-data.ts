// The data of `pnpm bench:alerts` (issue #15 "Bench figure"): practices, running confirmed slot
// alerts and a pool of blocked slots, written set-based in SQL on the real postcodes of the
// reference data. The alerts look like the ones the subscribe call makes — their postcode's
// centroid, a radius choice, the daytime mask, the type, the code's urgency and window — and enter
// terminalarm_orte as confirmation puts them there (services/alerts/confirm.ts).
import { RADIUS_CHOICES_KM } from '@terminservice/domain/limits';
import type { Db } from './server.ts';

/** Specialties of alerts and practices: the most asked ones, as in the hotline's day. */
export const BENCH_SPECIALTIES = ['A001', 'W030', 'W050', 'A002', 'W981', 'W060', 'W070', 'W160'];

/**
 * Radius choices weighted as patients choose them (most keep the default 5 km): the cumulative
 * share up to each choice of RADIUS_CHOICES_KM (1, 5, 10, 20, 50, 100, 150).
 */
const RADIUS_CUMULATIVE = [0.05, 0.5, 0.72, 0.86, 0.95, 0.98, 1];

export interface BenchData {
  readonly practices: number;
  readonly alerts: number;
  readonly pool: number;
}

/** Practices on random real postcodes, one profile each with one of the specialties. */
async function insertPractices(db: Db, count: number): Promise<void> {
  await db.query(
    `WITH z AS (SELECT *, row_number() OVER (ORDER BY plz) AS nr FROM postleitzahlen),
     zahl AS (SELECT count(*) AS n FROM z)
     INSERT INTO praxen (id, bsnr, name, strasse, plz, ort, lat, lon, kv_id)
     SELECT 'bench-' || a.n, (700000000 + a.n)::text, 'Benchpraxis ' || a.n, 'Weg 1', z.plz,
            z.ortsname, z.lat + (random() - 0.5) * 0.02, z.lon + (random() - 0.5) * 0.02, z.kv_id
       FROM (SELECT n, 1 + floor(random() * (SELECT n FROM zahl))::int AS zeile
               FROM generate_series(1, $1) AS n) a
       JOIN z ON z.nr = a.zeile`,
    [count],
  );
  await db.query(
    `INSERT INTO terminprofile (id, praxis_id, name, leistungsmerkmale)
     SELECT 'bench-profil-' || substr(p.id, 7), p.id, 'Sprechstunde',
            ARRAY[($1::text[])[1 + (abs(hashtext(p.id)) % cardinality($1::text[]))]]
       FROM praxen p WHERE p.id LIKE 'bench-%'`,
    [BENCH_SPECIALTIES],
  );
}

/**
 * Codes and confirmed alerts: random postcode and specialty, a weighted radius, 30 % with a
 * daytime mask, 20 % for one appointment type; the index rows of confirmation.
 */
async function insertAlerts(db: Db, count: number): Promise<void> {
  await db.query(
    `INSERT INTO vermittlungscodes (code, leistungsmerkmal, ausgestellt_von)
     SELECT upper(substr(md5('bench-alarm-' || n), 1, 12)), 'W030', 'bench'
       FROM generate_series(1, $1) AS n
     ON CONFLICT DO NOTHING`,
    [count],
  );
  await db.query(
    `WITH z AS (SELECT plz, lat, lon, row_number() OVER (ORDER BY plz) AS nr FROM postleitzahlen),
     zahl AS (SELECT count(*) AS n FROM z)
     INSERT INTO terminalarme (code, angelegt_von, kanal, empfaenger, empfaenger_hash, plz, lat,
       lon, radius_km, leistungsmerkmale, tageszeiten, termintyp, dringlichkeit, fenster_tage,
       pin_laeuft_ab_am, bestaetigt_am, laeuft_ab_am)
     SELECT upper(substr(md5('bench-alarm-' || a.n), 1, 12)), 'WEB', 'email',
            'bench-' || a.n || '@example.org', 'bench-' || a.n, z.plz, z.lat, z.lon,
            ($2::int[])[(SELECT count(*) FROM unnest($3::float8[]) c WHERE c < a.r)::int + 1],
            ARRAY[($4::text[])[1 + a.n % cardinality($4::text[])]],
            CASE WHEN random() < 0.3
                 THEN (SELECT string_agg(CASE WHEN random() < 0.5 THEN '1' ELSE '0' END, '')
                         FROM generate_series(1, 14 + a.n * 0))
                 ELSE '00000000000000' END,
            CASE WHEN random() < 0.1 THEN 'VIDEOSPRECHSTUNDE'
                 WHEN random() < 0.11 THEN 'PRAESENZTERMIN' END,
            'DRINGEND', 83, now(), now(), now() + interval '28 days'
       FROM (SELECT n, random() AS r, 1 + floor(random() * (SELECT n FROM zahl))::int AS zeile
               FROM generate_series(1, $1) AS n) a
       JOIN z ON z.nr = a.zeile`,
    [count, [...RADIUS_CHOICES_KM], RADIUS_CUMULATIVE, BENCH_SPECIALTIES],
  );
  await db.query(
    `INSERT INTO terminalarm_orte (merkmal, radius_klasse, lat, lon, alarm_id, radius_km, termintyp,
       tageszeiten, fenster_tage, dringlichkeit, zusatzqualifikationen)
     SELECT m, a.radius_km, a.lat, a.lon, a.id, a.radius_km, a.termintyp, a.tageszeiten,
            a.fenster_tage, a.dringlichkeit, a.zusatzqualifikationen
       FROM terminalarme a CROSS JOIN unnest(a.leistungsmerkmale) AS m
      WHERE a.beendet_am IS NULL AND a.bestaetigt_am IS NOT NULL
     ON CONFLICT DO NOTHING`,
  );
}

/** Blocked future slots that the run frees one by one (the practice unblocks them). */
async function insertPool(db: Db, count: number): Promise<void> {
  await db.query(
    `INSERT INTO slots (praxis_id, terminprofil_id, beginn, ende, termintyp, buchungsbefugnisse, status)
     SELECT p.id, tp.id, b.beginn, b.beginn + interval '15 minutes', 'PRAESENZTERMIN',
            '{PATIENT,TSS}', 'BLOCKIERT'
       FROM generate_series(1, $1) AS n
       CROSS JOIN LATERAL (SELECT date_trunc('hour', now()) + make_interval(days => 1 + n % 60,
                                  mins => 15 * (n % 40)) AS beginn) b
       JOIN praxen p ON p.id = 'bench-' || (1 + n % (SELECT count(*) FROM praxen WHERE id LIKE 'bench-%'))
       JOIN terminprofile tp ON tp.praxis_id = p.id`,
    [count],
  );
}

export async function createBenchData(
  db: Db,
  sizes: { practices: number; alerts: number; pool: number },
): Promise<BenchData> {
  await insertPractices(db, sizes.practices);
  await insertAlerts(db, sizes.alerts);
  await insertPool(db, sizes.pool);
  // A database in use is vacuumed by autovacuum: the index of the alerts answers from the index.
  await db.query('VACUUM ANALYZE');
  const [counts] = await db.query<BenchData>(
    `SELECT (SELECT count(*)::int FROM praxen WHERE id LIKE 'bench-%') AS practices,
            (SELECT count(*)::int FROM terminalarm_orte) AS alerts,
            (SELECT count(*)::int FROM slots WHERE status = 'BLOCKIERT') AS pool`,
  );
  return counts!;
}
