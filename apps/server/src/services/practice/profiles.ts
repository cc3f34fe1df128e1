// Appointment profiles of one practice (Terminprofile, FHIR Schedule; docs/supply.md): list,
// create, edit, deactivate. Every statement is scoped by the practice id from scope.ts.
import type { Profile, ProfileInput } from '@terminservice/domain/supply';
import { randomUUID } from 'node:crypto';
import type { Db, Queryable } from '../../db/client.ts';
import { refusePractice } from './refusals.ts';
import type { PracticeScope } from './scope.ts';

interface ProfileRow {
  readonly id: string;
  readonly name: string;
  readonly hinweis: string | null;
  readonly leistungsmerkmale: string[];
  readonly qualifikationen: string[];
  readonly dauer_minuten: number;
  readonly termintyp: Profile['termintyp'];
  readonly buchungsbefugnisse: Profile['buchungsbefugnisse'];
  readonly dringlichkeiten: Profile['dringlichkeiten'];
  readonly freigabe_tage: number | null;
  readonly arzt_lanr: string | null;
  readonly arzt_titel: string | null;
  readonly arzt_vorname: string | null;
  readonly arzt_nachname: string | null;
  readonly sprachen: Profile['sprachen'];
  readonly aktiv: boolean;
  readonly freie_slots: number;
}

const PROFILE_SELECT = `
  SELECT tp.id, tp.name, tp.hinweis, tp.leistungsmerkmale, tp.qualifikationen, tp.dauer_minuten,
         tp.termintyp, tp.buchungsbefugnisse, tp.dringlichkeiten, tp.freigabe_tage, tp.aktiv,
         tp.arzt_lanr, tp.arzt_titel, tp.arzt_vorname, tp.arzt_nachname, tp.sprachen,
         (SELECT count(*)::int FROM slots s
           WHERE s.terminprofil_id = tp.id AND s.status = 'FREI' AND s.beginn > now()) AS freie_slots
    FROM terminprofile tp`;

function toProfile(row: ProfileRow): Profile {
  return {
    id: row.id,
    name: row.name,
    hinweis: row.hinweis ?? '',
    leistungsmerkmale: row.leistungsmerkmale,
    qualifikationen: row.qualifikationen,
    dauerMinuten: row.dauer_minuten,
    termintyp: row.termintyp,
    buchungsbefugnisse: row.buchungsbefugnisse,
    dringlichkeiten: row.dringlichkeiten,
    freigabeTage: row.freigabe_tage,
    // Issue #22: the migration keeps LANR and family name together (0015).
    arzt:
      row.arzt_lanr !== null && row.arzt_nachname !== null
        ? {
            lanr: row.arzt_lanr,
            titel: row.arzt_titel ?? '',
            vorname: row.arzt_vorname ?? '',
            nachname: row.arzt_nachname,
          }
        : null,
    sprachen: row.sprachen,
    aktiv: row.aktiv,
    freieSlots: row.freie_slots,
  };
}

export async function listProfiles(q: Queryable, practice: PracticeScope): Promise<Profile[]> {
  const rows = await q.query<ProfileRow>(
    `${PROFILE_SELECT} WHERE tp.praxis_id = $1 ORDER BY tp.aktiv DESC, tp.name, tp.id`,
    [practice.praxisId],
  );
  return rows.map(toProfile);
}

/** The practice's profile, or PX002 (also for another practice's profile). */
export async function getProfile(
  q: Queryable,
  practice: PracticeScope,
  id: string,
): Promise<Profile> {
  const [row] = await q.query<ProfileRow>(
    `${PROFILE_SELECT} WHERE tp.praxis_id = $1 AND tp.id = $2`,
    [practice.praxisId, id],
  );
  if (!row) throw refusePractice.notFound();
  return toProfile(row);
}

/** Refuses codes the catalogue does not know (PX009). */
async function assertKnownMerkmale(q: Queryable, input: ProfileInput): Promise<void> {
  const codes = [...new Set([...input.leistungsmerkmale, ...input.qualifikationen])];
  const known = await q.query<{ code: string }>(
    'SELECT code FROM leistungsmerkmale WHERE code = ANY($1::text[])',
    [codes],
  );
  const set = new Set(known.map((r) => r.code));
  const unknown = codes.find((c) => !set.has(c));
  if (unknown !== undefined) throw refusePractice.unknownMerkmal(unknown);
}

const PROFILE_VALUES = (input: ProfileInput) => [
  input.name,
  input.hinweis || null,
  input.leistungsmerkmale,
  input.qualifikationen,
  input.dauerMinuten,
  input.termintyp,
  input.buchungsbefugnisse,
  input.dringlichkeiten,
  input.freigabeTage,
  input.arzt?.lanr ?? null,
  input.arzt ? input.arzt.titel || null : null,
  input.arzt ? input.arzt.vorname || null : null,
  input.arzt?.nachname ?? null,
  input.sprachen,
];

export async function createProfile(
  db: Db,
  practice: PracticeScope,
  input: ProfileInput,
): Promise<Profile> {
  await assertKnownMerkmale(db, input);
  const id = randomUUID();
  // In a transaction, like every write of the practice: it names the actor to the change log
  // (db/actor.ts, ADR 25).
  await db.transaction((tx) =>
    tx.query(
      `INSERT INTO terminprofile (id, praxis_id, name, hinweis, leistungsmerkmale, qualifikationen,
                                dauer_minuten, termintyp, buchungsbefugnisse, dringlichkeiten,
                                freigabe_tage, arzt_lanr, arzt_titel, arzt_vorname,
                                arzt_nachname, sprachen)
     VALUES ($1, $2, $3, $4, $5::text[], $6::text[], $7, $8, $9::text[], $10::text[], $11,
             $12, $13, $14, $15, $16::text[])`,
      [id, practice.praxisId, ...PROFILE_VALUES(input)],
    ),
  );
  return getProfile(db, practice, id);
}

/**
 * Edits a profile. Its future free slots take the new booking authorities, urgencies, type and
 * release rule;
 * booked ones keep what the patient booked. The duration applies to slots made from now on.
 */
export async function updateProfile(
  db: Db,
  practice: PracticeScope,
  id: string,
  input: ProfileInput,
): Promise<Profile> {
  await assertKnownMerkmale(db, input);
  await db.transaction(async (tx) => {
    const rows = await tx.query(
      `UPDATE terminprofile
          SET name = $3, hinweis = $4, leistungsmerkmale = $5::text[], qualifikationen = $6::text[],
              dauer_minuten = $7, termintyp = $8, buchungsbefugnisse = $9::text[],
              dringlichkeiten = $10::text[], freigabe_tage = $11, arzt_lanr = $12,
              arzt_titel = $13, arzt_vorname = $14, arzt_nachname = $15, sprachen = $16::text[],
              geaendert_am = now()
        WHERE praxis_id = $1 AND id = $2
        RETURNING id`,
      [practice.praxisId, id, ...PROFILE_VALUES(input)],
    );
    if (rows.length === 0) throw refusePractice.notFound();
    await tx.query(
      `UPDATE slots SET termintyp = $3, buchungsbefugnisse = $4::text[], dringlichkeiten = $5::text[],
                        abschnitt = CASE
                          WHEN $6::int IS NOT NULL AND beginn <= now() + make_interval(days => $6::int)
                            THEN 'freeToUseForPraxis'
                          WHEN abschnitt = 'freeToUseForPraxis' THEN 'default'
                          ELSE abschnitt END,
                        version = version + 1, geaendert_am = now()
        WHERE praxis_id = $1 AND terminprofil_id = $2 AND status = 'FREI' AND beginn > now()`,
      [
        practice.praxisId,
        id,
        input.termintyp,
        input.buchungsbefugnisse,
        input.dringlichkeiten,
        input.freigabeTage,
      ],
    );
  });
  return getProfile(db, practice, id);
}

/**
 * Deactivates a profile: it takes no new slots and its future free slots are withdrawn; booked and
 * reserved ones stay until the practice cancels them. Returns how many slots were withdrawn.
 */
export async function deactivateProfile(
  db: Db,
  practice: PracticeScope,
  id: string,
): Promise<{ zurueckgezogen: number }> {
  return db.transaction(async (tx) => {
    const rows = await tx.query(
      `UPDATE terminprofile SET aktiv = false, geaendert_am = now()
        WHERE praxis_id = $1 AND id = $2 RETURNING id`,
      [practice.praxisId, id],
    );
    if (rows.length === 0) throw refusePractice.notFound();
    const withdrawn = await tx.query(
      `UPDATE slots SET status = 'GELOESCHT', version = version + 1, geaendert_am = now()
        WHERE praxis_id = $1 AND terminprofil_id = $2 AND status IN ('FREI', 'BLOCKIERT')
          AND beginn > now()
        RETURNING id`,
      [practice.praxisId, id],
    );
    return { zurueckgezogen: withdrawn.length };
  });
}
