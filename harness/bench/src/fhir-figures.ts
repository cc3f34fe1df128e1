// The FHIR publishing run as report rows (docs/performance.md): slots per second through
// transaction Bundles, a Bundle's p50 and p99 (retries after a 503 included), and how often the
// load shedding answered 503. Every Bundle is valid, so any final answer but 200 is a fault.
import type { FhirPublishRun } from './fhir-bench.ts';
import { unexpected } from './figures.ts';
import type { Section } from './report.ts';

export function fhirFigures(
  target: Section,
  run: FhirPublishRun,
  setup: { practices: number; slotsPerBundle: number; connections: number },
  reference: boolean,
): void {
  target.rows.push(
    {
      metric: 'slots published/s (FHIR Bundles)',
      value: run.slotsPerSecond,
      unit: '/s',
      reference,
    },
    { metric: `Bundle of ${setup.slotsPerBundle} p50`, value: run.p50, unit: 'ms', reference },
    { metric: `Bundle of ${setup.slotsPerBundle} p99`, value: run.p99, unit: 'ms', reference },
    { metric: 'Bundles shed (503, retried)', value: run.shed, unit: '', digits: 0, reference },
  );
  target.notes.push(
    `${run.bundles} transaction Bundles of ${setup.slotsPerBundle} Slots for ${setup.practices} practices (one Schedule each, made over FHIR first), ${setup.connections} at once; ${run.slots.toLocaleString('en-US')} slots in ${run.seconds.toFixed(1)} s; statuses ${JSON.stringify(run.statuses)}, ${run.errors} errors`,
    'the run’s slots and Schedules are removed afterwards',
  );
  const faults = unexpected(run.statuses, ['200']);
  if (faults) target.failures.push(`unexpected statuses in the FHIR publishing run: ${faults}`);
  if (run.errors > 0) target.failures.push(`${run.errors} FHIR Bundles failed without an answer`);
}
