// The rule that maps an official district key (AGS of a Kreis) to its KV; the 17 KVs themselves are
// the domain's (@terminservice/domain/kv).
import { KV_REGIONEN, kvRegion, type KvRegion } from '@terminservice/domain/kv';

export { KV_REGIONEN, kvRegion, type KvRegion };

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
