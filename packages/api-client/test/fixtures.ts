// Test data for the contract tests, inserted with plain SQL into the real server's database — the
// same statements as the server's own fixtures (apps/server/test/fixtures), which are not part of
// the server package's exports. Codes and tokens come from the server itself (dev API).
import type { startTestApp } from '@terminservice/server/testing';

type Db = Awaited<ReturnType<typeof startTestApp>>['db'];

export const PLZ = '10115';
export const ORTSNAME = 'Berlin';
export const KV = '72';
export const PRACTICE_ID = 'p1';
export const PRACTICE_BSNR = '721234500';
export const SMED_PSEUDONYM = 'smed-pseudonym-p1';

export async function insertRegion(db: Db): Promise<void> {
  await db.query('INSERT INTO kv_regionen (id, name) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
    KV,
    'Kassenärztliche Vereinigung Berlin',
  ]);
  await db.query(
    `INSERT INTO postleitzahlen (plz, ortsname, lat, lon, kv_id) VALUES ($1, $2, 52.53, 13.38, $3)
     ON CONFLICT (plz) DO NOTHING`,
    [PLZ, ORTSNAME, KV],
  );
}

/** A few rows of the qualification catalogue: two w groups, one z, one g. */
export async function insertCatalogue(db: Db): Promise<void> {
  await db.query(
    `INSERT INTO leistungsmerkmale (code, art, gruppe, name, sort) VALUES
       ('A001', 'w', 'Hausärztliche Versorgung', 'Hausarzt', 0),
       ('W030', 'w', 'Augenheilkunde', 'Augenheilkunde', 1),
       ('W031', 'w', 'Augenheilkunde', 'Augenheilkunde', 2),
       ('Z010', 'z', NULL, 'Akupunktur', 4),
       ('G010', 'g', NULL, 'Akupunktur', 5)
     ON CONFLICT (code) DO NOTHING`,
  );
}

export async function insertPractice(
  db: Db,
  practice: { id: string; bsnr: string; name: string; smedPseudonym?: string },
): Promise<void> {
  await db.query(
    `INSERT INTO praxen (id, bsnr, name, strasse, plz, ort, lat, lon, kv_id, telefon, webseite,
                         hinweis, barrierefreiheiten, smed_pseudonym)
     VALUES ($1, $2, $3, 'Invalidenstraße 1', $4, $5, 52.531, 13.381, $6, '030 1234567',
             'https://praxis.example', 'Bitte Versichertenkarte mitbringen.',
             ARRAY['Rollstuhlgerecht'], $7)`,
    [practice.id, practice.bsnr, practice.name, PLZ, ORTSNAME, KV, practice.smedPseudonym ?? null],
  );
}

export async function insertProfile(
  db: Db,
  profile: { id: string; praxisId: string; leistungsmerkmale: readonly string[] },
): Promise<void> {
  await db.query(
    `INSERT INTO terminprofile (id, praxis_id, name, hinweis, leistungsmerkmale)
     VALUES ($1, $2, 'Sprechstunde', 'Bitte 10 Minuten früher kommen.', $3)`,
    [profile.id, profile.praxisId, profile.leistungsmerkmale],
  );
}

/** A free slot `inHours` from now; returns its id. */
export async function insertSlot(
  db: Db,
  slot: {
    praxisId: string;
    profilId: string;
    termintyp?: 'PRAESENZTERMIN' | 'VIDEOSPRECHSTUNDE';
    inHours?: number;
  },
): Promise<string> {
  const [row] = await db.query<{ id: string }>(
    `INSERT INTO slots (praxis_id, terminprofil_id, beginn, ende, termintyp, buchungsbefugnisse)
     VALUES ($1, $2, now() + make_interval(hours => $3), now() + make_interval(hours => $3, mins => 15),
             $4, ARRAY['PATIENT', 'TSS'])
     RETURNING id::text AS id`,
    [slot.praxisId, slot.profilId, slot.inHours ?? 48, slot.termintyp ?? 'PRAESENZTERMIN'],
  );
  if (!row) throw new Error('slot not inserted');
  return row.id;
}

export async function setToggle(db: Db, key: string, value: string): Promise<void> {
  await db.query(
    `INSERT INTO feature_toggles (schluessel, wert) VALUES ($1, $2)
     ON CONFLICT (schluessel) DO UPDATE SET wert = EXCLUDED.wert`,
    [key, value],
  );
}

export async function setStatusMessage(db: Db, text: string): Promise<void> {
  await db.query('INSERT INTO statusmeldungen (text) VALUES ($1)', [text]);
}

/** Region, catalogue, one practice (with a SMED pseudonym) offering W030 in person and by video. */
export async function seedPractice(db: Db): Promise<void> {
  await insertRegion(db);
  await insertCatalogue(db);
  await insertPractice(db, {
    id: PRACTICE_ID,
    bsnr: PRACTICE_BSNR,
    name: 'Augenarztpraxis Dr. Beispiel',
    smedPseudonym: SMED_PSEUDONYM,
  });
  await insertProfile(db, {
    id: 'p1-w030',
    praxisId: PRACTICE_ID,
    leistungsmerkmale: ['W030'],
  });
}
