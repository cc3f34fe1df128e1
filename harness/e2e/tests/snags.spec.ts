// Snags of issue #16 that only a browser shows: the radius hint must not cover the days filter
// ('Alle Tage und Zeiten') while it is open after the first results, and the booking form takes a
// date of birth typed the German way (TT.MM.JJJJ).
import { expect, test } from '@playwright/test';
import { ROUTES } from '@terminservice/domain/search';
import { AppShell } from '../support/app.ts';
import { BookingModals, startSession } from '../support/booking.ts';

const RADIUS_HINT = 'Erhöhen Sie den Suchradius, um mehr Termine zu finden.';

test.describe('staff and patient snags (issue #16)', () => {
  // Desktop only (not in PHONE_SPECS): on a phone the filters sit in a modal.
  test('the radius hint covers nothing: the days filter stays visible and clickable', async ({
    page,
  }) => {
    const session = await startSession(page, page.request, {
      leistungsmerkmal: 'W030',
      plz: '50667',
    });
    const app = new AppShell(page);
    await app.goto(ROUTES.base);
    await app.confirmCookies();
    await app.goto(session.searchPath);
    const hint = page.getByText(RADIUS_HINT);
    await expect(hint).toBeVisible();
    // Hovering the radius bubbles holds the hint open (WCAG 1.4.13), however slow the machine.
    await page.getByRole('button', { name: '5 km', exact: true }).hover();
    const days = page.getByRole('button', { name: 'Alle Tage und Zeiten' });
    await days.scrollIntoViewIfNeeded();
    const [hintBox, daysBox] = await Promise.all([hint.boundingBox(), days.boundingBox()]);
    expect(hintBox && daysBox).toBeTruthy();
    const overlaps =
      hintBox!.x < daysBox!.x + daysBox!.width &&
      daysBox!.x < hintBox!.x + hintBox!.width &&
      hintBox!.y < daysBox!.y + daysBox!.height &&
      daysBox!.y < hintBox!.y + hintBox!.height;
    expect(overlaps, 'the hint overlaps the days filter').toBe(false);
    // While the hint is still up, the days filter takes a click (no element on top of it).
    await expect(hint).toBeVisible();
    await days.click({ trial: true, timeout: 1_000 });
  });

  test("the booking form takes '17.05.1980' as the date of birth", async ({ page }) => {
    const session = await startSession(page, page.request, {
      leistungsmerkmal: 'W030',
      plz: '50667',
    });
    const app = new AppShell(page);
    await app.goto(session.searchPath);
    await app.confirmCookies();
    const modals = new BookingModals(page);
    await modals.openFirstSlot();
    const birthday = modals.field('Geburtsdatum');
    await expect(birthday).toHaveAttribute('placeholder', 'TT.MM.JJJJ');
    await birthday.fill('17.05.1980');
    await birthday.blur();
    await expect(birthday).not.toHaveAttribute('aria-invalid', 'true');
    await birthday.fill('31.02.1980');
    await birthday.blur();
    await expect(birthday).toHaveAttribute('aria-invalid', 'true');
    await expect(modals.booking.getByText('Ungültiges Geburtsdatum.')).toBeVisible();
  });
});
