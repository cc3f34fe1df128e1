// The 17 Kassenärztliche Vereinigungen (KV) by their official two-digit number: reference data
// the server stores (kv_regionen) and the TSS app's statistics view offers the KBV to choose from
// (issue #24 part 2). Search shows 'Mitglied der {kv}' for TSS (spec §2 "Office item"), so `name`
// is the short official form that reads correctly there ("Mitglied der KV Bayerns"); `langname`
// is the full name.

export interface KvRegion {
  /** Official two-digit KV number. */
  readonly id: string;
  /** Short official name, e.g. 'KV Bayerns'. Stored in kv_regionen.name. */
  readonly name: string;
  /** Full name, e.g. 'Kassenärztliche Vereinigung Bayerns'. */
  readonly langname: string;
  /** Federal state (or part of it, for North Rhine-Westphalia). */
  readonly region: string;
  /**
   * The federal state's ISO 3166-2 code (e.g. 'DE-BY'): the jurisdiction the open feed names
   * (issue #24 part 3, SMART Scheduling Links `state`); both KVs of North Rhine-Westphalia: DE-NW.
   */
  readonly land: string;
}

export const KV_REGIONEN: readonly KvRegion[] = [
  kv('01', 'Schleswig-Holstein', 'Schleswig-Holstein', 'DE-SH'),
  kv('02', 'Hamburg', 'Hamburg', 'DE-HH'),
  kv('03', 'Bremen', 'Bremen', 'DE-HB'),
  kv('17', 'Niedersachsen', 'Niedersachsen', 'DE-NI'),
  kv('20', 'Westfalen-Lippe', 'Nordrhein-Westfalen (Westfalen-Lippe)', 'DE-NW'),
  kv('38', 'Nordrhein', 'Nordrhein-Westfalen (Nordrhein)', 'DE-NW'),
  kv('46', 'Hessen', 'Hessen', 'DE-HE'),
  kv('51', 'Rheinland-Pfalz', 'Rheinland-Pfalz', 'DE-RP'),
  kv('52', 'Baden-Württemberg', 'Baden-Württemberg', 'DE-BW'),
  kv('71', 'Bayerns', 'Bayern', 'DE-BY'),
  kv('72', 'Berlin', 'Berlin', 'DE-BE'),
  kv('73', 'Saarland', 'Saarland', 'DE-SL'),
  kv('78', 'Mecklenburg-Vorpommern', 'Mecklenburg-Vorpommern', 'DE-MV'),
  kv('83', 'Brandenburg', 'Brandenburg', 'DE-BB'),
  kv('88', 'Sachsen-Anhalt', 'Sachsen-Anhalt', 'DE-ST'),
  kv('93', 'Thüringen', 'Thüringen', 'DE-TH'),
  kv('98', 'Sachsen', 'Sachsen', 'DE-SN'),
];

function kv(id: string, suffix: string, region: string, land: string): KvRegion {
  return {
    land,
    id,
    name: `KV ${suffix}`,
    langname: `Kassenärztliche Vereinigung ${suffix}`,
    region,
  };
}

/** The KV of this number, if there is one. */
export function kvRegion(id: string): KvRegion | undefined {
  return KV_REGIONEN.find((k) => k.id === id);
}
