-- The shared search answers (issue #17, ADR 21, services/search/shared-answers.ts): every server
-- process keeps the answers of recent searches and reuses them for the same criteria. It may reuse
-- an answer only while nothing it was built from has changed. Triggers record each statement that
-- changes what a search reads — slots (bookings, reservations, cancellations, publications,
-- withdrawals, the release job, expiries), and practices, profiles and KV regions — with the
-- transaction's id; every search reads the records committed since its process last looked, in
-- the same statement that checks its code (services/search/context.ts), and the process drops the
-- answers they touch before it answers.
--
-- Why not NOTIFY: a transaction that notifies takes one database-wide lock at commit and holds it
-- through the WAL flush, so notifying bookings commit one at a time (measured on this machine:
-- 12,400 → 850 update transactions/s with 32 clients). An insert into an unlogged table costs the
-- booking about 0.01 ms and no WAL. Unlogged: after a database crash the table is empty, and the
-- processes, whose connections broke, start with empty caches anyway (ADR 21).
-- Statements are separated by "--;" lines.

CREATE UNLOGGED TABLE such_aenderungen (
  -- The writing transaction: a reader fetches the rows from its low-water mark on (ADR 21).
  xid        xid8 NOT NULL DEFAULT pg_current_xact_id(),
  -- The practice whose slots changed; NULL: practices, profiles or regions changed (all answers).
  praxis_id  text,
  erfasst_am timestamptz NOT NULL DEFAULT clock_timestamp()
);
--;
CREATE INDEX such_aenderungen_xid ON such_aenderungen (xid);
--;
CREATE INDEX such_aenderungen_erfasst ON such_aenderungen (erfasst_am);
--;
CREATE FUNCTION such_aenderungen_slots() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO such_aenderungen (praxis_id) SELECT DISTINCT praxis_id FROM neu;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO such_aenderungen (praxis_id) SELECT DISTINCT praxis_id FROM alt;
  ELSE
    INSERT INTO such_aenderungen (praxis_id)
      SELECT praxis_id FROM neu UNION SELECT praxis_id FROM alt;
  END IF;
  RETURN NULL;
END $$;
--;
CREATE TRIGGER such_aenderungen_slots_insert AFTER INSERT ON slots
  REFERENCING NEW TABLE AS neu FOR EACH STATEMENT EXECUTE FUNCTION such_aenderungen_slots();
--;
CREATE TRIGGER such_aenderungen_slots_update AFTER UPDATE ON slots
  REFERENCING OLD TABLE AS alt NEW TABLE AS neu
  FOR EACH STATEMENT EXECUTE FUNCTION such_aenderungen_slots();
--;
CREATE TRIGGER such_aenderungen_slots_delete AFTER DELETE ON slots
  REFERENCING OLD TABLE AS alt FOR EACH STATEMENT EXECUTE FUNCTION such_aenderungen_slots();
--;
-- Practices (names, addresses, places, removal), profiles (names, hints, what they offer) and KV
-- regions change rarely (the register import, the desk): one row without a practice, and every
-- process drops all its answers. Only statements that changed rows count.
CREATE FUNCTION such_aenderungen_alle() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO such_aenderungen (praxis_id) SELECT NULL WHERE EXISTS (SELECT 1 FROM geaendert);
  RETURN NULL;
END $$;
--;
CREATE TRIGGER such_aenderungen_praxen_insert AFTER INSERT ON praxen
  REFERENCING NEW TABLE AS geaendert FOR EACH STATEMENT EXECUTE FUNCTION such_aenderungen_alle();
--;
CREATE TRIGGER such_aenderungen_praxen_update AFTER UPDATE ON praxen
  REFERENCING NEW TABLE AS geaendert FOR EACH STATEMENT EXECUTE FUNCTION such_aenderungen_alle();
--;
CREATE TRIGGER such_aenderungen_praxen_delete AFTER DELETE ON praxen
  REFERENCING OLD TABLE AS geaendert FOR EACH STATEMENT EXECUTE FUNCTION such_aenderungen_alle();
--;
CREATE TRIGGER such_aenderungen_profile_insert AFTER INSERT ON terminprofile
  REFERENCING NEW TABLE AS geaendert FOR EACH STATEMENT EXECUTE FUNCTION such_aenderungen_alle();
--;
CREATE TRIGGER such_aenderungen_profile_update AFTER UPDATE ON terminprofile
  REFERENCING NEW TABLE AS geaendert FOR EACH STATEMENT EXECUTE FUNCTION such_aenderungen_alle();
--;
CREATE TRIGGER such_aenderungen_profile_delete AFTER DELETE ON terminprofile
  REFERENCING OLD TABLE AS geaendert FOR EACH STATEMENT EXECUTE FUNCTION such_aenderungen_alle();
--;
CREATE TRIGGER such_aenderungen_kv_update AFTER UPDATE ON kv_regionen
  REFERENCING NEW TABLE AS geaendert FOR EACH STATEMENT EXECUTE FUNCTION such_aenderungen_alle();
