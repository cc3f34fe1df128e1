// The pages run under the server's strict CSP (script-src 'self', style-src 'self'): no inline
// script or style may be blocked, and nothing logs an error.
import { expect, test } from '@playwright/test';
import { AppShell } from '../support/app.ts';

test('the pages load under the strict CSP without violations or console errors', async ({
  page,
}) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });

  const app = new AppShell(page);
  for (const [path, heading] of [
    ['/terminservice', 'Termin suchen'],
    ['/terminservice/faq', 'Häufige Fragen'],
    ['/datenschutz', 'Datenschutzerklärung'],
    ['/terminservice/dev', 'Entwicklermodul'],
  ] as const) {
    const response = await page.goto(path);
    expect(response?.headers()['content-security-policy']).toContain("style-src 'self'");
    await expect(app.main.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
  expect(problems).toEqual([]);
});
