// Rate limits on shared addresses (ADR 15), over HTTP against the real database: patients behind
// one carrier address, one of them guessing codes; a TSS call centre whose agents share one
// address; a guesser slowed down and stopped. Time is not waited for: a wait or a window is ended
// by moving its row's end (`fenster_ende`) into the past, which is what the clock would do.
import { IDENTIFICATION_TOKEN_HEADER } from '@terminservice/domain/api';
import { generateCode } from '@terminservice/domain/vermittlungscode';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueToken } from '../src/auth/tokens.ts';
import { AVAILABILITY_LIMIT } from '../src/routes/search/index.ts';
import {
  FREE_WRONG_CODES,
  MAX_WRONG_CODE_WAIT_SECONDS,
  WRONG_CODE_CEILING,
  wrongCodeWaitSeconds,
} from '../src/security/code-guessing.ts';
import { BOOKING_PIN_IP_LIMIT } from '../src/services/reservation/pin.ts';
import {
  API,
  basicAuth,
  insertCatalogue,
  insertCode,
  insertPractice,
  insertProfile,
  insertRegion,
  insertSlot,
} from './fixtures/codes.ts';
import {
  RELAXED_LOAD_SHEDDING,
  startTestApp,
  TEST_JWT_SECRET,
  type TestContext,
} from './helper.ts';

// Load shedding has its own test: here 50 agents at once on an in-process database must not be
// turned away as overload, which would hide what the rate limits do.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp({ loadShedding: RELAXED_LOAD_SHEDDING });
  await insertRegion(ctx.db);
  await insertCatalogue(ctx.db);
  await insertPractice(ctx.db, { id: 'p1' });
  await insertProfile(ctx.db, { id: 'p1-w030', praxisId: 'p1', leistungsmerkmale: ['W030'] });
  await insertSlot(ctx.db, { praxisId: 'p1', profilId: 'p1-w030' });
}, 120_000);
afterAll(() => ctx.close());

interface Answer {
  readonly statusCode: number;
  readonly headers: Record<string, unknown>;
  readonly body: string;
}

function send(
  method: 'GET' | 'POST',
  path: string,
  from: { ip: string; code?: string; headers?: Record<string, string>; body?: unknown },
): Promise<Answer> {
  return ctx.app.inject({
    method,
    url: `${API}/${path}`,
    remoteAddress: from.ip,
    headers: {
      ...(from.code === undefined ? {} : basicAuth(from.code)),
      ...(method === 'POST' ? { 'content-type': 'application/json' } : {}),
      ...from.headers,
    },
    ...(method === 'POST' ? { payload: JSON.stringify(from.body ?? {}) } : {}),
  });
}

const login = (ip: string, code: string, headers?: Record<string, string>) =>
  send('GET', 'login?plz=10115', { ip, code, ...(headers ? { headers } : {}) });
const searchFrom = (ip: string, code: string) =>
  send('GET', 'search?someOf=W030&plz=10115', { ip, code });

function errorCode(answer: Answer): string {
  return (JSON.parse(answer.body) as { errors: { code: string }[] }).errors[0]!.code;
}

function retryAfter(answer: Answer): number {
  return Number(answer.headers['retry-after']);
}

/** Ends every running wait for wrong codes: what the clock does after Retry-After. */
async function endWaits(): Promise<void> {
  await ctx.db.query(
    `UPDATE rate_limits SET fenster_ende = now() - interval '1 second' WHERE schluessel LIKE 'codes:warten:%'`,
  );
}

describe('patients behind one carrier address', () => {
  it('one of 20 guesses codes without pause; the other 19 log in and search', async () => {
    const ip = '100.64.0.1';
    const codes = await Promise.all(Array.from({ length: 19 }, () => insertCode(ctx.db)));
    const guesses: Answer[] = [];
    const guesser = async () => {
      for (let i = 0; i < 40; i++) guesses.push(await login(ip, generateCode()));
    };
    const patient = async (code: string) => {
      // A patient types a wrong character first, then the right code.
      const typo = await login(ip, generateCode());
      const answers = [await login(ip, code), await searchFrom(ip, code)];
      return { typo, answers };
    };
    const [, ...patients] = await Promise.all([guesser(), ...codes.map(patient)]);

    for (const { typo, answers } of patients) {
      // The typo is refused (WP042, or 429 while the guesser's wait runs); the right code is not.
      expect(['WP042', 'RATE_LIMIT']).toContain(errorCode(typo));
      for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    }
    // The guesser got five answers at most at once, then waits it did not keep (429).
    expect(guesses.every((g) => g.statusCode === 401 || g.statusCode === 429)).toBe(true);
    const refused = guesses.filter((g) => g.statusCode === 429);
    expect(refused.length).toBeGreaterThan(20);
    for (const answer of refused) {
      expect(errorCode(answer)).toBe('RATE_LIMIT');
      expect(retryAfter(answer)).toBeGreaterThan(0);
    }
    // 40 + 19 wrong codes are below the ceiling: a new patient still gets in.
    expect((await login(ip, await insertCode(ctx.db))).statusCode).toBe(200);
  });

  it('a guesser who keeps the waits is slowed down: each wait doubles, up to 5 minutes', async () => {
    const ip = '100.64.0.2';
    const code = await insertCode(ctx.db);
    for (let i = 0; i < FREE_WRONG_CODES; i++) {
      expect(errorCode(await login(ip, generateCode()))).toBe('WP042');
    }
    const waits: number[] = [];
    for (let count = FREE_WRONG_CODES + 1; count < FREE_WRONG_CODES + 12; count += 2) {
      // After the wait the next wrong code is answered, and starts the next wait …
      await endWaits();
      expect(errorCode(await login(ip, generateCode()))).toBe('WP042');
      // … in which a wrong code is refused and lengthens it; the right code is let in.
      const early = await login(ip, generateCode());
      expect(errorCode(early)).toBe('RATE_LIMIT');
      expect(retryAfter(early)).toBeGreaterThanOrEqual(wrongCodeWaitSeconds(count + 1) - 1);
      expect(retryAfter(early)).toBeLessThanOrEqual(wrongCodeWaitSeconds(count + 1));
      waits.push(wrongCodeWaitSeconds(count + 1));
      expect((await login(ip, code)).statusCode).toBe(200);
    }
    expect(waits).toEqual([4, 16, 64, 256, 300, 300]);
    expect(Math.max(...waits)).toBe(MAX_WRONG_CODE_WAIT_SECONDS);
  });

  it('a guesser who ignores the waits is stopped at the ceiling, for every code, for the hour', async () => {
    const ip = '100.64.0.3';
    const code = await insertCode(ctx.db);
    for (let sent = 0; sent < WRONG_CODE_CEILING.max; sent += 10) {
      const burst = await Promise.all(Array.from({ length: 10 }, () => login(ip, generateCode())));
      for (const answer of burst) expect([401, 429]).toContain(answer.statusCode);
    }
    // Stopped: the right code too, on every route that takes a code, with the rest of the hour.
    for (const answer of [await login(ip, code), await searchFrom(ip, code)]) {
      expect(answer.statusCode).toBe(429);
      expect(errorCode(answer)).toBe('RATE_LIMIT');
      expect(retryAfter(answer)).toBeGreaterThan(MAX_WRONG_CODE_WAIT_SECONDS);
      expect(retryAfter(answer)).toBeLessThanOrEqual(WRONG_CODE_CEILING.windowSeconds);
    }
    // Waiting out a wait does not help; the end of the hour does.
    await endWaits();
    expect((await login(ip, code)).statusCode).toBe(429);
    // Other addresses go on.
    expect((await login('100.64.0.4', code)).statusCode).toBe(200);
    await ctx.db.query(
      `UPDATE rate_limits SET fenster_ende = now() - interval '1 second' WHERE schluessel LIKE 'codes:%'`,
    );
    expect((await login(ip, code)).statusCode).toBe(200);
  });
});

describe('a TSS call centre behind one address', () => {
  const ip = '192.0.2.50';
  const agents = 50;

  async function agentHeaders(subject: string): Promise<Record<string, string>> {
    const token = await issueToken(TEST_JWT_SECRET, { applicationType: 'TSS', subject }, 3600);
    return { [IDENTIFICATION_TOKEN_HEADER]: token };
  }

  // A busy hour of one agent, all at once: every request lands in the same windows, which is
  // harder on the limits than the same requests spread over the hour.
  async function busyHour(headers: Record<string, string>, codes: readonly string[]) {
    const answers: Answer[] = [];
    for (const [i, code] of codes.entries()) {
      answers.push(await login(ip, code, headers));
      // A patient on the phone reads out a video PIN: one check per call (no reservation here,
      // so it is answered 410, but it is checked and counted like any other).
      answers.push(
        await send('POST', 'videosprechstunde/buchen', {
          ip,
          code,
          headers,
          body: { pin: '123456' },
        }),
      );
      // Every third call checks for appointments without a code first (a search over the area,
      // the heaviest request here); every fifth starts with a mistyped code.
      if (i % 3 === 0) {
        answers.push(
          await send('POST', 'termincheck/check', {
            ip,
            headers,
            body: { postleitzahl: '10115', leistungsmerkmale: ['W030'] },
          }),
        );
      }
      if (i % 5 === 0) answers.push(await login(ip, generateCode(), headers));
    }
    return answers;
  }

  it('50 agents work a busy hour unblocked; patients at the address keep their own limits', async () => {
    const codes = await Promise.all(Array.from({ length: 12 }, () => insertCode(ctx.db)));
    const headers = await Promise.all(
      Array.from({ length: agents }, (_, i) => agentHeaders(`tss-agent-${i}`)),
    );
    const hours = await Promise.all(headers.map((h) => busyHour(h, codes)));

    const all = hours.flat();
    // 50 × 12 PIN checks and 50 × 4 availability checks from one address: far over the address
    // limits of 30 per 15 min and 30 per minute, and not one refusal.
    expect(all).toHaveLength(agents * (12 * 2 + 4 + 3));
    expect(agents * 12).toBeGreaterThan(BOOKING_PIN_IP_LIMIT.max);
    expect(agents * 4).toBeGreaterThan(AVAILABILITY_LIMIT.max);
    expect(all.filter((a) => a.statusCode === 429)).toEqual([]);
    for (const hour of hours) {
      // 12 logins and 4 availability checks answered; the PIN checks 410 (no reservation), the
      // typos 401.
      expect(hour.filter((a) => a.statusCode === 200).length).toBe(12 + 4);
    }
    // A patient at the same address has the address's full budget of availability checks.
    for (let i = 0; i < AVAILABILITY_LIMIT.max; i++) {
      const res = await send('POST', 'termincheck/check', {
        ip,
        body: { postleitzahl: '10115', leistungsmerkmale: ['W030'] },
      });
      expect(res.statusCode).toBe(200);
    }
    const refused = await send('POST', 'termincheck/check', {
      ip,
      body: { postleitzahl: '10115', leistungsmerkmale: ['W030'] },
    });
    expect(refused.statusCode).toBe(429);
    // … and the agents are not stopped by the patient's limit.
    const agent = await send('POST', 'termincheck/check', {
      ip,
      headers: headers[0]!,
      body: { postleitzahl: '10115', leistungsmerkmale: ['W030'] },
    });
    expect(agent.statusCode).toBe(200);
  }, 300_000);

  it("each agent still has its own limit: one agent's excess does not stop the next", async () => {
    const code = await insertCode(ctx.db);
    const busy = await agentHeaders('tss-agent-busy');
    const pinCheck = (headers: Record<string, string>) =>
      send('POST', 'videosprechstunde/buchen', { ip, code, headers, body: { pin: '123456' } });
    for (let i = 0; i < BOOKING_PIN_IP_LIMIT.max; i++) {
      expect((await pinCheck(busy)).statusCode).not.toBe(429);
    }
    const refused = await pinCheck(busy);
    expect(refused.statusCode).toBe(429);
    expect(retryAfter(refused)).toBeGreaterThan(0);
    expect((await pinCheck(await agentHeaders('tss-agent-next'))).statusCode).not.toBe(429);
  }, 60_000);
});
