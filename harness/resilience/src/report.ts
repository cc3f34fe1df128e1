// What every check prints and returns: named assertions with the measured value next to them, so a
// failure says what was measured, and the run exits non-zero when any assertion failed.

export interface Assertion {
  readonly name: string;
  readonly ok: boolean;
  readonly detail: string;
}

export interface CheckResult {
  readonly check: string;
  readonly assertions: readonly Assertion[];
  /** Printed figures (name → value) for the README / docs. */
  readonly figures: Readonly<Record<string, string | number>>;
  /** Set when the check could not run on this machine (printed, not a failure). */
  readonly skipped?: string;
}

export type Scope = Pick<Recorder, 'assert' | 'figure'>;

export class Recorder {
  readonly assertions: Assertion[] = [];
  readonly figures: Record<string, string | number> = {};
  readonly check: string;

  constructor(check: string) {
    this.check = check;
  }

  /** Records and prints one assertion; never throws, so later assertions still run. */
  assert(name: string, ok: boolean, detail: string): boolean {
    this.assertions.push({ name, ok, detail });
    log(`  ${ok ? 'PASS' : 'FAIL'} ${name} — ${detail}`);
    return ok;
  }

  figure(name: string, value: string | number): void {
    this.figures[name] = value;
    log(`  ${name}: ${value}`);
  }

  /** The same recorder with every name prefixed: one check, several cases. */
  within(prefix: string): Scope {
    return {
      assert: (name, ok, detail) => this.assert(`${prefix}: ${name}`, ok, detail),
      figure: (name, value) => this.figure(`${prefix}: ${name}`, value),
    };
  }

  result(): CheckResult {
    return { check: this.check, assertions: this.assertions, figures: this.figures };
  }
}

export function log(line: string): void {
  process.stdout.write(`${line}\n`);
}

export function percentile(sorted: ArrayLike<number>, p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)]!;
}

export const ms = (value: number) => `${Math.round(value)} ms`;

export const sleep = (millis: number) => new Promise((resolve) => setTimeout(resolve, millis));
