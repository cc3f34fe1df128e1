// Reminders with confirm or release (issue #15 part 4, docs/reminders.md) against the real server:
// a practice publishes an in-person slot for tomorrow (within the 48 h lead time), a patient books
// it with an e-mail address, the reminder job (every 2 s here, support/settings.ts) puts the
// reminder with its two links in the outbox; the patient opens a link — the page shows the
// appointment and what the action means and changes nothing — and confirms by keyboard only.
// 'Termin freigeben' frees the slot at once (the search finds it again, the desk shows it free,
// another patient's slot alert fires for it: journey 3 of issue #15);
// 'Ich komme' shows 'bestätigt' in the practice's desk. axe on every page, at 1280 and 360 px.
//
// Its own practice, specialty and times: a practice found under the postcode prefix 39 (no other
// spec uses it), a profile for Humangenetik (W080, which no other spec searches or books) and
// slots tomorrow evening after the demo's opening hours, one time per project and test.
import { IDENTIFICATION_TOKEN_HEADER } from '@terminservice/domain/api';
import { join } from 'node:path';
import { expect, test, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { expectPageToBeAccessible } from '../support/accessibility.ts';
import { AppShell } from '../support/app.ts';
import { basicAuth, bookingHeaders, bookingPayload } from '../support/booking-payload.ts';
import { handOutCode, readPin, uniqueMail } from '../support/journeys.ts';
import { tabTo } from '../support/keyboard.ts';
import { e2ePorts } from '../support/ports.ts';

const API = '/web/api/v4';
const SURGERY = `http://127.0.0.1:${e2ePorts().surgery}`;
const MERKMAL = 'W080';
const PLZ_PREFIX = '39';
/** Tomorrow's start times (Berlin), one per project and test, 20-minute slots. */
const TIMES = {
  desktop: { freigeben: '21:00', komme: '21:30' },
  phone: { freigeben: '22:00', komme: '22:30' },
} as const;

interface Practice {
  readonly bsnr: string;
  readonly plz: string;
  readonly token: string;
  readonly profilId: string;
}

interface BookedSlot {
  readonly slotId: string;
  readonly date: string;
  readonly time: string;
  readonly email: string;
  readonly code: string;
}

type Project = keyof typeof TIMES;

function projectOf(testInfo: TestInfo): Project {
  return testInfo.project.name.startsWith('phone') ? 'phone' : 'desktop';
}

/** Tomorrow's date in Berlin, 'YYYY-MM-DD' (the desk and the slots speak Berlin time). */
function tomorrowInBerlin(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(
    new Date(Date.now() + 86_400_000),
  );
}

const german = (iso: string) => iso.split('-').reverse().join('.');

/** A demo practice under the postcode prefix, its practice token and a W080 profile of its own. */
async function practice(request: APIRequestContext, project: Project): Promise<Practice> {
  const code = await handOutCode(request, 'W030');
  const search = await request.get(`${API}/einrichtungssuche/durchfuehren`, {
    params: { plz: PLZ_PREFIX },
    headers: basicAuth(code),
  });
  expect(search.ok(), await search.text()).toBe(true);
  const { einrichtungen } = (await search.json()) as {
    einrichtungen: { bsnr: string; plz: string }[];
  };
  const found = einrichtungen[0];
  expect(found, `a demo practice under ${PLZ_PREFIX}…`).toBeDefined();
  const tokenAnswer = await request.post('/dev/api/tokens', {
    data: { applicationType: 'SURGERY', subject: found!.bsnr },
  });
  expect(tokenAnswer.ok(), await tokenAnswer.text()).toBe(true);
  const { token } = (await tokenAnswer.json()) as { token: string };
  const profile = await request.post(`${SURGERY}${API}/praxis/profile`, {
    headers: { [IDENTIFICATION_TOKEN_HEADER]: token },
    data: {
      name: `E2E-Erinnerung ${project} ${Date.now()}`,
      dauerMinuten: 20,
      termintyp: 'PRAESENZTERMIN',
      leistungsmerkmale: [MERKMAL],
      qualifikationen: [],
      hinweis: '',
      buchungsbefugnisse: ['PATIENT', 'TSS'],
      dringlichkeiten: [],
      freigabeTage: null,
    },
  });
  expect(profile.ok(), await profile.text()).toBe(true);
  const { id } = (await profile.json()) as { id: string };
  return { bsnr: found!.bsnr, plz: found!.plz, token, profilId: id };
}

/** The practice publishes a slot tomorrow at `time`; a patient books it with an e-mail address. */
async function bookTomorrow(
  request: APIRequestContext,
  at: Practice,
  time: string,
  label: string,
): Promise<BookedSlot> {
  const date = tomorrowInBerlin();
  const published = await request.post(`${SURGERY}${API}/praxis/slots`, {
    headers: { [IDENTIFICATION_TOKEN_HEADER]: at.token },
    data: { profilId: at.profilId, beginn: `${date}T${time}` },
  });
  expect(published.ok(), await published.text()).toBe(true);
  const { ids } = (await published.json()) as { ids: string[] };
  const code = await handOutCode(request, MERKMAL);
  const email = `e2e-erinnerung-${label}-${Date.now()}@example.org`;
  const booking = await request.post(`${API}/buchung`, {
    headers: bookingHeaders(code),
    data: bookingPayload(ids[0]!, MERKMAL, email),
  });
  expect(booking.status(), await booking.text()).toBe(204);
  return { slotId: ids[0]!, date, time, email, code };
}

/** The reminder in the outbox (the patient's mailbox) and its link for `action`. */
async function reminderLink(
  request: APIRequestContext,
  email: string,
  action: 'komme' | 'freigeben',
): Promise<string> {
  let text = '';
  await expect
    .poll(
      async () => {
        const outbox = await request.get(`/dev/api/outbox?to=${encodeURIComponent(email)}`);
        const { messages } = (await outbox.json()) as {
          messages: { subject: string; text: string }[];
        };
        text = messages.find((m) => m.subject.startsWith('Erinnerung:'))?.text ?? '';
        return text;
      },
      { timeout: 30_000 },
    )
    .toContain(`/terminservice/erinnerung/${action}/`);
  const link = new RegExp(`https?://\\S+/terminservice/erinnerung/${action}/[A-Za-z0-9_-]{43}`);
  const url = link.exec(text)?.[0];
  expect(url).toBeDefined();
  // The mail names the appointment and never the code.
  expect(text).toMatch(/^Termin: \w+, \d{2}\.\d{2}\.\d{4}, \d{2}:\d{2} Uhr$/m);
  return new URL(url!).pathname;
}

/** The appointment as the page shows it: date, time and practice. */
async function expectAppointment(page: Page, booked: BookedSlot): Promise<void> {
  const main = page.getByRole('main');
  await expect(main.getByText(german(booked.date), { exact: false })).toBeVisible();
  await expect(main.getByText(`${booked.time} Uhr`, { exact: true })).toBeVisible();
  await expect(main.getByText(booked.code)).toHaveCount(0);
}

/** The desk's state of the slot, through its API (the week view's call). */
async function deskState(request: APIRequestContext, at: Practice, booked: BookedSlot) {
  const week = await request.get(`${SURGERY}${API}/praxis/slots`, {
    params: { von: booked.date, bis: booked.date },
    headers: { [IDENTIFICATION_TOKEN_HEADER]: at.token },
  });
  expect(week.ok(), await week.text()).toBe(true);
  const { slots } = (await week.json()) as { slots: { id: string; zustand: string }[] };
  return slots.find((s) => s.id === booked.slotId)?.zustand;
}

/**
 * Another patient's slot alert (issue #15 part 1) for W080 around the practice, set up and confirmed
 * through the API before the release: the freed slot must reach it (journey 3). Returns its address.
 */
async function confirmedAlert(request: APIRequestContext, at: Practice, project: Project) {
  const email = uniqueMail(`reminder-alert`, project);
  const code = await handOutCode(request, MERKMAL);
  const subscribed = await request.post(`${API}/terminalarm`, {
    headers: basicAuth(code),
    data: {
      plz: at.plz,
      qualifikationen: [MERKMAL],
      radius: 5,
      tageszeiten: '00000000000000',
      termintyp: 'ALL',
      kanal: 'email',
      empfaenger: email,
    },
  });
  expect(subscribed.ok(), await subscribed.text()).toBe(true);
  const { token } = (await subscribed.json()) as { token: string };
  const pin = await readPin(request, email);
  const confirmed = await request.post(`${API}/terminalarm/bestaetigen`, { data: { token, pin } });
  expect(confirmed.ok(), await confirmed.text()).toBe(true);
  return { email, code };
}

/** The alert's message in the outbox once the matcher has written it (every second). */
async function alertMessage(request: APIRequestContext, email: string): Promise<string> {
  let text = '';
  await expect
    .poll(
      async () => {
        const response = await request.get(`/dev/api/outbox?to=${encodeURIComponent(email)}`);
        const { messages } = (await response.json()) as {
          messages: { subject: string; text: string }[];
        };
        text = messages.find((m) => m.subject.startsWith('Terminalarm:'))?.text ?? '';
        return text;
      },
      { timeout: 30_000 },
    )
    .not.toBe('');
  return text;
}

test.describe('reminders with confirm or release (issue #15)', () => {
  test("reminder → 'Termin freigeben' by keyboard → the slot is free again", async ({
    page,
  }, testInfo) => {
    test.setTimeout(240_000);
    const project = projectOf(testInfo);
    const at = await practice(page.request, project);
    const booked = await bookTomorrow(
      page.request,
      at,
      TIMES[project].freigeben,
      `frei-${project}`,
    );
    const path = await reminderLink(page.request, booked.email, 'freigeben');

    // The link's page: the appointment and the consequence; opening it changes nothing.
    const app = new AppShell(page);
    await app.goto(path);
    if (await app.cookieNotice.isVisible()) await app.confirmCookies();
    await expect(page.getByRole('heading', { level: 1, name: 'Termin freigeben' })).toBeVisible();
    await expectAppointment(page, booked);
    await expect(
      page.getByText(/Das Freigeben ist eine Absage nach den üblichen Regeln/),
    ).toBeVisible();
    await expect(
      page.getByText(/Es ist die erste von zwei möglichen Absagen mit Ihrem Vermittlungscode/),
    ).toBeVisible();
    expect(await deskState(page.request, at, booked)).toBe('gebucht');
    await expectPageToBeAccessible(page);
    await app.screenshot(testInfo, 'reminder-release');
    // WCAG 1.4.10: reflow at 320 px without horizontal scrolling.
    const viewport = page.viewportSize();
    await page.setViewportSize({ width: 320, height: 740 });
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
    await app.screenshot(testInfo, 'reminder-release-320');
    if (viewport) await page.setViewportSize(viewport);

    // Another patient waits for such a slot with a slot alert (journey 3: the release reaches it).
    const waiting = await confirmedAlert(page.request, at, project);

    // Keyboard only: Tab to the button, Enter.
    await tabTo(page, 'Termin freigeben');
    await page.keyboard.press('Enter');
    const done = page.getByRole('heading', { name: 'Der Termin wurde freigegeben.' });
    await expect(done).toBeVisible();
    await expect(done).toBeFocused();
    await expect(page.getByText(/neuen Termin buchen/)).toBeVisible();
    await expectPageToBeAccessible(page);
    await app.screenshot(testInfo, 'reminder-released');

    // The slot is free again at once: the desk shows it free, and a search finds it.
    expect(await deskState(page.request, at, booked)).toBe('frei');
    const searcher = await handOutCode(page.request, MERKMAL);
    const search = await page.request.get(`${API}/search`, {
      params: { plz: at.plz, someOf: MERKMAL },
      headers: basicAuth(searcher),
    });
    expect(search.ok(), await search.text()).toBe(true);
    expect(await search.text()).toContain(`"id":"${booked.slotId}"`);
    // … and the waiting patient's alert fires: a message with a link, never the code.
    const alert = await alertMessage(page.request, waiting.email);
    expect(alert).toMatch(/\/terminservice\/terminalarm\/[A-Za-z0-9_-]{32}/);
    expect(alert).not.toContain(waiting.code);

    // The link works once: opened again, the page says so.
    await app.goto(path);
    await expect(
      page.getByRole('heading', { name: 'Dieser Link kann nicht verwendet werden.' }),
    ).toBeVisible();
    await expect(page.getByText(/Sie haben diesen Termin bereits freigegeben/)).toBeVisible();
    await expectPageToBeAccessible(page);
  });

  test("reminder → 'Ich komme' by keyboard → the desk shows 'bestätigt'", async ({
    page,
    browser,
  }, testInfo) => {
    test.setTimeout(240_000);
    const project = projectOf(testInfo);
    const at = await practice(page.request, project);
    const booked = await bookTomorrow(page.request, at, TIMES[project].komme, `komme-${project}`);
    const path = await reminderLink(page.request, booked.email, 'komme');

    const app = new AppShell(page);
    await app.goto(path);
    if (await app.cookieNotice.isVisible()) await app.confirmCookies();
    await expect(page.getByRole('heading', { level: 1, name: 'Termin bestätigen' })).toBeVisible();
    await expectAppointment(page, booked);
    await expect(page.getByText(/sieht in ihrer Terminverwaltung, dass Sie kommen/)).toBeVisible();
    await expectPageToBeAccessible(page);
    await app.screenshot(testInfo, 'reminder-confirm');
    await tabTo(page, 'Ich komme');
    await page.keyboard.press('Enter');
    const done = page.getByRole('heading', { name: 'Vielen Dank für Ihre Bestätigung.' });
    await expect(done).toBeFocused();
    await expectPageToBeAccessible(page);
    await app.screenshot(testInfo, 'reminder-confirmed');

    // The practice's desk (SURGERY app) shows the booking 'bestätigt'.
    const desk = await browser.newContext({
      baseURL: SURGERY,
      viewport: testInfo.project.use.viewport ?? null,
      locale: 'de-DE',
      timezoneId: 'Europe/Berlin',
    });
    const deskPage = await desk.newPage();
    const deskApp = new AppShell(deskPage);
    await deskApp.goto(`/terminservice?token=${encodeURIComponent(at.token)}`);
    if (await deskApp.cookieNotice.isVisible()) await deskApp.confirmCookies();
    await deskPage.getByRole('link', { name: 'Terminverwaltung' }).click();
    await expect(
      deskPage.getByRole('heading', { level: 1, name: 'Terminverwaltung' }),
    ).toBeVisible();
    const weekday = new Intl.DateTimeFormat('de-DE', { weekday: 'long', timeZone: 'UTC' }).format(
      new Date(`${booked.date}T12:00:00Z`),
    );
    const day = deskPage.getByRole('region', { name: `${weekday}, ${german(booked.date)}` });
    // Tomorrow is next week when today is a Sunday.
    await expect(deskPage.getByText(/^Woche vom /)).toBeVisible();
    if (!(await day.isVisible())) {
      await deskPage.getByRole('button', { name: 'Nächste Woche' }).click();
    }
    const slot = day.getByRole('article', { name: `${booked.time} Uhr` });
    await expect(slot).toContainText('gebucht');
    await expect(slot).toContainText('bestätigt');
    await expect(slot).toContainText('Teilnahme');
    await expectPageToBeAccessible(deskPage);
    await slot.screenshot({
      path: join(
        testInfo.project.outputDir,
        'screenshots',
        `${testInfo.project.name}-desk-confirmed-slot.png`,
      ),
    });
    await deskApp.screenshot(testInfo, 'desk-confirmed');
    await desk.close();
  });
});
