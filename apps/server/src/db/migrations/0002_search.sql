-- Search (services/search/, services/search/sql.ts). Statements are separated by "--;" lines.

-- The bounding box of a radius search: an index-only scan gives each practice's position and id
-- without touching the table; removed practices are not in it.
CREATE INDEX praxen_umkreis ON praxen (lat, lon) INCLUDE (id) WHERE NOT entfernt;
--;
-- Whether a practice offers the searched Leistungsmerkmale, answered from the index alone for
-- every practice in the box (the probe that decides which practices are candidates).
CREATE INDEX terminprofile_praxis_merkmale ON terminprofile (praxis_id)
  INCLUDE (id, leistungsmerkmale, qualifikationen);
