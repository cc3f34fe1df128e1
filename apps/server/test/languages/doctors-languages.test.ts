// Doctors and their languages (issue #22) through real HTTP on a real database: the desk stores a
// profile's doctor and diagnosis languages and gives them back; the search filters by a language
// (sprache), shows the doctor and the languages, and keeps the language in its shared answer's
// key — a search for another language never reuses the first one's answer.
import {
  IDENTIFICATION_TOKEN_HEADER,
  callPathWith,
  type SearchResponse,
} from '@terminservice/domain/api';
import type { Profile } from '@terminservice/domain/supply';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueToken } from '../../src/auth/tokens.ts';
import { SharedAnswers } from '../../src/services/search/shared-answers.ts';
import {
  API,
  DAY,
  auth,
  insertCode,
  insertPractice,
  insertSlots,
  seedReference,
  type Practice,
} from '../fixtures/booking.ts';
import { freshBsnr } from '../fixtures/bsnr.ts';
import {
  RELAXED_LOAD_SHEDDING,
  startTestApp,
  TEST_JWT_SECRET,
  type TestContext,
} from '../helper.ts';

let ctx: TestContext;
let answers: SharedAnswers;
let desk: Record<string, string>;
/** The practice whose profile the desk gives a Turkish- and English-speaking doctor. */
let turkish: Practice;
/** A practice nearby whose doctor speaks Russian (set in the database, as FHIR would). */
let russian: Practice;

const PROFILE = {
  name: 'Sprechstunde Dr. Demir',
  dauerMinuten: 15,
  termintyp: 'PRAESENZTERMIN',
  leistungsmerkmale: ['W030'],
  buchungsbefugnisse: ['PATIENT', 'TSS'],
  arzt: { lanr: '123456601', titel: 'Dr. med.', vorname: 'Ayşe', nachname: 'Demir' },
  sprachen: ['tr', 'en'],
};

function day(days: number): string {
  return new Date(Date.now() + days * DAY).toISOString().slice(0, 10);
}

async function deskCall(
  key: 'createProfile' | 'updateProfile' | 'practiceProfiles',
  body?: unknown,
  id?: string,
) {
  const method = key === 'createProfile' ? 'POST' : key === 'updateProfile' ? 'PUT' : 'GET';
  const res = await ctx.app.inject({
    method,
    url: callPathWith(key, id === undefined ? {} : { id }),
    headers: desk,
    ...(body === undefined ? {} : { payload: body as object }),
  });
  return { status: res.statusCode, body: res.json() };
}

async function search(query: string, type: 'WEB' | 'TSS' = 'WEB') {
  const code = await insertCode(ctx.db, { leistungsmerkmal: 'W030' });
  const headers: Record<string, string> = { ...auth(code) };
  if (type === 'TSS') {
    headers[IDENTIFICATION_TOKEN_HEADER] = await issueToken(
      TEST_JWT_SECRET,
      { applicationType: 'TSS', subject: 'tss-1' },
      600,
    );
  }
  const res = await ctx.app.inject({ method: 'GET', url: `${API}/search?${query}`, headers });
  return { status: res.statusCode, body: res.json() };
}

/** The practice ids of an answer. */
function practices(body: SearchResponse): string[] {
  return Object.keys(body.praxen).sort();
}

beforeAll(async () => {
  answers = new SharedAnswers();
  ctx = await startTestApp({ loadShedding: RELAXED_LOAD_SHEDDING, searchAnswers: answers });
  await seedReference(ctx.db);
  const bsnr = freshBsnr();
  turkish = await insertPractice(ctx.db, { bsnr, name: 'Augenarztpraxis Demir' });
  russian = await insertPractice(ctx.db, { name: 'Augenarztpraxis Iwanowa' });
  await ctx.db.query(
    `UPDATE terminprofile SET sprachen = '{ru}', arzt_lanr = '999999900', arzt_nachname = 'Iwanowa'
      WHERE id = $1`,
    [russian.profilId],
  );
  await insertSlots(ctx.db, russian, 2);
  desk = {
    [IDENTIFICATION_TOKEN_HEADER]: await issueToken(
      TEST_JWT_SECRET,
      { applicationType: 'SURGERY', subject: bsnr },
      600,
    ),
  };
});
afterAll(async () => {
  await ctx?.close();
});

describe('the desk stores a profile’s doctor and languages', () => {
  let id: string;

  it('creates a profile with a doctor and languages and lists it back', async () => {
    const created = await deskCall('createProfile', PROFILE);
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const profile = created.body as Profile;
    id = profile.id;
    expect(profile.arzt).toEqual(PROFILE.arzt);
    expect(profile.sprachen).toEqual(['tr', 'en']);
    const list = await deskCall('practiceProfiles');
    const listed = (list.body as { profile: Profile[] }).profile.find((p) => p.id === id);
    expect(listed).toMatchObject({ arzt: PROFILE.arzt, sprachen: ['tr', 'en'] });
    // Slots for the search below, published through the desk.
    for (const hour of ['08:00', '09:00']) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: callPathWith('publishSlot', {}),
        headers: desk,
        payload: { profilId: id, beginn: `${day(3)}T${hour}` },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
  });

  it('edits them, and a profile without a doctor has none', async () => {
    const edited = await deskCall(
      'updateProfile',
      { ...PROFILE, arzt: { lanr: '000000000', nachname: 'Demir' }, sprachen: ['tr', 'en', 'ar'] },
      id,
    );
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      arzt: { lanr: '000000000', titel: '', vorname: '', nachname: 'Demir' },
      sprachen: ['tr', 'en', 'ar'],
    });
    const { arzt: _arzt, sprachen: _sprachen, ...plain } = PROFILE;
    const none = await deskCall('createProfile', { ...plain, name: 'Ohne Arzt' });
    expect(none.status).toBe(200);
    expect(none.body).toMatchObject({ arzt: null, sprachen: [] });
  });

  it('refuses a wrong LANR, a doctor without a family name and unknown or repeated languages', async () => {
    const cases: [unknown, string, string][] = [
      [
        { ...PROFILE, arzt: { ...PROFILE.arzt, lanr: '123456701' } },
        'body.arzt.lanr',
        'Die Prüfziffer der LANR stimmt nicht.',
      ],
      [
        { ...PROFILE, arzt: { lanr: '123456601' } },
        'body.arzt.nachname',
        'Bitte geben Sie den Nachnamen an.',
      ],
      [
        { ...PROFILE, sprachen: ['tr', 'xx'] },
        'body.sprachen.1',
        'Diese Sprache ist nicht bekannt.',
      ],
      [{ ...PROFILE, sprachen: ['tr', 'tr'] }, 'body.sprachen', 'Jede Sprache nur einmal angeben.'],
    ];
    for (const [body, field, text] of cases) {
      const res = await deskCall('createProfile', body);
      expect(res.status).toBe(400);
      expect(res.body.errors).toContainEqual(
        expect.objectContaining({ code: 'WP003', field, text }),
      );
    }
  });
});

describe('the search by language', () => {
  it('finds only the practices whose doctor speaks it, with the doctor and the languages', async () => {
    const all = await search('plz=10115&radius=10');
    expect(all.status).toBe(200);
    expect(practices(all.body)).toEqual([russian.praxisId, turkish.praxisId].sort());

    const tr = await search('plz=10115&radius=10&sprache=tr');
    expect(tr.status).toBe(200);
    expect(practices(tr.body)).toEqual([turkish.praxisId]);
    expect(tr.body.requestInfo.sprache).toBe('tr');
    const [profile] = Object.values((tr.body as SearchResponse).terminprofile);
    expect(profile).toMatchObject({
      arzt: { nachname: 'Demir' },
      sprachen: ['tr', 'en', 'ar'],
    });
    // The LANR stays with the practice.
    expect(JSON.stringify(tr.body)).not.toContain('"lanr"');

    const ru = await search('plz=10115&radius=10&sprache=ru', 'TSS');
    expect(practices(ru.body)).toEqual([russian.praxisId]);
    expect(Object.values((ru.body as SearchResponse).terminprofile)[0]).toMatchObject({
      arzt: { nachname: 'Iwanowa' },
      sprachen: ['ru'],
    });

    const none = await search('plz=10115&radius=10&sprache=vi');
    expect(none.status).toBe(200);
    expect(practices(none.body)).toEqual([]);
  });

  it('keeps the language in the shared answer’s key', async () => {
    const before = { ...answers.stats };
    const first = await search('plz=10115&radius=25&sprache=tr');
    const again = await search('plz=10115&radius=25&sprache=tr');
    expect(answers.stats.hits).toBe(before.hits + 1);
    expect(again.body).toEqual(first.body);
    const other = await search('plz=10115&radius=25&sprache=ru');
    expect(answers.stats.misses).toBe(before.misses + 2);
    expect(practices(other.body)).toEqual([russian.praxisId]);
    const everyone = await search('plz=10115&radius=25');
    expect(answers.stats.misses).toBe(before.misses + 3);
    expect(practices(everyone.body)).toHaveLength(2);
  });

  it('refuses an unknown language with 400 WP003 and a German text', async () => {
    const res = await search('plz=10115&sprache=klingonisch');
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([
      {
        code: 'WP003',
        text: 'Diese Sprache ist nicht bekannt. Bitte wählen Sie eine Sprache aus der Liste.',
        field: 'query.sprache',
      },
    ]);
    const empty = await search('plz=10115&sprache=');
    expect(empty.status).toBe(200);
  });

  it('a profile edit drops the shared answers: a language added is found at once', async () => {
    expect(practices((await search('plz=10115&radius=25&sprache=pl')).body)).toEqual([]);
    await ctx.db.query(`UPDATE terminprofile SET sprachen = '{ru,pl}' WHERE id = $1`, [
      russian.profilId,
    ]);
    expect(practices((await search('plz=10115&radius=25&sprache=pl')).body)).toEqual([
      russian.praxisId,
    ]);
  });
});
