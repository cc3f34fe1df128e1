// The shapes the demo data is planned in (seed/demo.ts): where a practice lies, its doctors, its
// appointment profiles and weekly blocks, and the column buffer one chunk is inserted from.
import type { Fachgebiet } from './fachgebiete.ts';

export interface PlzEintrag {
  readonly plz: string;
  readonly ortsname: string;
  readonly lat: number;
  readonly lon: number;
  readonly kvId: string;
}

export interface PraxisPlan {
  readonly nummer: number;
  readonly fachgebiet: Fachgebiet;
  readonly ort: PlzEintrag;
  /** Guarantee practice: guaranteed patient-bookable in-person and video blocks every week. */
  readonly garantie: boolean;
  readonly smed: boolean;
}

export interface Person {
  readonly weiblich: boolean;
  readonly titel: string;
  readonly vorname: string;
  readonly nachname: string;
}

export interface WochenBlock {
  readonly wochentag: number;
  readonly start: number;
  readonly anzahl: number;
  readonly takt: number;
  readonly dauer: number;
  readonly termintyp: 'PRAESENZTERMIN' | 'VIDEOSPRECHSTUNDE';
  readonly befugnisse: string;
  readonly freigegeben: boolean;
  readonly garantiert: boolean;
}

export interface ProfilVorlage {
  readonly id: string;
  readonly bloecke: readonly WochenBlock[];
  /** Share of weeks in which a (not guaranteed) block is opened for online booking. */
  readonly wochenAnteil: number;
  /** Offers some of its slots as later appointments (section 'additional'). */
  readonly spaeter: boolean;
}

/** What a practice offers week by week: the same on every date. */
export interface PraxisVorlage {
  readonly id: string;
  readonly profile: readonly ProfilVorlage[];
  /** Weekdays with at least one block. */
  readonly wochentage: ReadonlySet<number>;
}

/** Rows of one chunk, column by column (bulk insert with unnest). */
export class Spalten {
  readonly praxen = {
    id: [] as string[],
    bsnr: [] as string[],
    name: [] as string[],
    strasse: [] as string[],
    plz: [] as string[],
    ort: [] as string[],
    lat: [] as number[],
    lon: [] as number[],
    kv: [] as string[],
    telefon: [] as (string | null)[],
    web: [] as (string | null)[],
    hinweis: [] as (string | null)[],
    bf: [] as string[],
    bfText: [] as (string | null)[],
    smed: [] as (string | null)[],
  };
  readonly profile = {
    id: [] as string[],
    praxis: [] as string[],
    name: [] as string[],
    hinweis: [] as (string | null)[],
    lm: [] as string[],
    quali: [] as string[],
    // Issue #22: the doctor (all null for a profile without one) and the languages, comma-joined.
    lanr: [] as (string | null)[],
    titel: [] as (string | null)[],
    vorname: [] as (string | null)[],
    nachname: [] as (string | null)[],
    sprachen: [] as string[],
  };
  readonly bloecke = {
    praxis: [] as string[],
    profil: [] as string[],
    beginn: [] as string[],
    anzahl: [] as number[],
    takt: [] as number[],
    dauer: [] as number[],
    typ: [] as string[],
    befugnisse: [] as string[],
    abschnitt: [] as string[],
    luecken: [] as number[],
  };
}

export const praxisId = (nummer: number) => `P${String(nummer).padStart(6, '0')}`;
