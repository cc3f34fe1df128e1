// The SMED partner app against the real server (issue 5 "SMED", "Tests"): a facility pseudonym from
// the dev API plus a code → suche/{code}/{smedPseudonym} on the SMED port → the facility's slots →
// the practice hints → booking in person → details → back to the facility's search; the SMED
// no-results text; the start page without a pseudonym; no menu and a logo that is not a link
// (§2 App shell). axe on every page and modal.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectPageToBeAccessible } from '../support/accessibility.ts';
import { AppShell } from '../support/app.ts';
import { BookingModals, SLOT_NAME } from '../support/booking.ts';
import { e2ePorts } from '../support/ports.ts';

test.use({ baseURL: `http://127.0.0.1:${e2ePorts().smed}` });

/** A slot button's name (support/booking SLOT_NAME) without 'Video…sprechstunde'. */
const IN_PERSON_SLOT = /^\d{2}:\d{2} Uhr(?!.*Video)/;

const SMED_NO_RESULTS =
  'Leider sind aktuell keine Termine verfügbar. Bitte prüfen Sie die Terminverfügbarkeit später erneut. Es werden regelmäßig neue Termine bereitgestellt.';

async function smedPseudonym(request: APIRequestContext): Promise<string> {
  const res = await request.post('/dev/api/tokens', { data: { applicationType: 'SMED' } });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { token: string }).token;
}

async function newCode(request: APIRequestContext, leistungsmerkmal: string): Promise<string> {
  const res = await request.post('/dev/api/codes', { data: { leistungsmerkmal } });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { code: string }).code;
}

/** §2: SMED has no menu entries and a logo that is not a link. */
async function expectSmedShell(page: Page) {
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: 'Buchung verwalten' })).toHaveCount(0);
  await expect(banner.getByRole('link', { name: 'Hilfe' })).toHaveCount(0);
  await expect(banner.locator('a.ts-brand')).toHaveCount(0);
  await expect(banner.locator('.ts-brand')).toBeVisible();
}

test.describe('SMED partner app', () => {
  test('pseudonym search → hint → book in person → details → back to the facility', async ({
    page,
  }, testInfo) => {
    // A whole journey with axe on every page: ~30 s alone, past 60 s on a busy 2-core machine.
    test.setTimeout(180_000);
    const pseudonym = await smedPseudonym(page.request);
    // The demo SMED practices are family practices (A001).
    const code = await newCode(page.request, 'A001');
    const app = new AppShell(page);
    await app.goto(`/terminservice/suche/${code}/${encodeURIComponent(pseudonym)}`);
    await app.confirmCookies();
    const slots = page.getByRole('button', { name: SLOT_NAME });
    await expect(slots.first()).toBeVisible();
    await expectSmedShell(page);
    // §6: no postcode or radius filter for the facility search.
    await expect(page.getByRole('main').getByLabel('Postleitzahl', { exact: true })).toHaveCount(0);
    // The version call named the facility: the server answers SMED.
    const version = await page.request.get('/web/api/v4/version', {
      headers: { 'x-ets-smed-pseudonym': pseudonym },
    });
    expect(version.headers()['x-ets-application-type']).toMatch(/SMED/);
    await expectPageToBeAccessible(page);
    await app.screenshot(testInfo, 'smed-results');

    // An in-person slot (the name of a video slot ends in 'Videosprechstunde'); each project its
    // own, so that parallel runs never race for the same one.
    const modals = new BookingModals(page);
    const inPerson = page.getByRole('button', { name: IN_PERSON_SLOT });
    await inPerson.nth(testInfo.project.name === 'phone' ? 3 : 0).click();
    await expect(modals.hint.or(modals.booking)).toBeVisible();
    if (await modals.hint.isVisible()) {
      // §2 "Practice-hint modal (shown first in WEB and SMED when the office or profile has a note)".
      await expectPageToBeAccessible(page);
      await app.screenshot(testInfo, 'smed-hint');
      await modals.hint.getByRole('button', { name: 'Zur Terminbuchung' }).click();
    }
    await expect(modals.booking).toBeVisible();
    await expect(modals.booking).toHaveAccessibleName('Termin buchen');
    // §5: SMED in person — the e-mail is optional, no comment, no agreements.
    await expect(modals.booking.getByText('Hinweis an den behandelnden Arzt')).toHaveCount(0);
    await modals.field('Geschlecht').selectOption({ label: 'Weiblich' });
    await modals.field('Vorname').fill('Erika');
    await modals.field('Nachname').fill('Mustermann');
    await modals.field('Geburtsdatum').fill('1980-05-17');
    await modals.field('Straße').fill('Hauptstraße');
    await modals.field('Postleitzahl').fill('10115');
    await expect(modals.field('Ort')).toHaveValue('Berlin');
    await modals.field('Rückrufnummer').fill('0171 2345678');
    await expect(modals.submit()).not.toHaveAttribute('aria-disabled', 'true');
    await expectPageToBeAccessible(page);
    await app.screenshot(testInfo, 'smed-booking');
    await modals.submit().click();

    await expect(page).toHaveURL(/\/terminservice\/termin\/details$/);
    await expect(page.getByText('Der Termin wurde verbindlich gebucht.')).toBeVisible();
    await expectSmedShell(page);
    await expectPageToBeAccessible(page);
    await app.screenshot(testInfo, 'smed-details');

    // Back to the start: the facility is kept, a new code searches it again.
    await (await app.menuLink('Termin gebucht')).click();
    await expect(page).toHaveURL(/\/terminservice$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Termin suchen' })).toBeVisible();
    await expectPageToBeAccessible(page);
    await app.screenshot(testInfo, 'smed-start-with-facility');
    const next = await newCode(page.request, 'A001');
    const boxes = page.getByRole('main').getByRole('textbox');
    await boxes.first().click();
    await boxes.first().pressSequentially(next);
    await page.getByRole('button', { name: 'Termin suchen', exact: true }).click();
    await expect(page).toHaveURL(
      new RegExp(`/terminservice/suche/${next}/${encodeURIComponent(pseudonym)}$`),
    );
    await expect(slots.first()).toBeVisible();
  });

  test('the SMED no-results text (§8)', async ({ page }, testInfo) => {
    const pseudonym = await smedPseudonym(page.request);
    // An eye-doctor code at a family practice: nothing to offer.
    const code = await newCode(page.request, 'W030');
    const app = new AppShell(page);
    await app.goto(`/terminservice/suche/${code}/${encodeURIComponent(pseudonym)}`);
    await app.confirmCookies();
    await expect(page.getByText('Ihre Suche ergab leider keine Treffer.')).toBeVisible();
    await expect(page.getByText(SMED_NO_RESULTS)).toBeVisible();
    await expectSmedShell(page);
    await expectPageToBeAccessible(page);
    await app.screenshot(testInfo, 'smed-no-results');
  });

  test('an unknown facility: the server refuses (WP068) and the page says so', async ({ page }) => {
    const code = await newCode(page.request, 'A001');
    const app = new AppShell(page);
    await app.goto(`/terminservice/suche/${code}/SMED-UNBEKANNT`);
    await app.confirmCookies();
    // §8 search "other": the server's text (services/search/by-smed-pseudonym.ts unknownFacility).
    await expect(
      page.getByText(
        'Die Einrichtung ist nicht bekannt oder nimmt nicht mehr an der Terminvermittlung teil.',
      ),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: SLOT_NAME })).toHaveCount(0);
    await expectSmedShell(page);
    await expectPageToBeAccessible(page);
  });

  test('the start page without a pseudonym explains how the search is opened', async ({
    page,
  }, testInfo) => {
    const app = new AppShell(page);
    await app.goto('/terminservice');
    await app.confirmCookies();
    await expect(page.getByRole('heading', { level: 1, name: 'Termin suchen' })).toBeVisible();
    await expect(
      page.getByText('Bitte öffnen Sie die Terminsuche über Ihre Einrichtung'),
    ).toBeVisible();
    await expectSmedShell(page);
    await expectPageToBeAccessible(page);
    await app.screenshot(testInfo, 'smed-start');
  });
});
