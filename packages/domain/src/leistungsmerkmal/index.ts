// Referral-free specialties (Leistungsmerkmale) offered without a Vermittlungscode, spec §1 and
// §2 "Specialty options (name to code)". L002 (KSVPsych) exists only in the TSS/DISPO list.
import type { ApplicationType } from '../application-type/types.ts';

export interface Fachrichtung {
  /** Leistungsmerkmal code, e.g. W030. */
  readonly code: string;
  /** Label in the specialty select. */
  readonly name: string;
  /** Shorter label on small devices, where the spec gives one. */
  readonly shortName?: string;
}

/** §2: the specialty options, name to code, in the order of the spec. */
export const FACHRICHTUNGEN_OHNE_UEBERWEISUNG: readonly Fachrichtung[] = [
  { code: 'W030', name: 'Augenarzt' },
  { code: 'W050', name: 'Frauenarzt' },
  { code: 'A001', name: 'Hausarzt' },
  { code: 'L001', name: 'U-Untersuchungen' },
  { code: 'A002', name: 'Kinderarzt' },
  { code: 'W981', name: 'Psychoth. Sprechstunde Erwachsene' },
  {
    code: 'W991',
    name: 'Psychoth. Sprechstunde Kinder & Jugendliche (bis 20 Jahre)',
    shortName: 'Psychoth. Sprechst. Kinder (bis 20 J.)',
  },
];

/** §2: "L002 KSVPsych also exists in the TSS/DISPO list". */
export const KSVPSYCH: Fachrichtung = { code: 'L002', name: 'KSVPsych' };

/** The specialty list a login form offers for an application type. */
export function fachrichtungenFuer(type: ApplicationType): readonly Fachrichtung[] {
  return type === 'TSS' || type === 'DISPO'
    ? [...FACHRICHTUNGEN_OHNE_UEBERWEISUNG, KSVPSYCH]
    : FACHRICHTUNGEN_OHNE_UEBERWEISUNG;
}

/** Codes bookable without a referral (the seven of §1). */
export const REFERRAL_FREE_CODES: readonly string[] = FACHRICHTUNGEN_OHNE_UEBERWEISUNG.map(
  (f) => f.code,
);

export function isReferralFree(code: string): boolean {
  return REFERRAL_FREE_CODES.includes(code);
}

export * from './picker.ts';
