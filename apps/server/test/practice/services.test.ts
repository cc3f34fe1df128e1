// The supply side's services on a real database (docs/supply.md): profiles, publishing with its
// refusals, the week view's states, withdrawing, the release rule and the practice's cancellation.
import { expandSeries, type ProfileInput } from '@terminservice/domain/supply';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/client.ts';
import {
  cancelByPractice,
  createProfile,
  deactivateProfile,
  listSlots,
  practiceByBsnr,
  publishSlots,
  releaseDueSlots,
  setSlotAvailability,
  updateProfile,
  withdrawSlots,
  type PracticeScope,
} from '../../src/services/practice/index.ts';
import { DAY, insertCode, insertPractice, seedReference } from '../fixtures/booking.ts';
import { openTestDb } from '../helper.ts';

let db: Db;
let drop: () => Promise<void>;
let practice: PracticeScope;
let other: PracticeScope;

/** Local 'YYYY-MM-DDTHH:mm' of a day `days` from now at `time` (service time zone is close enough). */
function localDay(days: number, time: string): string {
  return `${new Date(Date.now() + days * DAY).toISOString().slice(0, 10)}T${time}`;
}

const PROFILE: ProfileInput = {
  name: 'Sprechstunde Dr. Sommer',
  dauerMinuten: 20,
  termintyp: 'PRAESENZTERMIN',
  leistungsmerkmale: ['W030'],
  qualifikationen: [],
  hinweis: '',
  buchungsbefugnisse: ['PATIENT', 'TSS'],
  dringlichkeiten: [],
  freigabeTage: null,
  arzt: null,
  sprachen: [],
};

beforeAll(async () => {
  ({ db, drop } = await openTestDb());
  await seedReference(db);
  await insertPractice(db, { bsnr: '721000001' });
  await insertPractice(db, { bsnr: '721000002' });
  practice = await practiceByBsnr(db, '721000001');
  other = await practiceByBsnr(db, '721000002');
});
afterAll(() => drop());

describe('publishing slots', () => {
  it('publishes a series and refuses overlaps, past starts and another practice', async () => {
    const profile = await createProfile(db, practice, { ...PROFILE, leistungsmerkmale: ['W030'] });
    const starts = expandSeries(
      {
        profilId: profile.id,
        wochentage: [1, 2, 3, 4, 5, 6, 7],
        von: '08:00',
        bis: '09:00',
        startDatum: localDay(3, '00:00').slice(0, 10),
        endDatum: localDay(4, '00:00').slice(0, 10),
        abstandMinuten: 0,
      },
      profile.dauerMinuten,
    );
    expect(starts).toHaveLength(6);
    const ids = await publishSlots(db, practice, [{ profilId: profile.id, starts }]);
    expect(ids).toHaveLength(6);

    await expect(
      publishSlots(db, practice, [{ profilId: profile.id, starts: [localDay(3, '08:10')] }]),
    ).rejects.toMatchObject({ statusCode: 409, items: [{ code: 'PX003' }] });
    await expect(
      publishSlots(db, practice, [
        { profilId: profile.id, starts: [localDay(5, '08:00'), localDay(5, '08:10')] },
      ]),
    ).rejects.toMatchObject({ items: [{ code: 'PX003' }] });
    await expect(
      publishSlots(db, practice, [{ profilId: profile.id, starts: [localDay(-1, '08:00')] }]),
    ).rejects.toMatchObject({ statusCode: 422, items: [{ code: 'PX004' }] });
    await expect(
      publishSlots(db, other, [{ profilId: profile.id, starts: [localDay(6, '08:00')] }]),
    ).rejects.toMatchObject({ statusCode: 404 });

    const week = await listSlots(db, practice, {
      from: new Date(Date.now()),
      to: new Date(Date.now() + 7 * DAY),
    });
    expect(week.filter((s) => s.profilId === profile.id).map((s) => s.zustand)).toEqual(
      Array(6).fill('frei'),
    );
    expect(
      await listSlots(db, other, { from: new Date(), to: new Date(Date.now() + 7 * DAY) }),
    ).toEqual([]);
  });

  it('withdraws free slots, never booked ones, and switches free ↔ blocked', async () => {
    const profile = await createProfile(db, practice, { ...PROFILE, name: 'Zweites Profil' });
    const [a, b, c] = await publishSlots(db, practice, [
      {
        profilId: profile.id,
        starts: [localDay(10, '10:00'), localDay(10, '11:00'), localDay(10, '12:00')],
      },
    ]);
    await db.query(`UPDATE slots SET status = 'GEBUCHT' WHERE id = $1`, [c]);
    await expect(withdrawSlots(db, practice, [a!, c!])).rejects.toMatchObject({ statusCode: 409 });
    await expect(withdrawSlots(db, other, [a!])).rejects.toMatchObject({ statusCode: 404 });
    expect(await withdrawSlots(db, practice, [a!])).toBe(1);
    expect((await setSlotAvailability(db, practice, b!, false)).zustand).toBe('gesperrt');
    expect((await setSlotAvailability(db, practice, b!, true)).zustand).toBe('frei');
    const { zurueckgezogen } = await deactivateProfile(db, practice, profile.id);
    expect(zurueckgezogen).toBe(1);
    await expect(
      publishSlots(db, practice, [{ profilId: profile.id, starts: [localDay(11, '10:00')] }]),
    ).rejects.toMatchObject({ items: [{ code: 'PX008' }] });
  });

  it('releases slots N days before their start to the practice', async () => {
    const profile = await createProfile(db, practice, {
      ...PROFILE,
      name: 'Freigabe',
      freigabeTage: 5,
    });
    const [near, far] = await publishSlots(db, practice, [
      { profilId: profile.id, starts: [localDay(20, '07:00'), localDay(40, '07:00')] },
    ]);
    await updateProfile(db, practice, profile.id, {
      ...PROFILE,
      name: 'Freigabe',
      freigabeTage: 25,
    });
    await releaseDueSlots(db);
    const rows = await db.query<{ id: string; abschnitt: string }>(
      'SELECT id::text AS id, abschnitt FROM slots WHERE id = ANY($1::bigint[]) ORDER BY beginn',
      [[near, far]],
    );
    expect(rows.map((r) => r.abschnitt)).toEqual(['freeToUseForPraxis', 'default']);
  });
});

describe('the practice cancels a booking', () => {
  it('notifies the patient and does not spend the code', async () => {
    const profile = await createProfile(db, practice, { ...PROFILE, name: 'Absage' });
    const [slot] = await publishSlots(db, practice, [
      { profilId: profile.id, starts: [localDay(12, '09:00')] },
    ]);
    const code = await insertCode(db, { leistungsmerkmal: 'W030' });
    await db.query(`UPDATE slots SET status = 'GEBUCHT' WHERE id = $1`, [slot]);
    const [booking] = await db.query<{ id: string }>(
      `INSERT INTO buchungen (code, slot_id, termintyp, leistungsmerkmale, kontakt, benachrichtigung)
       VALUES ($1, $2, 'PRAESENZTERMIN', '{W030}', '{"vorname":"Erika","nachname":"Muster","phone":"+49 151 23456789"}', 'erika@example.org')
       RETURNING id::text AS id`,
      [code, slot],
    );
    await expect(cancelByPractice(db, other, booking!.id, 'Krankheit')).rejects.toMatchObject({
      statusCode: 404,
    });
    await expect(cancelByPractice(db, practice, booking!.id, '  ')).rejects.toMatchObject({
      statusCode: 422,
    });
    const result = await cancelByPractice(db, practice, booking!.id, 'Die Ärztin ist erkrankt.');
    expect(result.benachrichtigt).toBe('email');
    expect(result.booking).toMatchObject({
      status: 'storniert',
      storniertVon: 'PRAXIS',
      codeMaskiert: expect.stringMatching(/^\*{4}-\*{4}-[A-Z0-9]{4}$/),
    });
    const [codeRow] = await db.query<{ stornierungen: number }>(
      'SELECT stornierungen FROM vermittlungscodes WHERE code = $1',
      [code],
    );
    expect(codeRow?.stornierungen).toBe(0);
    const [mail] = await db.query<{ text: string; empfaenger: string }>(
      'SELECT text, empfaenger FROM outbox ORDER BY id DESC LIMIT 1',
    );
    expect(mail?.empfaenger).toBe('erika@example.org');
    expect(mail?.text).toContain('Grund: Die Ärztin ist erkrankt.');
    await expect(cancelByPractice(db, practice, booking!.id, 'Noch einmal')).rejects.toMatchObject({
      statusCode: 409,
    });
  });
});
