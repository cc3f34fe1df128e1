// §2 "Map marker: … icon; icon sets exist per specialty code 01, 09, 03, 06, default and multi".
//
// Our reading of "specialty code": the spec gives no table, and the codes this system knows are
// the Leistungsmerkmale of the qualification catalogue (apps/server/src/reference/
// leistungsmerkmale.ts). Its doctor groups are numbered W<area><sub>: W010 Anästhesiologie,
// W030 Augenheilkunde, W060/W061 Hals-Nasen-Ohrenheilkunde, W090–W098 Innere Medizin. The two
// digits of the area are the specialty code, so
//   01 = Anästhesiologie, 03 = Augenheilkunde, 06 = Hals-Nasen-Ohrenheilkunde,
//   09 = Innere Medizin (with its sub-specialties W091–W098).
// A bare two-digit code (as a practice system may send it) is taken as is. Every other specialty
// (A001 Hausarzt, A002 Kinderarzt, L001, L002, psychotherapy W98x/W99x, W1xx, W2xx) has the
// default set. Z (additional qualifications) and G (approvals) codes are not specialties and are
// ignored. An office whose profiles fall into more than one set shows the multi set.

/** The icon sets of §2. */
export const MAP_ICON_SETS = ['01', '09', '03', '06', 'default', 'multi'] as const;
export type MapIconSet = (typeof MAP_ICON_SETS)[number];

const SPECIALTY_SETS: readonly string[] = ['01', '09', '03', '06'];

/** The specialty code of one code, or null when it is a qualification (Z…) or approval (G…). */
export function specialtyIconSetOf(code: string): MapIconSet | null {
  const value = code.trim().toUpperCase();
  if (value === '' || value.startsWith('Z') || value.startsWith('G')) return null;
  const area = /^[0-9]{2}$/.test(value) ? value : /^W([0-9]{2})[0-9]$/.exec(value)?.[1];
  return area !== undefined && SPECIALTY_SETS.includes(area) ? (area as MapIconSet) : 'default';
}

/**
 * The icon set of an office's marker from the codes of its appointment profiles (Leistungsmerkmale
 * or two-digit specialty codes): the one set they share, 'multi' when they differ, 'default' when
 * none names a specialty.
 */
export function markerIconFor(codes: Iterable<string>): MapIconSet {
  const sets = new Set<MapIconSet>();
  for (const code of codes) {
    const set = specialtyIconSetOf(code);
    if (set !== null) sets.add(set);
  }
  if (sets.size > 1) return 'multi';
  return sets.values().next().value ?? 'default';
}
