// Rescheduling (issue #15 part 2, docs/rescheduling.md) against the real server: a code books by
// the API, then a patient moves the booking in WEB by keyboard only — 'Anderen Termin wählen' on
// the details page, the search for the same code in reschedule mode, the confirmation modal, the
// details of the new appointment — and the move did not count: the code still cancels twice. The
// confirmation is in the outbox (dev API). Hotline staff do the same in the TSS/DISPO app for a
// caller. axe on every page and modal; reflow at 320 px.
import {
  expect,
  test,
  type APIRequestContext,
  type APIResponse,
  type Page,
} from '@playwright/test';
import { expectPageToBeAccessible } from '../support/accessibility.ts';
import { AppShell } from '../support/app.ts';
import { tabTo } from '../support/keyboard.ts';
import { e2ePorts } from '../support/ports.ts';

const API = '/web/api/v4';
// Postcodes no other spec books at (the demo seed has ophthalmologists around both), one per
// project, so that parallel runs never race for a slot.
const PLZ = { desktop: '48431', phone: '42653' } as const;
const plzOf = (project: string) => PLZ[project as keyof typeof PLZ] ?? PLZ.desktop;
/** An in-person slot's button (video ones end in ', Videosprechstunde'). */
const IN_PERSON_SLOT = /^\d{2}:\d{2} Uhr(?!.*Videosprechstunde)/;

const auth = (code: string) => ({
  Authorization: `Basic ${Buffer.from(`:${code}`).toString('base64')}`,
});
let mailCounter = 0;
const newMail = (label: string) =>
  `e2e-reschedule-${label}-${Date.now()}-${(mailCounter += 1)}@example.org`;

/** The server sheds load with 503 + Retry-After: such answers are asked again. */
async function patiently(send: () => Promise<APIResponse>): Promise<APIResponse> {
  for (let attempt = 0; ; attempt++) {
    const response = await send();
    if (response.status() !== 503 || attempt >= 5) return response;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

async function newCode(request: APIRequestContext, base = ''): Promise<string> {
  const response = await patiently(() =>
    request.post(`${base}/dev/api/codes`, { data: { leistungsmerkmal: 'W030' } }),
  );
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { code: string }).code;
}

interface SlotRef {
  readonly id: string;
  readonly termintyp?: string;
  readonly buchungsbefugnisse: string[];
}

/** Free in-person slots patients may book near `plz`, for `code` (it must have no booking yet). */
async function freeSlots(request: APIRequestContext, code: string, plz: string): Promise<string[]> {
  const response = await patiently(() =>
    request.get(`${API}/search?plz=${plz}&radius=10`, { headers: auth(code) }),
  );
  expect(response.ok(), await response.text()).toBe(true);
  const body = (await response.json()) as {
    slots: Record<string, Record<string, Record<string, Record<string, SlotRef[]>>>>;
  };
  return Object.values(body.slots)
    .flatMap((byDate) => Object.values(byDate))
    .flatMap((byPraxis) => Object.values(byPraxis))
    .flatMap((byProfile) => Object.values(byProfile))
    .flat()
    .filter((slot) => slot.termintyp !== 'VIDEOSPRECHSTUNDE')
    .filter((slot) => slot.buchungsbefugnisse.includes('PATIENT'))
    .map((slot) => slot.id);
}

/** Books in person near `plz` (a random slot; another when a parallel test took it). */
async function bookInPerson(request: APIRequestContext, code: string, plz: string, mail: string) {
  for (let attempt = 0; attempt < 5; attempt++) {
    const slots = await freeSlots(request, code, plz);
    expect(slots.length, `in-person slots near ${plz}`).toBeGreaterThan(0);
    const slot = slots[Math.floor(Math.random() * slots.length)]!;
    const response = await patiently(() =>
      request.post(`${API}/buchung`, {
        headers: auth(code),
        data: {
          slot,
          leistungsmerkmale: ['W030'],
          contact: {
            geschlecht: 'WEIBLICH',
            vorname: 'Erika',
            nachname: 'Musterfrau',
            geburtsdatum: '1980-04-12',
            strasse: 'Invalidenstraße',
            hausnummer: '1',
            plz: '10115',
            ort: 'Berlin',
            phone: '+491701234567',
            notificationChannel: 'email',
            notificationReceiver: mail,
            hinweisAnBehandelndenArzt: '',
          },
        },
      }),
    );
    if (response.ok()) return slot;
    expect(response.status(), await response.text()).toBe(409);
  }
  throw new Error('No slot could be booked');
}

async function bookedSlotId(request: APIRequestContext, code: string): Promise<string> {
  const response = await patiently(() => request.get(`${API}/buchung`, { headers: auth(code) }));
  expect(response.ok(), await response.text()).toBe(true);
  const body = (await response.json()) as {
    slots: Record<string, Record<string, { id: string }[]>>;
  };
  return Object.values(body.slots).flatMap((byPraxis) => Object.values(byPraxis))[0]![0]!.id;
}

/** No horizontal scrolling at 320 px (WCAG 1.4.10). */
async function expectReflow(page: Page): Promise<void> {
  const size = page.viewportSize();
  await page.setViewportSize({ width: 320, height: 740 });
  // Polled: the layout at the new width may not be done when the resize returns.
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth))
    .toBe(true);
  if (size) await page.setViewportSize(size);
}

/** 'Ihr Termin am 03.12.2026, 09:30 Uhr' → '03.12.2026, 09:30 Uhr'. */
async function headingWhen(page: Page): Promise<string> {
  const heading = page
    .getByRole('main')
    .getByRole('heading', { level: 1, name: /^Ihr Termin am / });
  return ((await heading.textContent()) ?? '').replace(/^Ihr Termin am /, '');
}

test('WEB by keyboard only: move the booking; the code still cancels twice', async ({
  page,
  request,
}, testInfo) => {
  // Keyboard steps through the whole results page, and two bookings besides.
  test.setTimeout(180_000);
  const plz = plzOf(testInfo.project.name);
  const mail = newMail('web');
  const code = await newCode(request);
  const oldSlot = await bookInPerson(request, code, plz, mail);

  // The details page with the block 'Termin verschieben'.
  const app = new AppShell(page);
  await app.goto(`/terminservice/termin/details/${code}`);
  await app.confirmCookies();
  const block = app.main.getByRole('region', { name: 'Termin verschieben' });
  await expect(block).toContainText('Das Verschieben zählt nicht als Absage.');
  const oldWhen = await headingWhen(page);
  await expectPageToBeAccessible(page);
  await app.screenshot(testInfo, 'reschedule-details');
  await expectReflow(page);

  // Keyboard only from here: the link to the search in reschedule mode.
  await tabTo(page, 'Anderen Termin wählen', 80);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(
    new RegExp(`/terminservice/suche/${code}/\\d{5}/W030\\?verschieben=1$`),
  );
  const [oldDate, oldTime] = oldWhen.split(', ');
  await expect(
    app.main.getByText('Sie wählen einen neuen Termin für Ihre Buchung am'),
  ).toContainText(`${oldDate}, ${oldTime}`);
  await expect(page.getByRole('button', { name: IN_PERSON_SLOT }).first()).toBeVisible();
  await expectPageToBeAccessible(page);
  await app.screenshot(testInfo, 'reschedule-search');
  await expectReflow(page);

  const chosen = await tabTo(page, IN_PERSON_SLOT, 250);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Termin verschieben' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(`Ihr bisheriger Termin am`);
  await expect(dialog).toContainText(`${oldDate}, ${oldTime} wird dabei freigegeben`);
  await expect(dialog).toContainText('Das Verschieben zählt nicht als Absage');
  await expectPageToBeAccessible(page);
  await app.screenshot(testInfo, 'reschedule-dialog');

  await tabTo(page, 'Termin verschieben', 30);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/terminservice/termin/details/${code}$`));
  await expect(
    page.getByText('Ihr neuer Termin ist gebucht, der bisherige ist freigegeben.'),
  ).toBeVisible();
  const newTime = chosen.name.slice(0, 5);
  await expect(app.main.getByRole('heading', { level: 1 })).toContainText(`${newTime} Uhr`);
  // The shell put the focus into the new page (§2: focus after navigation).
  expect(
    await page.evaluate(() => document.querySelector('main')?.contains(document.activeElement)),
  ).toBe(true);
  await expectPageToBeAccessible(page);
  await app.screenshot(testInfo, 'reschedule-done');
  expect(await bookedSlotId(request, code)).not.toBe(oldSlot);

  // The confirmation on the patient's channel.
  const outbox = await patiently(() =>
    request.get(`/dev/api/outbox?to=${encodeURIComponent(mail)}`),
  );
  const { messages } = (await outbox.json()) as { messages: { subject: string; text: string }[] };
  // The reminder job (issue #15) may have mailed the moved appointment's reminder since: find the
  // confirmation by its subject, not by being the newest.
  const moved = messages.find((message) => message.subject.startsWith('Termin verschoben:'));
  expect(moved?.subject).toMatch(/^Termin verschoben: Arzttermin am \d{2}\.\d{2}\.\d{4} um /);
  expect(moved?.text).toContain(
    `Ihr bisheriger Termin am ${oldDate} um ${oldTime} ist freigegeben`,
  );

  // The counter did not change: the first cancellation leaves the code usable …
  await tabTo(page, 'Termin absagen', 80);
  await page.keyboard.press('Enter');
  const cancel = page.getByRole('dialog', { name: 'Termin absagen' });
  await expect(cancel).toBeVisible();
  await tabTo(page, 'OK', 10);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Der Termin wurde erfolgreich abgesagt.')).toBeVisible();
  const login = () =>
    patiently(() => request.get(`${API}/login?plz=${plz}`, { headers: auth(code) }));
  expect((await login()).status()).toBe(200);
  // … and only a second one uses it up (§9).
  const again = await bookInPerson(request, code, plz, mail);
  const second = await patiently(() =>
    request.delete(`${API}/buchung`, { headers: auth(code), data: { slots: [again] } }),
  );
  expect(second.status()).toBe(204);
  const usedUp = await login();
  expect(usedUp.status()).toBe(403);
  expect(((await usedUp.json()) as { errors: { code: string }[] }).errors[0]?.code).toBe('WP008');
});

test('TSS for a caller: from the details page to the new appointment', async ({
  page,
}, testInfo) => {
  const base = `http://127.0.0.1:${e2ePorts().tssDispo}`;
  const plz = plzOf(testInfo.project.name);
  const code = await newCode(page.request, base);
  await bookInPerson(page.request, code, plz, newMail('tss'));
  const token = await page.request.post(`${base}/dev/api/tokens`, {
    data: { applicationType: 'TSS' },
  });
  const { token: staff } = (await token.json()) as { token: string };

  const app = new AppShell(page);
  await app.goto(`${base}/terminservice?token=${staff}`);
  await app.confirmCookies();
  await app.goto(`${base}/terminservice/termin/details/${code}`);
  const link = app.main
    .getByRole('region', { name: 'Termin verschieben' })
    .getByRole('link', { name: 'Anderen Termin wählen' });
  await link.click();
  await expect(page).toHaveURL(/\?verschieben=1$/);
  await expect(
    app.main.getByText('Sie wählen einen neuen Termin für Ihre Buchung am'),
  ).toBeVisible();
  await page.getByRole('button', { name: IN_PERSON_SLOT }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Termin verschieben' });
  await expect(dialog).toBeVisible();
  await expectPageToBeAccessible(page);
  await app.screenshot(testInfo, 'reschedule-tss-dialog');
  await dialog.getByRole('button', { name: 'Termin verschieben' }).click();
  await expect(page).toHaveURL(new RegExp(`/terminservice/termin/details/${code}$`));
  await expect(
    page.getByText('Ihr neuer Termin ist gebucht, der bisherige ist freigegeben.'),
  ).toBeVisible();
  await expectPageToBeAccessible(page);
});
