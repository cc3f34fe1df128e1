// The view's figures as text, chart points, map circles and CSV (issue #24 part 2): "< 5" stays
// "< 5" in tables and exports and is a gap in charts and on the map, never a zero.
import { SUPPRESSED } from '@terminservice/domain/statistics';
import { describe, expect, it } from 'vitest';
import { answer, werte } from '../../test/statistics/fixtures.ts';
import { csvFileName, tableCsv } from './csv.ts';
import { chartValue, formatWert, periodLabel } from './format.ts';
import { MAX_RADIUS, MIN_RADIUS, regionCircles } from './regions.ts';
import { chartData } from './series.ts';
import { regionTable, trendTable } from './table-model.ts';

const NBSP = '\u00a0';

describe('formatting (de-DE)', () => {
  it('groups thousands, keeps "< 5" and writes hours and shares the German way', () => {
    expect(formatWert('codesAusgestellt', 1234)).toBe('1.234');
    expect(formatWert('codesAusgestellt', SUPPRESSED)).toBe('< 5');
    expect(formatWert('buchungszeitMedianStunden', 30.5)).toBe('30,5');
    expect(formatWert('anteilInFrist', 0.875)).toBe(`87,5${NBSP}%`);
    expect(formatWert('anteilInFrist', null)).toBe('–');
  });

  it('the export writes counts without grouping and a figure not computed as an empty field', () => {
    expect(formatWert('codesAusgestellt', 1234, 'csv')).toBe('1234');
    expect(formatWert('codesAusgestellt', SUPPRESSED, 'csv')).toBe('< 5');
    expect(formatWert('buchungszeitP90Stunden', null, 'csv')).toBe('');
  });

  it('names weeks by ISO week and months by name', () => {
    expect(periodLabel('2026-11-23', 'woche')).toBe('KW 48/2026 (ab 23.11.2026)');
    expect(periodLabel('2026-12-28', 'woche')).toBe('KW 53/2026 (ab 28.12.2026)');
    expect(periodLabel('2026-11-01', 'monat')).toBe('November 2026');
  });
});

describe('charts', () => {
  it('a suppressed or missing value is a gap (null), never 0', () => {
    expect(chartValue('codesGebucht', SUPPRESSED)).toBeNull();
    expect(chartValue('anteilInFrist', null)).toBeNull();
    expect(chartValue('anteilInFrist', 0.875)).toBe(87.5);
    const codes = chartData(answer(), 'codes');
    const gebucht = codes.series.find((s) => s.label === 'Codes gebucht')!;
    expect(gebucht.values).toEqual([20, null, 20]);
    expect(codes.labels).toEqual(['09.11.', '16.11.', '23.11.']);
  });

  it('every line of a group has its own colour and dash pattern', () => {
    const { series } = chartData(answer(), 'slots');
    expect(new Set(series.map((s) => s.colour)).size).toBe(series.length);
    expect(new Set(series.map((s) => s.dash.join(','))).size).toBe(series.length);
  });
});

describe('the region map', () => {
  it('draws a circle per area with a centre and a shown value; area grows with the value', () => {
    const regionen = [
      { region: '10', lat: 52.5, lon: 13.4, werte: werte({ codesAusgestellt: 400 }) },
      { region: '20', lat: 53.5, lon: 10, werte: werte({ codesAusgestellt: 100 }) },
      { region: '70', lat: 48.8, lon: 9.2, werte: werte({ codesAusgestellt: SUPPRESSED }) },
      { region: '00', lat: null, lon: null, werte: werte({ codesAusgestellt: 900 }) },
    ];
    const circles = regionCircles(regionen, 'codesAusgestellt');
    expect(circles.map((c) => c.id)).toEqual(['10', '20']);
    expect(circles[0]!.radius).toBe(MAX_RADIUS);
    expect(circles[1]!.radius).toBe(MIN_RADIUS + (MAX_RADIUS - MIN_RADIUS) / 2);
  });
});

describe('CSV export', () => {
  it('is UTF-8 with a byte order mark, ";"-separated, CRLF, the table rows with "< 5" kept', () => {
    const csv = tableCsv(trendTable(answer(), 'codes'));
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const lines = csv.slice(1).split('\r\n');
    expect(lines).toEqual([
      'Woche;Codes ausgestellt;Codes gebucht;Codes abgelaufen, ohne Buchung;Codes durch Stornierungen verbraucht',
      'KW 46/2026 (ab 09.11.2026);1234;20;30;40',
      'KW 47/2026 (ab 16.11.2026);10;< 5;30;40',
      'KW 48/2026 (ab 23.11.2026);10;20;30;40',
      'Gesamt;1294;20;30;40',
      '',
    ]);
  });

  it('quotes a field with the separator and leaves derived figures not computed empty', () => {
    const csv = tableCsv(trendTable(answer(), 'buchungszeit'));
    expect(csv).toContain('KW 47/2026 (ab 16.11.2026);;;\r\n');
    const regions = tableCsv(regionTable(answer(), ['codesAusgestellt']));
    expect(regions).toContain('70;< 5\r\n');
    expect(regions).toContain('unbekannt;10\r\n');
    const quoted = tableCsv({ ...trendTable(answer(), 'suche'), rowHeader: 'a;b "c"' });
    expect(quoted.slice(1).split('\r\n')[0]).toBe('"a;b ""c""";Suchen ohne Ergebnis');
  });

  it('names the file by group and range', () => {
    expect(csvFileName('Stornierungen und Verschiebungen', '2026-09-07', '2026-11-29')).toBe(
      'statistik-stornierungen-und-verschiebungen-2026-09-07-2026-11-29.csv',
    );
  });
});
