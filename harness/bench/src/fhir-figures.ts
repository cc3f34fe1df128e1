// The FHIR publishing run as report rows (docs/performance.md): slots per second through
// transaction Bundles, a Bundle's p50 and p99 (retries after a 503 included), and how often the
// load shedding answered 503 — in JSON, and the same run in XML beside it. Every Bundle is valid,
// so any final answer but 200 is a fault.
import type { FhirPublishRun } from './fhir-bench.ts';
import { unexpected } from './figures.ts';
import type { Section } from './report.ts';

type Setup = { practices: number; slotsPerBundle: number; connections: number };

export function fhirFigures(
  target: Section,
  runs: { json: FhirPublishRun; xml: FhirPublishRun },
  setup: Setup,
  reference: boolean,
): void {
  formatFigures(target, runs.json, setup, reference, '');
  formatFigures(target, runs.xml, setup, reference, 'XML ');
}

/** One format's rows; JSON's keep the names they had before XML, so runs stay comparable. */
function formatFigures(
  target: Section,
  run: FhirPublishRun,
  setup: Setup,
  reference: boolean,
  xml: '' | 'XML ',
): void {
  target.rows.push(
    {
      metric: `slots published/s (FHIR ${xml}Bundles)`,
      value: run.slotsPerSecond,
      unit: '/s',
      reference,
    },
    {
      metric: `${xml}Bundle of ${setup.slotsPerBundle} p50`,
      value: run.p50,
      unit: 'ms',
      reference,
    },
    {
      metric: `${xml}Bundle of ${setup.slotsPerBundle} p99`,
      value: run.p99,
      unit: 'ms',
      reference,
    },
    {
      metric: `${xml}Bundles shed (503, retried)`,
      value: run.shed,
      unit: '',
      digits: 0,
      reference,
    },
  );
  target.notes.push(
    `${xml || 'JSON '}run: ${run.bundles} transaction Bundles of ${setup.slotsPerBundle} Slots for ${setup.practices} practices (one Schedule each, made over FHIR first), ${setup.connections} at once; ${run.slots.toLocaleString('en-US')} slots in ${run.seconds.toFixed(1)} s; statuses ${JSON.stringify(run.statuses)}, ${run.errors} errors`,
  );
  if (xml) target.notes.push('the runs’ slots and Schedules are removed afterwards');
  const faults = unexpected(run.statuses, ['200']);
  if (faults) {
    target.failures.push(`unexpected statuses in the FHIR ${xml}publishing run: ${faults}`);
  }
  if (run.errors > 0) {
    target.failures.push(`${run.errors} FHIR ${xml}Bundles failed without an answer`);
  }
}
