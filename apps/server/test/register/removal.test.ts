// Removing practices that left the register (ADR 14): only with a complete register, behind the
// guard; free and blocked future slots withdrawn, booked and reserved ones kept and listed (made
// through the real API), rejected rows spared, a removed practice coming back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedReferenceData } from '../../src/reference/index.ts';
import { importRegister, keptCsv, RemovalRefused, summaryLine } from '../../src/register/index.ts';
import { practiceByBsnr } from '../../src/services/practice/index.ts';
import {
  API,
  auth,
  bookingBody,
  DAY,
  insertCode,
  insertSlot,
  seedReference,
  slotState,
  type Practice,
} from '../fixtures/booking.ts';
import { csvFile, HEADER, practiceRow, row } from '../fixtures/register.ts';
import { startTestApp, type TestContext } from '../helper.ts';

let ctx: TestContext;

/** Ten practices 729902000 … 729902009. */
const BSNRS = Array.from({ length: 10 }, (_, i) => `72990200${i}`);
const register = (bsnrs: readonly string[], extra: readonly string[] = []) =>
  csvFile([HEADER, ...bsnrs.map((b) => row(b)), ...extra]);

async function withProfile(bsnr: string): Promise<Practice> {
  const praxisId = `B${bsnr}`;
  const profilId = `profil-${bsnr}`;
  await ctx.db.query(
    `INSERT INTO terminprofile (id, praxis_id, name, leistungsmerkmale)
     VALUES ($1, $2, 'Sprechstunde', '{W030}')`,
    [profilId, praxisId],
  );
  return { praxisId, profilId };
}

async function post(path: string, code: string, body: unknown) {
  return ctx.app.inject({
    method: 'POST',
    url: `${API}/${path}`,
    headers: { ...auth(code), 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
}

beforeAll(async () => {
  // The import runs in this process and PGlite blocks the event loop while it works: load shedding
  // (its own feature with its own test) would answer 503 to the bookings here.
  ctx = await startTestApp({
    loadShedding: { maxInFlight: 100_000, maxEventLoopDelayMs: 0, retryAfterSeconds: 5 },
  });
  await seedReferenceData(ctx.db);
  await seedReference(ctx.db);
  expect((await importRegister(ctx.db, register(BSNRS))).importiert).toBe(10);
}, 180_000);
afterAll(() => ctx.close());

describe('removing a practice the complete register no longer lists', () => {
  it('withdraws its free and blocked future slots and keeps and lists the booked and reserved ones', async () => {
    const leaving = await withProfile(BSNRS[1]!);
    const staying = await withProfile(BSNRS[0]!);
    const free = await insertSlot(ctx.db, leaving, { inMs: 3 * DAY });
    const blocked = await insertSlot(ctx.db, leaving, {
      inMs: 3 * DAY + 3_600_000,
      status: 'BLOCKIERT',
    });
    const past = await insertSlot(ctx.db, leaving, { inMs: -DAY });
    const booked = await insertSlot(ctx.db, leaving, { inMs: 4 * DAY });
    const video = await insertSlot(ctx.db, leaving, {
      inMs: 5 * DAY,
      termintyp: 'VIDEOSPRECHSTUNDE',
    });
    const other = await insertSlot(ctx.db, staying, { inMs: 3 * DAY });
    expect((await post('buchung', await insertCode(ctx.db), bookingBody(booked))).statusCode).toBe(
      204,
    );
    const reserved = await post(
      'videosprechstunde/reservieren',
      await insertCode(ctx.db),
      bookingBody(video),
    );
    expect(reserved.statusCode).toBe(204);

    // Without --vollstaendig a file that leaves the practice out removes nothing.
    const partial = await importRegister(ctx.db, register(BSNRS.filter((_, i) => i !== 1)));
    expect(partial.entfernt).toBe(0);
    expect((await practiceRow(ctx.db, BSNRS[1]!))?.entfernt).toBe(false);

    const result = await importRegister(ctx.db, register(BSNRS.filter((_, i) => i !== 1)), {
      vollstaendig: true,
    });
    expect(summaryLine(result)).toBe('importiert: 0, aktualisiert: 0, abgelehnt: 0, entfernt: 1');
    expect(result.unveraendert).toBe(9);
    expect(result.zurueckgezogen).toBe(2);
    const removed = await practiceRow(ctx.db, BSNRS[1]!);
    expect(removed).toMatchObject({ entfernt: true });
    expect(removed?.entfernt_am).toBeInstanceOf(Date);

    expect((await slotState(ctx.db, free)).status).toBe('GELOESCHT');
    expect((await slotState(ctx.db, blocked)).status).toBe('GELOESCHT');
    expect((await slotState(ctx.db, past)).status).toBe('FREI');
    expect((await slotState(ctx.db, booked)).status).toBe('GEBUCHT');
    expect((await slotState(ctx.db, video)).status).toBe('RESERVIERT');
    expect((await slotState(ctx.db, other)).status).toBe('FREI');

    const [ids] = await ctx.db.query<{ buchung: string; reservierung: string }>(
      `SELECT (SELECT id::text FROM buchungen WHERE slot_id = $1) AS buchung,
              (SELECT id::text FROM reservierungen WHERE slot_id = $2) AS reservierung`,
      [booked, video],
    );
    expect(result.behalten.map((k) => [k.bsnr, k.praxis, k.art, k.nummer])).toEqual([
      [BSNRS[1], `Praxis ${BSNRS[1]}`, 'Buchung', ids!.buchung],
      [BSNRS[1], `Praxis ${BSNRS[1]}`, 'Videoreservierung', ids!.reservierung],
    ]);
    const csv = keptCsv(result.behalten);
    expect(csv[0]).toBe('bsnr;praxis;beginn;art;nummer');
    expect(csv[1]).toMatch(
      new RegExp(
        `^${BSNRS[1]};Praxis ${BSNRS[1]};\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\d;Buchung;${ids!.buchung}$`,
      ),
    );
    // The list carries no patient data.
    expect(csv.join('\n')).not.toMatch(/Musterfrau|Erika|@|Invalidenstraße 117/);

    // Gone from the search index, the appointment desk and booking.
    const merkmale = await ctx.db.query(`SELECT 1 FROM praxis_merkmale WHERE praxis_id = $1`, [
      leaving.praxisId,
    ]);
    expect(merkmale).toHaveLength(0);
    await expect(practiceByBsnr(ctx.db, BSNRS[1]!)).rejects.toMatchObject({
      items: [{ code: 'PX001' }],
    });
    const late = await post('buchung', await insertCode(ctx.db), bookingBody(free));
    expect(late.statusCode).toBe(404);
  });

  it('a practice that comes back is active again with its search entries', async () => {
    const result = await importRegister(ctx.db, register([BSNRS[1]!]));
    expect(result).toMatchObject({ aktualisiert: 1, wiederaufgenommen: 1 });
    expect(await practiceRow(ctx.db, BSNRS[1]!)).toMatchObject({
      entfernt: false,
      entfernt_am: null,
    });
    const merkmale = await ctx.db.query(
      `SELECT merkmal FROM praxis_merkmale WHERE praxis_id = $1`,
      [`B${BSNRS[1]}`],
    );
    expect(merkmale).toEqual([{ merkmal: 'W030' }]);
  });

  it('spares a practice whose row is rejected (a typo must not remove it)', async () => {
    const result = await importRegister(
      ctx.db,
      register(
        BSNRS.filter((_, i) => i !== 2),
        [`${BSNRS[2]},Praxis,Weg 1,99999,Berlin`],
      ),
      { vollstaendig: true },
    );
    expect(summaryLine(result)).toBe('importiert: 0, aktualisiert: 0, abgelehnt: 1, entfernt: 0');
    expect((await practiceRow(ctx.db, BSNRS[2]!))?.entfernt).toBe(false);
  });
});

describe('the removal guard', () => {
  it('refuses to remove more than 20 % and changes nothing, not even the listed rows', async () => {
    const truncated = register(BSNRS.slice(0, 7), [row('729902100')]);
    const error = await importRegister(ctx.db, truncated, { vollstaendig: true }).catch((e) => e);
    expect(error).toBeInstanceOf(RemovalRefused);
    expect(error.message).toBe(
      'Abgebrochen: Die Datei nennt 3 von 10 Praxen nicht (30,0 %); entfernt werden dürfen höchstens 20 %. ' +
        'Ist die Datei vollständig? Wenn ja, wiederholen Sie den Aufruf mit --force ' +
        '(oder einer höheren Grenze --max-entfernen). Es wurde nichts geändert.',
    );
    expect(await practiceRow(ctx.db, '729902100')).toBeUndefined();
    expect((await practiceRow(ctx.db, BSNRS[9]!))?.entfernt).toBe(false);
  });

  it('refuses an empty register; a header alone would remove every practice', async () => {
    await expect(importRegister(ctx.db, csvFile([HEADER]), { vollstaendig: true })).rejects.toThrow(
      'Die Datei nennt 10 von 10 Praxen nicht (100,0 %)',
    );
  });

  it('takes a higher limit or --force', async () => {
    const limited = await importRegister(ctx.db, register(BSNRS.slice(0, 7)), {
      vollstaendig: true,
      maxEntfernenProzent: 30,
      probelauf: true,
    });
    expect(limited).toMatchObject({ entfernt: 3, probelauf: true });
    expect((await practiceRow(ctx.db, BSNRS[9]!))?.entfernt).toBe(false);
    const forced = await importRegister(ctx.db, register(BSNRS.slice(0, 5)), {
      vollstaendig: true,
      force: true,
    });
    expect(forced.entfernt).toBe(5);
    expect((await practiceRow(ctx.db, BSNRS[9]!))?.entfernt).toBe(true);
  });
});
