// The TVS dialect's Terminprofil and the practice's roles over real HTTP, in XML and JSON (docs/
// fhir.md "TVS dialect", ADR 26): a Schedule names its doctor by LANR and name or by the role's
// id, carries the diagnosis languages; Practitioner, PractitionerRole and Organization are read
// and searched (also POST _search with a form body), filtered by bsnr and lanr; every answer is
// valid R4 with the KBV profile.
import type { Bundle, Practitioner, PractitionerRole, Schedule } from '@medplum/fhirtypes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  scheduleBody,
  startFhirServer,
  type FhirPractice,
  type FhirServer,
} from './fhir-helper.ts';
import { FORMATS, matches, tvsClient } from './tvs-helper.ts';

const ANR = 'https://fhir.kbv.de/NamingSystem/KBV_NS_Base_ANR';
const SPRACHE =
  'https://terminservice.example/fhir/StructureDefinition/terminprofil-diagnosefremdsprache';
/** Valid LANRs (check digit by the KBV's modulo-10 rule). */
const LANR_DEMIR = '123456601';
const LANR_BERG = '654321101';

let server: FhirServer;
let practice: FhirPractice;
let call: ReturnType<typeof tvsClient>;

beforeAll(async () => {
  server = await startFhirServer();
  practice = await server.practice();
  call = tvsClient(server, practice);
}, 180_000);
afterAll(() => server.close());

function withDoctor(actor: object, languages: string[] = []) {
  const base = scheduleBody();
  return {
    ...base,
    extension: [
      ...base.extension,
      ...languages.map((code) => ({
        url: SPRACHE,
        valueCoding: { system: 'urn:ietf:bcp:47', code },
      })),
    ],
    actor: [actor],
  };
}

const form = 'application/x-www-form-urlencoded';

describe('a Terminprofil with its doctor and languages', () => {
  it('names a new doctor by LANR and name, and again by the role’s id', async () => {
    for (const format of FORMATS) {
      const created = await call(
        'POST',
        '/Schedule',
        format,
        withDoctor(
          {
            type: 'Practitioner',
            identifier: { system: ANR, value: LANR_DEMIR },
            display: 'Dr. med. Ayşe Demir',
          },
          ['tr', 'en'],
        ),
      );
      expect(created.status, created.text.slice(0, 300)).toBe(201);
      const schedule = created.resource as Schedule;
      expect(schedule.actor).toEqual([
        expect.objectContaining({
          reference: `PractitionerRole/${practice.bsnr}-${LANR_DEMIR}`,
          type: 'PractitionerRole',
        }),
      ]);
      expect(
        schedule.extension!.filter((e) => e.url === SPRACHE).map((e) => e.valueCoding),
      ).toEqual([
        { system: 'urn:ietf:bcp:47', code: 'tr', display: 'Türkisch' },
        { system: 'urn:ietf:bcp:47', code: 'en', display: 'Englisch' },
      ]);
    }
    // The role's id, as a TVS client takes it from the PractitionerRole search.
    const byRole = await call(
      'POST',
      '/Schedule',
      'xml',
      withDoctor({ reference: `PractitionerRole/${practice.bsnr}-${LANR_DEMIR}` }),
    );
    expect(byRole.status).toBe(201);
    expect((byRole.resource as Schedule).actor![0]!.display).toContain('Ayşe Demir');
    // Old input (the practice by BSNR) still works: no doctor.
    const old = await call(
      'POST',
      '/Schedule',
      'json',
      withDoctor({
        type: 'Organization',
        identifier: {
          system: 'https://fhir.kbv.de/NamingSystem/KBV_NS_Base_BSNR',
          value: practice.bsnr,
        },
      }),
    );
    expect(old.status).toBe(201);
    expect((old.resource as Schedule).actor![0]!.reference).toBe(
      `PractitionerRole/${practice.bsnr}`,
    );
  });

  it('refuses another BSNR, an unknown role, a bad LANR, an unknown language and duplicates', async () => {
    const cases: [object, number, string][] = [
      [withDoctor({ reference: 'PractitionerRole/999999999-123456601' }), 422, 'FH021'],
      [withDoctor({ reference: `PractitionerRole/${practice.bsnr}-111111111` }), 400, 'FH007'],
      [
        withDoctor({
          type: 'Practitioner',
          identifier: { system: ANR, value: '123456701' },
          display: 'X',
        }),
        400,
        'FH007',
      ],
      [withDoctor({ reference: `PractitionerRole/${practice.bsnr}` }, ['xx']), 400, 'FH007'],
      [withDoctor({ reference: `PractitionerRole/${practice.bsnr}` }, ['tr', 'tr']), 400, 'FH007'],
    ];
    for (const format of FORMATS) {
      for (const [body, status, code] of cases) {
        const refused = await call('POST', '/Schedule', format, body);
        expect(refused.status, refused.text.slice(0, 400)).toBe(status);
        expect(JSON.stringify(refused.resource)).toContain(code);
      }
    }
  });
});

describe('Practitioner, PractitionerRole and Organization', () => {
  beforeAll(async () => {
    const second = withDoctor(
      {
        type: 'PractitionerRole',
        identifier: { system: ANR, value: LANR_BERG },
        display: 'Jonas Berg',
      },
      ['ar'],
    );
    expect((await call('POST', '/Schedule', 'json', second)).status).toBe(201);
  });

  it('derives one role per practice and one per doctor, in both formats and by POST _search', async () => {
    for (const format of FORMATS) {
      const roles = await call('POST', '/PractitionerRole/_search', format, '_count=50', form);
      expect(roles.status).toBe(200);
      const ids = matches<PractitionerRole>(roles.resource).map((r) => r.id);
      expect(ids.sort()).toEqual(
        [practice.bsnr, `${practice.bsnr}-${LANR_DEMIR}`, `${practice.bsnr}-${LANR_BERG}`].sort(),
      );
      const doctor = await call('GET', `/PractitionerRole/${practice.bsnr}-${LANR_BERG}`, format);
      expect(doctor.resource).toMatchObject({
        practitioner: { reference: `Practitioner/${LANR_BERG}` },
        organization: { reference: `Organization/${practice.bsnr}` },
      });
      const demir = (await call('GET', `/Practitioner/${LANR_DEMIR}`, format))
        .resource as Practitioner;
      expect(demir.name![0]).toMatchObject({
        family: 'Demir',
        given: ['Ayşe'],
        prefix: ['Dr.', 'med.'],
      });
      expect(demir.identifier![0]).toMatchObject({ system: ANR, value: LANR_DEMIR });
      expect(demir.communication!.map((c) => c.coding![0]!.code).sort()).toEqual(['en', 'tr']);
      const organization = await call('GET', `/Organization/${practice.bsnr}`, format);
      expect(organization.resource).toMatchObject({
        identifier: [{ value: practice.bsnr }],
        address: [expect.objectContaining({ city: expect.any(String) })],
      });
    }
  });

  it('filters by lanr and answers another BSNR with an empty Bundle, not an error', async () => {
    for (const format of FORMATS) {
      const byLanr = await call('POST', '/Practitioner/_search', format, `lanr=${LANR_BERG}`, form);
      expect(matches(byLanr.resource).map((r) => r.id)).toEqual([LANR_BERG]);
      const schedules = await call('POST', '/Schedule/_search', format, `lanr=${LANR_DEMIR}`, form);
      expect(matches(schedules.resource)).toHaveLength(3);
      for (const type of [
        'Schedule',
        'Slot',
        'Appointment',
        'Practitioner',
        'PractitionerRole',
        'Organization',
      ]) {
        const foreign = await call('POST', `/${type}/_search`, format, 'bsnr=999999999', form);
        expect(foreign.status, type).toBe(200);
        expect((foreign.resource as Bundle).total, type).toBe(0);
      }
      const mine = await call('GET', `/Organization?bsnr=${practice.bsnr}`, format);
      expect((mine.resource as Bundle).total).toBe(1);
      const bad = await call('POST', '/Schedule/_search', format, 'bsnr=72%3Cscript', form);
      expect(bad.status).toBe(400);
    }
  });

  it('a POST _search takes only a form body', async () => {
    const json = await call('POST', '/Schedule/_search', 'json', { resourceType: 'Parameters' });
    expect(json.status).toBe(415);
  });
});
