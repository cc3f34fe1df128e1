import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { distanceKm, EARTH_RADIUS_KM, roundKm } from './index.ts';

const BERLIN = { lat: 52.52, lon: 13.405 };
const MUNICH = { lat: 48.1374, lon: 11.5755 };

describe('distanceKm', () => {
  it('is zero from a point to itself', () => {
    expect(distanceKm(BERLIN, BERLIN)).toBe(0);
  });

  it('measures Berlin – Munich as about 504 km', () => {
    expect(distanceKm(BERLIN, MUNICH)).toBeCloseTo(504.4, 0);
  });

  it('is half the circumference between antipodes', () => {
    expect(distanceKm({ lat: 0, lon: 0 }, { lat: 0, lon: 180 })).toBeCloseTo(
      Math.PI * EARTH_RADIUS_KM,
      6,
    );
  });

  it('is symmetric and never negative', () => {
    const point = fc.record({
      lat: fc.double({ min: -90, max: 90, noNaN: true }),
      lon: fc.double({ min: -180, max: 180, noNaN: true }),
    });
    fc.assert(
      fc.property(point, point, (a, b) => {
        const d = distanceKm(a, b);
        expect(d).toBeGreaterThanOrEqual(0);
        expect(d).toBeCloseTo(distanceKm(b, a), 9);
      }),
    );
  });
});

describe('roundKm', () => {
  it.each([
    [0, 0],
    [1.24, 1.2],
    [1.25, 1.3],
    [12.349, 12.3],
  ])('%s km is shown as %s', (km, shown) => {
    expect(roundKm(km)).toBe(shown);
  });
});
