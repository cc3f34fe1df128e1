// The search results page (§2 "Search results page", §4 "Search"): a fresh code from the dev API,
// logged in through the API, the session the login page would leave, then the page itself.
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { expectPageToBeAccessible } from '../support/accessibility.ts';
import { AppShell } from '../support/app.ts';
import { PHONE_ONLY_TAG } from '../support/phone-only.ts';

/** Demo postcode with guaranteed slots within 5 km for 14 days (apps/server seed). */
const PLZ = '10115';
const SPECIALTY = 'W030';
const SLOT_NAME = /^\d{2}:\d{2} Uhr, \w+, \d{2}\.\d{2}\.\d{4}/;

interface Session {
  readonly code: string;
  readonly qualifikationen: string[];
  readonly termintypen: string[];
}

/** A new code, logged in with the postcode so that the server knows it (§4 "Code login"). */
async function loggedInCode(
  request: APIRequestContext,
  leistungsmerkmal: string = SPECIALTY,
): Promise<Session> {
  const created = await request.post('/dev/api/codes', { data: { leistungsmerkmal } });
  expect(created.ok()).toBe(true);
  const { code } = (await created.json()) as { code: string };
  const login = await request.get(`/web/api/v4/login?plz=${PLZ}`, {
    headers: { Authorization: `Basic ${Buffer.from(`:${code}`).toString('base64')}` },
  });
  expect(login.ok()).toBe(true);
  const body = (await login.json()) as {
    qualifikationen: string[] | string;
    termintypen?: string[];
  };
  const qualifikationen = Array.isArray(body.qualifikationen)
    ? body.qualifikationen
    : body.qualifikationen.split(',');
  return { code, qualifikationen, termintypen: body.termintypen ?? [] };
}

/**
 * Stands in for the login page (another helper's feature): it stores code, postcode,
 * qualifications, appointment types and radius under `ets-session-…` as JSON, then opens
 * /terminservice/suche/{code}/{plz}/{quals}. Only missing keys are written, so a reload keeps what
 * the search page stored.
 */
async function openSearch(page: Page, session: Session, hash = '', radius = 5): Promise<AppShell> {
  const entries: [string, unknown][] = [
    ['ets-session-code', session.code],
    ['ets-session-plz', PLZ],
    ['ets-session-qualifikationen', session.qualifikationen],
    ['ets-session-termintypen', session.termintypen],
    ['ets-session-radius', radius],
  ];
  await page.addInitScript((values) => {
    for (const [key, value] of values) {
      if (window.sessionStorage.getItem(key) === null) {
        window.sessionStorage.setItem(key, JSON.stringify(value));
      }
    }
  }, entries);
  const app = new AppShell(page);
  await app.goto(
    `/terminservice/suche/${session.code}/${PLZ}/${session.qualifikationen.join(',')}${hash}`,
  );
  await app.confirmCookies();
  return app;
}

function slotButtons(scope: Locator | Page): Locator {
  return scope.getByRole('button', { name: SLOT_NAME });
}

/** The filters: in the page on a desktop, in the modal 'Suche anpassen:' on a phone (§2). */
async function filters(page: Page, isPhone: boolean): Promise<Locator> {
  if (!isPhone) return page.getByRole('region', { name: 'Suche eingrenzen' });
  await page.getByRole('button', { name: 'Suche anpassen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Suche anpassen:' });
  await expect(dialog).toBeVisible();
  return dialog;
}

function searchRequest(page: Page, param: string, value: string) {
  return page.waitForRequest((request) => {
    const url = new URL(request.url());
    return url.pathname === '/web/api/v4/search' && url.searchParams.get(param) === value;
  });
}

test.describe('the search results page', () => {
  let session: Session;

  test.beforeEach(async ({ request }) => {
    session = await loggedInCode(request);
  });

  test('shows the results per date with the code, slots, more link and details', async ({
    page,
  }, testInfo) => {
    const app = await openSearch(page, session);
    await expect(
      app.main.getByRole('heading', { level: 1, name: 'Termin auswählen' }),
    ).toBeVisible();
    await expect(app.main.getByText('Vermittlungscode:')).toContainText(
      `${session.code.slice(0, 4)}-${session.code.slice(4, 8)}-${session.code.slice(8)}`,
    );
    await expect(
      app.main.getByRole('heading', { level: 2, name: 'Gefundene Termine' }),
    ).toBeVisible();
    await expect(slotButtons(app.main).first()).toBeVisible();
    // A date header in German (dayjs 'de'), then the office items.
    await expect(
      app.main.getByRole('heading', { level: 3, name: /^\w+, \d{2}\.\d{2}\.\d{4}$/ }).first(),
    ).toBeVisible();
    await expectPageToBeAccessible(page);
    await app.screenshot(testInfo, 'search-results');
    // 320 px reflow: nothing wider than the viewport.
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);

    // '{n} weitere anzeigen' reveals the rest and hides itself.
    // The first office with hidden slots, held by its heading id (the filter stops matching once
    // the link is gone).
    const withMore = app.main
      .getByRole('article')
      .filter({ has: page.getByRole('button', { name: /^\d+ weitere anzeigen$/ }) })
      .first();
    const officeId = await withMore.getAttribute('aria-labelledby');
    const office = app.main.locator(`article[aria-labelledby="${officeId}"]`);
    const more = office.getByRole('button', { name: /^\d+ weitere anzeigen$/ });
    const hidden = Number((await more.textContent())?.match(/\d+/)?.[0]);
    await expect(slotButtons(office)).toHaveCount(3);
    await more.click();
    await expect(slotButtons(office)).toHaveCount(3 + hidden);
    await expect(more).toBeHidden();

    // 'Details anzeigen/ausblenden'.
    await office.getByRole('button', { name: 'Details anzeigen' }).click();
    const hide = office.getByRole('button', { name: 'Details ausblenden' });
    await expect(hide).toHaveAttribute('aria-expanded', 'true');
    await expectPageToBeAccessible(page);
    await hide.click();
    await expect(office.getByRole('button', { name: 'Details anzeigen' })).toBeVisible();
  });

  test('a slot opens the booking flow and stores the results referer', async ({ page }) => {
    const app = await openSearch(page, session);
    const slot = slotButtons(app.main).first();
    const time = (await slot.textContent())?.slice(0, 5) ?? '';
    await slot.click();
    // The booking feature: the practice-hint modal first when the office has a note, then the
    // booking modal with the chosen slot's start time (§2 "Booking modals").
    const hint = page.getByRole('dialog', {
      name: 'Bitte beachten Sie vor der Buchung folgende Hinweise der Praxis',
    });
    const booking = page.getByRole('dialog', {
      name: /^(Termin buchen|Videosprechstunde reservieren)$/,
    });
    await expect(hint.or(booking)).toBeVisible();
    if (await hint.isVisible()) {
      await hint.getByRole('button', { name: 'Zur Terminbuchung' }).click();
    }
    await expect(booking).toContainText(new RegExp(`\\d{2}\\.\\d{2}\\.\\d{4}, ${time} Uhr`));
    await expectPageToBeAccessible(page);
    const referer = await page.evaluate(() =>
      sessionStorage.getItem('ets-session-results-referer'),
    );
    expect(JSON.parse(referer ?? 'null')).toBe(new URL(page.url()).pathname);
  });

  test('a radius choice re-runs the search and is kept in the session', async ({
    page,
  }, testInfo) => {
    const isPhone = testInfo.project.name === 'phone';
    const app = await openSearch(page, session);
    await expect(slotButtons(app.main).first()).toBeVisible();
    const bar = await filters(page, isPhone);
    if (isPhone) await expectPageToBeAccessible(page);
    if (isPhone) await app.screenshot(testInfo, 'search-adjust-dialog');
    const searched = searchRequest(page, 'radius', '10');
    await bar
      .getByRole('group', { name: 'Suchradius' })
      .getByRole('button', { name: '10 km' })
      .click();
    await searched;
    await expect(slotButtons(app.main).first()).toBeVisible();
    // §4: the modal closes after the search.
    if (isPhone) await expect(page.getByRole('dialog')).toBeHidden();
    const radius = await page.evaluate(() => sessionStorage.getItem('ets-session-radius'));
    expect(radius).toBe('10');
    const again = await filters(page, isPhone);
    await expect(
      again.getByRole('group', { name: 'Suchradius' }).getByRole('button', { name: '10 km' }),
    ).toHaveAttribute('aria-pressed', 'true');
  });

  test('a new postcode re-runs the search and rewrites the URL', async ({ page }, testInfo) => {
    const isPhone = testInfo.project.name === 'phone';
    const app = await openSearch(page, session);
    await expect(slotButtons(app.main).first()).toBeVisible();
    const bar = await filters(page, isPhone);
    const searched = searchRequest(page, 'plz', '80331');
    await bar.getByRole('textbox', { name: 'Postleitzahl' }).fill('80331');
    await searched;
    await expect(page).toHaveURL(new RegExp(`/terminservice/suche/${session.code}/80331/`));
    await expect(slotButtons(app.main).first()).toBeVisible();
    // The rewrite is no page change: the keyboard stays where it was.
    if (!isPhone) await expect(bar.getByRole('textbox', { name: 'Postleitzahl' })).toBeFocused();
  });

  test('the days filter searches the chosen times; nothing on Sunday afternoons', async ({
    page,
  }, testInfo) => {
    const isPhone = testInfo.project.name === 'phone';
    const app = await openSearch(page, session);
    await expect(slotButtons(app.main).first()).toBeVisible();
    const bar = await filters(page, isPhone);
    await bar.getByRole('button', { name: 'Alle Tage und Zeiten' }).click();
    await bar
      .getByRole('group', { name: 'Sonntag' })
      .getByRole('checkbox', { name: 'Nachmittag' })
      .check();
    await expectPageToBeAccessible(page);
    const searched = searchRequest(page, 'daytime', '00000000000001');
    await bar.getByRole('button', { name: 'Anwenden' }).click();
    await searched;
    await expect(app.main.getByText('Ihre Suche ergab leider keine Treffer.')).toBeVisible();
    await expect(
      app.main.getByText(/^Leider sind in ihrer Region aktuell keine Termine/),
    ).toBeVisible();
    await expectPageToBeAccessible(page);
    await app.screenshot(testInfo, 'search-empty');
    const after = await filters(page, isPhone);
    await expect(after.getByRole('button', { name: 'Suchzeitraum' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  test('the free text narrows the results to matching practices', async ({ page }, testInfo) => {
    // On a phone the free text is in 'Suche anpassen:' (issue #23 part 4): typed there, read after.
    const isPhone = testInfo.project.name === 'phone';
    const app = await openSearch(page, session);
    const office = app.main.getByRole('article').first();
    await expect(office).toBeVisible();
    const name = (await office.getByRole('heading', { level: 4 }).textContent()) ?? '';
    const narrow = async (text: string) => {
      const scope = isPhone ? await filters(page, true) : app.main;
      await scope.getByRole('searchbox', { name: 'Ergebnisse durchsuchen' }).fill(text);
      if (isPhone)
        await page.getByRole('dialog').getByRole('button', { name: 'Schließen' }).click();
    };
    await narrow('keine Praxis heißt so');
    await expect(app.main.getByText('Ihre Suche ergab leider keine Treffer.')).toBeVisible();
    await narrow(name);
    await expect(app.main.getByRole('article').first()).toBeVisible();
    await expect(app.main.getByText('Ihre Suche ergab leider keine Treffer.')).toBeHidden();
  });

  test('the extra sections expand one way', async ({ page, request }) => {
    // The demo data offers released and later gynaecology slots within 20 km of 10115.
    const gynaecology = await loggedInCode(request, 'W050');
    const app = await openSearch(page, gynaecology, '', 20);
    await expect(slotButtons(app.main).first()).toBeVisible();
    for (const [label, heading] of [
      ['An den Arzt freigegebene Termine anzeigen', 'An den Arzt freigegebene Termine'],
      ['Spätere Termine anzeigen', 'Spätere Termine'],
    ] as const) {
      const toggle = app.main.getByRole('button', { name: label });
      await toggle.click();
      await expect(toggle).toBeHidden();
      const section = app.main.getByRole('region', { name: heading });
      await expect(section.getByRole('heading', { level: 2, name: heading })).toBeFocused();
      await expect(slotButtons(section).first()).toBeVisible();
    }
    await expectPageToBeAccessible(page);
  });

  test('#isMap shows the map, the toggle returns to the list', async ({ page }, testInfo) => {
    const app = await openSearch(page, session, '#isMap');
    const view = app.main.getByRole('group', { name: 'Ansicht' });
    await expect(view.getByRole('button', { name: 'Karte' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(
      app.main.getByText('Wählen Sie eine Praxis auf der Karte, um ihre Termine zu sehen.'),
    ).toBeVisible();
    // §2 "Map consent layer" first; after 'Karte anzeigen' the map with one marker per office.
    await expectPageToBeAccessible(page);
    await app.main.getByRole('button', { name: 'Karte anzeigen' }).click();
    const map = app.main.getByRole('region', { name: 'Karte der gefundenen Praxen' });
    await expect(map.locator('.map-marker[role="button"]').first()).toBeVisible();
    await expectPageToBeAccessible(page);
    await app.screenshot(testInfo, 'search-map');
    await view.getByRole('button', { name: 'Liste' }).click();
    await expect(page).not.toHaveURL(/#isMap/);
    await expect(slotButtons(app.main).first()).toBeVisible();
  });
});

// Issue #23 part 4: on a phone (390 × 844) the first appointment is on the first screen — the code
// status is one line that opens its list, the filters sit behind 'Suche anpassen'.
test.describe('the results page on a 390 × 844 phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  // The test sets its own viewport, so it runs once: in the phone project (PHONE_ONLY_TAG).
  test(
    'shows the first appointment without scrolling',
    { tag: PHONE_ONLY_TAG },
    async ({ page, request }, testInfo) => {
      const app = await openSearch(page, await loggedInCode(request));
      const first = slotButtons(app.main).first();
      await expect(first).toBeVisible();
      const status = app.main.getByRole('region', { name: 'Status des Vermittlungscodes' });
      const line = status.getByRole('button', {
        name: 'Absagen: 0 von 2 · Gültig bis',
        exact: false,
      });
      await expect(line).toHaveAttribute('aria-expanded', 'false');
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      const box = await first.boundingBox();
      expect(box).not.toBeNull();
      expect(box!.y + box!.height).toBeLessThanOrEqual(844);
      await app.screenshot(testInfo, 'search-phone-first-screen');
      // The line opens the whole status, and the page stays accessible.
      await line.click();
      await expect(line).toHaveAttribute('aria-expanded', 'true');
      await expect(status.getByRole('definition').first()).toBeVisible();
      await expectPageToBeAccessible(page);
    },
  );
});
