// The searches of one process share their reads of the database (issue #25 part 2, ADR 36): a
// search's facts — its code's state, the postcode, the qualifications, the SMED practice — and the
// change records that decide whether a kept answer is current (ADR 21) are read for every search
// waiting at that moment in one statement. A hit of the shared answers then costs the database a
// share of one statement instead of one statement of its own.
//
// Nothing is read before the search arrived: a search waits for a read that is sent after it
// arrived, never for one already under way. So every read a search is answered from has a snapshot
// taken after its arrival — as fresh as the statement of its own that each search sent before — and
// a slot booked, or a code used up, before the search arrived is seen by it, through any process.
// A search waits at most for the rest of the read under way or of the interval, whichever is
// longer (a stalled read: STALLED_READ_MS), and then for its own read.
import type { Queryable } from '../../db/client.ts';
import { readChecks, type CheckRead, type CheckRequest, type ContextRow } from './context.ts';

/** Searches read in one statement at most (its array parameters); more go in several at once. */
export const MAX_CHECKS_PER_READ = 200;

/**
 * A read that has not answered after this long no longer holds the next one back: a statement
 * stuck on a broken connection would otherwise stop every search of the process, where before it
 * stopped its own.
 */
export const STALLED_READ_MS = 1_000;

export interface CheckBatchOptions {
  /** The least time from one read's start to the next one's (ms); 0: as soon as one ends. */
  readonly intervalMs: number;
  readonly maxPerRead?: number;
  readonly stalledMs?: number;
}

/** What the process's change state does with a read (shared-answers.ts). */
export interface ChangeSink {
  /** The low-water mark to read the change records from; null: read none (and start the mark). */
  readonly changesFrom: string | null;
  observe(rows: CheckRead['changes'], xmin: string): void;
}

export interface CheckBatchStats {
  /** Searches whose facts were read. */
  checks: number;
  /** Statements that read them. */
  reads: number;
}

type ReadResult = { ok: true; read: CheckRead } | { ok: false; error: unknown };

interface Waiting {
  readonly db: Queryable;
  readonly request: CheckRequest;
  resolve(row: ContextRow | undefined): void;
  reject(error: unknown): void;
}

export class CheckBatches {
  readonly stats: CheckBatchStats = { checks: 0, reads: 0 };
  readonly #options: Required<CheckBatchOptions>;
  readonly #sink: ChangeSink;
  #waiting: Waiting[] = [];
  #reading = false;
  #scheduled = false;
  #lastStart = Number.NEGATIVE_INFINITY;

  constructor(sink: ChangeSink, options: CheckBatchOptions) {
    this.#sink = sink;
    this.#options = { maxPerRead: MAX_CHECKS_PER_READ, stalledMs: STALLED_READ_MS, ...options };
  }

  /**
   * The facts of one search, read with the searches waiting with it (undefined: no row — not
   * expected). The change records are applied to the sink before any search of the read goes on.
   */
  read(db: Queryable, request: CheckRequest): Promise<ContextRow | undefined> {
    return new Promise((resolve, reject) => {
      this.#waiting.push({ db, request, resolve, reject });
      this.#schedule();
    });
  }

  #schedule(): void {
    if (this.#reading || this.#scheduled || this.#waiting.length === 0) return;
    this.#scheduled = true;
    const wait = this.#lastStart + this.#options.intervalMs - performance.now();
    // setImmediate: the searches that arrive in the same turn of the event loop go in one read.
    if (wait <= 0) setImmediate(() => void this.#flush());
    else setTimeout(() => void this.#flush(), Math.ceil(wait));
  }

  async #flush(): Promise<void> {
    this.#scheduled = false;
    const waiting = this.#waiting;
    this.#waiting = [];
    this.#reading = true;
    this.#lastStart = performance.now();
    let timer: NodeJS.Timeout | undefined;
    const stalled = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, this.#options.stalledMs);
    });
    try {
      // A late read still answers its own searches; its records are applied whenever they come
      // (SearchChanges.observe takes reads in any order).
      await Promise.race([this.#readAll(waiting), stalled]);
    } finally {
      clearTimeout(timer);
      this.#reading = false;
      this.#schedule();
    }
  }

  async #readAll(waiting: readonly Waiting[]): Promise<void> {
    const size = this.#options.maxPerRead;
    const chunks: Waiting[][] = [];
    // One process has one database; grouped anyway, so a test's two apps never mix theirs.
    for (const item of waiting) {
      const open = chunks.find((c) => c[0]!.db === item.db && c.length < size);
      if (open) open.push(item);
      else chunks.push([item]);
    }
    const changesFrom = this.#sink.changesFrom;
    const reads = chunks.map((chunk, index) =>
      // One read of the change records is enough: every chunk's snapshot is after its searches came.
      readChecks(
        chunk[0]!.db,
        chunk.map((w) => w.request),
        index === 0 ? changesFrom : null,
      ).then(
        (read): ReadResult => ({ ok: true, read }),
        (error: unknown): ReadResult => ({ ok: false, error }),
      ),
    );
    this.stats.reads += chunks.length;
    this.stats.checks += waiting.length;
    const results = await Promise.all(reads);
    try {
      this.#settle(chunks, results);
    } catch (error) {
      // Settled ones stay settled; the rest fail rather than wait for ever.
      for (const item of waiting) item.reject(error);
    }
  }

  #settle(chunks: readonly Waiting[][], results: readonly ReadResult[]): void {
    const first = results[0]!;
    // The first read ever (no mark yet) reads no records but sets the mark from its snapshot.
    if (first.ok) this.#sink.observe(first.read.changes, first.read.xmin);
    results.forEach((result, index) => {
      const chunk = chunks[index]!;
      // Without the first read's change records no search of the batch may use a kept answer.
      const failed = !first.ok ? first : !result.ok ? result : null;
      if (failed) for (const item of chunk) item.reject(failed.error);
      else if (result.ok) chunk.forEach((item, i) => item.resolve(result.read.rows[i]));
    });
  }
}
