// Full keyboard use (WCAG 2.1.1) with visible focus (2.4.7): through the cookie notice, the
// header menu and the footer, without a mouse.
import { ROUTES } from '@terminservice/domain/search';
import { expect, test } from '@playwright/test';
import { AppShell } from '../support/app.ts';
import { tabTo } from '../support/keyboard.ts';

test.describe('keyboard only', () => {
  test('skip link, cookie notice, header menu and footer work with Tab and Enter', async ({
    page,
  }, testInfo) => {
    const app = new AppShell(page);
    await app.goto(ROUTES.base);

    // The skip link comes first and moves focus to the page.
    const skip = await tabTo(page, 'Zum Inhalt springen', 1);
    expect(skip.tag).toBe('A');
    await app.screenshot(testInfo, 'keyboard-skip-link');
    await page.keyboard.press('Enter');
    await expect(app.main).toBeFocused();

    // Back to the top: confirm the cookie notice by keyboard.
    await page.keyboard.press('Shift+Tab');
    await tabTo(page, 'Statistik');
    await page.keyboard.press('Space');
    await expect(app.cookieNotice.getByRole('checkbox', { name: 'Statistik' })).toBeChecked();
    await tabTo(page, 'Auswahl bestätigen');
    await page.keyboard.press('Enter');
    await expect(app.cookieNotice).toBeHidden();

    // The header menu (on a phone behind 'Menü').
    if (await app.menuToggle.isVisible()) {
      await tabTo(page, 'Menü');
      await page.keyboard.press('Enter');
      await expect(app.menuToggle).toHaveAttribute('aria-expanded', 'true');
    }
    await tabTo(page, 'Hilfe');
    await app.screenshot(testInfo, 'keyboard-menu');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/terminservice\/faq$/);
    await expect(app.main.getByRole('heading', { level: 1, name: 'Häufige Fragen' })).toBeVisible();
    await expect(app.main).toBeFocused();

    // From the page on to the footer.
    await tabTo(page, 'Impressum', 80);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/impressum$/);
    await expect(app.main.getByRole('heading', { level: 1, name: 'Impressum' })).toBeVisible();

    // And back with 'zurück'.
    await tabTo(page, 'zurück');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/terminservice\/faq$/);
  });
});
