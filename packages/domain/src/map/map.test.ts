import { describe, expect, it } from 'vitest';
import { markerIconFor, specialtyIconSetOf, tileSourceOrigin } from './index.ts';

describe('markerIconFor (§2 icon sets 01, 09, 03, 06, default, multi)', () => {
  it('reads the area digits of a W code as the specialty code', () => {
    expect(markerIconFor(['W010'])).toBe('01');
    expect(markerIconFor(['W030'])).toBe('03');
    expect(markerIconFor(['W060', 'W061'])).toBe('06');
    expect(markerIconFor(['W090', 'W095', 'W098'])).toBe('09');
  });

  it('takes bare two-digit specialty codes as they are', () => {
    expect(markerIconFor(['03'])).toBe('03');
    expect(markerIconFor(['09', 'W093'])).toBe('09');
    expect(markerIconFor(['42'])).toBe('default');
  });

  it('gives other specialties the default set', () => {
    for (const code of ['A001', 'A002', 'L001', 'L002', 'W981', 'W991', 'W050', 'W160']) {
      expect(markerIconFor([code]), code).toBe('default');
    }
    expect(markerIconFor([])).toBe('default');
  });

  it('ignores qualifications and approvals (Z, G codes)', () => {
    expect(markerIconFor(['W030', 'Z010', 'G100'])).toBe('03');
    expect(markerIconFor(['Z010'])).toBe('default');
    expect(specialtyIconSetOf('g100')).toBeNull();
  });

  it('is multi when the profiles fall into more than one set', () => {
    expect(markerIconFor(['W030', 'W090'])).toBe('multi');
    expect(markerIconFor(['A001', 'W095'])).toBe('multi');
    expect(markerIconFor(['A001', 'W981'])).toBe('default');
  });

  it('is case and space tolerant', () => {
    expect(markerIconFor([' w030 '])).toBe('03');
  });
});

describe('tileSourceOrigin', () => {
  it('turns the {s} subdomain into a CSP wildcard', () => {
    expect(tileSourceOrigin('https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe(
      'https://*.tile.openstreetmap.org',
    );
  });

  it('keeps host and port of a plain template', () => {
    expect(tileSourceOrigin('http://Tiles.Example.org:8088/osm/{z}/{x}/{y}.png?key=1')).toBe(
      'http://tiles.example.org:8088',
    );
  });

  it('refuses templates that are not http(s) tile URLs', () => {
    for (const bad of [
      '',
      'ftp://tiles.example.org/{z}/{x}/{y}.png',
      'https://tiles.example.org/tile.png',
      'https://tiles.example.org/{z}/{x}.png',
      "https://tiles.example.org/{z}/{x}/{y}.png' 'unsafe-inline",
      'javascript:alert(1)//{z}{x}{y}',
    ]) {
      expect(tileSourceOrigin(bad), bad).toBeNull();
    }
  });
});
