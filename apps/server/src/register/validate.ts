// Checking the register's rows (docs/register.md "Columns" and "Rejected rows"). A row with a
// problem is rejected with every reason found and its line; the rest import. Position and KV come
// from the postcode table. A rejected row whose BSNR has the right form still counts as listed:
// its practice is neither changed nor removed (a typo must not take a practice off the register).
import {
  BSNR_PATTERN,
  knownBarrierefreiheit,
  PRACTICE_LIMITS,
  PRACTICE_PHONE_PATTERN,
  practiceWebsite,
} from '@terminservice/domain/supply';
import { KV_REGIONEN } from '../reference/index.ts';
import { fieldOf, REQUIRED_COLUMNS, type Column, type HeaderMap } from './columns.ts';
import type { CsvRecord } from './csv.ts';

export interface Postcode {
  readonly lat: number;
  readonly lon: number;
  readonly kvId: string;
}

export interface RegisterRow {
  readonly line: number;
  readonly bsnr: string;
  readonly name: string;
  readonly strasse: string;
  readonly plz: string;
  readonly ort: string;
  readonly lat: number;
  readonly lon: number;
  readonly kvId: string;
  readonly telefon: string | null;
  readonly webseite: string | null;
  readonly hinweis: string | null;
  readonly barrierefreiheiten: readonly string[];
}

export interface LineNote {
  readonly line: number;
  readonly text: string;
}

export interface CheckedRows {
  readonly rows: readonly RegisterRow[];
  readonly rejected: readonly LineNote[];
  readonly warnings: readonly LineNote[];
  /** Every well-formed BSNR of the file, also of rejected rows: the removal step spares them. */
  readonly listed: ReadonlySet<string>;
}

const KV_IDS = new Set(KV_REGIONEN.map((kv) => kv.id));
/**
 * Control characters PostgreSQL or a one-line field cannot hold (NUL and the other C0 codes, DEL);
 * `hinweis` may hold line breaks.
 */
function hasControl(value: string, lineBreaksAllowed: boolean): boolean {
  for (const char of value) {
    const code = char.charCodeAt(0);
    if (lineBreaksAllowed && (code === 0x0a || code === 0x0d)) continue;
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

type Check = { row: Omit<RegisterRow, 'line'> } | { reasons: string[]; warning?: string };

/** Checks one record's fields; the reasons are German sentences for the operator. */
function checkFields(
  header: HeaderMap,
  record: CsvRecord,
  postcodes: ReadonlyMap<string, Postcode>,
): Check {
  const reasons: string[] = [];
  const get = (column: Column) => fieldOf(header, record.fields, column);
  if (record.fields.length !== header.width) {
    reasons.push(`Die Zeile hat ${record.fields.length} Felder, die Kopfzeile ${header.width}.`);
  }
  for (const column of REQUIRED_COLUMNS) {
    if (get(column) === '') reasons.push(`Pflichtfeld „${column}“ ist leer.`);
  }
  for (const column of header.index.keys()) {
    const value = get(column);
    if (hasControl(value, column === 'hinweis')) {
      reasons.push(`„${column}“ enthält Steuerzeichen oder einen Zeilenumbruch.`);
    }
    const limit = (PRACTICE_LIMITS as Partial<Record<Column, number>>)[column];
    if (limit !== undefined && [...value].length > limit) {
      reasons.push(`„${column}“ ist länger als ${limit} Zeichen.`);
    }
  }
  const bsnr = get('bsnr');
  if (bsnr !== '' && !BSNR_PATTERN.test(bsnr)) {
    reasons.push(`BSNR „${bsnr}“ hat nicht genau 9 Ziffern.`);
  }
  const plz = get('plz');
  const postcode = postcodes.get(plz);
  if (plz !== '' && !/^[0-9]{5}$/.test(plz)) {
    reasons.push(`Postleitzahl „${plz}“ hat nicht genau 5 Ziffern.`);
  } else if (plz !== '' && !postcode) {
    reasons.push(`Postleitzahl ${plz} ist unbekannt.`);
  }
  const telefon = get('telefon');
  if (telefon !== '' && !PRACTICE_PHONE_PATTERN.test(telefon)) {
    reasons.push('„telefon“ darf nur Ziffern, Leerzeichen und + - / ( ) enthalten.');
  }
  const webseiteText = get('webseite');
  const webseite = webseiteText === '' ? null : practiceWebsite(webseiteText);
  if (webseiteText !== '' && webseite === null) {
    reasons.push('„webseite“ ist keine gültige Adresse (http:// oder https://).');
  }
  const barrierefreiheiten = accessibility(get('barrierefreiheiten'), reasons);
  const kv = get('kv');
  if (kv !== '' && !KV_IDS.has(kv)) reasons.push(`KV „${kv}“ ist keine der 17 KV-Nummern.`);
  if (reasons.length > 0 || !postcode) return { reasons };
  // The KV's own register knows which KV a practice belongs to; the postcode table derives it from
  // the postcode's centre, which can miss for a postcode across a Land border: the file wins.
  const warning =
    kv !== '' && kv !== postcode.kvId
      ? `Warnung: KV ${kv} weicht von der KV der Postleitzahl (${postcode.kvId}) ab; übernommen wird ${kv}.`
      : undefined;
  const row = {
    bsnr,
    name: get('name'),
    strasse: get('strasse'),
    plz,
    ort: get('ort'),
    lat: postcode.lat,
    lon: postcode.lon,
    kvId: kv === '' ? postcode.kvId : kv,
    telefon: telefon === '' ? null : telefon,
    webseite,
    hinweis: get('hinweis') === '' ? null : get('hinweis'),
    barrierefreiheiten,
  };
  return warning ? { row, reasons: [], warning } : { row };
}

/** The '|'-separated features, each spelled as the apps know it; unknown ones are reasons. */
function accessibility(text: string, reasons: string[]): string[] {
  const known: string[] = [];
  for (const part of text.split('|').map((p) => p.trim())) {
    if (part === '') continue;
    const feature = knownBarrierefreiheit(part);
    if (feature === null) {
      reasons.push(
        `Barrierefreiheit „${part}“ ist unbekannt (die bekannten Werte stehen in docs/register.md).`,
      );
    } else if (!known.includes(feature)) {
      known.push(feature);
    }
  }
  return known;
}

/** A record with no text in any field (a line of separators or spaces) is skipped like a blank line. */
function isBlank(record: CsvRecord): boolean {
  return record.fields.every((field) => field.trim() === '');
}

export function checkRows(
  header: HeaderMap,
  records: readonly CsvRecord[],
  postcodes: ReadonlyMap<string, Postcode>,
): CheckedRows {
  const rows: RegisterRow[] = [];
  const rejected: LineNote[] = [];
  const warnings: LineNote[] = [];
  const linesOf = new Map<string, number[]>();
  for (const record of records) {
    if (isBlank(record)) continue;
    const bsnr = fieldOf(header, record.fields, 'bsnr');
    if (BSNR_PATTERN.test(bsnr)) linesOf.set(bsnr, [...(linesOf.get(bsnr) ?? []), record.line]);
    const checked = checkFields(header, record, postcodes);
    if ('warning' in checked && checked.warning) {
      warnings.push({ line: record.line, text: checked.warning });
    }
    if ('row' in checked) rows.push({ line: record.line, ...checked.row });
    else rejected.push({ line: record.line, text: checked.reasons.join(' ') });
  }
  // A BSNR listed twice: no line says which data is right, so none of them is taken.
  const duplicates = new Map([...linesOf].filter(([, lines]) => lines.length > 1));
  for (const row of rows.filter((r) => duplicates.has(r.bsnr))) {
    const lines = duplicates.get(row.bsnr)!.join(', ');
    rejected.push({
      line: row.line,
      text: `BSNR ${row.bsnr} steht mehrfach in der Datei (Zeilen ${lines}); keine dieser Zeilen wird übernommen.`,
    });
  }
  rejected.sort((a, b) => a.line - b.line);
  return {
    rows: rows.filter((r) => !duplicates.has(r.bsnr)),
    rejected,
    warnings,
    listed: new Set(linesOf.keys()),
  };
}
