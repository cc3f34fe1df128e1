// The pages of the "pages" feature set: the identity check (§2, §4 "Identity check"), 'Termin
// verwalten' (§2, §4 "Management login", §8), the e-mail verification result page (§2, all
// states), the contact form (§2, §7). The identity check is opened the way the login page opens it
// (PIN requested, token in the session, navigation state); its journey from the login form itself
// is written with the login.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectPageToBeAccessible } from '../support/accessibility.ts';
import { AppShell } from '../support/app.ts';
import { basicAuth, bookingHeaders, bookingPayload } from '../support/booking-payload.ts';

const API = '/web/api/v4';

async function newCode(request: APIRequestContext, leistungsmerkmal = 'W030'): Promise<string> {
  const answer = await request.post('/dev/api/codes', { data: { leistungsmerkmal } });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { code: string }).code;
}

type Slots = Record<string, Record<string, Record<string, Record<string, SlotItem[]>>>>;
interface SlotItem {
  readonly id: string;
  readonly termintyp?: string;
}

/** A code with a booked in-person appointment, booked through the API as the app would. */
async function bookedCode(request: APIRequestContext, project: string): Promise<string> {
  const code = await newCode(request);
  const search = await request.get(`${API}/search`, {
    params: { plz: '10115', someOf: 'W030' },
    headers: basicAuth(code),
  });
  expect(search.ok()).toBe(true);
  const { slots } = (await search.json()) as { slots: Slots };
  const inPerson = Object.values(slots)
    .flatMap((byDate) => Object.values(byDate))
    .flatMap((byPraxis) => Object.values(byPraxis))
    .flatMap((byProfile) => Object.values(byProfile))
    .flat()
    .filter((slot) => slot.termintyp !== 'VIDEOSPRECHSTUNDE');
  // From the end of the list: the no-code journey (journeys.spec.ts) books the first W030 slot near
  // 10115 at the same time; each project takes its own slot.
  const slot = inPerson[inPerson.length - (project === 'phone' ? 2 : 1)];
  expect(slot, 'an in-person slot near 10115').toBeDefined();
  const booking = await request.post(`${API}/buchung`, {
    headers: bookingHeaders(code),
    data: bookingPayload(slot!.id, 'W030', `e2e-pages-${project}-${Date.now()}@example.org`),
  });
  expect(booking.status(), await booking.text()).toBe(204);
  return code;
}

/** The code input: three boxes on desktop, one field on a phone (§2). */
async function enterCode(page: Page, code: string): Promise<void> {
  const main = page.getByRole('main');
  // The page is a lazy chunk: which input it shows is known once it is there.
  await expect(main.getByRole('heading', { level: 1, name: 'Termin verwalten' })).toBeVisible();
  const single = main.getByRole('textbox', { name: /^Vermittlungscode/ });
  if (await single.isVisible()) {
    await single.fill(code);
  } else {
    await main.getByRole('textbox', { name: 'Zeichen 1 bis 4' }).fill(code.slice(0, 4));
    await main.getByRole('textbox', { name: 'Zeichen 5 bis 8' }).fill(code.slice(4, 8));
    await main.getByRole('textbox', { name: 'Zeichen 9 bis 12' }).fill(code.slice(8, 12));
  }
}

test.describe("'Termin verwalten' (§2, §4 Management login)", () => {
  test('a booked code leads to its details', async ({ page, request }, testInfo) => {
    const code = await bookedCode(request, testInfo.project.name);
    const app = new AppShell(page);
    await app.goto('/terminservice/termin');
    await app.confirmCookies();
    await expect(
      app.main.getByRole('heading', { level: 1, name: 'Termin verwalten' }),
    ).toBeVisible();
    await expect(
      app.main.getByRole('heading', {
        name: 'Bitte geben Sie den Vermittlungscode der Buchung an',
      }),
    ).toBeVisible();
    if (testInfo.project.name === 'phone') {
      await expect(app.main.getByPlaceholder('XXXX-XXXX-XXXX')).toBeVisible();
    } else {
      await expect(app.main.getByRole('textbox', { name: 'Zeichen 1 bis 4' })).toBeVisible();
    }
    await expectPageToBeAccessible(page);
    await app.screenshot(testInfo, 'management');

    await enterCode(page, code);
    await app.main.getByRole('button', { name: 'Buchung verwalten' }).click();
    await expect(page).toHaveURL(/\/terminservice\/termin\/details$/);
    expect(
      await page.evaluate(() => JSON.parse(sessionStorage.getItem('ets-session-code') ?? 'null')),
    ).toBe(code);
  });

  test("a code without booking says 'Keine Buchung gefunden'", async ({ page, request }) => {
    const code = await newCode(request);
    const app = new AppShell(page);
    await app.goto('/terminservice/termin');
    await enterCode(page, code);
    await app.main.getByRole('button', { name: 'Buchung verwalten' }).click();
    await expect(app.main.getByRole('alert')).toContainText('Keine Buchung gefunden');
    await expect(page).toHaveURL(/\/terminservice\/termin$/);
    await expectPageToBeAccessible(page);
  });

  test("an unknown code says 'Ungültiger Vermittlungscode'", async ({ page }) => {
    const app = new AppShell(page);
    await app.goto('/terminservice/termin');
    await enterCode(page, 'ZZZZ2ZZZ4ZZZ');
    await app.main.getByRole('button', { name: 'Buchung verwalten' }).click();
    await expect(app.main.getByRole('alert')).toContainText('Ungültiger Vermittlungscode');
  });

  test('every code message shows after touch; the button stays disabled', async ({ page }) => {
    const app = new AppShell(page);
    await app.goto('/terminservice/termin');
    const button = app.main.getByRole('button', { name: 'Buchung verwalten' });
    await expect(button).toBeDisabled();
    const cancel = app.main.getByRole('button', { name: 'Abbrechen' });
    // Touched and left empty.
    await app.main.getByRole('textbox').first().focus();
    await cancel.focus();
    await expect(app.main.getByText('Vermittlungscode benötigt')).toBeVisible();
    for (const [code, message] of [
      ['ABCD2FGH', 'Minimale Zeichenanzahl: 12'],
      ['ABCD0FGH1JKL', 'Ungültiger Vermittlungscode.'],
    ] as const) {
      await enterCode(page, code);
      await cancel.focus();
      await expect(app.main.getByText(message)).toBeVisible();
      await expect(button).toBeDisabled();
    }
    await expectPageToBeAccessible(page);
    await app.main.getByRole('button', { name: 'Abbrechen' }).click();
    await expect(page).toHaveURL(/\/terminservice$/);
  });
});

const STATES = [
  ['invalid', 'Leider konnten wir Ihre E-Mail-Adresse nicht bestätigen'],
  ['valid', 'Vielen Dank für die Bestätigung Ihrer E-Mail-Adresse.'],
  ['nocode-invalid', 'Beim Versenden der E-Mail ist ein Problem aufgetreten.'],
  ['nocode-valid', 'Bitte bestätigen Sie Ihre E-Mail-Adresse.'],
  ['nocode-verify-invalid', 'Leider konnten wir Ihre E-Mail-Adresse nicht bestätigen.'],
  ['nocode-verify-valid', 'Vielen Dank für die Bestätigung Ihrer E-Mail-Adresse.'],
  ['etwas-anderes', 'Fehler: Unbekannter Status'],
  ['', 'Fehler: Unbekannter Status'],
] as const;

test.describe('the e-mail verification result page (§2)', () => {
  for (const [state, text] of STATES) {
    test(`state '${state || '(none)'}'`, async ({ page }, testInfo) => {
      const app = new AppShell(page);
      await app.goto(`/terminservice/email-verification${state ? `/${state}` : ''}`);
      if (state === 'invalid') await app.confirmCookies();
      await expect(
        app.main.getByRole('heading', { level: 1, name: 'E-Mail-Bestätigung' }),
      ).toBeVisible();
      await expect(app.main.getByText(text)).toBeVisible();
      if (state === 'valid' || state === 'invalid') {
        await app.screenshot(testInfo, `email-verification-${state}`);
      }
      await expect(await app.menuLink('zur Startseite')).toBeVisible();
      await expectPageToBeAccessible(page);
    });
  }
});

test.describe('the contact page (§2, §7)', () => {
  test('is linked from the footer and shows every validation message', async ({ page }) => {
    const app = new AppShell(page);
    await app.goto('/terminservice/faq');
    await app.footer.getByRole('link', { name: 'Kontakt' }).click();
    await expect(page).toHaveURL(/\/terminservice\/kontakt$/);
    await expect(app.main.getByRole('heading', { level: 1, name: 'Kontakt' })).toBeVisible();
    const send = app.main.getByRole('button', { name: 'Nachricht senden' });
    await expect(send).toBeDisabled();

    const name = app.main.getByRole('textbox', { name: /^Ihr Name/ });
    const email = app.main.getByRole('textbox', { name: /^Ihre E-Mail-Adresse/ });
    const subject = app.main.getByRole('textbox', { name: /^Betreff/ });
    const message = app.main.getByRole('textbox', { name: /^Ihre Nachricht/ });
    // Each field touched and left empty.
    for (const field of [name, email, subject, message, name]) await field.focus();
    for (const text of [
      'Sie müssen einen Namen eingeben',
      'Sie müssen eine E-Mail-Adresse eingeben',
      'Sie müssen einen Betreff eingeben',
      'Sie müssen eine Nachricht eingeben',
    ]) {
      await expect(app.main.getByText(text)).toBeVisible();
    }
    await expectPageToBeAccessible(page);

    await email.fill('erika@');
    await subject.fill('Frage {x}');
    await message.fill('Hallo..');
    await name.fill('Erika 0x41');
    await expect(app.main.getByText('Ungültige E-Mail-Adresse')).toBeVisible();
    await expect(
      app.main.getByText('Das Feld enthält nicht erlaubte Sonderzeichen.'),
    ).toBeVisible();
    await expect(
      app.main.getByText('Zwei aufeinanderfolgende Punkte sind nicht erlaubt.'),
    ).toBeVisible();
    await expect(app.main.getByText("Die Zeichenfolge '0x' ist nicht erlaubt.")).toBeVisible();
    await expect(send).toBeDisabled();
    await expectPageToBeAccessible(page);
  });

  test('sends a message to the operator and thanks the user', async ({
    page,
    request,
  }, testInfo) => {
    const app = new AppShell(page);
    await app.goto('/terminservice/kontakt');
    await app.confirmCookies();
    const subject = `E2E-Frage ${testInfo.project.name} ${Date.now()}`;
    await app.main.getByRole('textbox', { name: /^Ihr Name/ }).fill('Erika Musterfrau');
    await app.main.getByRole('textbox', { name: /^Ihre E-Mail-Adresse/ }).fill('erika@example.org');
    await app.main.getByRole('textbox', { name: /^Betreff/ }).fill(subject);
    await app.main
      .getByRole('textbox', { name: /^Ihre Nachricht/ })
      .fill('Wie ändere ich die E-Mail-Adresse meiner Buchung?');
    await expectPageToBeAccessible(page);
    await app.screenshot(testInfo, 'contact-form');
    await app.main.getByRole('button', { name: 'Nachricht senden' }).click();

    const thanks = app.main.getByRole('heading', { name: 'Vielen Dank für Ihre Nachricht.' });
    await expect(thanks).toBeVisible();
    await expect(thanks).toBeFocused();
    await expectPageToBeAccessible(page);
    await app.screenshot(testInfo, 'contact-sent');

    const outbox = await request.get('/dev/api/outbox');
    const { messages } = (await outbox.json()) as {
      messages: Array<{ subject: string; text: string }>;
    };
    const mail = messages.find((m) => m.subject === `Kontaktanfrage: ${subject}`);
    expect(mail?.text).toContain('Erika Musterfrau');
    expect(mail?.text).toContain('Wie ändere ich die E-Mail-Adresse meiner Buchung?');
  });
});

/** Opens the identity check as the login page does: PIN token in the session, state in history. */
async function openIdentityCheck(page: Page, token: string, state: object): Promise<void> {
  await page.evaluate(
    ({ token, state }) => {
      sessionStorage.setItem('ets-session-pin-token', JSON.stringify(token));
      window.history.pushState(
        { usr: state, key: 'pin', idx: 1 },
        '',
        '/terminservice/code-verification',
      );
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    },
    { token, state },
  );
}

test.describe('the identity check (§2 Identitätsprüfung, §4)', () => {
  test('verifies the e-mailed PIN and goes to the search', async ({ page, request }, testInfo) => {
    const receiver = `e2e-identity-${testInfo.project.name}-${Date.now()}@example.org`;
    const requested = await request.post(`${API}/identitaetsbestaetigung/anfordern/email`, {
      data: { plz: '10115', receiver, leistungsmerkmal: 'W030' },
    });
    expect(requested.ok(), await requested.text()).toBe(true);
    const { token } = (await requested.json()) as { token: string };

    const app = new AppShell(page);
    await app.goto('/terminservice');
    await app.confirmCookies();
    await openIdentityCheck(page, token, {
      media: 'email',
      receiver,
      zip: '10115',
      qualification: 'W030',
      channel: 'mail',
    });
    await expect(
      app.main.getByRole('heading', { level: 1, name: 'Identitätsprüfung' }),
    ).toBeVisible();
    const masked = `${'*'.repeat(receiver.indexOf('@') - 3)}${receiver.slice(receiver.indexOf('@') - 3)}`;
    await expect(app.main.getByText(masked, { exact: false })).toBeVisible();
    const pin = app.main.getByRole('textbox', { name: /^PIN/ });
    await expect(pin).toBeFocused();
    await expect(
      app.main.getByRole('button', { name: /^PIN erneut senden \(\d+s\)$/ }),
    ).toBeDisabled();
    const verify = app.main.getByRole('button', { name: 'Verifizieren' });
    await expect(verify).toBeDisabled();

    // A wrong PIN first: §8 'PIN ungültig'.
    await pin.fill('000-000');
    await verify.click();
    await expect(app.main.getByRole('alert')).toContainText('PIN ungültig');
    await expectPageToBeAccessible(page);
    await app.screenshot(testInfo, 'identity-check');

    const outbox = await request.get('/dev/api/outbox', { params: { to: receiver } });
    const { messages } = (await outbox.json()) as { messages: Array<{ text: string }> };
    const sent = /PIN[^0-9]*(\d{3})(\d{3})/.exec(messages[0]?.text ?? '');
    expect(sent, 'the PIN in the outbox').not.toBeNull();
    await pin.fill(`${sent![1]}-${sent![2]}`);
    await verify.click();
    await expect(page).toHaveURL(/\/terminservice\/suche\/[A-Z0-9]{12}\/10115\/W030$/);
  });

  test('without navigation state it goes to base', async ({ page }) => {
    const app = new AppShell(page);
    await app.goto('/terminservice/code-verification');
    await expect(page).toHaveURL(/\/terminservice$/);
  });
});
