// Slots published through FHIR R4 transaction Bundles (docs/fhir.md "Transaction"): practices of
// the seeded database each create a Schedule over FHIR with their practice token, then post
// Bundles of 500 Slots, several practices at once (each practice's publishing holds its own lock).
// The figure is slots per second over the whole run. Afterwards the bench removes what it made,
// so the seeded database stays as it was for the next run's search and booking figures; a run that
// broke off is cleaned up by the next one (its Schedules carry the bench's name). The same run in
// XML (application/fhir+xml, as TVS practice software sends it) is printed beside the JSON one; its
// Bundles are written to XML before the clock starts, by the library the server reads them with.
import { Fhir } from 'fhir';
import { summarise } from './stats.ts';
import { issueToken, type Queryable } from './server.ts';

export interface FhirPractice {
  readonly praxisId: string;
  readonly bsnr: string;
  readonly leistungsmerkmal: string;
}

export interface FhirPublishRun {
  readonly slots: number;
  readonly bundles: number;
  readonly seconds: number;
  readonly slotsPerSecond: number;
  /** Latency of one Bundle, ms. */
  readonly p50: number;
  readonly p99: number;
  readonly statuses: Record<string, number>;
  readonly errors: number;
  /** Answers 503 (load shedding) that were retried after Retry-After. */
  readonly shed: number;
}

export type FhirFormat = 'json' | 'xml';

const MEDIA_TYPE: Record<FhirFormat, string> = {
  json: 'application/fhir+json',
  xml: 'application/fhir+xml',
};

const FHIR = '/fhir/R4';
const BASE = 'https://terminservice.example/fhir';
const SLOT_MINUTES = 10;
/** The name of the bench's Schedules, by which removeFhirRun finds them. */
const BENCH_PROFILE_NAME = 'Bench (FHIR)';
const MAX_ATTEMPTS = 10;
/** 06:00–18:00 UTC: 72 slots a day, never in the hour Berlin's clocks go back. */
const SLOTS_PER_DAY = 72;
/** Far enough ahead that no seeded slot is there, within the 366 days a practice may publish. */
const FIRST_DAY = 300;

/** `count` practices of the register that have a profile (for a Leistungsmerkmal they offer). */
export async function fhirPractices(db: Queryable, count: number): Promise<FhirPractice[]> {
  return db.query<FhirPractice>(
    `SELECT p.id AS "praxisId", p.bsnr, tp.leistungsmerkmale[1] AS leistungsmerkmal
       FROM praxen p
       JOIN LATERAL (SELECT leistungsmerkmale FROM terminprofile t
                      WHERE t.praxis_id = p.id AND cardinality(t.leistungsmerkmale) > 0
                      LIMIT 1) tp ON true
      WHERE NOT p.entfernt AND p.bsnr IS NOT NULL
      ORDER BY p.id DESC
      LIMIT $1`,
    [count],
  );
}

function scheduleOf(leistungsmerkmal: string) {
  return {
    resourceType: 'Schedule',
    active: true,
    extension: [
      { url: `${BASE}/StructureDefinition/terminprofil-name`, valueString: BENCH_PROFILE_NAME },
      {
        url: `${BASE}/StructureDefinition/terminprofil-dauer`,
        valueDuration: { value: SLOT_MINUTES, code: 'min', system: 'http://unitsofmeasure.org' },
      },
      { url: `${BASE}/StructureDefinition/terminprofil-buchungsbefugnis`, valueCode: 'PATIENT' },
    ],
    serviceType: [{ coding: [{ system: `${BASE}/CodeSystem/termintyp`, code: 'PRAESENZTERMIN' }] }],
    specialty: [
      { coding: [{ system: `${BASE}/CodeSystem/leistungsmerkmal`, code: leistungsmerkmal }] },
    ],
  };
}

/** Bundle `index` of a Schedule: `size` back-to-back slots on days of its own. */
export function slotBundle(scheduleId: string, index: number, size: number, today = new Date()) {
  const midnight = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  const firstDay = FIRST_DAY + index * Math.ceil(size / SLOTS_PER_DAY);
  const entry = Array.from({ length: size }, (_, i) => {
    const day = firstDay + Math.floor(i / SLOTS_PER_DAY);
    const start =
      midnight + day * 86_400_000 + (6 * 60 + (i % SLOTS_PER_DAY) * SLOT_MINUTES) * 60_000;
    const iso = (ms: number) => new Date(ms).toISOString().replace('.000Z', 'Z');
    return {
      request: { method: 'POST', url: 'Slot' },
      resource: {
        resourceType: 'Slot',
        schedule: { reference: `Schedule/${scheduleId}` },
        status: 'free',
        start: iso(start),
        end: iso(start + SLOT_MINUTES * 60_000),
      },
    };
  });
  return { resourceType: 'Bundle', type: 'transaction', entry };
}

async function postOnce(
  origin: string,
  token: string,
  path: string,
  body: string,
  format: FhirFormat,
) {
  const type = MEDIA_TYPE[format];
  const res = await fetch(`${origin}${FHIR}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': type, accept: type },
    body,
  });
  const retryAfter = Number(res.headers.get('retry-after') ?? 1);
  const text = await res.text();
  // The id is all the bench reads of an answer (the Schedule's), in either format.
  const id =
    format === 'json'
      ? (JSON.parse(text) as { id?: string }).id
      : /^<\?xml[^>]*\?><\w+ xmlns="http:\/\/hl7.org\/fhir"><id value="([^"]+)"\/>/.exec(text)?.[1];
  return { status: res.status, retryAfter, body: { id } };
}

/**
 * POSTs, and after a 503 of the load shedding waits its Retry-After and sends the same request
 * again (as a practice system would): the figure is slots that got published.
 */
async function post(
  origin: string,
  token: string,
  path: string,
  text: string,
  shed: { n: number },
  format: FhirFormat = 'json',
) {
  for (let attempt = 1; ; attempt++) {
    const answer = await postOnce(origin, token, path, text, format);
    if (answer.status !== 503 || attempt === MAX_ATTEMPTS) return answer;
    shed.n += 1;
    await new Promise((resolve) => setTimeout(resolve, Math.min(answer.retryAfter, 5) * 1000));
  }
}

function xmlWriter(): (resource: object) => string {
  const fhir = new Fhir();
  return (resource) => fhir.objToXml(resource);
}

/** Creates a Schedule per practice (not measured), then posts every Bundle, `connections` at once. */
export async function fhirPublish(
  origin: string,
  jwtSecret: string,
  practices: readonly FhirPractice[],
  options: {
    bundlesPerPractice: number;
    slotsPerBundle: number;
    connections: number;
    format: FhirFormat;
    /** The index of the first Bundle: a second run publishes on later days than the first. */
    firstBundle: number;
  },
): Promise<FhirPublishRun> {
  const shed = { n: 0 };
  // One after the other: creating the Schedules is set-up, not the figure.
  const prepared: { token: string; scheduleId: string }[] = [];
  for (const p of practices) {
    const claims = { applicationType: 'SURGERY' as const, subject: p.bsnr };
    const token = await issueToken(jwtSecret, claims, 3600);
    const schedule = JSON.stringify(scheduleOf(p.leistungsmerkmal));
    const created = await post(origin, token, '/Schedule', schedule, shed);
    if (created.status !== 201 || !created.body.id) {
      throw new Error(`FHIR bench: creating a Schedule answered ${created.status}`);
    }
    prepared.push({ token, scheduleId: created.body.id });
  }
  shed.n = 0;
  // Bundle 0 of every practice first, then bundle 1 …: the connections work for different practices.
  const write = options.format === 'xml' ? xmlWriter() : JSON.stringify;
  const jobs = Array.from({ length: options.bundlesPerPractice }, (_, b) =>
    prepared.map((p) => ({
      ...p,
      body: write(slotBundle(p.scheduleId, options.firstBundle + b, options.slotsPerBundle)),
    })),
  ).flat();
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  let errors = 0;
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: Math.min(options.connections, jobs.length) }, async () => {
      while (next < jobs.length) {
        const job = jobs[next++]!;
        const t0 = performance.now();
        try {
          const { status } = await post(origin, job.token, '', job.body, shed, options.format);
          statuses[status] = (statuses[status] ?? 0) + 1;
        } catch {
          errors += 1;
        }
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const ok = statuses['200'] ?? 0;
  const summary = summarise(latencies, seconds);
  return {
    slots: ok * options.slotsPerBundle,
    bundles: jobs.length,
    seconds,
    slotsPerSecond: (ok * options.slotsPerBundle) / seconds,
    p50: summary.p50,
    p99: summary.p99,
    statuses,
    errors,
    shed: shed.n,
  };
}

/** Removes the bench's Schedules and their slots (this run's, or a broken-off run's). */
export async function removeFhirRun(db: Queryable): Promise<void> {
  const profiles = `SELECT id FROM terminprofile WHERE name = $1`;
  await db.query(`DELETE FROM slots WHERE terminprofil_id IN (${profiles})`, [BENCH_PROFILE_NAME]);
  await db.query('DELETE FROM terminprofile WHERE name = $1', [BENCH_PROFILE_NAME]);
}
