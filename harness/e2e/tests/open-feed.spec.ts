// Issue #24 part 3: the open feed of free appointments, read by a client written from the SMART
// Scheduling Links spec alone (apps/server/test/feed/smart-client.ts, run as a program): manifest → files → a free
// slot → its schedule and location → its booking deep link, opened in Chromium, shows the login
// page prefilled for that practice; with a code the search then shows that practice.
import { expect, test } from '@playwright/test';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expectPageToBeAccessible } from '../support/accessibility.ts';
import { AppShell } from '../support/app.ts';
import { REPO_ROOT } from '../support/product.ts';

/** What the client prints: the spec breaches it found and the slot it picked. */
interface ClientReport {
  readonly problems: string[];
  readonly slots: number;
  readonly found?: {
    readonly location: { address: { line: string[]; postalCode: string } };
    readonly deepLink: string;
  };
}

/** Runs the spec-only client as a program (it is no package the harness may import). */
async function runClient(manifestUrl: string): Promise<ClientReport> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['apps/server/test/feed/smart-client-cli.ts', manifestUrl, 'DE-BE', 'W030'],
    { cwd: REPO_ROOT, maxBuffer: 64 * 1024 * 1024 },
  );
  return JSON.parse(stdout) as ClientReport;
}

test('a free slot of the open feed leads, through its deep link, to the search at its practice', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  // The client reads Berlin's files whole (about 4,300 free slots of the demo data, a few seconds).
  test.setTimeout(180_000);
  // Just after the product starts, load shedding may refuse a call (503 with Retry-After): the
  // client reads again, as a poller would after Retry-After.
  let report: ClientReport = { problems: ['not read'], slots: 0 };
  await expect(async () => {
    report = await runClient(`${baseURL}/fhir/R4/$bulk-publish`);
    expect(report.problems).toEqual([]);
  }).toPass({ timeout: 90_000, intervals: [2_000, 5_000] });
  expect(report.found, 'a free W030 slot in Berlin').toBeTruthy();
  const { location, deepLink: link } = report.found!;
  const address = location.address;
  expect(new URL(link).origin).toBe(baseURL);

  const app = new AppShell(page);
  await app.goto(link.slice(baseURL!.length));
  await app.confirmCookies();
  await expect(app.main.getByText('Freier Termin aus einem Terminverzeichnis')).toBeVisible();
  await app.main.getByRole('radio', { name: 'Ja', exact: true }).check();
  const postcode = app.main.getByRole('textbox', { name: 'Postleitzahl', exact: true });
  await expect(postcode).toHaveValue(address.postalCode);
  await expectPageToBeAccessible(page);
  await app.screenshot(testInfo, 'open-feed-deep-link');

  const codeAnswer = await request.post('/dev/api/codes', { data: { leistungsmerkmal: 'W030' } });
  const { code } = (await codeAnswer.json()) as { code: string };
  await app.main.getByRole('textbox', { name: 'Zeichen 1 bis 4' }).fill(code.slice(0, 4));
  await app.main.getByRole('textbox', { name: 'Zeichen 5 bis 8' }).fill(code.slice(4, 8));
  await app.main.getByRole('textbox', { name: 'Zeichen 9 bis 12' }).fill(code.slice(8, 12));
  await app.main.getByRole('button', { name: 'Termin suchen' }).click();
  await expect(page).toHaveURL(
    new RegExp(`/terminservice/suche/${code}/${address.postalCode}/W030$`),
  );
  const office = app.main.getByRole('article').filter({ hasText: address.line[0]! }).first();
  await expect(office).toBeVisible();
  await expectPageToBeAccessible(page);
});
