// The centre of each postcode area (the first two digits): the mean of its postcodes' centroids,
// for the view's map. Read once per database and kept — postcodes change with a new register file
// only, and a stale centre moves a dot, not a figure.
import type { Queryable } from '../../db/client.ts';

export interface Centre {
  readonly lat: number;
  readonly lon: number;
}

const cache = new WeakMap<Queryable, Promise<Map<string, Centre>>>();

async function load(db: Queryable): Promise<Map<string, Centre>> {
  const rows = await db.query<{ region: string; lat: number; lon: number }>(
    `SELECT substr(plz, 1, 2) AS region, round(avg(lat)::numeric, 3)::float8 AS lat,
            round(avg(lon)::numeric, 3)::float8 AS lon
       FROM postleitzahlen GROUP BY 1`,
  );
  return new Map(rows.map((row) => [row.region, { lat: row.lat, lon: row.lon }]));
}

export function regionCentres(db: Queryable): Promise<Map<string, Centre>> {
  let centres = cache.get(db);
  if (!centres) {
    centres = load(db);
    // An empty register (a fresh database) is read again next time.
    void centres.then((map) => map.size === 0 && cache.delete(db)).catch(() => cache.delete(db));
    cache.set(db, centres);
  }
  return centres;
}
