-- The operators' statistics (issue #24 part 2, docs/statistics.md, ADR 31): daily aggregates the
-- view reads instead of bookings and slots. The statistics job (services/statistics/) deletes and
-- rewrites the days of its window in one transaction; days older than the window stay as they
-- were last computed (retention anonymises and deletes the rows they came from).
-- Statements are separated by "--;" lines (see db/migrate.ts).

-- One count per Berlin day, KV, postcode area (two digits, '00' = not known), Leistungsmerkmal,
-- urgency ('' for figures without one, e.g. slots) and figure (a key of the domain's
-- KENNZAHLEN, or an internal one such as 'codesInFrist'). Only counts above 0 are stored.
CREATE TABLE statistik_werte (
  tag               date NOT NULL,
  kv_id             text NOT NULL,
  region            text NOT NULL,
  leistungsmerkmal  text NOT NULL,
  dringlichkeit     text NOT NULL,
  kennzahl          text NOT NULL,
  anzahl            integer NOT NULL CHECK (anzahl > 0),
  PRIMARY KEY (tag, kv_id, region, leistungsmerkmal, dringlichkeit, kennzahl)
);
--;
-- The view of one KV reads its own rows by day range.
CREATE INDEX statistik_werte_kv ON statistik_werte (kv_id, tag);
--;
-- Time from code to booking, as a histogram in tenths of an hour (the median and 90th percentile
-- of any range and filter are read from it; daily medians could not be combined).
CREATE TABLE statistik_buchungszeiten (
  tag               date NOT NULL,
  kv_id             text NOT NULL,
  region            text NOT NULL,
  leistungsmerkmal  text NOT NULL,
  dringlichkeit     text NOT NULL,
  zehntelstunden    integer NOT NULL CHECK (zehntelstunden >= 0),
  anzahl            integer NOT NULL CHECK (anzahl > 0),
  PRIMARY KEY (tag, kv_id, region, leistungsmerkmal, dringlichkeit, zehntelstunden)
);
--;
CREATE INDEX statistik_buchungszeiten_kv ON statistik_buchungszeiten (kv_id, tag);
--;
-- Events that leave no row elsewhere, counted in the process and added here every few seconds
-- (services/statistics/events.ts): 'suchenOhneErgebnis'. The job copies them into
-- statistik_werte; this table is their only record, so the job never deletes from it.
CREATE TABLE statistik_ereignisse (
  tag               date NOT NULL,
  kv_id             text NOT NULL,
  region            text NOT NULL,
  leistungsmerkmal  text NOT NULL,
  dringlichkeit     text NOT NULL,
  kennzahl          text NOT NULL,
  anzahl            integer NOT NULL CHECK (anzahl > 0),
  PRIMARY KEY (tag, kv_id, region, leistungsmerkmal, dringlichkeit, kennzahl)
);
--;
-- 'Termin freigeben' in a reminder (issue #15 part 4): its link is deleted a day after use, so the
-- reminder keeps when it released the booking, for the statistics.
ALTER TABLE erinnerungen ADD COLUMN freigegeben_am timestamptz;
--;
-- The job reads a window of days of slots by their start, whatever their status.
CREATE INDEX slots_beginn ON slots (beginn);
--;
-- Codes by issue day, bookings by when they were made and cancelled.
CREATE INDEX vermittlungscodes_ausgestellt ON vermittlungscodes (ausgestellt_am);
--;
CREATE INDEX buchungen_erstellt ON buchungen (erstellt_am);
--;
CREATE INDEX buchungen_storniert ON buchungen (storniert_am) WHERE storniert_am IS NOT NULL;
--;
CREATE INDEX buchungen_bestaetigt ON buchungen (bestaetigt_am) WHERE bestaetigt_am IS NOT NULL;
--;
CREATE INDEX identitaetspruefungen_code ON identitaetspruefungen (vermittlungscode);
--;
-- Where a code belongs (docs/statistics.md "Regions"): the practice of its first booking; before
-- it books, the practice that issued it (a SURGERY token's subject is its BSNR) or the postcode of
-- the identity check that issued it (WEB without a code); else KV and area '00', not known.
CREATE VIEW statistik_code_orte AS
SELECT c.code, c.leistungsmerkmal, c.dringlichkeit, c.ausgestellt_am, c.stornierungen,
       coalesce(fb.kv_id, ip.kv_id, ic.kv_id, '00') AS kv_id,
       coalesce(fb.region, ip.region, ic.region, '00') AS region
  FROM vermittlungscodes c
  LEFT JOIN LATERAL (
    SELECT p.kv_id, substr(p.plz, 1, 2) AS region
      FROM buchungen b JOIN slots s ON s.id = b.slot_id JOIN praxen p ON p.id = s.praxis_id
     WHERE b.code = c.code ORDER BY b.id LIMIT 1) fb ON true
  LEFT JOIN LATERAL (
    SELECT p.kv_id, substr(p.plz, 1, 2) AS region FROM praxen p
     WHERE c.ausgestellt_von LIKE 'SURGERY:%' AND p.bsnr = substr(c.ausgestellt_von, 9)
     ORDER BY p.id LIMIT 1) ip ON true
  LEFT JOIN LATERAL (
    SELECT pl.kv_id, substr(i.plz, 1, 2) AS region
      FROM identitaetspruefungen i JOIN postleitzahlen pl ON pl.plz = i.plz
     WHERE i.vermittlungscode = c.code LIMIT 1) ic ON true;
--;
-- The same counts summed per week (from Monday) and month, with Leistungsmerkmal and urgency:
-- what the view reads when it filters by either (docs/statistics.md "Speed"): one row per week
-- where the daily rows have up to seven. The job rewrites the periods its window touches.
-- Each key carries the count (INCLUDE), so a call reads the index alone (an index-only scan of
-- the pages vacuum has seen; the job rewrites only the current periods).
-- Keyed first by KV and Leistungsmerkmal, the filter of the heaviest filtered call (one KV, one
-- Leistungsmerkmal); the second index serves the KBV's filters (all KVs, a range of periods).
CREATE TABLE statistik_perioden_merkmale (
  art               text NOT NULL CHECK (art IN ('woche', 'monat')),
  beginn            date NOT NULL,
  kv_id             text NOT NULL,
  region            text NOT NULL,
  leistungsmerkmal  text NOT NULL,
  dringlichkeit     text NOT NULL,
  kennzahl          text NOT NULL,
  anzahl            integer NOT NULL CHECK (anzahl > 0),
  PRIMARY KEY (art, kv_id, leistungsmerkmal, beginn, region, dringlichkeit, kennzahl) INCLUDE (anzahl)
);
--;
CREATE INDEX statistik_perioden_merkmale_beginn
  ON statistik_perioden_merkmale (art, beginn, leistungsmerkmal);
--;
CREATE TABLE statistik_perioden_merkmale_zeiten (
  art               text NOT NULL CHECK (art IN ('woche', 'monat')),
  beginn            date NOT NULL,
  kv_id             text NOT NULL,
  region            text NOT NULL,
  leistungsmerkmal  text NOT NULL,
  dringlichkeit     text NOT NULL,
  zehntelstunden    integer NOT NULL,
  anzahl            integer NOT NULL CHECK (anzahl > 0),
  PRIMARY KEY (art, kv_id, leistungsmerkmal, beginn, region, dringlichkeit, zehntelstunden) INCLUDE (anzahl)
);
--;
CREATE INDEX statistik_perioden_merkmale_zeiten_beginn
  ON statistik_perioden_merkmale_zeiten (art, beginn, leistungsmerkmal);
--;
-- Per urgency without Leistungsmerkmal: what the view reads when it filters by urgency alone (the
-- KBV's year would otherwise read every Leistungsmerkmal's sums). Summed from the tables above.
CREATE TABLE statistik_perioden_dringlichkeit (
  art            text NOT NULL CHECK (art IN ('woche', 'monat')),
  beginn         date NOT NULL,
  kv_id          text NOT NULL,
  region         text NOT NULL,
  dringlichkeit  text NOT NULL,
  kennzahl       text NOT NULL,
  anzahl         integer NOT NULL CHECK (anzahl > 0),
  PRIMARY KEY (art, beginn, kv_id, region, dringlichkeit, kennzahl) INCLUDE (anzahl)
);
--;
CREATE TABLE statistik_perioden_dringlichkeit_zeiten (
  art             text NOT NULL CHECK (art IN ('woche', 'monat')),
  beginn          date NOT NULL,
  kv_id           text NOT NULL,
  region          text NOT NULL,
  dringlichkeit   text NOT NULL,
  zehntelstunden  integer NOT NULL,
  anzahl          integer NOT NULL CHECK (anzahl > 0),
  PRIMARY KEY (art, beginn, kv_id, region, dringlichkeit, zehntelstunden) INCLUDE (anzahl)
);
--;
-- And without Leistungsmerkmal and urgency: what the view reads when it filters by neither, so a
-- year of all KVs is a few ten thousand rows instead of millions. Summed from the ones per urgency.
CREATE TABLE statistik_perioden (
  art       text NOT NULL CHECK (art IN ('woche', 'monat')),
  beginn    date NOT NULL,
  kv_id     text NOT NULL,
  region    text NOT NULL,
  kennzahl  text NOT NULL,
  anzahl    integer NOT NULL CHECK (anzahl > 0),
  PRIMARY KEY (art, beginn, kv_id, region, kennzahl) INCLUDE (anzahl)
);
--;
CREATE TABLE statistik_perioden_zeiten (
  art             text NOT NULL CHECK (art IN ('woche', 'monat')),
  beginn          date NOT NULL,
  kv_id           text NOT NULL,
  region          text NOT NULL,
  zehntelstunden  integer NOT NULL,
  anzahl          integer NOT NULL CHECK (anzahl > 0),
  PRIMARY KEY (art, beginn, kv_id, region, zehntelstunden) INCLUDE (anzahl)
);
