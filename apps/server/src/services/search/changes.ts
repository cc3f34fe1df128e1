// What changed since a shared search answer was built (issue #17, ADR 21). Migration 0014's
// triggers record every statement that changes slots (by practice) or practices, profiles and
// regions (all answers), with the writing transaction's id. Each search reads, in the statement
// that checks its code, the records committed since this process's low-water mark (changesSql),
// and hands them to observe() before it looks at a shared answer: so a search never reuses an
// answer older than a change its own snapshot can see.
//
// An answer is reusable while none of its region's keys changed after it was begun. The keys are
// grid cells of the map per Leistungsmerkmal (a slot change at a practice touches the practice's
// cell for each of its merkmale, and '*' for searches without one), the practice itself (SMED),
// and 'alle' (practices, profiles or regions changed).

/** Grid cells of about 28 × 27 km (0.25° × 0.4° in Germany): a 25 km search spans about 3 × 3. */
const CELL_LAT_DEG = 0.25;
const CELL_LON_DEG = 0.4;

/** The key every answer depends on: a practice, a profile or a region changed. */
export const ALL_KEY = 'alle';

/** Searches without a specialty or extra read every practice of a cell. */
export const ANY_MERKMAL = '*';

export function cellOf(lat: number, lon: number): string {
  return `${Math.floor(lat / CELL_LAT_DEG)}:${Math.floor(lon / CELL_LON_DEG)}`;
}

/** The keys of a box on the map for the given merkmale (ANY_MERKMAL: any practice). */
export function boxKeys(
  box: { latMin: number; latMax: number; lonMin: number; lonMax: number },
  merkmale: readonly string[],
): string[] {
  const keys = [ALL_KEY];
  const lat0 = Math.floor(box.latMin / CELL_LAT_DEG);
  const lat1 = Math.floor(box.latMax / CELL_LAT_DEG);
  const lon0 = Math.floor(box.lonMin / CELL_LON_DEG);
  const lon1 = Math.floor(box.lonMax / CELL_LON_DEG);
  for (let lat = lat0; lat <= lat1; lat++) {
    for (let lon = lon0; lon <= lon1; lon++) {
      for (const merkmal of merkmale) keys.push(`${lat}:${lon}:${merkmal}`);
    }
  }
  return keys;
}

export function practiceKeys(praxisId: string): string[] {
  return [ALL_KEY, `p:${praxisId}`];
}

/**
 * Records one search reads at most. More (a process that did not search while thousands of slots
 * changed) are not read: the process drops every answer instead and starts afresh from the mark.
 */
export const MAX_CHANGES_READ = 2_000;

/**
 * One recorded change as changesSql returns it: [transaction id, practice id or null, the
 * practice's lat, lon and merkmale (null when it has none or is unknown)].
 */
export type ChangeRow = readonly [
  xid: string,
  praxisId: string | null,
  lat: number | null,
  lon: number | null,
  merkmale: readonly string[] | null,
];

/**
 * The records a search reads with its code check: those of transactions from `$n` (this process's
 * low-water mark; NULL: none) on that its snapshot sees, with the practice's place and merkmale,
 * and the snapshot's xmin (the next low-water mark). `$n` is a text parameter cast to xid8.
 */
export function changesSql(param: string): { rows: string; xmin: string } {
  return {
    rows: `(SELECT coalesce(json_agg(json_build_array(a.xid::text, a.praxis_id, p.lat, p.lon,
          (SELECT array_agg(m.merkmal) FROM praxis_merkmale m WHERE m.praxis_id = a.praxis_id))),
          '[]'::json)
        FROM (SELECT x.xid, x.praxis_id FROM such_aenderungen x WHERE x.xid >= ${param}::xid8
              LIMIT ${MAX_CHANGES_READ + 1}) a
        LEFT JOIN praxen p ON p.id = a.praxis_id)`,
    xmin: `pg_snapshot_xmin(pg_current_snapshot())::text`,
  };
}

/**
 * The change state of one process. Keys map to the change counter at their last change; an answer
 * begun at counter n is current while every key of its region is ≤ n.
 */
export class SearchChanges {
  #counter = 0;
  readonly #changedAt = new Map<string, number>();
  /** Transactions at or above the low-water mark whose records were applied (by xid). */
  readonly #applied = new Set<string>();
  #lowWater: bigint | null = null;

  /** The low-water mark to send with the next search (text for the xid8 parameter), or null. */
  get lowWater(): string | null {
    return this.#lowWater === null ? null : this.#lowWater.toString();
  }

  /** The counter now: an answer begun now records it. */
  get counter(): number {
    return this.#counter;
  }

  /**
   * Applies what one search's snapshot saw. Every transaction below `xmin` had ended when the
   * snapshot was taken, so its records were in this or an earlier search's rows: the mark moves up.
   */
  observe(rows: readonly ChangeRow[], xmin: string): void {
    if (rows.length > MAX_CHANGES_READ) {
      this.changeAll();
      this.#advance(BigInt(xmin));
      return;
    }
    for (const [xid, praxisId, lat, lon, merkmale] of rows) {
      const key = `${xid}:${praxisId ?? ''}`;
      if (this.#applied.has(key)) continue;
      this.#applied.add(key);
      this.#counter += 1;
      if (praxisId === null) {
        this.#changedAt.set(ALL_KEY, this.#counter);
        continue;
      }
      this.#changedAt.set(`p:${praxisId}`, this.#counter);
      // A practice without place or merkmale is in no search by postcode (sql.ts candidates).
      if (lat === null || lon === null) continue;
      const cell = cellOf(lat, lon);
      this.#changedAt.set(`${cell}:${ANY_MERKMAL}`, this.#counter);
      for (const merkmal of merkmale ?? [])
        this.#changedAt.set(`${cell}:${merkmal}`, this.#counter);
    }
    this.#advance(BigInt(xmin));
  }

  /** Whether nothing under `keys` changed after counter `begun`. */
  unchangedSince(keys: readonly string[], begun: number): boolean {
    for (const key of keys) {
      if ((this.#changedAt.get(key) ?? 0) > begun) return false;
    }
    return true;
  }

  /** Everything changed: a process that may have missed records (ADR 21) forgets every answer. */
  changeAll(): void {
    this.#counter += 1;
    this.#changedAt.set(ALL_KEY, this.#counter);
  }

  #advance(xmin: bigint): void {
    if (this.#lowWater !== null && xmin <= this.#lowWater) return;
    this.#lowWater = xmin;
    // Records of transactions below the mark are never read again.
    for (const key of this.#applied) {
      if (BigInt(key.slice(0, key.indexOf(':'))) < xmin) this.#applied.delete(key);
    }
  }
}
