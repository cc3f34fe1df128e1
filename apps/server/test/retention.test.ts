// Personal data that expires (README "Personal data retention"): the retention job erases exactly
// what has run out, keeps what statistics need, works in batches, and a run cut off halfway leaves
// consistent data that the next run finishes. Real database (PGlite, or PostgreSQL with
// DATABASE_URL), real job runner.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client.ts';
import { runJobOnce, runRound, type Job } from '../src/services/kernel/jobs.ts';
import {
  DEFAULT_RETENTION,
  loadRetention,
  privacyPageRows,
  retentionJob,
} from '../src/services/retention/index.ts';
import { MAX_DELIVERY_ATTEMPTS } from '../src/services/messages/delivery.ts';
import {
  insertBooking,
  insertCode,
  insertPractice,
  insertProfile,
  insertRegion,
  insertSlot,
} from './fixtures/codes.ts';
import { openTestDb } from './helper.ts';

const DAY_HOURS = 24;
let db: Db;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ db, drop } = await openTestDb());
  await insertRegion(db);
  await insertPractice(db, { id: 'P-RET' });
  await insertProfile(db, { id: 'TP-RET', praxisId: 'P-RET', leistungsmerkmale: ['W030'] });
});
afterAll(() => drop());
beforeEach(async () => {
  await db.exec(`DELETE FROM buchungen; DELETE FROM reservierungen; DELETE FROM identitaetspruefungen;
                 DELETE FROM outbox; DELETE FROM kontaktanfragen; DELETE FROM statistik_tage;
                 DELETE FROM adressaenderungen;`);
});

/** A booking whose appointment lies `daysAgo` days back (negative: ahead); returns its id. */
async function booking(daysAgo: number, email = 'erika@example.org'): Promise<string> {
  const slotId = await insertSlot(db, {
    praxisId: 'P-RET',
    profilId: 'TP-RET',
    inHours: -daysAgo * DAY_HOURS,
    status: 'GEBUCHT',
  });
  const code = await insertCode(db);
  await insertBooking(db, { code, slotId, email, leistungsmerkmale: ['W030'] });
  await db.query(
    `UPDATE buchungen SET benachrichtigung = $2,
            kontakt = kontakt || '{"vorname":"Erika","nachname":"Mustermann","geburtsdatum":"1980-05-04"}'
      WHERE slot_id = $1`,
    [slotId, email],
  );
  const [row] = await db.query<{ id: string }>(
    'SELECT id::text AS id FROM buchungen WHERE slot_id = $1',
    [slotId],
  );
  return row!.id;
}

async function identityCheck(token: string, expiredDaysAgo: number, confirmed: boolean) {
  await db.query(
    `INSERT INTO identitaetspruefungen
       (token, kanal, empfaenger_hash, plz, leistungsmerkmal, pin_hash, erstellt_am, laeuft_ab_am, bestaetigt_am)
     VALUES ($1, 'sms', 'hash-of-phone', '10115', 'W030', 'hash-of-pin',
             now() - make_interval(days => $2), now() - make_interval(days => $2),
             CASE WHEN $3 THEN now() - make_interval(days => $2) END)`,
    [token, expiredDaysAgo, confirmed],
  );
}

async function message(sql: string): Promise<void> {
  await db.query(
    `INSERT INTO outbox (kanal, empfaenger, betreff, text, versendet_am, versuche, naechster_versuch_am)
     VALUES ('email', 'erika@example.org', 'Ihr Termin', 'Guten Tag Erika Mustermann', ${sql})`,
  );
}

async function seedEverything(): Promise<Record<string, string>> {
  const ids = {
    oldBooking: await booking(100),
    recentBooking: await booking(10),
    futureBooking: await booking(-5),
    cancelledLongAgo: await booking(-30),
  };
  await db.query(
    `UPDATE buchungen SET storniert_am = now() - interval '95 days', storniert_von = 'PATIENT' WHERE id = $1`,
    [ids.cancelledLongAgo],
  );
  const code = await insertCode(db);
  for (const [email, status, expiredDaysAgo] of [
    ['alt@example.org', 'ABGELAUFEN', 10],
    ['neu@example.org', 'ABGELAUFEN', 2],
    ['offen@example.org', 'RESERVIERT', 10],
  ] as const) {
    const slotId = await insertSlot(db, { praxisId: 'P-RET', profilId: 'TP-RET' });
    await db.query(
      `INSERT INTO reservierungen (code, slot_id, leistungsmerkmale, kontakt, email, pin_hash, status, laeuft_ab_am)
       VALUES ($1, $2, '{W030}', '{"nachname":"Mustermann"}', $3, 'hash', $4, now() - make_interval(days => $5))`,
      [code, slotId, email, status, expiredDaysAgo],
    );
  }
  await identityCheck('alt-bestaetigt', 10, true);
  await identityCheck('alt-offen', 9, false);
  await identityCheck('neu', 1, true);
  await message(`now() - interval '10 days', 1, now()`); // delivered long ago (demo mode)
  await message(`now() - interval '1 day', 1, now()`); // delivered recently
  await message(`NULL, ${MAX_DELIVERY_ATTEMPTS}, now() - interval '10 days'`); // given up
  await message(`NULL, 2, now() - interval '10 days'`); // still being retried
  // New notification addresses waiting for their PIN (issue #26): one expired, one still valid.
  for (const [email, minutes] of [
    ['abgelaufen@example.org', -1],
    ['wartet@example.org', 20],
  ] as const) {
    await db.query(
      `INSERT INTO adressaenderungen (code, email, pin_hash, laeuft_ab_am)
       VALUES ($1, $2, 'hash', now() + make_interval(mins => $3))`,
      [await insertCode(db), email, minutes],
    );
  }
  await db.query(`INSERT INTO kontaktanfragen (daten, erstellt_am) VALUES
    ('{"name":"Erika Mustermann","message":"alt"}', now() - interval '40 days'),
    ('{"name":"Erika Mustermann","message":"neu"}', now() - interval '3 days')`);
  return ids;
}

async function bookingRow(id: string) {
  const [row] = await db.query<{
    kontakt: Record<string, string>;
    benachrichtigung: string | null;
    anonymisiert: boolean;
    termintyp: string;
    leistungsmerkmale: string[];
    slot_id: string;
  }>(
    `SELECT kontakt, benachrichtigung, anonymisiert_am IS NOT NULL AS anonymisiert, termintyp,
            leistungsmerkmale, slot_id::text AS slot_id
       FROM buchungen WHERE id = $1`,
    [id],
  );
  return row!;
}

describe('the retention job', () => {
  it('erases what has run out, keeps the rest, and keeps the statistics', async () => {
    const ids = await seedEverything();
    const counts: Record<string, number>[] = [];
    await runRound(db, retentionJob(DEFAULT_RETENTION), (c) => counts.push(c));
    expect(counts).toEqual([
      {
        buchungen: 2,
        reservierungen: 1,
        identitaetspruefungen: 2,
        nachrichten: 2,
        kontaktanfragen: 1,
        erinnerungslinks: 0,
        terminalarme: 0,
        adressaenderungen: 1,
      },
    ]);
    for (const id of [ids.oldBooking!, ids.cancelledLongAgo!]) {
      const row = await bookingRow(id);
      expect(row).toMatchObject({ kontakt: {}, benachrichtigung: null, anonymisiert: true });
      // What statistics need stays: type, specialties, the slot (→ practice → KV, date).
      expect(row).toMatchObject({ termintyp: 'PRAESENZTERMIN', leistungsmerkmale: ['W030'] });
    }
    for (const id of [ids.recentBooking!, ids.futureBooking!]) {
      const row = await bookingRow(id);
      expect(row.kontakt.nachname).toBe('Mustermann');
      expect(row.benachrichtigung).toBe('erika@example.org');
      expect(row.anonymisiert).toBe(false);
    }
    const reservations = await db.query<{ email: string; kontakt: object; pin_hash: string }>(
      'SELECT email, kontakt, pin_hash FROM reservierungen ORDER BY id',
    );
    expect(reservations).toEqual([
      { email: '', kontakt: {}, pin_hash: '' },
      { email: 'neu@example.org', kontakt: { nachname: 'Mustermann' }, pin_hash: 'hash' },
      { email: 'offen@example.org', kontakt: { nachname: 'Mustermann' }, pin_hash: 'hash' },
    ]);
    const checks = await db.query<{ token: string }>('SELECT token FROM identitaetspruefungen');
    expect(checks).toEqual([{ token: 'neu' }]);
    const stats = await db.query<{ art: string; merkmal: string; anzahl: number }>(
      'SELECT art, merkmal, anzahl FROM statistik_tage ORDER BY merkmal',
    );
    expect(stats).toEqual([
      { art: 'identitaetspruefung', merkmal: 'sms:bestaetigt', anzahl: 1 },
      { art: 'identitaetspruefung', merkmal: 'sms:unbestaetigt', anzahl: 1 },
    ]);
    const messages = await db.query<{ empfaenger: string; text: string; betreff: string }>(
      'SELECT empfaenger, betreff, text FROM outbox ORDER BY id',
    );
    expect(messages.map((m) => m.empfaenger)).toEqual([
      '',
      'erika@example.org',
      '',
      'erika@example.org',
    ]);
    expect(messages[0]).toEqual({ empfaenger: '', betreff: '', text: '' });
    const contact = await db.query<{ daten: { message?: string } }>(
      'SELECT daten FROM kontaktanfragen ORDER BY id',
    );
    expect(contact.map((c) => c.daten.message ?? null)).toEqual([null, 'neu']);
    const waiting = await db.query<{ email: string }>('SELECT email FROM adressaenderungen');
    expect(waiting).toEqual([{ email: 'wartet@example.org' }]);
    // Counted, never written out: the counts are plain numbers of fixed names.
    expect(Object.values(counts[0]!).every(Number.isInteger)).toBe(true);
  });

  it('a second run finds nothing more', async () => {
    await seedEverything();
    await runRound(db, retentionJob(DEFAULT_RETENTION));
    const again = await runJobOnce(db, retentionJob(DEFAULT_RETENTION));
    expect(again).toEqual({
      buchungen: 0,
      reservierungen: 0,
      identitaetspruefungen: 0,
      nachrichten: 0,
      kontaktanfragen: 0,
      erinnerungslinks: 0,
      terminalarme: 0,
      adressaenderungen: 0,
    });
  });

  it('works in batches; a run cut off halfway leaves consistent data and the next run finishes', async () => {
    for (let i = 0; i < 5; i++) await booking(100 + i, `patient${i}@example.org`);
    for (let i = 0; i < 5; i++) await identityCheck(`check-${i}`, 10, i % 2 === 0);
    const job = retentionJob(DEFAULT_RETENTION, 2);
    // The first batch commits.
    expect(await runJobOnce(db, job)).toMatchObject({ buchungen: 2, identitaetspruefungen: 2 });
    // The process dies inside the second batch: its transaction rolls back as a whole.
    const crashing: Job = {
      ...job,
      run: async (tx) => {
        await job.run(tx);
        throw new Error('Absturz mitten im Stapel');
      },
    };
    await expect(runJobOnce(db, crashing)).rejects.toThrow('Absturz');
    const consistent = async () => {
      const rows = await db.query<{ anonymisiert: boolean; leer: boolean }>(
        `SELECT anonymisiert_am IS NOT NULL AS anonymisiert,
                kontakt = '{}'::jsonb AND benachrichtigung IS NULL AS leer FROM buchungen`,
      );
      // Every booking is either untouched or wholly anonymised.
      expect(rows.every((r) => r.anonymisiert === r.leer)).toBe(true);
      return rows.filter((r) => r.anonymisiert).length;
    };
    expect(await consistent()).toBe(2);
    const [left] = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM identitaetspruefungen',
    );
    expect(left!.n).toBe(3);
    // The next round finishes, batch after batch.
    const rounds: Record<string, number>[] = [];
    await runRound(db, job, (c) => rounds.push(c));
    expect(rounds.map((c) => c.buchungen)).toEqual([2, 1]);
    expect(await consistent()).toBe(5);
    const [stats] = await db.query<{ n: number }>(
      `SELECT sum(anzahl)::int AS n FROM statistik_tage WHERE art = 'identitaetspruefung'`,
    );
    // Each deleted check counted once: the crashed batch's counts rolled back with its deletes.
    expect(stats!.n).toBe(5);
  });
});

describe('retention periods', () => {
  it('come from the environment, with the documented defaults', () => {
    expect(loadRetention({})).toEqual(DEFAULT_RETENTION);
    expect(loadRetention({ RETENTION_BOOKING_DAYS: '30' }).bookingDays).toBe(30);
    expect(() => loadRetention({ RETENTION_MESSAGE_DAYS: 'sieben' })).toThrow(
      'RETENTION_MESSAGE_DAYS',
    );
    expect(() => loadRetention({ RETENTION_CONTACT_DAYS: '-1' })).toThrow();
  });

  it('are stated on the privacy page (one for every app), as the defaults', () => {
    const normalise = (text: string) => text.replace(/\s+/g, ' ');
    const page = normalise(
      readFileSync(
        new URL('../../../content/static-pages/page-privacy.md', import.meta.url),
        'utf8',
      ),
    );
    for (const [what, howLong] of privacyPageRows(DEFAULT_RETENTION)) {
      expect(page, what).toMatch(new RegExp(`\\| ${escape(what)} +\\| ${escape(howLong)} +\\|`));
    }
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
