// A login the server refuses for too many attempts (ADR 15), in the browser against the real server:
// the error summary takes focus and scrolls into view, says how long to wait (from Retry-After)
// and is no 'Unerwarteter Fehler'. The refusal used is the per-code limit of unknown postcodes: it
// belongs to one fresh code, so no other test's logins from this address are touched.
import { ROUTES } from '@terminservice/domain/search';
import { expect, test } from '@playwright/test';
import { expectPageToBeAccessible } from '../support/accessibility.ts';
import { AppShell } from '../support/app.ts';
import { handOutCode, patiently } from '../support/journeys.ts';

/** A postcode of the right form that the postcode table does not know (WP030). */
const UNKNOWN_PLZ = '01000';
const PLZ = '10115';
/** services/codes/login.ts WRONG_POSTCODE_LIMIT: unknown postcodes per code and hour. */
const WRONG_POSTCODES_PER_CODE = 10;

test('a refused login says how long to wait, with focus on the error summary', async ({
  page,
  request,
}, testInfo) => {
  // Ten API logins, two page loads, axe and a screenshot: more than the default minute when the
  // machine is busy.
  test.slow();
  const code = await handOutCode(request, 'W030');
  // The code's hour of unknown postcodes, used up over the API.
  for (let i = 0; i < WRONG_POSTCODES_PER_CODE; i++) {
    const answer = await patiently(() =>
      request.get(`/web/api/v4/login?plz=${UNKNOWN_PLZ}`, {
        headers: { authorization: `Basic ${btoa(`:${code}`)}` },
      }),
    );
    expect(answer.status()).toBe(400);
  }

  const app = new AppShell(page);
  await app.goto(ROUTES.base);
  await app.confirmCookies();
  await app.main.getByRole('radio', { name: 'Ja', exact: true }).check();
  const single = app.main.getByRole('textbox', { name: 'Vermittlungscode', exact: true });
  if (await single.isVisible()) {
    await single.fill(code);
  } else {
    await app.main.getByRole('textbox', { name: 'Zeichen 1 bis 4' }).fill(code.slice(0, 4));
    await app.main.getByRole('textbox', { name: 'Zeichen 5 bis 8' }).fill(code.slice(4, 8));
    await app.main.getByRole('textbox', { name: 'Zeichen 9 bis 12' }).fill(code.slice(8, 12));
  }
  const postcode = app.main.getByRole('textbox', { name: 'Postleitzahl', exact: true });
  await postcode.fill(UNKNOWN_PLZ);
  const refused = page.waitForResponse((r) => r.url().includes('/login?') && r.status() === 429);
  await app.main.getByRole('button', { name: 'Termin suchen' }).click();
  const answer = await refused;
  // The window began with the first unknown postcode: 'in 60 Minuten', rounded up.
  expect(Number(await answer.headerValue('retry-after'))).toBeGreaterThan(59 * 60);

  const alert = app.main
    .getByRole('alert')
    .filter({ hasText: 'Die Anmeldung ist fehlgeschlagen.' });
  await expect(alert).toContainText(
    'Zu viele Versuche. Bitte versuchen Sie es in 60 Minuten erneut.',
  );
  await expect(alert).not.toContainText('Unerwarteter Fehler');
  const summary = app.main.locator('.ts-login__errors-focus');
  await expect(summary).toBeFocused();
  await expect(alert).toBeInViewport();
  await expectPageToBeAccessible(page);
  await app.screenshot(testInfo, 'login-rate-limited');

  // Only the code's wrong postcodes are limited: with a known postcode it logs in.
  await postcode.fill(PLZ);
  await app.main.getByRole('button', { name: 'Termin suchen' }).click();
  await expect(page).toHaveURL(new RegExp(`/terminservice/suche/${code}/${PLZ}/W030$`));
});
