// The booking journey's helpers: a session as the login page leaves it (a fresh code from the dev
// API, the login call, the session keys), and the booking modals as page objects.
import { buildSearchPath } from '@terminservice/domain/search';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

export interface BookingSession {
  readonly code: string;
  readonly plz: string;
  readonly qualifikationen: readonly string[];
  readonly searchPath: string;
}

/**
 * Like the login page (§4 "Code login"): a code for the specialty, the login call with basic auth
 * ':'+code, then the session keys written before any page script runs.
 */
export async function startSession(
  page: Page,
  request: APIRequestContext,
  options: { readonly leistungsmerkmal: string; readonly plz: string },
): Promise<BookingSession> {
  const created = await request.post('/dev/api/codes', {
    data: { leistungsmerkmal: options.leistungsmerkmal },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const { code } = (await created.json()) as { code: string };
  const login = await request.get(`/web/api/v4/login?plz=${options.plz}`, {
    headers: { Authorization: `Basic ${Buffer.from(`:${code}`).toString('base64')}` },
  });
  expect(login.ok(), await login.text()).toBe(true);
  const answer = (await login.json()) as {
    kv: string;
    qualifikationen: string | string[];
    termintypen?: string[];
  };
  const qualifikationen =
    typeof answer.qualifikationen === 'string'
      ? answer.qualifikationen.split(',').filter(Boolean)
      : answer.qualifikationen;
  const session: Record<string, unknown> = {
    'ets-session-code': code,
    'ets-session-plz': options.plz,
    'ets-session-qualifikationen': qualifikationen.length
      ? qualifikationen
      : [options.leistungsmerkmal],
    'ets-session-kv': answer.kv,
    'ets-session-termintypen': answer.termintypen ?? ['PRAESENZTERMIN'],
  };
  await page.addInitScript((entries: Record<string, unknown>) => {
    // Only once per tab: later navigations keep what the app wrote itself.
    if (window.sessionStorage.getItem('ets-session-code') !== null) return;
    for (const [key, value] of Object.entries(entries)) {
      window.sessionStorage.setItem(key, JSON.stringify(value));
    }
  }, session);
  const list = qualifikationen.length ? qualifikationen : [options.leistungsmerkmal];
  return {
    code,
    plz: options.plz,
    qualifikationen: list,
    searchPath: buildSearchPath('WEB', { code, plz: options.plz, qualifikationen: list }),
  };
}

export const SLOT_NAME = /^\d{2}:\d{2} Uhr/;
export const HINT_TITLE = 'Bitte beachten Sie vor der Buchung folgende Hinweise der Praxis';

/**
 * The appointment-type choice of the results (§2 toggle buttons). On a phone the filters live in
 * the modal 'Suche anpassen:', which is opened first and closed after the choice.
 */
export async function chooseAppointmentType(page: Page, name: string): Promise<void> {
  const adjust = page.getByRole('button', { name: 'Suche anpassen', exact: true });
  const inDialog = await adjust.isVisible();
  if (inDialog) await adjust.click();
  const dialog = page.getByRole('dialog', { name: 'Suche anpassen:' });
  const choice = (inDialog ? dialog : page)
    .getByRole('group', { name: 'Terminart' })
    .getByRole('button', { name, exact: true });
  await choice.click();
  await expect(choice).toHaveAttribute('aria-pressed', 'true');
  if (inDialog) {
    await dialog.getByRole('button', { name: 'Schließen', exact: true }).click();
    await expect(dialog).toBeHidden();
  }
}

export class BookingModals {
  readonly page: Page;
  readonly hint: Locator;
  readonly booking: Locator;

  constructor(page: Page) {
    this.page = page;
    this.hint = page.getByRole('dialog', { name: HINT_TITLE });
    this.booking = page.getByRole('dialog', {
      name: /^(Termin buchen|Videosprechstunde reservieren)$/,
    });
  }

  field(label: string): Locator {
    return this.booking.getByLabel(label, { exact: true });
  }

  /** Clicks the first slot; passes the hint modal when it shows. */
  async openFirstSlot(): Promise<void> {
    await this.openSlot(0);
  }

  /** Opens the slot at `index` of the results (through the practice hint when there is one). */
  async openSlot(index: number): Promise<void> {
    await this.page.getByRole('button', { name: SLOT_NAME }).nth(index).click();
    await expect(this.hint.or(this.booking)).toBeVisible();
    if (await this.hint.isVisible()) {
      await this.hint.getByRole('button', { name: 'Zur Terminbuchung' }).click();
    }
    await expect(this.booking).toBeVisible();
  }

  async fillContact(email: string): Promise<void> {
    await this.field('Geschlecht').selectOption({ label: 'Weiblich' });
    await this.field('Vorname').fill('Erika');
    await this.field('Nachname').fill('Mustermann');
    await this.field('Geburtsdatum').fill('1980-05-17');
    await this.field('Straße').fill('Hauptstraße');
    await this.field('Hausnummer (optional)').fill('12a');
    await this.field('Postleitzahl').fill('10115');
    await expect(this.field('Ort')).toHaveValue('Berlin');
    await this.field('Rückrufnummer').fill('0171 2345678');
    await this.field('E-Mail-Adresse').fill(email);
    await this.field('E-Mail-Adresse wiederholen').pressSequentially(email);
  }

  submit(name: 'Termin buchen' | 'TERMIN RESERVIEREN' = 'Termin buchen'): Locator {
    return this.booking.getByRole('button', { name, exact: true });
  }
}
