// The API contract, checked on every answer the suite receives: startTestApp wraps app.inject so
// that each answer of an API path is validated against what /web/api/v4/openapi.json documents for
// its operation and status (JSON Schema 2020-12, with formats). An undocumented status, a body
// that does not match — a refusal's code included: each error answer's schema names the codes the
// route declares (issue #26 part 1) — or a path asked with a method it does not list without 405 +
// Allow fails the test that made the call, so the document cannot drift from the server.
import { API_BASE_PATH } from '@terminservice/domain/api';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

type Json = Record<string, unknown>;
type Inject = (options: InjectOptions) => Promise<LightMyRequestResponse>;

// ajv-formats is CommonJS: its default export arrives as the module object under Node's ESM.
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ??
  addFormatsModule) as (ajv: Ajv2020) => Ajv2020;

const ajv = addFormats(new Ajv2020({ strict: false, allErrors: true }));
/** Compiled schemas per document (a test may check against a changed copy) and answer. */
const validators = new WeakMap<Json, Map<string, ValidateFunction>>();
let document: Json | null = null;

/** The schema with every local $ref (#/components/…) replaced by what it points to. */
function resolved(node: unknown, doc: Json): unknown {
  if (Array.isArray(node)) return node.map((item) => resolved(item, doc));
  if (typeof node !== 'object' || node === null) return node;
  const ref = (node as { $ref?: unknown }).$ref;
  if (typeof ref === 'string' && ref.startsWith('#/')) {
    const target = ref
      .slice(2)
      .split('/')
      .reduce<unknown>((at, key) => (at as Json | undefined)?.[key], doc);
    return resolved(target, doc);
  }
  return Object.fromEntries(
    Object.entries(node as Json).map(([key, value]) => [key, resolved(value, doc)]),
  );
}

function validatorFor(id: string, schema: unknown, doc: Json): ValidateFunction {
  const ofDoc = validators.get(doc) ?? new Map<string, ValidateFunction>();
  validators.set(doc, ofDoc);
  let validate = ofDoc.get(id);
  if (!validate) {
    validate = ajv.compile(resolved(schema, doc) as Json);
    ofDoc.set(id, validate);
  }
  return validate;
}

function mediaType(header: unknown): string {
  return typeof header === 'string' ? (header.split(';')[0] ?? '').trim() : '';
}

/** The body as text, uncompressed when the answer was (plugins/compress-answers.ts). */
function decoded(res: LightMyRequestResponse): string {
  const coding = String(res.headers['content-encoding'] ?? '');
  if (coding === 'gzip') return gunzipSync(res.rawPayload).toString('utf8');
  if (coding === 'br') return brotliDecompressSync(res.rawPayload).toString('utf8');
  return res.body;
}

/** Fails (throws) unless the answer is what the document promises for the request. */
export function checkAnswer(doc: Json, request: InjectOptions, res: LightMyRequestResponse): void {
  const method = (request.method ?? 'GET').toUpperCase();
  const url = typeof request.url === 'string' ? request.url : '';
  const path = url.split('?')[0] ?? '';
  const item = (doc.paths as Record<string, Json | undefined>)[path];
  if (!path.startsWith(API_BASE_PATH) || !item || method === 'HEAD') return;
  const where = `${method} ${path} → ${res.statusCode}`;
  const operation = item[method.toLowerCase()] as Json | undefined;
  if (!operation) {
    // 405 with Allow; or a refusal of a plugin that runs before routing (an invalid token 401,
    // unstorable input 400, shedding 503), which must still have the error shape.
    const early = [400, 401, 413, 415, 429, 503].includes(res.statusCode);
    if (!(res.statusCode === 405 && res.headers.allow) && !early) {
      throw new Error(`${where}: a method the path does not list must get 405 with Allow`);
    }
    const validate = validatorFor('Error', { $ref: '#/components/schemas/Error' }, doc);
    if (!validate(JSON.parse(decoded(res)))) throw new Error(`${where}: not the error shape`);
    return;
  }
  const answer = (operation.responses as Record<string, Json | undefined>)[String(res.statusCode)];
  if (!answer) throw new Error(`${where}: status not documented in openapi.json`);
  const content = answer.content as Record<string, Json> | undefined;
  if (!content) {
    if (res.body !== '') throw new Error(`${where}: documented without a body, but has one`);
    return;
  }
  const type = mediaType(res.headers['content-type']);
  const media = content[type];
  if (!media) throw new Error(`${where}: content type ${type} not documented`);
  if (type !== 'application/json' || !media.schema) return;
  const validate = validatorFor(`${method} ${path} ${res.statusCode}`, media.schema, doc);
  if (!validate(JSON.parse(decoded(res)))) {
    throw new Error(
      `${where}: body does not match openapi.json: ${ajv.errorsText(validate.errors)}`,
    );
  }
}

/** Validates every answer `app.inject` returns (the promise form) against the API document. */
export function checkContract(app: FastifyInstance): void {
  const original = app.inject.bind(app) as unknown as (...args: unknown[]) => unknown;
  const inject = original as Inject;
  const checked = async (options: InjectOptions | string) => {
    const request =
      typeof options === 'string' ? { method: 'GET' as const, url: options } : options;
    const res = await inject(request);
    if (!String(request.url ?? '').startsWith(API_BASE_PATH)) return res;
    if (!document) {
      // Fetched once per test file, from the first app that can answer it (a shedding one cannot).
      const served = await inject({ method: 'GET', url: `${API_BASE_PATH}openapi.json` });
      if (served.statusCode !== 200) return res;
      document = served.json<Json>();
    }
    checkAnswer(document, request, res);
    return res;
  };
  app.inject = ((options?: InjectOptions | string, callback?: unknown) =>
    options === undefined || callback !== undefined
      ? original(options, callback)
      : checked(options)) as unknown as typeof app.inject;
}
