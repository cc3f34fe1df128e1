// Page objects of the app shell (docs/architecture.md "Tests"): the parts every journey meets.
import { expect, type Locator, type Page, type TestInfo } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

export class AppShell {
  readonly header: Locator;
  readonly menu: Locator;
  readonly menuToggle: Locator;
  readonly main: Locator;
  readonly footer: Locator;
  readonly cookieNotice: Locator;

  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
    this.header = page.getByRole('banner');
    this.menu = this.header.getByRole('navigation', { name: 'Hauptmenü' });
    this.menuToggle = this.menu.getByRole('button', { name: 'Menü' });
    this.main = page.getByRole('main');
    this.footer = page.getByRole('contentinfo');
    this.cookieNotice = page.getByRole('region', { name: 'Cookie Hinweis' });
  }

  /**
   * Opens a page and waits until its JavaScript runs: the served HTML already shows the shell
   * (ADR 11), whose buttons answer only after hydration.
   */
  async goto(path: string): Promise<void> {
    await this.page.goto(path);
    await this.waitUntilReady();
  }

  /** After a goto or reload: the shell is hydrated (`data-app-ready` on <html>). */
  async waitUntilReady(): Promise<void> {
    await expect(this.header).toBeVisible();
    await this.page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
  }

  /**
   * On a phone the menu entries sit behind 'Menü'. A route change closes the menu (§2), so a
   * toggle that lands just before the change's render is undone: open it until the link shows.
   */
  async menuLink(name: string): Promise<Locator> {
    const link = this.menu.getByRole('link', { name, exact: true });
    if (!(await link.isVisible()) && (await this.menuToggle.isVisible())) {
      await expect(async () => {
        if (!(await link.isVisible())) await this.menuToggle.click();
        await expect(link).toBeVisible({ timeout: 1_000 });
      }).toPass();
    }
    return link;
  }

  async confirmCookies(): Promise<void> {
    await this.cookieNotice.getByRole('button', { name: 'Auswahl bestätigen' }).click();
    await expect(this.cookieNotice).toBeHidden();
  }

  /** A full-page screenshot into test-results/screenshots/<project>-<name>.png. */
  async screenshot(testInfo: TestInfo, name: string): Promise<void> {
    const dir = join(testInfo.project.outputDir, 'screenshots');
    mkdirSync(dir, { recursive: true });
    await this.page.screenshot({
      path: join(dir, `${testInfo.project.name}-${name}.png`),
      fullPage: true,
    });
  }
}
