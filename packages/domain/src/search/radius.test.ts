import { describe, expect, it } from 'vitest';
import {
  DEFAULT_RADIUS_KM,
  RADIUS_CHOICES_KM,
  RADIUS_TOOLTIP_TEXT,
  clampRadius,
  isRadiusChoice,
  parseRadius,
} from './radius.ts';

describe('radius (§9)', () => {
  it('offers the §9 choices with default 5 km', () => {
    expect(RADIUS_CHOICES_KM).toEqual([1, 5, 10, 20, 50, 100, 150]);
    expect(DEFAULT_RADIUS_KM).toBe(5);
    expect(RADIUS_TOOLTIP_TEXT).toBe('Erhöhen Sie den Suchradius, um mehr Termine zu finden.');
  });

  it.each([...RADIUS_CHOICES_KM])('%i is a choice', (km) => {
    expect(isRadiusChoice(km)).toBe(true);
  });

  it.each([0, 2, 25, 200, '5', -5])('%j is not a choice', (km) => {
    expect(isRadiusChoice(km)).toBe(false);
  });

  it.each([
    [0, 1],
    [-3, 1],
    [1, 1],
    [25, 25],
    [7.4, 7],
    [150, 150],
    [151, 150],
    [Number.NaN, 5],
  ])('clamps %d to %d', (km, expected) => {
    expect(clampRadius(km)).toBe(expected);
  });

  it.each([
    ['1', 1],
    ['5', 5],
    ['25', 25],
    ['150', 150],
    ['1000', 150],
  ])('parses route text %j as %d', (text, km) => {
    expect(parseRadius(text)).toBe(km);
  });

  it.each(['', '0', '05', '-5', '5.5', '5km', 'abc', '1234567'])(
    'rejects route text %j',
    (text) => {
      expect(parseRadius(text)).toBeNull();
    },
  );
});
