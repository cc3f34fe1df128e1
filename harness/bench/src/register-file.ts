// The register file of `pnpm bench:import`: a deterministic CSV of n fictional practices on the
// real postcodes of the reference table (semicolon-separated, every optional column, quoted fields
// with delimiters, doubled quotes and line breaks), as an operator's export would look.

export interface PostcodeRow {
  readonly plz: string;
  readonly ortsname: string;
}

export const REGISTER_HEADER =
  'bsnr;name;strasse;plz;ort;telefon;webseite;hinweis;barrierefreiheiten;kv';

const FEATURES = ['Ebenerdiger Zugang', 'Aufzug vorhanden', 'Barrierefreies WC'];

/** BSNR of the i-th practice: nine digits, distinct for i < 90,000,000. */
export function benchBsnr(i: number): string {
  return String(10_000_000 + i).padStart(9, '0');
}

/** Line i (0-based) of the file, without its line break; `edition` > 0 renames the practice. */
export function registerLine(i: number, postcodes: readonly PostcodeRow[], edition = 0): string {
  const place = postcodes[(i * 7_919) % postcodes.length]!;
  const suffix = edition > 0 ? ` (${edition})` : '';
  const hinweis =
    i % 5 === 0 ? `"Bitte klingeln; 2. OG, ""Eingang Hof""\nTermine nach Absprache."` : '';
  return [
    benchBsnr(i),
    i % 7 === 0 ? `"Praxis ${i}; Dr. med. Beispiel${suffix}"` : `Praxis ${i}${suffix}`,
    `Musterstraße ${(i % 200) + 1}`,
    place.plz,
    place.ortsname,
    `0${(i % 900) + 100} ${String(i).padStart(6, '0')}`,
    i % 3 === 0 ? `https://praxis-${i}.example.org` : '',
    hinweis,
    i % 4 === 0 ? FEATURES.slice(0, (i % 3) + 1).join('|') : '',
    '',
  ].join(';');
}

/** The whole file for the first `n` practices (those `keep` keeps), in an edition. */
export function registerFile(
  n: number,
  postcodes: readonly PostcodeRow[],
  options: { keep?: (i: number) => boolean; edition?: number } = {},
): string {
  const keep = options.keep ?? (() => true);
  const lines = [REGISTER_HEADER];
  for (let i = 0; i < n; i++) if (keep(i)) lines.push(registerLine(i, postcodes, options.edition));
  return `${lines.join('\n')}\n`;
}
