// The slot alert, Terminalarm (issue #15, docs/alerts.md), end to end in Chromium, by keyboard
// alone: a code for a specialty no demo practice offers → no results → 'Terminalarm einrichten' →
// the PIN from the outbox confirms it → a demo practice publishes a matching slot through the
// SURGERY appointment desk's API → the matcher (a job in the server) writes the message into the
// outbox → its link, opened in a fresh browser, shows the alert; with the code the results show
// that slot → the patient books it → the alert has ended; the unsubscribe page still answers.
// axe on every page and dialog, at 1280 and 360 px.
import { expect, test, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { expectPageToBeAccessible } from '../support/accessibility.ts';
import { AppShell } from '../support/app.ts';
import { basicAuth } from '../support/booking-payload.ts';
import {
  Journey,
  cityOf,
  handOutCode,
  patiently,
  plzOf,
  readPin,
  uniqueMail,
} from '../support/journeys.ts';
import { tabTo } from '../support/keyboard.ts';
import { e2ePorts } from '../support/ports.ts';

const API = '/web/api/v4';
/**
 * Specialties no demo practice offers (apps/server/src/seed/fachgebiete.ts), one per project, so
 * that the search finds nothing and the two projects never meet each other's slot or alert.
 */
const SPECIALTY = { desktop: 'W201', phone: 'W052' } as const;
/** Late in the evening, where no demo slot and no slot of the desk's spec lies. */
const START = { desktop: '22:20', phone: '22:50' } as const;

type Project = keyof typeof SPECIALTY;

/** A demo practice near the postcode: its BSNR, from the facility search. */
async function practiceNear(request: APIRequestContext, plz: string): Promise<string> {
  const code = await handOutCode(request, 'W030');
  const search = await patiently(() =>
    request.get(`${API}/einrichtungssuche/durchfuehren`, {
      params: { plz },
      headers: basicAuth(code),
    }),
  );
  const { einrichtungen } = (await search.json()) as { einrichtungen: { bsnr: string }[] };
  expect(einrichtungen[0]?.bsnr).toMatch(/^\d{9}$/);
  return einrichtungen[0]!.bsnr;
}

/** Two days ahead, German date. */
function inTwoDays(): string {
  const day = new Date(Date.now() + 2 * 86_400_000);
  return day.toLocaleDateString('sv-SE', { timeZone: 'Europe/Berlin' });
}

/** The practice publishes one slot of a new profile for the specialty (the desk's calls). */
async function publishMatchingSlot(request: APIRequestContext, project: Project): Promise<void> {
  const bsnr = await practiceNear(request, plzOf(project));
  const tokenAnswer = await request.post('/dev/api/tokens', {
    data: { applicationType: 'SURGERY', subject: bsnr },
  });
  const { token } = (await tokenAnswer.json()) as { token: string };
  const headers = { 'x-ets-identification-token': token };
  const profile = await patiently(() =>
    request.post(`${API}/praxis/profile`, {
      headers,
      data: {
        name: `Terminalarm ${project}`,
        dauerMinuten: 20,
        termintyp: 'PRAESENZTERMIN',
        leistungsmerkmale: [SPECIALTY[project]],
        qualifikationen: [],
        hinweis: '',
        buchungsbefugnisse: ['PATIENT', 'TSS'],
        dringlichkeiten: [],
        freigabeTage: null,
      },
    }),
  );
  expect(profile.ok(), await profile.text()).toBe(true);
  const { id } = (await profile.json()) as { id: string };
  const slot = await patiently(() =>
    request.post(`${API}/praxis/slots`, {
      headers,
      data: { profilId: id, beginn: `${inTwoDays()}T${START[project]}` },
    }),
  );
  expect(slot.ok(), await slot.text()).toBe(true);
}

/** The alert's message in the outbox (dev API), once the matcher has written it; its link. */
async function alertLink(request: APIRequestContext, email: string): Promise<string> {
  let link = '';
  await expect
    .poll(
      async () => {
        const response = await request.get(`/dev/api/outbox?to=${encodeURIComponent(email)}`);
        const { messages } = (await response.json()) as {
          messages: { subject: string; text: string }[];
        };
        const message = messages.find((m) => m.subject.startsWith('Terminalarm:'));
        link =
          /http\S+\/terminservice\/terminalarm\/[A-Za-z0-9_-]{32}/.exec(message?.text ?? '')?.[0] ??
          '';
        return link;
      },
      { timeout: 30_000 },
    )
    .not.toBe('');
  return link;
}

/** WCAG 1.4.10: at 320 px nothing is wider than the viewport; then back to the project's width. */
async function expectReflow(page: Page): Promise<void> {
  const size = page.viewportSize()!;
  await page.setViewportSize({ width: 320, height: size.height });
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  );
  await page.setViewportSize(size);
}

/** Login with the code by keyboard and land on the empty results. */
async function searchByKeyboard(journey: Journey, code: string, plz: string): Promise<void> {
  const { page } = journey;
  await journey.app.goto('/terminservice');
  await tabTo(page, 'Auswahl bestätigen');
  await page.keyboard.press('Enter');
  await expect(journey.app.cookieNotice).toBeHidden();
  await tabTo(page, 'Ja');
  await page.keyboard.press('Space');
  await tabTo(page, journey.isPhone ? 'Vermittlungscode' : 'Zeichen 1 bis 4');
  await page.keyboard.type(code);
  await tabTo(page, 'Postleitzahl');
  await page.keyboard.type(plz);
  await expect(journey.main.getByText(cityOf(plz), { exact: true })).toBeVisible();
  await tabTo(page, 'Termin suchen');
  await page.keyboard.press('Enter');
  await expect(journey.main.getByText('Ihre Suche ergab leider keine Treffer.')).toBeVisible();
}

/** 'Terminalarm einrichten' → e-mail → PIN → confirmed, all by keyboard. */
async function setUpAlertByKeyboard(
  journey: Journey,
  request: APIRequestContext,
  email: string,
  testInfo: TestInfo,
): Promise<void> {
  const { page } = journey;
  const offer = journey.main.getByRole('region', { name: 'Terminalarm' });
  await expect(offer).toBeVisible();
  await journey.expectAccessible();
  await tabTo(page, 'Terminalarm einrichten', 120);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Terminalarm einrichten' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('alle Tage und Tageszeiten')).toBeVisible();
  await journey.expectAccessible();
  await journey.shot(testInfo, 'alert-dialog');
  await tabTo(page, /^E-Mail-Adresse/);
  await page.keyboard.type(email);
  await tabTo(page, 'PIN anfordern');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/terminservice\/terminalarm\/bestaetigen$/);
  await expect(
    journey.main.getByRole('heading', { level: 1, name: 'Terminalarm bestätigen' }),
  ).toBeVisible();
  await journey.expectFocusOnNewPage();
  await journey.expectAccessible();
  await journey.shot(testInfo, 'alert-pin');
  await expectReflow(page);
  await tabTo(page, /^PIN/);
  await page.keyboard.type(await readPin(request, email));
  await tabTo(page, 'Bestätigen');
  await page.keyboard.press('Enter');
  await expect(
    journey.main.getByRole('heading', { level: 1, name: 'Ihr Terminalarm ist eingerichtet' }),
  ).toBeFocused();
  await journey.expectAccessible();
}

/** The link page in a fresh browser: the filters; the code opens the results with the slot. */
async function openLinkAndBook(
  page: Page,
  project: Project,
  link: string,
  code: string,
  testInfo: TestInfo,
) {
  const journey = new Journey(page, project);
  await journey.app.goto(link.replace(/^http:\/\/[^/]+/, ''));
  await expect(
    journey.main.getByRole('heading', { level: 1, name: 'Ihr Terminalarm' }),
  ).toBeVisible();
  await expect(journey.main.getByText(`${plzOf(project)} ${cityOf(plzOf(project))}`)).toBeVisible();
  await tabTo(page, 'Auswahl bestätigen', 60);
  await page.keyboard.press('Enter');
  await journey.expectAccessible();
  await journey.shot(testInfo, 'alert-link');
  await expectReflow(page);
  await tabTo(page, journey.isPhone ? 'Vermittlungscode' : 'Zeichen 1 bis 4');
  await page.keyboard.type(code);
  await tabTo(page, 'Passende Termine anzeigen');
  await page.keyboard.press('Enter');
  await journey.expectResults();
  await expect(journey.slots()).toHaveCount(1);
  await expect(journey.slots().first()).toHaveAccessibleName(new RegExp(`^${START[project]} Uhr`));
  await journey.expectAccessible();
  return journey;
}

async function bookByKeyboard(journey: Journey, email: string): Promise<void> {
  const { page } = journey;
  const keys = page.keyboard;
  await tabTo(page, /^\d{2}:\d{2} Uhr/, 120);
  await keys.press('Enter');
  const hint = journey.hintDialog();
  const booking = journey.bookingDialog();
  await expect(hint.or(booking)).toBeVisible();
  if (await hint.isVisible()) {
    await tabTo(page, 'Zur Terminbuchung');
    await keys.press('Enter');
  }
  await expect(booking).toBeVisible();
  await journey.expectAccessible();
  const plz = plzOf(journey.isPhone ? 'phone' : 'desktop');
  const typeInto = async (label: string, text: string) => {
    await tabTo(page, label);
    await keys.type(text);
  };
  await tabTo(page, 'Geschlecht');
  await keys.type('W');
  await typeInto('Vorname', 'Erika');
  await typeInto('Nachname', 'Mustermann');
  await typeInto('Geburtsdatum', '1980-05-17');
  await typeInto('Straße', 'Hauptstraße');
  await typeInto('Postleitzahl', plz);
  await expect(booking.getByLabel('Ort', { exact: true })).toHaveValue(cityOf(plz));
  await typeInto('Rückrufnummer', '0171 2345678');
  await typeInto('E-Mail-Adresse', email);
  await typeInto('E-Mail-Adresse wiederholen', email);
  await tabTo(page, 'Termin buchen');
  await keys.press('Enter');
  await expect(page.getByText('Der Termin wurde verbindlich gebucht.')).toBeVisible();
  await expect(page).toHaveURL(/\/terminservice\/termin\/details$/);
}

test('no results → alert set up and confirmed → a practice publishes → the message’s link → book', async ({
  page,
  request,
  browser,
}, testInfo) => {
  test.setTimeout(240_000);
  const project = (testInfo.project.name === 'phone' ? 'phone' : 'desktop') as Project;
  const plz = plzOf(project);
  const email = uniqueMail('alarm', project);
  const code = await handOutCode(request, SPECIALTY[project]);

  const journey = new Journey(page, project);
  await searchByKeyboard(journey, code, plz);
  await journey.shot(testInfo, 'alert-no-results');
  await setUpAlertByKeyboard(journey, request, email, testInfo);
  await journey.shot(testInfo, 'alert-confirmed');

  await publishMatchingSlot(request, project);
  const link = await alertLink(request, email);
  expect(link).not.toContain(code);
  const key = link.slice(link.lastIndexOf('/') + 1);

  // The mail opened on another device: a fresh browser without the session.
  const context = await browser.newContext({
    ...testInfo.project.use,
    baseURL: testInfo.project.use.baseURL,
  });
  const other = await openLinkAndBook(await context.newPage(), project, link, code, testInfo);
  await other.shot(testInfo, 'alert-link-results');
  await bookByKeyboard(other, email);

  // The booking ended the alert; opening its link changed nothing before.
  const info = await request.post(`${API}/terminalarm/link`, { data: { link: key } });
  expect(((await info.json()) as { aktiv: boolean }).aktiv).toBe(false);

  // The unsubscribe page: opening it changes nothing, its one button ends (ended) alerts.
  await other.app.goto(`/terminservice/terminalarm/abmelden/${key}`);
  await expect(
    other.main.getByRole('heading', { level: 1, name: 'Terminalarm beenden' }),
  ).toBeVisible();
  await other.expectAccessible();
  await expectReflow(other.page);
  await tabTo(other.page, 'Terminalarm beenden');
  await other.page.keyboard.press('Enter');
  await expect(other.main.getByText(/Ihr Terminalarm ist beendet/)).toBeVisible();
  await other.expectAccessible();
  await other.shot(testInfo, 'alert-unsubscribed');
  await context.close();
});

test('TSS sets up an alert for a caller: the caller’s address, the PIN read out, typed by the agent', async ({
  page,
  request,
}, testInfo) => {
  const project = (testInfo.project.name === 'phone' ? 'phone' : 'desktop') as Project;
  const tss = `http://127.0.0.1:${e2ePorts().tssDispo}`;
  const code = await handOutCode(request, SPECIALTY[project]);
  const email = uniqueMail('alarm-tss', project);
  const tokenAnswer = await request.post(`${tss}/dev/api/tokens`, {
    data: { applicationType: 'TSS' },
  });
  const { token } = (await tokenAnswer.json()) as { token: string };
  const app = new AppShell(page);
  await app.goto(`${tss}/terminservice?token=${token}`);
  await app.confirmCookies();
  const referral = page.locator('form, section').filter({
    has: page.getByRole('heading', { level: 2, name: 'Termine finden mit Überweisung' }),
  });
  const first = referral.getByRole('textbox').first();
  await first.click();
  await first.pressSequentially(code);
  await referral.getByRole('textbox', { name: 'Postleitzahl' }).fill(plzOf(project));
  await referral.getByRole('button', { name: 'Termin suchen' }).click();
  await expect(app.main.getByText('Ihre Suche ergab leider keine Treffer.')).toBeVisible();
  const offer = app.main.getByRole('region', { name: 'Terminalarm' });
  await expect(offer.getByText(/Für die anrufende Person/)).toBeVisible();
  await offer.getByRole('button', { name: 'Terminalarm einrichten' }).click();
  const dialog = page.getByRole('dialog', { name: 'Terminalarm einrichten' });
  await expect(
    dialog.getByRole('group', { name: 'Wie soll die anrufende Person benachrichtigt werden?' }),
  ).toBeVisible();
  await expectPageToBeAccessible(page);
  await dialog.getByRole('textbox', { name: /^E-Mail-Adresse/ }).fill(email);
  await dialog.getByRole('button', { name: 'PIN anfordern' }).click();
  await expect(page).toHaveURL(/\/terminservice\/terminalarm\/bestaetigen$/);
  await expectPageToBeAccessible(page);
  const pin = await readPin(request, email);
  const messages = await request.get(`/dev/api/outbox?to=${encodeURIComponent(email)}`);
  expect(((await messages.json()) as { messages: { text: string }[] }).messages[0]?.text).toContain(
    'Mitarbeiter der 116117',
  );
  await app.main.getByRole('textbox', { name: /^PIN/ }).fill(pin);
  await app.main.getByRole('button', { name: 'Bestätigen' }).click();
  await expect(
    app.main.getByRole('heading', { level: 1, name: 'Ihr Terminalarm ist eingerichtet' }),
  ).toBeVisible();
  await expectPageToBeAccessible(page);
  await app.screenshot(testInfo, 'alert-tss-confirmed');
});
