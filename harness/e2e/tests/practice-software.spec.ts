// Practice software through the KBV TVS dialect in XML only (issue #22 "Done when"; docs/fhir.md
// "TVS interactions"), with a SURGERY token of a demo practice under the postcode prefix 04 (no
// other spec works there): a Terminprofil (Schedule) with a doctor and a diagnosis language no
// demo profile has (Paschtu), three slots tomorrow evening by Slot/batch, one marked busy with
// $slotstatus_aktualisieren, the change feed. A patient in WEB filters by that language, sees the
// practice with the doctor and the language, books a free slot. The practice software finds the
// booking with the patient's name; the feed from its cursor lists the booking, nothing seen
// before. Every answer is R4 XML valid against the schema with the guide's profiles.
import { expect, test } from '@playwright/test';
import { lanrCheckDigit } from '@terminservice/domain/supply';
import { FhirXmlClient, type FhirResource } from '../support/fhir-xml.ts';
import { Journey, handOutCode, uniqueMail } from '../support/journeys.ts';
import { e2ePorts } from '../support/ports.ts';
import { demoPractice, practiceToken } from '../support/practice.ts';

const WEB = `http://127.0.0.1:${e2ePorts().web}`;
const PLZ_PREFIX = '04';
const OWN = 'https://terminservice.example/fhir';
const KBV =
  'https://fhir.kbv.de/StructureDefinition/KBV_PR_116117_TERMINSERVICE_TVS_TERMINSYNCHRONISATION_';
/** The guide's profile of each resource (and Bundle) type the journey meets (docs/fhir.md). */
const KBV_PROFILE: Readonly<Record<string, string>> = {
  Schedule: 'Schedule_Slot_Profile',
  searchset: 'Bundle_Searchset',
  'batch-response': 'Bundle_Batch_Response',
  ...Object.fromEntries(
    [
      'Slot',
      'Appointment',
      'Patient',
      'Practitioner',
      'PractitionerRole',
      'Organization',
      'Provenance',
    ].map((type) => [type, type]),
  ),
};
const LANGUAGE = { code: 'ps', name: 'Paschtu' } as const;
const DOCTOR = 'Dr. med. Mina Karimi';
const LANR = `314159${lanrCheckDigit('314159')}01`;
/** Tomorrow evening, after the demo's opening blocks (they end by 19:30). */
const TIMES = [
  ['20:00', '20:20'],
  ['20:20', '20:40'],
  ['20:40', '21:00'],
] as const;

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

const scheduleOf = (name: string) => ({
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
      valueCoding: { system: 'urn:ietf:bcp:47', code: LANGUAGE.code },
    },
  ],
  active: true,
  serviceType: [{ coding: [{ system: `${OWN}/CodeSystem/termintyp`, code: 'PRAESENZTERMIN' }] }],
  specialty: [{ coding: [{ system: `${OWN}/CodeSystem/leistungsmerkmal`, code: 'W030' }] }],
  actor: [
    {
      type: 'Practitioner',
      identifier: { system: 'https://fhir.kbv.de/NamingSystem/KBV_NS_Base_ANR', value: LANR },
      display: DOCTOR,
    },
  ],
  comment: 'Bitte bringen Sie Ihre Versichertenkarte mit.',
});

type Entry = {
  resource?: FhirResource;
  search?: { mode?: string };
  response?: { location?: string };
};
const entriesOf = (bundle: FhirResource | null) => (bundle?.entry ?? []) as Entry[];
const linkOf = (bundle: FhirResource | null, relation: string) =>
  ((bundle?.link ?? []) as { relation: string; url: string }[]).find((l) => l.relation === relation)
    ?.url;
const query = (link: string) => new URL(link).search.slice(1);

/** Each resource (Bundle entries too) carries the guide's profile; ours has none (docs/fhir.md). */
function expectKbvProfiles(resource: FhirResource | null): void {
  if (!resource) return;
  const kind = resource.resourceType === 'Bundle' ? String(resource.type) : resource.resourceType;
  expect(KBV_PROFILE[kind], `a profile known for ${kind}`).toBeDefined();
  expect(resource.meta?.profile, `${kind} meta.profile`).toContain(`${KBV}${KBV_PROFILE[kind]}`);
  for (const entry of entriesOf(resource)) expectKbvProfiles(entry.resource ?? null);
}

interface Change {
  readonly id: string;
  readonly change: [target: string, activity: string, door: string];
}

/** "Änderungen abrufen" from a form query on, following `next`: the changes and the cursor. */
async function readFeed(fhir: FhirXmlClient, form: string) {
  const changes: Change[] = [];
  let next: string | undefined = form;
  let resume = '';
  while (next !== undefined) {
    const bundle = await fhir.expect(200, 'POST', 'Provenance/_search', next);
    expectKbvProfiles(bundle);
    for (const { resource, search } of entriesOf(bundle)) {
      if (search?.mode !== 'match') continue;
      const p = resource as FhirResource & {
        target: { reference: string }[];
        activity: { coding: { code: string }[] };
        agent: { role: { coding: { code: string }[] }[] }[];
      };
      const change = [
        p.target[0]!.reference,
        p.activity.coding[0]!.code,
        p.agent[0]!.role[0]!.coding[0]!.code,
      ];
      changes.push({ id: p.id!, change: change as Change['change'] });
    }
    resume = query(linkOf(bundle, 'resume') ?? 'http://x/');
    const more = linkOf(bundle, 'next');
    next = more === undefined ? undefined : query(more);
  }
  expect(resume, 'the feed gives a cursor to resume from').toMatch(/_since=/);
  return { changes, resume };
}

/** The feed's changes to `targets` once they are all there (a change enters within ~5 s). */
async function expectFeed(
  fhir: FhirXmlClient,
  form: string,
  targets: string[],
  expected: string[][],
) {
  let feed = { changes: [] as Change[], resume: '' };
  await expect
    .poll(
      async () => {
        feed = await readFeed(fhir, form);
        return feed.changes.map((c) => c.change).filter(([target]) => targets.includes(target));
      },
      { timeout: 20_000 },
    )
    .toEqual(expected);
  return feed;
}

test('practice software in XML publishes, a patient books by language, the practice syncs', async ({
  page,
  request,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'an interface journey, not about layout');
  test.setTimeout(120_000);
  const practice = await demoPractice(request, WEB, PLZ_PREFIX);
  const token = await practiceToken(request, WEB, practice.bsnr);
  const fhir = new FhirXmlClient(request, `${WEB}/fhir/R4`, token);
  const since = new Date(Date.now() - 1000).toISOString();

  // 1a. The Terminprofil.
  const name = `E2E TVS-Sprechstunde ${Date.now()}`;
  const schedule = await fhir.expect(201, 'POST', 'Schedule', scheduleOf(name));
  expectKbvProfiles(schedule);
  expect(JSON.stringify(schedule!.actor)).toContain(DOCTOR);
  const scheduleRef = `Schedule/${schedule!.id}`;

  // 1b. Three slots tomorrow evening, in one batch.
  const { day, offset } = tomorrowInBerlin();
  const batch = await fhir.expect(200, 'POST', 'Slot/batch', {
    resourceType: 'Bundle',
    type: 'batch',
    entry: TIMES.map(([start, end], i) => ({
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
  await journey.withFilters(async (filters) => {
    await filters.getByRole('combobox', { name: 'Sprache' }).selectOption(LANGUAGE.code);
  });
  const office = journey.main.getByRole('article');
  await expect(office).toHaveCount(1);
  await expect(office).toContainText(name);
  await expect(office).toContainText(`Ärztin/Arzt: ${DOCTOR}`);
  await expect(office).toContainText(`Sprachen: ${LANGUAGE.name}`);
  await expect(journey.slots()).toHaveText([/^20:00 Uhr/, /^20:40 Uhr/]);
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
    `bsnr=${practice.bsnr}&lanr=${LANR}`,
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
