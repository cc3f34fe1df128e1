// The pages measured per app: the start page and the search results page, opened the way each app
// is opened in real use (issue #6 "Frontend"; §2 route table, ADR 5): the patient app with a code
// from the dev API, TSS/DISPO and SURGERY with a staff/practice token as `?token=` (the app moves it
// into the session), SMED with its facility pseudonym in the path.
import type { AppPorts } from './ports.ts';

export type AppName = 'web' | 'tss-dispo' | 'surgery' | 'smed';
export type PageKind = 'start' | 'search';

export interface AppUnderTest {
  /** The name harness/budget uses, also the folder under apps/. */
  readonly app: AppName;
  readonly label: string;
  readonly origin: string;
}

export interface PageUnderTest {
  readonly app: AppUnderTest;
  readonly kind: PageKind;
  readonly url: string;
}

/** Demo mode seeds family practices (A001) with free slots around this postcode. */
export const SEARCH_PLZ = '10115';
export const LEISTUNGSMERKMAL = 'A001';

export function appsUnderTest(ports: AppPorts): AppUnderTest[] {
  const origin = (port: number) => `http://127.0.0.1:${port}`;
  return [
    { app: 'web', label: 'WEB', origin: origin(ports.web) },
    { app: 'tss-dispo', label: 'TSS/DISPO', origin: origin(ports.tssDispo) },
    { app: 'surgery', label: 'SURGERY', origin: origin(ports.surgery) },
    { app: 'smed', label: 'SMED', origin: origin(ports.smed) },
  ];
}

async function devApi<T>(origin: string, path: string, body: unknown): Promise<T> {
  const response = await fetch(`${origin}/dev/api/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) {
    throw new Error(`POST /dev/api/${path} answered ${response.status}: ${await response.text()}`);
  }
  return (await response.json()) as T;
}

const newCode = async (origin: string) =>
  (await devApi<{ code: string }>(origin, 'codes', { leistungsmerkmal: LEISTUNGSMERKMAL })).code;

const newToken = async (origin: string, applicationType: 'TSS' | 'SURGERY' | 'SMED') =>
  (await devApi<{ token: string }>(origin, 'tokens', { applicationType })).token;

/**
 * The address of a page, with fresh codes and tokens, so that each audit is a first visit that
 * nothing before it has used up.
 */
export async function pageUrl(app: AppUnderTest, kind: PageKind): Promise<string> {
  const { origin } = app;
  const start = `${origin}/terminservice`;
  const q = (token: string) => `?token=${encodeURIComponent(token)}`;
  switch (app.app) {
    case 'web':
      if (kind === 'start') return start;
      return `${start}/suche/${await newCode(origin)}/${SEARCH_PLZ}/${LEISTUNGSMERKMAL}`;
    case 'tss-dispo':
    case 'surgery': {
      // The staff and practice apps are only ever opened by their software with a token.
      const token = await newToken(origin, app.app === 'surgery' ? 'SURGERY' : 'TSS');
      if (kind === 'start') return `${start}${q(token)}`;
      const code = await newCode(origin);
      return `${start}/suche/${code}/${SEARCH_PLZ}/${LEISTUNGSMERKMAL}${q(token)}`;
    }
    case 'smed': {
      if (kind === 'start') return start;
      const pseudonym = await newToken(origin, 'SMED');
      return `${start}/suche/${await newCode(origin)}/${encodeURIComponent(pseudonym)}`;
    }
  }
}
