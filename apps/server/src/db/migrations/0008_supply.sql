-- The supply side (docs/supply.md): practices publish appointment profiles and slots through the
-- register import, the SURGERY appointment desk and FHIR R4; background jobs run under advisory
-- locks. Statements are separated by "--;" lines (see db/migrate.ts).

-- The register is keyed by BSNR: importing again updates the practice, never duplicates it, and a
-- practice token's subject (its BSNR) names exactly one practice.
CREATE UNIQUE INDEX praxen_bsnr_eindeutig ON praxen (bsnr);
--;
DROP INDEX praxen_bsnr;
--;
-- When a practice left the register (entfernt) and when the register last touched it.
ALTER TABLE praxen ADD COLUMN entfernt_am timestamptz;
--;
ALTER TABLE praxen ADD COLUMN aktualisiert_am timestamptz NOT NULL DEFAULT now();
--;
-- Appointment profiles (Terminprofile, FHIR Schedule) as a practice manages them. The demo seed's
-- profiles get the defaults: 15 minutes, in person, bookable by patients and the TSS, any urgency.
ALTER TABLE terminprofile ADD COLUMN dauer_minuten integer NOT NULL DEFAULT 15
  CHECK (dauer_minuten BETWEEN 5 AND 480);
--;
ALTER TABLE terminprofile ADD COLUMN termintyp text NOT NULL DEFAULT 'PRAESENZTERMIN'
  CHECK (termintyp IN ('PRAESENZTERMIN', 'VIDEOSPRECHSTUNDE'));
--;
ALTER TABLE terminprofile ADD COLUMN buchungsbefugnisse text[] NOT NULL DEFAULT '{PATIENT,TSS}';
--;
-- The urgencies whose codes may book the profile's slots; empty = every urgency.
ALTER TABLE terminprofile ADD COLUMN dringlichkeiten text[] NOT NULL DEFAULT '{}';
--;
-- Release rule (§3 result section freeToUseForPraxis): a slot of this profile that is still free
-- this many days before its start goes to the practice's own use. NULL = never.
ALTER TABLE terminprofile ADD COLUMN freigabe_tage integer CHECK (freigabe_tage BETWEEN 0 AND 90);
--;
-- A deactivated profile takes no new slots; its free slots were withdrawn when it was deactivated.
ALTER TABLE terminprofile ADD COLUMN aktiv boolean NOT NULL DEFAULT true;
--;
ALTER TABLE terminprofile ADD COLUMN geaendert_am timestamptz NOT NULL DEFAULT now();
--;
-- Slots carry their profile's bookable urgencies (copied when the slot is made, as termintyp and
-- buchungsbefugnisse are), so the search and the booking check them on the slot row they read.
ALTER TABLE slots ADD COLUMN dringlichkeiten text[] NOT NULL DEFAULT '{}';
--;
ALTER TABLE slots ADD COLUMN geaendert_am timestamptz NOT NULL DEFAULT now();
--;
-- Overlap checks and the practice's week view read a practice's slots by start time, whatever
-- their status (slots_frei holds only the free ones).
CREATE INDEX slots_praxis_beginn ON slots (praxis_id, beginn) WHERE status <> 'GELOESCHT';
--;
-- Who cancelled a booking: the patient (counts towards §9's two) or the practice (does not), and
-- the practice's reason, which the patient is told.
ALTER TABLE buchungen ADD COLUMN storniert_von text CHECK (storniert_von IN ('PATIENT', 'PRAXIS'));
--;
ALTER TABLE buchungen ADD COLUMN storno_grund text;
--;
-- Background jobs (services/kernel/jobs.ts): the last run of each, for operators and tests.
CREATE TABLE job_laeufe (
  job          text PRIMARY KEY,
  gestartet_am timestamptz NOT NULL,
  beendet_am   timestamptz,
  ergebnis     jsonb NOT NULL DEFAULT '{}'
);
