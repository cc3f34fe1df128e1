// The results as a plain-text table (every figure with its target and PASS/MISS) and as markdown.
import type { Check } from './targets.ts';

export interface Row {
  readonly app: string;
  readonly page: string;
  readonly checks: readonly Check[];
  /** Set when the audit did not measure the page it was meant to (error, login bounce, no slots). */
  readonly error: string | null;
}

const cell = (c: Check) => `${c.value} ${c.pass ? 'PASS' : 'MISS'}`;

function header(rows: readonly Row[]): string[] {
  const metrics = rows.find((r) => r.checks.length > 0)?.checks ?? [];
  return ['app', 'page', ...metrics.map((c) => `${c.metric} (${c.target})`)];
}

export function formatText(rows: readonly Row[]): string {
  const table = [
    header(rows),
    ...rows.map((r) => [r.app, r.page, ...(r.error ? [`ERROR: ${r.error}`] : r.checks.map(cell))]),
  ];
  const columns = Math.max(...table.map((r) => r.length));
  const widths = Array.from({ length: columns }, (_, i) =>
    Math.max(...table.filter((r) => r.length === columns).map((r) => r[i]?.length ?? 0)),
  );
  const line = (row: string[]) =>
    row.length < columns ? row.join('  ') : row.map((c, i) => c.padEnd(widths[i]!)).join('  ');
  return [line(table[0]!), widths.map((w) => '-'.repeat(w)).join('  '), ...table.slice(1).map(line)]
    .map((l) => l.trimEnd())
    .join('\n')
    .concat('\n');
}

export function formatMarkdown(rows: readonly Row[]): string {
  const head = header(rows);
  const escape = (s: string) => s.replaceAll('|', '\\|');
  const lines = [
    `| ${head.map(escape).join(' | ')} |`,
    `| ${head.map((_, i) => (i < 2 ? '---' : '--:')).join(' | ')} |`,
    ...rows.map((r) => {
      const cells = r.error
        ? [`ERROR: ${r.error}`, ...Array<string>(head.length - 3).fill('')]
        : r.checks.map((c) => `${c.value} ${c.pass ? 'PASS' : '**MISS**'}`);
      return `| ${[r.app, r.page, ...cells].map(escape).join(' | ')} |`;
    }),
  ];
  return lines.join('\n').concat('\n');
}
