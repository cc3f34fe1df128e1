// The start page in the app shell (§2 App shell), on desktop and phone.
import { ROUTES } from '@terminservice/domain/search';
import { expect, test } from '@playwright/test';
import { expectPageToBeAccessible } from '../support/accessibility.ts';
import { AppShell } from '../support/app.ts';

test.describe('the start page', () => {
  test('renders the shell: header, menu, page, footer', async ({ page }, testInfo) => {
    const app = new AppShell(page);
    await app.goto(ROUTES.base);
    await expect(page).toHaveTitle('Terminservice');
    await expect(app.main.getByRole('heading', { level: 1, name: 'Termin suchen' })).toBeVisible();
    await expect(
      app.main.getByText('Für einige Fachrichtungen benötigen Sie einen Vermittlungscode.', {
        exact: false,
      }),
    ).toBeVisible();

    for (const name of ['Termin suchen', 'Buchung verwalten', 'Hilfe', 'Abmelden']) {
      await expect(await app.menuLink(name)).toBeVisible();
    }
    await expect(app.footer.getByRole('link', { name: 'Datenschutz' })).toBeVisible();
    await expect(app.footer.getByRole('link', { name: 'Impressum' })).toBeVisible();
    await expect(app.footer.getByRole('link', { name: 'Barrierefreiheit' })).toBeVisible();
    await expect(app.footer).toContainText(
      `© ${new Date().getFullYear()} Kassenärztliche Bundesvereinigung`,
    );
    await app.screenshot(testInfo, 'start-menu');
  });

  test('is accessible with the cookie notice and after confirming it', async ({
    page,
  }, testInfo) => {
    const app = new AppShell(page);
    await app.goto(ROUTES.base);
    await expect(app.cookieNotice).toBeVisible();
    await expectPageToBeAccessible(page);
    await app.screenshot(testInfo, 'start-cookie-notice');
    await app.confirmCookies();
    await expectPageToBeAccessible(page);
    await app.screenshot(testInfo, 'start');
  });

  test('reflows at its width without horizontal scrolling', async ({ page }) => {
    const app = new AppShell(page);
    await app.goto(ROUTES.base);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test('unknown paths redirect to /terminservice', async ({ page }) => {
    const app = new AppShell(page);
    for (const path of [
      '/terminservice/gibt-es-nicht',
      '/terminservice/suche/',
      '/terminservice/termin/x/y',
    ]) {
      await app.goto(path);
      await expect(page).toHaveURL(/\/terminservice$/);
      await expect(
        app.main.getByRole('heading', { level: 1, name: 'Termin suchen' }),
      ).toBeVisible();
    }
  });

  test('logout clears the session data', async ({ page }) => {
    const app = new AppShell(page);
    await app.goto(ROUTES.faq);
    await page.evaluate(() => {
      sessionStorage.setItem('ets-session-code', '"ABCDFGHJKLMN"');
      sessionStorage.setItem('fremd', 'bleibt');
    });
    await (await app.menuLink('Abmelden')).click();
    await expect(page).toHaveURL(/\/terminservice$/);
    expect(await page.evaluate(() => sessionStorage.getItem('ets-session-code'))).toBeNull();
    expect(await page.evaluate(() => sessionStorage.getItem('fremd'))).toBe('bleibt');
  });
});
