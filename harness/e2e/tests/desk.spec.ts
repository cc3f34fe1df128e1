// The SURGERY app's appointment desk 'Terminverwaltung' (docs/supply.md) against the real server
// on its port (E2E_PORT+2): a demo practice's token (subject = its BSNR) → the start page's link →
// a new profile → a series by keyboard only, whose preview count is what gets published → the week
// view → withdraw one → a patient books one → the desk shows it 'gebucht' with the masked code →
// the practice cancels with a reason → the patient's mail is in the outbox and the same code logs
// in again on the WEB app. axe on the page and every dialog, at 1280 and 360 px.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectPageToBeAccessible } from '../support/accessibility.ts';
import { AppShell } from '../support/app.ts';
import { bookingHeaders, bookingPayload } from '../support/booking-payload.ts';
import { Journey, handOutCode } from '../support/journeys.ts';
import { tabTo } from '../support/keyboard.ts';
import { e2ePorts } from '../support/ports.ts';
import { demoPractice, practiceToken } from '../support/practice.ts';

const BASE = `http://127.0.0.1:${e2ePorts().surgery}`;
const WEB = `http://127.0.0.1:${e2ePorts().web}`;
test.use({ baseURL: BASE });

const API = '/web/api/v4';
/** Each project works at another demo practice and after the demo's opening hours (blocks end by 19:30). */
const PLACE = { desktop: '10115', phone: '80331' } as const;
const WINDOW = { desktop: ['20:00', '21:00'], phone: ['21:00', '22:00'] } as const;
/** A retry publishes after the first attempt's window: its slots stay and would overlap. */
const RETRY_WINDOW = ['22:00', '23:00'] as const;

/** Local dates of the Monday and Sunday of next week. */
function nextWeek(): { monday: string; days: string[] } {
  const now = new Date();
  const day = (now.getDay() + 6) % 7;
  const monday = new Date(now.getFullYear(), now.getMonth(), now.getDate() - day + 7, 12);
  const days = Array.from({ length: 7 }, (_, i) => {
    const d = new Date(monday.getTime() + i * 86_400_000);
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  });
  return { monday: days[0]!, days };
}

/** `inner`'s box lies within `outer`'s (a card wider than its day column overflows it). */
async function expectInside(inner: Locator, outer: Locator): Promise<void> {
  const [a, b] = [await inner.boundingBox(), await outer.boundingBox()];
  expect(a && b).toBeTruthy();
  expect(a!.x).toBeGreaterThanOrEqual(b!.x - 0.5);
  expect(a!.x + a!.width).toBeLessThanOrEqual(b!.x + b!.width + 0.5);
}

const german = (iso: string) => iso.split('-').reverse().join('.');
const status = (page: Page) => page.locator('.ts-desk > p.kern-sr-only[role="status"]');

async function createProfile(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: 'Neues Terminprofil' }).click();
  const dialog = page.getByRole('dialog', { name: 'Terminprofil anlegen' });
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await dialog.getByRole('spinbutton', { name: 'Dauer in Minuten' }).fill('20');
  await dialog.getByRole('button', { name: 'Leistungsmerkmale auswählen' }).click();
  const picker = page.getByRole('dialog', { name: 'Fachrichtung auswählen' });
  await picker.getByRole('searchbox', { name: 'Fachrichtung suchen' }).fill('Augenheilkunde');
  await picker.getByRole('checkbox', { name: 'Augenheilkunde', exact: true }).check();
  await picker.getByRole('button', { name: 'FACHRICHTUNG AUSWÄHLEN' }).click();
  await expect(dialog.getByText('Augenheilkunde', { exact: true })).toBeVisible();
  await expectPageToBeAccessible(page);
  await dialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(dialog).toBeHidden();
  await expect(status(page)).toHaveText(`Das Terminprofil „${name}“ wurde gespeichert.`);
  await expect(page.getByRole('article', { name: new RegExp(name) })).toBeVisible();
}

/**
 * One Tab into a date or time input: Chromium keeps :focus-visible off them (the focus sits in
 * their segments), so this checks the label and the drawn ring (desk.css) instead.
 */
async function tabIntoField(page: Page, label: string): Promise<void> {
  // Tab also walks the segments (hours, minutes; day, month, year) of the field before.
  for (let step = 0; step < 4; step++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const el = document.activeElement as HTMLInputElement | null;
      const name = el?.id ? document.querySelector(`label[for="${el.id}"]`)?.textContent : '';
      const style = el ? getComputedStyle(el) : null;
      return { name: name?.trim() ?? '', outline: style?.outlineStyle ?? 'none' };
    });
    if (focused.name !== label) continue;
    expect(focused.outline, `focus on "${label}" has no visible ring`).not.toBe('none');
    return;
  }
  throw new Error(`Tab did not reach "${label}".`);
}

/** The series form by keyboard only: Tab, arrows, Space and typing. */
async function publishSeriesByKeyboard(page: Page, name: string, from: string, to: string) {
  const { days } = nextWeek();
  await page.getByRole('heading', { name: 'Termine anlegen' }).scrollIntoViewIfNeeded();
  await page.getByRole('heading', { name: 'Termine anlegen' }).click();
  await tabTo(page, 'Eine Terminserie');
  await tabTo(page, 'Terminprofil');
  // A closed select picks the option whose label one types (type-ahead).
  await page.keyboard.type(name);
  await expect
    .poll(() =>
      page
        .getByRole('combobox', { name: 'Terminprofil' })
        .evaluate((el: HTMLSelectElement) => el.selectedOptions[0]?.textContent ?? ''),
    )
    .toBe(name);
  // Monday to Friday are preselected; the last weekday box comes before the times.
  await tabTo(page, 'Sonntag');
  // Each field is reached by Tab; the values of Chromium's segmented date and time inputs are set
  // with fill(), as typing into their segments depends on the segment the focus lands in.
  const set = async (label: string, value: string) => {
    await tabIntoField(page, label);
    await page.getByLabel(label, { exact: true }).fill(value);
  };
  await set('Von (Uhrzeit)', from);
  await set('Bis (Uhrzeit)', to);
  await set('Startdatum', days[0]!);
  await set('Enddatum', days[6]!);
  // Monday to Friday (preselected), one hour of 20-minute slots: 3 a day.
  await expect(page.getByText('Es werden 15 Termine angelegt.')).toBeVisible();
  await expectPageToBeAccessible(page);
  await tabIntoField(page, 'Abstand zwischen zwei Terminen in Minuten');
  await tabTo(page, 'Terminserie anlegen');
  await page.keyboard.press('Enter');
  await expect(status(page)).toHaveText('Es wurden 15 Termine angelegt.');
}

test.describe('the appointment desk of the SURGERY app', () => {
  test('publish, withdraw, see a booking, cancel it; the code books again', async ({
    page,
    browser,
  }, testInfo) => {
    // A long journey on a machine shared by many runs: generous, not a weakened check.
    test.setTimeout(480_000);
    const project = testInfo.project.name.startsWith('phone') ? 'phone' : 'desktop';
    const [from, to] = testInfo.retry > 0 ? RETRY_WINDOW : WINDOW[project];
    const { bsnr } = await demoPractice(page.request, BASE, PLACE[project]);
    const token = await practiceToken(page.request, BASE, bsnr);
    const app = new AppShell(page);
    await app.goto(`/terminservice?token=${encodeURIComponent(token)}`);
    if (await app.cookieNotice.isVisible()) await app.confirmCookies();
    await page.getByRole('link', { name: 'Terminverwaltung' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Terminverwaltung' })).toBeVisible();
    await expect(page.getByText(`BSNR ${bsnr}`)).toBeVisible();
    await expectPageToBeAccessible(page);

    const name = `E2E-Sprechstunde ${project} ${Date.now()}`;
    await createProfile(page, name);
    await publishSeriesByKeyboard(page, name, from, to);

    // The week view, next week: three free slots on Monday.
    const { monday, days } = nextWeek();
    await page.getByRole('button', { name: 'Nächste Woche' }).click();
    await expect(page.getByText(`Woche vom ${german(monday)} bis`)).toBeVisible();
    const dayRegion = (iso: string, weekday: string) =>
      page.getByRole('region', { name: `${weekday}, ${german(iso)}` });
    const mon = dayRegion(days[0]!, 'Montag');
    await expect(mon.getByRole('article', { name: new RegExp(`^${from} Uhr$`) })).toContainText(
      'frei',
    );
    await expectPageToBeAccessible(page);

    // Withdraw one after the confirmation.
    await mon.getByRole('button', { name: `Termin um ${from} Uhr zurückziehen` }).click();
    const confirm = page.getByRole('dialog', { name: 'Termine zurückziehen' });
    await expectPageToBeAccessible(page);
    await confirm.getByRole('button', { name: 'Zurückziehen' }).click();
    await expect(status(page)).toHaveText('1 Termin wurde zurückgezogen.');
    await expect(mon.getByRole('article', { name: new RegExp(`^${from} Uhr$`) })).toHaveCount(0);

    // A patient books Tuesday's first slot (through the API, as the WEB app does).
    const slots = await page.request.get(`${API}/praxis/slots`, {
      params: { von: days[1]!, bis: days[1]! },
      headers: { 'x-ets-identification-token': token },
    });
    expect(slots.ok(), await slots.text()).toBe(true);
    const tuesdaySlot = (
      (await slots.json()) as { slots: { id: string; beginn: string }[] }
    ).slots.find((s) => s.beginn.slice(11, 16) === from);
    const code = await handOutCode(page.request, 'W030');
    const email = `e2e-desk-${project}-${Date.now()}@example.org`;
    const booking = await page.request.post(`${API}/buchung`, {
      headers: bookingHeaders(code),
      data: bookingPayload(tuesdaySlot!.id, 'W030', email),
    });
    expect(booking.status(), await booking.text()).toBe(204);

    // The desk shows it booked, with the masked code and the patient.
    await page.getByRole('button', { name: 'Heute' }).click();
    await page.getByRole('button', { name: 'Nächste Woche' }).click();
    const tue = dayRegion(days[1]!, 'Dienstag');
    const booked = tue.getByRole('article', { name: new RegExp(`^${from} Uhr$`) });
    await expect(booked).toContainText('gebucht');
    await expect(booked).toContainText(`****-****-${code.slice(-4)}`);
    await expect(booked).toContainText('Erika Musterfrau');
    await expectPageToBeAccessible(page);
    // The booked card with its buttons stays inside its day, here and on a 320 px phone, where the
    // page does not scroll sideways either.
    await expectInside(booked, tue);
    await app.screenshot(testInfo, 'desk-week-booked');
    const viewport = page.viewportSize()!;
    await page.setViewportSize({ width: 320, height: 720 });
    await expectInside(booked, tue);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      320,
    );
    await booked.scrollIntoViewIfNeeded();
    await app.screenshot(testInfo, 'desk-week-booked-320');
    await page.setViewportSize(viewport);

    // The practice cancels with a reason.
    await booked.getByRole('button', { name: `Termin absagen: ${from} Uhr` }).click();
    const cancel = page.getByRole('dialog', { name: 'Termin absagen' });
    await expect(cancel).toContainText('mit demselben Vermittlungscode einen neuen Termin buchen');
    await cancel.getByRole('button', { name: 'Termin absagen' }).click();
    await expect(cancel.getByText('Bitte geben Sie einen Grund für die Absage an.')).toBeVisible();
    await expectPageToBeAccessible(page);
    await cancel
      .getByRole('textbox', { name: /Grund der Absage/ })
      .fill('Die Ärztin ist erkrankt.');
    await cancel.getByRole('button', { name: 'Termin absagen' }).click();
    await expect(status(page)).toHaveText(
      'Der Termin wurde abgesagt. Die Patientin oder der Patient wurde per E-Mail informiert.',
    );
    await expect(booked).toContainText('gesperrt');

    // The patient's message is in the outbox, and the same code logs in again.
    await expect
      .poll(async () => {
        const outbox = await page.request.get(`/dev/api/outbox?to=${encodeURIComponent(email)}`);
        const { messages } = (await outbox.json()) as { messages: { text: string }[] };
        return messages.some((m) => m.text.includes('Grund: Die Ärztin ist erkrankt.'));
      })
      .toBe(true);
    const patient = await browser.newContext({
      baseURL: WEB,
      viewport: testInfo.project.use.viewport ?? null,
      locale: 'de-DE',
      timezoneId: 'Europe/Berlin',
    });
    const journey = new Journey(await patient.newPage(), project);
    await journey.start();
    await journey.loginWithCode(code, '10115');
    await journey.expectResults();
    await patient.close();
  });
});
