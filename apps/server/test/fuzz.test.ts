// Property-based fuzzing of every call in the domain's catalogue (a new call is covered as soon as
// it is in CALLS): arbitrary and malformed bodies, wrong content types, odd query strings and
// headers, with and without a valid code or staff token. Every answer must be below 500, 4xx in the
// spec's error shape, free of stack traces and internal paths — and the bookings consistent after.
// FUZZ_RUNS raises the requests per call; FUZZ_STATS=1 prints the answers per path and status.
import {
  CALL_KEYS,
  CALLS,
  IDEMPOTENCY_KEY_HEADER,
  IDENTIFICATION_TOKEN_HEADER,
  type CallKey,
} from '@terminservice/domain/api';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_ERROR_ITEMS } from '../src/http/define-call.ts';
import { SMED_PSEUDONYM_HEADER } from '../src/plugins/application-type.ts';
import {
  answerProblems,
  decodedBody,
  API,
  auth,
  bodyTemplates,
  buildWorld,
  consistencyProblems,
  queryValues,
  SMED_PSEUDONYM,
  type World,
} from './fixtures/robustness.ts';
import { RELAXED_LOAD_SHEDDING, startTestApp, type TestContext } from './helper.ts';

/**
 * Requests per call (FUZZ_RUNS=5000 for a long run); the default keeps the file at about 30 s on
 * PGlite and a minute on PostgreSQL. A long run gets time in proportion.
 */
const RUNS = Number(process.env.FUZZ_RUNS) || 1000;
const TIMEOUT_MS = Math.max(20_000, RUNS * 2 * 25);
const BODY_LIMIT = 64 * 1024;

let ctx: TestContext;
let world: World;
const prototypeKeys = Object.getOwnPropertyNames(Object.prototype).sort();

beforeAll(async () => {
  // Load shedding has its own test (app.test.ts): here a busy PGlite must not turn into 503s.
  ctx = await startTestApp({ loadShedding: RELAXED_LOAD_SHEDDING });
  world = await buildWorld(ctx.app, ctx.db);
});
afterAll(async () => {
  if (process.env.FUZZ_STATS) {
    for (const [path, byStatus] of seen) {
      if (!path.startsWith(API)) continue;
      console.log(path, JSON.stringify(Object.fromEntries([...byStatus].sort())));
    }
  }
  await ctx.close();
});

// ---------------------------------------------------------------------------------------------
// Building blocks

/** Characters a client can put into a header value (visible ASCII, space, Latin-1 obs-text). */
const headerChar = fc
  .integer({ min: 0x20, max: 0xff })
  .filter((c) => c !== 0x7f && (c < 0x80 || c >= 0xa0))
  .map((c) => String.fromCharCode(c));
const headerText = (maxLength = 80) => fc.string({ unit: headerChar, maxLength });

/** A long run of one character: cheap to generate, up to past the body limit. */
const longText = (max: number) =>
  fc
    .tuple(fc.constantFrom('a', '0', 'ä', '😀', '.', '@', ' ', '\\', '"', '-'), fc.nat({ max }))
    .map(([c, n]) => c.repeat(n));

const someText = fc.oneof(
  { weight: 4, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: longText(2_000) },
  {
    weight: 2,
    arbitrary: fc.constantFrom('', ' ', '\u0000', '\uFEFF', '\uD800', 'null', '0x41', '..', '<>'),
  },
);

const base64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

function codeVariants(code: string): fc.Arbitrary<string> {
  return fc.constantFrom(
    code,
    code.toLowerCase(),
    `${code.slice(0, 4)}-${code.slice(4, 8)}-${code.slice(8)}`,
    ` ${code} `,
    `${code}X`,
  );
}

function authorization(w: World): fc.Arbitrary<string | undefined> {
  const codes = [...w.freshCodes, w.bookedCode, w.reservedCode, w.usedUpCode];
  // Each kind of code as often as all fresh ones together.
  const code = fc.oneof(
    fc.constantFrom(...w.freshCodes),
    fc.constantFrom(w.bookedCode, w.reservedCode, w.usedUpCode),
  );
  return fc.oneof(
    { weight: 3, arbitrary: fc.constant(undefined) },
    {
      weight: 6,
      arbitrary: code.chain(codeVariants).map((c) => `Basic ${base64(`:${c}`)}`),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom(...codes).map((c) => `Basic ${base64(`user:${c}`)}`),
    },
    { weight: 1, arbitrary: fc.constantFrom(...codes).map((c) => `Basic ${base64(c)}`) },
    { weight: 2, arbitrary: someText.map((s) => `Basic ${base64(s)}`) },
    { weight: 2, arbitrary: headerText().map((s) => `Basic ${s}`) },
    { weight: 1, arbitrary: headerText() },
    {
      weight: 1,
      arbitrary: fc.constantFrom('Basic', 'Basic ', 'Basic :', 'Basic Og==', 'Bearer x', 'basic'),
    },
    { weight: 1, arbitrary: fc.nat({ max: 12_000 }).map((n) => `Basic ${'QUFB'.repeat(n / 4)}`) },
  );
}

function identificationToken(w: World): fc.Arbitrary<string | undefined> {
  return fc.oneof(
    { weight: 12, arbitrary: fc.constant(undefined) },
    { weight: 6, arbitrary: fc.constantFrom(w.tokens.TSS, w.tokens.DISPO, w.tokens.SURGERY) },
    { weight: 1, arbitrary: fc.constantFrom(...w.badTokens) },
    { weight: 1, arbitrary: headerText(200) },
    { weight: 1, arbitrary: fc.constantFrom('a.b.c', '..', 'e30.e30.', 'null', ' ') },
    { weight: 1, arbitrary: fc.nat({ max: 10_000 }).map((n) => 'x'.repeat(n)) },
  );
}

const idempotencyKey: fc.Arbitrary<string | undefined> = fc.oneof(
  { weight: 4, arbitrary: fc.constant(undefined) },
  { weight: 3, arbitrary: fc.uuid() },
  // A few fixed keys, so replays and reuse with another body happen too.
  { weight: 2, arbitrary: fc.constantFrom('fuzz-key-1', 'fuzz-key-2', 'fuzz-key-3') },
  { weight: 2, arbitrary: headerText(60) },
  { weight: 1, arbitrary: fc.nat({ max: 5_000 }).map((n) => 'k'.repeat(n)) },
);

const contentType: fc.Arbitrary<string | undefined> = fc.oneof(
  { weight: 20, arbitrary: fc.constant('application/json') },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      undefined,
      'application/json; charset=utf-8',
      'Application/JSON',
      'application/json; charset=latin1',
      'application/json;',
      'text/plain',
      'text/plain; charset=utf-8',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=xyz',
      'application/xml',
      'application/octet-stream',
      'application/merge-patch+json',
      '*/*',
    ),
  },
  { weight: 1, arbitrary: headerText(60) },
);

/** Extra headers a client might send: claimed types, forwarded addresses, pseudonyms, junk. */
const oddHeaders: fc.Arbitrary<Record<string, string>> = fc
  .record(
    {
      [SMED_PSEUDONYM_HEADER]: fc.oneof(fc.constant(SMED_PSEUDONYM), headerText(100)),
      'x-ets-application-type': fc.constantFrom('TSS', 'DISPO', 'SURGERY', 'SMED', 'WEB'),
      'x-ets-application': headerText(),
      'x-forwarded-for': headerText(),
      accept: fc.constantFrom('application/json', 'text/html', '*/*', ''),
      'accept-encoding': fc.constantFrom('gzip', 'br', 'identity', 'x'),
      'accept-language': headerText(),
    },
    { requiredKeys: [] },
  )
  .map((h) => h as Record<string, string>);

/** JSON text of any value (fc.anything also makes Maps, Dates, typed arrays, null prototypes …). */
function jsonText(value: unknown): string {
  try {
    return JSON.stringify(value) ?? 'null';
  } catch {
    return '{}';
  }
}

const POLLUTING_BODIES = [
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  '{"slot":"1","__proto__":{"isAdmin":true},"contact":{"__proto__":{"plz":"10115"}}}',
  '{"a":{"constructor":{"prototype":{"polluted":true}}}}',
  '[{"__proto__":{"polluted":true}}]',
];

const MALFORMED_BODIES = [
  '{',
  '}',
  '{"a":}',
  '{"a":1,}',
  "{'a':1}",
  'nul',
  'undefined',
  'NaN',
  '\u0000',
  '\uFEFF{}',
  '{"a":"\\ud800"}',
  '{"a":"\\u00"}',
  '1e999999',
  '-',
  '[',
  '"',
  '{"a":1}{"b":2}',
  '/* */{}',
];

/** A template with some fields replaced, removed or joined by odd keys — deep paths included. */
function mutated(template: Record<string, unknown>): fc.Arbitrary<string> {
  const paths: string[][] = [];
  const walk = (value: unknown, path: string[]) => {
    if (path.length) paths.push(path);
    if (value && typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) walk(v, [...path, k]);
    }
  };
  walk(template, []);
  const replacement = fc.oneof(
    { weight: 3, arbitrary: someText },
    { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
    { weight: 1, arbitrary: fc.constant(undefined) },
    { weight: 1, arbitrary: longText(BODY_LIMIT) },
    { weight: 1, arbitrary: fc.nat({ max: 20_000 }).map((n) => Array<number>(n).fill(1)) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        null,
        0,
        -1,
        1.5,
        1e308,
        true,
        [],
        {},
        [''],
        ['W030', 'W030'],
        '123-456',
        '999999999999999999',
        '9223372036854775808',
        '18446744073709551616',
        '-1',
        '1.5',
        '0x10',
        '1e3',
        ' 10115 ',
        'W030,Z010',
      ),
    },
  );
  const edits = fc.array(
    fc.tuple(fc.constantFrom(...(paths.length ? paths : [['x']])), replacement),
    { minLength: 1, maxLength: 4 },
  );
  const extraKeys = fc.dictionary(
    fc.oneof(fc.string({ maxLength: 10 }), fc.constantFrom('__proto__', 'constructor', 'toJSON')),
    fc.jsonValue({ maxDepth: 2 }),
    { maxKeys: 3 },
  );
  return fc.tuple(edits, extraKeys).map(([changes, extra]) => {
    const copy = structuredClone(template) as Record<string, unknown>;
    for (const [path, value] of changes) {
      let target = copy as Record<string, unknown>;
      for (const key of path.slice(0, -1)) {
        const next = target[key];
        if (!next || typeof next !== 'object') break;
        target = next as Record<string, unknown>;
      }
      const last = path[path.length - 1]!;
      if (value === undefined) delete target[last];
      else target[last] = value;
    }
    // Own keys named __proto__ survive only in JSON text, so they are spliced in as text.
    const text = jsonText(copy);
    const extras = Object.entries(extra)
      .map(([k, v]) => `${JSON.stringify(k)}:${jsonText(v)}`)
      .join(',');
    return extras && text.startsWith('{') && text !== '{}' ? `{${extras},${text.slice(1)}` : text;
  });
}

function body(template: Record<string, unknown> | undefined): fc.Arbitrary<string | undefined> {
  const deep = fc
    .tuple(fc.nat({ max: 40_000 }), fc.constantFrom('[', '{"a":'))
    .map(([n, open]) => `${open.repeat(n)}1${(open === '[' ? ']' : '}').repeat(n)}`);
  const huge = longText(BODY_LIMIT + 1_024).map((s) => JSON.stringify({ value: s }));
  const arbitraries: fc.WeightedArbitrary<string | undefined>[] = [
    { weight: 2, arbitrary: fc.constant(undefined) },
    {
      weight: 4,
      arbitrary: fc
        .anything({
          maxDepth: 4,
          withNullPrototype: true,
          withMap: true,
          withSet: true,
          withDate: true,
          withTypedArray: true,
          withSparseArray: true,
          withBoxedValues: true,
        })
        .map(jsonText),
    },
    { weight: 1, arbitrary: fc.constantFrom(...POLLUTING_BODIES) },
    { weight: 2, arbitrary: fc.oneof(fc.constantFrom(...MALFORMED_BODIES), fc.string()) },
    { weight: 1, arbitrary: deep },
    { weight: 1, arbitrary: huge },
    {
      weight: 1,
      arbitrary: fc.uint8Array({ maxLength: 200 }).map((b) => Buffer.from(b).toString('latin1')),
    },
  ];
  if (template) {
    arbitraries.push({ weight: 10, arbitrary: mutated(template) });
    arbitraries.push({ weight: 4, arbitrary: fc.constant(jsonText(template)) });
  }
  return fc.oneof(...arbitraries);
}

const encode = (s: string) => encodeURIComponent(s);

/**
 * Query strings: the call's own parameters, valid and then changed a few times (odd values, removed,
 * repeated, junk keys beside them), or raw junk with broken percent-encoding.
 */
function queryString(names: readonly string[], values: Record<string, readonly string[]>) {
  const listed = (key: string) => (Object.hasOwn(values, key) ? values[key]! : ['']);
  const junkKeys = [
    'token',
    'smedEinrichtungspseudonym',
    '__proto__',
    'constructor',
    'hasOwnProperty',
    'getAll',
    'toString',
    'a[b]',
    'plz[]',
  ];
  const value = (key: string) =>
    fc.oneof(
      { weight: 3, arbitrary: fc.constantFrom(...listed(key)) },
      { weight: 3, arbitrary: fc.string({ maxLength: 30 }) },
      { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
      { weight: 1, arbitrary: longText(6_000) },
    );
  type Change = { key: string; op: 'set' | 'drop' | 'repeat'; value: string };
  const change: fc.Arbitrary<Change> = fc
    .tuple(
      fc.constantFrom(...names, ...junkKeys),
      fc.constantFrom<Change['op']>('set', 'set', 'drop', 'repeat'),
    )
    .chain(([key, op]) => value(key).map((v) => ({ key, op, value: v })));
  const structured = fc.array(change, { maxLength: 4 }).map((changes) => {
    const pairs: [string, string][] = names.map((n) => [n, listed(n)[0]!]);
    for (const c of changes) {
      const at = pairs.findIndex(([k]) => k === c.key);
      if (c.op === 'drop') {
        if (at >= 0) pairs.splice(at, 1);
      } else if (c.op === 'set' && at >= 0) {
        pairs[at] = [c.key, c.value];
      } else {
        pairs.push([c.key, c.value]);
      }
    }
    return pairs.map(([k, v]) => `${encode(k)}=${encode(v)}`).join('&');
  });
  const raw = fc.string({
    unit: fc.constantFrom(
      ..."abcXYZ019=&%?/;,+-._~!$'()*:@[]".split(''),
      '%zz',
      '%E0%A4%A',
      '%C3%A4',
      '%00',
      '%FF',
      '%25',
      '%F0%9F%98%80',
      '%ED%A0%80',
    ),
    maxLength: 60,
  });
  return fc.oneof(
    { weight: 1, arbitrary: fc.constant('') },
    { weight: 8, arbitrary: structured },
    { weight: 2, arbitrary: raw },
  );
}

const remoteAddress = fc.oneof(
  { weight: 1, arbitrary: fc.constant('10.0.0.1') },
  {
    weight: 9,
    arbitrary: fc
      .tuple(fc.nat({ max: 255 }), fc.nat({ max: 255 }))
      .map(([a, b]) => `10.${a}.${b}.7`),
  },
  { weight: 1, arbitrary: fc.constantFrom('::1', '2001:db8::7', '::ffff:10.1.2.3') },
);

interface Sent {
  readonly options: InjectOptions;
  readonly text: string;
}

function callRequest(key: CallKey, w: World): fc.Arbitrary<Sent> {
  const call = CALLS[key];
  const names = 'query' in call ? call.query : [];
  const templates = bodyTemplates(w);
  return fc
    .record({
      query: queryString(names, queryValues(w)),
      authorization: authorization(w),
      token: identificationToken(w),
      idempotencyKey,
      contentType,
      body: body(templates[key]),
      odd: oddHeaders,
      remoteAddress,
    })
    .map((r) => {
      const headers: Record<string, string> = { ...r.odd };
      if (r.authorization !== undefined) headers.authorization = r.authorization;
      if (r.token !== undefined) headers[IDENTIFICATION_TOKEN_HEADER] = r.token;
      if (r.idempotencyKey !== undefined) headers[IDEMPOTENCY_KEY_HEADER] = r.idempotencyKey;
      if (r.contentType !== undefined) headers['content-type'] = r.contentType;
      const url = `${API}/${call.path}${r.query ? `?${r.query}` : ''}`;
      const options: InjectOptions = {
        method: call.method,
        url,
        headers,
        remoteAddress: r.remoteAddress,
        ...(r.body === undefined ? {} : { payload: r.body }),
      };
      return { options, text: JSON.stringify({ url, headers, body: r.body }) };
    });
}

/** Runs the property; a failure names the request briefly (bodies can be 64 KiB). */
async function fuzz(arbitrary: fc.Arbitrary<Sent>, numRuns: number): Promise<void> {
  const result = await fc.check(fc.asyncProperty(arbitrary, send), { numRuns });
  if (result.failed) {
    const [sent] = result.counterexample ?? [];
    throw new Error(
      `failed after ${result.numRuns} runs (seed ${result.seed}, path ${result.counterexamplePath}): ${
        result.errorInstance instanceof Error
          ? result.errorInstance.message
          : String(result.errorInstance)
      }${sent ? `\nshrunk request: ${sent.text.slice(0, 1_000)}` : ''}`,
    );
  }
}

/** Answers per call and status, to show that the fuzzer gets past the guards. */
const seen = new Map<string, Map<string, number>>();

function record(url: string, res: { statusCode: number; body: string }): void {
  const path = url.split('?')[0]!;
  const byStatus = seen.get(path) ?? new Map<string, number>();
  let code = '';
  if (res.statusCode >= 400) {
    try {
      code = (JSON.parse(res.body) as { errors: { code: string }[] }).errors[0]!.code;
    } catch {
      code = '?';
    }
  }
  const key = `${res.statusCode}${code ? ` ${code}` : ''}`;
  byStatus.set(key, (byStatus.get(key) ?? 0) + 1);
  seen.set(path, byStatus);
}

async function send(sent: Sent): Promise<void> {
  const res = await ctx.app.inject(sent.options);
  record(String(sent.options.url), { statusCode: res.statusCode, body: decodedBody(res) });
  const problems = answerProblems(res, {
    method: String(sent.options.method),
    sent: decodeURIComponentSafe(sent.text),
  });
  if (problems.length > 0) {
    throw new Error(`${problems.join('; ')} → ${res.statusCode} ${decodedBody(res).slice(0, 400)}`);
  }
}

function decodeURIComponentSafe(text: string): string {
  try {
    return `${text}\n${decodeURIComponent(text)}`;
  } catch {
    return text;
  }
}

// ---------------------------------------------------------------------------------------------

describe('what the fuzzer found', () => {
  const deep = (n: number) => `${'['.repeat(n)}1${']'.repeat(n)}`;

  it.each([
    ['bookInPerson', () => bodyTemplates(world).bookInPerson!],
    ['reserveVideo', () => bodyTemplates(world).reserveVideo!],
    ['bookVideo', () => ({ pin: '123456' })],
    ['resendBookingPin', () => ({})],
  ] as const)(
    '%s: a deeply nested unknown key (or a bare deep list) is no 500 — the idempotency hash is of the validated body',
    async (key, template) => {
      for (const payload of [
        `{"extra":${deep(20_000)},${JSON.stringify(template()).slice(1)}`,
        deep(20_000),
      ]) {
        const res = await ctx.app.inject({
          method: CALLS[key].method,
          url: `${API}/${CALLS[key].path}`,
          headers: {
            'content-type': 'application/json',
            [IDEMPOTENCY_KEY_HEADER]: 'deep-1',
            ...auth(world.freshCodes[5]!),
          },
          payload,
          remoteAddress: '10.200.0.1',
        });
        expect(answerProblems(res, { method: 'POST', sent: '' }), res.body).toEqual([]);
      }
    },
  );

  it('a URL that cannot be decoded gets 400 in the spec shape, without echoing the URL', async () => {
    for (const url of ['/terminservice/%', '/terminservice/%E0%A4%A', `${API}/%zz`]) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBeLessThan(500);
      expect(answerProblems(res, { method: 'GET', sent: '' }), res.body).toEqual([]);
      expect(res.body).not.toContain('%');
      // Security headers on every response, also those Fastify sends before any hook runs.
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['permissions-policy']).toContain('camera=()');
    }
  });

  it.each([
    [
      'query',
      `${API}/einrichtungssuche/durchfuehren?suchbegriff=a%00b`,
      undefined,
      'query.suchbegriff',
    ],
    [
      'SMED pseudonym',
      `${API}/version?smedEinrichtungspseudonym=x%00`,
      undefined,
      'query.smedEinrichtungspseudonym',
    ],
    [
      'body',
      `${API}/contact`,
      '{"name":"a","email":"a@b.de","subject":"x","message":"a\\u0000b"}',
      'body.message',
    ],
    [
      'body (lone surrogate)',
      `${API}/contact`,
      '{"name":"a","email":"a@b.de","subject":"x","message":"a\\udc00b"}',
      'body.message',
    ],
    ['body key', `${API}/termincheck/check`, '{"a\\u0000":1}', 'body.a\u0000'],
    [
      // Refused by the depth scan before it is parsed at all (http/body-depth.ts, issue #22).
      'deep body',
      `${API}/termincheck/check`,
      `${'['.repeat(20_000)}"\\u0000"${']'.repeat(20_000)}`,
      'body',
    ],
  ])(
    'text PostgreSQL cannot store (NUL, lone surrogates) is 400 before any query: %s',
    async (_where, url, payload, field) => {
      const res = await ctx.app.inject({
        method: payload === undefined ? 'GET' : 'POST',
        url,
        headers: { 'content-type': 'application/json', ...auth(world.freshCodes[5]!) },
        remoteAddress: '10.200.0.3',
        ...(payload === undefined ? {} : { payload }),
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().errors).toEqual([{ code: 'WP003', text: 'ungültiger Input', field }]);
    },
  );

  it('thousands of bad list entries get a bounded answer', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: `${API}/${CALLS.availability.path}`,
      payload: { postleitzahl: '10115', leistungsmerkmale: Array<number>(30_000).fill(1) },
      remoteAddress: '10.200.0.2',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveLength(MAX_ERROR_ITEMS);
    expect(res.body.length).toBeLessThan(10_000);
  });
});

describe('fuzzing every call of the catalogue', () => {
  it.each(CALL_KEYS)(
    '%s: any request gets a well-formed answer below 500',
    async (key) => {
      await fuzz(callRequest(key, world), RUNS);
    },
    TIMEOUT_MS,
  );

  it(
    'unknown paths and methods get 4xx in the spec shape',
    async () => {
      const methods = [
        'GET',
        'POST',
        'PUT',
        'PATCH',
        'DELETE',
        'OPTIONS',
        'HEAD',
        'TRACE',
        'PROPFIND',
        'SEARCH',
      ] as const;
      const segment = fc.oneof(
        fc.constantFrom(...CALL_KEYS.map((k) => CALLS[k].path)),
        fc.string({ maxLength: 20 }).map(encode),
        fc.constantFrom('..', '.', '', '%2e%2e', '%2F', '%', '%zz', '%E0%A4%A', '%00', 'ä', '😀'),
        longText(3_000).map(encode),
      );
      const prefix = fc.constantFrom(
        `${API}/`,
        `${API}//`,
        '/web/api/v3/',
        '/web/api/',
        '/',
        '/terminservice/',
        '/dev/api/',
        '/WEB/API/V4/',
      );
      const request = fc
        .record({
          method: fc.constantFrom(...methods),
          prefix,
          segments: fc.array(segment, { minLength: 0, maxLength: 4 }),
          query: queryString(['plz', 'token'], queryValues(world)),
          authorization: authorization(world),
          contentType,
          body: body(undefined),
        })
        .map((r): Sent => {
          const url = `${r.prefix}${r.segments.join('/')}${r.query ? `?${r.query}` : ''}`;
          const headers: Record<string, string> = {};
          if (r.authorization !== undefined) headers.authorization = r.authorization;
          if (r.contentType !== undefined) headers['content-type'] = r.contentType;
          const options: InjectOptions = {
            method: r.method,
            url,
            headers,
            remoteAddress: '10.1.1.1',
            ...(r.body === undefined ? {} : { payload: r.body }),
          };
          return { options, text: JSON.stringify({ url, headers, body: r.body }) };
        });
      await fuzz(request, RUNS * 2);
    },
    TIMEOUT_MS,
  );

  it('a catalogue path with a method it does not have answers 405 with Allow in the spec shape', async () => {
    const request = fc
      .record({
        key: fc.constantFrom(...CALL_KEYS),
        method: fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'),
      })
      .filter(
        ({ key, method }) =>
          !CALL_KEYS.some((k) => CALLS[k].path === CALLS[key].path && CALLS[k].method === method),
      );
    await fc.assert(
      fc.asyncProperty(request, async ({ key, method }) => {
        const res = await ctx.app.inject({ method, url: `${API}/${CALLS[key].path}` });
        expect(res.statusCode).toBe(405);
        const allowed = CALL_KEYS.filter((k) => CALLS[k].path === CALLS[key].path).map(
          (k) => CALLS[k].method,
        );
        expect(String(res.headers.allow).split(', ')).toEqual(expect.arrayContaining(allowed));
        expect(answerProblems(res, { method, sent: '' })).toEqual([]);
      }),
      { numRuns: 100 },
    );
  });

  it('leaves no prototype polluted', () => {
    expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(prototypeKeys);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
  });

  it('leaves the bookings consistent', async () => {
    expect(await consistencyProblems(ctx.db)).toEqual([]);
  });
});
