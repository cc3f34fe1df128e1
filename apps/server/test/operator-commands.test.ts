// Operator commands instead of SQL (issue 16): status messages, feature toggles, token withdrawal and
// issue, each audited (who, when, what; no personal data) in betriebsprotokoll and on stderr. The
// services are tested on the test database; the scripts themselves run as child processes, as an
// operator starts them, against their own database (a PGlite directory, or a PostgreSQL schema).
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres } from '../src/db/client.ts';
import {
  listFeatureToggles,
  setFeatureToggle,
} from '../src/services/operations/feature-toggles.ts';
import {
  addStatusMessage,
  endStatusMessage,
  listStatusMessages,
} from '../src/services/operations/status-messages.ts';
import { DATABASE_URL, startTestApp, TEST_JWT_SECRET, type TestContext } from './helper.ts';

let ctx: TestContext;
// Generous: a PGlite start with migrations takes a minute on a busy machine.
beforeAll(async () => {
  ctx = await startTestApp();
}, 300_000);
afterAll(() => ctx.close());

async function bannerStatus(): Promise<string> {
  return (await ctx.app.inject({ method: 'GET', url: '/web/api/v4/status' })).json().status;
}

async function auditRows(action: string) {
  return ctx.db.query<{ operator: string; zeit: Date; details: Record<string, unknown> }>(
    'SELECT operator, zeit, details FROM betriebsprotokoll WHERE aktion = $1 ORDER BY id',
    [action],
  );
}

describe('status messages', () => {
  it('add shows the message in the banner, end takes it away; both audited', async () => {
    const text = 'Wartungsarbeiten heute von 22 bis 23 Uhr.';
    const { message, audit } = await addStatusMessage(ctx.db, 'eva.ops', { text });
    expect(message).toMatchObject({ text, state: 'aktiv', until: null });
    expect(await bannerStatus()).toBe(text);
    expect(audit).toMatchObject({ operator: 'eva.ops', action: 'status-message.add' });

    const listed = await listStatusMessages(ctx.db);
    expect(listed.map((m) => m.id)).toContain(message.id);

    await endStatusMessage(ctx.db, 'eva.ops', message.id);
    expect(await bannerStatus()).toBe('');
    expect((await listStatusMessages(ctx.db)).map((m) => m.id)).not.toContain(message.id);
    expect((await listStatusMessages(ctx.db, { all: true }))[0]).toMatchObject({
      id: message.id,
      state: 'beendet',
    });
    const ends = await auditRows('status-message.end');
    expect(ends.at(-1)).toMatchObject({ operator: 'eva.ops', details: { id: message.id } });
    expect(ends.at(-1)!.zeit).toBeInstanceOf(Date);
  });

  it('a planned message is listed as planned and not shown before its time', async () => {
    const from = new Date(Date.now() + 3_600_000);
    const { message } = await addStatusMessage(ctx.db, 'eva.ops', { text: 'Geplant.', from });
    expect(message.state).toBe('geplant');
    expect(await bannerStatus()).toBe('');
    await endStatusMessage(ctx.db, 'eva.ops', message.id);
  });

  it.each([
    [{ text: '' }, /1–500/],
    [{ text: 'x'.repeat(501) }, /1–500/],
    [{ text: 'zwei\nZeilen' }, /one line/],
    [{ text: 'ok', from: new Date(2030, 0, 2), until: new Date(2030, 0, 1) }, /after/],
  ])('refuses %j', async (input, message) => {
    await expect(addStatusMessage(ctx.db, 'eva.ops', input)).rejects.toThrow(message);
  });

  it('ending an unknown or ended message is refused', async () => {
    await expect(endStatusMessage(ctx.db, 'eva.ops', 999_999)).rejects.toThrow(/No status/);
  });
});

describe('feature toggles', () => {
  it('set changes what featureToggles answers, list shows every known toggle; audited', async () => {
    const key = 'sms_identitaetspruefung';
    await setFeatureToggle(ctx.db, 'eva.ops', key, true);
    const answer = () =>
      ctx.app.inject({ method: 'GET', url: '/web/api/v4/featuretoggles/abrufen' });
    expect((await answer()).json()).toContainEqual({ key, value: true });
    const { previous } = await setFeatureToggle(ctx.db, 'eva.ops', key, false);
    expect(previous).toBe('true');
    expect((await answer()).json()).toContainEqual({ key, value: false });

    const listed = await listFeatureToggles(ctx.db);
    expect(listed.map((t) => t.key)).toEqual(
      expect.arrayContaining(['sms_identitaetspruefung', 'tss_reservierungsabschluss']),
    );
    expect((await auditRows('feature-toggle.set')).at(-1)).toMatchObject({
      operator: 'eva.ops',
      details: { key, value: false, previous: 'true' },
    });
  });

  it('an unknown toggle is refused (a typo must not silently do nothing)', async () => {
    await expect(
      setFeatureToggle(ctx.db, 'eva.ops', 'sms_identitätsprüfung', true),
    ).rejects.toThrow(/Unknown toggle/);
  });
});

// ---------------------------------------------------------------------------------------------
// The scripts as an operator runs them.

const SCRIPTS = fileURLToPath(new URL('../scripts/', import.meta.url));

interface Run {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

describe('the operator scripts', () => {
  let env: Record<string, string>;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    if (DATABASE_URL) {
      const schema = `ops_${randomUUID().replaceAll('-', '')}`;
      const admin = await openPostgres(DATABASE_URL);
      await admin.exec(`CREATE SCHEMA ${schema}`);
      const url = new URL(DATABASE_URL);
      url.searchParams.set('options', `-c search_path=${schema}`);
      env = { DATABASE_URL: url.toString() };
      cleanup = async () => {
        await admin.exec(`DROP SCHEMA ${schema} CASCADE`);
        await admin.close();
      };
    } else {
      const dir = await mkdtemp(join(tmpdir(), 'operator-commands-'));
      env = { DATA_DIR: dir };
      cleanup = () => rm(dir, { recursive: true, force: true });
    }
  });
  afterAll(() => cleanup());

  async function run(script: string, args: string[], extra: Record<string, string> = {}) {
    const { PATH, HOME } = process.env;
    const childEnv = { PATH: PATH ?? '', HOME: HOME ?? '', USER: 'login-name', ...env, ...extra };
    try {
      const { stdout, stderr } = await promisify(execFile)(
        process.execPath,
        [join(SCRIPTS, script), '--', ...args],
        { env: childEnv, timeout: 120_000 },
      );
      return { code: 0, stdout, stderr } satisfies Run;
    } catch (error) {
      const failed = error as { code: number; stdout: string; stderr: string };
      return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr } satisfies Run;
    }
  }

  function auditLine(stderr: string) {
    const line = stderr.split('\n').find((l) => l.includes('"operator command"'));
    return JSON.parse(line ?? '{}') as Record<string, unknown>;
  }

  // On PGlite every run opens the database directory afresh (seconds each on a busy machine), so
  // the runs are few; refusals of input are checked before the database is opened.
  it(
    'status-message add and end, feature-toggle set, issue-token and revoke-token; each audited',
    { timeout: 600_000 },
    async () => {
      const add = await run('status-message.ts', ['add', '--text', 'Störung der SMS-Zustellung.']);
      expect(add.code, add.stderr).toBe(0);
      const id = add.stdout.split('\t')[0]!;
      expect(auditLine(add.stderr)).toMatchObject({
        level: 30,
        msg: 'operator command',
        operator: 'login-name',
        action: 'status-message.add',
        details: { id: Number(id), text: 'Störung der SMS-Zustellung.' },
      });
      const end = await run('status-message.ts', ['end', '--id', id, '--operator', 'eva.ops']);
      expect(end.code, end.stderr).toBe(0);
      expect(end.stdout).toContain('beendet');
      expect(auditLine(end.stderr)).toMatchObject({
        operator: 'eva.ops',
        action: 'status-message.end',
      });

      const set = await run('feature-toggle.ts', [
        'set',
        '--key',
        'tss_reservierungsabschluss',
        '--value',
        'true',
      ]);
      expect(set.code, set.stderr).toBe(0);
      expect(set.stdout).toMatch(/^tss_reservierungsabschluss\ttrue\t/);
      expect(auditLine(set.stderr)).toMatchObject({
        action: 'feature-toggle.set',
        details: { key: 'tss_reservierungsabschluss', value: true },
      });

      const secret = { JWT_SECRET: TEST_JWT_SECRET };
      const issued = await run(
        'issue-token.ts',
        ['--type', 'TSS', '--subject', 'hotline-9'],
        secret,
      );
      expect(issued.code, issued.stderr).toBe(0);
      const token = issued.stdout.trim();
      const tokenId = String(decodeJwt(token).jti);
      expect(issued.stderr).toContain(`token id: ${tokenId}`);
      expect(issued.stderr).not.toContain(token.split('.')[2]);
      expect(auditLine(issued.stderr)).toMatchObject({
        action: 'token.issue',
        details: { tokenId, type: 'TSS', subject: 'hotline-9' },
      });
      const revoked = await run('revoke-token.ts', ['--id', tokenId, '--operator', 'eva.ops']);
      expect(revoked.code, revoked.stderr).toBe(0);
      expect(auditLine(revoked.stderr)).toMatchObject({
        operator: 'eva.ops',
        action: 'token.revoke-token',
        details: { tokenId },
      });
    },
  );

  it.each([
    ['feature-toggle.ts', ['set', '--key', 'sms', '--value', 'true'], /Unknown toggle/],
    [
      'feature-toggle.ts',
      ['set', '--key', 'sms_identitaetspruefung', '--value', 'ja'],
      /true or false/,
    ],
    ['status-message.ts', ['add', '--text', ''], /1–500/],
    ['status-message.ts', ['add', '--text', 'x', '--until', 'morgen'], /ISO time/],
    ['status-message.ts', ['remove'], /Unknown action/],
    ['revoke-token.ts', ['--subject', 'a b'], /subject/],
    ['revoke-token.ts', ['--subject', 'a', '--operator', 'x y'], /--operator/],
    ['issue-token.ts', ['--type', 'WEB', '--subject', 'a'], /usage/],
  ])('%s %j is refused with exit code 2', async (script, args, message) => {
    const refused = await run(script, args, { JWT_SECRET: TEST_JWT_SECRET });
    expect(refused.code).toBe(2);
    expect(refused.stderr).toMatch(message);
    expect(refused.stderr).toContain('usage:');
  });

  it('seed refuses in production unless forced', async () => {
    const refused = await run('seed.ts', [], { NODE_ENV: 'production' });
    expect(refused.code).toBe(2);
    expect(refused.stderr).toMatch(/NODE_ENV=production.*--force/s);
  });
});
