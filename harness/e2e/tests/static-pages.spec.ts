// §2 "Other pages": FAQ, imprint, privacy, accessibility from markdown, each accessible; the
// pages in Leichte Sprache (issue #23 part 2) the same way.
import { EASY_LANGUAGE_PATH, ROUTES } from '@terminservice/domain/search';
import { expect, test } from '@playwright/test';
import { expectPageToBeAccessible } from '../support/accessibility.ts';
import { AppShell } from '../support/app.ts';

const FOOTER_PAGES = [
  { link: 'Datenschutz', path: ROUTES.privacy, heading: 'Datenschutzerklärung', shot: 'privacy' },
  { link: 'Impressum', path: ROUTES.imprint, heading: 'Impressum', shot: 'imprint' },
  {
    link: 'Barrierefreiheit',
    path: ROUTES.accessibility,
    heading: 'Erklärung zur Barrierefreiheit',
    shot: 'accessibility',
  },
];

test.describe('the static pages', () => {
  for (const target of FOOTER_PAGES) {
    test(`the footer link '${target.link}' opens the rendered page`, async ({ page }, testInfo) => {
      const app = new AppShell(page);
      await app.goto(ROUTES.base);
      await app.confirmCookies();
      await app.footer.getByRole('link', { name: target.link }).click();
      await expect(page).toHaveURL(new RegExp(`${target.path}$`));
      await expect(app.main.getByRole('heading', { level: 1, name: target.heading })).toBeVisible();
      await expect(app.main.getByRole('heading', { level: 2 }).first()).toBeVisible();
      await expectPageToBeAccessible(page);
      await app.screenshot(testInfo, target.shot);

      // 'zurück' goes back in the history.
      await app.main.getByRole('link', { name: 'zurück', exact: true }).click();
      await expect(page).toHaveURL(/\/terminservice$/);
    });
  }

  test("the menu's 'Hilfe' opens the FAQ", async ({ page }, testInfo) => {
    const app = new AppShell(page);
    await app.goto(ROUTES.base);
    await app.confirmCookies();
    await (await app.menuLink('Hilfe')).click();
    await expect(page).toHaveURL(/\/terminservice\/faq$/);
    await expect(app.main.getByRole('heading', { level: 1, name: 'Häufige Fragen' })).toBeVisible();
    await expect(page).toHaveTitle('Häufige Fragen – Terminservice');
    await expectPageToBeAccessible(page);
    await app.screenshot(testInfo, 'faq');
  });

  test("the menu's 'Leichte Sprache' opens the pages in Leichte Sprache (issue #23 part 2)", async ({
    page,
  }, testInfo) => {
    const app = new AppShell(page);
    await app.goto(ROUTES.base);
    await app.confirmCookies();
    await expect(app.footer.getByRole('link', { name: 'Leichte Sprache' })).toHaveAttribute(
      'href',
      EASY_LANGUAGE_PATH,
    );
    await (await app.menuLink('Leichte Sprache')).click();
    await expect(page).toHaveURL(new RegExp(`${EASY_LANGUAGE_PATH}$`));
    const h1 = 'Termin-Service in Leichter Sprache';
    await expect(app.main.getByRole('heading', { level: 1, name: h1 })).toBeVisible();
    await expect(app.main.getByRole('heading', { level: 2 })).toHaveText([
      'Was ist der Termin-Service?',
      'Was ist ein Vermittlungs-Code?',
      'Wie buche ich einen Termin?',
      'Wie sage ich einen Termin ab?',
      'Es gibt keinen freien Termin. Was kann ich tun?',
      'Hier bekommen Sie Hilfe',
    ]);
    await expect(app.main.locator('article')).toHaveAttribute('lang', 'de');
    await expect(page).toHaveTitle('Leichte Sprache – Terminservice');
    // By keyboard: a contents link moves the focus to its section.
    const cancel = 'Wie sage ich einen Termin ab?';
    await app.main.getByRole('link', { name: cancel }).focus();
    await page.keyboard.press('Enter');
    await expect(app.main.getByRole('heading', { level: 2, name: cancel })).toBeFocused();
    await expectPageToBeAccessible(page);
    await app.screenshot(testInfo, 'leichte-sprache');
  });

  test('opened directly, a page loads and its back link leads to base', async ({ page }) => {
    const app = new AppShell(page);
    await app.goto(ROUTES.imprint);
    await expect(app.main.getByRole('heading', { level: 1, name: 'Impressum' })).toBeVisible();
    await app.main.getByRole('link', { name: 'zurück', exact: true }).click();
    await expect(page).toHaveURL(/\/terminservice$/);
  });

  test('the privacy page revokes the map consent', async ({ page }) => {
    const app = new AppShell(page);
    await app.goto(ROUTES.privacy);
    await page.evaluate(() => localStorage.setItem('ets-settings-map-consent', 'true'));
    await app.main.getByRole('link', { name: 'Zustimmung zur Kartennutzung widerrufen' }).click();
    await expect(
      app.main.getByText(
        'Zustimmung zur Nutzung der Karte des Kartendienstes erfolgreich widerrufen.',
      ),
    ).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('ets-settings-map-consent'))).toBeNull();
  });
});
