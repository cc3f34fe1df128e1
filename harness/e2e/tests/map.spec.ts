// The map (issue #4; §2 "Map toggle", "Map consent layer", §4 "Map consent"): the search results
// on a map behind the consent layer, Leaflet loaded lazily, markers that select their office.
import { expect, test, type Page } from '@playwright/test';
import { expectPageToBeAccessible } from '../support/accessibility.ts';
import { AppShell } from '../support/app.ts';

const PLZ = '10115';
const QUALIFICATION = 'W030';

/** Reports CSP violations and errors as console errors the test collects. */
async function watchProblems(page: Page): Promise<string[]> {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return problems;
}

function watchScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

/** The office label of a marker's name 'label, street, postcode city' (§2 map marker). */
const officeOf = (markerName: string) => markerName.split(', ').slice(0, -2).join(', ');

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

const isLeafletChunk = (path: string) => /\/leaflet-map-[\w-]+\.js$/.test(path);

/**
 * A session as the login page leaves it (§4 "Code login"): a fresh code from the dev API, the
 * login call with basic auth ':'+code, and the session keys (§3, JSON values) written before the
 * app starts.
 */
async function loggedInSearch(page: Page): Promise<string> {
  const created = await page.request.post('/dev/api/codes', {
    data: { leistungsmerkmal: QUALIFICATION },
  });
  expect(created.ok()).toBe(true);
  const { code } = (await created.json()) as { code: string };
  const login = await page.request.get(`/web/api/v4/login?plz=${PLZ}`, {
    headers: { authorization: `Basic ${Buffer.from(`:${code}`).toString('base64')}` },
  });
  expect(login.ok()).toBe(true);
  const { kv } = (await login.json()) as { kv: string };
  await page.addInitScript(
    ({ code, plz, kv, qualification }) => {
      const set = (key: string, value: unknown) =>
        window.sessionStorage.setItem(`ets-session-${key}`, JSON.stringify(value));
      set('code', code);
      set('plz', plz);
      set('kv', kv);
      set('qualifikationen', qualification);
      window.localStorage.setItem('ets-settings-cookie-hide', 'true');
    },
    { code, plz: PLZ, kv, qualification: QUALIFICATION },
  );
  return `/terminservice/suche/${code}/${PLZ}/${QUALIFICATION}#isMap`;
}

test.describe('the map, without a tile server (this machine and CI have no internet)', () => {
  test('the app page carries no tile settings and the CSP allows no other image origin', async ({
    page,
  }) => {
    const response = await page.goto('/terminservice');
    const csp = response?.headers()['content-security-policy'] ?? '';
    expect(csp).toMatch(/img-src 'self' data:(;|$)/);
    await expect(page.locator('meta[name="terminservice-map-tile-url"]')).toHaveCount(0);
  });

  test('Leaflet is not part of the initial JS', async ({ page }) => {
    const scripts = watchScripts(page);
    const app = new AppShell(page);
    await app.goto('/terminservice');
    await expect(app.main.getByRole('heading', { level: 1 })).toBeVisible();
    expect(scripts.filter(isLeafletChunk)).toEqual([]);
  });
});

test.describe('the results map on the search page (#isMap)', () => {
  test('consent layer → Karte anzeigen → markers → a marker selects its office', async ({
    page,
  }, testInfo) => {
    const problems = await watchProblems(page);
    const scripts = watchScripts(page);
    const app = new AppShell(page);
    await app.goto(await loggedInSearch(page));

    // §2 "Map consent layer": the layer links to /datenschutz; nothing of the map is loaded yet.
    const show = app.main.getByRole('button', { name: 'Karte anzeigen' });
    await expect(show).toBeVisible();
    await expect(app.main.getByRole('link', { name: 'Datenschutzerklärung' })).toHaveAttribute(
      'href',
      '/datenschutz',
    );
    expect(scripts.filter(isLeafletChunk)).toEqual([]);
    await expectPageToBeAccessible(page);
    await app.screenshot(testInfo, 'map-consent');

    await show.click();
    const map = app.main.getByRole('region', { name: 'Karte der gefundenen Praxen' });
    const markers = map.locator('.map-marker[role="button"]');
    await expect(markers.first()).toBeVisible();
    expect(scripts.filter(isLeafletChunk)).toHaveLength(1);
    // §4 "Map consent: flag stored in local storage".
    expect(await page.evaluate(() => localStorage.getItem('ets-settings-map-consent'))).toBe(
      'true',
    );
    await expectPageToBeAccessible(page);
    await app.screenshot(testInfo, 'map');

    // Keyboard: a marker is reachable and Enter selects its office (the office with its slots).
    const first = markers.first();
    const name = (await first.getAttribute('aria-label')) ?? '';
    expect(name).not.toBe('');
    await first.focus();
    await expect(first).toBeFocused();
    await page.keyboard.press('Enter');
    // The search page shows the chosen office below the map, its heading focused, with its slots.
    const chosen = app.main.getByRole('heading', { level: 2, name: officeOf(name), exact: true });
    await expect(chosen).toBeFocused();
    await expect(
      app.main
        .getByRole('button', {
          name: new RegExp(`^\\d{2}:\\d{2} Uhr, .*${escape(officeOf(name))}`),
        })
        .first(),
    ).toBeVisible();
    await expect(first).toHaveAttribute('aria-current', 'true');

    // A click on another marker selects that office.
    if ((await markers.count()) > 1) {
      const second = markers.nth(1);
      const secondName = (await second.getAttribute('aria-label')) ?? '';
      await second.click();
      await expect(
        app.main.getByRole('heading', { level: 2, name: officeOf(secondName), exact: true }),
      ).toBeFocused();
    }
    await expectPageToBeAccessible(page);

    // Consent is remembered: after a reload the map shows at once.
    await page.reload();
    await expect(markers.first()).toBeVisible();
    await expect(app.main.getByRole('button', { name: 'Karte anzeigen' })).toHaveCount(0);
    expect(problems).toEqual([]);
  });

  test('a revoke on the privacy page brings the consent layer back', async ({ page }) => {
    const app = new AppShell(page);
    const search = await loggedInSearch(page);
    await app.goto(search);
    await app.main.getByRole('button', { name: 'Karte anzeigen' }).click();
    await expect(
      app.main.getByRole('region', { name: 'Karte der gefundenen Praxen' }),
    ).toBeVisible();

    await app.goto('/datenschutz');
    await app.main.getByRole('link', { name: 'Zustimmung zur Kartennutzung widerrufen' }).click();
    await expect(
      app.main.getByText(
        'Zustimmung zur Nutzung der Karte des Kartendienstes erfolgreich widerrufen.',
      ),
    ).toBeVisible();

    await app.goto(search);
    await expect(app.main.getByRole('button', { name: 'Karte anzeigen' })).toBeVisible();
    await expect(app.main.getByRole('region', { name: 'Karte der gefundenen Praxen' })).toHaveCount(
      0,
    );
  });
});
