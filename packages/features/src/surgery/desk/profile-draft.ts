// The profile form's values as typed (numbers as text), to and from a Profile.
import type { Profile } from '@terminservice/domain/supply';

export interface ProfileDraft {
  readonly name: string;
  readonly dauer: string;
  readonly termintyp: string;
  readonly leistungsmerkmale: readonly string[];
  readonly qualifikationen: readonly string[];
  readonly hinweis: string;
  readonly buchungsbefugnisse: readonly string[];
  readonly dringlichkeiten: readonly string[];
  readonly freigabe: string;
  /** Issue #22: the doctor's fields as typed; all empty: no doctor. */
  readonly arztLanr: string;
  readonly arztTitel: string;
  readonly arztVorname: string;
  readonly arztNachname: string;
  readonly sprachen: readonly string[];
}

export const NEW_PROFILE: ProfileDraft = {
  name: '',
  dauer: '15',
  termintyp: 'PRAESENZTERMIN',
  leistungsmerkmale: [],
  qualifikationen: [],
  hinweis: '',
  buchungsbefugnisse: ['PATIENT', 'TSS'],
  dringlichkeiten: [],
  freigabe: '',
  arztLanr: '',
  arztTitel: '',
  arztVorname: '',
  arztNachname: '',
  sprachen: [],
};

export function draftOf(profile: Profile): ProfileDraft {
  return {
    name: profile.name,
    dauer: String(profile.dauerMinuten),
    termintyp: profile.termintyp,
    leistungsmerkmale: profile.leistungsmerkmale,
    qualifikationen: profile.qualifikationen,
    hinweis: profile.hinweis,
    buchungsbefugnisse: profile.buchungsbefugnisse,
    dringlichkeiten: profile.dringlichkeiten,
    freigabe: profile.freigabeTage === null ? '' : String(profile.freigabeTage),
    arztLanr: profile.arzt?.lanr ?? '',
    arztTitel: profile.arzt?.titel ?? '',
    arztVorname: profile.arzt?.vorname ?? '',
    arztNachname: profile.arzt?.nachname ?? '',
    sprachen: profile.sprachen,
  };
}

/** A number field's text as the schema's input: empty → undefined, else a number (NaN fails). */
function numberOf(text: string): number | undefined {
  return text.trim() === '' ? undefined : Number(text.replace(',', '.'));
}

/** The request body to validate with profileInputSchema. */
export function inputOf(draft: ProfileDraft): Record<string, unknown> {
  return {
    name: draft.name,
    dauerMinuten: numberOf(draft.dauer),
    termintyp: draft.termintyp,
    leistungsmerkmale: [...draft.leistungsmerkmale],
    qualifikationen: [...draft.qualifikationen],
    hinweis: draft.hinweis,
    buchungsbefugnisse: [...draft.buchungsbefugnisse],
    dringlichkeiten: [...draft.dringlichkeiten],
    freigabeTage: numberOf(draft.freigabe) ?? null,
    arzt: arztOf(draft),
    sprachen: [...draft.sprachen],
  };
}

/** The doctor's fields as the schema's `arzt`: null when all are empty (the group is optional). */
function arztOf(draft: ProfileDraft): Record<string, string> | null {
  const arzt = {
    lanr: draft.arztLanr,
    titel: draft.arztTitel,
    vorname: draft.arztVorname,
    nachname: draft.arztNachname,
  };
  return Object.values(arzt).every((value) => value.trim() === '') ? null : arzt;
}

export function toggled(list: readonly string[], value: string, on: boolean): string[] {
  return on ? [...new Set([...list, value])] : list.filter((v) => v !== value);
}
