// §2 "Footer": copyright with the current year and the federal association of statutory
// physicians.
export const COPYRIGHT_HOLDER = 'Kassenärztliche Bundesvereinigung';

export function copyrightLine(now: Date = new Date()): string {
  return `© ${now.getFullYear()} ${COPYRIGHT_HOLDER}`;
}
