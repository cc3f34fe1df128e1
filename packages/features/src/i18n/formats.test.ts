import { formatGermanDate, formatTime, weekdayName } from '@terminservice/domain/dates';
import { describe, expect, it } from 'vitest';
import { dateText, numberText, timeText, weekdayText } from './formats.ts';

const thursday = new Date(2026, 0, 8, 9, 5);

describe('dates and numbers per language', () => {
  it('keeps the spec formats in German', () => {
    expect(dateText('de', thursday)).toBe(formatGermanDate(thursday));
    expect(dateText('de', thursday)).toBe('08.01.2026');
    expect(timeText('de', thursday)).toBe(formatTime(thursday));
    expect(weekdayText('de', thursday)).toBe(weekdayName(thursday));
  });

  it('formats the other languages through Intl', () => {
    expect(dateText('en', thursday)).toBe('08/01/2026');
    expect(timeText('en', thursday)).toBe('09:05');
    expect(weekdayText('en', thursday)).toBe('Thursday');
    expect(weekdayText('tr', thursday)).toBe('Perşembe');
    expect(dateText('ar', thursday).replace(/\u200f/g, '')).toBe('08/01/2026');
    expect(timeText('ar', thursday)).toMatch(/^09:05/);
    expect(numberText('en', 1234)).toBe('1,234');
    expect(numberText('de', 1234)).toBe('1.234');
  });
});
