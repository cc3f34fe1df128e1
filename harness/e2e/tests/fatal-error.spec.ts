// The fatal-error helper (§2 "Fatal error helper", §3 "Fatal error report fields", §8 "any |
// WP001"): a search that fails with a real internal error of the server (the dev API's planned
// fault, demo mode only) shows the server text, error code and reference id and the
// 'Fehlerbericht senden' link to the configured support address (SUPPORT_MAIL_TO) with exactly
// the §3 fields. axe on the page with the helper.
import { expect, test } from '@playwright/test';
import { expectPageToBeAccessible } from '../support/accessibility.ts';
import { AppShell } from '../support/app.ts';
import { formatCode, handOutCode, plzOf } from '../support/journeys.ts';
import { DEV_FAULT_HEADER, E2E_SUPPORT_MAIL } from '../support/settings.ts';

test('a fatal search error shows the helper with the support mail report', async ({
  page,
  request,
}, testInfo) => {
  const code = await handOutCode(request, 'A001');
  const plz = plzOf(testInfo.project.name);
  // Only the search call fails; every other call of the page answers as always.
  await page.setExtraHTTPHeaders({ [DEV_FAULT_HEADER]: 'search' });
  const app = new AppShell(page);
  await app.goto(`/terminservice/suche/${code}/${plz}/A001`);
  await app.confirmCookies();

  const helper = app.main.getByRole('alert').filter({ hasText: 'Fehlercode: WP001' });
  await expect(helper).toContainText('Es ist ein interner Fehler aufgetreten.');
  await expect(helper).toContainText(/Fehlercode: WP001 · Referenz-ID: [0-9a-f-]{36}/);
  const referenceId = /Referenz-ID: ([0-9a-f-]{36})/.exec((await helper.textContent()) ?? '')![1];

  const report = helper.getByRole('link', { name: 'Fehlerbericht senden' });
  await expect(report).toBeVisible();
  const href = new URL((await report.getAttribute('href')) ?? '');
  expect(href.protocol).toBe('mailto:');
  expect(decodeURIComponent(href.pathname)).toBe(E2E_SUPPORT_MAIL);
  expect(href.searchParams.get('subject')).toBe('Fehlerbericht Terminservice');
  const lines = (href.searchParams.get('body') ?? '').split(/\r\n/);
  // §3: time, referral code, error text, error code, reference id, called page, OS, browser,
  // browser version — in this order, and nothing else.
  expect(lines.map((line) => line.split(':')[0])).toEqual([
    'Zeitpunkt',
    'Vermittlungscode',
    'Fehlertext',
    'Fehlercode',
    'Referenz-ID',
    'Aufgerufene Seite',
    'Betriebssystem',
    'Browser',
    'Browser-Version',
  ]);
  expect(lines).toContain(`Vermittlungscode: ${formatCode(code)}`);
  expect(lines).toContain('Fehlertext: Es ist ein interner Fehler aufgetreten.');
  expect(lines).toContain('Fehlercode: WP001');
  expect(lines).toContain(`Referenz-ID: ${referenceId}`);
  expect(lines).toContain(`Aufgerufene Seite: /terminservice/suche/${code}/${plz}/A001`);
  await expectPageToBeAccessible(page);
  await app.screenshot(testInfo, 'fatal-error-helper');

  // Without the fault the same page finds appointments again.
  await page.setExtraHTTPHeaders({});
  await page.reload();
  await expect(app.main.getByRole('button', { name: /^\d{2}:\d{2} Uhr/ }).first()).toBeVisible();
  await expect(app.main.getByText('Fehlercode: WP001')).toHaveCount(0);
});
