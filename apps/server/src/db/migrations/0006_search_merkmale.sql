-- Search (services/search/sql.ts): the practices in a bounding box that offer what is searched,
-- straight from one index. Checking every practice in a city's box (≈ 1,000) for the specialty cost
-- more than the rest of a search (ADR 9). praxis_merkmale holds one row per practice and
-- Leistungsmerkmal or qualification of its appointment profiles, with the practice's position;
-- removed practices have none. It only narrows the candidates: the profile itself is still checked.
-- Triggers keep it current.
CREATE TABLE praxis_merkmale (
  merkmal   text NOT NULL,
  lat       double precision NOT NULL,
  lon       double precision NOT NULL,
  praxis_id text NOT NULL REFERENCES praxen (id) ON DELETE CASCADE,
  PRIMARY KEY (merkmal, lat, lon, praxis_id)
);
--;
CREATE INDEX praxis_merkmale_praxis ON praxis_merkmale (praxis_id);
--;
CREATE FUNCTION praxis_merkmale_auffrischen(ids text[]) RETURNS void
LANGUAGE sql AS $$
  DELETE FROM praxis_merkmale WHERE praxis_id = ANY (ids);
  INSERT INTO praxis_merkmale (merkmal, lat, lon, praxis_id)
  SELECT DISTINCT m, p.lat, p.lon, p.id
  FROM praxen p
  JOIN terminprofile tp ON tp.praxis_id = p.id
  CROSS JOIN unnest(tp.leistungsmerkmale || tp.qualifikationen) AS m
  WHERE p.id = ANY (ids) AND NOT p.entfernt;
$$;
--;
SELECT praxis_merkmale_auffrischen(ARRAY(SELECT id FROM praxen));
--;
-- Statement-level triggers (the seed writes profiles in batches: one refresh per batch). Transition
-- tables allow one event per trigger, so each event has its own.
CREATE FUNCTION praxis_merkmale_nach_profilen() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM praxis_merkmale_auffrischen(ARRAY(SELECT DISTINCT praxis_id FROM neu));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM praxis_merkmale_auffrischen(ARRAY(SELECT DISTINCT praxis_id FROM alt));
  ELSE
    PERFORM praxis_merkmale_auffrischen(
      ARRAY(SELECT praxis_id FROM neu UNION SELECT praxis_id FROM alt));
  END IF;
  RETURN NULL;
END
$$;
--;
CREATE TRIGGER praxis_merkmale_profile_insert AFTER INSERT ON terminprofile
  REFERENCING NEW TABLE AS neu FOR EACH STATEMENT EXECUTE FUNCTION praxis_merkmale_nach_profilen();
--;
CREATE TRIGGER praxis_merkmale_profile_update AFTER UPDATE ON terminprofile
  REFERENCING OLD TABLE AS alt NEW TABLE AS neu
  FOR EACH STATEMENT EXECUTE FUNCTION praxis_merkmale_nach_profilen();
--;
CREATE TRIGGER praxis_merkmale_profile_delete AFTER DELETE ON terminprofile
  REFERENCING OLD TABLE AS alt FOR EACH STATEMENT EXECUTE FUNCTION praxis_merkmale_nach_profilen();
--;
-- A practice that moves or is removed (or comes back) takes its rows along.
CREATE FUNCTION praxis_merkmale_nach_praxen() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM praxis_merkmale_auffrischen(ARRAY(
    SELECT n.id FROM neu n JOIN alt o ON o.id = n.id
    WHERE (n.lat, n.lon, n.entfernt) IS DISTINCT FROM (o.lat, o.lon, o.entfernt)));
  RETURN NULL;
END
$$;
--;
CREATE TRIGGER praxis_merkmale_praxen_update AFTER UPDATE ON praxen
  REFERENCING OLD TABLE AS alt NEW TABLE AS neu
  FOR EACH STATEMENT EXECUTE FUNCTION praxis_merkmale_nach_praxen();
