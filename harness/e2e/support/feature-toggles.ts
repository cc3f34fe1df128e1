// Feature toggles are server-wide (§7), so tests that set one run in their own projects, one test
// at a time, after all others (playwright.config.ts, tag FEATURE_TOGGLE_TAG).
import { expect, type APIRequestContext } from '@playwright/test';

export const FEATURE_TOGGLE_TAG = '@feature-toggle';

/** Sets a toggle through the dev API (demo mode), as an operator would with SQL. */
export async function setFeatureToggle(
  request: APIRequestContext,
  baseURL: string,
  key: 'tss_reservierungsabschluss' | 'sms_identitaetspruefung',
  value: boolean,
): Promise<void> {
  const answer = await request.put(`${baseURL}/dev/api/feature-toggles/${key}`, {
    data: { value },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
}
