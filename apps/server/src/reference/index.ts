// Reference data: KVs, postcodes, qualification catalogue (docs/architecture.md "Server").
export { KV_REGIONEN, kvIdFuerKreis, kvRegion, type KvRegion } from './kv.ts';
export {
  ARZTGRUPPEN,
  GENEHMIGUNGEN,
  ZUSATZQUALIFIKATIONEN,
  LEISTUNGSMERKMAL_NAMEN,
  katalogZeilen,
  qualifikationenAusZeilen,
  type Arztgruppe,
  type KatalogZeile,
  type Leistungsmerkmal,
  type Qualifikationen,
} from './leistungsmerkmale.ts';
export type { PlzZeile } from './postleitzahlen-ableiten.ts';
export { ladePostleitzahlen, POSTLEITZAHLEN_DATEI } from './postleitzahlen-datei.ts';
export { seedReferenceData, type ReferenceSeedResult } from './seed.ts';
