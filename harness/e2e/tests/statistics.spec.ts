// The operators' statistics view (issue #24 part 2, "Done when"): a KV token opens the TSS/DISPO
// app and lands on 'Statistik'; the tables show the figures of the demo history exactly as the
// server answers them to the same token ("< 5" included); every chart is drawn; one CSV export is
// downloaded and read; axe on the page and with the region map; keyboard only (Tab to the filters,
// change the period, the table follows); at 320 px the page does not scroll sideways.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { IDENTIFICATION_TOKEN_HEADER } from '@terminservice/domain/api';
import type { StatistikAnswer } from '@terminservice/domain/statistics';
import { readFile } from 'node:fs/promises';
import { expectPageToBeAccessible } from '../support/accessibility.ts';
import { AppShell } from '../support/app.ts';
import { tabTo } from '../support/keyboard.ts';
import { e2ePorts } from '../support/ports.ts';

const BASE = `http://127.0.0.1:${e2ePorts().tssDispo}`;
test.use({ baseURL: BASE });

const COUNT = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 0 });
const CODE_KEYS = [
  'codesAusgestellt',
  'codesGebucht',
  'codesAbgelaufenUngebucht',
  'codesVerbrauchtDurchStornierung',
] as const;

/** A KV token of the KBV ('*': every KV), from the dev API as the other specs get theirs. */
async function kvToken(request: APIRequestContext): Promise<string> {
  const answer = await request.post(`${BASE}/dev/api/tokens`, {
    data: { applicationType: 'KV', subject: '*' },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  return ((await answer.json()) as { token: string }).token;
}

/** What the server answers the same token: the figures the view must show. */
async function statistics(
  request: APIRequestContext,
  token: string,
  zeitraum: 'woche' | 'monat',
  kv?: string,
): Promise<StatistikAnswer> {
  const query = kv ? `zeitraum=${zeitraum}&kv=${kv}` : `zeitraum=${zeitraum}`;
  const answer = await request.get(`${BASE}/web/api/v4/statistik?${query}`, {
    headers: { [IDENTIFICATION_TOKEN_HEADER]: token },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  return (await answer.json()) as StatistikAnswer;
}

/**
 * The codes table's past periods as the answer says they must read, German numbers. The current
 * period is left out: other specs issue codes today, and the job may count them between the
 * answer and the page's own call; past days stay as they are.
 */
function expectedCodeRows(answer: StatistikAnswer): string[][] {
  return answer.perioden.slice(0, -1).map((periode) =>
    CODE_KEYS.map((key) => {
      const value = periode.werte[key];
      return typeof value === 'number' ? COUNT.format(value) : value;
    }),
  );
}

async function codeRows(page: Page): Promise<string[][]> {
  const rows = page.getByRole('table', { name: 'Vermittlungscodes' }).locator('tbody tr');
  const cells = await rows.evaluateAll((trs) =>
    trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent ?? '')),
  );
  return cells.slice(0, -1);
}

async function openView(page: Page, token: string): Promise<AppShell> {
  const app = new AppShell(page);
  await app.goto(`/terminservice?token=${token}`);
  await app.confirmCookies();
  // The start page of a KV token is the statistics view; nothing of the hotline's blocks shows.
  await expect(page).toHaveURL(/\/terminservice\/statistik$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Statistik' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Termine finden mit Überweisung' })).toHaveCount(
    0,
  );
  await expect(page.getByRole('table', { name: 'Vermittlungscodes' })).toBeVisible();
  return app;
}

/**
 * Tab until the field named `name` has the focus, through the date fields: Chromium stops at each
 * segment of a date field and then at its calendar button, inside the field, where the input
 * matches :focus-within but not :focus-visible — the shared tabTo would refuse that stop. Every
 * stop must still show a ring (ui base.css rings the whole field).
 */
async function tabPastDates(page: Page, name: string, maxSteps = 20): Promise<void> {
  for (let step = 0; step < maxSteps; step++) {
    await page.keyboard.press('Tab');
    const stop = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement;
      const style = getComputedStyle(el);
      const label = el.id ? document.querySelector(`label[for="${el.id}"]`)?.textContent : '';
      return {
        name: (label || el.getAttribute('aria-label') || el.innerText || '').trim(),
        date: el instanceof HTMLInputElement && el.type === 'date',
        visible: el.matches(':focus-visible'),
        ring:
          (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) ||
          style.boxShadow !== 'none',
      };
    });
    expect(stop.date || stop.visible, `focus on "${stop.name}" is not visible`).toBe(true);
    expect(stop.ring, `focus on "${stop.name}" has no ring`).toBe(true);
    if (stop.name === name) return;
  }
  throw new Error(`Tab did not reach "${name}".`);
}

/** Whether a canvas has anything drawn on it (a line or an axis label). */
function drawn(page: Page): Promise<boolean[]> {
  return page.locator('figure canvas').evaluateAll((canvases) =>
    (canvases as HTMLCanvasElement[]).map((canvas) => {
      const data = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
      for (let i = 3; i < data.length; i += 4) if (data[i]! > 0) return true;
      return false;
    }),
  );
}

test('a KV token opens the statistics: the demo figures, charts, CSV, axe, map', async ({
  page,
  request,
}, testInfo) => {
  // Two axe runs over a long page and a map on a shared 2-core machine.
  test.slow();
  const token = await kvToken(request);
  const weekly = await statistics(request, token, 'woche');
  // The demo history fills the last 12 weeks with figures that may be shown.
  expect(weekly.perioden).toHaveLength(12);
  expect(weekly.perioden.some((p) => typeof p.werte.codesAusgestellt === 'number')).toBe(true);

  const app = await openView(page, token);
  expect(await codeRows(page)).toEqual(expectedCodeRows(weekly));
  // The whole range in the foot ('Gesamt', today included: a German number).
  const total = page.getByRole('table', { name: 'Vermittlungscodes' }).locator('tfoot');
  await expect(total.getByRole('rowheader')).toHaveText('Gesamt');
  await expect(total.getByRole('cell').first()).toHaveText(/^\d{1,3}(\.\d{3})*$/);

  // Seven groups, each a drawn chart (a picture: aria-hidden) beside its table.
  await expect(page.locator('figure canvas')).toHaveCount(7);
  await expect.poll(async () => (await drawn(page)).every(Boolean)).toBe(true);
  await expect(page.locator('figure [aria-hidden="true"] canvas')).toHaveCount(7);
  await app.screenshot(testInfo, 'statistics');
  await expectPageToBeAccessible(page);

  // One CSV export, read as German Excel would: BOM, ';', the table's rows with "< 5" kept.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'CSV herunterladen: Vermittlungscodes' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(
    `statistik-vermittlungscodes-${weekly.von}-${weekly.bis}.csv`,
  );
  const bytes = await readFile((await file.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.subarray(3).toString('utf8').split('\r\n');
  expect(lines[0]).toBe(
    'Woche;Codes ausgestellt;Codes gebucht;Codes abgelaufen, ohne Buchung;Codes durch Stornierungen verbraucht',
  );
  const csvCells = lines.slice(1, 12).map((line) => line.split(';').slice(1));
  expect(csvCells).toEqual(
    expectedCodeRows(weekly).map((row) => row.map((c) => c.replaceAll('.', ''))),
  );

  // The region map, after consent: a circle per area with a centre and a figure that may be shown.
  await page.getByRole('button', { name: 'Karte anzeigen' }).click();
  const map = page.getByRole('region', { name: 'Karte der Postleitzahlbereiche' });
  await expect(map).toBeVisible();
  // A circle per area with a centre and a figure shown: at least the demo history's five areas (a
  // spec issuing codes today may add one between the answer and the map).
  const placed = (r: StatistikAnswer['regionen'][number]) => r.lat !== null;
  const shown = weekly.regionen.filter(
    (r) => placed(r) && typeof r.werte.codesAusgestellt === 'number',
  );
  expect(shown.length).toBeGreaterThanOrEqual(5);
  const paths = map.locator('.leaflet-overlay-pane path');
  await expect(paths).not.toHaveCount(0);
  expect(await paths.count()).toBeGreaterThanOrEqual(shown.length);
  expect(await paths.count()).toBeLessThanOrEqual(weekly.regionen.filter(placed).length);
  await app.screenshot(testInfo, 'statistics-map');
  await expectPageToBeAccessible(page);
});

test('keyboard only: Tab to the filters, choose Monat, the table follows', async ({
  page,
  request,
}) => {
  const token = await kvToken(request);
  const monthly = await statistics(request, token, 'monat');
  await openView(page, token);
  await page.getByRole('heading', { level: 1, name: 'Statistik' }).click();
  // The radios of 'Zeitraum': Tab reaches the chosen one, an arrow key chooses the next.
  await tabTo(page, 'Woche');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: 'Monat' })).toBeChecked();
  await tabPastDates(page, 'Anzeigen');
  await page.keyboard.press('Enter');
  const codes = page.getByRole('table', { name: 'Vermittlungscodes' });
  await expect(codes.getByRole('columnheader').first()).toHaveText('Monat');
  await expect.poll(() => codeRows(page)).toEqual(expectedCodeRows(monthly));
  // The table scrolls in its own region, which the keyboard reaches too.
  await tabTo(page, 'Tabelle: Vermittlungscodes');
});

test("the KBV chooses one KV: the table shows that KV's figures", async ({ page, request }) => {
  const token = await kvToken(request);
  const berlin = await statistics(request, token, 'woche', '72');
  expect(berlin.kv).toBe('72');
  await openView(page, token);
  await expect(page.getByText(/^Alle Kassenärztlichen Vereinigungen\./)).toBeVisible();
  await page
    .getByLabel('Kassenärztliche Vereinigung', { exact: true })
    .selectOption({ label: 'Kassenärztliche Vereinigung Berlin (Nr. 72)' });
  await page.getByRole('button', { name: 'Anzeigen', exact: true }).click();
  await expect(page.getByText(/^Kassenärztliche Vereinigung Berlin \(Nr\. 72\)\./)).toBeVisible();
  await expect.poll(() => codeRows(page)).toEqual(expectedCodeRows(berlin));
});

test('at 320 px the page reflows: no sideways scrolling, the tables scroll in their region', async ({
  page,
  request,
}, testInfo) => {
  await page.setViewportSize({ width: 320, height: 800 });
  const app = await openView(page, await kvToken(request));
  await expect(page.locator('figure canvas')).toHaveCount(7);
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    viewport: document.documentElement.clientWidth,
  }));
  expect(widths.page).toBeLessThanOrEqual(widths.viewport);
  const table = page.getByRole('region', { name: 'Tabelle: Vermittlungscodes' });
  const scroll = await table.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
  expect(scroll.scroll).toBeGreaterThan(scroll.client);
  await app.screenshot(testInfo, 'statistics-320');
  await expectPageToBeAccessible(page);
});
