// The doctor a Terminprofil names (issue #22; the KBV TVS guide's PractitionerRole): the LANR and
// the name. Optional as a whole; with a doctor, LANR and family name are required.
import * as v from 'valibot';

/**
 * Lebenslange Arztnummer: six digits, a check digit, two digits of the Fachgruppe (KBV
 * Arztnummern-Richtlinie §2).
 */
export const LANR_PATTERN = /^[0-9]{9}$/;

export const ARZT_LIMITS = { titel: 40, vorname: 80, nachname: 80 } as const;

export const LANR_FORMAT_MESSAGE = 'Die LANR besteht aus 9 Ziffern.';
export const LANR_CHECK_MESSAGE = 'Die Prüfziffer der LANR stimmt nicht.';

/**
 * The check digit (7th digit) of a LANR from its first six digits: the digits are weighted 4, 9,
 * 4, 9, 4, 9 from the left, the sum is taken modulo 10, and the check digit is 10 minus that
 * (0 when the difference is 10) — the modulo-10 rule of the KBV Arztnummern-Richtlinie.
 */
export function lanrCheckDigit(firstSix: string): number {
  let sum = 0;
  for (let i = 0; i < 6; i++) sum += Number(firstSix[i]) * (i % 2 === 0 ? 4 : 9);
  return (10 - (sum % 10)) % 10;
}

/** Whether a LANR has nine digits and its check digit fits. */
export function isValidLanr(value: string): boolean {
  return LANR_PATTERN.test(value) && lanrCheckDigit(value.slice(0, 6)) === Number(value[6]);
}

const namePart = (max: number, message: string) =>
  v.optional(
    v.pipe(v.string(message), v.trim(), v.maxLength(max, `Höchstens ${max} Zeichen.`)),
    '',
  );

/** The doctor of a profile. Spaces in a typed LANR are dropped ('123456 7 01'). */
export const arztSchema = v.strictObject(
  {
    // Optional at first, then required: a missing key gets the field's own message, not the
    // object's.
    lanr: v.pipe(
      v.optional(v.string('Bitte geben Sie die LANR an.'), ''),
      v.transform((value) => value.replace(/\s+/g, '')),
      v.nonEmpty('Bitte geben Sie die LANR an.'),
      v.regex(LANR_PATTERN, LANR_FORMAT_MESSAGE),
      v.check(isValidLanr, LANR_CHECK_MESSAGE),
    ),
    /** Title or prefix as written before the name ('Dr. med.'). */
    titel: namePart(ARZT_LIMITS.titel, 'Der Titel muss ein Text sein.'),
    vorname: namePart(ARZT_LIMITS.vorname, 'Der Vorname muss ein Text sein.'),
    nachname: v.pipe(
      v.optional(v.string('Bitte geben Sie den Nachnamen an.'), ''),
      v.trim(),
      v.nonEmpty('Bitte geben Sie den Nachnamen an.'),
      v.maxLength(ARZT_LIMITS.nachname, `Höchstens ${ARZT_LIMITS.nachname} Zeichen.`),
    ),
  },
  'Ungültige Angaben zur Ärztin oder zum Arzt.',
);
export type Arzt = v.InferOutput<typeof arztSchema>;

/** The name as results and the booking modal show it: 'Dr. med. Ayşe Demir'. */
export function arztName(arzt: {
  readonly titel?: string;
  readonly vorname?: string;
  readonly nachname: string;
}): string {
  return [arzt.titel, arzt.vorname, arzt.nachname]
    .map((part) => (part ?? '').trim())
    .filter(Boolean)
    .join(' ');
}
