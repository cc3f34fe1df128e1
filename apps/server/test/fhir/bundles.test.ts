// Transaction Bundles of Slots (docs/fhir.md "Transaction"): up to 1,000 entries, all or nothing
// in one publish, only "POST Slot" entries; and paging through a large Slot search.
import type { Bundle, Schedule, Slot } from '@medplum/fhirtypes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  berlinDate,
  failure,
  scheduleBody,
  slotBody,
  slotBundle,
  startFhirServer,
  utcInstant,
  type FhirPractice,
  type FhirServer,
} from './fhir-helper.ts';

let server: FhirServer;
let practice: FhirPractice;
let schedule: string;
let other: string;

beforeAll(async () => {
  server = await startFhirServer();
  practice = await server.practice();
  const create = async () =>
    ((await practice.client.create({ resourceType: 'Schedule', body: scheduleBody() })) as Schedule)
      .id!;
  schedule = await create();
  other = await create();
}, 180_000);
afterAll(() => server.close());

/** `count` back-to-back 10-minute slots from 06:00 UTC on day `day` (day after day past 18:00). */
function slots(count: number, day: number, scheduleId = schedule) {
  return Array.from({ length: count }, (_, i) => {
    const minute = (i % 72) * 10;
    const d = day + Math.floor(i / 72);
    const at = (m: number) =>
      `${String(6 + Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
    return slotBody(scheduleId, utcInstant(d, at(minute)), utcInstant(d, at(minute + 10)));
  });
}

async function slotCount(): Promise<number> {
  const [row] = await server.ctx.db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM slots WHERE praxis_id = $1 AND status <> 'GELOESCHT'`,
    [practice.praxisId],
  );
  return row!.n;
}

describe('transaction Bundles', () => {
  it('publishes 1,000 slots in one Bundle and refuses 1,001 (422, nothing created)', async () => {
    const before = await slotCount();
    const started = performance.now();
    const response = (await practice.client.transaction({
      body: slotBundle(slots(1000, 20)),
    })) as Bundle;
    const seconds = (performance.now() - started) / 1000;
    expect(response.entry).toHaveLength(1000);
    expect(new Set(response.entry!.map((e) => e.response!.location)).size).toBe(1000);
    expect(await slotCount()).toBe(before + 1000);
    console.info(`1,000 slots in one FHIR Bundle: ${seconds.toFixed(2)} s`);

    const tooMany = await failure(
      practice.client.transaction({ body: slotBundle(slots(1001, 40)) }),
    );
    expect(tooMany.status).toBe(422);
    expect(tooMany.data.issue[0]).toMatchObject({
      details: { coding: [{ code: 'PX005' }] },
      diagnostics: expect.stringContaining('höchstens 1.000 Termine'),
    });
    expect(await slotCount()).toBe(before + 1000);
  });

  it('is all or nothing: one overlapping or past entry creates no slot at all', async () => {
    const [first] = slots(1, 60);
    await practice.client.create({ resourceType: 'Slot', body: first! });
    const before = await slotCount();
    const overlapping = [
      ...slots(5, 61),
      slotBody(schedule, utcInstant(60, '06:05'), utcInstant(60, '06:15')),
    ];
    const refused = await failure(practice.client.transaction({ body: slotBundle(overlapping) }));
    expect(refused.status).toBe(409);
    expect(refused.data.issue[0].details.coding[0].code).toBe('PX003');
    expect(refused.data.issue[0].diagnostics).toMatch(/überschneidet sich/);
    const past = [
      ...slots(5, 62),
      slotBody(schedule, utcInstant(-2, '06:00'), utcInstant(-2, '06:10')),
    ];
    const inPast = await failure(practice.client.transaction({ body: slotBundle(past) }));
    expect(inPast.status).toBe(422);
    expect(inPast.data.issue[0].details.coding[0].code).toBe('PX004');
    const inside = [...slots(3, 63), ...slots(3, 63)];
    expect((await failure(practice.client.transaction({ body: slotBundle(inside) }))).status).toBe(
      409,
    );
    expect(await slotCount()).toBe(before);
  });

  it('answers each entry’s location in the request’s order, across Schedules', async () => {
    const mixed = [...slots(2, 70, schedule), ...slots(2, 71, other), ...slots(1, 72, schedule)];
    const response = (await practice.client.transaction({ body: slotBundle(mixed) })) as Bundle;
    const ids = response.entry!.map((e) => e.response!.location!.replace('Slot/', ''));
    for (const [i, id] of ids.entries()) {
      const slot = (await practice.client.read({ resourceType: 'Slot', id })) as Slot;
      expect(new Date(slot.start).getTime()).toBe(new Date(mixed[i]!.start).getTime());
      expect(slot.schedule.reference).toBe(mixed[i]!.schedule.reference);
    }
  });

  it('refuses other entry kinds, other Bundle types and bad entries (4xx, nothing created)', async () => {
    const before = await slotCount();
    const [good] = slots(1, 80);
    const bodies: [number, unknown][] = [
      [422, { ...slotBundle([good!]), type: 'collection' }],
      [
        422,
        {
          ...slotBundle([good!]),
          entry: [{ resource: good, request: { method: 'PUT', url: 'Slot/1' } }],
        },
      ],
      [
        422,
        {
          ...slotBundle([good!]),
          entry: [{ resource: scheduleBody(), request: { method: 'POST', url: 'Schedule' } }],
        },
      ],
      [400, slotBundle([good!, { ...good!, start: 'morgen' }])],
      [400, slotBundle([good!, { ...good!, resourceType: 'Appointment' }])],
      [422, slotBundle([good!, { ...good!, status: 'busy' }])],
      [404, slotBundle([{ ...good!, schedule: { reference: 'Schedule/unbekannt' } }])],
      [400, { resourceType: 'Bundle', type: 'transaction', entry: 'viele' }],
      [400, { resourceType: 'Slot' }],
    ];
    for (const [status, body] of bodies) {
      const refused = await failure(practice.client.transaction({ body: body as Bundle }));
      expect(refused.status, JSON.stringify(body).slice(0, 200)).toBe(status);
      expect(refused.data.resourceType).toBe('OperationOutcome');
    }
    const bad = await failure(
      practice.client.transaction({ body: slotBundle([good!, { ...good!, start: 'morgen' }]) }),
    );
    expect(bad.data.issue[0].expression).toEqual(['Bundle.entry[1].resource.start']);
    expect(await slotCount()).toBe(before);
    const empty = (await practice.client.transaction({ body: slotBundle([]) })) as Bundle;
    expect(empty).toMatchObject({ type: 'transaction-response', entry: [] });
  });
});

describe('searching many slots', () => {
  it('pages through a search with _count and the next links', async () => {
    const seen: string[] = [];
    let page = (await practice.client.search({
      resourceType: 'Slot',
      searchParams: { start: [`ge${berlinDate(20)}`, `lt${berlinDate(23)}`], _count: 100 },
    })) as Bundle | undefined;
    const total = (page as Bundle).total!;
    expect(total).toBe(216);
    while (page) {
      seen.push(...(page.entry ?? []).map((e) => e.resource!.id!));
      page = (await practice.client.nextPage({ bundle: page as never })) as Bundle | undefined;
    }
    expect(seen).toHaveLength(total);
    expect(new Set(seen).size).toBe(total);
    const tooLong = await failure(
      practice.client.search({
        resourceType: 'Slot',
        searchParams: { start: [`ge${berlinDate(1)}`, `lt${berlinDate(40)}`] },
      }),
    );
    expect(tooLong.status).toBe(400);
    expect(tooLong.data.issue[0].diagnostics).toContain('höchstens 31 Tage');
  });
});
