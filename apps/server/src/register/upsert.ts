// Writing the register's rows (docs/register.md "What an import changes"): one INSERT … ON CONFLICT
// (bsnr) DO UPDATE per batch, the rows as unnest arrays, so importing again updates and never
// duplicates. A new practice gets the id B<bsnr> (the demo seed's are P000001 …); a removed
// practice that is listed again comes back. An optional column the file does not have keeps the
// practice's value; one it has but leaves empty clears it. A practice whose data the file does
// not change is not written at all (no new row version, no index entries, no WAL): a monthly
// register mostly repeats itself, and aktualisiert_am then says when the register last changed it.
import type { Queryable } from '../db/client.ts';
import type { OptionalColumn } from './columns.ts';
import type { RegisterRow } from './validate.ts';

/** Rows per statement: 13 arrays of 2,000 values stay well under PostgreSQL's message limits. */
export const BATCH_SIZE = 2_000;

export interface BatchCounts {
  readonly importiert: number;
  /** Existing practices whose data changed (or that came back). */
  readonly aktualisiert: number;
  /** Existing practices the file lists exactly as they are. */
  readonly unveraendert: number;
  readonly wiederaufgenommen: number;
}

/** SET list entry of an optional column: the file's value when it has the column. */
const keepUnlessListed = (column: string, flag: string) =>
  `${column} = CASE WHEN ${flag} THEN EXCLUDED.${column} ELSE p.${column} END`;

const UPSERT = `
  INSERT INTO praxen AS p (id, bsnr, name, strasse, plz, ort, lat, lon, kv_id, telefon, webseite,
                           hinweis, barrierefreiheiten, aktualisiert_am)
  SELECT 'B' || u.bsnr, u.bsnr, u.name, u.strasse, u.plz, u.ort, u.lat, u.lon, u.kv, u.telefon,
         u.webseite, u.hinweis, string_to_array(u.bf, '|'), now()
    FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::float8[],
                $7::float8[], $8::text[], $9::text[], $10::text[], $11::text[], $12::text[])
         AS u(bsnr, name, strasse, plz, ort, lat, lon, kv, telefon, webseite, hinweis, bf)
  ON CONFLICT (bsnr) DO UPDATE SET
    name = EXCLUDED.name, strasse = EXCLUDED.strasse, plz = EXCLUDED.plz, ort = EXCLUDED.ort,
    lat = EXCLUDED.lat, lon = EXCLUDED.lon, kv_id = EXCLUDED.kv_id,
    ${keepUnlessListed('telefon', '$13::boolean')},
    ${keepUnlessListed('webseite', '$14::boolean')},
    ${keepUnlessListed('hinweis', '$15::boolean')},
    ${keepUnlessListed('barrierefreiheiten', '$16::boolean')},
    entfernt = false, entfernt_am = NULL, aktualisiert_am = now()
  WHERE p.entfernt
     OR (p.name, p.strasse, p.plz, p.ort, p.lat, p.lon, p.kv_id)
        IS DISTINCT FROM (EXCLUDED.name, EXCLUDED.strasse, EXCLUDED.plz, EXCLUDED.ort,
                          EXCLUDED.lat, EXCLUDED.lon, EXCLUDED.kv_id)
     OR ($13::boolean AND p.telefon IS DISTINCT FROM EXCLUDED.telefon)
     OR ($14::boolean AND p.webseite IS DISTINCT FROM EXCLUDED.webseite)
     OR ($15::boolean AND p.hinweis IS DISTINCT FROM EXCLUDED.hinweis)
     OR ($16::boolean AND p.barrierefreiheiten IS DISTINCT FROM EXCLUDED.barrierefreiheiten)
  RETURNING (xmax = 0) AS neu`;

/**
 * Upserts one batch. `columns` are the optional columns the file has. Counts new practices,
 * changed ones, unchanged ones, and the ones that were removed and are back.
 */
export async function upsertBatch(
  tx: Queryable,
  rows: readonly RegisterRow[],
  columns: ReadonlySet<OptionalColumn>,
): Promise<BatchCounts> {
  const bsnrs = rows.map((r) => r.bsnr);
  const [back] = await tx.query<{ anzahl: number }>(
    'SELECT count(*)::int AS anzahl FROM praxen WHERE entfernt AND bsnr = ANY($1::text[])',
    [bsnrs],
  );
  const written = await tx.query<{ neu: boolean }>(UPSERT, [
    bsnrs,
    rows.map((r) => r.name),
    rows.map((r) => r.strasse),
    rows.map((r) => r.plz),
    rows.map((r) => r.ort),
    rows.map((r) => r.lat),
    rows.map((r) => r.lon),
    rows.map((r) => r.kvId),
    rows.map((r) => r.telefon),
    rows.map((r) => r.webseite),
    rows.map((r) => r.hinweis),
    // The known features contain no '|' (domain supply/practice.ts), so it separates them here.
    rows.map((r) => r.barrierefreiheiten.join('|')),
    columns.has('telefon'),
    columns.has('webseite'),
    columns.has('hinweis'),
    columns.has('barrierefreiheiten'),
  ]);
  const importiert = written.filter((w) => w.neu).length;
  return {
    importiert,
    aktualisiert: written.length - importiert,
    unveraendert: rows.length - written.length,
    wiederaufgenommen: back?.anzahl ?? 0,
  };
}
