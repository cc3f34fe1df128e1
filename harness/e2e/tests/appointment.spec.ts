// The appointment pages against the real server (issue #4): details by code and after booking with
// the confirmation modal, change e-mail with its PIN, cancel twice (the code is used up), and the video
// reservation PIN page (book, five wrong PINs, resend countdown). Bookings are made through the
// real API with Playwright's request context; codes and PINs come from the dev API (demo mode).
import {
  expect,
  test,
  type APIRequestContext,
  type APIResponse,
  type Page,
} from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { expectPageToBeAccessible } from '../support/accessibility.ts';
import { AppShell } from '../support/app.ts';

const API = '/web/api/v4';
const PLZ = '10115';

interface SlotRef {
  readonly id: string;
  readonly termintyp?: string;
}

const auth = (code: string) => ({
  Authorization: `Basic ${Buffer.from(`:${code}`).toString('base64')}`,
});
const formatted = (code: string) => code.replace(/^(.{4})(.{4})(.{4})$/, '$1-$2-$3');
let mailCounter = 0;
const newMail = (label: string) =>
  `e2e-appointment-${label}-${Date.now()}-${(mailCounter += 1)}@example.org`;

/** The server sheds load with 503 + Retry-After (docs/architecture.md): such answers are asked again. */
async function patiently(send: () => Promise<APIResponse>): Promise<APIResponse> {
  for (let attempt = 0; ; attempt++) {
    const response = await send();
    if (response.status() !== 503 || attempt >= 5) return response;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

async function newCode(request: APIRequestContext): Promise<string> {
  const response = await patiently(() =>
    request.post('/dev/api/codes', { data: { leistungsmerkmal: 'W030' } }),
  );
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { code: string }).code;
}

/** A random free slot of the kind, so that parallel projects do not race for the same one. */
async function freeSlot(request: APIRequestContext, code: string, video: boolean): Promise<string> {
  const response = await patiently(() =>
    request.get(`${API}/search?plz=${PLZ}`, { headers: auth(code) }),
  );
  expect(response.ok(), await response.text()).toBe(true);
  const body = (await response.json()) as {
    slots: Record<string, Record<string, Record<string, Record<string, SlotRef[]>>>>;
  };
  const slots = Object.values(body.slots)
    .flatMap((byDate) => Object.values(byDate))
    .flatMap((byPraxis) => Object.values(byPraxis))
    .flatMap((byProfile) => Object.values(byProfile))
    .flat()
    .filter((slot) => (slot.termintyp === 'VIDEOSPRECHSTUNDE') === video);
  expect(slots.length).toBeGreaterThan(0);
  return slots[Math.floor(Math.random() * slots.length)]!.id;
}

function bookingPayload(slot: string, mail: string) {
  return {
    slot,
    leistungsmerkmale: ['W030'],
    contact: {
      geschlecht: 'WEIBLICH',
      vorname: 'Erika',
      nachname: 'Musterfrau',
      geburtsdatum: '1980-04-12',
      strasse: 'Invalidenstraße',
      hausnummer: '1',
      plz: PLZ,
      ort: 'Berlin',
      phone: '+491701234567',
      notificationChannel: 'email',
      notificationReceiver: mail,
      hinweisAnBehandelndenArzt: '',
    },
  };
}

/** Books in person; retries with another slot when a parallel test took this one. */
async function bookInPerson(request: APIRequestContext, code: string): Promise<void> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const slot = await freeSlot(request, code, false);
    const response = await patiently(() =>
      request.post(`${API}/buchung`, {
        headers: auth(code),
        data: bookingPayload(slot, newMail('booking')),
      }),
    );
    if (response.ok()) return;
    expect(response.status(), await response.text()).toBe(409);
  }
  throw new Error('No slot could be booked');
}

async function reserveVideo(request: APIRequestContext, code: string): Promise<string> {
  const mail = newMail('video');
  for (let attempt = 0; attempt < 5; attempt++) {
    const slot = await freeSlot(request, code, true);
    const response = await patiently(() =>
      request.post(`${API}/videosprechstunde/reservieren`, {
        headers: auth(code),
        data: bookingPayload(slot, mail),
      }),
    );
    if (response.ok()) return mail;
    expect(response.status(), await response.text()).toBe(409);
  }
  throw new Error('No video slot could be reserved');
}

async function pinFor(request: APIRequestContext, mail: string): Promise<string> {
  const response = await patiently(() =>
    request.get(`/dev/api/outbox?to=${encodeURIComponent(mail)}`),
  );
  const { messages } = (await response.json()) as { messages: { text: string }[] };
  const pin = /PIN\D*(\d{6})/.exec(messages[0]?.text ?? '')?.[1];
  expect(pin).toMatch(/^\d{6}$/);
  return pin!;
}

async function open(page: Page, path: string): Promise<AppShell> {
  const app = new AppShell(page);
  await app.goto(path);
  await app.confirmCookies();
  return app;
}

test.describe('details pages', () => {
  test('by code: the in-person appointment with office, e-mail and cancel blocks', async ({
    page,
    request,
  }, testInfo) => {
    const code = await newCode(request);
    await bookInPerson(request, code);
    const app = await open(page, `/terminservice/termin/details/${code}`);
    await expect(
      app.main.getByRole('heading', {
        level: 1,
        name: /^Ihr Termin am \d{2}\.\d{2}\.\d{4}, \d{2}:\d{2} Uhr$/,
      }),
    ).toBeVisible();
    await expect(app.main.getByText(formatted(code), { exact: true })).toBeVisible();
    await expect(app.main.getByRole('region', { name: 'Praxis' })).toBeVisible();
    await expect(
      app.main.getByRole('region', { name: 'Benachrichtigungs-E-Mail ändern' }),
    ).toBeVisible();
    await expect(app.main.getByRole('region', { name: 'Termin absagen' })).toBeVisible();
    await expect(await app.menuLink('Termin gebucht')).toBeVisible();
    // A code in the route: no confirmation modal.
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expectPageToBeAccessible(page);
    await app.screenshot(testInfo, 'details');

    // WCAG 1.4.10: reflow at 320 px without horizontal scrolling.
    await page.setViewportSize({ width: 320, height: 740 });
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
    await app.screenshot(testInfo, 'details-320');
  });

  test('after booking: the confirmation modal — copy, calendar file, back closes it, notiert', async ({
    page,
    request,
    context,
  }, testInfo) => {
    const code = await newCode(request);
    await bookInPerson(request, code);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.addInitScript((value) => {
      window.sessionStorage.setItem('ets-session-code', JSON.stringify(value));
    }, code);
    // The cookie notice is confirmed first: behind the modal it cannot be reached.
    const app = await open(page, '/terminservice');
    await app.goto('/terminservice/termin/details');
    const dialog = page.getByRole('dialog', { name: 'Ihr Termin ist gebucht' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(formatted(code), { exact: true })).toBeVisible();
    await expectPageToBeAccessible(page);
    await app.screenshot(testInfo, 'confirmation-modal');

    // Static backdrop: Escape leaves it open.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();

    await dialog.getByRole('button', { name: 'Code kopieren' }).click();
    await expect(page.getByText('Vermittlungscode in die Zwischenablage kopiert')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(formatted(code));

    const download = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Zum Kalender hinzufügen' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('termin.ics');
    expect(await readFile((await file.path())!, 'utf8')).toContain('BEGIN:VCALENDAR');

    // §2 "closes on browser back" — and stays on the details page.
    await page.goBack();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/terminservice\/termin\/details$/);

    // Not noted yet: it comes again; 'Ich habe mir den Code notiert' ends that for good.
    await page.reload();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Ich habe mir den Code notiert' }).click();
    await expect(dialog).toBeHidden();
    await expect(app.main.getByRole('heading', { level: 1 })).toBeVisible();
    await page.reload();
    await expect(app.main.getByRole('heading', { level: 1, name: /^Ihr Termin am/ })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test("change the notification e-mail, confirmed with its PIN: 'Ihre E-Mail Adresse wurde angepasst'", async ({
    page,
    request,
  }) => {
    const code = await newCode(request);
    await bookInPerson(request, code);
    const app = await open(page, `/terminservice/termin/details/${code}`);
    const block = app.main.getByRole('region', { name: 'Benachrichtigungs-E-Mail ändern' });
    const submit = block.getByRole('button', { name: 'E-Mail-Adresse ändern' });
    await expect(submit).toBeDisabled();
    const mail = newMail('changed');
    await block.getByLabel('Neue E-Mail-Adresse', { exact: true }).fill(mail);
    await block.getByLabel('Neue E-Mail-Adresse wiederholen').fill('anders@example.org');
    await block.getByLabel('Neue E-Mail-Adresse', { exact: true }).focus();
    await expect(
      block.getByText('Die eingegebenen E-Mail-Adressen stimmen nicht überein.'),
    ).toBeVisible();
    await expectPageToBeAccessible(page);
    await block.getByLabel('Neue E-Mail-Adresse wiederholen').fill(mail);
    await submit.click();
    // Issue #26: the new address is used only after the PIN mailed to it is entered.
    const pin = block.getByLabel('Verifizierungs-PIN*');
    await expect(pin).toBeFocused();
    await expect(block.getByText('Bitte bestätigen Sie Ihre neue E-Mail-Adresse')).toBeVisible();
    await expectPageToBeAccessible(page);
    await pin.fill(await pinFor(request, mail));
    await page.keyboard.press('Enter');
    await expect(page.getByText('Ihre E-Mail Adresse wurde angepasst')).toBeVisible();
    const outbox = await patiently(() =>
      request.get(`/dev/api/outbox?to=${encodeURIComponent(mail)}`),
    );
    const { messages } = (await outbox.json()) as { messages: { subject: string }[] };
    // The confirmation, whichever came last: a booking within 48 h also gets its reminder (issue #15).
    expect(messages.map((m) => m.subject)).toContainEqual(
      expect.stringMatching(/^Terminbestätigung/),
    );
  });

  test('cancel: back to the results; the second cancellation uses the code up', async ({
    page,
    request,
  }, testInfo) => {
    const code = await newCode(request);
    await bookInPerson(request, code);
    const referer = `/terminservice/suche/${code}/${PLZ}/W030`;
    const app = await open(page, `/terminservice/termin/details/${code}`);
    await page.evaluate(
      (value) =>
        window.sessionStorage.setItem('ets-session-results-referer', JSON.stringify(value)),
      referer,
    );

    const cancel = async () => {
      await app.main
        .getByRole('region', { name: 'Termin absagen' })
        .getByRole('button', { name: 'Termin absagen' })
        .click();
      const dialog = page.getByRole('dialog', { name: 'Termin absagen' });
      await expect(dialog.getByText('Möchten Sie den Termin wirklich absagen?')).toBeVisible();
      return dialog;
    };

    // Abbrechen keeps the appointment.
    let dialog = await cancel();
    await expectPageToBeAccessible(page);
    await app.screenshot(testInfo, 'cancel-dialog');
    await dialog.getByRole('button', { name: 'Abbrechen' }).click();
    await expect(dialog).toBeHidden();

    dialog = await cancel();
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(page.getByText('Der Termin wurde erfolgreich abgesagt.')).toBeVisible();
    await expect(page).toHaveURL(referer);
    const lookup = await patiently(() => request.get(`${API}/buchung`, { headers: auth(code) }));
    expect(lookup.status()).toBe(404);

    // Booked again with the same code, in the same browser session (the counter lives there).
    await bookInPerson(request, code);
    await app.goto(`/terminservice/termin/details/${code}`);
    dialog = await cancel();
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(
      page.getByText(
        'Der Termin wurde erfolgreich abgesagt. Mit diesem Vermittlungscode ist keine weitere Terminbuchung möglich.',
      ),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/terminservice$/);

    // §9: the code is invalid after two cancellations.
    const login = await patiently(() =>
      request.get(`${API}/login?plz=${PLZ}`, { headers: auth(code) }),
    );
    expect(login.status()).toBe(403);
    expect(((await login.json()) as { errors: { code: string }[] }).errors[0]?.code).toBe('WP008');
  });
});

test.describe('video reservation PIN page', () => {
  test('the PIN from the verification mail books; then the details of the video consultation', async ({
    page,
    request,
  }, testInfo) => {
    const code = await newCode(request);
    const mail = await reserveVideo(request, code);
    const app = await open(page, `/terminservice/reservierung-pin/${code}`);
    await expect(
      app.main.getByRole('heading', { level: 1, name: 'Termin reserviert' }),
    ).toBeVisible();
    await expect(app.main.getByText(`Verifizierungsmail an ${mail}`)).toBeVisible();
    await expect(app.main.getByLabel('Vermittlungscode*')).toHaveCount(0);
    await expectPageToBeAccessible(page);
    await app.screenshot(testInfo, 'pin-page');

    await app.main.getByLabel('Verifizierungs-PIN*').fill(await pinFor(request, mail));
    await app.main.getByRole('button', { name: 'Buchung abschließen' }).click();
    await expect(page.getByText('Ihre Videosprechstunde wurde erfolgreich gebucht.')).toBeVisible();
    await expect(page).toHaveURL(/\/terminservice\/termin\/details$/);
    const dialog = page.getByRole('dialog', { name: 'Ihre Videosprechstunde ist gebucht' });
    await expect(dialog).toBeVisible();
    await expectPageToBeAccessible(page);
    await dialog.getByRole('button', { name: 'Ich habe mir den Code notiert' }).click();
    await expect(
      app.main.getByRole('heading', { level: 1, name: /^Ihre Videosprechstunde am/ }),
    ).toBeVisible();
    await expect(
      app.main.getByText(/Einladung mit dem Zugang zur Videosprechstunde/),
    ).toBeVisible();
    await expectPageToBeAccessible(page);
    await app.screenshot(testInfo, 'video-details');
  });

  test("five wrong PINs: 'Reservierung storniert', the form is gone", async ({
    page,
    request,
  }, testInfo) => {
    const code = await newCode(request);
    await reserveVideo(request, code);
    const app = await open(page, `/terminservice/reservierung-pin/${code}`);
    const pin = app.main.getByLabel('Verifizierungs-PIN*');
    for (let attempt = 1; attempt <= 4; attempt++) {
      await pin.fill('000000');
      await app.main.getByRole('button', { name: 'Buchung abschließen' }).click();
      await expect(
        app.main.getByText(new RegExp(`Sie haben noch ${5 - attempt} Versuch`)),
      ).toBeVisible();
    }
    await expect(app.main.getByText('PIN ungültig.')).toBeVisible();
    await expectPageToBeAccessible(page);
    await pin.fill('000000');
    await app.main.getByRole('button', { name: 'Buchung abschließen' }).click();
    await expect(
      app.main.getByRole('heading', { level: 1, name: 'Reservierung storniert' }),
    ).toBeVisible();
    await expect(app.main.getByLabel('Verifizierungs-PIN*')).toHaveCount(0);
    await expect(app.main.getByRole('button', { name: 'Zurück zur Terminsuche' })).toBeVisible();
    await expectPageToBeAccessible(page);
    await app.screenshot(testInfo, 'reservation-cancelled');
    const status = await patiently(() =>
      request.get(`${API}/videosprechstunde/reservierungsstatus/abrufen`, { headers: auth(code) }),
    );
    expect(((await status.json()) as { reservierungsstatus: string }).reservierungsstatus).toBe(
      'FREI',
    );
  });

  test('resend: a 60 s countdown, then a new mail and the countdown again', async ({
    page,
    request,
  }) => {
    test.setTimeout(150_000);
    const code = await newCode(request);
    const mail = await reserveVideo(request, code);
    const firstPin = await pinFor(request, mail);
    const app = await open(page, `/terminservice/reservierung-pin/${code}`);
    const resend = app.main.getByRole('button', { name: /^Verifizierungsmail erneut versenden/ });
    await expect(resend).toHaveText(/\((60|59)s\)$/);
    await expect(resend).toBeDisabled();
    await expect(resend).toHaveText(/\(5\ds\)$/, { timeout: 15_000 });
    await expect(resend).toBeEnabled({ timeout: 75_000 });
    await resend.click();
    await expect(
      page.getByText('PIN wurde erneut versendet. Bitte überprüfen Sie Ihre Email-Adresse.'),
    ).toBeVisible();
    await expect(resend).toBeDisabled();
    expect(await pinFor(request, mail)).not.toBe(firstPin);

    // The reservation is cancelled on the page: back towards the search.
    await app.main.getByRole('button', { name: 'Reservierung stornieren' }).click();
    await expect(page.getByText('Die Terminreservierung wurde storniert.')).toBeVisible();
  });
});
