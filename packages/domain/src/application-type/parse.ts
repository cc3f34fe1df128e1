// Application type from the `version` response header, spec §1 and §4 "Application type".
import type { ApplicationType } from './types.ts';

/** §1: header values (upper-cased) and the types they set. TSSDISPOSW / DISPO also sets TSS. */
const HEADER_VALUES: Readonly<Record<string, readonly ApplicationType[]>> = {
  WEB: ['WEB'],
  TSS: ['TSS'],
  TSSDISPOSW: ['DISPO', 'TSS'],
  DISPO: ['DISPO', 'TSS'],
  ARZTBUCHUNG: ['SURGERY'],
  SURGERY: ['SURGERY'],
  SMEDPATIENT: ['SMED'],
  SMED: ['SMED'],
  // Not in §1 (issue #24 part 2): the statistics staff of a KV.
  KV: ['KV'],
};

/** §4: "Effective priority: SURGERY, DISPO, TSS, SMED, else WEB"; KV (ours) after SMED. */
export const EFFECTIVE_PRIORITY: readonly ApplicationType[] = [
  'SURGERY',
  'DISPO',
  'TSS',
  'SMED',
  'KV',
  'WEB',
];

/**
 * The set of types a header value sets. The value is upper-cased first (§1); several values may be
 * sent comma- or space-separated. Unknown values set nothing, so an empty or unknown header is WEB.
 */
export function parseApplicationTypeHeader(
  header: string | null | undefined,
): Set<ApplicationType> {
  const types = new Set<ApplicationType>();
  for (const part of (header ?? '').toUpperCase().split(/[\s,;]+/)) {
    for (const type of HEADER_VALUES[part] ?? []) types.add(type);
  }
  return types;
}

/** §4: the effective type by priority SURGERY, DISPO, TSS, SMED, else WEB. */
export function effectiveApplicationType(types: ReadonlySet<ApplicationType>): ApplicationType {
  return EFFECTIVE_PRIORITY.find((type) => types.has(type)) ?? 'WEB';
}

/** Header value → effective type in one step. */
export function resolveApplicationType(header: string | null | undefined): ApplicationType {
  return effectiveApplicationType(parseApplicationTypeHeader(header));
}

/**
 * The flags an effective type carries: DISPO also sets TSS (§1), so every block shown for TSS is
 * shown for DISPO too.
 */
export function flagsOf(type: ApplicationType): ReadonlySet<ApplicationType> {
  return new Set(type === 'DISPO' ? ['DISPO', 'TSS'] : [type]);
}

/** The header value the server sends for an effective type (the canonical spelling of §1). */
export const HEADER_VALUE_OF: Readonly<Record<ApplicationType, string>> = {
  WEB: 'WEB',
  TSS: 'TSS',
  DISPO: 'TSSDISPOSW',
  SURGERY: 'ARZTBUCHUNG',
  SMED: 'SMEDPATIENT',
  KV: 'KV',
};
