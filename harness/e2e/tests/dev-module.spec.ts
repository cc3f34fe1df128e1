// The dev module at /terminservice/dev (demo mode): codes, the outbox with PINs, tokens.
import { expect, test } from '@playwright/test';
import { expectPageToBeAccessible } from '../support/accessibility.ts';
import { AppShell } from '../support/app.ts';

test.describe('the dev module', () => {
  test('creates a code and shows the outbox with the PIN of an identity check', async ({
    page,
  }, testInfo) => {
    const app = new AppShell(page);
    await app.goto('/terminservice/dev');
    await app.confirmCookies();
    await expect(
      app.main.getByRole('heading', { level: 1, name: 'Entwicklermodul' }),
    ).toBeVisible();

    const codes = app.main.getByRole('region', { name: 'Vermittlungscode erzeugen' });
    await codes.getByRole('combobox', { name: 'Leistungsmerkmal' }).selectOption('W050');
    await codes.getByRole('combobox', { name: 'Dringlichkeit (optional)' }).selectOption('AKUT');
    await codes.getByRole('button', { name: 'Vermittlungscode erzeugen' }).click();
    await expect(codes.getByText(/^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/)).toBeVisible();

    // A PIN request of the no-code flow (§4 identity check), as the login page will send it.
    const receiver = `e2e-${testInfo.project.name}-${Date.now()}@example.org`;
    const pin = await page.request.post('/web/api/v4/identitaetsbestaetigung/anfordern/email', {
      data: { plz: '10115', receiver, leistungsmerkmal: 'W030' },
    });
    expect(pin.ok()).toBe(true);

    const outbox = app.main.getByRole('region', { name: 'Postausgang' });
    await outbox.getByRole('button', { name: 'Postausgang aktualisieren' }).click();
    const message = outbox.getByRole('listitem').filter({ hasText: receiver });
    await expect(message).toBeVisible();
    await expect(message.getByText(/^\d{6}$/)).toBeVisible();

    await expectPageToBeAccessible(page);
    await app.screenshot(testInfo, 'dev');
  });

  test('issues a staff token', async ({ page }) => {
    const app = new AppShell(page);
    await app.goto('/terminservice/dev');
    const tokens = app.main.getByRole('region', { name: 'Token ausstellen' });
    await tokens.getByRole('combobox', { name: 'Anwendungstyp' }).selectOption('TSS');
    await tokens.getByRole('button', { name: 'Token ausstellen' }).click();
    await expect(tokens.getByRole('textbox', { name: 'Token (TSS)' })).toHaveValue(
      /^ey[\w-]+\.[\w-]+\.[\w-]+$/,
    );
  });

  test('is loaded in its own chunk, only when opened', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    const app = new AppShell(page);
    await app.goto('/terminservice');
    await expect(app.main.getByRole('heading', { level: 1 })).toBeVisible();
    expect(scripts.some((path) => /\/dev-[\w-]+\.js$/.test(path))).toBe(false);
    await app.goto('/terminservice/dev');
    await expect(
      app.main.getByRole('heading', { level: 1, name: 'Entwicklermodul' }),
    ).toBeVisible();
    expect(scripts.some((path) => /\/dev-[\w-]+\.js$/.test(path))).toBe(true);
  });
});
