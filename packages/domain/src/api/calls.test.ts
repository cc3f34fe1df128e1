import { describe, expect, it } from 'vitest';
import { ERROR_CONTEXTS } from '../errors/index.ts';
import { STATISTICS_CALLS } from './statistics-calls.ts';
import {
  ALERT_CALLS,
  API_BASE_PATH,
  APPLICATION_HEADER,
  CALLS,
  CALL_KEYS,
  DEFAULT_REQUEST_HEADERS,
  IDEMPOTENCY_KEY_HEADER,
  PRACTICE_CALL_KEYS,
  REMINDER_CALL_KEYS,
  callPathWith,
  SEARCH_QUERY,
  STATIC_PAGES,
  callPath,
  callRetryLimit,
  callTimeoutMs,
  isRetriedStatus,
  type CallDefinition,
  type CallKey,
} from './index.ts';

/** §7: every path of the list, verbatim. */
const SPEC_PATHS = [
  'featuretoggles/abrufen',
  'identitaetsbestaetigung/anfordern/sms',
  'identitaetsbestaetigung/anfordern/email',
  'identitaetsbestaetigung/bestaetigen',
  'termincheck/check',
  'login',
  'search',
  'status',
  'code',
  'contact',
  'version',
  'buchung',
  'code/dringlichkeit',
  'videosprechstunde/reservieren',
  'videosprechstunde/buchen',
  'videosprechstunde/email/anzeigen',
  'videosprechstunde/pin/erneut/zusenden',
  'videosprechstunde/reservierungsstatus/abrufen',
  'videosprechstunde/reservierungsinformation/abrufen',
  'videosprechstunde/reservierung/stornieren',
  'buchungsinformationen/vermittlungscode/notiert/abrufen',
  'buchungsinformationen/vermittlungscode/notiert/speichern',
  'einrichtungssuche/durchfuehren',
  'leistungsmerkmale/abrufen',
  'ortsname/abrufen',
];

const entries = CALL_KEYS.map((key): [CallKey, CallDefinition] => [key, CALLS[key]]);

describe('call catalogue (§7)', () => {
  it('holds every path of §7', () => {
    const paths = new Set(entries.map(([, call]) => call.path));
    expect(SPEC_PATHS.filter((path) => !paths.has(path))).toEqual([]);
  });

  it('gives every call its own method and path', () => {
    const routes = entries.map(([, call]) => `${call.method} ${call.path}`);
    expect(new Set(routes).size).toBe(routes.length);
  });

  it('keeps paths relative and clean', () => {
    // ':id' segments only in the appointment desk's calls (docs/supply.md).
    for (const [, call] of entries) expect(call.path).toMatch(/^[a-z]+(\/(:?[a-z]+))*$/);
  });

  it.each(CALL_KEYS)('%s lives under /web/api/v4/', (key) => {
    expect(callPath(key)).toBe(`/web/api/v4/${CALLS[key].path}`);
    expect(callPath(key).startsWith(API_BASE_PATH)).toBe(true);
  });

  it.each([
    ['featureToggles', 'GET'],
    ['version', 'GET'],
    ['login', 'GET'],
    ['codeByServiceFeature', 'GET'],
    ['codeByUrgency', 'GET'],
    ['requestIdentityPinByEmail', 'POST'],
    ['requestIdentityPinBySms', 'POST'],
    ['verifyIdentity', 'POST'],
    ['availability', 'POST'],
    ['placeName', 'GET'],
    ['search', 'GET'],
    ['smedSearch', 'GET'],
    ['qualifications', 'GET'],
    ['bookingLookup', 'GET'],
    ['deleteBooking', 'DELETE'],
    ['changeContact', 'PATCH'],
    ['isCodeNoted', 'GET'],
    ['bookingEmail', 'GET'],
    ['bookVideo', 'POST'],
    ['resendBookingPin', 'POST'],
    ['reservationStatus', 'GET'],
    ['reservationInfo', 'GET'],
    ['cancelReservation', 'POST'],
  ] as const)('%s uses %s as §7 states', (key, method) => {
    expect(CALLS[key].method).toBe(method);
  });
});

describe('call catalogue: auth, timeouts, retries and queries (§7, §9)', () => {
  it('sends no code only where §7 says so', () => {
    const withoutCode = entries.filter(([, call]) => call.auth === 'none').map(([key]) => key);
    expect(
      withoutCode
        .filter((key) => !(PRACTICE_CALL_KEYS as string[]).includes(key))
        .filter((key) => !(REMINDER_CALL_KEYS as string[]).includes(key))
        .filter((key) => !Object.hasOwn(ALERT_CALLS, key))
        // The statistics carry the KV token, never a code (issue #24 part 2).
        .filter((key) => !Object.hasOwn(STATISTICS_CALLS, key))
        .sort(),
    ).toEqual(['codeByServiceFeature', 'featureToggles']);
    // The slot alert's PIN step and link calls carry a key in the body, never the code (issue #15).
    expect(Object.keys(ALERT_CALLS).filter((key) => CALLS[key as CallKey].auth === 'code')).toEqual(
      ['subscribeAlert', 'openAlert'],
    );
    // The desk's calls are authenticated by the practice token, never by a code.
    expect(PRACTICE_CALL_KEYS.every((key) => CALLS[key].auth === 'none')).toBe(true);
    // A reminder link's token is its authority (issue #15, docs/reminders.md), never a code.
    expect(REMINDER_CALL_KEYS.every((key) => CALLS[key].auth === 'none')).toBe(true);
  });

  it('waits 4 s for availability and 30 s for everything else (§9)', () => {
    for (const key of CALL_KEYS) {
      expect(callTimeoutMs(key)).toBe(key === 'availability' ? 4000 : 30_000);
    }
  });

  it('retries GET up to 3 times, other methods never, and never a 400', () => {
    for (const [key, call] of entries) {
      expect(callRetryLimit(key)).toBe(call.method === 'GET' ? 3 : 0);
    }
    expect(isRetriedStatus(400)).toBe(false);
    expect(isRetriedStatus(503)).toBe(true);
  });

  it('names known error contexts', () => {
    for (const [, call] of entries) {
      if (call.errorContext !== null) expect(ERROR_CONTEXTS).toContain(call.errorContext);
    }
  });

  it.each([
    ['login', 'login'],
    ['availability', 'availability'],
    ['bookInPerson', 'booking'],
    ['search', 'search'],
    ['smedSearch', 'search'],
    ['reservationStatus', 'reservationStatus'],
    ['deleteBooking', 'cancel'],
    ['changeContact', 'emailChange'],
    ['confirmContact', 'emailChange'],
    ['rescheduleBooking', 'reschedule'],
    ['version', 'version'],
    ['verifyIdentity', 'identityPin'],
    ['requestIdentityPinByEmail', 'identityEmailPin'],
    ['codeByUrgency', 'codeFetch'],
  ] as const)('%s resolves errors in %s', (key, context) => {
    expect(CALLS[key].errorContext).toBe(context);
  });

  it('lists the query parameters of §7', () => {
    expect(CALLS.login.query).toEqual(['plz']);
    expect(CALLS.codeByServiceFeature.query).toEqual(['leistungsmerkmal']);
    expect(CALLS.codeByUrgency.query).toEqual(['dringlichkeit']);
    expect(CALLS.placeName.query).toEqual(['plz']);
    // The names and their order are spelled out in search/query.test.ts.
    expect(CALLS.search.query).toBe(SEARCH_QUERY);
    expect(CALLS.smedSearch.query).toEqual(['daytime', 'smedEinrichtungspseudonym']);
  });

  it('reads version and the calendar file as text', () => {
    const textCalls = entries.filter(([, call]) => call.response === 'text').map(([key]) => key);
    expect(textCalls.sort()).toEqual(['calendarFile', 'version']);
  });
});

describe('headers and static pages', () => {
  it('uses the header the spec names and JSON without caching', () => {
    expect(APPLICATION_HEADER).toBe('x-ets-application');
    expect(IDEMPOTENCY_KEY_HEADER).toBe('Idempotency-Key');
    expect(DEFAULT_REQUEST_HEADERS).toMatchObject({
      Accept: 'application/json',
      'Cache-Control': 'no-cache',
    });
  });

  it('fetches the static pages of §2', () => {
    expect(STATIC_PAGES).toMatchObject({
      imprint: 'assets/static/pages/page-imprint.md',
      privacy: 'assets/static/pages/page-privacy.md',
      accessibility: 'assets/static/pages/page-accessibility.md',
    });
  });
});

describe('path parameters (the appointment desk)', () => {
  it('fills in and encodes the segments, and refuses a missing one', () => {
    expect(callPathWith('updateProfile', { id: 'a/b' })).toBe('/web/api/v4/praxis/profile/a%2Fb');
    expect(callPathWith('login')).toBe('/web/api/v4/login');
    expect(() => callPathWith('blockSlot')).toThrow(/id/);
  });
});
