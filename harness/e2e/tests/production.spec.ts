// "Running it for real" (README, issue #14 part 5), exactly as an operator does it: a production
// server (NODE_ENV=production, PostgreSQL, an empty database: no demo data, no dev API), the
// practice register imported with the operator command, a practice token issued with the operator
// command, the practice publishing slots over FHIR R4, a hotline token fetching a code, a patient
// booking in WEB in the browser, and the practice seeing the booking in its appointment desk.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { join } from 'node:path';
import { AppShell } from '../support/app.ts';
import { Journey } from '../support/journeys.ts';
import { e2ePorts } from '../support/ports.ts';
import { productPorts, REPO_ROOT } from '../support/product.ts';
import { postgresListens, ProductionProduct } from '../support/production.ts';

const PORTS = productPorts(process.env, 'E2E_PRODUCTION_PORT', e2ePorts().web + 20);
const WEB = `http://127.0.0.1:${PORTS.web}`;
const TSS = `http://127.0.0.1:${PORTS.tssDispo}`;
const SURGERY = `http://127.0.0.1:${PORTS.surgery}`;
const REGISTER = join(REPO_ROOT, 'apps/server/fixtures/praxisregister-beispiel.csv');
/** The eye practice of the sample register, in 10117 Berlin. */
const BSNR = '729900102';
const FHIR = 'application/fhir+json';
const EXT = 'https://terminservice.example/fhir/StructureDefinition';
const CS = 'https://terminservice.example/fhir/CodeSystem';

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: WEB });

let product: ProductionProduct;

// (A fixture must be named: lint refuses an empty pattern, and beforeAll takes no testInfo alone.)
test.beforeAll(async ({ browserName: _ }, testInfo) => {
  test.skip(!(await postgresListens()), 'no PostgreSQL on 127.0.0.1:5432');
  testInfo.setTimeout(300_000);
  product = new ProductionProduct(PORTS, 'terminservice_e2e_production');
  await product.createDatabase();
  await product.start();
});

test.afterAll(async () => {
  await product?.stop();
});

/** Days from now at a UTC hour, as an instant (the search shows it in German time). */
function instant(days: number, hour: number, minute: number): string {
  const d = new Date(Date.now() + days * 86_400_000);
  d.setUTCHours(hour, minute, 0, 0);
  return d.toISOString().replace('.000Z', 'Z');
}

async function publishOverFhir(request: APIRequestContext, token: string): Promise<void> {
  const headers = { authorization: `Bearer ${token}`, 'content-type': FHIR, accept: FHIR };
  const schedule = await request.post(`${SURGERY}/fhir/R4/Schedule`, {
    headers,
    data: {
      resourceType: 'Schedule',
      extension: [
        { url: `${EXT}/terminprofil-name`, valueString: 'Sprechstunde Augenheilkunde' },
        {
          url: `${EXT}/terminprofil-dauer`,
          valueDuration: { value: 20, code: 'min', system: 'http://unitsofmeasure.org' },
        },
        { url: `${EXT}/terminprofil-buchungsbefugnis`, valueCode: 'PATIENT' },
        { url: `${EXT}/terminprofil-buchungsbefugnis`, valueCode: 'TSS' },
      ],
      serviceType: [{ coding: [{ system: `${CS}/termintyp`, code: 'PRAESENZTERMIN' }] }],
      specialty: [{ coding: [{ system: `${CS}/leistungsmerkmal`, code: 'W030' }] }],
    },
  });
  expect(schedule.status(), await schedule.text()).toBe(201);
  const { id } = (await schedule.json()) as { id: string };
  const slot = (minute: number) => ({
    request: { method: 'POST', url: 'Slot' },
    resource: {
      resourceType: 'Slot',
      schedule: { reference: `Schedule/${id}` },
      status: 'free',
      start: instant(3, 8, minute),
      end: instant(3, 8, minute + 20),
    },
  });
  const bundle = await request.post(`${SURGERY}/fhir/R4`, {
    headers,
    data: { resourceType: 'Bundle', type: 'transaction', entry: [slot(0), slot(20), slot(40)] },
  });
  expect(bundle.status(), await bundle.text()).toBe(200);
}

test('an empty production database: register, practice token, FHIR slots, hotline code, a patient books, the practice sees it', async ({
  page,
}, testInfo) => {
  testInfo.setTimeout(240_000);
  // No demo data and no dev API in production.
  expect((await page.request.post(`${WEB}/dev/api/codes`, { data: {} })).status()).toBe(404);

  // 2. The register, with the operator command.
  const imported = await product.command('import-practices', [REGISTER]);
  expect(imported.stdout + imported.stderr).toMatch(/importiert: \d+, aktualisiert: 0/);

  // 3. A practice token and a hotline token, with the operator command.
  const issue = async (type: string, subject: string) =>
    (await product.command('issue-token', ['--type', type, '--subject', subject])).stdout.trim();
  const practiceToken = await issue('SURGERY', BSNR);
  const hotlineToken = await issue('TSS', 'hotline-e2e-01');

  // 4. The practice publishes slots over FHIR R4.
  await publishOverFhir(page.request, practiceToken);

  // 5. The hotline fetches a code for Augenheilkunde.
  const fetched = await page.request.get(`${TSS}/web/api/v4/code`, {
    params: { leistungsmerkmal: 'W030' },
    headers: { 'x-ets-identification-token': hotlineToken },
  });
  expect(fetched.status(), await fetched.text()).toBe(200);
  const { code } = (await fetched.json()) as { code: string };

  // 6. The patient books in WEB, in the browser.
  const journey = new Journey(page, 'desktop');
  await journey.start();
  await journey.loginWithCode(code, '10115');
  await journey.expectResults();
  await expect(
    journey.main.getByText('Augenarztpraxis Dr. Sommer, Dr. Winter').first(),
  ).toBeVisible();
  const booking = await journey.openFirstSlot();
  await journey.fillContact(booking, `e2e-production-${Date.now()}@example.org`, '10115');
  await booking.getByRole('button', { name: 'Termin buchen', exact: true }).click();
  await expect(page.getByText('Der Termin wurde verbindlich gebucht.')).toBeVisible();
  await journey.expectAccessible();

  // 7. The practice sees the booking in its appointment desk (and over FHIR).
  const appointments = await page.request.get(`${SURGERY}/fhir/R4/Appointment`, {
    params: { status: 'booked' },
    headers: { authorization: `Bearer ${practiceToken}`, accept: FHIR },
  });
  expect(appointments.status(), await appointments.text()).toBe(200);
  expect(((await appointments.json()) as { total?: number }).total).toBe(1);

  const desk = new AppShell(page);
  await page.goto(`${SURGERY}/terminservice?token=${encodeURIComponent(practiceToken)}`);
  if (await desk.cookieNotice.isVisible()) await desk.confirmCookies();
  await page.getByRole('link', { name: 'Terminverwaltung' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Terminverwaltung' })).toBeVisible();
  await expect(page.getByText(`BSNR ${BSNR}`)).toBeVisible();
  const booked = page.getByRole('article').filter({ hasText: 'Erika Mustermann' });
  // The week loads after the heading: give this week time to show the booking (slots lie 3 days
  // ahead) before looking at the next one; an instant look raced the loading and paged too early.
  const inThisWeek = await booked
    .first()
    .waitFor({ timeout: 15_000 })
    .then(
      () => true,
      () => false,
    );
  if (!inThisWeek) await page.getByRole('button', { name: 'Nächste Woche' }).click();
  await expect(booked.first()).toContainText('gebucht');
  await expect(booked.first()).toContainText(`****-****-${code.slice(-4)}`);
  await journey.expectAccessible();
});
