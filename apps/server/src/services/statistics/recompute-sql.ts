// The statistics job's statements (docs/statistics.md "Figures"): each reads one source for the
// days $1…$2 (Berlin calendar days) and writes counts per day, KV, postcode area,
// Leistungsmerkmal, urgency and figure into statistik_werte. Days are Berlin days of the event's
// instant; which instant dates which figure is written beside each statement.

/** The Berlin calendar day of an instant. */
const day = (instant: string) => `(${instant} AT TIME ZONE 'Europe/Berlin')::date`;
const START = `($1::date::timestamp AT TIME ZONE 'Europe/Berlin')`;
const END = `(($2::date + 1)::timestamp AT TIME ZONE 'Europe/Berlin')`;
/** An instant within the window. */
const inWindow = (instant: string) => `${instant} >= ${START} AND ${instant} < ${END}`;

const INTO = `INSERT INTO statistik_werte
  (tag, kv_id, region, leistungsmerkmal, dringlichkeit, kennzahl, anzahl)`;

export const DELETE_DAYS = [
  'DELETE FROM statistik_werte WHERE tag BETWEEN $1 AND $2',
  'DELETE FROM statistik_buchungszeiten WHERE tag BETWEEN $1 AND $2',
];

/** Codes issued: by the day they were issued. */
const CODES_ISSUED = `${INTO}
  SELECT ${day('o.ausgestellt_am')}, o.kv_id, o.region, o.leistungsmerkmal, o.dringlichkeit,
         'codesAusgestellt', count(*)
    FROM statistik_code_orte o
   WHERE ${inWindow('o.ausgestellt_am')}
   GROUP BY 1, 2, 3, 4, 5`;

/**
 * Codes booked: by the day of the code's first booking (a later booking after a cancellation or a
 * reschedule books no new code). $3/$4: the deadline in days per urgency (ADR 31).
 */
const FIRST_BOOKINGS = `
  WITH erste AS (
    SELECT DISTINCT ON (b.code) b.code, b.erstellt_am, s.beginn
      FROM buchungen b JOIN slots s ON s.id = b.slot_id
     WHERE b.code IN (SELECT code FROM buchungen WHERE ${inWindow('erstellt_am')})
     ORDER BY b.code, b.id),
  gebucht AS (
    SELECT e.erstellt_am, e.beginn, o.ausgestellt_am, o.kv_id, o.region, o.leistungsmerkmal,
           o.dringlichkeit, f.tage
      FROM erste e JOIN statistik_code_orte o ON o.code = e.code
      LEFT JOIN unnest($3::text[], $4::int[]) AS f (dringlichkeit, tage)
        ON f.dringlichkeit = o.dringlichkeit
     WHERE ${inWindow('e.erstellt_am')})`;

/** codesGebucht, and for the share within the deadline: codesMitFrist and codesInFrist. */
const CODES_BOOKED = `${FIRST_BOOKINGS}
  ${INTO}
  SELECT ${day('g.erstellt_am')}, g.kv_id, g.region, g.leistungsmerkmal, g.dringlichkeit,
         k.kennzahl, count(*)
    FROM gebucht g
    CROSS JOIN LATERAL (VALUES
      ('codesGebucht', true),
      ('codesMitFrist', g.tage IS NOT NULL),
      ('codesInFrist', ${day('g.beginn')} - ${day('g.ausgestellt_am')} <= g.tage)) AS k (kennzahl, gilt)
   WHERE k.gilt
   GROUP BY 1, 2, 3, 4, 5, 6`;

/** The hours from issue to first booking, in tenths, as a histogram per day. */
const BOOKING_TIMES = `${FIRST_BOOKINGS}
  INSERT INTO statistik_buchungszeiten
    (tag, kv_id, region, leistungsmerkmal, dringlichkeit, zehntelstunden, anzahl)
  SELECT ${day('g.erstellt_am')}, g.kv_id, g.region, g.leistungsmerkmal, g.dringlichkeit,
         greatest(0, round(extract(epoch FROM g.erstellt_am - g.ausgestellt_am) / 360))::int,
         count(*)
    FROM gebucht g
   GROUP BY 1, 2, 3, 4, 5, 6`;

/**
 * Codes that expired without any booking: on the day after their last valid day (ADR 20: issue
 * day + the days of their urgency, $5/$6). $7: the longest validity, to bound the codes read.
 */
const CODES_EXPIRED = `${INTO}
  SELECT x.tag, x.kv_id, x.region, x.leistungsmerkmal, x.dringlichkeit,
         'codesAbgelaufenUngebucht', count(*)
    FROM (SELECT ${day('o.ausgestellt_am')} + v.tage + 1 AS tag, o.*
            FROM statistik_code_orte o
            JOIN unnest($3::text[], $4::int[]) AS v (dringlichkeit, tage)
              ON v.dringlichkeit = o.dringlichkeit
           WHERE o.ausgestellt_am >= ${START} - make_interval(days => $5 + 1)
             AND o.ausgestellt_am < ${END}
             AND NOT EXISTS (SELECT 1 FROM buchungen b WHERE b.code = o.code)) x
   WHERE x.tag BETWEEN $1 AND $2
   GROUP BY 1, 2, 3, 4, 5`;

/** Codes used up by cancellations (§9's two): on the day of the cancellation that used them up. */
const CODES_USED_UP = `${INTO}
  SELECT ${day('l.am')}, o.kv_id, o.region, o.leistungsmerkmal, o.dringlichkeit,
         'codesVerbrauchtDurchStornierung', count(*)
    FROM (SELECT code, max(storniert_am) AS am FROM buchungen
           WHERE storniert_von = 'PATIENT' AND code IN (
             SELECT code FROM buchungen
              WHERE storniert_von = 'PATIENT' AND ${inWindow('storniert_am')})
           GROUP BY code) l
    JOIN statistik_code_orte o ON o.code = l.code
   WHERE o.stornierungen >= $3 AND ${inWindow('l.am')}
   GROUP BY 1, 2, 3, 4, 5`;

/**
 * Events of bookings, in the area of the booked practice: cancellations (by who, on the day of
 * the cancellation), reminders confirmed and released (on that day) and no-shows (on the
 * appointment's day).
 */
const BOOKING_EVENTS = `
  WITH ereignisse AS (
    SELECT id, storniert_am AS am,
           CASE storniert_von WHEN 'PATIENT' THEN 'stornierungenPatient'
                              WHEN 'PRAXIS' THEN 'stornierungenPraxis'
                              ELSE 'verschiebungen' END AS kennzahl
      FROM buchungen WHERE storniert_von IS NOT NULL AND ${inWindow('storniert_am')}
    UNION ALL
    SELECT id, bestaetigt_am, 'erinnerungenBestaetigt' FROM buchungen
     WHERE ${inWindow('bestaetigt_am')}
    UNION ALL
    SELECT buchung_id, freigegeben_am, 'erinnerungenFreigegeben' FROM erinnerungen
     WHERE ${inWindow('freigegeben_am')}
    UNION ALL
    SELECT b.id, s.beginn, 'nichtErschienen'
      FROM buchungen b JOIN slots s ON s.id = b.slot_id
     WHERE b.nicht_erschienen_am IS NOT NULL AND ${inWindow('s.beginn')})
  ${INTO}
  SELECT ${day('x.am')}, p.kv_id, substr(p.plz, 1, 2), coalesce(b.leistungsmerkmale[1], ''),
         c.dringlichkeit, x.kennzahl, count(*)
    FROM ereignisse x
    JOIN buchungen b ON b.id = x.id
    JOIN slots s ON s.id = b.slot_id
    JOIN praxen p ON p.id = s.praxis_id
    JOIN vermittlungscodes c ON c.code = b.code
   GROUP BY 1, 2, 3, 4, 5, 6`;

/**
 * Slots by the day they begin, in their practice's area, under their profile's first
 * Leistungsmerkmal, without urgency: offered (every slot published), booked, withdrawn
 * (GELOESCHT), released to the practice, expired unbooked (still free when it began).
 */
const SLOTS = `${INTO}
  SELECT ${day('s.beginn')}, p.kv_id, substr(p.plz, 1, 2), coalesce(t.leistungsmerkmale[1], ''),
         '', k.kennzahl, count(*)
    FROM slots s
    JOIN praxen p ON p.id = s.praxis_id
    JOIN terminprofile t ON t.id = s.terminprofil_id
    CROSS JOIN LATERAL (VALUES
      ('slotsAngeboten', true),
      ('slotsGebucht', s.status = 'GEBUCHT'),
      ('slotsZurueckgezogen', s.status = 'GELOESCHT'),
      ('slotsFreigegebenAnPraxis', s.abschnitt = 'freeToUseForPraxis'),
      ('slotsAbgelaufenUngebucht', s.status = 'FREI' AND s.beginn < now())) AS k (kennzahl, gilt)
   WHERE k.gilt AND ${inWindow('s.beginn')}
   GROUP BY 1, 2, 3, 4, 5, 6`;

/**
 * Slot alerts by the day they were confirmed (an alert runs 28 days, so its outcome is known
 * within the window): set up, fired (at least one message), ended by a booking.
 */
const ALERTS = `${INTO}
  SELECT ${day('a.bestaetigt_am')}, coalesce(pl.kv_id, '00'), substr(a.plz, 1, 2),
         a.leistungsmerkmale[1], a.dringlichkeit, k.kennzahl, count(*)
    FROM terminalarme a
    LEFT JOIN postleitzahlen pl ON pl.plz = a.plz
    CROSS JOIN LATERAL (VALUES
      ('alarmeEingerichtet', true),
      ('alarmeAusgeloest', a.meldungen > 0),
      ('alarmeMitBuchung', a.ende_grund = 'gebucht')) AS k (kennzahl, gilt)
   WHERE k.gilt AND ${inWindow('a.bestaetigt_am')}
   GROUP BY 1, 2, 3, 4, 5, 6`;

/** Events counted in the process (events.ts): copied as they are. */
const EVENTS = `${INTO}
  SELECT tag, kv_id, region, leistungsmerkmal, dringlichkeit, kennzahl, anzahl
    FROM statistik_ereignisse WHERE tag BETWEEN $1 AND $2`;

/** Each statement with the parameters it takes after $1/$2 ('fristen', 'gueltigkeit', 'max'). */
export const RECOMPUTE_STATEMENTS: readonly {
  readonly sql: string;
  readonly extra: 'none' | 'fristen' | 'gueltigkeit' | 'stornierungen';
}[] = [
  { sql: CODES_ISSUED, extra: 'none' },
  { sql: CODES_BOOKED, extra: 'fristen' },
  { sql: BOOKING_TIMES, extra: 'fristen' },
  { sql: CODES_EXPIRED, extra: 'gueltigkeit' },
  { sql: CODES_USED_UP, extra: 'stornierungen' },
  { sql: BOOKING_EVENTS, extra: 'none' },
  { sql: SLOTS, extra: 'none' },
  { sql: ALERTS, extra: 'none' },
  { sql: EVENTS, extra: 'none' },
];

/** Deletes the periods of kind $3 ('woche' | 'monat') from the one $2 ('week' | 'month') that holds day $1 on. */
const deletePeriods = (table: string) =>
  `DELETE FROM ${table} WHERE art = $3 AND beginn >= date_trunc($2, $1::date)::date`;

/** Sums the periods of kind $3 from the one $2 holds day $1 on, from one period table to another. */
const sumPeriods = (into: string, from: string, columns: string) =>
  `INSERT INTO ${into} (art, beginn, kv_id, region, ${columns}, anzahl)
   SELECT art, beginn, kv_id, region, ${columns}, sum(anzahl)
     FROM ${from}
    WHERE art = $3 AND beginn >= date_trunc($2, $1::date)::date
    GROUP BY art, beginn, kv_id, region, ${columns}`;

/**
 * The periods (ISO weeks, months) from the one that holds day $1 on, summed again: first from the
 * daily rows per Leistungsmerkmal and urgency (what calls filtered by Leistungsmerkmal read), from
 * those per urgency alone (calls filtered by urgency alone), from those without either (calls
 * without filter). $2: 'week' | 'month'; $3: 'woche' | 'monat'.
 */
export const PERIOD_STATEMENTS = [
  deletePeriods('statistik_perioden_merkmale'),
  deletePeriods('statistik_perioden_merkmale_zeiten'),
  deletePeriods('statistik_perioden_dringlichkeit'),
  deletePeriods('statistik_perioden_dringlichkeit_zeiten'),
  deletePeriods('statistik_perioden'),
  deletePeriods('statistik_perioden_zeiten'),
  `INSERT INTO statistik_perioden_merkmale
     (art, beginn, kv_id, region, leistungsmerkmal, dringlichkeit, kennzahl, anzahl)
   SELECT $3, date_trunc($2, tag)::date, kv_id, region, leistungsmerkmal, dringlichkeit, kennzahl,
          sum(anzahl)
     FROM statistik_werte WHERE tag >= date_trunc($2, $1::date)::date
    GROUP BY 2, 3, 4, 5, 6, 7`,
  `INSERT INTO statistik_perioden_merkmale_zeiten
     (art, beginn, kv_id, region, leistungsmerkmal, dringlichkeit, zehntelstunden, anzahl)
   SELECT $3, date_trunc($2, tag)::date, kv_id, region, leistungsmerkmal, dringlichkeit,
          zehntelstunden, sum(anzahl)
     FROM statistik_buchungszeiten WHERE tag >= date_trunc($2, $1::date)::date
    GROUP BY 2, 3, 4, 5, 6, 7`,
  sumPeriods(
    'statistik_perioden_dringlichkeit',
    'statistik_perioden_merkmale',
    'dringlichkeit, kennzahl',
  ),
  sumPeriods(
    'statistik_perioden_dringlichkeit_zeiten',
    'statistik_perioden_merkmale_zeiten',
    'dringlichkeit, zehntelstunden',
  ),
  sumPeriods('statistik_perioden', 'statistik_perioden_dringlichkeit', 'kennzahl'),
  sumPeriods(
    'statistik_perioden_zeiten',
    'statistik_perioden_dringlichkeit_zeiten',
    'zehntelstunden',
  ),
];
