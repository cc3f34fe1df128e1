// A new notification address is used only after the PIN mailed to it was entered (issue #26,
// finding 4.1, ADR 28), through the real app and database. First the attack of the issue replayed: a stranger's
// address, then 40 reschedules at once — the stranger gets one PIN and nothing else, the booking's
// own address keeps its mails, and only 5 moves pass a day. Then the confirmation, wrong and spent
// PINs, and the limits on the PIN mails.
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API,
  DAY,
  auth,
  errorCode,
  insertCode,
  insertPractice,
  insertSlot,
  outboxFor,
  seedReference,
  type Practice,
} from './fixtures/booking.ts';
import { bookedCode, codeState, reschedule } from './fixtures/reschedule.ts';
import { startTestApp, type TestContext } from './helper.ts';

let ctx: TestContext;
let practice: Practice;

beforeAll(async () => {
  ctx = await startTestApp();
  await seedReference(ctx.db);
  practice = await insertPractice(ctx.db);
});
afterAll(() => ctx.close());

let mailCounter = 0;
/** A fresh address per use, so that each test reads only its own mails. */
function mail(label: string): string {
  return `${label}-${(mailCounter += 1)}@example.org`;
}

function send(
  method: 'PATCH' | 'POST' | 'DELETE',
  path: string,
  code: string,
  payload: unknown,
): Promise<LightMyRequestResponse> {
  return ctx.app.inject({
    method,
    url: `${API}/${path}`,
    headers: { ...auth(code), 'content-type': 'application/json' },
    payload: JSON.stringify(payload),
  });
}

const changeAddress = (code: string, to: string) =>
  send('PATCH', 'buchung', code, { notificationReceiver: to });
const confirmAddress = (code: string, pin: string) =>
  send('POST', 'buchung/email/bestaetigen', code, { pin });

/** The PIN of the newest mail to `to`. */
async function pinSentTo(to: string): Promise<string> {
  const text = (await outboxFor(ctx.db, to)).at(-1)?.text ?? '';
  return /PIN: (\d{6})/.exec(text)![1]!;
}

async function notificationAddress(code: string): Promise<string | null> {
  const [row] = await ctx.db.query<{ benachrichtigung: string | null }>(
    'SELECT benachrichtigung FROM buchungen WHERE code = $1 AND storniert_am IS NULL',
    [code],
  );
  return row?.benachrichtigung ?? null;
}

/** Lets the code's 60 s resend cooldown pass (the hourly counters stay). */
async function afterCooldown(): Promise<void> {
  await ctx.db.query(`DELETE FROM rate_limits WHERE schluessel LIKE 'adressaenderung:cooldown:%'`);
}

describe('the attack of issue #26: a stranger’s address, then 40 reschedules in a row', () => {
  it('the stranger gets one PIN and nothing else; the booking keeps its mails; 5 moves a day', async () => {
    const patient = mail('patient');
    const stranger = mail('fremd');
    const { code } = await bookedCode(ctx.app, ctx.db, practice, { email: patient });

    const patch = await changeAddress(code, stranger);
    expect(patch.statusCode, patch.body).toBe(200);
    expect(patch.json()).toEqual({ bestaetigungAusstehend: true });
    expect(await notificationAddress(code)).toBe(patient);

    const slots = await Promise.all(
      Array.from({ length: 40 }, (_, i) => insertSlot(ctx.db, practice, { inMs: (3 + i) * DAY })),
    );
    const answers = await Promise.all(slots.map((slot) => reschedule(ctx.app, code, slot)));
    const moved = answers.filter((res) => res.statusCode === 204);
    const refused = answers.filter((res) => res.statusCode !== 204);
    expect(moved).toHaveLength(5);
    expect(refused).toHaveLength(35);
    for (const res of refused) {
      expect(res.statusCode).toBe(429);
      expect(res.json().errors).toEqual([
        {
          code: 'VS001',
          text: 'Sie haben diesen Termin heute schon mehrmals verschoben. Bitte versuchen Sie es morgen erneut oder wenden Sie sich an die 116117.',
        },
      ]);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(25 * 3600);
    }
    // A cancellation, too, goes to the booking's own address.
    const [active] = (await codeState(ctx.db, code)).active;
    expect((await send('DELETE', 'buchung', code, { slots: [active] })).statusCode).toBe(204);

    const toStranger = await outboxFor(ctx.db, stranger);
    expect(toStranger).toHaveLength(1);
    expect(toStranger[0]!.betreff).toBe('Ihre Verifizierungs-PIN für die neue E-Mail-Adresse');
    expect(toStranger[0]!.anhaenge).toEqual([]);
    // Nothing about the appointment or the code reaches an address nobody confirmed.
    expect(toStranger[0]!.text).not.toContain('Sommer');
    expect(toStranger[0]!.text).not.toMatch(/[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}/);
    expect(toStranger[0]!.text).not.toContain('Uhr');

    const toPatient = (await outboxFor(ctx.db, patient)).map((m) => m.betreff);
    expect(toPatient.filter((s) => s.startsWith('Terminbestätigung'))).toHaveLength(1);
    expect(toPatient.filter((s) => s.startsWith('Termin verschoben'))).toHaveLength(5);
    expect(toPatient.filter((s) => s.startsWith('Terminabsage'))).toHaveLength(1);
  });

  it('counts the German calendar day: the moves of yesterday leave today’s five', async () => {
    const { code } = await bookedCode(ctx.app, ctx.db, practice, { email: mail('tag') });
    for (let i = 0; i < 5; i++) {
      const res = await reschedule(
        ctx.app,
        code,
        await insertSlot(ctx.db, practice, { inMs: (3 + i) * DAY }),
      );
      expect(res.statusCode, res.body).toBe(204);
    }
    const sixth = await insertSlot(ctx.db, practice, { inMs: 9 * DAY });
    expect(errorCode((await reschedule(ctx.app, code, sixth)).body)).toBe('VS001');
    await ctx.db.query(
      `UPDATE buchungen SET storniert_am = storniert_am - interval '1 day'
        WHERE code = $1 AND storniert_von = 'VERSCHOBEN'`,
      [code],
    );
    expect((await reschedule(ctx.app, code, sixth)).statusCode).toBe(204);
  });
});

describe('POST buchung/email/bestaetigen: the right PIN moves the mails to the new address', () => {
  it('then the address is the booking’s: confirmation there, notice to the old one, later mails there', async () => {
    const before = mail('vorher');
    const after = mail('nachher');
    const { code } = await bookedCode(ctx.app, ctx.db, practice, { email: before });
    expect((await changeAddress(code, after)).statusCode).toBe(200);
    const pin = await pinSentTo(after);

    const res = await confirmAddress(code, pin);
    expect(res.statusCode, res.body).toBe(204);
    const [row] = await ctx.db.query<{ benachrichtigung: string; kontakt: Record<string, string> }>(
      'SELECT benachrichtigung, kontakt FROM buchungen WHERE code = $1',
      [code],
    );
    expect(row?.benachrichtigung).toBe(after);
    expect(row?.kontakt.notificationReceiver).toBe(after);
    const confirmation = (await outboxFor(ctx.db, after)).at(-1);
    expect(confirmation?.betreff).toMatch(/^Terminbestätigung/);
    expect(confirmation?.anhaenge).toHaveLength(1);
    const notice = (await outboxFor(ctx.db, before)).at(-1);
    expect(notice?.betreff).toBe('Ihre E-Mail-Adresse für Terminbenachrichtigungen wurde geändert');
    expect(notice?.text).not.toContain(after);

    // Later mails go to the confirmed address only; the PIN works once.
    const oldCount = (await outboxFor(ctx.db, before)).length;
    const next = await insertSlot(ctx.db, practice, { inMs: 6 * DAY });
    expect((await reschedule(ctx.app, code, next)).statusCode).toBe(204);
    expect((await outboxFor(ctx.db, after)).at(-1)?.betreff).toMatch(/^Termin verschoben/);
    expect(await outboxFor(ctx.db, before)).toHaveLength(oldCount);
    expect(errorCode((await confirmAddress(code, pin)).body)).toBe('WP080');
  });

  it('a pending address survives a reschedule and is confirmed on the moved booking', async () => {
    const before = mail('vorher');
    const after = mail('nachher');
    const { code } = await bookedCode(ctx.app, ctx.db, practice, { email: before });
    expect((await changeAddress(code, after)).statusCode).toBe(200);
    const next = await insertSlot(ctx.db, practice, { inMs: 7 * DAY });
    expect((await reschedule(ctx.app, code, next)).statusCode).toBe(204);
    expect((await outboxFor(ctx.db, before)).at(-1)?.betreff).toMatch(/^Termin verschoben/);
    expect((await confirmAddress(code, await pinSentTo(after))).statusCode).toBe(204);
    expect(await notificationAddress(code)).toBe(after);
  });

  it('a booking made without an address gets one only with the PIN', async () => {
    const { code } = await bookedCode(ctx.app, ctx.db, practice);
    await ctx.db.query('UPDATE buchungen SET benachrichtigung = NULL WHERE code = $1', [code]);
    const to = mail('erstmals');
    expect((await changeAddress(code, to)).json()).toEqual({ bestaetigungAusstehend: true });
    expect(await notificationAddress(code)).toBeNull();
    expect((await confirmAddress(code, await pinSentTo(to))).statusCode).toBe(204);
    expect(await notificationAddress(code)).toBe(to);
  });
});

describe('wrong, spent, expired and missing PINs', () => {
  it('a wrong PIN is refused and counted; the fifth spends it, the right one then too', async () => {
    const before = mail('bleibt');
    const after = mail('falsch');
    const { code } = await bookedCode(ctx.app, ctx.db, practice, { email: before });
    await changeAddress(code, after);
    const pin = await pinSentTo(after);
    const wrong = pin === '000000' ? '111111' : '000000';

    const first = await confirmAddress(code, wrong);
    expect(first.statusCode).toBe(422);
    expect(first.json().errors).toEqual([
      {
        code: 'WP080',
        text: 'PIN ungültig. Bitte geben Sie die PIN aus der E-Mail an Ihre neue Adresse ein; sie gilt 30 Minuten.',
      },
    ]);
    for (let attempt = 2; attempt <= 4; attempt++) {
      expect(errorCode((await confirmAddress(code, wrong)).body)).toBe('WP080');
    }
    const fifth = await confirmAddress(code, wrong);
    expect(fifth.statusCode).toBe(423);
    expect(fifth.json().errors[0].code).toBe('WP079');
    const right = await confirmAddress(code, pin);
    expect(right.statusCode).toBe(423);
    expect(await notificationAddress(code)).toBe(before);

    // Sent again, the address gets a new PIN, and its tries start again.
    await afterCooldown();
    expect((await changeAddress(code, after)).statusCode).toBe(200);
    expect((await confirmAddress(code, await pinSentTo(after))).statusCode).toBe(204);
  });

  it('WP080 for an expired PIN and without a waiting address; WP003 for a PIN that is no PIN', async () => {
    const to = mail('abgelaufen');
    const { code } = await bookedCode(ctx.app, ctx.db, practice, { email: mail('alt') });
    expect(errorCode((await confirmAddress(code, '123456')).body)).toBe('WP080');
    await changeAddress(code, to);
    await ctx.db.query(
      `UPDATE adressaenderungen SET laeuft_ab_am = now() - interval '1 second' WHERE code = $1`,
      [code],
    );
    const expired = await confirmAddress(code, await pinSentTo(to));
    expect(expired.statusCode).toBe(422);
    expect(errorCode(expired.body)).toBe('WP080');
    const malformed = await confirmAddress(code, '12ab');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors[0]).toMatchObject({ code: 'WP003', field: 'body.pin' });
  });

  it('401 WP042 for an unknown code; 404 WP069 for a code without a booking', async () => {
    expect((await confirmAddress('ZZZZZZZZZZZZ', '123456')).statusCode).toBe(401);
    const none = await confirmAddress(await insertCode(ctx.db), '123456');
    expect(none.statusCode).toBe(404);
    expect(errorCode(none.body)).toBe('WP069');
  });
});

describe('PATCH buchung: what is sent, and how often', () => {
  it('the booking’s own address: nothing sent, and a waiting address is dropped', async () => {
    const own = mail('eigen');
    const other = mail('anders');
    const { code } = await bookedCode(ctx.app, ctx.db, practice, { email: own });
    const sent = (await ctx.db.query('SELECT id FROM outbox')).length;
    const same = await changeAddress(code, own.toUpperCase());
    expect(same.statusCode).toBe(200);
    expect(same.json()).toEqual({ bestaetigungAusstehend: false });
    expect(await ctx.db.query('SELECT id FROM outbox')).toHaveLength(sent);

    await changeAddress(code, other);
    const pin = await pinSentTo(other);
    expect((await changeAddress(code, own)).json()).toEqual({ bestaetigungAusstehend: false });
    expect(errorCode((await confirmAddress(code, pin)).body)).toBe('WP080');
    expect(await notificationAddress(code)).toBe(own);
  });

  it('60 s between PINs of a code, and 3 an hour per code', async () => {
    const { code } = await bookedCode(ctx.app, ctx.db, practice, { email: mail('code') });
    const first = mail('erste');
    expect((await changeAddress(code, first)).statusCode).toBe(200);
    const soon = await changeAddress(code, mail('gleich'));
    expect(soon.statusCode).toBe(429);
    expect(soon.json().errors[0]).toEqual({
      code: 'RATE_LIMIT',
      text: expect.stringMatching(
        /^Bitte warten Sie noch \d+ Sekunden, bevor Sie eine neue PIN anfordern\.$/,
      ),
    });
    expect(Number(soon.headers['retry-after'])).toBeGreaterThan(0);
    // The refused request changed nothing: the first address still waits for its PIN.
    expect((await confirmAddress(code, await pinSentTo(first))).statusCode).toBe(204);

    for (let i = 0; i < 2; i++) {
      await afterCooldown();
      expect((await changeAddress(code, mail('weitere'))).statusCode).toBe(200);
    }
    await afterCooldown();
    const fourth = await changeAddress(code, mail('vierte'));
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().errors[0].text).toMatch(
      /^Zu viele Versuche\. Bitte versuchen Sie es in \d+ Minuten erneut\.$/,
    );
  });

  it('3 PINs an hour per mailbox, whichever codes ask and however the address is spelled', async () => {
    const box = mail('ziel').split('@')[0]!;
    const spellings = ['', '+a', '+b', '+c'].map((tag) => `${box}${tag}@example.org`);
    const answers = [];
    for (const to of spellings) {
      const { code } = await bookedCode(ctx.app, ctx.db, practice, { email: mail('quelle') });
      answers.push((await changeAddress(code, to)).statusCode);
    }
    expect(answers).toEqual([200, 200, 200, 429]);
    const sent = await Promise.all(spellings.map((to) => outboxFor(ctx.db, to)));
    expect(sent.map((messages) => messages.length)).toEqual([1, 1, 1, 0]);
  });
});
