// The open feed of free appointments (issue #24 part 3, ADR 32, docs/open-feed.md): a SMART
// Scheduling Links bulk publication under /fhir/R4 on every port — the manifest $bulk-publish and
// per KV region one NDJSON file each of Location, Schedule and Slot. Open: no token is needed or
// looked at; limited per client address; every answer says how long it may be kept.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Readable } from 'node:stream';
import type { Db } from '../../../db/client.ts';
import { kvRegion } from '../../../reference/kv.ts';
import {
  changedSlotPages,
  changesKeptSince,
  feedClock,
  freeSlotPages,
  locationPages,
  schedulePages,
} from '../../../services/open-feed/index.ts';
import type { OpenFeedSettings } from '../../../settings/open-feed.ts';
import { parseInstant } from '../instant.ts';
import { refuseFhir } from '../refusals.ts';
import { TokenLimits, type TokenLimitOptions } from '../token-limits.ts';
import { locationOf, scheduleOf, slotOf } from './resources.ts';

/** The manifest's path below /fhir/R4 (the spec: a URL that ends with `$bulk-publish`). */
export const BULK_PUBLISH_PATH = '/$bulk-publish';

/** The spec's content type of the files (specification.md "Accept Headers"). */
export const NDJSON_TYPE = 'application/fhir+ndjson';

/**
 * Per client address, in the process like the FHIR tokens' limits (ADR 27: a database counter
 * would be a write per request of a flood): a full read of all 17 regions is 52 requests at once,
 * then 2 a second (the spec asks clients to poll at most once a minute), 4 answers in flight.
 */
export const OPEN_FEED_LIMITS: TokenLimitOptions = {
  perSecond: 2,
  burst: 60,
  inFlight: 4,
  maxTokens: 10_000,
};

const TYPES = ['Location', 'Schedule', 'Slot'] as const;
type FileType = (typeof TYPES)[number];
const FILE_NAME = /^(Location|Schedule|Slot)-([0-9]{2})\.ndjson$/;

export interface OpenFeedDeps {
  readonly db: Db;
  readonly settings: OpenFeedSettings;
  /** The WEB app's public address (PUBLIC_URL): the deep links' origin. */
  readonly publicUrl: string;
  /** The FHIR interface's public base (PUBLIC_URL + /fhir/R4): the manifest's URLs. */
  readonly publicBase: string;
  /** Limits per client address; absent: OPEN_FEED_LIMITS for this app's port. */
  readonly limits?: TokenLimits;
}

const BAD_SINCE_TEXT =
  '_since muss ein Zeitpunkt mit Sekunden und Zeitzone sein, z. B. 2026-12-01T08:00:00Z oder 2026-12-01T09:00:00.000+01:00.';

/** `_since`, read and checked: absent, or an instant (one value). */
function sinceOf(request: FastifyRequest): Date | undefined {
  const value = (request.query as Record<string, unknown>)._since;
  if (value === undefined) return undefined;
  const at = typeof value === 'string' ? parseInstant(value) : null;
  if (!at) throw refuseFhir.invalid(BAD_SINCE_TEXT, '_since');
  return at;
}

/** The answer's Cache-Control: kept by any cache for max-age; refusals of load or limits never. */
function cacheControl(reply: FastifyReply, maxAge: number): string {
  return reply.statusCode === 429 || reply.statusCode >= 500
    ? 'no-store'
    : `public, max-age=${maxAge}`;
}

function manifest(deps: OpenFeedDeps, transactionTime: Date, since: Date | undefined) {
  const query = since ? `?_since=${encodeURIComponent(since.toISOString())}` : '';
  const base = `${deps.publicBase}${BULK_PUBLISH_PATH}`;
  return {
    transactionTime: transactionTime.toISOString(),
    request: `${base}${query}`,
    output: deps.settings.kvs.flatMap((kv) =>
      TYPES.map((type) => ({
        type,
        url: `${base}/${type}-${kv}.ndjson${query}`,
        extension: { state: [kvRegion(kv)?.land ?? kv] },
      })),
    ),
    error: [],
  };
}

/** The lines of one file, page by page. */
async function* lines(
  deps: OpenFeedDeps,
  type: FileType,
  kv: string,
  since: Date | undefined,
): AsyncGenerator<string> {
  const now = new Date();
  const join = <T>(rows: readonly T[], map: (row: T) => object) =>
    rows.map((row) => `${JSON.stringify(map(row))}\n`).join('');
  if (type === 'Location') {
    const land = kvRegion(kv)?.land ?? kv;
    for await (const rows of locationPages(deps.db, kv)) {
      yield join(rows, (row) => locationOf(row, land, deps.publicUrl));
    }
  } else if (type === 'Schedule') {
    for await (const rows of schedulePages(deps.db, kv)) yield join(rows, scheduleOf);
  } else {
    // Location and Schedule files are small and always whole; `_since` narrows the slots.
    const incremental = since && changesKeptSince(since, now) ? since : undefined;
    const sources = incremental
      ? [
          changedSlotPages(deps.db, kv, now, incremental),
          freeSlotPages(deps.db, kv, now, incremental),
        ]
      : [freeSlotPages(deps.db, kv, now)];
    for (const source of sources) {
      for await (const rows of source) yield join(rows, (row) => slotOf(row, deps.publicUrl));
    }
  }
}

/**
 * Streams a file: its first page is read before the answer starts, so a failing database is still
 * a 503 OperationOutcome; later pages follow as they are read.
 */
async function sendFile(reply: FastifyReply, source: AsyncGenerator<string>) {
  const first = await source.next();
  async function* rest() {
    if (!first.done) yield first.value;
    yield* source;
  }
  return reply.type(NDJSON_TYPE).send(Readable.from(rest()));
}

export function registerOpenFeed(fhir: FastifyInstance, deps: OpenFeedDeps): void {
  const config = { openFeed: true, fhirPublic: true };
  const limits = deps.limits ?? new TokenLimits(OPEN_FEED_LIMITS);
  fhir.addHook('onRequest', async (request, reply) => {
    if (request.routeOptions.config.openFeed !== true) return;
    const admission = limits.admit(`ip:${request.ip}`);
    if (!admission.ok) throw refuseFhir.tooManyRequests(admission.retryAfterSeconds);
    reply.raw.once('close', admission.release);
  });
  // After the security headers' no-store for /fhir/ (a parent's hook runs first): the feed holds
  // nothing personal, and the spec reads max-age as the polling interval.
  fhir.addHook('onSend', async (request, reply) => {
    if (request.routeOptions.config.openFeed !== true) return;
    reply.header('cache-control', cacheControl(reply, deps.settings.maxAgeSeconds));
    reply.removeHeader('pragma');
  });
  fhir.get(BULK_PUBLISH_PATH, { config }, async (request, reply) => {
    const since = sinceOf(request);
    if (deps.settings.kvs.length === 0) throw refuseFhir.feedOff();
    const body = manifest(deps, await feedClock(deps.db), since);
    return reply.type('application/json; charset=utf-8').send(JSON.stringify(body));
  });
  fhir.get(`${BULK_PUBLISH_PATH}/:file`, { config }, async (request, reply) => {
    const since = sinceOf(request);
    const match = FILE_NAME.exec((request.params as { file: string }).file);
    const kv = match?.[2] ?? '';
    if (!match || !deps.settings.kvs.includes(kv)) throw refuseFhir.notFound();
    return sendFile(reply, lines(deps, match[1] as FileType, kv, since));
  });
}
