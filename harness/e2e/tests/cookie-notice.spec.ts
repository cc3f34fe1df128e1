// §2 cookie notice 'Cookie Hinweis', §4 "Cookie notice", §9 defaults.
import { ROUTES } from '@terminservice/domain/search';
import { expect, test } from '@playwright/test';
import { AppShell } from '../support/app.ts';

test.describe("the cookie notice 'Cookie Hinweis'", () => {
  test('stores the choice on confirm and stays hidden after a reload', async ({ page }) => {
    const app = new AppShell(page);
    await app.goto(ROUTES.base);
    const notice = app.cookieNotice;
    await expect(notice.getByRole('heading', { name: 'Cookie Hinweis' })).toBeVisible();
    await expect(notice.getByRole('checkbox', { name: 'Essentiell' })).toBeChecked();
    await expect(notice.getByRole('checkbox', { name: 'Essentiell' })).toBeDisabled();
    await expect(notice.getByRole('checkbox', { name: 'Statistik' })).not.toBeChecked();

    await notice.getByRole('button', { name: 'Cookie Hinweis einklappen' }).click();
    await expect(notice.getByRole('button', { name: 'Auswahl bestätigen' })).toBeHidden();
    await notice.getByRole('button', { name: 'Cookie Hinweis ausklappen' }).click();

    await app.confirmCookies();
    expect(
      await page.evaluate(() => JSON.parse(localStorage.getItem('ets-settings-cookies') ?? 'null')),
    ).toEqual({ essential: true, statistics: false });
    await page.reload();
    await expect(app.header).toBeVisible();
    await expect(app.cookieNotice).toBeHidden();
  });

  test("'Alle auswählen' allows statistics too", async ({ page }) => {
    const app = new AppShell(page);
    await app.goto(ROUTES.base);
    await app.cookieNotice.getByRole('button', { name: 'Alle auswählen' }).click();
    await expect(app.cookieNotice).toBeHidden();
    expect(
      await page.evaluate(() => JSON.parse(localStorage.getItem('ets-settings-cookies') ?? 'null')),
    ).toEqual({ essential: true, statistics: true });
  });

  test('the privacy page resets the choice, and the notice asks again', async ({ page }) => {
    const app = new AppShell(page);
    await app.goto(ROUTES.base);
    await app.confirmCookies();
    await app.footer.getByRole('link', { name: 'Datenschutz' }).click();
    await app.main.getByRole('link', { name: 'Cookie-Einstellungen zurücksetzen' }).click();
    await expect(app.cookieNotice).toBeVisible();
    await expect(page).toHaveURL(/\/datenschutz/);
  });
});
