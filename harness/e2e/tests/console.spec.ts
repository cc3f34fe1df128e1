// Clean console (issue #16): every page and every modal of the four apps runs under the server's
// strict CSP (style-src 'self', no 'unsafe-inline') with 0 CSP violations and 0 console errors.
// A `securitypolicyviolation` listener in the page and the console's errors and uncaught page
// errors are collected from the first script on; each step asserts that nothing was collected.
// Radix's scroll lock used to inject a <style> on every modal, which the CSP blocked.
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { buildSearchPath, ROUTES } from '@terminservice/domain/search';
import { AppShell } from '../support/app.ts';
import { BookingModals, SLOT_NAME, startSession } from '../support/booking.ts';
import { basicAuth, bookingHeaders, bookingPayload } from '../support/booking-payload.ts';
import { e2ePorts } from '../support/ports.ts';

const PORTS = e2ePorts();
const origin = (port: number) => `http://127.0.0.1:${port}`;

/** Collects CSP violations, console errors and page errors; `expectClean` asserts there are none. */
class ConsoleWatch {
  readonly problems: string[] = [];

  static async on(page: Page): Promise<ConsoleWatch> {
    const watch = new ConsoleWatch();
    page.on('console', (message) => {
      if (message.type() === 'error') watch.problems.push(`console: ${message.text()}`);
    });
    page.on('pageerror', (error) => watch.problems.push(`page error: ${error.message}`));
    await page.exposeFunction('__reportCspViolation', (text: string) =>
      watch.problems.push(`CSP: ${text}`),
    );
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        const report = (window as unknown as { __reportCspViolation: (text: string) => void })
          .__reportCspViolation;
        void report(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`);
      });
    });
    return watch;
  }

  /** After a step: nothing was reported (violations are reported asynchronously: a beat first). */
  async expectClean(page: Page, step: string): Promise<void> {
    await page.waitForTimeout(250);
    expect(this.problems, `after ${step}`).toEqual([]);
  }
}

async function openPage(app: AppShell, watch: ConsoleWatch, path: string): Promise<void> {
  await app.goto(path);
  await expect(app.main.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await watch.expectClean(app.page, path);
}

/** Opens a modal, checks it and the console, and closes it with the given button. */
async function throughModal(
  page: Page,
  watch: ConsoleWatch,
  open: () => Promise<void>,
  dialog: Locator,
  close: string,
): Promise<void> {
  await open();
  await expect(dialog).toBeVisible();
  await watch.expectClean(page, `opening ${await dialog.getAttribute('aria-labelledby')}`);
  await dialog.getByRole('button', { name: close, exact: true }).first().click();
  await expect(dialog).toBeHidden();
  await watch.expectClean(page, `closing ${close}`);
}

async function json<T>(answer: Awaited<ReturnType<APIRequestContext['post']>>): Promise<T> {
  expect(answer.ok(), await answer.text()).toBe(true);
  return (await answer.json()) as T;
}

async function newCode(request: APIRequestContext, base: string, leistungsmerkmal: string) {
  const body = await json<{ code: string }>(
    await request.post(`${base}/dev/api/codes`, { data: { leistungsmerkmal } }),
  );
  return body.code;
}

async function tokenFor(request: APIRequestContext, base: string, applicationType: string) {
  const body = await json<{ token: string }>(
    await request.post(`${base}/dev/api/tokens`, { data: { applicationType } }),
  );
  return body.token;
}

/** The results' filters: in a row, or on a phone in the modal 'Suche anpassen:' (checked too). */
async function throughAdjustModal(page: Page, watch: ConsoleWatch): Promise<void> {
  const adjust = page.getByRole('button', { name: 'Suche anpassen', exact: true });
  if (!(await adjust.isVisible())) return;
  await throughModal(
    page,
    watch,
    () => adjust.click(),
    page.getByRole('dialog', { name: 'Suche anpassen:' }),
    'Schließen',
  );
}

/** The practice-hint modal (when the practice has a note) and the booking modal, then 'Abbrechen'. */
async function throughBookingModals(page: Page, watch: ConsoleWatch): Promise<void> {
  const modals = new BookingModals(page);
  await page.getByRole('button', { name: SLOT_NAME }).first().click();
  await expect(modals.hint.or(modals.booking)).toBeVisible();
  if (await modals.hint.isVisible()) {
    await watch.expectClean(page, 'the practice-hint modal');
    await modals.hint.getByRole('button', { name: 'Zur Terminbuchung' }).click();
  }
  await expect(modals.booking).toBeVisible();
  await modals.booking.getByRole('button', { name: 'Details anzeigen' }).click();
  await watch.expectClean(page, 'the booking modal');
  await modals.booking.getByRole('button', { name: 'Abbrechen', exact: true }).click();
  await expect(modals.booking).toBeHidden();
  await watch.expectClean(page, 'closing the booking modal');
}

test.describe('Clean console: 0 CSP violations, 0 console errors (issue #16)', () => {
  // Each test walks many pages of an app: more than the default minute on a busy machine.
  test.describe.configure({ timeout: 300_000 });

  test('WEB: every page, the results with their modals and the map, the confirmation modal', async ({
    page,
  }, testInfo) => {
    const watch = await ConsoleWatch.on(page);
    const app = new AppShell(page);
    await app.goto(ROUTES.base);
    await watch.expectClean(page, 'the start page with the cookie notice');
    await app.confirmCookies();
    for (const path of [
      ROUTES.base,
      ROUTES.faq,
      ROUTES.booking,
      ROUTES.contact,
      `${ROUTES.emailVerification}/valid`,
      ROUTES.privacy,
      ROUTES.imprint,
      ROUTES.accessibility,
      `${ROUTES.base}/dev`,
    ]) {
      await openPage(app, watch, path);
    }

    // Results: a guaranteed demo postcode; nothing is booked here, so no slot is taken from others.
    const session = await startSession(page, page.request, {
      leistungsmerkmal: 'W030',
      plz: testInfo.project.name.startsWith('phone') ? '20095' : '50667',
    });
    await app.goto(session.searchPath);
    await expect(page.getByRole('button', { name: SLOT_NAME }).first()).toBeVisible();
    await watch.expectClean(page, 'the results');
    await throughAdjustModal(page, watch);
    await throughBookingModals(page, watch);

    // The map view, with its consent layer first (§2 "Map").
    await page.goto(`${session.searchPath}#isMap`);
    await app.waitUntilReady();
    const consent = page.getByRole('button', { name: 'Karte anzeigen' });
    await expect(consent).toBeVisible();
    await consent.click();
    await expect(page.locator('.leaflet-container')).toBeVisible();
    await watch.expectClean(page, 'the map');

    // The details page with the confirmation modal (§2): a booking made through the API.
    const code = await bookedCode(page.request, testInfo.project.name);
    await page.evaluate((value) => {
      sessionStorage.setItem('ets-session-code', JSON.stringify(value));
    }, code);
    await app.goto(ROUTES.details);
    const confirmation = page.getByRole('dialog');
    await expect(confirmation).toBeVisible();
    await watch.expectClean(page, 'the details page with the confirmation modal');
    await confirmation.getByRole('button', { name: 'Ich habe mir den Code notiert' }).click();
    await expect(confirmation).toBeHidden();
    await watch.expectClean(page, 'the details page');
  });

  test('TSS/DISPO: login blocks, results with the staff filters, booking modal', async ({
    page,
  }, testInfo) => {
    const base = origin(PORTS.tssDispo);
    const watch = await ConsoleWatch.on(page);
    const app = new AppShell(page);
    const token = await tokenFor(page.request, base, 'TSS');
    await app.goto(`${base}${ROUTES.base}?token=${token}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Termin suchen' })).toBeVisible();
    await app.confirmCookies();
    await watch.expectClean(page, 'the TSS login page');
    for (const path of [ROUTES.faq, ROUTES.booking, ROUTES.privacy]) {
      await openPage(app, watch, `${base}${path}`);
    }
    const code = await newCode(page.request, base, 'W030');
    const plz = testInfo.project.name.startsWith('phone') ? '20095' : '50667';
    await app.goto(
      `${base}${buildSearchPath('TSS', { code, plz, qualifikationen: ['W030'], radius: 5 })}`,
    );
    await expect(page.getByRole('button', { name: SLOT_NAME }).first()).toBeVisible();
    await watch.expectClean(page, 'the TSS results');
    await throughAdjustModal(page, watch);
    await throughBookingModals(page, watch);
  });

  test('SURGERY: login with the generated code, qualification picker, billing note', async ({
    page,
  }) => {
    const base = origin(PORTS.surgery);
    const watch = await ConsoleWatch.on(page);
    const app = new AppShell(page);
    const token = await tokenFor(page.request, base, 'SURGERY');
    await app.goto(`${base}${ROUTES.base}?token=${token}`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Termine finden mit Überweisung' }),
    ).toBeVisible();
    await app.confirmCookies();
    await watch.expectClean(page, 'the SURGERY login page');
    // The generated code is open for every specialty: 'Termin suchen' opens the picker (§4).
    const postcode = page.getByLabel('Postleitzahl der Patientin oder des Patienten');
    await expect(page.getByRole('button', { name: 'Vermittlungscode kopieren' })).toBeEnabled();
    await postcode.fill('60311');
    await page.getByRole('button', { name: 'Termin suchen', exact: true }).click();
    const picker = page.getByRole('dialog');
    await expect(picker).toBeVisible();
    await watch.expectClean(page, 'the qualification picker');
    await picker.getByRole('button', { name: 'Abbrechen', exact: true }).click();
    await expect(picker).toBeHidden();
    await watch.expectClean(page, 'closing the qualification picker');
    for (const path of ['/terminservice/hinweis-abrechnung', ROUTES.faq, ROUTES.privacy]) {
      await openPage(app, watch, `${base}${path}`);
    }
  });

  test('SMED: the facility search and its booking modals', async ({ page }) => {
    const base = origin(PORTS.smed);
    const watch = await ConsoleWatch.on(page);
    const app = new AppShell(page);
    const pseudonym = await tokenFor(page.request, base, 'SMED');
    const code = await newCode(page.request, base, 'A001');
    await app.goto(`${base}${ROUTES.search}/${code}/${encodeURIComponent(pseudonym)}`);
    await app.confirmCookies();
    await expect(page.getByRole('button', { name: SLOT_NAME }).first()).toBeVisible();
    await watch.expectClean(page, 'the SMED results');
    await throughBookingModals(page, watch);
    for (const path of [ROUTES.faq, ROUTES.privacy]) {
      await openPage(app, watch, `${base}${path}`);
    }
  });
});

type Slots = Record<string, Record<string, Record<string, Record<string, SlotItem[]>>>>;
interface SlotItem {
  readonly id: string;
  readonly termintyp?: string;
}

/**
 * A code with a booked in-person appointment near 60311, booked through the API as the app would.
 * A slot far down the list (one per project): the SURGERY spec books the first two there.
 */
async function bookedCode(request: APIRequestContext, project: string): Promise<string> {
  const code = await newCode(request, '', 'W030');
  const search = await request.get('/web/api/v4/search', {
    params: { plz: '60311', someOf: 'W030' },
    headers: basicAuth(code),
  });
  const { slots } = await json<{ slots: Slots }>(search);
  const inPerson = Object.values(slots)
    .flatMap((byDate) => Object.values(byDate))
    .flatMap((byPraxis) => Object.values(byPraxis))
    .flatMap((byProfile) => Object.values(byProfile))
    .flat()
    .filter((slot) => slot.termintyp !== 'VIDEOSPRECHSTUNDE');
  const slot = inPerson[project.startsWith('phone') ? 7 : 6];
  expect(slot, 'an in-person slot near 60311').toBeDefined();
  const booking = await request.post('/web/api/v4/buchung', {
    headers: bookingHeaders(code),
    data: bookingPayload(slot!.id, 'W030', `e2e-console-${project}-${Date.now()}@example.org`),
  });
  expect(booking.status(), await booking.text()).toBe(204);
  return code;
}
