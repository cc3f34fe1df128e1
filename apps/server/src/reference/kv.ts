// The 17 Kassenärztliche Vereinigungen (KV) by their official two-digit number, and the rule that
// maps an official district key (AGS of a Kreis) to its KV. Search shows 'Mitglied der {kv}' for
// TSS (spec §2 "Office item"), so `name` is the short official form that reads correctly there
// ("Mitglied der KV Bayerns"); `langname` is the full name.

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

/** Federal state key (first two digits of the AGS) → KV number; North Rhine-Westphalia (05) splits. */
const KV_NACH_LAND: Readonly<Record<string, string>> = {
  '01': '01', // Schleswig-Holstein
  '02': '02', // Hamburg
  '03': '17', // Niedersachsen
  '04': '03', // Bremen
  '06': '46', // Hessen
  '07': '51', // Rheinland-Pfalz
  '08': '52', // Baden-Württemberg
  '09': '71', // Bayern
  '10': '73', // Saarland
  '11': '72', // Berlin
  '12': '83', // Brandenburg
  '13': '78', // Mecklenburg-Vorpommern
  '14': '98', // Sachsen
  '15': '88', // Sachsen-Anhalt
  '16': '93', // Thüringen
};

/**
 * The KV of a Kreis, from its official key (AGS, e.g. '05315' for Köln). In North
 * Rhine-Westphalia the Regierungsbezirke Düsseldorf (051) and Köln (053) form KV Nordrhein;
 * Münster (055), Detmold (057) and Arnsberg (059) form KV Westfalen-Lippe.
 */
export function kvIdFuerKreis(ags: string): string {
  const land = ags.slice(0, 2);
  if (land === '05') return ['051', '053'].includes(ags.slice(0, 3)) ? '38' : '20';
  const id = KV_NACH_LAND[land];
  if (!id) throw new Error(`Unbekannter Landesschlüssel im AGS "${ags}"`);
  return id;
}

export function kvRegion(id: string): KvRegion | undefined {
  return KV_REGIONEN.find((k) => k.id === id);
}
