-- Search (services/search/sql.ts): which practices in the bounding box offer what is searched,
-- answered from the box index alone. Probing every practice's appointment profiles one by one cost
-- more than the rest of a search where few practices offer a specialty (docs/performance.md).
-- praxen.merkmale holds every Leistungsmerkmal and qualification of the practice's profiles; it only
-- narrows the candidates, the profile itself is still checked. Triggers keep it current.
ALTER TABLE praxen ADD COLUMN merkmale text[] NOT NULL DEFAULT '{}';
--;
CREATE FUNCTION praxen_merkmale_von(praxis text) RETURNS text[]
LANGUAGE sql STABLE AS $$
  SELECT coalesce(array_agg(DISTINCT m ORDER BY m), '{}')
  FROM terminprofile tp, unnest(tp.leistungsmerkmale || tp.qualifikationen) AS m
  WHERE tp.praxis_id = praxis
$$;
--;
UPDATE praxen SET merkmale = praxen_merkmale_von(id);
--;
-- One statement-level trigger per event (transition tables allow only one event each); the seed
-- writes profiles in batches, so each batch updates its practices once.
CREATE FUNCTION praxen_merkmale_auffrischen() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE praxen p SET merkmale = praxen_merkmale_von(p.id)
     WHERE p.id IN (SELECT praxis_id FROM neu);
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE praxen p SET merkmale = praxen_merkmale_von(p.id)
     WHERE p.id IN (SELECT praxis_id FROM alt);
  ELSE
    UPDATE praxen p SET merkmale = praxen_merkmale_von(p.id)
     WHERE p.id IN (SELECT praxis_id FROM neu UNION SELECT praxis_id FROM alt);
  END IF;
  RETURN NULL;
END
$$;
--;
CREATE TRIGGER terminprofile_merkmale_insert AFTER INSERT ON terminprofile
  REFERENCING NEW TABLE AS neu FOR EACH STATEMENT EXECUTE FUNCTION praxen_merkmale_auffrischen();
--;
CREATE TRIGGER terminprofile_merkmale_update AFTER UPDATE ON terminprofile
  REFERENCING OLD TABLE AS alt NEW TABLE AS neu
  FOR EACH STATEMENT EXECUTE FUNCTION praxen_merkmale_auffrischen();
--;
CREATE TRIGGER terminprofile_merkmale_delete AFTER DELETE ON terminprofile
  REFERENCING OLD TABLE AS alt FOR EACH STATEMENT EXECUTE FUNCTION praxen_merkmale_auffrischen();
--;
DROP INDEX praxen_umkreis;
--;
CREATE INDEX praxen_umkreis ON praxen (lat, lon) INCLUDE (id, merkmale) WHERE NOT entfernt;
