// The SURGERY app (issue #5, spec §2 SURGERY, §4 "Code generator", §8 WP005/JWT) against the real
// server on its port (E2E_PORT+2): the practice software's token from the dev API → ?token= → the
// 15 s 'Information für Ärzte' → the auto code → picker → search → booking with the patient consent
// → managing the booking by code; the video reservation with the toggle on and off; the billing note; an
// expired and an invalid token. axe on every page and modal, desktop and phone.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectPageToBeAccessible } from '../support/accessibility.ts';
import { AppShell } from '../support/app.ts';
import { BookingModals, SLOT_NAME, chooseAppointmentType } from '../support/booking.ts';
import { FEATURE_TOGGLE_TAG, setFeatureToggle } from '../support/feature-toggles.ts';
import { e2ePorts } from '../support/ports.ts';

const BASE = `http://127.0.0.1:${e2ePorts().surgery}`;
test.use({ baseURL: BASE });

const SESSION_EXPIRED =
  'Ihre Session ist leider ausgelaufen bitte starten sie die Buchung erneut über Ihre Client-Software für Praxen';

// The practice searches around a demo postcode no other spec books at (guaranteed slots, demo
// seed). Desktop and phone run in parallel, so the phone books the second slot: whichever books
// first, the two never reach for the same one.
const PLZ = '60311';
const slotIndexOf = (project: string) => (project.startsWith('phone') ? 1 : 0);

async function practiceToken(page: Page, options: { expired?: boolean } = {}): Promise<string> {
  const response = await page.request.post('/dev/api/tokens', {
    data: { applicationType: 'SURGERY', subject: 'praxis-e2e', ...options },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { token: string }).token;
}

async function session(page: Page, key: string): Promise<unknown> {
  return page.evaluate((name) => {
    const raw = window.sessionStorage.getItem(`ets-session-${name}`);
    return raw === null ? null : (JSON.parse(raw) as unknown);
  }, key);
}

/** The code boxes (desktop) or the single field (phone), as one 12-character code. */
async function codeInField(page: Page): Promise<string> {
  const single = page.getByRole('textbox', { name: 'Vermittlungscode', exact: true });
  const firstBox = page.getByRole('textbox', { name: 'Zeichen 1 bis 4' });
  await expect(single.or(firstBox)).toBeVisible();
  if (await single.isVisible()) return (await single.inputValue()).replaceAll('-', '');
  const parts = await Promise.all(
    ['Zeichen 1 bis 4', 'Zeichen 5 bis 8', 'Zeichen 9 bis 12'].map((name) =>
      page.getByRole('textbox', { name }).inputValue(),
    ),
  );
  return parts.join('');
}

/** Opens the app as the practice software does and waits for the generated code. */
async function openAsPractice(page: Page) {
  const token = await practiceToken(page);
  const app = new AppShell(page);
  await app.goto(`/terminservice?token=${encodeURIComponent(token)}`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Termine finden mit Überweisung' }),
  ).toBeVisible();
  await expect.poll(() => codeInField(page)).toMatch(/^[A-Z0-9]{12}$/);
  return { app, token, code: await codeInField(page) };
}

/** The appointment type: in the filter bar, or on a phone in the modal 'Suche anpassen:' (§2). */
async function chooseType(page: Page, name: 'Präsenztermin' | 'Videosprechstunde') {
  const adjust = page.getByRole('button', { name: 'Suche anpassen', exact: true });
  if (await adjust.isVisible()) {
    await adjust.click();
    const dialog = page.getByRole('dialog', { name: 'Suche anpassen:' });
    await chooseAppointmentType(page, name);
    await dialog.getByRole('button', { name: 'Schließen' }).click();
    await expect(dialog).toBeHidden();
  } else {
    await chooseAppointmentType(page, name);
  }
}

/** Logs in with the generated code and picks a specialty in the picker (the code is open). */
async function searchWithGeneratedCode(page: Page, plz: string, specialty: string) {
  await page.getByRole('textbox', { name: /^Postleitzahl/ }).fill(plz);
  await page.getByRole('button', { name: 'Termin suchen', exact: true }).click();
  const picker = page.getByRole('dialog', { name: 'Fachrichtung auswählen' });
  await expect(picker).toBeVisible();
  // §2 picker: the extras are selectable for SURGERY.
  await expect(picker.getByRole('heading', { name: 'Zusatzqualifikationen' })).toBeVisible();
  await picker.getByRole('searchbox', { name: 'Fachrichtung suchen' }).fill(specialty);
  await picker.getByRole('checkbox', { name: specialty, exact: true }).check();
  await expectPageToBeAccessible(page);
  await picker.getByRole('button', { name: 'FACHRICHTUNG AUSWÄHLEN' }).click();
  await expect(page).toHaveURL(/\/terminservice\/suche\/[A-Z0-9]{12}\/\d{5}\/[A-Z0-9,]+$/);
  await expect(page.getByRole('button', { name: SLOT_NAME }).first()).toBeVisible();
}

test.describe('the SURGERY app', () => {
  test('token → notice → auto code → search → book with patient consent → manage by code', async ({
    page,
    context,
  }, testInfo) => {
    // A whole journey with axe on every page: ~40 s alone, past 60 s on a busy 2-core machine.
    test.setTimeout(180_000);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const { app, token, code } = await openAsPractice(page);

    // The token left the address and sits in the session (identification header, ADR 5).
    expect(new URL(page.url()).searchParams.get('token')).toBeNull();
    expect(await session(page, 'identification-token')).toBe(token);
    expect(await session(page, 'surgery-origin-token')).toBe(token);
    expect(await session(page, 'surgery-code')).toEqual({ originToken: token, code });

    // §2: the 15 s notification pointing to the billing notes.
    const notice = page.getByRole('listitem').filter({ hasText: 'Information für Ärzte' });
    await expect(notice).toBeVisible();
    await expect(notice.getByRole('link', { name: 'Hinweis zur Abrechnung' })).toBeVisible();

    // §2: auto is chosen, the field is locked while it holds the code; the billing note beneath.
    await expect(page.getByRole('radio', { name: 'Vermittlungscode generieren' })).toBeChecked();
    const firstField = page
      .getByRole('textbox', { name: 'Vermittlungscode', exact: true })
      .or(page.getByRole('textbox', { name: 'Zeichen 1 bis 4' }));
    await expect(firstField).toHaveAttribute('readonly', '');
    await expect(app.main.getByText(/Hinweis zur Abrechnung$/)).toBeVisible();
    // §2 header: only 'Buchung verwalten' in the menu (no 'Hilfe').
    await expect(await app.menuLink('Buchung verwalten')).toBeVisible();
    await expect(app.menu.getByRole('link', { name: 'Hilfe' })).toHaveCount(0);
    await app.confirmCookies();
    await expectPageToBeAccessible(page);
    await app.screenshot(testInfo, 'surgery-login');

    // Copy to the clipboard (§8 login wording).
    await page.getByRole('button', { name: 'Vermittlungscode kopieren' }).click();
    await expect(
      page.getByText('Vermittlungscode wurde in die Zwischenablage kopiert'),
    ).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied.replaceAll('-', '')).toBe(code);

    // Manual clears the code and unlocks the field; auto again reuses the cached code (§4).
    await page.getByRole('radio', { name: 'Vermittlungscode eintragen' }).check();
    await expect.poll(() => codeInField(page)).toBe('');
    await expect(firstField).not.toHaveAttribute('readonly', '');
    await page.getByRole('radio', { name: 'Vermittlungscode generieren' }).check();
    await expect.poll(() => codeInField(page)).toBe(code);

    // A reload keeps the code of this origin token instead of issuing a new one.
    await page.reload();
    await expect.poll(() => codeInField(page)).toBe(code);

    const plz = PLZ;
    await searchWithGeneratedCode(page, plz, 'Hausarzt');
    await expectPageToBeAccessible(page);
    await app.screenshot(testInfo, 'surgery-search');

    const modals = new BookingModals(page);
    await chooseType(page, 'Präsenztermin');
    await modals.openSlot(slotIndexOf(testInfo.project.name));
    await expect(modals.booking).toHaveAccessibleName('Termin buchen');
    await modals.booking.getByRole('radio', { name: 'E-Mail', exact: true }).check();
    await modals.fillContact(`e2e-surgery-${testInfo.project.name}-${Date.now()}@example.org`);
    await modals.booking
      .getByRole('checkbox', { name: 'Einen Hinweis an die behandelnde Praxis übermitteln' })
      .check();
    await modals.booking
      .getByRole('textbox', { name: 'Hinweis an die behandelnde Praxis' })
      .fill('Bitte Befund (Labor) mitbringen.');
    // §5: the patient consent (SURGERY) must be ticked.
    await expect(modals.submit()).toHaveAttribute('aria-disabled', 'true');
    await modals.booking
      .getByRole('checkbox', { name: /^Die Patientin oder der Patient ist/ })
      .check();
    await expect(modals.submit()).not.toHaveAttribute('aria-disabled', 'true');
    await expectPageToBeAccessible(page);
    await app.screenshot(testInfo, 'surgery-booking');
    await modals.submit().click();

    await expect(page).toHaveURL(/\/terminservice\/termin\/details$/);
    await expect(page.getByText('Der Termin wurde verbindlich gebucht.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Ihr Termin am');
    await expectPageToBeAccessible(page);

    // Manage the booking by code from the menu.
    await (await app.menuLink('Buchung verwalten')).click();
    await expect(page).toHaveURL(/\/terminservice\/termin$/);
    const single = page.getByRole('textbox', { name: 'Vermittlungscode', exact: true });
    const firstBox = page.getByRole('textbox', { name: 'Zeichen 1 bis 4' });
    // Wait for the page's field (one field on a phone, three boxes on a desktop) before choosing.
    await expect(single.or(firstBox)).toBeVisible();
    if (await single.isVisible()) await single.fill(code);
    else {
      await firstBox.click();
      await page.keyboard.insertText(code);
    }
    await expectPageToBeAccessible(page);
    await page.getByRole('button', { name: 'Buchung verwalten', exact: true }).click();
    await expect(page).toHaveURL(/\/terminservice\/termin\/details$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Ihr Termin am');
  });

  for (const toTssDetails of [true, false]) {
    test(
      `reserves a video consultation with tss_reservierungsabschluss ${toTssDetails ? 'on → tssDetails' : 'off → PIN page'}`,
      { tag: FEATURE_TOGGLE_TAG },
      async ({ page }, testInfo) => {
        // Server-wide, as an operator sets it; this project runs one test at a time.
        await setFeatureToggle(page.request, BASE, 'tss_reservierungsabschluss', toTssDetails);
        const { app } = await openAsPractice(page);
        await app.confirmCookies();
        await searchWithGeneratedCode(page, PLZ, 'Frauenheilkunde');
        const modals = new BookingModals(page);
        await chooseType(page, 'Videosprechstunde');
        await modals.openFirstSlot();
        await expect(modals.booking).toHaveAccessibleName('Videosprechstunde reservieren');
        // §5: for video the channel is forced to e-mail — no choice offered.
        await expect(modals.booking.getByRole('radio', { name: 'Keine' })).toHaveCount(0);
        await modals.fillContact(
          `e2e-surgery-video-${testInfo.project.name}-${Date.now()}@example.org`,
        );
        await modals.booking
          .getByRole('checkbox', { name: /^Die Patientin oder der Patient ist/ })
          .check();
        await expectPageToBeAccessible(page);
        await modals.submit('TERMIN RESERVIEREN').click();

        // §4 "Booking": SURGERY with the toggle on → tssDetails, otherwise the reservation PIN page.
        if (toTssDetails) {
          await expect(page).toHaveURL(/\/terminservice\/termin\/details-tss$/);
          await expect(
            page.getByRole('heading', { name: /^Videosprechstunde reserviert für den / }),
          ).toBeVisible();
        } else {
          await expect(page).toHaveURL(/\/terminservice\/reservierung-pin$/);
          await expect(
            page.getByRole('heading', { level: 1, name: 'Termin reserviert' }),
          ).toBeVisible();
        }
        await expectPageToBeAccessible(page);
        await app.screenshot(testInfo, `surgery-video-reserved-${toTssDetails ? 'on' : 'off'}`);
      },
    );
  }

  test("the billing note 'Hinweis zur Abrechnung' from the login page", async ({
    page,
  }, testInfo) => {
    const { app } = await openAsPractice(page);
    await app.confirmCookies();
    await app.main.getByRole('link', { name: 'Mehr zur Abrechnung' }).click();
    await expect(page).toHaveURL(/\/terminservice\/hinweis-abrechnung$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Hinweis zur Abrechnung' }),
    ).toBeVisible();
    await expect(app.main).toContainText('03008');
    await expect(app.main).toContainText('04008');
    await expect(app.main).toContainText('4. Kalendertag');
    await expect(app.main).toContainText('35. Kalendertag');
    await expect(app.main).toContainText('24. Kalendertag');
    await expect(app.main).toContainText('zeitnah erforderliche Psychotherapien');
    await expectPageToBeAccessible(page);
    await app.screenshot(testInfo, 'surgery-billing-note');
    await app.main.getByRole('link', { name: 'Zurück zur Terminsuche' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Termine finden mit Überweisung' }),
    ).toBeVisible();
  });

  for (const kind of ['expired', 'invalid'] as const) {
    test(`an ${kind} practice token shows the WP005/JWT message`, async ({ page }, testInfo) => {
      const token =
        kind === 'expired'
          ? await practiceToken(page, { expired: true })
          : `${await practiceToken(page)}x`;
      const app = new AppShell(page);
      await app.goto(`/terminservice?token=${encodeURIComponent(token)}`);
      await expect(page.getByText(SESSION_EXPIRED)).toBeVisible();
      await expect(page.getByText('Kommunikationsfehler')).toHaveCount(0);
      // Nothing left to do with a refused token (issue #16): no code form, no notice for doctors,
      // no way into the desk — only how to get a new link from the practice software.
      await expect(
        page.getByRole('heading', { level: 2, name: 'So erhalten Sie einen neuen Link' }),
      ).toBeVisible();
      await expect(
        page.getByRole('textbox', { name: /^Vermittlungscode|^Zeichen 1 bis 4/ }),
      ).toHaveCount(0);
      await expect(page.getByText('Information für Ärzte')).toHaveCount(0);
      await expect(page.getByRole('link', { name: 'Terminverwaltung' })).toHaveCount(0);
      await app.confirmCookies();
      await expectPageToBeAccessible(page);
      await app.screenshot(testInfo, `surgery-token-${kind}`);
    });
  }

  test('without a token the app is in appointment-service mode (patient login)', async ({
    page,
  }) => {
    const app = new AppShell(page);
    await app.goto('/terminservice');
    await expect(
      page.getByRole('group', { name: 'Haben Sie einen Vermittlungscode?' }),
    ).toBeVisible();
    await expect(page.getByText('Information für Ärzte')).toHaveCount(0);
    await app.confirmCookies();
    await expectPageToBeAccessible(page);
  });
});

test.describe('the SURGERY pages at 320 px (WCAG 1.4.10 reflow)', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test('the login and the billing note need no horizontal scrolling', async ({
    page,
  }, testInfo) => {
    const { app } = await openAsPractice(page);
    await app.confirmCookies();
    const overflow = () =>
      page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
    expect(await overflow()).toBeLessThanOrEqual(0);
    await app.screenshot(testInfo, 'surgery-login-320');
    await app.main.getByRole('link', { name: 'Mehr zur Abrechnung' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Hinweis zur Abrechnung' }),
    ).toBeVisible();
    expect(await overflow()).toBeLessThanOrEqual(0);
  });
});

test.describe('logging out of the SURGERY app', () => {
  test("'Abmelden' clears the practice token: appointment-service mode (§2)", async ({ page }) => {
    const { app } = await openAsPractice(page);
    await app.confirmCookies();
    await (await app.menuLink('Abmelden')).click();
    await expect(
      page.getByRole('group', { name: 'Haben Sie einen Vermittlungscode?' }),
    ).toBeVisible();
    expect(await session(page, 'identification-token')).toBeNull();
    expect(await session(page, 'surgery-code')).toBeNull();
    await expectPageToBeAccessible(page);
  });
});

// §6: the from/to range, the BSNR filter and 'Termine finden' are shown for TSS and SURGERY; on a
// phone they sit in the 'Suche anpassen:' modal.
test.describe('the SURGERY search extras', () => {
  test('the search shows the time range, the BSNR filter and "Termine finden"', async ({
    page,
  }) => {
    const { app } = await openAsPractice(page);
    await app.confirmCookies();
    await searchWithGeneratedCode(page, PLZ, 'Hausarzt');
    const adjust = page.getByRole('button', { name: 'Suche anpassen', exact: true });
    let panel: Locator = page.getByRole('region', { name: 'Suche eingrenzen' });
    if (await adjust.isVisible()) {
      await adjust.click();
      panel = page.getByRole('dialog', { name: 'Suche anpassen:' });
    }
    await expect(panel.getByRole('button', { name: 'Termine finden' })).toBeDisabled();
    await expect(panel.getByLabel('Von (Datum)')).toBeVisible();
    await expect(panel.getByLabel(/BSNR/)).toBeVisible();
    await expectPageToBeAccessible(page);
  });
});
