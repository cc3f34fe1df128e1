// The WEB login page at /terminservice (§2 "Login page", §4 "Code login", "No-code flow",
// "Qualification modal", §5 messages, §8 login/availability rows) against the real server.
import { ROUTES } from '@terminservice/domain/search';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectPageToBeAccessible } from '../support/accessibility.ts';
import { AppShell } from '../support/app.ts';
import { tabTo } from '../support/keyboard.ts';

const PLZ = '10115';

/** A fresh Vermittlungscode for a referral-free specialty (dev API, demo mode). */
async function newCode(request: APIRequestContext, leistungsmerkmal = 'W030'): Promise<string> {
  const response = await request.post('/dev/api/codes', { data: { leistungsmerkmal } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { code: string }).code;
}

/** An open code (no specialty) as a TSS agent issues it: its login answers no qualifications. */
/** An open code (no specialty), as the hotline fetches it by urgency with a TSS token. */
async function openCode(request: APIRequestContext): Promise<string> {
  const tokenResponse = await request.post('/dev/api/tokens', { data: { applicationType: 'TSS' } });
  expect(tokenResponse.ok(), await tokenResponse.text()).toBe(true);
  const { token } = (await tokenResponse.json()) as { token: string };
  const response = await request.get('/web/api/v4/code/dringlichkeit?dringlichkeit=DRINGEND', {
    headers: { 'x-ets-identification-token': token, Authorization: `Basic ${btoa(':')}` },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { code: string }).code;
}

async function session(page: Page, key: string): Promise<unknown> {
  return page.evaluate(
    (name) => JSON.parse(sessionStorage.getItem(`ets-session-${name}`) ?? 'null'),
    key,
  );
}

class LoginPage {
  readonly app: AppShell;
  readonly page: Page;
  constructor(page: Page) {
    this.page = page;
    this.app = new AppShell(page);
  }
  get main() {
    return this.app.main;
  }
  async open(): Promise<void> {
    await this.app.goto(ROUTES.base);
    await this.app.confirmCookies();
    await expect(this.main.getByRole('heading', { level: 1, name: 'Termin suchen' })).toBeVisible();
  }
  async answer(name: 'Ja' | 'Nein' | '?'): Promise<void> {
    const radio =
      name === '?'
        ? this.main.getByRole('radio', { name: /Wo finde ich den Vermittlungscode/ })
        : this.main.getByRole('radio', { name, exact: true });
    await radio.check();
  }
  /** Three boxes on desktop, one field on phones (§5, §9 handset breakpoint). */
  async fillCode(code: string): Promise<void> {
    const single = this.main.getByRole('textbox', { name: 'Vermittlungscode', exact: true });
    if (await single.isVisible()) {
      await single.fill(code);
    } else {
      await this.main.getByRole('textbox', { name: 'Zeichen 1 bis 4' }).fill(code.slice(0, 4));
      await this.main.getByRole('textbox', { name: 'Zeichen 5 bis 8' }).fill(code.slice(4, 8));
      await this.main.getByRole('textbox', { name: 'Zeichen 9 bis 12' }).fill(code.slice(8, 12));
    }
  }
  async blurCode(): Promise<void> {
    await this.main.getByRole('textbox', { name: 'Postleitzahl' }).focus();
  }
  field(name: string) {
    return this.main.getByRole('textbox', { name, exact: true });
  }
  async expectError(message: string): Promise<void> {
    // The ui's field errors start with a hidden 'Fehler:' for screen readers.
    await expect(this.main.getByText(`Fehler: ${message}`, { exact: true }).first()).toBeVisible();
  }
  errorAlert() {
    return this.main.getByRole('alert').filter({ hasText: 'Die Anmeldung ist fehlgeschlagen.' });
  }
}

test.describe('the login page', () => {
  test('asks for the code; shows the help for ?', async ({ page }, testInfo) => {
    const login = new LoginPage(page);
    await login.open();
    await expect(
      login.main.getByRole('group', { name: 'Haben Sie einen Vermittlungscode?' }),
    ).toBeVisible();
    await expect(login.main.getByText(/telefonisch unter der Rufnummer 116 117/)).toBeVisible();
    await expectPageToBeAccessible(page);
    await login.app.screenshot(testInfo, 'login-start');

    await login.answer('?');
    await expect(
      login.main.getByRole('heading', { name: 'Wo finde ich den Vermittlungscode?' }),
    ).toBeVisible();
    await expectPageToBeAccessible(page);
  });

  test('clears the session on opening', async ({ page }) => {
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        sessionStorage.setItem('seeded', '1');
        sessionStorage.setItem('ets-session-code', JSON.stringify('ABCD2FGH4JKL'));
      }
    });
    const login = new LoginPage(page);
    await login.open();
    expect(await session(page, 'code')).toBeNull();
  });
});

test.describe('the code form (Ja)', () => {
  test('shows every §5 message after touch', async ({ page }, testInfo) => {
    const login = new LoginPage(page);
    await login.open();
    await login.answer('Ja');
    const submit = login.main.getByRole('button', { name: 'Termin suchen' });
    await expect(submit).toHaveAttribute('aria-disabled', 'true');

    await login.fillCode('');
    await login.blurCode();
    await login.field('Postleitzahl').blur();
    await login.expectError('Vermittlungscode benötigt');
    await login.expectError('Sie müssen eine Postleitzahl eingeben');

    await login.fillCode('AB!D');
    await login.expectError('Gültige Zeichen sind a-z A-Z 0-9');
    await login.fillCode('ABCD2F');
    await login.expectError('Minimale Zeichenanzahl: 12');
    await login.fillCode('ABCDEFGHIJKL');
    await login.expectError('Ungültiger Vermittlungscode.');

    const zip = login.field('Postleitzahl');
    for (const [value, message] of [
      ['1011', 'Minimale Zeichenanzahl: 5'],
      ['101155', 'Maximale Zeichenanzahl: 5'],
      ['10a15', 'Gültige Zeichen sind 0-9'],
      ['00123', 'Ungültige Postleitzahl'],
    ] as const) {
      await zip.fill(value);
      await login.expectError(message);
    }
    await expectPageToBeAccessible(page);
    await login.app.screenshot(testInfo, 'login-code-errors');

    // A valid postcode shows its place (§5 city lookup).
    await zip.fill(PLZ);
    await expect(login.main.getByText('Berlin', { exact: true })).toBeVisible();
  });

  test('logs in with a dev-API code and lands on the search path', async ({
    page,
    request,
  }, testInfo) => {
    const code = await newCode(request, 'W030');
    const login = new LoginPage(page);
    await login.open();
    await login.answer('Ja');
    await login.fillCode(code);
    await login.field('Postleitzahl').fill(PLZ);
    await expectPageToBeAccessible(page);
    await login.app.screenshot(testInfo, 'login-code-filled');
    await login.main.getByRole('button', { name: 'Termin suchen' }).click();

    await expect(page).toHaveURL(new RegExp(`/terminservice/suche/${code}/${PLZ}/W030$`));
    expect(await session(page, 'code')).toBe(code);
    expect(await session(page, 'plz')).toBe(PLZ);
    expect(await session(page, 'qualifikationen')).toEqual(['W030']);
    expect(typeof (await session(page, 'kv'))).toBe('string');
    expect(await session(page, 'termintypen')).toEqual(expect.any(Array));
    expect(await session(page, 'radius')).toBe(5);
  });

  test("an unknown code: 'Ungültiger Vermittlungscode'", async ({ page }) => {
    const login = new LoginPage(page);
    await login.open();
    await login.answer('Ja');
    await login.fillCode('ZZZZ2222ZZZZ');
    await login.field('Postleitzahl').fill(PLZ);
    await login.main.getByRole('button', { name: 'Termin suchen' }).click();
    await expect(login.errorAlert()).toContainText('Ungültiger Vermittlungscode');
    await expect(page).toHaveURL(/\/terminservice$/);
    await expectPageToBeAccessible(page);
  });

  test('fills and sends the code form with the keyboard only', async ({ page, request }) => {
    const code = await newCode(request, 'A001');
    const login = new LoginPage(page);
    await login.open();
    await login.main.focus();
    await tabTo(page, 'Ja');
    await page.keyboard.press('Space');
    await expect(login.main.getByRole('radio', { name: 'Ja', exact: true })).toBeChecked();
    const single = await login.field('Vermittlungscode').isVisible();
    await tabTo(page, single ? 'Vermittlungscode' : 'Zeichen 1 bis 4');
    // Typing runs on through the boxes (auto-advance).
    await page.keyboard.type(code);
    await tabTo(page, 'Postleitzahl');
    await page.keyboard.type(PLZ);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/terminservice/suche/${code}/${PLZ}/A001$`));
  });

  test('opens the qualification picker when the login answers none', async ({
    page,
    request,
  }, testInfo) => {
    const code = await openCode(request);
    const login = new LoginPage(page);
    await login.open();
    await login.answer('Ja');
    await login.fillCode(code);
    await login.field('Postleitzahl').fill(PLZ);
    await login.main.getByRole('button', { name: 'Termin suchen' }).click();

    const dialog = page.getByRole('dialog', { name: 'Fachrichtung auswählen' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'weitere Arztgruppen' })).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'Zusatzqualifikationen' })).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: 'FACHRICHTUNG AUSWÄHLEN' })).toHaveCount(0);
    await expectPageToBeAccessible(page);

    await dialog.getByRole('searchbox', { name: 'Fachrichtung suchen' }).fill('Augen');
    await dialog.getByRole('checkbox', { name: 'Augenheilkunde', exact: true }).check();
    await expectPageToBeAccessible(page);
    await login.app.screenshot(testInfo, 'login-picker');
    await dialog.getByRole('button', { name: 'FACHRICHTUNG AUSWÄHLEN' }).click();
    await expect(page).toHaveURL(new RegExp(`/terminservice/suche/${code}/${PLZ}/W030$`));
    expect(await session(page, 'qualifikationen')).toEqual(['W030']);
  });
});

test.describe('the no-code form (Nein)', () => {
  test('shows every §5 message after touch', async ({ page }, testInfo) => {
    const login = new LoginPage(page);
    await login.open();
    await login.answer('Nein');
    await expect(login.main.getByRole('radio', { name: 'per SMS' })).toBeChecked();
    await expect(login.main.getByText('+49', { exact: true })).toBeVisible();

    // Disabled while invalid (aria-disabled), yet a click shows why: as a user would click it.
    await login.main.getByRole('button', { name: 'Weiter' }).click({ force: true });
    await login.expectError('Bitte wählen Sie eine Fachrichtung aus.');
    await login.expectError('Sie müssen eine Postleitzahl eingeben');
    await login.expectError('Sie müssen eine Rufnummer eingeben');
    await login.expectError('Bitte bestätigen Sie, dass Sie gesetzlich krankenversichert sind.');
    await expect(login.main.getByRole('combobox', { name: 'Fachrichtung' })).toBeFocused();
    await expectPageToBeAccessible(page);
    await login.app.screenshot(testInfo, 'login-nocode-errors');

    const zip = login.field('PLZ des Wohnortes');
    for (const [value, message] of [
      ['1011', 'Minimale Zeichenanzahl: 5'],
      ['101155', 'Maximale Zeichenanzahl: 5'],
      ['10a15', 'Gültige Zeichen sind 0-9'],
      ['00123', 'Ungültige Postleitzahl'],
    ] as const) {
      await zip.fill(value);
      await login.expectError(message);
    }
    const phone = login.field('Mobilnummer');
    await phone.fill('0171 abc');
    await login.expectError('Gültige Zeichen sind 0-9 <Leerzeichen> + /');
    await phone.fill('1'.repeat(21));
    await login.expectError('Maximale Zeichenanzahl: 20');

    await login.main.getByRole('radio', { name: 'per E-Mail' }).check();
    await expect(login.field('Mobilnummer')).toHaveCount(0);
    const email = login.field('E-Mail-Adresse');
    const repeat = login.field('E-Mail-Adresse wiederholen');
    await email.fill('erika@');
    await login.expectError('Ungültige E-Mail-Adresse');
    await email.fill('');
    await login.expectError('Sie müssen eine E-Mail-Adresse eingeben');
    await email.fill('erika@example.de');
    await repeat.fill('erika@example.com');
    await login.expectError('Die eingegebenen E-Mail-Adressen stimmen nicht überein.');
    await expectPageToBeAccessible(page);
  });

  test('the SMS flow reaches the identity check, and the outbox holds the PIN', async ({
    page,
  }, testInfo) => {
    // A number of its own per run and project, to find the SMS in the outbox.
    const local = `170${String(Date.now()).slice(-7)}${testInfo.project.name === 'phone' ? 1 : 2}`;
    const login = new LoginPage(page);
    await login.open();
    await login.answer('Nein');
    await login.main.getByRole('combobox', { name: 'Fachrichtung' }).selectOption('W030');
    await login.field('PLZ des Wohnortes').fill(PLZ);
    await expect(login.main.getByText('Berlin', { exact: true })).toBeVisible();
    await login.field('Mobilnummer').fill(`0${local}`);
    await login.main
      .getByRole('checkbox', { name: 'Ich bin gesetzlich krankenversichert.' })
      .check();
    await expectPageToBeAccessible(page);
    await login.app.screenshot(testInfo, 'login-nocode-filled');
    // Waiting for the navigation itself: on this branch the identity token in the session goes out
    // as the staff-token header, which the server refuses, so the shell's next status poll sends
    // the page back to base (see the login README, "Known conflict").
    const [pinResponse] = await Promise.all([
      page.waitForResponse((r) => r.url().includes('/identitaetsbestaetigung/anfordern/sms')),
      page.waitForURL(/\/terminservice\/code-verification$/),
      login.main.getByRole('button', { name: 'Weiter' }).click(),
    ]);
    expect(pinResponse.status()).toBe(200);
    expect(await pinResponse.json()).toEqual({ token: expect.any(String) });
    expect(JSON.parse(pinResponse.request().postData() ?? '{}')).toEqual({
      plz: PLZ,
      phone: `+49${local}`,
      leistungsmerkmal: 'W030',
    });
    const outbox = await page.request.get(
      `/dev/api/outbox?to=${encodeURIComponent(`+49${local}`)}`,
    );
    const { messages } = (await outbox.json()) as {
      messages: { channel: string; text: string }[];
    };
    expect(messages[0]?.channel).toBe('sms');
    expect(messages[0]?.text).toMatch(/\d{6}/);
  });

  test('the e-mail flow reaches the identity check', async ({ page }, testInfo) => {
    const receiver = `login-${testInfo.project.name}-${Date.now()}@example.org`;
    const login = new LoginPage(page);
    await login.open();
    await login.answer('Nein');
    await login.main.getByRole('combobox', { name: 'Fachrichtung' }).selectOption('A001');
    await login.field('PLZ des Wohnortes').fill('80331');
    await login.main.getByRole('radio', { name: 'per E-Mail' }).check();
    await login.field('E-Mail-Adresse').fill(receiver);
    await login.field('E-Mail-Adresse wiederholen').fill(receiver);
    await login.main
      .getByRole('checkbox', { name: 'Ich bin gesetzlich krankenversichert.' })
      .check();
    await Promise.all([
      page.waitForURL(/\/terminservice\/code-verification$/),
      login.main.getByRole('button', { name: 'Weiter' }).click(),
    ]);
    const outbox = await page.request.get(`/dev/api/outbox?to=${encodeURIComponent(receiver)}`);
    const { messages } = (await outbox.json()) as {
      messages: { channel: string; text: string }[];
    };
    expect(messages[0]?.channel).toBe('email');
    expect(messages[0]?.text).toMatch(/\d{6}/);
  });

  test("no appointments: the §8 'Derzeit stehen leider keine Termine' text", async ({
    page,
    request,
  }) => {
    // Demo data guarantees slots around the big cities; look for a remote postcode without any for
    // the children's psychotherapy consultation. Skipped when the demo data has none.
    let empty: string | null = null;
    for (const plz of ['27498', '18565', '25849']) {
      const response = await request.post('/web/api/v4/termincheck/check', {
        data: { postleitzahl: plz, leistungsmerkmale: ['W991'] },
      });
      if (
        response.ok() &&
        !((await response.json()) as { termineVorhanden: boolean }).termineVorhanden
      ) {
        empty = plz;
        break;
      }
    }
    test.skip(empty === null, 'the demo data has appointments near every probed postcode');
    const login = new LoginPage(page);
    await login.open();
    await login.answer('Nein');
    await login.main.getByRole('combobox', { name: 'Fachrichtung' }).selectOption('W991');
    await login.field('PLZ des Wohnortes').fill(empty ?? '');
    await login.field('Mobilnummer').fill('0170 1234567');
    await login.main
      .getByRole('checkbox', { name: 'Ich bin gesetzlich krankenversichert.' })
      .check();
    await login.main.getByRole('button', { name: 'Weiter' }).click();
    await expect(login.errorAlert()).toContainText(
      'Derzeit stehen leider keine Termine für die gewünschte Fachrichtung zur Verfügung. Bitte versuchen Sie es zu einem späteren Zeitpunkt.',
    );
    await expect(page).toHaveURL(/\/terminservice$/);
    await expectPageToBeAccessible(page);
  });
});
