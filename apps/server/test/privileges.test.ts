// The privilege matrix (issue 5 "Security"): every privileged capability × every way a request can
// present itself → allowed, or the exact refusal (status + code). The type comes only from what the
// server can verify (ADR 5): a signed token (TSS, DISPO, SURGERY) or a known facility pseudonym
// (SMED); anything else is WEB, and a present but bad token is refused with WP005 (§8 "JWT"): expired,
// foreign, without expiry, or withdrawn by the operator (issue 16). A token in an API call's URL is
// refused as input (the API takes it from the header only; §2's ?token= is the app page's).
import { APPLICATION_HEADER, IDENTIFICATION_TOKEN_HEADER } from '@terminservice/domain/api';
import type { SearchResponse } from '@terminservice/domain/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt, SignJWT } from 'jose';
import { issueToken } from '../src/auth/tokens.ts';
import { checkWithdrawal, withdrawTokens } from '../src/services/operations/tokens.ts';
import { SMED_PSEUDONYM_HEADER } from '../src/plugins/application-type.ts';
import {
  API,
  basicAuth,
  insertCode,
  insertPraxis,
  insertProfil,
  insertReference,
  insertSlot,
  newArea,
  type Area,
} from './fixtures/search.ts';
import { startTestApp, TEST_JWT_SECRET, type TestContext } from './helper.ts';

const PSEUDONYM = 'SMED-PRIV-0001';
const BSNR = '729876500';

// ---------------------------------------------------------------------------------------------
// Columns: how a request presents itself.

const COLUMNS = [
  'WEB',
  'SMED',
  'TSS',
  'DISPO',
  'SURGERY',
  'token in the URL',
  'unknown pseudonym',
  'expired token',
  'other secret',
  'no expiry',
  'withdrawn token',
  'withdrawn subject',
  'claimed x-ets-application',
] as const;
type Column = (typeof COLUMNS)[number];

interface Presentation {
  readonly headers: Record<string, string>;
  /** Extra query parameters (a token in the URL). */
  readonly query: Record<string, string>;
  /** The facility pseudonym the column holds, for the SMED search's own query. */
  readonly pseudonym?: string;
}

async function token(
  type: 'TSS' | 'DISPO' | 'SURGERY',
  secret = TEST_JWT_SECRET,
  past = false,
  subject = `priv-${type}`,
) {
  const issuedAt = past ? new Date(Date.now() - 3_600_000) : new Date();
  return issueToken(secret, { applicationType: type, subject }, 600, issuedAt);
}

/** A token the operator withdrew: by its id, or with every token of its subject. */
async function withdrawnToken(by: 'id' | 'subject'): Promise<string> {
  if (by === 'id') {
    const lost = await token('TSS');
    const id = String(decodeJwt(lost).jti);
    await withdrawTokens(ctx.db, 'priv-operator', checkWithdrawal({ id }));
    return lost;
  }
  // Issued a minute ago, so that it lies before the withdrawal also in whole seconds.
  const subject = 'priv-withdrawn-practice';
  const issuedAt = new Date(Date.now() - 60_000);
  const lost = await issueToken(
    TEST_JWT_SECRET,
    { applicationType: 'SURGERY', subject },
    600,
    issuedAt,
  );
  await withdrawTokens(ctx.db, 'priv-operator', checkWithdrawal({ subject }));
  return lost;
}

/** Correctly signed, but without exp: it would be valid for ever. */
function tokenWithoutExpiry(): Promise<string> {
  return new SignJWT({ typ: 'TSS' })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer('terminservice')
    .setAudience('terminservice-api')
    .setSubject('priv-TSS')
    .setIssuedAt()
    .setJti(crypto.randomUUID())
    .sign(new TextEncoder().encode(TEST_JWT_SECRET));
}

async function present(column: Column): Promise<Presentation> {
  const none = { headers: {}, query: {} };
  switch (column) {
    case 'WEB':
      return none;
    case 'SMED':
      return { headers: { [SMED_PSEUDONYM_HEADER]: PSEUDONYM }, query: {}, pseudonym: PSEUDONYM };
    case 'TSS':
    case 'DISPO':
    case 'SURGERY':
      return { headers: { [IDENTIFICATION_TOKEN_HEADER]: await token(column) }, query: {} };
    case 'token in the URL':
      return { headers: {}, query: { token: await token('SURGERY') } };
    case 'unknown pseudonym':
      return {
        headers: { [SMED_PSEUDONYM_HEADER]: 'SMED-UNKNOWN' },
        query: {},
        pseudonym: 'SMED-UNKNOWN',
      };
    case 'expired token':
      return {
        headers: { [IDENTIFICATION_TOKEN_HEADER]: await token('TSS', undefined, true) },
        query: {},
      };
    case 'other secret':
      return {
        headers: {
          [IDENTIFICATION_TOKEN_HEADER]: await token('TSS', 'another-secret-another-secret-0000'),
        },
        query: {},
      };
    case 'no expiry':
      return { headers: { [IDENTIFICATION_TOKEN_HEADER]: await tokenWithoutExpiry() }, query: {} };
    case 'withdrawn token':
      return { headers: { [IDENTIFICATION_TOKEN_HEADER]: await withdrawnToken('id') }, query: {} };
    case 'withdrawn subject':
      return {
        headers: { [IDENTIFICATION_TOKEN_HEADER]: await withdrawnToken('subject') },
        query: {},
      };
    case 'claimed x-ets-application':
      // What a client says of itself is never trusted (docs/architecture.md "Application type").
      return { headers: { [APPLICATION_HEADER]: 'TSSDISPOSW,ARZTBUCHUNG,TSS' }, query: {} };
  }
}

// ---------------------------------------------------------------------------------------------
// Outcomes

/** 'ok': 2xx and the capability took effect; 'hidden': 2xx without the privileged data. */
type Outcome = 'ok' | 'hidden' | readonly [status: number, code: string];

const WP002 = [403, 'WP002'] as const;
const WP003 = [400, 'WP003'] as const;
const BU004 = [409, 'BU004'] as const;
const WP068 = [404, 'WP068'] as const;
const JWT = [401, 'WP005'] as const;

/** The verified staff and practice columns, the unprivileged ones, the refused tokens. */
function row(
  staff: { TSS: Outcome; DISPO: Outcome; SURGERY: Outcome },
  others: Outcome,
  overrides: Partial<Record<Column, Outcome>> = {},
): Record<Column, Outcome> {
  return {
    WEB: others,
    SMED: others,
    TSS: staff.TSS,
    DISPO: staff.DISPO,
    SURGERY: staff.SURGERY,
    'token in the URL': WP003,
    'unknown pseudonym': others,
    'expired token': JWT,
    'other secret': JWT,
    'no expiry': JWT,
    'withdrawn token': JWT,
    'withdrawn subject': JWT,
    'claimed x-ets-application': others,
    ...overrides,
  };
}

const ALL_STAFF = { TSS: 'ok', DISPO: 'ok', SURGERY: 'ok' } as const;
const TSS_ONLY = { TSS: 'ok', DISPO: 'ok', SURGERY: 'hidden' } as const;

// ---------------------------------------------------------------------------------------------
// Fixtures: one area with a practice (BSNR, pseudonym) and slots for W030, one of them TSS-only.

let ctx: TestContext;
let area: Area;
let tssOnlySlot: string;
const eye = { praxisId: 'priv', profilId: 'priv-eye' };

beforeAll(async () => {
  ctx = await startTestApp({
    loadShedding: { maxInFlight: 10_000, maxEventLoopDelayMs: 60_000, retryAfterSeconds: 1 },
  });
  await insertReference(ctx.db);
  area = await newArea(ctx.db);
  await insertPraxis(ctx.db, area, { id: 'priv', km: 1, bsnr: BSNR, smedPseudonym: PSEUDONYM });
  await insertProfil(ctx.db, {
    id: 'priv-eye',
    praxisId: 'priv',
    leistungsmerkmale: ['W030'],
    qualifikationen: ['Z100'],
  });
  await insertSlot(ctx.db, { ...eye, day: 1, time: '09:00' });
  tssOnlySlot = await insertSlot(ctx.db, { ...eye, day: 1, time: '10:00', befugnisse: ['TSS'] });
});
afterAll(() => ctx.close());

function inject(
  p: Presentation,
  request: {
    method?: 'GET' | 'POST';
    path: string;
    query?: Record<string, string>;
    code?: string;
    body?: unknown;
  },
) {
  const query = new URLSearchParams({ ...request.query, ...p.query });
  const search = query.size > 0 ? `?${query}` : '';
  return ctx.app.inject({
    method: request.method ?? 'GET',
    url: `${API}/${request.path}${search}`,
    headers: {
      ...p.headers,
      ...(request.code ? basicAuth(request.code) : {}),
      ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(request.body === undefined ? {} : { payload: JSON.stringify(request.body) }),
  });
}

type Response = Awaited<ReturnType<typeof inject>>;

function searchSlotIds(res: Response): string[] {
  const body = res.json<SearchResponse>();
  const ids: string[] = [];
  for (const byDate of Object.values(body.slots))
    for (const byPraxis of Object.values(byDate ?? {}))
      for (const byProfil of Object.values(byPraxis))
        for (const list of Object.values(byProfil)) for (const slot of list) ids.push(slot.id);
  return ids;
}

function localDateTime(daysAhead: number, time: string): string {
  const day = new Date(Date.now() + daysAhead * 86_400_000);
  const date = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Berlin' }).format(day);
  return `${date}T${time}`;
}

function bookingBody(slot: string, hinweis = '') {
  return {
    slot,
    leistungsmerkmale: ['W030'],
    contact: {
      geschlecht: 'WEIBLICH',
      nachname: 'Musterfrau',
      vorname: 'Erika',
      geburtsdatum: '1980-05-17',
      notificationChannel: 'email',
      notificationReceiver: 'erika.musterfrau@example.org',
      ort: 'Testort',
      phone: '+49 30 1234567',
      plz: area.plz,
      strasse: 'Hauptstraße',
      hausnummer: '1',
      hinweisAnBehandelndenArzt: hinweis,
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Capabilities: the request, what "took effect" means, and the expected row.

interface Capability {
  readonly name: string;
  readonly expected: Record<Column, Outcome>;
  /** Sends the request; returns the response and whether the privileged part is in it. */
  run(p: Presentation): Promise<{ res: Response; effect: boolean }>;
}

const plainSearch = async (p: Presentation, query: Record<string, string>) => {
  const code = await insertCode(ctx.db, { leistungsmerkmal: 'W030' });
  const res = await inject(p, {
    path: 'search',
    code,
    query: { allOf: '', someOf: 'W030', plz: area.plz, daytime: '', radius: '10', ...query },
  });
  return { res, effect: res.statusCode === 200 };
};

const CAPABILITIES: readonly Capability[] = [
  {
    name: 'code by urgency (AKUT; §2 TSS "Neuen Code anfordern")',
    expected: row({ TSS: 'ok', DISPO: 'ok', SURGERY: WP002 }, WP002),
    async run(p) {
      const res = await inject(p, {
        path: 'code/dringlichkeit',
        query: { dringlichkeit: 'AKUT', leistungsmerkmal: 'W030' },
      });
      return { res, effect: res.statusCode === 200 && typeof res.json().code === 'string' };
    },
  },
  {
    name: 'code by urgency (DRINGEND; the SURGERY code generator)',
    expected: row(ALL_STAFF, WP002),
    async run(p) {
      const res = await inject(p, {
        path: 'code/dringlichkeit',
        query: { dringlichkeit: 'DRINGEND', leistungsmerkmal: 'W030' },
      });
      return { res, effect: res.statusCode === 200 && typeof res.json().code === 'string' };
    },
  },
  {
    name: 'code by service feature (§4 TSS/DISPO no-code path)',
    expected: row(ALL_STAFF, WP002),
    async run(p) {
      const res = await inject(p, { path: 'code', query: { leistungsmerkmal: 'W030' } });
      return { res, effect: res.statusCode === 200 && typeof res.json().code === 'string' };
    },
  },
  {
    name: 'TSS-only slots in search results (§2 TSS badge)',
    expected: row(TSS_ONLY, 'hidden'),
    async run(p) {
      const { res } = await plainSearch(p, {});
      return { res, effect: res.statusCode === 200 && searchSlotIds(res).includes(tssOnlySlot) };
    },
  },
  {
    name: 'BSNR search (§6)',
    expected: row(ALL_STAFF, WP002),
    run: (p) => plainSearch(p, { bsnr: BSNR }),
  },
  {
    name: 'time-range search (§6 Von/Bis)',
    expected: row(ALL_STAFF, WP002),
    run: (p) =>
      plainSearch(p, {
        gesuchterTagVon: localDateTime(0, '00:00'),
        gesuchterTagBis: localDateTime(20, '23:59'),
      }),
  },
  {
    name: 'extra qualifications in the search (§6)',
    expected: row(ALL_STAFF, WP002),
    run: (p) => plainSearch(p, { someOf: 'W030,Z100' }),
  },
  {
    name: 'extra qualifications in the catalogue (§2 picker)',
    expected: row(ALL_STAFF, 'hidden'),
    async run(p) {
      const res = await inject(p, { path: 'leistungsmerkmale/abrufen' });
      const body = res.statusCode === 200 ? res.json<{ z: object; g: object }>() : null;
      return { res, effect: body !== null && Object.keys(body.z).length > 0 };
    },
  },
  {
    name: 'urgency choice in the search (§7 dringlichkeit TSS only)',
    expected: row({ TSS: 'ok', DISPO: 'ok', SURGERY: WP003 }, WP003),
    async run(p) {
      const { res } = await plainSearch(p, { dringlichkeit: 'AKUT' });
      const urgency =
        res.statusCode === 200 ? res.json<SearchResponse>().requestInfo.dringlichkeit : null;
      return { res, effect: urgency === 'AKUT' };
    },
  },
  {
    name: 'booking a TSS-only slot',
    expected: row({ TSS: 'ok', DISPO: 'ok', SURGERY: BU004 }, BU004),
    async run(p) {
      const code = await insertCode(ctx.db, { leistungsmerkmal: 'W030' });
      const slot = await insertSlot(ctx.db, { ...eye, day: 3, time: '11:00', befugnisse: ['TSS'] });
      const res = await inject(p, {
        method: 'POST',
        path: 'buchung',
        code,
        body: bookingBody(slot),
      });
      return { res, effect: res.statusCode === 204 };
    },
  },
  {
    name: 'comment for the doctor with the booking (§5 Comment: TSS, DISPO, SURGERY)',
    expected: row(ALL_STAFF, 'hidden'),
    async run(p) {
      const code = await insertCode(ctx.db, { leistungsmerkmal: 'W030' });
      const slot = await insertSlot(ctx.db, { ...eye, day: 4, time: '11:00' });
      const body = bookingBody(slot, 'Bitte Rollstuhlzugang');
      const res = await inject(p, { method: 'POST', path: 'buchung', code, body });
      const [stored] = await ctx.db.query<{ hinweis: string | null }>(
        `SELECT kontakt->>'hinweisAnBehandelndenArzt' AS hinweis FROM buchungen WHERE code = $1`,
        [code],
      );
      return { res, effect: stored?.hinweis === 'Bitte Rollstuhlzugang' };
    },
  },
  {
    name: 'SMED search (§7, keyed by the facility pseudonym)',
    expected: row({ TSS: WP003, DISPO: WP003, SURGERY: WP003 }, WP003, {
      SMED: 'ok',
      'unknown pseudonym': WP068,
    }),
    async run(p) {
      const code = await insertCode(ctx.db, { leistungsmerkmal: 'W030' });
      const res = await inject(p, {
        path: 'search/smed',
        code,
        query: { daytime: '', ...(p.pseudonym ? { smedEinrichtungspseudonym: p.pseudonym } : {}) },
      });
      return { res, effect: res.statusCode === 200 && searchSlotIds(res).length > 0 };
    },
  },
];

// ---------------------------------------------------------------------------------------------

describe('privilege matrix: capability × application type', () => {
  const cells = CAPABILITIES.flatMap((capability) =>
    COLUMNS.map((column) => ({ capability, column, expected: capability.expected[column] })),
  );

  it.each(cells)(
    '$capability.name — $column → $expected',
    async ({ capability, column, expected }) => {
      const { res, effect } = await capability.run(await present(column));
      if (expected === 'ok') {
        expect(res.statusCode, res.body).toBeLessThan(300);
        expect(effect, res.body).toBe(true);
      } else if (expected === 'hidden') {
        // Answered, but never with the privileged data.
        expect(res.statusCode, res.body).toBeLessThan(300);
        expect(effect, res.body).toBe(false);
      } else {
        const [status, code] = expected;
        expect(res.statusCode, res.body).toBe(status);
        const body = res.json<{ errors: { code: string; text: string }[] }>();
        expect(body.errors[0]?.code).toBe(code);
        // §8: WP005 "with text mentioning JWT" is what the apps show as the session message.
        if (code === 'WP005') expect(body.errors[0]?.text).toMatch(/JWT/);
        expect(effect).toBe(false);
      }
    },
  );

  it('covers every capability for every column', () => {
    for (const capability of CAPABILITIES) {
      expect(Object.keys(capability.expected).sort()).toEqual([...COLUMNS].sort());
    }
  });
});
