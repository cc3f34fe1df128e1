-- Doctors and their languages (issue #22, docs/supply.md): a Terminprofil may name its doctor
-- (LANR and name; all NULL when it names none — checked in packages/domain's arztSchema, and here
-- as a group) and the diagnosis languages (Diagnosefremdsprachen, ISO 639-1 codes of
-- packages/domain/src/supply/sprachen.ts). Statements are separated by "--;" lines.
ALTER TABLE terminprofile ADD COLUMN arzt_lanr text CHECK (arzt_lanr ~ '^[0-9]{9}$');
--;
ALTER TABLE terminprofile ADD COLUMN arzt_titel text;
--;
ALTER TABLE terminprofile ADD COLUMN arzt_vorname text;
--;
ALTER TABLE terminprofile ADD COLUMN arzt_nachname text;
--;
-- With a doctor, LANR and family name are both there; without, no name part is.
ALTER TABLE terminprofile ADD CONSTRAINT terminprofile_arzt_vollstaendig CHECK (
  (arzt_lanr IS NULL AND arzt_nachname IS NULL AND arzt_titel IS NULL AND arzt_vorname IS NULL)
  OR (arzt_lanr IS NOT NULL AND arzt_nachname IS NOT NULL)
);
--;
-- The search filters by language on the profile rows it already reads per candidate practice
-- (services/search/sql.ts: the slots' profile ids come from terminprofile filtered by the
-- profile condition), so the slots carry no copy; `sprachen @> ARRAY[code]` is tested on the few
-- profiles of one practice at a time, no index needed.
ALTER TABLE terminprofile ADD COLUMN sprachen text[] NOT NULL DEFAULT '{}'
  CHECK (cardinality(sprachen) <= 20);
