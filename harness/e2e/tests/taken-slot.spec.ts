// Issue #17 "Taken-slot recovery" in Chromium against the real server: a patient chooses a slot,
// meanwhile another patient's code books that very slot through the real booking call, and the
// patient's 'Termin buchen' meets BU004 (§8). The modal says so, without an error toast, and
// offers the nearest free alternatives of the same search; the patient books one in one step,
// with the data already entered, and reaches the confirmation. axe on the modal in that state,
// reflow at 320 px, a screenshot at both widths.
import { join } from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { formatCode } from '@terminservice/domain/vermittlungscode';
import { expectPageToBeAccessible } from '../support/accessibility.ts';
import { AppShell } from '../support/app.ts';
import {
  BookingModals,
  SLOT_NAME,
  chooseAppointmentType,
  startSession,
} from '../support/booking.ts';
import { basicAuth, bookingHeaders, bookingPayload } from '../support/booking-payload.ts';
import { e2ePorts } from '../support/ports.ts';

// Frauenarzt around a postcode per project at which no other spec books this specialty
// (booking.spec books W050 near 10115 and 80331), so parallel runs never race for these slots.
const SPECIALTY = 'W050';
const PLZ = { desktop: '50667', phone: '20095' } as const;

interface StoredSelection {
  readonly data: { readonly id: string; readonly begin: string };
  readonly date: string;
  readonly office: { readonly label: string };
  readonly profile: { readonly name?: string } | null;
}

/**
 * Another patient's code books the slot through the real booking call (§7 book appointment); with
 * `staff`, another hotline agent's token on the TSS port books it for another caller.
 */
async function bookForSomeoneElse(
  request: APIRequestContext,
  slot: string,
  project: string,
  staff?: { readonly base: string; readonly token: string },
) {
  const created = await request.post('/dev/api/codes', { data: { leistungsmerkmal: SPECIALTY } });
  expect(created.ok(), await created.text()).toBe(true);
  const { code } = (await created.json()) as { code: string };
  const mail = `e2e-taken-other-${project}-${Date.now()}@example.org`;
  const booked = await request.post(`${staff?.base ?? ''}/web/api/v4/buchung`, {
    headers: {
      ...bookingHeaders(code),
      ...(staff ? { 'x-ets-identification-token': staff.token } : {}),
    },
    data: bookingPayload(slot, SPECIALTY, mail),
  });
  expect(booked.status(), await booked.text()).toBe(204);
}

/** The slot the patient chose, as the modal stored it (§3 "Selected slot"). */
async function chosenSlot(page: Page): Promise<StoredSelection> {
  const chosen = (await page.evaluate(
    () => JSON.parse(sessionStorage.getItem('ets-session-selected-slot') ?? 'null') as unknown,
  )) as StoredSelection | null;
  expect(chosen?.data.id, 'the chosen slot in the session').toBeTruthy();
  return chosen!;
}

/** The slot ids a code's booking holds (§7 booking list: date → office → slots). */
async function bookedSlotIds(request: APIRequestContext, code: string): Promise<string[]> {
  const answer = await request.get('/web/api/v4/buchung', { headers: basicAuth(code) });
  expect(answer.ok(), await answer.text()).toBe(true);
  const { slots } = (await answer.json()) as {
    slots: Record<string, Record<string, { id: string }[]>>;
  };
  return Object.values(slots).flatMap((offices) =>
    Object.values(offices).flatMap((list) => list.map((slot) => slot.id)),
  );
}

test('a slot taken meanwhile offers the nearest free alternatives, booked in one step', async ({
  page,
  request,
}, testInfo) => {
  const project = testInfo.project.name;
  const plz = PLZ[project as keyof typeof PLZ] ?? PLZ.desktop;
  const session = await startSession(page, request, { leistungsmerkmal: SPECIALTY, plz });
  const app = new AppShell(page);
  await app.goto(session.searchPath);
  await app.confirmCookies();
  await expect(page.getByRole('button', { name: SLOT_NAME }).first()).toBeVisible();
  await chooseAppointmentType(page, 'Präsenztermin');
  const modals = new BookingModals(page);
  await modals.openFirstSlot();

  const taken = await chosenSlot(page);
  await bookForSomeoneElse(request, taken.data.id, project);

  await modals.fillContact(`e2e-taken-${project}-${Date.now()}@example.org`);
  await modals.submit().click();

  // §8 'booking | BU004', in the modal and calm; no error toast.
  await expect(modals.booking).toContainText('Der Termin steht nicht mehr zur Verfügung.');
  await expect(modals.booking).toContainText('Bitte wählen Sie einen anderen Termin aus.');
  await expect(page.locator('.ui-toast')).toHaveCount(0);
  await expect(modals.booking.getByRole('alert')).toHaveCount(0);
  await expect(
    modals.booking.getByRole('heading', { name: 'Freie Termine für Ihre Suche' }),
  ).toBeVisible();
  const offers = modals.booking.getByRole('button', { name: /^Diesen Termin buchen: / });
  await expect(offers.first()).toBeVisible();
  const names = await offers.evaluateAll((buttons) =>
    buttons.map((button) => button.getAttribute('aria-label') ?? ''),
  );
  expect(names.length).toBeGreaterThanOrEqual(1);
  expect(names.length).toBeLessThanOrEqual(3);
  const [year, month, day] = taken.date.split('-');
  // Never the gone slot (the same time with another profile is another slot and may be offered).
  expect(taken.profile?.name, 'the chosen slot names its profile').toBeTruthy();
  const goneName = [
    `${day}.${month}.${year}, ${taken.data.begin} Uhr`,
    taken.profile?.name,
    taken.office.label,
  ]
    .filter(Boolean)
    .join(', ');
  for (const name of names) expect(name, `offered: ${names.join(' | ')}`).not.toContain(goneName);
  // The form is not asked again: its data are reused.
  await expect(modals.booking.getByLabel('Vorname', { exact: true })).toHaveCount(0);

  await expectPageToBeAccessible(page);
  await app.screenshot(testInfo, 'taken-slot-recovery');
  // The modal itself, as the patient sees it (the page screenshot is the whole results list).
  await modals.booking.screenshot({
    path: join(testInfo.project.outputDir, 'screenshots', `${project}-taken-slot-modal.png`),
  });
  // WCAG 1.4.10: the offer reflows at 320 px without horizontal scrolling (page and modal).
  await page.setViewportSize({ width: 320, height: 740 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  );
  expect(
    await modals.booking.evaluate((dialog) => dialog.scrollWidth <= dialog.clientWidth + 1),
  ).toBe(true);
  await modals.booking.screenshot({
    path: join(testInfo.project.outputDir, 'screenshots', `${project}-taken-slot-modal-320.png`),
  });

  // One step: the first (nearest) alternative.
  await offers.first().click();
  await expect(page).toHaveURL(/\/terminservice\/termin\/details$/);
  await expect(page.getByText('Der Termin wurde verbindlich gebucht.')).toBeVisible();
  const confirmation = page.getByRole('dialog', { name: 'Ihr Termin ist gebucht' });
  await expect(confirmation).toBeVisible();
  await expect(confirmation.getByText(formatCode(session.code), { exact: true })).toBeVisible();

  // The code holds the alternative, not the slot someone else took.
  const ids = await bookedSlotIds(request, session.code);
  expect(ids).toHaveLength(1);
  expect(ids[0]).not.toBe(taken.data.id);
});

// TSS (issue #17 "all four apps"): a hotline agent books for a caller; meanwhile another agent
// books the same slot for another caller. The offer reuses the caller's data, channel and consent.
// Postcodes apart from the WEB journey's and from every other spec's W050 in-person bookings.
const TSS_BASE = `http://127.0.0.1:${e2ePorts().tssDispo}`;
const TSS_PLZ = { desktop: '60311', phone: '10115' } as const;

async function tssToken(request: APIRequestContext): Promise<string> {
  const answer = await request.post(`${TSS_BASE}/dev/api/tokens`, {
    data: { applicationType: 'TSS' },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  return ((await answer.json()) as { token: string }).token;
}

test('TSS: a slot taken by another agent meanwhile offers alternatives, booked in one step', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const project = testInfo.project.name;
  const plz = TSS_PLZ[project as keyof typeof TSS_PLZ] ?? TSS_PLZ.desktop;
  const app = new AppShell(page);
  await app.goto(`${TSS_BASE}/terminservice?token=${await tssToken(request)}`);
  await app.confirmCookies();
  // §2 block 2 'Termine finden ohne Überweisung': specialty, postcode, 'Absenden'.
  const noReferral = page.locator('form, section').filter({
    has: page.getByRole('heading', { level: 2, name: 'Termine finden ohne Überweisung' }),
  });
  await noReferral.getByRole('radio', { name: 'Frauenarzt', exact: true }).check();
  await noReferral.getByRole('textbox', { name: 'Postleitzahl' }).fill(plz);
  await noReferral.getByRole('button', { name: 'Absenden' }).click();
  await expect(page).toHaveURL(/\/terminservice\/suche\//);
  await expect(page.getByRole('button', { name: SLOT_NAME }).first()).toBeVisible();
  await chooseAppointmentType(page, 'Präsenztermin');
  await page.getByRole('button', { name: SLOT_NAME }).first().click();
  const modals = new BookingModals(page);
  await expect(modals.booking).toBeVisible();

  const taken = await chosenSlot(page);
  await bookForSomeoneElse(request, taken.data.id, `tss-${project}`, {
    base: TSS_BASE,
    token: await tssToken(request),
  });

  await modals.field('Geschlecht').selectOption({ label: 'Weiblich' });
  await modals.field('Vorname').fill('Erika');
  await modals.field('Nachname').fill('Mustermann');
  await modals.field('Geburtsdatum').fill('17.05.1980');
  await modals.field('Straße').fill('Hauptstraße');
  await modals.field('Postleitzahl').fill('10115');
  await expect(modals.field('Ort')).toHaveValue('Berlin');
  await modals.field('Rückrufnummer').fill('0171 2345678');
  await modals.booking
    .getByRole('checkbox', { name: /Die anrufende Person ist mit der Verarbeitung/ })
    .check();
  await modals.submit().click();

  await expect(modals.booking).toContainText('Der Termin steht nicht mehr zur Verfügung.');
  const offers = modals.booking.getByRole('button', { name: /^Diesen Termin buchen: / });
  await expect(offers.first()).toBeVisible();
  await expect(page.locator('.ui-toast')).toHaveCount(0);
  await expectPageToBeAccessible(page);
  await offers.first().click();
  await expect(page).toHaveURL(/\/terminservice\/termin\/details$/);
  await expect(page.getByText('Der Termin wurde verbindlich gebucht.')).toBeVisible();
});
