// Qualifications (Leistungsmerkmale keys) as the search path and the search query carry them:
// comma-joined (§2 "Search path variants", §7 "search" someOf).

/** §2/§7: comma-joined. */
export const QUALIFIKATIONEN_SEPARATOR = ',';

/** Split comma-joined keys (a picker item key may itself be comma-joined, §3) and drop blanks. */
export function splitQualifikationen(values: readonly string[] | string): string[] {
  const list = typeof values === 'string' ? [values] : values;
  return list
    .flatMap((value) => value.split(QUALIFIKATIONEN_SEPARATOR))
    .map((value) => value.trim())
    .filter((value) => value !== '');
}

/** Keys → the comma-joined text of the path segment and of someOf. */
export function joinQualifikationen(values: readonly string[]): string {
  return splitQualifikationen(values).join(QUALIFIKATIONEN_SEPARATOR);
}
