import { describe, expect, it } from 'vitest';
import { slotBundle, type FhirPublishRun } from '../src/fhir-bench.ts';
import { fhirFigures } from '../src/fhir-figures.ts';
import { section, verdictOf } from '../src/report.ts';

const run: FhirPublishRun = {
  slots: 40_000,
  bundles: 80,
  seconds: 20,
  slotsPerSecond: 2_000,
  p50: 800,
  p99: 1_900,
  statuses: { '200': 80 },
  errors: 0,
  shed: 2,
};
const setup = { practices: 40, slotsPerBundle: 500, connections: 8 };

describe('fhirFigures', () => {
  it('reports slots per second and the Bundle latencies; a refused Bundle is a fault', () => {
    const s = section('FHIR');
    fhirFigures(s, { json: run, xml: { ...run, slotsPerSecond: 1_500 } }, setup, false);
    expect(s.rows.map((r) => [r.metric, r.value])).toEqual([
      ['slots published/s (FHIR Bundles)', 2_000],
      ['Bundle of 500 p50', 800],
      ['Bundle of 500 p99', 1_900],
      ['Bundles shed (503, retried)', 2],
      ['slots published/s (FHIR XML Bundles)', 1_500],
      ['XML Bundle of 500 p50', 800],
      ['XML Bundle of 500 p99', 1_900],
      ['XML Bundles shed (503, retried)', 2],
    ]);
    expect(s.failures).toEqual([]);
    const refused = section('FHIR');
    const bad = { ...run, statuses: { '200': 79, '409': 1 } };
    fhirFigures(refused, { json: run, xml: bad }, setup, false);
    expect(refused.failures).toEqual([
      'unexpected statuses in the FHIR XML publishing run: 1× 409',
    ]);
  });

  it('on PGlite, every figure is a reference', () => {
    const s = section('FHIR');
    fhirFigures(s, { json: run, xml: run }, setup, true);
    expect(s.rows.every((row) => verdictOf(row) === 'reference')).toBe(true);
  });
});

describe('slotBundle', () => {
  it('makes back-to-back 10-minute slots, 72 a day, and later Bundles on later days', () => {
    const today = new Date('2026-11-25T12:00:00Z');
    const first = slotBundle('s1', 0, 500, today);
    expect(first.entry).toHaveLength(500);
    expect(first.entry[0]!.resource).toMatchObject({
      start: '2027-09-21T06:00:00Z',
      end: '2027-09-21T06:10:00Z',
      schedule: { reference: 'Schedule/s1' },
    });
    expect(first.entry[72]!.resource.start).toBe('2027-09-22T06:00:00Z');
    const starts = first.entry.map((e) => e.resource.start);
    expect(new Set(starts).size).toBe(500);
    const second = slotBundle('s1', 1, 500, today);
    expect(second.entry[0]!.resource.start > first.entry.at(-1)!.resource.start).toBe(true);
  });
});
