// The shared setup of the contract tests: the real server in-process with a practice, its slots,
// a feature toggle and a status message seeded, and clients pointed at it (docs/architecture.md:
// contract tests against the real server, not mocks). Each test file starts its own server.
import { CALLS, FEATURE_TOGGLES, callPath, type CallKey } from '@terminservice/domain/api';
import { ApiError } from '@terminservice/domain/errors';
import type { BookingRequest } from '@terminservice/domain/validation';
import { afterAll, beforeAll, expect } from 'vitest';
import { createApiClient, type ApiClient, type ApiClientOptions } from '../src/index.ts';
import {
  ORTSNAME,
  PLZ,
  PRACTICE_ID,
  insertSlot,
  seedPractice,
  setStatusMessage,
  setToggle,
} from './fixtures.ts';
import { RELAXED_LOAD_SHEDDING } from '@terminservice/server/testing';
import { devCode, devToken, startServer, type RunningServer } from './server.ts';

export const STATUS_TEXT = 'Wartungsarbeiten am Sonntag von 6 bis 8 Uhr.';

export interface Slots {
  readonly inPerson: string;
  readonly inPersonIdempotent: string;
  readonly inPersonLater: string;
  readonly video: string;
  readonly videoCancelled: string;
}

async function seed(server: RunningServer): Promise<Slots> {
  await seedPractice(server.db);
  const slot = (termintyp: 'PRAESENZTERMIN' | 'VIDEOSPRECHSTUNDE', inHours: number) =>
    insertSlot(server.db, { praxisId: PRACTICE_ID, profilId: 'p1-w030', termintyp, inHours });
  const slots = {
    inPerson: await slot('PRAESENZTERMIN', 48),
    inPersonIdempotent: await slot('PRAESENZTERMIN', 50),
    inPersonLater: await slot('PRAESENZTERMIN', 52),
    video: await slot('VIDEOSPRECHSTUNDE', 72),
    videoCancelled: await slot('VIDEOSPRECHSTUNDE', 74),
  };
  await setToggle(server.db, FEATURE_TOGGLES.smsIdentitaetspruefung, 'true');
  await setStatusMessage(server.db, STATUS_TEXT);
  return slots;
}

/**
 * Starts the server for the calling test file (closed after all its tests) and seeds it before
 * them; `slots()` reads the seeded slots inside a test.
 */
export async function startContractServer() {
  // The contract, not the load: a busy machine's event-loop lag must not shed these calls (the
  // shedding has its own test in contract-booking.test.ts and the server suite's).
  const server = await startServer({ loadShedding: RELAXED_LOAD_SHEDDING });
  afterAll(() => server.close());
  let slots: Slots | undefined;
  beforeAll(async () => {
    slots = await seed(server);
  });

  const client = (options: Omit<ApiClientOptions, 'baseUrl'> = {}): ApiClient =>
    createApiClient({ baseUrl: server.baseUrl, ...options });

  return {
    server,
    slots(): Slots {
      if (slots === undefined) throw new Error('the contract server is not seeded yet');
      return slots;
    },
    client,
    /** A client whose session holds a fresh code for W030. */
    async clientWithCode(): Promise<{ api: ApiClient; code: string }> {
      const code = await devCode(server.baseUrl, 'W030');
      return { api: client({ getCode: () => code }), code };
    },
    async staffClient(type: 'TSS' | 'DISPO' | 'SURGERY', code?: string): Promise<ApiClient> {
      const token = await devToken(server.baseUrl, type);
      return client({ getToken: () => token, getCode: () => code });
    },
    /** The count of a rate-limit counter, to see how often the server was asked. */
    async counter(prefix: string): Promise<number> {
      const rows = await server.db.query<{ anzahl: number }>(
        'SELECT anzahl FROM rate_limits WHERE schluessel LIKE $1',
        [`${prefix}:%`],
      );
      return rows.reduce((sum, row) => sum + row.anzahl, 0);
    },
    /** Whether the server has a route for the call's method and path. */
    served(key: CallKey): boolean {
      return server.app.hasRoute({ method: CALLS[key].method, url: callPath(key) });
    },
  };
}

/** The ApiError a promise rejects with. */
export async function apiError(promise: Promise<unknown>): Promise<ApiError> {
  const error: unknown = await promise.then(
    () => new Error('expected the call to fail'),
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

export function bookingBody(slot: string, email: string): BookingRequest {
  return {
    slot,
    leistungsmerkmale: ['W030'],
    contact: {
      geschlecht: 'WEIBLICH',
      nachname: 'Musterfrau',
      vorname: 'Erika',
      geburtsdatum: '1980-05-17',
      notificationChannel: 'email',
      notificationReceiver: email,
      ort: ORTSNAME,
      phone: '+49301234567',
      plz: PLZ,
      strasse: 'Invalidenstraße',
      hausnummer: '12',
      hinweisAnBehandelndenArzt: '',
    },
  };
}
