// Issue #15 "Code status" in Chromium against the real server: before the patient acts, the search
// page after the code login, the details page and the details after 'Buchung verwalten' show how
// long the code is valid, the cancellations used ('0 von 2', '1 von 2'), the urgency with the
// appointments it reaches, and what the next cancellation means. TSS staff see the same for a
// caller. Driven through the UI only (the dev API hands out the code); axe on every page, the
// management login and the way to 'Termin absagen' by keyboard; desktop and phone.
// U-Untersuchungen (L001), which no other spec books, around a postcode per project.
import { addCalendarDays } from '@terminservice/domain/vermittlungscode';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectPageToBeAccessible } from '../support/accessibility.ts';
import { AppShell } from '../support/app.ts';
import { Journey, cityOf, formatCode, handOutCode, uniqueMail } from '../support/journeys.ts';
import { tabTo } from '../support/keyboard.ts';
import { e2ePorts } from '../support/ports.ts';

const SPECIALTY = 'L001';
const PLZ = { desktop: '20095', phone: '60311' } as const;
const plzOf = (project: string) => PLZ[project as keyof typeof PLZ] ?? PLZ.desktop;
const DETAILS_URL = /\/terminservice\/termin\/details$/;
const USED_UP_NEXT =
  'Ihr Vermittlungscode ist danach verbraucht. Sie können damit keinen weiteren Termin buchen.';

/** Issue #23 part 4: the cancel dialog before the second cancellation (the domain's words). */
const USES_UP_WARNING =
  'Es ist die zweite von zwei möglichen Absagen mit Ihrem Vermittlungscode. Danach ist der Code verbraucht: Mit diesem Vermittlungscode ist keine weitere Terminbuchung möglich.';
const USED_UP_REASON =
  'Ihr Vermittlungscode ist verbraucht: Mit ihm wurden bereits zwei Termine abgesagt.';

/** Today in Germany plus `days`, as the page writes it: 'DD.MM.YYYY'. */
function germanDay(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date());
  const [year, month, day] = addCalendarDays(today, days).split('-');
  return `${day}.${month}.${year}`;
}

function statusRegion(page: Page): Locator {
  return page.getByRole('main').getByRole('region', { name: 'Status des Vermittlungscodes' });
}

/** The status list's values by term, as a screen reader pairs them. */
async function statusRows(page: Page): Promise<Record<string, string>> {
  const region = statusRegion(page);
  await expect(region).toBeVisible();
  const terms = await region.getByRole('term').allTextContents();
  const values = await region.getByRole('definition').allTextContents();
  return Object.fromEntries(terms.map((term, i) => [term, values[i] ?? '']));
}

/** A DRINGEND code from the dev API: valid 83 days from today, appointments 83 days ahead (§9). */
function freshRows(used: 0 | 1): Record<string, string> {
  return {
    'Gültig bis': germanDay(83),
    Absagen: `${used} von 2`,
    Dringlichkeit: `dringend – Termine bis ${germanDay(83)}`,
    'Bei einer Absage':
      used === 0
        ? `Sie können mit diesem Vermittlungscode bis ${germanDay(83)} noch einmal einen Termin buchen.`
        : USED_UP_NEXT,
  };
}

/** From the results: an in-person slot, the contact form, 'Termin buchen' → details. */
async function bookInPerson(journey: Journey, email: string): Promise<void> {
  await journey.chooseAppointmentType('Präsenztermin');
  const booking = await journey.openFirstSlot();
  await journey.fillContact(booking, email, '10115');
  await booking.getByRole('button', { name: 'Termin buchen', exact: true }).click();
  await expect(journey.page.getByText('Der Termin wurde verbindlich gebucht.')).toBeVisible();
  await expect(journey.page).toHaveURL(DETAILS_URL);
}

test.describe('code status (issue #15)', () => {
  test.describe.configure({ timeout: 240_000 });

  test('code login shows it; details 0 of 2; after a cancellation 1 of 2 and the warning, also after Buchung verwalten', async ({
    page,
    request,
  }, testInfo) => {
    const project = testInfo.project.name;
    const plz = plzOf(project);
    const code = await handOutCode(request, SPECIALTY);
    const journey = new Journey(page, project);
    expect(cityOf(plz)).not.toBe('');

    // The login result: the search page shows the code's status before a slot is chosen.
    await journey.start();
    await journey.loginWithCode(code, plz);
    await journey.expectResults();
    expect(await statusRows(page)).toEqual(freshRows(0));
    await journey.expectAccessible();
    await journey.shot(testInfo, 'code-status-results');
    const resultsUrl = page.url();

    // Booked: the details page, under the code line, still 0 of 2.
    await bookInPerson(journey, uniqueMail('status-first', project));
    const noted = page.getByRole('dialog', { name: 'Ihr Termin ist gebucht' });
    await noted.getByRole('button', { name: 'Ich habe mir den Code notiert' }).click();
    await expect(noted).toBeHidden();
    expect(await statusRows(page)).toEqual(freshRows(0));
    await journey.expectAccessible();
    await journey.shot(testInfo, 'code-status-details');

    // One cancellation: back to the results, which now say 1 of 2 and what the next one means.
    await journey.cancelAppointment();
    await expect(page.getByText('Der Termin wurde erfolgreich abgesagt.')).toBeVisible();
    await expect(page).toHaveURL(resultsUrl);
    await journey.expectResults();
    expect(await statusRows(page)).toEqual(freshRows(1));

    // Booked again: 1 of 2, and the warning in bold, before the patient cancels.
    await bookInPerson(journey, uniqueMail('status-second', project));
    expect(await statusRows(page)).toEqual(freshRows(1));
    await expect(statusRegion(page).locator('strong')).toHaveText(USED_UP_NEXT);
    await journey.expectAccessible();

    // 'Buchung verwalten' (the management page) by keyboard: the same status on its details.
    await journey.openMenuLink('Buchung verwalten');
    await expect(
      journey.main.getByRole('heading', {
        name: 'Bitte geben Sie den Vermittlungscode der Buchung an',
      }),
    ).toBeVisible();
    await journey.expectAccessible();
    await journey.typeCode(code);
    await tabTo(page, 'Buchung verwalten');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(DETAILS_URL);
    await expect(journey.main.getByText(formatCode(code), { exact: true })).toBeVisible();
    expect(await statusRows(page)).toEqual(freshRows(1));
    await expect(statusRegion(page).locator('strong')).toHaveText(USED_UP_NEXT);
    await journey.expectFocusOnNewPage();
    await journey.expectAccessible();
    await journey.shot(testInfo, 'code-status-management');

    // The status is read, not operated: Tab passes it and reaches 'Termin absagen', whose dialog
    // opens and closes by keyboard without cancelling. Issue #23 part 4: the dialog says, before
    // its buttons, that this cancellation uses the code up.
    await tabTo(page, 'Termin absagen', 60);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Termin absagen' });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('strong')).toHaveText(USES_UP_WARNING);
    await journey.expectAccessible();
    await journey.shot(testInfo, 'code-status-cancel-warning');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    expect((await statusRows(page)).Absagen).toBe('1 von 2');

    // The second cancellation uses the code up (§9); the patient lands on the start page.
    await journey.cancelAppointment();
    await expect(page.getByText(/Mit diesem Vermittlungscode ist keine weitere/)).toBeVisible();

    // Issue #23 part 4: 'Buchung verwalten' with the used-up code says what happened and what now,
    // with its status — no "unbekannter Fehler".
    await journey.openMenuLink('Buchung verwalten');
    await journey.typeCode(code);
    await tabTo(page, 'Buchung verwalten');
    await page.keyboard.press('Enter');
    const refused = journey.main.getByRole('alert');
    await expect(refused.getByText(USED_UP_REASON)).toBeVisible();
    await expect(refused).toContainText('Anspruch abgelaufen');
    await expect(refused).not.toContainText('unbekannter Fehler');
    await expect(refused.getByRole('link', { name: '116117' })).toBeVisible();
    expect((await statusRows(page)).Absagen).toBe('2 von 2 (verbraucht)');
    await journey.expectAccessible();
    await journey.shot(testInfo, 'code-status-management-used-up');

    // And the code login: the §8 'Anspruch abgelaufen' with the reason beside it.
    await journey.start(false);
    await journey.loginWithCode(code, plz);
    const login = journey.main.getByRole('alert');
    await expect(login.getByRole('listitem')).toHaveText('Anspruch abgelaufen');
    await expect(login.getByText(USED_UP_REASON)).toBeVisible();
    expect((await statusRows(page)).Absagen).toBe('2 von 2 (verbraucht)');
    await journey.expectAccessible();
  });

  test('TSS sees the status of a caller’s code after the code login', async ({
    page,
    request,
  }, testInfo) => {
    const base = `http://127.0.0.1:${e2ePorts().tssDispo}`;
    const plz = plzOf(testInfo.project.name);
    const code = await handOutCode(request, SPECIALTY);
    const answer = await page.request.post(`${base}/dev/api/tokens`, {
      data: { applicationType: 'TSS' },
    });
    expect(answer.ok(), await answer.text()).toBe(true);
    const { token } = (await answer.json()) as { token: string };

    const app = new AppShell(page);
    await app.goto(`${base}/terminservice?token=${token}`);
    await app.confirmCookies();
    const referral = page.locator('form, section').filter({
      has: page.getByRole('heading', { level: 2, name: 'Termine finden mit Überweisung' }),
    });
    const first = referral.getByRole('textbox').first();
    await first.click();
    await first.pressSequentially(code);
    await referral.getByRole('textbox', { name: /Postleitzahl/ }).fill(plz);
    await referral.getByRole('button', { name: 'Termin suchen' }).click();
    await expect(page).toHaveURL(new RegExp(`/terminservice/suche/${code}/${plz}/${SPECIALTY}`));

    expect(await statusRows(page)).toEqual(freshRows(0));
    await expectPageToBeAccessible(page);
    await app.screenshot(testInfo, 'code-status-tss');
  });
});
