-- A slot alert watches the diagnosis language too (issue #22 part 2, docs/alerts.md): a patient who
-- searched for a doctor who speaks Türkisch is told only of slots whose profile names it. NULL: any
-- language, as before. The matcher's index rows carry it in the primary key's INCLUDE list, so the
-- candidate scan stays index-only. Statements are separated by "--;" lines (see db/migrate.ts).
ALTER TABLE terminalarme ADD COLUMN sprache text CHECK (sprache ~ '^[a-z]{2}$');
--;
ALTER TABLE terminalarm_orte ADD COLUMN sprache text;
--;
ALTER TABLE terminalarm_orte DROP CONSTRAINT terminalarm_orte_pkey;
--;
ALTER TABLE terminalarm_orte ADD PRIMARY KEY (merkmal, radius_klasse, lat, lon, alarm_id)
  INCLUDE (radius_km, termintyp, tageszeiten, fenster_tage, dringlichkeit,
           zusatzqualifikationen, gesperrt_bis, sprache);
