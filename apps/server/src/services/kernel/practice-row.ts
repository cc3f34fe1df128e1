// A practice as the services read it from `praxen` (§3 praxen): the columns, the row, and the two
// shapes the answers show it in — `Praxis` (search, appointment response) and `Einrichtung`
// (facility lookup, reservation info). Written once for every query that reads a practice.
import type { Einrichtung, Praxis } from '@terminservice/domain/api';

/** The practice columns of a row, as practiceColumns names them. */
export interface PracticeRow {
  readonly bsnr: string;
  readonly praxis_name: string;
  readonly strasse: string;
  readonly plz: string;
  readonly ort: string;
  readonly lat: number;
  readonly lon: number;
  readonly telefon: string | null;
  readonly webseite: string | null;
  readonly praxis_hinweis: string | null;
  readonly barrierefreiheiten: string[];
  readonly barrierefreiheit_freitext: string | null;
}

/** The SELECT list of a PracticeRow from `praxen` under the alias `alias`. */
export function practiceColumns(alias: string): string {
  const p = alias;
  return `${p}.bsnr, ${p}.name AS praxis_name, ${p}.strasse, ${p}.plz, ${p}.ort, ${p}.lat, ${p}.lon,
  ${p}.telefon, ${p}.webseite, ${p}.hinweis AS praxis_hinweis, ${p}.barrierefreiheiten,
  ${p}.barrierefreiheit_freitext`;
}

/** An optional text that says something (not null, not blank). */
export function present(value: string | null): value is string {
  return value !== null && value.trim() !== '';
}

/** §3 praxen: the practice in a search answer or appointment response. */
export function praxisOf(
  row: PracticeRow,
  extra: { readonly kv: string | null; readonly distance?: number | undefined },
): Praxis {
  return {
    label: row.praxis_name,
    street: row.strasse,
    plz: row.plz,
    city: row.ort,
    ...(extra.distance === undefined ? {} : { distance: extra.distance }),
    lat: row.lat,
    lon: row.lon,
    ...(present(row.telefon) ? { phone: row.telefon } : {}),
    ...(present(row.webseite) ? { web: row.webseite } : {}),
    bf: row.barrierefreiheiten,
    ...(present(row.barrierefreiheit_freitext)
      ? { barrierefreiheitFreitext: row.barrierefreiheit_freitext }
      : {}),
    ...(present(extra.kv) ? { kv: extra.kv } : {}),
    ...(present(row.praxis_hinweis) ? { praxishinweis: row.praxis_hinweis } : {}),
    // The identifier staff see and filter by (§2 office id, §6; issue #16).
    bsnr: row.bsnr,
  };
}

/** §3 "Facility search response", "Reservation info": the practice as an Einrichtung. */
export function einrichtungOf(
  row: PracticeRow,
  extra: { readonly distance?: number | undefined } = {},
): Einrichtung {
  return {
    bsnr: row.bsnr,
    name: row.praxis_name,
    strasse: row.strasse,
    plz: row.plz,
    ort: row.ort,
    ...(present(row.telefon) ? { telefonnummer: row.telefon } : {}),
    ...(present(row.webseite) ? { webseite: row.webseite } : {}),
    ...(extra.distance === undefined ? {} : { distance: extra.distance }),
    ...(present(row.praxis_hinweis) ? { hinweis: row.praxis_hinweis } : {}),
    ...(row.barrierefreiheiten.length ? { barrierefreiheiten: row.barrierefreiheiten } : {}),
    ...(present(row.barrierefreiheit_freitext)
      ? { barrierefreiheitFreitext: row.barrierefreiheit_freitext }
      : {}),
  };
}
