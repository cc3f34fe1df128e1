// The register import on a real database (PGlite, or PostgreSQL with DATABASE_URL): a good file, a
// semicolon file, re-import, optional columns, bad rows with their lines, warnings, a dry run, and
// the search index of practices (praxis_merkmale) through moves.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/client.ts';
import { seedReferenceData } from '../../src/reference/index.ts';
import { importRegister, RegisterFileError, summaryLine } from '../../src/register/index.ts';
import { seedReference } from '../fixtures/booking.ts';
import { csvFile, HEADER, practiceRow, row, SAMPLE } from '../fixtures/register.ts';
import { openTestDb } from '../helper.ts';

let db: Db;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ db, drop } = await openTestDb());
  await seedReferenceData(db);
  await seedReference(db);
  // PGlite's start, the migrations and 8,168 postcodes take long on a busy machine.
}, 180_000);
afterAll(() => drop());

describe('importing the sample register', () => {
  it('imports every practice with position and KV from the postcode table', async () => {
    const result = await importRegister(db, SAMPLE);
    expect(summaryLine(result)).toBe('importiert: 8, aktualisiert: 0, abgelehnt: 0, entfernt: 0');
    expect(result.warnings).toEqual([]);
    const praxis = await practiceRow(db, '729900102');
    const [plz] = await db.query<{ lat: number; lon: number }>(
      `SELECT lat, lon FROM postleitzahlen WHERE plz = '10117'`,
    );
    expect(praxis).toMatchObject({
      id: 'B729900102',
      name: 'Augenarztpraxis Dr. Sommer, Dr. Winter',
      strasse: 'Friedrichstraße 80',
      plz: '10117',
      ort: 'Berlin',
      lat: plz!.lat,
      lon: plz!.lon,
      kv_id: '72',
      telefon: '030 7654321',
      webseite: 'https://www.augen-sommer.example.org',
      hinweis: 'Bitte bringen Sie Ihre Brille mit, falls vorhanden.',
      barrierefreiheiten: ['Aufzug vorhanden'],
      entfernt: false,
    });
    expect(await practiceRow(db, '389900104')).toMatchObject({
      name: 'Praxis "Am Dom" – Dermatologie',
      kv_id: '38',
      telefon: '0221 3456789',
      webseite: 'https://praxis-am-dom.example.org/termine',
      hinweis: null,
      barrierefreiheiten: [],
    });
    expect((await practiceRow(db, '719900103'))?.hinweis).toBe(
      'Die Praxis liegt im 2. Obergeschoss.\r\nDer Aufzug ist im Hof.',
    );
  });

  it('importing it again duplicates nothing and writes nothing that did not change', async () => {
    const result = await importRegister(db, SAMPLE);
    expect(summaryLine(result)).toBe('importiert: 0, aktualisiert: 0, abgelehnt: 0, entfernt: 0');
    expect(result.unveraendert).toBe(8);
    const [count] = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM praxen WHERE bsnr LIKE '__99001__'`,
    );
    expect(count!.n).toBe(8);
  });
});

describe('a semicolon file with a BOM', () => {
  it('is read like a comma file; names, addresses and postcodes update', async () => {
    const bytes = csvFile([
      '\uFEFFBSNR;Name;Strasse;PLZ;Ort;Telefon',
      '729900101;Hausarztpraxis am Nordbahnhof, neu;Chausseestraße 1;10117;Berlin;030 999',
      '729900201;"Praxis ""Mitte""; Innere Medizin";Unter den Linden 1;10117;Berlin;',
    ]);
    const result = await importRegister(db, bytes);
    expect(summaryLine(result)).toBe('importiert: 1, aktualisiert: 1, abgelehnt: 0, entfernt: 0');
    expect(await practiceRow(db, '729900101')).toMatchObject({
      name: 'Hausarztpraxis am Nordbahnhof, neu',
      strasse: 'Chausseestraße 1',
      plz: '10117',
      telefon: '030 999',
      // Columns the file does not have keep their values.
      webseite: 'https://hausarzt-nordbahnhof.example.org',
      barrierefreiheiten: ['Ebenerdiger Zugang', 'Barrierefreies WC'],
    });
    expect(await practiceRow(db, '729900201')).toMatchObject({
      id: 'B729900201',
      name: 'Praxis "Mitte"; Innere Medizin',
      telefon: null,
    });
  });

  it('an optional column that is there but empty clears the value', async () => {
    const bytes = csvFile([
      'bsnr;name;strasse;plz;ort;webseite;barrierefreiheiten',
      '729900101;Hausarztpraxis am Nordbahnhof;Invalidenstraße 117;10115;Berlin;;',
    ]);
    await importRegister(db, bytes);
    expect(await practiceRow(db, '729900101')).toMatchObject({
      webseite: null,
      barrierefreiheiten: [],
      telefon: '030 999',
    });
  });
});

describe('rows with problems', () => {
  it('are rejected with their physical line and every reason; the rest imports', async () => {
    const long = 'x'.repeat(101);
    const bytes = csvFile([
      `${HEADER},webseite,barrierefreiheiten,kv,telefon`,
      `${row('729900301')},,,,`,
      '12345,Praxis,Weg 1,10115,Berlin,,,,',
      '729900302,Praxis,Weg 1,99999,Berlin,,,,',
      '729900303,,Weg 1,10115,,,,,',
      '729900304,"Praxis mit',
      'Zeilenumbruch",Weg 1,10115,Berlin,,,,',
      `729900305,${long},Weg 1,10115,Berlin,,,,`,
      '729900306,Praxis,Weg 1,10115,Berlin,javascript:alert(1),,,',
      '729900307,Praxis,Weg 1,10115,Berlin,,Rampe|Aufzug vorhanden,,',
      '729900308,Praxis,Weg 1,10115,Berlin,,,99,',
      '729900309,Praxis,Weg 1,10115,Berlin,,,,Tel. 030',
      '729900310,Praxis,Weg 1,1011,Berlin,,,,',
      '729900311,Praxis,Weg 1,10115,Berlin',
      `${row('729900312')},,,,`,
      `${row('729900312', 'Doppelt')},,,,`,
      `${row('729900313')},,,38,`,
    ]);
    const result = await importRegister(db, bytes);
    expect(summaryLine(result)).toBe('importiert: 2, aktualisiert: 0, abgelehnt: 13, entfernt: 0');
    expect(result.rejected).toEqual([
      { line: 3, text: 'BSNR „12345“ hat nicht genau 9 Ziffern.' },
      { line: 4, text: 'Postleitzahl 99999 ist unbekannt.' },
      { line: 5, text: 'Pflichtfeld „name“ ist leer. Pflichtfeld „ort“ ist leer.' },
      { line: 6, text: '„name“ enthält Steuerzeichen oder einen Zeilenumbruch.' },
      { line: 8, text: '„name“ ist länger als 100 Zeichen.' },
      { line: 9, text: '„webseite“ ist keine gültige Adresse (http:// oder https://).' },
      {
        line: 10,
        text: 'Barrierefreiheit „Rampe“ ist unbekannt (die bekannten Werte stehen in docs/register.md).',
      },
      { line: 11, text: 'KV „99“ ist keine der 17 KV-Nummern.' },
      { line: 12, text: '„telefon“ darf nur Ziffern, Leerzeichen und + - / ( ) enthalten.' },
      { line: 13, text: 'Postleitzahl „1011“ hat nicht genau 5 Ziffern.' },
      { line: 14, text: 'Die Zeile hat 5 Felder, die Kopfzeile 9.' },
      {
        line: 15,
        text: 'BSNR 729900312 steht mehrfach in der Datei (Zeilen 15, 16); keine dieser Zeilen wird übernommen.',
      },
      {
        line: 16,
        text: 'BSNR 729900312 steht mehrfach in der Datei (Zeilen 15, 16); keine dieser Zeilen wird übernommen.',
      },
    ]);
    expect(result.warnings).toEqual([
      'Zeile 17: Warnung: KV 38 weicht von der KV der Postleitzahl (72) ab; übernommen wird 38.',
    ]);
    expect(await practiceRow(db, '729900301')).toBeDefined();
    expect((await practiceRow(db, '729900313'))?.kv_id).toBe('38');
    for (const bsnr of ['729900302', '729900305', '729900311', '729900312']) {
      expect(await practiceRow(db, bsnr)).toBeUndefined();
    }
  });

  it('an unknown column is reported once and ignored', async () => {
    const result = await importRegister(
      db,
      csvFile([`${HEADER},Fax`, `${row('729900401')},030 1`]),
    );
    expect(result.warnings).toEqual(['Warnung: Spalte „Fax“ ist unbekannt und wird ignoriert.']);
    expect(result.importiert).toBe(1);
  });

  it('a file without a required column changes nothing', async () => {
    const bytes = csvFile(['bsnr,name,plz,ort', '729900501,Praxis,10115,Berlin']);
    await expect(importRegister(db, bytes)).rejects.toThrow(RegisterFileError);
    await expect(importRegister(db, bytes)).rejects.toThrow(
      'Der Kopfzeile fehlen Pflichtspalten: strasse.',
    );
    expect(await practiceRow(db, '729900501')).toBeUndefined();
  });
});

describe('a dry run', () => {
  it('counts like an import and changes nothing', async () => {
    const bytes = csvFile([HEADER, row('729900601'), row('729900101', 'Neuer Name')]);
    const result = await importRegister(db, bytes, { probelauf: true });
    expect(summaryLine(result)).toBe('importiert: 1, aktualisiert: 1, abgelehnt: 0, entfernt: 0');
    expect(result.probelauf).toBe(true);
    expect(await practiceRow(db, '729900601')).toBeUndefined();
    expect((await practiceRow(db, '729900101'))?.name).toBe('Hausarztpraxis am Nordbahnhof');
  });
});

describe('big files', () => {
  it('are written in batches with progress lines that hold no row data', async () => {
    const rows = Array.from({ length: 25 }, (_, i) => row(`7299007${String(i).padStart(2, '0')}`));
    const progress: string[] = [];
    const result = await importRegister(db, csvFile([HEADER, ...rows]), {
      batchSize: 10,
      onProgress: (line) => progress.push(line),
    });
    expect(result.importiert).toBe(25);
    expect(progress).toEqual([
      '25 Zeilen gelesen und geprüft',
      '10/25 Praxen geschrieben',
      '20/25 Praxen geschrieben',
      '25/25 Praxen geschrieben',
    ]);
  });
});

describe('the search index of practices (praxis_merkmale, migration 0006)', () => {
  it('follows a practice that moves', async () => {
    await importRegister(db, csvFile([HEADER, row('729900801')]));
    await db.query(
      `INSERT INTO terminprofile (id, praxis_id, name, leistungsmerkmale)
       VALUES ('profil-729900801', 'B729900801', 'Sprechstunde', '{W030}')`,
    );
    const merkmale = () =>
      db.query<{ merkmal: string; lat: number }>(
        `SELECT merkmal, lat FROM praxis_merkmale WHERE praxis_id = 'B729900801'`,
      );
    expect(await merkmale()).toHaveLength(1);
    await importRegister(
      db,
      csvFile([HEADER, '729900801,Praxis 729900801,Marienplatz 1,80331,München']),
    );
    const [moved] = await merkmale();
    const [munich] = await db.query<{ lat: number }>(
      `SELECT lat FROM postleitzahlen WHERE plz = '80331'`,
    );
    expect(moved).toEqual({ merkmal: 'W030', lat: munich!.lat });
  });
});
