// Names of Leistungsmerkmale and qualifications for the desk, from the catalogue (§7
// leistungsmerkmale, §3 qualifications response): w items are Leistungsmerkmale, z and g extras
// are qualifications. The picker hands back item keys, comma-joined for w (§3).
import type { QualificationsResponse } from '@terminservice/domain/api';
import { QUALIFIKATIONEN_SEPARATOR } from '@terminservice/domain/search';

export interface CatalogueNames {
  readonly names: ReadonlyMap<string, string>;
  /** Codes that are qualifications (z, g), not Leistungsmerkmale. */
  readonly qualifications: ReadonlySet<string>;
}

export const EMPTY_CATALOGUE: CatalogueNames = { names: new Map(), qualifications: new Set() };

export function catalogueNames(response: QualificationsResponse): CatalogueNames {
  const names = new Map<string, string>();
  for (const subgroups of Object.values(response.w)) {
    for (const [name, codes] of Object.entries(subgroups)) {
      for (const code of codes) if (!names.has(code)) names.set(code, name);
    }
  }
  const qualifications = new Set<string>();
  for (const extras of [response.z, response.g]) {
    for (const [code, name] of Object.entries(extras)) {
      names.set(code, name);
      qualifications.add(code);
    }
  }
  return { names, qualifications };
}

/** The picker's keys as codes, split into Leistungsmerkmale and qualifications. */
export function splitPickedKeys(
  keys: readonly string[],
  catalogue: CatalogueNames,
): { leistungsmerkmale: string[]; qualifikationen: string[] } {
  const codes = keys.flatMap((key) => key.split(QUALIFIKATIONEN_SEPARATOR)).filter(Boolean);
  return {
    leistungsmerkmale: codes.filter((c) => !catalogue.qualifications.has(c)),
    qualifikationen: codes.filter((c) => catalogue.qualifications.has(c)),
  };
}

export function nameOf(catalogue: CatalogueNames, code: string): string {
  return catalogue.names.get(code) ?? code;
}
