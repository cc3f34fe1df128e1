// The doctor and the diagnosis languages of a demo profile (issue #22). Drawn from a PRNG of the
// profile's own id, not the practice's: the practice's stream (and so every slot the demo plans)
// stays what it was before profiles had doctors. Every guarantee profile (demo-praxen.ts) speaks
// English and Turkish, so the language filter finds slots near the guarantee postcodes (10115 …).
import { lanrCheckDigit, type SpracheCode } from '@terminservice/domain/supply';
import { createRng } from './random.ts';
import type { Person } from './demo-typen.ts';

/** How often a language is spoken among the demo doctors (roughly Germany's larger languages). */
const SPRACHEN_GEWICHTE: ReadonlyArray<readonly [SpracheCode, number]> = [
  ['en', 40],
  ['tr', 14],
  ['ru', 10],
  ['ar', 10],
  ['pl', 8],
  ['fr', 8],
  ['uk', 6],
  ['es', 6],
  ['it', 5],
  ['fa', 4],
  ['el', 3],
  ['hr', 3],
  ['ro', 3],
  ['vi', 2],
  ['zh', 2],
];

/** Fachgruppe of the demo LANRs: no real group (the doctors are invented). */
const DEMO_FACHGRUPPE = '99';

export interface DemoArzt {
  readonly lanr: string;
  readonly titel: string;
  readonly vorname: string;
  readonly nachname: string;
  /** Comma-joined codes ('' for none), as the seed's column buffer holds them. */
  readonly sprachen: string;
}

/**
 * The doctor of a doctor's profile: a LANR with a valid check digit, unique per practice number
 * and doctor (`nummer` up to 199,999 with up to 5 doctors), and 0–3 languages.
 */
export function demoArzt(
  profilId: string,
  nummer: number,
  index: number,
  person: Person,
  garantie: boolean,
): DemoArzt {
  const stamm = String((nummer * 5 + index) % 1_000_000).padStart(6, '0');
  const rng = createRng(`${profilId}:sprachen`);
  const sprachen = new Set<SpracheCode>(garantie ? ['en', 'tr'] : []);
  if (garantie || rng.chance(0.4)) {
    const anzahl = rng.int(1, 3);
    for (let i = 0; i < anzahl; i++) sprachen.add(rng.weighted(SPRACHEN_GEWICHTE));
  }
  return {
    lanr: `${stamm}${lanrCheckDigit(stamm)}${DEMO_FACHGRUPPE}`,
    titel: person.titel,
    vorname: person.vorname,
    nachname: person.nachname,
    sprachen: [...sprachen].join(','),
  };
}
