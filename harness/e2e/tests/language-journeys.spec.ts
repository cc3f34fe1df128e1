// Issue #23 part 1, "Done when": a patient books, reschedules and cancels in English, Turkish and
// Arabic, and the confirmation e-mail arrives in the chosen language. The patient's browser speaks
// the language (a first visit follows it); every step names the German text it means and sees the
// language's own (support/catalogue.ts), so a screen still in German fails. axe on every page and
// dialog; Arabic is right to left, on a phone and at 320 px without sideways scrolling.
import { expect, test, type Page } from '@playwright/test';
import type { OtherLocale } from '../support/catalogue.ts';
import { Journey, handOutCode, patiently, uniqueMail } from '../support/journeys.ts';

interface Walk {
  readonly locale: OtherLocale;
  readonly browser: string;
  readonly dir: 'ltr' | 'rtl';
  /** The projects it runs in, with a postcode of its own each (no other spec books A002 there). */
  readonly plz: Readonly<Record<string, string>>;
  /** The confirmation mail's headline (apps/server/src/services/messages/locales). */
  readonly mailHeadline: string;
}

const WALKS: readonly Walk[] = [
  {
    locale: 'en',
    browser: 'en-GB',
    dir: 'ltr',
    plz: { desktop: '50667' },
    mailHeadline: 'Your appointment has been booked.',
  },
  {
    locale: 'tr',
    browser: 'tr-TR',
    dir: 'ltr',
    plz: { phone: '20095' },
    mailHeadline: 'Randevunuz kesin olarak alındı.',
  },
  {
    locale: 'ar',
    browser: 'ar',
    dir: 'rtl',
    plz: { desktop: '60311', phone: '10115' },
    mailHeadline: 'تم حجز موعدكم بشكل نهائي.',
  },
];

/** Children's doctors (Kinderarzt), referral-free: free slots around every demo guarantee postcode. */
const SPECIALTY = 'A002';

/** WCAG 1.4.10: at 320 px nothing is wider than the viewport. */
async function expectReflow(page: Page): Promise<void> {
  const size = page.viewportSize();
  await page.setViewportSize({ width: 320, height: 740 });
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth))
    .toBe(true);
  if (size) await page.setViewportSize(size);
}

for (const walk of WALKS) {
  test.describe(`a patient in ${walk.locale}`, () => {
    test.use({ locale: walk.browser });

    test('books, reschedules and cancels; the mail is in the language', async ({
      page,
      request,
    }, testInfo) => {
      const project = testInfo.project.name;
      const plz = walk.plz[project];
      test.skip(plz === undefined, `${walk.locale} walks in ${Object.keys(walk.plz).join(', ')}`);
      test.setTimeout(240_000);
      const journey = new Journey(page, project, walk.locale);
      const code = await handOutCode(request, SPECIALTY);
      const mail = uniqueMail(`lang-${walk.locale}`, project);

      await journey.start();
      await expect(page.locator('html')).toHaveAttribute('lang', walk.locale);
      await expect(page.locator('html')).toHaveAttribute('dir', walk.dir);
      await journey.loginWithCode(code, plz!);
      await journey.expectResults();
      await journey.expectAccessible();
      await journey.shot(testInfo, `${walk.locale}-results`);
      if (walk.dir === 'rtl') await expectReflow(page);

      // Book in person: the details page in the language, the code noted.
      await journey.bookFirstSlotInPerson(mail, plz!);
      const noted = page.getByRole('dialog', { name: journey.say('Ihr Termin ist gebucht') });
      await expect(noted).toBeVisible();
      await journey.expectAccessible();
      await noted
        .getByRole('button', { name: journey.say('Ich habe mir den Code notiert') })
        .click();
      await expect(noted).toBeHidden();
      const reschedule = journey.main.getByRole('region', {
        name: journey.say('Termin verschieben'),
      });
      await expect(reschedule).toBeVisible();
      await journey.expectAccessible();
      await journey.shot(testInfo, `${walk.locale}-details`);
      if (walk.dir === 'rtl') await expectReflow(page);

      // The confirmation mail, as the patient reads it: in the language of the booking.
      await expect
        .poll(async () => {
          const response = await patiently(() =>
            request.get(`/dev/api/outbox?to=${encodeURIComponent(mail)}`),
          );
          const { messages } = (await response.json()) as { messages: { text: string }[] };
          return messages.map((m) => m.text).join('\n');
        })
        .toContain(walk.mailHeadline);

      // Reschedule: another in-person slot of the same search, in the language.
      await reschedule.getByRole('link', { name: journey.say('Anderen Termin wählen') }).click();
      await expect(page).toHaveURL(/\?verschieben=1$/);
      await journey.expectResults();
      await journey.chooseAppointmentType('Präsenztermin');
      await journey.slots().first().click();
      const move = page.getByRole('dialog', { name: journey.say('Termin verschieben') });
      await expect(move).toBeVisible();
      await journey.expectAccessible();
      await move.getByRole('button', { name: journey.say('Termin verschieben') }).click();
      await expect(
        page.getByText(
          journey.sayPart(
            'Ihr neuer Termin ist gebucht, der bisherige ist freigegeben. Das zählt nicht als Absage.',
          ),
        ),
      ).toBeVisible();
      await expect(page).toHaveURL(/\/terminservice\/termin\/details/);
      await journey.expectAccessible();

      // Cancel: the notice in the language; the moved booking is gone.
      await journey.cancelAppointment();
      await expect(
        page.getByText(journey.sayPart('Der Termin wurde erfolgreich abgesagt.')).first(),
      ).toBeVisible();
      await journey.expectAccessible();
      await journey.shot(testInfo, `${walk.locale}-cancelled`);
      await expect(page.locator('html')).toHaveAttribute('lang', walk.locale);
    });
  });
}
