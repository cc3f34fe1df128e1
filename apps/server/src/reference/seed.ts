// Loads the reference data at every start (before the demo data): the 17 KVs, the postcode table
// (generated/postleitzahlen.json) and the qualification catalogue. Idempotent: KVs and catalogue
// are upserted (rows change only when the code changed them), postcodes load only into an empty
// table. An advisory lock keeps several instances starting together on PostgreSQL apart.
import type { Db, Queryable } from '../db/client.ts';
import { KV_REGIONEN } from './kv.ts';
import { katalogZeilen } from './leistungsmerkmale.ts';
import { ladePostleitzahlen, POSTLEITZAHLEN_DATEI } from './postleitzahlen-datei.ts';

const LOCK_ID = 116_118;
const CHUNK = 2_000;

export interface ReferenceSeedResult {
  readonly kvRegionen: number;
  readonly leistungsmerkmale: number;
  /** Postcodes inserted now (0 when the table was already filled). */
  readonly postleitzahlenEingefuegt: number;
}

export async function seedReferenceData(
  db: Db,
  options: { postleitzahlenDatei?: string } = {},
): Promise<ReferenceSeedResult> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [LOCK_ID]);
    await upsertKvRegionen(tx);
    await upsertKatalog(tx);
    const [{ anzahl }] = (await tx.query<{ anzahl: number }>(
      'SELECT count(*)::int AS anzahl FROM postleitzahlen',
    )) as [{ anzahl: number }];
    let eingefuegt = 0;
    if (anzahl === 0) {
      const zeilen = await ladePostleitzahlen(options.postleitzahlenDatei ?? POSTLEITZAHLEN_DATEI);
      for (let i = 0; i < zeilen.length; i += CHUNK) {
        const teil = zeilen.slice(i, i + CHUNK);
        await tx.query(
          `INSERT INTO postleitzahlen (plz, ortsname, lat, lon, kv_id)
           SELECT * FROM unnest($1::text[], $2::text[], $3::float8[], $4::float8[], $5::text[])
           ON CONFLICT (plz) DO NOTHING`,
          [
            teil.map((z) => z.plz),
            teil.map((z) => z.ortsname),
            teil.map((z) => z.lat),
            teil.map((z) => z.lon),
            teil.map((z) => z.kvId),
          ],
        );
      }
      eingefuegt = zeilen.length;
    }
    return {
      kvRegionen: KV_REGIONEN.length,
      leistungsmerkmale: katalogZeilen().length,
      postleitzahlenEingefuegt: eingefuegt,
    };
  });
}

async function upsertKvRegionen(tx: Queryable): Promise<void> {
  await tx.query(
    `INSERT INTO kv_regionen (id, name)
     SELECT * FROM unnest($1::text[], $2::text[])
     ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name
     WHERE kv_regionen.name IS DISTINCT FROM EXCLUDED.name`,
    [KV_REGIONEN.map((k) => k.id), KV_REGIONEN.map((k) => k.name)],
  );
}

async function upsertKatalog(tx: Queryable): Promise<void> {
  const zeilen = katalogZeilen();
  await tx.query(
    `INSERT INTO leistungsmerkmale (code, art, gruppe, name, sort)
     SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::int[])
     ON CONFLICT (code) DO UPDATE
       SET art = EXCLUDED.art, gruppe = EXCLUDED.gruppe, name = EXCLUDED.name, sort = EXCLUDED.sort
     WHERE (leistungsmerkmale.art, leistungsmerkmale.gruppe, leistungsmerkmale.name, leistungsmerkmale.sort)
       IS DISTINCT FROM (EXCLUDED.art, EXCLUDED.gruppe, EXCLUDED.name, EXCLUDED.sort)`,
    [
      zeilen.map((z) => z.code),
      zeilen.map((z) => z.art),
      zeilen.map((z) => z.gruppe),
      zeilen.map((z) => z.name),
      zeilen.map((z) => z.sort),
    ],
  );
}
