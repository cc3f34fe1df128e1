// Practice software through the KBV TVS dialect in XML only (issue #22 "Done when"; docs/fhir.md
// "TVS interactions"), with a SURGERY token of a demo practice under the postcode prefix 04 (no
// other spec works there): a Terminprofil (Schedule) with a doctor and a diagnosis language no
// demo profile has (Paschtu; Japanisch on a retry), three slots tomorrow evening by Slot/batch, one marked busy with
// $slotstatus_aktualisieren, the change feed. A patient in WEB filters by that language, sees the
// practice with the doctor and the language, books a free slot. The practice software finds the
// booking with the patient's name; the feed from its cursor lists the booking, nothing seen
// before. Every answer is R4 XML valid against the schema with the guide's profiles. Bodies are
// written here as JSON and sent as XML by the FHIR library (support/fhir-xml.ts); the searches
// are the guide's POST _search with a form body, the only requests not in XML.
import { expect, test } from '@playwright/test';
import { lanrCheckDigit } from '@terminservice/domain/supply';
import { FhirXmlClient, type FhirResource } from '../support/fhir-xml.ts';
import { entriesOf, expectFeed, expectKbvProfiles } from '../support/tvs.ts';
import { Journey, handOutCode, uniqueMail } from '../support/journeys.ts';
import { e2ePorts } from '../support/ports.ts';
import { demoPractice, practiceToken } from '../support/practice.ts';

const WEB = `http://127.0.0.1:${e2ePorts().web}`;
const PLZ_PREFIX = '04';
const OWN = 'https://terminservice.example/fhir';
const DOCTOR = 'Dr. med. Mina Karimi';

/**
 * What the attempt (CI retries once in the same server) makes its own, so a retry meets neither
 * the first attempt's slots (overlap) nor its profile: a language no demo profile has
 * (seed/demo-aerzte.ts), the doctor's LANR and three slots of 20 minutes in an evening hour after
 * the demo's opening blocks (they end by 19:30).
 */
function attemptOf(retry: number) {
  const language = [
    { code: 'ps', name: 'Paschtu' },
    { code: 'ja', name: 'Japanisch' },
  ][retry % 2]!;
  const stamm = `31415${retry % 10}`;
  const hour = 20 + (retry % 3);
  const times = [`${hour}:00`, `${hour}:20`, `${hour}:40`, `${hour + 1}:00`];
  const slots = [0, 1, 2].map((i) => [times[i]!, times[i + 1]!] as const);
  return { language, lanr: `${stamm}${lanrCheckDigit(stamm)}01`, times, slots };
}

/** Tomorrow's date in Berlin and Berlin's UTC offset on it ('+01:00' or '+02:00'). */
function tomorrowInBerlin(): { day: string; offset: string } {
  const day = new Date(Date.now() + 86_400_000).toLocaleDateString('en-CA', {
    timeZone: 'Europe/Berlin',
  });
  const zone = new Intl.DateTimeFormat('en', {
    timeZone: 'Europe/Berlin',
    timeZoneName: 'longOffset',
  })
    .formatToParts(new Date(`${day}T12:00:00Z`))
    .find((part) => part.type === 'timeZoneName')!.value;
  return { day, offset: zone.replace('GMT', '') || '+00:00' };
}

const scheduleOf = (name: string, { language, lanr }: ReturnType<typeof attemptOf>) => ({
  resourceType: 'Schedule',
  extension: [
    { url: `${OWN}/StructureDefinition/terminprofil-name`, valueString: name },
    {
      url: `${OWN}/StructureDefinition/terminprofil-dauer`,
      valueDuration: { value: 20, unit: 'min', system: 'http://unitsofmeasure.org', code: 'min' },
    },
    { url: `${OWN}/StructureDefinition/terminprofil-buchungsbefugnis`, valueCode: 'PATIENT' },
    {
      url: `${OWN}/StructureDefinition/terminprofil-diagnosefremdsprache`,
      valueCoding: { system: 'urn:ietf:bcp:47', code: language.code },
    },
  ],
  active: true,
  serviceType: [{ coding: [{ system: `${OWN}/CodeSystem/termintyp`, code: 'PRAESENZTERMIN' }] }],
  specialty: [{ coding: [{ system: `${OWN}/CodeSystem/leistungsmerkmal`, code: 'W030' }] }],
  actor: [
    {
      type: 'Practitioner',
      identifier: { system: 'https://fhir.kbv.de/NamingSystem/KBV_NS_Base_ANR', value: lanr },
      display: DOCTOR,
    },
  ],
  comment: 'Bitte bringen Sie Ihre Versichertenkarte mit.',
});

test('practice software in XML publishes, a patient books by language, the practice syncs', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const attempt = attemptOf(testInfo.retry);
  const practice = await demoPractice(request, WEB, PLZ_PREFIX);
  const token = await practiceToken(request, WEB, practice.bsnr);
  const fhir = new FhirXmlClient(request, `${WEB}/fhir/R4`, token);
  const since = new Date(Date.now() - 1000).toISOString();

  // 1a. The Terminprofil.
  const name = `E2E TVS-Sprechstunde ${Date.now()}`;
  const schedule = await fhir.expect(201, 'POST', 'Schedule', scheduleOf(name, attempt));
  expectKbvProfiles(schedule);
  expect(JSON.stringify(schedule!.actor)).toContain(DOCTOR);
  const scheduleRef = `Schedule/${schedule!.id}`;

  // 1b. Three slots tomorrow evening, in one batch.
  const { day, offset } = tomorrowInBerlin();
  const batch = await fhir.expect(200, 'POST', 'Slot/batch', {
    resourceType: 'Bundle',
    type: 'batch',
    entry: attempt.slots.map(([start, end], i) => ({
      id: `slot-${i}`,
      resource: {
        resourceType: 'Slot',
        schedule: { reference: scheduleRef },
        status: 'free',
        start: `${day}T${start}:00${offset}`,
        end: `${day}T${end}:00${offset}`,
      },
      request: { method: 'POST', url: 'Slot' },
    })),
  });
  expectKbvProfiles(batch);
  const slots = entriesOf(batch).map(
    (e) => /Slot\/[^/]+$/.exec(e.response?.location ?? '')?.[0] ?? '',
  );
  expect(slots).toEqual([
    expect.stringMatching(/^Slot\//),
    expect.stringMatching(/^Slot\//),
    expect.stringMatching(/^Slot\//),
  ]);

  // 1c. The second one is taken in the practice: 200 without a body; it reads busy-unavailable.
  const taken = await fhir.send('POST', `${slots[1]}/$slotstatus_aktualisieren`, {
    resourceType: 'Parameters',
    parameter: [{ name: 'status', valueCode: 'busy' }],
  });
  expect([taken.status, taken.resource]).toEqual([200, null]);
  const busy = await fhir.expect(200, 'GET', slots[1]!);
  expectKbvProfiles(busy);
  expect(busy!.status).toBe('busy-unavailable');

  // 1d. The change feed: the profile, the slots and the busy one, in order, all from PVS.
  const targets = [scheduleRef, ...slots];
  const first = await expectFeed(fhir, `recorded=ge${encodeURIComponent(since)}`, targets, [
    [scheduleRef, 'CREATE', 'PVS'],
    ...slots.map((slot) => [slot, 'CREATE', 'PVS']),
    [slots[1]!, 'UPDATE', 'PVS'],
  ]);

  // 2. The patient in WEB: code, postcode, the language → only this practice, without the busy slot.
  const code = await handOutCode(request, 'W030');
  const journey = new Journey(page, 'desktop');
  await journey.start();
  await journey.loginWithCode(code, practice.plz, practice.ort);
  await journey.expectResults();
  // The choice searches again with the language (and only that answer shows one office).
  const filtered = page.waitForResponse((r) =>
    r.url().includes(`sprache=${attempt.language.code}`),
  );
  await journey.withFilters(async (filters) => {
    await filters.getByRole('combobox', { name: 'Sprache' }).selectOption(attempt.language.code);
  });
  expect((await filtered).status()).toBe(200);
  const office = journey.main.getByRole('article');
  await expect(office).toHaveCount(1);
  await expect(office).toContainText(name);
  await expect(office).toContainText(`Ärztin/Arzt: ${DOCTOR}`);
  await expect(office).toContainText(`Sprachen: ${attempt.language.name}`);
  const [free, , later] = attempt.times;
  await expect(journey.slots()).toHaveText(
    [`${free} Uhr`, `${later} Uhr`].map((t) => new RegExp(`^${t}`)),
  );
  await journey.expectAccessible();
  const booking = await journey.openFirstSlot();
  await expect(booking).toContainText(DOCTOR);
  await journey.fillContact(booking, uniqueMail('tvs', 'desktop'), practice.plz, practice.ort);
  await booking.getByRole('button', { name: 'Termin buchen', exact: true }).click();
  await expect(page.getByText('Der Termin wurde verbindlich gebucht.')).toBeVisible();
  await expect(journey.confirmationDialog()).toBeVisible();

  // 3. "Terminbuchungen abrufen": the booking with the patient's name (an included Patient).
  const found = await fhir.expect(
    200,
    'POST',
    'Appointment/_search',
    `bsnr=${practice.bsnr}&lanr=${attempt.lanr}`,
  );
  expectKbvProfiles(found);
  const matches = entriesOf(found).filter((e) => e.search?.mode === 'match');
  expect(matches).toHaveLength(1);
  const appointment = matches[0]!.resource as FhirResource & {
    slot: { reference: string }[];
    participant: { actor: { reference: string } }[];
  };
  expect([appointment.status, appointment.slot[0]!.reference]).toEqual(['booked', slots[0]]);
  const included = (type: string) =>
    entriesOf(found).find((e) => e.search?.mode === 'include' && e.resource?.resourceType === type)
      ?.resource;
  const patient = included('Patient')!;
  expect(appointment.participant.map((p) => p.actor.reference)).toContain(`Patient/${patient.id}`);
  expect(patient.name).toEqual([
    expect.objectContaining({ family: 'Mustermann', given: ['Erika'] }),
  ]);
  expect(JSON.stringify(included('Practitioner'))).toContain('Karimi');

  // … and the feed from the cursor: the booking (the slot, then the Appointment), nothing old.
  const appointmentRef = `Appointment/${appointment.id}`;
  const second = await expectFeed(
    fhir,
    first.resume,
    [...targets, appointmentRef],
    [
      [slots[0]!, 'UPDATE', 'PATIENT'],
      [appointmentRef, 'CREATE', 'PATIENT'],
    ],
  );
  const seen = new Set(first.changes.map((c) => c.id));
  expect(second.changes.filter((c) => seen.has(c.id))).toEqual([]);
});
