-- The change feed's durable log (issue #22 "Änderungen abrufen", ADR 25, docs/fhir.md "Change
-- feed"): every change to a practice's Terminprofile (FHIR Schedule), slots (Slot) and bookings
-- (Appointment), whichever door made it, written by statement-level triggers in the same
-- transaction as the change. Which log serves what: this one serves practice software (durable,
-- logged, kept RETENTION days); such_aenderungen (0014) serves only the shared search answers
-- (unlogged, minutes).
--
-- Who made it: the transaction-local setting terminservice.akteur (db/actor.ts sets it per
-- request; unset = SYSTEM, the jobs and the register import).
--
-- Commit order: a row is written with position NULL. services/practice/changes.ts "stamps" the
-- rows that have committed — under one advisory lock, from a job every few seconds and before every
-- feed read — with the next positions of their practice and the stamping time (aufgenommen_am).
-- A row that commits later is stamped later with a higher position: the feed never skips it, and
-- its order is commit order (rows stamped together: in the order they happened). Sequence or
-- transaction ids alone do not give that order (ADR 25).
-- Statements are separated by "--;" lines.

CREATE TABLE aenderungsprotokoll (
  id             bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  praxis_id      text NOT NULL,
  ressource      text NOT NULL CHECK (ressource IN ('Schedule', 'Slot', 'Appointment')),
  ressource_id   text NOT NULL,
  aktion         text NOT NULL CHECK (aktion IN ('CREATE', 'UPDATE', 'DELETE')),
  akteur         text NOT NULL CHECK (akteur IN ('PRAXIS', 'PVS', 'PATIENT', 'TSS', 'SYSTEM')),
  -- When the statement made the change (FHIR Provenance.occurredDateTime).
  geschehen_am   timestamptz NOT NULL DEFAULT clock_timestamp(),
  -- The practice's commit-ordered position and when it was given (Provenance.recorded); NULL
  -- until the change committed and was stamped.
  position       bigint,
  aufgenommen_am timestamptz
);
--;
-- What the stamping reads: only the unstamped rows (few; the job stamps every few seconds).
CREATE INDEX aenderungsprotokoll_offen ON aenderungsprotokoll (praxis_id, geschehen_am, id)
  WHERE position IS NULL;
--;
-- What the feed reads (by cursor, or by the time of recording); written only when stamped.
CREATE UNIQUE INDEX aenderungsprotokoll_position ON aenderungsprotokoll (praxis_id, position)
  WHERE position IS NOT NULL;
--;
CREATE INDEX aenderungsprotokoll_aufgenommen ON aenderungsprotokoll (praxis_id, aufgenommen_am)
  WHERE position IS NOT NULL;
--;
-- The removal of old rows (rows are stamped, and so appended, in time order: BRIN is enough).
CREATE INDEX aenderungsprotokoll_alter ON aenderungsprotokoll USING brin (aufgenommen_am);
--;
-- The last position given per practice: positions never repeat, even after old rows are removed.
CREATE TABLE aenderungsprotokoll_stand (
  praxis_id text PRIMARY KEY,
  position  bigint NOT NULL
);
--;
-- The door of the change, from the transaction's setting; anything else (unset) is SYSTEM.
CREATE FUNCTION aenderungsprotokoll_akteur() RETURNS text
LANGUAGE sql STABLE AS $$
  SELECT CASE WHEN a IN ('PRAXIS', 'PVS', 'PATIENT', 'TSS') THEN a ELSE 'SYSTEM' END
    FROM (SELECT current_setting('terminservice.akteur', true) AS a) s
$$;
--;
-- Slots. Withdrawing sets status GELOESCHT: a DELETE of the Slot; a withdrawn slot changes no more.
-- An UPDATE that changes nothing but version and geaendert_am is no change the practice sees.
CREATE FUNCTION aenderungsprotokoll_slots() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO aenderungsprotokoll (praxis_id, ressource, ressource_id, aktion, akteur)
      SELECT praxis_id, 'Slot', id::text, 'CREATE', aenderungsprotokoll_akteur()
        FROM neu WHERE status <> 'GELOESCHT' ORDER BY id;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO aenderungsprotokoll (praxis_id, ressource, ressource_id, aktion, akteur)
      SELECT praxis_id, 'Slot', id::text, 'DELETE', aenderungsprotokoll_akteur()
        FROM alt WHERE status <> 'GELOESCHT' ORDER BY id;
  ELSE
    INSERT INTO aenderungsprotokoll (praxis_id, ressource, ressource_id, aktion, akteur)
      SELECT n.praxis_id, 'Slot', n.id::text,
             CASE WHEN n.status = 'GELOESCHT' THEN 'DELETE' ELSE 'UPDATE' END,
             aenderungsprotokoll_akteur()
        FROM neu n JOIN alt a ON a.id = n.id
       WHERE a.status <> 'GELOESCHT'
         AND to_jsonb(n) - '{version,geaendert_am}'::text[]
             IS DISTINCT FROM to_jsonb(a) - '{version,geaendert_am}'::text[]
       ORDER BY n.id;
  END IF;
  RETURN NULL;
END $$;
--;
CREATE TRIGGER aenderungsprotokoll_slots_insert AFTER INSERT ON slots
  REFERENCING NEW TABLE AS neu FOR EACH STATEMENT EXECUTE FUNCTION aenderungsprotokoll_slots();
--;
CREATE TRIGGER aenderungsprotokoll_slots_update AFTER UPDATE ON slots
  REFERENCING OLD TABLE AS alt NEW TABLE AS neu
  FOR EACH STATEMENT EXECUTE FUNCTION aenderungsprotokoll_slots();
--;
CREATE TRIGGER aenderungsprotokoll_slots_delete AFTER DELETE ON slots
  REFERENCING OLD TABLE AS alt FOR EACH STATEMENT EXECUTE FUNCTION aenderungsprotokoll_slots();
--;
-- Terminprofile: a deactivation is an UPDATE (the Schedule stays readable, active false).
CREATE FUNCTION aenderungsprotokoll_profile() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO aenderungsprotokoll (praxis_id, ressource, ressource_id, aktion, akteur)
      SELECT praxis_id, 'Schedule', id, 'CREATE', aenderungsprotokoll_akteur() FROM neu ORDER BY id;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO aenderungsprotokoll (praxis_id, ressource, ressource_id, aktion, akteur)
      SELECT praxis_id, 'Schedule', id, 'DELETE', aenderungsprotokoll_akteur() FROM alt ORDER BY id;
  ELSE
    INSERT INTO aenderungsprotokoll (praxis_id, ressource, ressource_id, aktion, akteur)
      SELECT n.praxis_id, 'Schedule', n.id, 'UPDATE', aenderungsprotokoll_akteur()
        FROM neu n JOIN alt a ON a.id = n.id
       WHERE to_jsonb(n) - 'geaendert_am' IS DISTINCT FROM to_jsonb(a) - 'geaendert_am'
       ORDER BY n.id;
  END IF;
  RETURN NULL;
END $$;
--;
CREATE TRIGGER aenderungsprotokoll_profile_insert AFTER INSERT ON terminprofile
  REFERENCING NEW TABLE AS neu FOR EACH STATEMENT EXECUTE FUNCTION aenderungsprotokoll_profile();
--;
CREATE TRIGGER aenderungsprotokoll_profile_update AFTER UPDATE ON terminprofile
  REFERENCING OLD TABLE AS alt NEW TABLE AS neu
  FOR EACH STATEMENT EXECUTE FUNCTION aenderungsprotokoll_profile();
--;
CREATE TRIGGER aenderungsprotokoll_profile_delete AFTER DELETE ON terminprofile
  REFERENCING OLD TABLE AS alt FOR EACH STATEMENT EXECUTE FUNCTION aenderungsprotokoll_profile();
--;
-- Bookings (the FHIR Appointment's id is the booking's id; its practice is its slot's). Every
-- column of a booking is something the practice sees (cancellation, reason, 'Ich komme', the
-- patient's data and their erasure after the retention period).
CREATE FUNCTION aenderungsprotokoll_buchungen() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO aenderungsprotokoll (praxis_id, ressource, ressource_id, aktion, akteur)
      SELECT s.praxis_id, 'Appointment', n.id::text, 'CREATE', aenderungsprotokoll_akteur()
        FROM neu n JOIN slots s ON s.id = n.slot_id ORDER BY n.id;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO aenderungsprotokoll (praxis_id, ressource, ressource_id, aktion, akteur)
      SELECT s.praxis_id, 'Appointment', a.id::text, 'DELETE', aenderungsprotokoll_akteur()
        FROM alt a JOIN slots s ON s.id = a.slot_id ORDER BY a.id;
  ELSE
    INSERT INTO aenderungsprotokoll (praxis_id, ressource, ressource_id, aktion, akteur)
      SELECT s.praxis_id, 'Appointment', n.id::text, 'UPDATE', aenderungsprotokoll_akteur()
        FROM neu n JOIN alt a ON a.id = n.id JOIN slots s ON s.id = n.slot_id
       WHERE to_jsonb(n) IS DISTINCT FROM to_jsonb(a)
       ORDER BY n.id;
  END IF;
  RETURN NULL;
END $$;
--;
CREATE TRIGGER aenderungsprotokoll_buchungen_insert AFTER INSERT ON buchungen
  REFERENCING NEW TABLE AS neu FOR EACH STATEMENT EXECUTE FUNCTION aenderungsprotokoll_buchungen();
--;
CREATE TRIGGER aenderungsprotokoll_buchungen_update AFTER UPDATE ON buchungen
  REFERENCING OLD TABLE AS alt NEW TABLE AS neu
  FOR EACH STATEMENT EXECUTE FUNCTION aenderungsprotokoll_buchungen();
--;
CREATE TRIGGER aenderungsprotokoll_buchungen_delete AFTER DELETE ON buchungen
  REFERENCING OLD TABLE AS alt FOR EACH STATEMENT EXECUTE FUNCTION aenderungsprotokoll_buchungen();
