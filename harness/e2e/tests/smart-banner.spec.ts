// The mobile smart banner (§2 "Mobile smart banner: app name, download prompt, close icon, store
// badge for Android or iOS only. Mobile height 78 px. Reshown 7 days after dismissal.", §4
// "Banner"): shown by the user agent of a real phone browser, closed by its button, reshown after
// seven days. axe with the banner on the page.
import { ROUTES } from '@terminservice/domain/search';
import { expect, test, type Page } from '@playwright/test';
import { expectPageToBeAccessible } from '../support/accessibility.ts';
import { AppShell } from '../support/app.ts';

const AGENTS = {
  android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
  ios: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
} as const;
const BADGE = { android: 'Bei Google Play laden', ios: 'Im App Store laden' } as const;
const DAY_MS = 24 * 60 * 60 * 1000;
const DISMISSED_KEY = 'ets-settings-bannerDismissedAt';

const banner = (page: Page) => page.getByRole('complementary', { name: 'Terminservice 116117' });

for (const platform of ['android', 'ios'] as const) {
  test.describe(`on ${platform === 'android' ? 'Android' : 'iOS'}`, () => {
    test.use({ userAgent: AGENTS[platform] });

    test('shows the banner with its badge, closes it, reshows it after 7 days', async ({
      page,
    }, testInfo) => {
      const app = new AppShell(page);
      await app.goto(ROUTES.base);
      await app.confirmCookies();
      await expect(banner(page)).toBeVisible();
      await expect(banner(page)).toContainText(
        'Termine noch schneller finden – mit der kostenlosen App.',
      );
      const badge = banner(page).getByRole('link', { name: BADGE[platform] });
      await expect(badge).toBeVisible();
      // Only this platform's badge.
      const other = platform === 'android' ? BADGE.ios : BADGE.android;
      await expect(page.getByRole('link', { name: other })).toHaveCount(0);
      // §9 "banner height 78 px" (at least: it grows with enlarged text).
      const box = await banner(page).boundingBox();
      expect(box!.height).toBeGreaterThanOrEqual(78);
      // Above the header, in reading order.
      const header = await page.locator('header').first().boundingBox();
      expect(box!.y).toBeLessThan(header!.y);
      await expectPageToBeAccessible(page);
      await app.screenshot(testInfo, `smart-banner-${platform}`);

      await banner(page).getByRole('button', { name: 'Hinweis auf die App schließen' }).click();
      await expect(banner(page)).toHaveCount(0);
      const dismissedAt = Number(
        await page.evaluate((key) => localStorage.getItem(key), DISMISSED_KEY),
      );
      expect(Math.abs(Date.now() - dismissedAt)).toBeLessThan(60_000);
      await page.reload();
      await expect(app.main.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(banner(page)).toHaveCount(0);

      // Seven days later it comes back.
      await page.evaluate(([key, at]) => localStorage.setItem(key, JSON.stringify(at)), [
        DISMISSED_KEY,
        Date.now() - 7 * DAY_MS - 60_000,
      ] as const);
      await page.reload();
      await expect(banner(page)).toBeVisible();
    });
  });
}

test('a desktop browser shows no banner', async ({ page }) => {
  const app = new AppShell(page);
  await app.goto(ROUTES.base);
  await expect(app.main.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(banner(page)).toHaveCount(0);
});
