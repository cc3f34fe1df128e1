// Helpers of the whole patient journeys (journeys.spec.ts): they drive ONLY the UI. The dev API is
// used for two things a patient gets from outside the app: a fresh Vermittlungscode (as the
// practice or the hotline hands it out) and the outbox (as the patient reads phone or mailbox).
import {
  expect,
  type APIRequestContext,
  type Locator,
  type Page,
  type TestInfo,
} from '@playwright/test';
import { expectPageToBeAccessible } from './accessibility.ts';
import { AppShell } from './app.ts';
import { contained, shown, type OtherLocale } from './catalogue.ts';

/**
 * Demo postcodes around which every referral-free specialty has free in-person and video slots
 * (apps/server/src/seed/demo.ts GARANTIE_PLZ). Each project walks around its own one, so that the
 * desktop and phone runs never race for the same slot.
 */
const PLZ_BY_PROJECT = { desktop: '10115', phone: '80331' } as const;
const CITY_BY_PLZ: Record<string, string> = {
  '10115': 'Berlin',
  '80331': 'München',
  '20095': 'Hamburg',
  '60311': 'Frankfurt am Main',
  '50667': 'Köln',
};

export function plzOf(project: string): string {
  return PLZ_BY_PROJECT[project as keyof typeof PLZ_BY_PROJECT] ?? PLZ_BY_PROJECT.desktop;
}
export function cityOf(plz: string): string {
  return CITY_BY_PLZ[plz] ?? '';
}

export const SLOT_NAME = /^\d{2}:\d{2} Uhr/;
export const HINT_TITLE = 'Bitte beachten Sie vor der Buchung folgende Hinweise der Praxis';
export const formatCode = (code: string) => code.replace(/^(.{4})(.{4})(.{4})$/, '$1-$2-$3');

/** The server sheds load with 503 + Retry-After (docs/architecture.md): such answers are asked again. */
export async function patiently<T extends { status(): number }>(
  send: () => Promise<T>,
): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    const response = await send();
    if (response.status() !== 503 || attempt >= 5) return response;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

/** A fresh code as the practice or hotline hands it out (dev API, demo mode). */
export async function handOutCode(
  request: APIRequestContext,
  leistungsmerkmal: string,
): Promise<string> {
  const response = await patiently(() =>
    request.post('/dev/api/codes', { data: { leistungsmerkmal } }),
  );
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { code: string }).code;
}

/** The newest 6-digit PIN sent to `to` (phone with +49, or e-mail address). */
export async function readPin(request: APIRequestContext, to: string): Promise<string> {
  let pin: string | undefined;
  await expect
    .poll(async () => {
      const response = await patiently(() =>
        request.get(`/dev/api/outbox?to=${encodeURIComponent(to)}`),
      );
      const { messages } = (await response.json()) as { messages: { text: string }[] };
      const text = messages[0]?.text ?? '';
      pin = (/PIN\D*(\d{6})/.exec(text) ?? /\b(\d{6})\b/.exec(text))?.[1];
      return pin;
    })
    .toMatch(/^\d{6}$/);
  return pin!;
}

/** A unique address or number per run, project and purpose, to find its messages in the outbox. */
export function uniqueMail(label: string, project: string): string {
  return `journey-${label}-${project}-${Date.now()}@example.org`;
}

export class Journey {
  readonly page: Page;
  readonly app: AppShell;
  readonly main: Locator;
  readonly isPhone: boolean;
  /** The language the patient reads: German, or another that the steps translate (catalogue.ts). */
  readonly locale: 'de' | OtherLocale;

  constructor(page: Page, project: string, locale: 'de' | OtherLocale = 'de') {
    this.page = page;
    this.app = new AppShell(page);
    this.main = this.app.main;
    this.isPhone = project === 'phone';
    this.locale = locale;
  }

  /** What the page shows for a German text in the journey's language (exact in German). */
  say(german: string, values: Readonly<Record<string, string>> = {}): string | RegExp {
    return this.locale === 'de' ? german : shown(this.locale, german, values);
  }

  /** As `say`, for a sentence inside a longer text (toContainText, getByText). */
  sayPart(german: string, values: Readonly<Record<string, string>> = {}): string | RegExp {
    return this.locale === 'de' ? german : contained(this.locale, german, values);
  }

  async expectAccessible(): Promise<void> {
    await expectPageToBeAccessible(this.page);
  }

  /**
   * The start page. On the first visit the cookie notice shows and is confirmed (§2 "Shown until
   * the user confirms"); a later start in the same browser no longer meets it.
   */
  async start(firstVisit = true): Promise<void> {
    await this.app.goto('/terminservice');
    await expect(
      this.main.getByRole('heading', { level: 1, name: this.say('Termin suchen') }),
    ).toBeVisible();
    const cookieNotice = this.page.getByRole('region', { name: this.say('Cookie Hinweis') });
    if (firstVisit) {
      await expect(cookieNotice).toBeVisible();
      await this.expectAccessible();
      await cookieNotice.getByRole('button', { name: this.say('Auswahl bestätigen') }).click();
      await expect(cookieNotice).toBeHidden();
    } else {
      await expect(cookieNotice).toBeHidden();
      await this.expectAccessible();
    }
  }

  /** After a page change the focus is on the new page (main or its heading), not left behind. */
  async expectFocusOnNewPage(): Promise<void> {
    await expect
      .poll(() =>
        this.page.evaluate(() => {
          const active = document.activeElement;
          const main = document.querySelector('main');
          if (!active || !main) return 'none';
          if (active === main) return 'main';
          return active.tagName === 'H1' && main.contains(active) ? 'heading' : active.tagName;
        }),
      )
      .toMatch(/^(main|heading)$/);
  }

  /** A full-page screenshot to look at (test-results/screenshots/<project>-journey-<name>.png). */
  async shot(testInfo: TestInfo, name: string): Promise<void> {
    await this.app.screenshot(testInfo, `journey-${name}`);
  }

  field(german: string): Locator {
    return this.main.getByRole('textbox', { name: this.say(german), exact: true });
  }

  /** Three boxes on a desktop, one field on a phone (§2, §9 handset breakpoint). */
  async typeCode(code: string): Promise<void> {
    const single = this.main.getByRole('textbox', {
      name: this.locale === 'de' ? /^Vermittlungscode/ : this.say('Vermittlungscode'),
    });
    const first = this.field('Zeichen 1 bis 4');
    await expect(single.or(first)).toBeVisible();
    if (await single.isVisible()) {
      await single.pressSequentially(code);
    } else {
      // Typing runs on through the boxes (auto-advance, §5).
      await first.pressSequentially(code);
      await expect(this.field('Zeichen 9 bis 12')).toHaveValue(code.slice(8, 12));
    }
  }

  /** 'Ja', the code, the postcode, 'Termin suchen' → the results (§4 "Code login"). */
  async loginWithCode(code: string, plz: string, city = cityOf(plz)): Promise<void> {
    await this.main.getByRole('radio', { name: this.say('Ja'), exact: true }).check();
    await this.typeCode(code);
    await this.field('Postleitzahl').fill(plz);
    await expect(this.main.getByText(city, { exact: true })).toBeVisible();
    await this.expectAccessible();
    await this.main.getByRole('button', { name: this.say('Termin suchen') }).click();
  }

  async expectResults(): Promise<void> {
    await expect(
      this.main.getByRole('heading', { level: 1, name: this.say('Termin auswählen') }),
    ).toBeVisible();
    await expect(this.slots().first()).toBeVisible();
    await this.expectFocusOnNewPage();
  }

  /** The slot buttons: named '09:30 Uhr, …' in German, in the chosen language's words else. */
  slots(): Locator {
    return this.locale === 'de'
      ? this.main.getByRole('button', { name: SLOT_NAME })
      : this.main.locator('ul.ts-slots').getByRole('button');
  }

  hintDialog(): Locator {
    return this.page.getByRole('dialog', { name: this.say(HINT_TITLE) });
  }

  bookingDialog(): Locator {
    return this.page.getByRole('dialog', {
      name:
        this.locale === 'de'
          ? /^(Termin buchen|Videosprechstunde reservieren)$/
          : new RegExp(
              `${(this.say('Termin buchen') as RegExp).source}|${(this.say('Videosprechstunde reservieren') as RegExp).source}`,
            ),
    });
  }

  /** The first slot; the practice-hint modal first when the practice has a note (§4). */
  async openFirstSlot(): Promise<Locator> {
    const booking = this.bookingDialog();
    const hint = this.hintDialog();
    await this.slots().first().click();
    await expect(hint.or(booking)).toBeVisible();
    if (await hint.isVisible()) {
      await this.expectAccessible();
      await hint.getByRole('button', { name: this.say('Zur Terminbuchung') }).click();
    }
    await expect(booking).toBeVisible();
    return booking;
  }

  /** From the results: first slot, contact form, 'Termin buchen' → toast → details (§4 "Booking"). */
  async bookFirstSlotInPerson(email: string, plz: string): Promise<void> {
    await this.chooseAppointmentType('Präsenztermin');
    const booking = await this.openFirstSlot();
    await expect(booking).toHaveAccessibleName(this.say('Termin buchen'));
    await expect(booking).toContainText(
      this.sayPart('Möchten Sie diesen Termin bei der Praxis verbindlich buchen?'),
    );
    const submit = booking.getByRole('button', { name: this.say('Termin buchen'), exact: true });
    await expect(submit).toHaveAttribute('aria-disabled', 'true');
    await this.fillContact(booking, email, plz);
    await expect(submit).not.toHaveAttribute('aria-disabled', 'true');
    await this.expectAccessible();
    await submit.click();
    // §8 success notice of the in-person booking.
    await expect(
      this.page.getByText(this.sayPart('Der Termin wurde verbindlich gebucht.')),
    ).toBeVisible();
    await expect(this.page).toHaveURL(/\/terminservice\/termin\/details$/);
  }

  /** The contact form of §5 as a patient fills it. */
  async fillContact(
    booking: Locator,
    email: string,
    plz: string,
    city = cityOf(plz),
  ): Promise<void> {
    const field = (label: string) => booking.getByLabel(this.say(label), { exact: true });
    await field('Geschlecht').selectOption('WEIBLICH'); // the option's value, in every language
    await field('Vorname').fill('Erika');
    await field('Nachname').fill('Mustermann');
    await field('Geburtsdatum').fill('1980-05-17');
    await field('Straße').fill('Hauptstraße');
    await field('Hausnummer (optional)').fill('12a');
    await field('Postleitzahl').fill(plz);
    await expect(field('Ort')).toHaveValue(city);
    await field('Rückrufnummer').fill('0171 2345678');
    await field('E-Mail-Adresse').fill(email);
    // The repeat field blocks paste (§5): typed key by key.
    await field('E-Mail-Adresse wiederholen').pressSequentially(email);
  }

  /** The filters: in the page on a desktop, in the modal 'Suche anpassen:' on a phone (§2). */
  async withFilters(use: (scope: Locator) => Promise<void>): Promise<void> {
    if (!this.isPhone) {
      await use(this.main.getByRole('region', { name: this.say('Suche eingrenzen') }));
      return;
    }
    await this.main.getByRole('button', { name: this.say('Suche anpassen') }).click();
    const dialog = this.page.getByRole('dialog', { name: this.say('Suche anpassen:') });
    await expect(dialog).toBeVisible();
    await this.expectAccessible();
    await use(dialog);
    if (await dialog.isVisible()) {
      await dialog
        .getByRole('button', { name: this.say('Schließen') })
        .first()
        .click();
    }
    await expect(dialog).toBeHidden();
  }

  /** The appointment-type filter of §2 ('Alle Termine' / 'Präsenztermin' / 'Videosprechstunde'). */
  async chooseAppointmentType(name: 'Präsenztermin' | 'Videosprechstunde'): Promise<void> {
    await this.withFilters(async (filters) => {
      const choice = filters.getByRole('button', { name: this.say(name), exact: true });
      await choice.click();
      await expect(choice).toHaveAttribute('aria-pressed', 'true');
    });
    const headline =
      name === 'Präsenztermin' ? 'Verfügbare Präsenztermine' : 'Verfügbare Videosprechstunden';
    await expect(this.main.getByText(this.sayPart(headline)).first()).toBeVisible();
  }

  /** A header menu entry; on a phone behind 'Menü'. */
  async openMenuLink(name: string): Promise<void> {
    const link = await this.app.menuLink(name);
    await link.click();
  }

  confirmationDialog(): Locator {
    return this.page.getByRole('dialog', {
      name: /^(Ihr Termin ist gebucht|Ihre Videosprechstunde ist gebucht)$/,
    });
  }

  /** 'Termin absagen' in its block, then OK in the confirm dialog (§4 "Cancellation"). */
  async cancelAppointment(): Promise<void> {
    await this.main
      .getByRole('region', { name: this.say('Termin absagen') })
      .getByRole('button', { name: this.say('Termin absagen') })
      .click();
    const dialog = this.page.getByRole('dialog', { name: this.say('Termin absagen') });
    await expect(
      dialog.getByText(this.sayPart('Möchten Sie den Termin wirklich absagen?')),
    ).toBeVisible();
    await this.expectAccessible();
    await dialog.getByRole('button', { name: this.say('OK') }).click();
    await expect(dialog).toBeHidden();
  }
}
