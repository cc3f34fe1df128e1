// The prerendered shell (ADR 11; issue #6 LCP): the served HTML already shows the skip link, the
// cookie notice, the header and the loading indicator; the app hydrates it without an error and
// without painting it anew; a returning visitor who confirmed the notice never sees it; a phone
// gets its smart banner in the HTML. The app's scripts are held back here to look at the page as
// it is before they run.
import { ROUTES } from '@terminservice/domain/search';
import { CONSENT_COOKIE } from '@terminservice/domain/shell';
import { expect, test, type Page } from '@playwright/test';
import { expectPageToBeAccessible } from '../support/accessibility.ts';
import { AppShell } from '../support/app.ts';

const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';

/** Console errors and page errors (a hydration mismatch is reported as one); failed loads aside. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
      errors.push(message.text());
    }
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Holds the app's scripts back until the returned function is called. */
async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/terminservice/assets/*.js', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Records, from the first byte on, whether the cookie notice was ever in the page. */
async function watchForNotice(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen = () => {
      if (document.querySelector('.ts-cookie')) document.documentElement.dataset.noticeSeen = '';
    };
    new MutationObserver(seen).observe(document, { childList: true, subtree: true });
  });
}

test.describe('the prerendered shell', () => {
  test('is painted before the scripts run, then hydrated without error or a new paint', async ({
    page,
  }) => {
    const errors = collectErrors(page);
    const release = await holdScripts(page);
    const app = new AppShell(page);
    // Not until 'load': that waits for the held scripts.
    await page.goto(ROUTES.base, { waitUntil: 'commit' });

    // Before any script: skip link, notice, header, the loading indicator, the footer.
    await expect(app.cookieNotice.getByRole('heading', { name: 'Cookie Hinweis' })).toBeVisible();
    // (On a phone the menu's links sit behind 'Menü', hidden: attached is what can be asked.)
    await expect(app.header.locator('a', { hasText: 'Termin suchen' })).toBeAttached();
    await expect(app.main.getByText('Inhalt wird geladen')).toBeVisible();
    await expect(app.footer).toBeVisible();
    await expect(page.locator('html[data-app-ready]')).toHaveCount(0);
    // The skip link works as a plain link.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Zum Inhalt springen' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(app.main).toBeFocused();
    await app.cookieNotice.evaluate((notice) => notice.setAttribute('data-served', ''));
    await expectPageToBeAccessible(page);

    release();
    await app.waitUntilReady();
    await expect(app.main.getByRole('heading', { level: 1 })).toBeVisible();
    // The same element: React adopted it (no second paint of the LCP element, no flash).
    await expect(app.cookieNotice).toHaveAttribute('data-served', '');
    await app.confirmCookies();
    expect(errors).toEqual([]);
  });

  test('a returning visitor who confirmed never sees the notice, and gets no error', async ({
    page,
    context,
  }) => {
    const errors = collectErrors(page);
    const app = new AppShell(page);
    await app.goto(ROUTES.base);
    await app.confirmCookies();
    expect((await context.cookies()).map((cookie) => cookie.name)).toContain(CONSENT_COOKIE);

    await watchForNotice(page);
    for (const path of [ROUTES.base, ROUTES.faq, `${ROUTES.search}/ABCDEFGHKLMN/10115/W030`]) {
      const response = await page.goto(path);
      expect(await response!.text()).not.toContain('Cookie Hinweis');
      await app.waitUntilReady();
      await expect(app.main.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('html[data-notice-seen]')).toHaveCount(0);
    }
    expect(errors.filter((error) => !/401|Unauthorized/.test(error))).toEqual([]);
    await expectPageToBeAccessible(page);
  });

  test.describe('on Android', () => {
    test.use({ userAgent: ANDROID });

    test('the smart banner is in the served HTML until it is closed', async ({ page }) => {
      const errors = collectErrors(page);
      const app = new AppShell(page);
      const first = await page.goto(ROUTES.base);
      expect(await first!.text()).toContain('Bei Google Play laden');
      await app.waitUntilReady();
      await app.confirmCookies();
      await page.getByRole('button', { name: 'Hinweis auf die App schließen' }).click();

      const again = await page.goto(ROUTES.base);
      const html = await again!.text();
      expect(html).not.toContain('Bei Google Play laden');
      expect(html).not.toContain('Cookie Hinweis');
      await app.waitUntilReady();
      await expect(page.getByRole('complementary', { name: 'Terminservice 116117' })).toHaveCount(
        0,
      );
      expect(errors).toEqual([]);
    });
  });
});
