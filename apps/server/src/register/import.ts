// One register import (docs/register.md): read and check the whole file, then write it in one
// transaction under the register's advisory lock — the batches of upserts and, for a complete
// register, the guarded removal. All or nothing: a failure, a refused removal or a dry run
// (--probelauf) leaves the database as it was; two imports never interleave.
import type { Db, Queryable } from '../db/client.ts';
import { fieldOf, mapHeader, OPTIONAL_COLUMNS, type OptionalColumn } from './columns.ts';
import { decodeUtf8, parseCsv } from './csv.ts';
import {
  DEFAULT_MAX_REMOVAL_PERCENT,
  guardRemoval,
  planRemoval,
  removeUnlisted,
  type KeptAppointment,
} from './removal.ts';
import { BATCH_SIZE, upsertBatch } from './upsert.ts';
import { checkRows, type LineNote, type Postcode } from './validate.ts';

/** Advisory lock of the register import (pg_advisory_xact_lock(class, 0)). */
const REGISTER_LOCK_CLASS = 1_161_171;

export interface ImportOptions {
  /** The file is the complete register: practices it does not list are removed. */
  readonly vollstaendig?: boolean;
  /** The removal guard's limit, percent of the active practices (default 20). */
  readonly maxEntfernenProzent?: number;
  /** Remove however many the file does not list. */
  readonly force?: boolean;
  /** Check and count everything, then roll back. */
  readonly probelauf?: boolean;
  readonly batchSize?: number;
  /** Progress lines for big files (no row data). */
  readonly onProgress?: (line: string) => void;
}

export interface ImportResult {
  /** Data rows of the file (blank lines not counted). */
  readonly zeilen: number;
  readonly importiert: number;
  /** Existing practices whose data changed, or that were removed and came back. */
  readonly aktualisiert: number;
  /** Existing practices the file lists exactly as they are (not written). */
  readonly unveraendert: number;
  readonly wiederaufgenommen: number;
  readonly abgelehnt: number;
  readonly entfernt: number;
  /** Free and blocked future slots of removed practices, withdrawn. */
  readonly zurueckgezogen: number;
  readonly rejected: readonly LineNote[];
  /** Warnings without a line (unknown columns) come first, then those of rows. */
  readonly warnings: readonly string[];
  readonly behalten: readonly KeptAppointment[];
  readonly probelauf: boolean;
}

/** Thrown inside the transaction to roll a dry run back with its result. */
class DryRun {
  readonly result: ImportResult;
  constructor(result: ImportResult) {
    this.result = result;
  }
}

/** The postcode table's rows for the postcodes the file names. */
async function loadPostcodes(q: Queryable, plz: readonly string[]): Promise<Map<string, Postcode>> {
  const rows = await q.query<{ plz: string; lat: number; lon: number; kv_id: string }>(
    'SELECT plz, lat, lon, kv_id FROM postleitzahlen WHERE plz = ANY($1::text[])',
    [plz],
  );
  return new Map(rows.map((r) => [r.plz, { lat: r.lat, lon: r.lon, kvId: r.kv_id }]));
}

/** Imports the register file's bytes. Throws RegisterFileError or RemovalRefused (nothing changed). */
export async function importRegister(
  db: Db,
  bytes: Uint8Array,
  options: ImportOptions = {},
): Promise<ImportResult> {
  const file = parseCsv(decodeUtf8(bytes));
  const header = mapHeader(file.header.fields);
  const named = new Set(file.records.map((r) => fieldOf(header, r.fields, 'plz')));
  const checked = checkRows(header, file.records, await loadPostcodes(db, [...named]));
  const columns = new Set<OptionalColumn>(OPTIONAL_COLUMNS.filter((c) => header.index.has(c)));
  const listed = [...checked.listed];
  const batchSize = options.batchSize ?? BATCH_SIZE;
  // Progress only for files of several batches: a small file's report stays its summary.
  const progress =
    checked.rows.length > batchSize ? (options.onProgress ?? (() => undefined)) : () => undefined;
  progress(`${checked.rows.length + checked.rejected.length} Zeilen gelesen und geprüft`);
  try {
    return await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1, 0)', [REGISTER_LOCK_CLASS]);
      if (options.vollstaendig) {
        const plan = await planRemoval(tx, listed);
        const max = options.maxEntfernenProzent ?? DEFAULT_MAX_REMOVAL_PERCENT;
        guardRemoval(plan, max, options.force ?? false);
      }
      const counts = { importiert: 0, aktualisiert: 0, unveraendert: 0, wiederaufgenommen: 0 };
      for (let i = 0; i < checked.rows.length; i += batchSize) {
        const batch = await upsertBatch(tx, checked.rows.slice(i, i + batchSize), columns);
        counts.importiert += batch.importiert;
        counts.aktualisiert += batch.aktualisiert;
        counts.unveraendert += batch.unveraendert;
        counts.wiederaufgenommen += batch.wiederaufgenommen;
        progress(
          `${Math.min(i + batchSize, checked.rows.length)}/${checked.rows.length} Praxen geschrieben`,
        );
      }
      const removed = options.vollstaendig
        ? await removeUnlisted(tx, listed)
        : { entfernt: 0, zurueckgezogen: 0, behalten: [] };
      const result: ImportResult = {
        zeilen: checked.rows.length + checked.rejected.length,
        ...counts,
        abgelehnt: checked.rejected.length,
        ...removed,
        rejected: checked.rejected,
        warnings: [
          ...header.unknown.map(
            (name) => `Warnung: Spalte „${name}“ ist unbekannt und wird ignoriert.`,
          ),
          ...checked.warnings.map((w) => `Zeile ${w.line}: ${w.text}`),
        ],
        probelauf: options.probelauf ?? false,
      };
      if (options.probelauf) throw new DryRun(result);
      return result;
    });
  } catch (error) {
    if (error instanceof DryRun) return error.result;
    throw error;
  }
}
