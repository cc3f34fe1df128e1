// A demo practice as practice software or the SURGERY desk meets it: its BSNR from the facility
// search (einrichtungssuche) at a postcode, and a SURGERY token for it from the dev API (demo mode;
// in production the operator command issue-token makes it, docs/fhir.md "Authentication").
import { expect, type APIRequestContext } from '@playwright/test';
import { basicAuth } from './booking-payload.ts';
import { handOutCode, patiently } from './journeys.ts';

export interface DemoPractice {
  readonly bsnr: string;
  readonly plz: string;
  readonly ort: string;
}

/**
 * The first demo practice (by name) whose postcode starts with `plz` (a whole postcode or a
 * prefix); `base` is any port of the server.
 */
export async function demoPractice(
  request: APIRequestContext,
  base: string,
  plz: string,
): Promise<DemoPractice> {
  const code = await handOutCode(request, 'W030');
  const search = await patiently(() =>
    request.get(`${base}/web/api/v4/einrichtungssuche/durchfuehren`, {
      params: { plz },
      headers: basicAuth(code),
    }),
  );
  expect(search.ok(), await search.text()).toBe(true);
  const { einrichtungen } = (await search.json()) as { einrichtungen: DemoPractice[] };
  expect(einrichtungen[0]?.bsnr, `a demo practice at ${plz}`).toMatch(/^\d{9}$/);
  const { bsnr, plz: itsPlz, ort } = einrichtungen[0]!;
  return { bsnr, plz: itsPlz, ort };
}

/** A SURGERY token whose subject is the practice's BSNR. */
export async function practiceToken(
  request: APIRequestContext,
  base: string,
  bsnr: string,
): Promise<string> {
  const response = await patiently(() =>
    request.post(`${base}/dev/api/tokens`, { data: { applicationType: 'SURGERY', subject: bsnr } }),
  );
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { token: string }).token;
}
