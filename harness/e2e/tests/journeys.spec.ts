// Whole patient journeys across every screen, as a patient walks them: from the start page to the
// end, driving ONLY the UI against the real server (issue #4). The dev API is used only to hand out
// a code (as the practice or hotline does) and to read the outbox (the patient's phone/mailbox).
// Every page and modal passed is checked with axe. Runs on desktop (1280 px) and phone (360 px).
import { expect, test } from '@playwright/test';
import { tabTo } from '../support/keyboard.ts';
import {
  Journey,
  cityOf,
  formatCode,
  handOutCode,
  plzOf,
  readPin,
  uniqueMail,
} from '../support/journeys.ts';

const DETAILS_URL = /\/terminservice\/termin\/details$/;
const IN_PERSON_HEADING = /^Ihr Termin am \d{2}\.\d{2}\.\d{4}, \d{2}:\d{2} Uhr$/;
const VIDEO_HEADING = /^Ihre Videosprechstunde am \d{2}\.\d{2}\.\d{4}, \d{2}:\d{2} Uhr$/;

async function expectInPersonDetails(journey: Journey, code: string) {
  await expect(
    journey.main.getByRole('heading', { level: 1, name: IN_PERSON_HEADING }),
  ).toBeVisible();
  await expect(journey.main.getByText(formatCode(code), { exact: true })).toBeVisible();
  await expect(journey.main.getByRole('region', { name: 'Termin absagen' })).toBeVisible();
  // §2 header: the restart link reads 'Termin gebucht' on details pages.
  await expect(await journey.app.menuLink('Termin gebucht')).toBeVisible();
  if (journey.isPhone) await journey.app.menuToggle.click();
}

/** The confirmation modal after a booking (§2): the code, then 'Ich habe mir den Code notiert'. */
async function noteTheCode(journey: Journey, code: string, name: string) {
  const dialog = journey.page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(formatCode(code), { exact: true })).toBeVisible();
  await journey.expectAccessible();
  await dialog.getByRole('button', { name: 'Ich habe mir den Code notiert' }).click();
  await expect(dialog).toBeHidden();
  // The focus is not lost with the modal: it lands on the details page.
  await journey.expectFocusOnNewPage();
}

test.describe('patient journeys through the whole app', () => {
  test('1 code login → search → book in person → details → cancel twice → code used up', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(240_000);
    const project = testInfo.project.name;
    const plz = plzOf(project);
    const code = await handOutCode(request, 'A001');
    const journey = new Journey(page, project);

    await journey.start();
    await journey.loginWithCode(code, plz);
    await expect(page).toHaveURL(new RegExp(`/terminservice/suche/${code}/${plz}/A001$`));
    await journey.expectResults();
    await expect(journey.main.getByText('Vermittlungscode:')).toContainText(formatCode(code));
    await journey.expectAccessible();
    await journey.shot(testInfo, 'results');
    const resultsUrl = page.url();

    await journey.bookFirstSlotInPerson(uniqueMail('first', project), plz);
    await noteTheCode(journey, code, 'Ihr Termin ist gebucht');
    await expectInPersonDetails(journey, code);
    await journey.expectAccessible();
    await journey.shot(testInfo, 'details');

    // First cancellation: back to the results the slot was chosen from (§4 "Cancellation").
    await journey.cancelAppointment();
    await expect(page.getByText('Der Termin wurde erfolgreich abgesagt.')).toBeVisible();
    await expect(page).toHaveURL(resultsUrl);
    await journey.expectResults();
    await journey.expectAccessible();

    // The same code books once more; it is noted already, so no confirmation modal comes.
    await journey.bookFirstSlotInPerson(uniqueMail('second', project), plz);
    await expectInPersonDetails(journey, code);
    await expect(journey.confirmationDialog()).toHaveCount(0);

    // Second cancellation: the code is used up (§4, §9), back to base.
    await journey.cancelAppointment();
    await expect(
      page.getByText(
        'Der Termin wurde erfolgreich abgesagt. Mit diesem Vermittlungscode ist keine weitere Terminbuchung möglich.',
      ),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/terminservice$/);
    await expect(
      journey.main.getByRole('heading', { level: 1, name: 'Termin suchen' }),
    ).toBeVisible();
    await journey.expectAccessible();

    // Logging in with that code fails: §8 login WP008 'Anspruch abgelaufen'.
    await journey.loginWithCode(code, plz);
    const alert = journey.main
      .getByRole('alert')
      .filter({ hasText: 'Die Anmeldung ist fehlgeschlagen.' });
    await expect(alert).toContainText('Anspruch abgelaufen');
    await expect(page).toHaveURL(/\/terminservice$/);
    await journey.expectAccessible();
    await journey.shot(testInfo, 'code-used-up');
  });

  for (const channel of ['SMS', 'E-Mail'] as const) {
    test(`${channel === 'SMS' ? 2 : 3} no code, identity check per ${channel} → search results`, async ({
      page,
      request,
    }, testInfo) => {
      test.setTimeout(240_000);
      const project = testInfo.project.name;
      const plz = plzOf(project);
      const specialty = channel === 'SMS' ? 'W030' : 'W050';
      const journey = new Journey(page, project);
      // A receiver of its own per run and project, to find the PIN in the outbox.
      const local = `170${String(Date.now()).slice(-7)}${project === 'phone' ? 1 : 2}`;
      const phone = `+49${local}`;
      const mail = uniqueMail('identity', project);

      await journey.start();
      await journey.main.getByRole('radio', { name: 'Nein', exact: true }).check();
      await journey.main.getByRole('combobox', { name: 'Fachrichtung' }).selectOption(specialty);
      await journey.field('PLZ des Wohnortes').fill(plz);
      await expect(journey.main.getByText(cityOf(plz), { exact: true })).toBeVisible();
      if (channel === 'SMS') {
        await expect(journey.main.getByRole('radio', { name: 'per SMS' })).toBeChecked();
        await journey.field('Mobilnummer').fill(`0${local}`);
      } else {
        await journey.main.getByRole('radio', { name: 'per E-Mail' }).check();
        await journey.field('E-Mail-Adresse').fill(mail);
        await journey.field('E-Mail-Adresse wiederholen').pressSequentially(mail);
      }
      await journey.main
        .getByRole('checkbox', { name: 'Ich bin gesetzlich krankenversichert.' })
        .check();
      await journey.expectAccessible();
      await journey.main.getByRole('button', { name: 'Weiter' }).click();

      // 'Identitätsprüfung' names the masked receiver (§2).
      await expect(page).toHaveURL(/\/terminservice\/code-verification$/);
      await expect(
        journey.main.getByRole('heading', { level: 1, name: 'Identitätsprüfung' }),
      ).toBeVisible();
      const masked =
        channel === 'SMS'
          ? `Mobilnummer +49 ${'*'.repeat(local.length - 3)}${local.slice(-3)}`
          : `Adresse ${'*'.repeat(mail.indexOf('@') - 3)}${mail.slice(mail.indexOf('@') - 3)}`;
      await expect(journey.main.getByText(masked)).toBeVisible();
      // §2: the PIN input has autofocus.
      await expect(journey.main.getByRole('textbox', { name: 'PIN' })).toBeFocused();
      await journey.expectAccessible();
      await journey.shot(testInfo, `identity-${channel}`);

      const pin = await readPin(request, channel === 'SMS' ? phone : mail);
      await journey.main.getByRole('textbox', { name: 'PIN' }).pressSequentially(pin);
      await journey.main.getByRole('button', { name: 'Verifizieren' }).click();

      // The results for that specialty around the postcode (§4 "Identity check").
      await expect(page).toHaveURL(new RegExp(`/terminservice/suche/\\w{12}/${plz}/${specialty}`));
      await journey.expectResults();
      await expect(journey.main.getByText('Vermittlungscode:')).toBeVisible();
      await journey.expectAccessible();

      // The patient goes on to book with the code the identity check gave them.
      if (channel === 'SMS') {
        const code = /\/suche\/(\w{12})\//.exec(page.url())![1]!;
        await journey.bookFirstSlotInPerson(uniqueMail('nocode', project), plz);
        await noteTheCode(journey, code, 'Ihr Termin ist gebucht');
        await expectInPersonDetails(journey, code);
        await journey.expectAccessible();
      }
    });
  }

  test('4 video: filter → reserve → PIN from the mail → details; then 5 wrong PINs', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(240_000);
    const project = testInfo.project.name;
    const plz = plzOf(project);
    const journey = new Journey(page, project);

    /** From the start page to the reservation PIN page; returns the verification address. */
    const reserve = async (specialty: string): Promise<{ code: string; mail: string }> => {
      const code = await handOutCode(request, specialty);
      const mail = uniqueMail(`video-${specialty}`, project);
      await journey.start(specialty === 'W050');
      await journey.loginWithCode(code, plz);
      await journey.expectResults();
      await journey.chooseAppointmentType('Videosprechstunde');
      await journey.expectAccessible();
      const booking = await journey.openFirstSlot();
      await expect(booking).toHaveAccessibleName('Videosprechstunde reservieren');
      await journey.fillContact(booking, mail, plz);
      await journey.expectAccessible();
      await booking.getByRole('button', { name: 'TERMIN RESERVIEREN', exact: true }).click();
      await expect(page).toHaveURL(/\/terminservice\/reservierung-pin$/);
      await expect(
        journey.main.getByRole('heading', { level: 1, name: 'Termin reserviert' }),
      ).toBeVisible();
      await journey.expectAccessible();
      await journey.shot(testInfo, `pin-page-${specialty}`);
      return { code, mail };
    };

    const first = await reserve('W050');
    // The patient leaves and comes back later through 'Buchung verwalten': the code of a reserved
    // video consultation leads to its PIN page (§4 "Management login": WP069 → RESERVIERT).
    await journey.openMenuLink('Abmelden');
    await expect(page).toHaveURL(/\/terminservice$/);
    await journey.openMenuLink('Buchung verwalten');
    await expect(
      journey.main.getByRole('heading', { level: 1, name: 'Termin verwalten' }),
    ).toBeVisible();
    await journey.typeCode(first.code);
    await journey.main.getByRole('button', { name: 'Buchung verwalten' }).click();
    await expect(page).toHaveURL(new RegExp(`/terminservice/reservierung-pin/${first.code}$`));
    await expect(
      journey.main.getByRole('heading', { level: 1, name: 'Termin reserviert' }),
    ).toBeVisible();
    await journey.expectAccessible();

    // The PIN from the verification mail completes the booking.
    await journey.main.getByLabel('Verifizierungs-PIN*').fill(await readPin(request, first.mail));
    await journey.main.getByRole('button', { name: 'Buchung abschließen' }).click();
    await expect(page.getByText('Ihre Videosprechstunde wurde erfolgreich gebucht.')).toBeVisible();
    await expect(page).toHaveURL(DETAILS_URL);
    await noteTheCode(journey, first.code, 'Ihre Videosprechstunde ist gebucht');
    await expect(
      journey.main.getByRole('heading', { level: 1, name: VIDEO_HEADING }),
    ).toBeVisible();
    await journey.expectAccessible();
    await journey.shot(testInfo, 'video-details');

    // A second reservation: five wrong PINs cancel it (§4 "Video reservation", §9).
    await journey.openMenuLink('Abmelden');
    const second = await reserve('W991');
    const pin = journey.main.getByLabel('Verifizierungs-PIN*');
    const complete = journey.main.getByRole('button', { name: 'Buchung abschließen' });
    for (let attempt = 1; attempt <= 5; attempt++) {
      await pin.fill('000000');
      await complete.click();
      if (attempt < 5) {
        await expect(journey.main.getByText('PIN ungültig.')).toBeVisible();
        await expect(
          journey.main.getByText(new RegExp(`Sie haben noch ${5 - attempt} Versuch`)),
        ).toBeVisible();
      }
    }
    await expect(
      journey.main.getByRole('heading', { level: 1, name: 'Reservierung storniert' }),
    ).toBeVisible();
    await expect(journey.main.getByLabel('Verifizierungs-PIN*')).toHaveCount(0);
    await expect(
      journey.main.getByRole('button', { name: 'Zurück zur Terminsuche' }),
    ).toBeVisible();
    await journey.expectAccessible();
    await journey.shot(testInfo, 'reservation-cancelled');

    // §2: back to the search with code, postcode, qualifications and radius from the session.
    await journey.main.getByRole('button', { name: 'Zurück zur Terminsuche' }).click();
    await expect(page).toHaveURL(new RegExp(`/terminservice/suche/${second.code}/${plz}/W991`));
    await journey.expectResults();
    await journey.expectAccessible();
  });

  test("5 management: 'Buchung verwalten' from the header menu → code → details", async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(120_000);
    const project = testInfo.project.name;
    const plz = plzOf(project);
    const code = await handOutCode(request, 'A002');
    const journey = new Journey(page, project);

    // A booking made earlier through the app, then the session ends ('Abmelden').
    await journey.start();
    await journey.loginWithCode(code, plz);
    await journey.expectResults();
    await journey.bookFirstSlotInPerson(uniqueMail('manage', project), plz);
    await noteTheCode(journey, code, 'Ihr Termin ist gebucht');
    await journey.openMenuLink('Abmelden');
    await expect(page).toHaveURL(/\/terminservice$/);

    await journey.openMenuLink('Buchung verwalten');
    await expect(page).toHaveURL(/\/terminservice\/termin$/);
    await expect(
      journey.main.getByRole('heading', { level: 1, name: 'Termin verwalten' }),
    ).toBeVisible();
    await expect(
      journey.main.getByRole('heading', {
        name: 'Bitte geben Sie den Vermittlungscode der Buchung an',
      }),
    ).toBeVisible();
    await journey.expectFocusOnNewPage();
    await journey.expectAccessible();
    await journey.shot(testInfo, 'management');
    if (journey.isPhone) {
      await expect(journey.main.getByPlaceholder('XXXX-XXXX-XXXX')).toBeVisible();
    }
    await journey.typeCode(code);
    await journey.main.getByRole('button', { name: 'Buchung verwalten' }).click();
    await expect(page).toHaveURL(DETAILS_URL);
    await expectInPersonDetails(journey, code);
    await expect(journey.confirmationDialog()).toHaveCount(0);
    await journey.expectAccessible();
  });

  test('6 one whole booking with the keyboard alone', async ({ page, request }, testInfo) => {
    test.setTimeout(240_000);
    const project = testInfo.project.name;
    const plz = plzOf(project);
    // W981: a specialty no other WEB spec books, so no parallel test takes its first slot.
    const code = await handOutCode(request, 'W981');
    const journey = new Journey(page, project);
    const keys = page.keyboard;

    await journey.app.goto('/terminservice');
    await journey.expectAccessible();
    // The cookie notice by keyboard.
    await tabTo(page, 'Auswahl bestätigen');
    await keys.press('Enter');
    await expect(journey.app.cookieNotice).toBeHidden();

    // 'Ja' by arrow keys in the radio group (from 'Nein' one step up… or into it with Tab first).
    const yes = journey.main.getByRole('radio', { name: 'Ja', exact: true });
    await tabTo(page, 'Ja');
    await keys.press('Space');
    await expect(yes).toBeChecked();
    await keys.press('ArrowDown');
    await expect(journey.main.getByRole('radio', { name: 'Nein', exact: true })).toBeChecked();
    await keys.press('ArrowUp');
    await expect(yes).toBeChecked();

    await tabTo(page, journey.isPhone ? 'Vermittlungscode' : 'Zeichen 1 bis 4');
    await keys.type(code);
    await tabTo(page, 'Postleitzahl');
    await keys.type(plz);
    await expect(journey.main.getByText(cityOf(plz), { exact: true })).toBeVisible();
    // Shift+Tab back to check the code arrived whole, then forward again.
    await keys.press('Shift+Tab');
    await expect(page.locator(':focus')).toHaveValue(
      journey.isPhone ? formatCode(code) : code.slice(8),
    );
    await tabTo(page, 'Termin suchen');
    await keys.press('Enter');
    await journey.expectResults();
    await journey.expectAccessible();

    // The first slot in the list.
    await tabTo(page, /^\d{2}:\d{2} Uhr/, 120);
    await keys.press('Enter');
    const hint = journey.hintDialog();
    const booking = journey.bookingDialog();
    await expect(hint.or(booking)).toBeVisible();
    if (await hint.isVisible()) {
      await journey.expectAccessible();
      await tabTo(page, 'Zur Terminbuchung');
      await keys.press('Enter');
    }
    await expect(booking).toBeVisible();
    await journey.expectAccessible();

    const email = uniqueMail('keyboard', project);
    const typeInto = async (label: string, text: string) => {
      await tabTo(page, label);
      await keys.type(text);
    };
    await tabTo(page, 'Geschlecht');
    await keys.type('W'); // type-ahead in the native select
    await expect(booking.getByLabel('Geschlecht', { exact: true })).toHaveValue('WEIBLICH');
    await typeInto('Vorname', 'Erika');
    await typeInto('Nachname', 'Mustermann');
    await typeInto('Geburtsdatum', '1980-05-17');
    await typeInto('Straße', 'Hauptstraße');
    await typeInto('Postleitzahl', plz);
    await expect(booking.getByLabel('Ort', { exact: true })).toHaveValue(cityOf(plz));
    await typeInto('Rückrufnummer', '0171 2345678');
    await typeInto('E-Mail-Adresse', email);
    await typeInto('E-Mail-Adresse wiederholen', email);
    // The first slot may be in person or a video consultation (W981 offers both).
    const submitName = await tabTo(page, /^(Termin buchen|TERMIN RESERVIEREN)$/);
    await keys.press('Enter');
    if (submitName.name === 'TERMIN RESERVIEREN') {
      await expect(page).toHaveURL(/\/terminservice\/reservierung-pin$/);
      await journey.expectAccessible();
      await tabTo(page, 'Verifizierungs-PIN*');
      await keys.type(await readPin(request, email));
      await tabTo(page, 'Buchung abschließen');
      await keys.press('Enter');
    } else {
      await expect(page.getByText('Der Termin wurde verbindlich gebucht.')).toBeVisible();
    }
    await expect(page).toHaveURL(DETAILS_URL);
    const dialog = journey.confirmationDialog();
    await expect(dialog).toBeVisible();
    await journey.expectAccessible();
    await tabTo(page, 'Ich habe mir den Code notiert');
    await keys.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(
      journey.main.getByRole('heading', {
        level: 1,
        name: /^(Ihr Termin|Ihre Videosprechstunde) am/,
      }),
    ).toBeVisible();
    await journey.expectAccessible();
  });
});
