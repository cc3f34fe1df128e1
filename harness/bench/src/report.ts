// The printed results: one table per section with the target next to each figure and PASS/MISS,
// and the same rows as one markdown table (--markdown) for docs/performance.md.

export interface Target {
  /** '>' for a figure that must beat its target (the API against the raw SQL). */
  readonly op: '>=' | '>' | '<=';
  readonly value: number;
}

export interface Row {
  readonly metric: string;
  /** NaN when the figure could not be measured. */
  readonly value: number;
  readonly unit: string;
  readonly target?: Target | undefined;
  /** Printed as "reference" instead of PASS/MISS (PGlite figures have no targets). */
  readonly reference?: boolean;
  readonly digits?: number;
}

export interface Section {
  readonly title: string;
  readonly rows: Row[];
  /** Lines printed under the table (setup, counts, consistency checks). */
  readonly notes: string[];
  /** Hard failures that are not speed targets (consistency), always reported as FAIL. */
  readonly failures: string[];
}

export function section(title: string): Section {
  return { title, rows: [], notes: [], failures: [] };
}

export type Verdict = 'PASS' | 'MISS' | 'reference' | '';

export function verdictOf(row: Row): Verdict {
  if (row.reference) return 'reference';
  if (!row.target) return '';
  if (!Number.isFinite(row.value)) return 'MISS';
  const { op, value } = row.target;
  const passes =
    op === '>=' ? row.value >= value : op === '>' ? row.value > value : row.value <= value;
  return passes ? 'PASS' : 'MISS';
}

function formatValue(row: Row): string {
  if (!Number.isFinite(row.value)) return 'n/a';
  const digits = row.digits ?? (Math.abs(row.value) >= 100 ? 0 : 1);
  const text = row.value.toLocaleString('en-US', {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
  return row.unit ? `${text} ${row.unit}` : text;
}

function formatTarget(row: Row): string {
  if (!row.target) return '';
  const value = row.target.value.toLocaleString('en-US');
  const op = { '>=': '≥', '>': '>', '<=': '≤' }[row.target.op];
  return `${op} ${value}${row.unit ? ` ${row.unit}` : ''}`;
}

function table(header: string[], lines: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...lines.map(line)].join('\n');
}

export function renderSection(s: Section): string {
  const lines = s.rows.map((row) => [
    row.metric,
    formatValue(row),
    formatTarget(row),
    verdictOf(row),
  ]);
  const out = [`\n== ${s.title} ==`];
  if (lines.length > 0) out.push(table(['metric', 'value', 'target', ''], lines));
  for (const note of s.notes) out.push(`  ${note}`);
  for (const failure of s.failures) out.push(`  FAIL ${failure}`);
  return out.join('\n');
}

export function renderMarkdown(sections: readonly Section[]): string {
  const out = ['| section | metric | value | target | result |', '| --- | --- | --- | --- | --- |'];
  for (const s of sections) {
    for (const row of s.rows) {
      out.push(
        `| ${s.title} | ${row.metric} | ${formatValue(row)} | ${formatTarget(row) || '—'} | ${verdictOf(row) || '—'} |`,
      );
    }
    for (const failure of s.failures)
      out.push(`| ${s.title} | consistency | FAIL | — | ${failure} |`);
  }
  return out.join('\n');
}
