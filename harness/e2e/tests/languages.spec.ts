// Issue #23 part 1: WEB in other languages. On the start page: switch to English, Turkish and
// Arabic with the header's switcher; <html lang dir> follow; a bad code gives the translated §5
// message; the choice survives a reload; axe is clean in each; Arabic reflows at 320 px without
// sideways scrolling. The server sends the page prerendered in the language (issue #25 part 5): a
// first visit in the browser's languages (Accept-Language), then the remembered choice (its
// cookie); nothing shifts on the way.
import { LOCALE_STORAGE_KEY } from '@terminservice/domain/locale';
import { ROUTES } from '@terminservice/domain/search';
import { LOCALE_COOKIE } from '@terminservice/domain/shell';
import { expect, test, type Page } from '@playwright/test';
import { expectPageToBeAccessible } from '../support/accessibility.ts';
import { AppShell } from '../support/app.ts';
import { contained, shown } from '../support/catalogue.ts';

interface Language {
  readonly locale: 'en' | 'tr' | 'ar';
  readonly name: string;
  readonly dir: 'ltr' | 'rtl';
  readonly title: string;
  readonly yes: string;
  readonly code: string;
  readonly postcode: string;
  /** Arabic isolates the number (U+2068 … U+2069) so that it keeps its order. */
  readonly minLength: string | RegExp;
}

const LANGUAGES: readonly Language[] = [
  {
    locale: 'en',
    name: 'English',
    dir: 'ltr',
    title: 'Find an appointment',
    yes: 'Yes',
    code: 'Placement code (Vermittlungscode)',
    postcode: 'Postcode',
    minLength: 'Minimum number of characters: 12',
  },
  {
    locale: 'tr',
    name: 'Türkçe',
    dir: 'ltr',
    title: 'Randevu arayın',
    yes: 'Evet',
    code: 'Yönlendirme kodu (Vermittlungscode)',
    postcode: 'Posta kodu',
    minLength: 'En az karakter sayısı: 12',
  },
  {
    locale: 'ar',
    name: 'العربية',
    dir: 'rtl',
    title: 'البحث عن موعد',
    yes: 'نعم',
    code: 'رمز الإحالة (Vermittlungscode)',
    postcode: 'الرمز البريدي',
    minLength: /الحد الأدنى لعدد الأحرف: \u2068?12/,
  },
];

/** The next app page the browser loads, as the server sent it. */
function servedPage(page: Page): Promise<string> {
  return page
    .waitForResponse((response) => response.request().resourceType() === 'document')
    .then((response) => response.text());
}

/** The server wrote the page in the language: `<html lang dir>` and the shell's texts. */
function expectServedIn(html: string, language: Language): void {
  expect(html).toContain(`<html lang="${language.locale}" dir="${language.dir}">`);
  expect(html).toMatch(contained(language.locale, 'Zum Inhalt springen'));
}

async function expectLanguage(page: Page, language: Language): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', language.locale);
  await expect(page.locator('html')).toHaveAttribute('dir', language.dir);
  await expect(page.getByRole('heading', { level: 1, name: language.title })).toBeVisible();
}

/** A code too short: three boxes on desktop (their own labels), one field on phones. */
async function enterShortCode(app: AppShell, language: Language): Promise<void> {
  await app.main.getByRole('radio', { name: language.yes, exact: true }).check();
  const single = app.main.getByRole('textbox', { name: language.code, exact: true });
  const field = (await single.isVisible())
    ? single
    : app.main.getByRole('textbox', { name: shown(language.locale, 'Zeichen 1 bis 4') });
  await field.fill('ABC');
  await app.main.getByRole('textbox', { name: language.postcode, exact: true }).focus();
}

/** WCAG 1.4.10: at 320 px nothing is wider than the viewport. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const fits = await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  expect(fits).toBe(true);
}

for (const language of LANGUAGES) {
  test(`the start page in ${language.name}`, async ({ page }, testInfo) => {
    const app = new AppShell(page);
    await app.goto(ROUTES.base);
    await app.confirmCookies();
    const switcher = app.header.getByRole('combobox', { name: 'Sprache' });
    await expect(switcher.getByRole('option', { name: language.name })).toHaveAttribute(
      'lang',
      language.locale,
    );
    await switcher.selectOption(language.locale);
    await expectLanguage(page, language);

    await enterShortCode(app, language);
    await expect(app.main.getByText(language.minLength)).toBeVisible();
    await expectPageToBeAccessible(page);
    await app.screenshot(testInfo, `language-${language.locale}`);

    // Remembered: a reload comes back in the chosen language, sent so by the server.
    const served = servedPage(page);
    await page.reload();
    expectServedIn(await served, language);
    await app.waitUntilReady();
    await expectLanguage(page, language);
    await expectPageToBeAccessible(page);

    if (language.dir === 'rtl') {
      await page.setViewportSize({ width: 320, height: 740 });
      await enterShortCode(app, language);
      await expect(app.main.getByText(language.minLength)).toBeVisible();
      await expectNoSidewaysScroll(page);
      await app.screenshot(testInfo, `language-${language.locale}-320`);
    }
  });
}

/** The page's layout shifts so far (CLS as Chromium reports them, without input-caused ones). */
function layoutShifts(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list, observer) => {
          observer.disconnect();
          const shifts = list.getEntries() as unknown as {
            value: number;
            hadRecentInput: boolean;
          }[];
          resolve(shifts.filter((s) => !s.hadRecentInput).reduce((sum, s) => sum + s.value, 0));
        }).observe({ type: 'layout-shift', buffered: true });
        // No entry at all: nothing shifted.
        setTimeout(() => resolve(0), 500);
      }),
  );
}

for (const language of LANGUAGES) {
  test.describe(`a first visit in ${language.name}`, () => {
    test.use({ locale: language.locale });

    test('is sent in the browser’s language and shifts nothing', async ({ page }) => {
      const app = new AppShell(page);
      const served = servedPage(page);
      await app.goto(ROUTES.base);
      // The first paint needs no script to be in the language (issue #25 part 5: LCP).
      expectServedIn(await served, language);
      await expectLanguage(page, language);
      // No German first, so nothing moves (Lighthouse: CLS 0.2–0.3 when the shell was German).
      expect(await layoutShifts(page)).toBeLessThan(0.05);
    });
  });
}

test.describe('a choice remembered before its cookie existed', () => {
  test.use({ locale: 'de-DE' });

  test('is shown without a German first paint, and the next page is sent in it', async ({
    page,
    context,
  }) => {
    const arabic = LANGUAGES.find((language) => language.locale === 'ar')!;
    await page.addInitScript(([key, locale]) => localStorage.setItem(key, locale), [
      LOCALE_STORAGE_KEY,
      arabic.locale,
    ] as const);
    const app = new AppShell(page);
    const served = servedPage(page);
    await app.goto(ROUTES.base);
    // The server knew no choice: German, as the browser asks. The boot loader hides it until the
    // app shows Arabic (tooling/vite/boot-loader.ts), so nothing shifts.
    expect(await served).toContain('<html lang="de">');
    await expectLanguage(page, arabic);
    expect(await layoutShifts(page)).toBeLessThan(0.05);
    expect(await context.cookies()).toContainEqual(
      expect.objectContaining({ name: LOCALE_COOKIE, value: arabic.locale }),
    );
    const next = servedPage(page);
    await page.reload();
    expectServedIn(await next, arabic);
  });
});
