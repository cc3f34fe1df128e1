// The cross-process proof as report rows: rounds, stale answers (a fault, FAIL whatever the
// machine) and the time from A's booking answer to B's next answer.
import { proofLatency, type ProofResult } from './cross-process.ts';
import type { Section } from './report.ts';

export function proofFigures(target: Section, proof: ProofResult): void {
  const stale = proof.rounds.filter((round) => round.stale).length;
  const { p50, max } = proofLatency(proof);
  target.rows.push(
    {
      metric: 'rounds (search on B, book on A, search on B)',
      value: proof.rounds.length,
      unit: '',
      digits: 0,
    },
    { metric: 'stale answers', value: stale, unit: '', digits: 0, target: { op: '<=', value: 0 } },
    { metric: 'A’s booking answer → B’s next answer p50', value: p50, unit: 'ms' },
    { metric: 'A’s booking answer → B’s next answer max', value: max, unit: 'ms' },
  );
  target.notes.push(
    `stale answers: ${stale} of ${proof.rounds.length}; two server processes on one database, each with its own search cache; per round fresh codes of one specialty, urgency and postcode (${proof.withoutSlot} criteria skipped: no bookable slot in the first answer)`,
  );
  target.failures.push(...proof.failures);
}
