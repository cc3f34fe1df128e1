// What a message's link opens (issue #15): the alert's filters in words without the code or the
// address; with the alert's code the filters to search with; unsubscribing by button and by the
// RFC 8058 one-click POST, both without login; opening the page (GET) changes nothing; the
// retention job erases an ended alert's address; and no log line holds anything personal.
import { ALERT_LINK_PATTERN } from '@terminservice/domain/alerts';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alertMatcherJob } from '../../src/services/alerts/index.ts';
import { hashKey } from '../../src/services/alerts/keys.ts';
import { runRound } from '../../src/services/kernel/jobs.ts';
import { DEFAULT_RETENTION, eraseExpiredBatch } from '../../src/services/retention/index.ts';
import {
  auth,
  insertCode,
  insertPractice,
  insertSlot,
  seedReference,
} from '../fixtures/booking.ts';
import { startTestApp, type TestContext } from '../helper.ts';
import {
  lastMessage,
  linkOf,
  post,
  PUBLIC_URL,
  RELAXED_LOAD_SHEDDING,
  runMatcher,
  setUpAlert,
} from './fixtures.ts';

const EMAIL = 'kanarien.alarm@example.org';
const lines: string[] = [];
const stream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    done();
  },
});

let ctx: TestContext;
let code: string;
let link: string;
let token: string;

beforeAll(async () => {
  ctx = await startTestApp({
    logger: { level: 'trace', stream },
    loadShedding: RELAXED_LOAD_SHEDDING,
  });
  await seedReference(ctx.db);
  const practice = await insertPractice(ctx.db);
  code = await insertCode(ctx.db);
  token = await setUpAlert(ctx.app, ctx.db, code, {
    empfaenger: EMAIL,
    tageszeiten: '11111111111111',
  });
  await insertSlot(ctx.db, practice);
  await runRound(ctx.db, alertMatcherJob({ publicUrl: PUBLIC_URL }), (counts) =>
    ctx.app.log.info({ job: 'terminalarm', counts }, 'job done'),
  );
  link = linkOf((await lastMessage(ctx.db, EMAIL)).text);
});
afterAll(() => ctx.close());

function errorOf(response: { json(): unknown }) {
  return (response.json() as { errors: { code: string }[] }).errors[0]!;
}

async function alertRow() {
  const [row] = await ctx.db.query<Record<string, unknown>>(
    'SELECT * FROM terminalarme WHERE code = $1',
    [code],
  );
  return row!;
}

describe('the link page (POST terminalarm/link)', () => {
  it('tells the filters in words and how long the alert runs, nothing of code or address', async () => {
    const before = await alertRow();
    const response = await post(ctx.app, 'alertLink', { link });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      aktiv: true,
      plz: '10115',
      ortsname: 'Berlin',
      qualifikationen: ['W030'],
      fachrichtungen: ['Augenheilkunde'],
      radius: 10,
      tageszeiten: '11111111111111',
      termintyp: 'ALL',
    });
    expect(response.body).not.toContain(code);
    expect(response.body).not.toContain(EMAIL);
    expect(await alertRow()).toEqual(before);
  });

  it('refuses an unknown link (TA002) and a malformed one (WP003)', async () => {
    const unknown = await post(ctx.app, 'alertLink', { link: 'A'.repeat(32) });
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown).code).toBe('TA002');
    const malformed = await post(ctx.app, 'alertLink', { link: 'kurz' });
    expect(malformed.statusCode).toBe(400);
    expect(errorOf(malformed).code).toBe('WP003');
  });

  it('serves the WEB page for the link and changes nothing on a GET', async () => {
    const before = await alertRow();
    for (const path of [
      `/terminservice/terminalarm/${link}`,
      `/terminservice/terminalarm/abmelden/${link}`,
    ]) {
      const page = await ctx.app.inject({ method: 'GET', url: path });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
    }
    expect(await alertRow()).toEqual(before);
  });
});

describe('opening the link with the code (POST terminalarm/oeffnen)', () => {
  it('answers the filters to search with for the alert’s code', async () => {
    const response = await post(ctx.app, 'openAlert', { link }, auth(code));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      plz: '10115',
      qualifikationen: ['W030'],
      radius: 10,
      tageszeiten: '11111111111111',
      termintyp: 'ALL',
    });
  });

  it('hands over the language the alert watches (issue #22)', async () => {
    await ctx.db.query(`UPDATE terminalarme SET sprache = 'uk' WHERE code = $1`, [code]);
    const opened = await post(ctx.app, 'openAlert', { link }, auth(code));
    expect(opened.json()).toMatchObject({ sprache: 'uk' });
    expect((await post(ctx.app, 'alertLink', { link })).json()).toMatchObject({ sprache: 'uk' });
    await ctx.db.query(`UPDATE terminalarme SET sprache = NULL WHERE code = $1`, [code]);
  });

  it('refuses no code and an unknown one (WP042), another alert’s code (TA004)', async () => {
    expect(errorOf(await post(ctx.app, 'openAlert', { link })).code).toBe('WP042');
    const unknown = await post(ctx.app, 'openAlert', { link }, auth('ABCD2FGH4JKL'));
    expect(unknown.statusCode).toBe(401);
    expect(errorOf(unknown).code).toBe('WP042');
    const other = await post(ctx.app, 'openAlert', { link }, auth(await insertCode(ctx.db)));
    expect(other.statusCode).toBe(403);
    expect(errorOf(other).code).toBe('TA004');
    const noLink = await post(ctx.app, 'openAlert', { link: 'B'.repeat(32) }, auth(code));
    expect(noLink.statusCode).toBe(404);
  });
});

describe('unsubscribing without login', () => {
  it('ends the alert with the page’s button, and a repeat answers the same', async () => {
    const other = await insertCode(ctx.db);
    await ctx.db.query('DELETE FROM rate_limits');
    await setUpAlert(ctx.app, ctx.db, other, { empfaenger: 'knopf@example.org' });
    // Its message's link key, planted by its hash (keys are random).
    const key = 'K'.repeat(32);
    await ctx.db.query(
      `INSERT INTO terminalarm_links (hash, alarm_id) SELECT $1, id FROM terminalarme WHERE code = $2`,
      [hashKey(key), other],
    );
    for (let i = 0; i < 2; i++) {
      const response = await post(ctx.app, 'unsubscribeAlert', { link: key });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ beendet: true });
    }
    const [row] = await ctx.db.query<{ ende_grund: string }>(
      'SELECT ende_grund FROM terminalarme WHERE code = $1',
      [other],
    );
    expect(row!.ende_grund).toBe('abgemeldet');
    const info = await post(ctx.app, 'alertLink', { link: key });
    expect(info.json<{ aktiv: boolean }>().aktiv).toBe(false);
  });

  it('refuses an unknown link (TA002)', async () => {
    const response = await post(ctx.app, 'unsubscribeAlert', { link: 'C'.repeat(32) });
    expect(response.statusCode).toBe(404);
    expect(errorOf(response).code).toBe('TA002');
  });

  it('takes the RFC 8058 one-click POST on the page’s address, and nothing else', async () => {
    const url = `/terminservice/terminalarm/abmelden/${link}`;
    const empty = await ctx.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'foo=bar',
    });
    expect(empty.statusCode).toBe(400);
    expect((await alertRow()).beendet_am).toBeNull();
    const unknown = await ctx.app.inject({
      method: 'POST',
      url: `/terminservice/terminalarm/abmelden/${'D'.repeat(32)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(unknown.statusCode).toBe(404);
    const oneClick = await ctx.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
    expect(oneClick.body).toBe('Der Terminalarm ist beendet.\n');
    expect((await alertRow()).ende_grund).toBe('abgemeldet');
    // An ended alert is told nothing more.
    const practice = await insertPractice(ctx.db);
    await insertSlot(ctx.db, practice);
    expect((await runMatcher(ctx.db)).meldungen).toBe(0);
  });
});

describe('retention and logs', () => {
  it('erases an ended alert’s address after the period; its links stop working', async () => {
    await ctx.db.query(
      `UPDATE terminalarme SET beendet_am = now() - interval '8 days' WHERE code = $1`,
      [code],
    );
    const counts = await eraseExpiredBatch(ctx.db, DEFAULT_RETENTION);
    expect(counts.terminalarme).toBeGreaterThanOrEqual(1);
    const row = await alertRow();
    expect(row).toMatchObject({
      empfaenger: '',
      empfaenger_hash: '',
      pin_hash: '',
      token_hash: null,
    });
    expect((await post(ctx.app, 'alertLink', { link })).statusCode).toBe(404);
  });

  it('never logs the code, the address, the PIN token or a link key', () => {
    expect(lines.length).toBeGreaterThan(5);
    expect(ALERT_LINK_PATTERN.test(link)).toBe(true);
    const log = lines.join('\n');
    for (const secret of [code, EMAIL, token, link]) expect(log).not.toContain(secret);
    expect(log).toContain('"job":"terminalarm"');
  });
});
