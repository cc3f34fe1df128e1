// The FHIR tests' harness: the real app listening on a real port (PGlite, or PostgreSQL with
// DATABASE_URL), a practice of the register with its SURGERY token, and fhir-kit-client — a FHIR
// client written elsewhere — pointed at /fhir/R4 with that token.
import type { Resource } from '@medplum/fhirtypes';
import { Client } from 'fhir-kit-client';
import { createServer, type AddressInfo } from 'node:net';
import { issueToken } from '../../src/auth/tokens.ts';
import { DEFAULT_TOKEN_LIMITS, TokenLimits } from '../../src/routes/fhir/token-limits.ts';
import { berlinDateTime } from '../../src/services/kernel/berlin-time.ts';
import { DAY, insertPractice, seedReference } from '../fixtures/booking.ts';
import { freshBsnr } from '../fixtures/bsnr.ts';
import {
  RELAXED_LOAD_SHEDDING,
  startTestApp,
  TEST_JWT_SECRET,
  type TestContext,
} from '../helper.ts';

export { RELAXED_LOAD_SHEDDING };

/**
 * fhir-kit-client's calls as the tests use them, answering FHIR resource types (the client itself
 * types every answer as a plain record).
 */
export interface FhirClient {
  create(p: { resourceType: string; body: object }): Promise<Resource>;
  read(p: { resourceType: string; id: string }): Promise<Resource>;
  update(p: { resourceType: string; id: string; body: object }): Promise<Resource>;
  patch(p: { resourceType: string; id: string; jsonPatch: object[] }): Promise<Resource>;
  delete(p: { resourceType: string; id: string }): Promise<Resource>;
  search(p: {
    resourceType: string;
    searchParams?: Record<string, string | number | string[]>;
  }): Promise<Resource>;
  transaction(p: { body: object }): Promise<Resource>;
  nextPage(p: { bundle: object }): Promise<Resource> | undefined;
}

export function fhirClient(baseUrl: string, bearerToken?: string): FhirClient {
  return new Client({ baseUrl, ...(bearerToken ? { bearerToken } : {}) }) as unknown as FhirClient;
}

export interface FhirPractice {
  readonly bsnr: string;
  readonly praxisId: string;
  readonly token: string;
  readonly client: FhirClient;
}

export interface FhirServer {
  readonly ctx: TestContext;
  /** http://127.0.0.1:<port> */
  readonly origin: string;
  readonly fhirBase: string;
  practice(): Promise<FhirPractice>;
  close(): Promise<void>;
}

export async function practiceToken(bsnr: string, type: 'SURGERY' | 'TSS' = 'SURGERY') {
  return issueToken(TEST_JWT_SECRET, { applicationType: type, subject: bsnr }, 3600);
}

/**
 * The per-token limits have their own test (token-limits.test.ts): elsewhere a test's many quick
 * requests with one token must not turn into 429s.
 */
export const RELAXED_TOKEN_LIMITS = () =>
  new TokenLimits({ ...DEFAULT_TOKEN_LIMITS, perSecond: 100_000, burst: 100_000, inFlight: 1_000 });

/** A port nobody listens on right now, so the app's PUBLIC_URL can name it before it listens. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

export async function startFhirServer(
  overrides: Parameters<typeof startTestApp>[0] = {},
): Promise<FhirServer> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  // Links and Location come from PUBLIC_URL, never from the Host header (finding 3.6).
  const ctx = await startTestApp({
    loadShedding: RELAXED_LOAD_SHEDDING,
    fhirTokenLimits: RELAXED_TOKEN_LIMITS(),
    ...overrides,
    env: { PUBLIC_URL: origin, ...overrides.env },
  });
  await seedReference(ctx.db);
  await ctx.app.listen({ port, host: '127.0.0.1' });
  const fhirBase = `${origin}/fhir/R4`;
  return {
    ctx,
    origin,
    fhirBase,
    async practice() {
      const bsnr = freshBsnr();
      const { praxisId } = await insertPractice(ctx.db, { bsnr });
      const token = await practiceToken(bsnr);
      return {
        bsnr,
        praxisId,
        token,
        client: fhirClient(fhirBase, token),
      };
    },
    close: () => ctx.close(),
  };
}

/** Berlin's date `days` from now, 'YYYY-MM-DD'. */
export function berlinDate(days: number): string {
  return berlinDateTime(new Date(Date.now() + days * DAY)).slice(0, 10);
}

/** A UTC instant on the Berlin day `days` from now at `hhmm` UTC (Z form, as clients may send). */
export function utcInstant(days: number, hhmm: string): string {
  return `${berlinDate(days)}T${hhmm}:00Z`;
}

/** A Schedule as a practice system would send it. */
export function scheduleBody(overrides: Record<string, unknown> = {}) {
  const base = 'https://terminservice.example/fhir';
  return {
    resourceType: 'Schedule',
    active: true,
    extension: [
      {
        url: `${base}/StructureDefinition/terminprofil-name`,
        valueString: 'Sprechstunde Dr. Sommer',
      },
      {
        url: `${base}/StructureDefinition/terminprofil-dauer`,
        valueDuration: { value: 20, unit: 'min', system: 'http://unitsofmeasure.org', code: 'min' },
      },
      { url: `${base}/StructureDefinition/terminprofil-buchungsbefugnis`, valueCode: 'PATIENT' },
      { url: `${base}/StructureDefinition/terminprofil-buchungsbefugnis`, valueCode: 'TSS' },
    ],
    serviceType: [{ coding: [{ system: `${base}/CodeSystem/termintyp`, code: 'PRAESENZTERMIN' }] }],
    specialty: [{ coding: [{ system: `${base}/CodeSystem/leistungsmerkmal`, code: 'W030' }] }],
    comment: 'Bitte Versichertenkarte mitbringen.',
    ...overrides,
  };
}

export function slotBody(scheduleId: string, start: string, end: string, status = 'free') {
  return {
    resourceType: 'Slot',
    schedule: { reference: `Schedule/${scheduleId}` },
    status,
    start,
    end,
  };
}

/** A transaction Bundle of POST Slot entries. */
export function slotBundle(slots: readonly Record<string, unknown>[]) {
  return {
    resourceType: 'Bundle',
    type: 'transaction',
    entry: slots.map((resource, i) => ({
      fullUrl: `urn:uuid:00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
      resource,
      request: { method: 'POST', url: 'Slot' },
    })),
  };
}

interface Issue {
  readonly severity: string;
  readonly code: string;
  readonly details: { readonly text: string; readonly coding: [{ readonly code: string }] };
  readonly diagnostics: string;
  readonly expression?: string[];
}

/** What a refusal answers: an OperationOutcome (typed loosely: the tests check it). */
export interface Refusal {
  readonly status: number;
  readonly data: { readonly resourceType: string; readonly issue: [Issue, ...Issue[]] };
}

/** The status and body of a fhir-kit-client failure. */
export async function failure(call: Promise<unknown>): Promise<Refusal> {
  try {
    await call;
  } catch (error) {
    const response = (error as { response?: { status: number; data: unknown } }).response;
    if (response) return response as Refusal;
    throw error;
  }
  throw new Error('the call succeeded');
}
