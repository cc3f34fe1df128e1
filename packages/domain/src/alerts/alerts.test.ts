import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { searchEntryState } from '../search/index.ts';
import {
  alertLinkPath,
  alertLinkRequestSchema,
  alertSubscribeRequestSchema,
  alertUnsubscribePath,
  describeDaytime,
  germanDate,
} from './index.ts';

const BODY = {
  plz: '10115',
  radius: 10,
  tageszeiten: '00000000000000',
  termintyp: 'ALL',
  kanal: 'email',
  empfaenger: 'max@example.org',
};

function issues(input: unknown): Record<string, string> {
  const result = v.safeParse(alertSubscribeRequestSchema, input);
  if (result.success) return {};
  return Object.fromEntries(result.issues.map((i) => [v.getDotPath(i) ?? '', i.message]));
}

describe('the subscribe request (issue #15)', () => {
  it('takes the search filters and an address of the channel', () => {
    expect(issues(BODY)).toEqual({});
    expect(issues({ ...BODY, kanal: 'sms', empfaenger: '+49 170 1234567' })).toEqual({});
    const parsed = v.parse(alertSubscribeRequestSchema, BODY);
    expect(parsed.qualifikationen).toEqual([]);
    // Issue #22: a language of the list, or none.
    expect(issues({ ...BODY, sprache: 'tr' })).toEqual({});
    expect(issues({ ...BODY, sprache: 'xx' })).toEqual({
      sprache: 'Diese Sprache ist nicht bekannt.',
    });
  });

  it('checks the address by its channel’s rules, with their messages', () => {
    expect(issues({ ...BODY, empfaenger: 'keine' })).toEqual({
      empfaenger: 'Ungültige E-Mail-Adresse',
    });
    expect(issues({ ...BODY, kanal: 'sms', empfaenger: 'abc' }).empfaenger).toMatch(/Zeichen/);
  });

  it.each([
    [{ radius: 0 }, 'radius'],
    [{ radius: 151 }, 'radius'],
    [{ radius: 2.5 }, 'radius'],
    [{ tageszeiten: '0101' }, 'tageszeiten'],
    [{ termintyp: 'HAUSBESUCH' }, 'termintyp'],
    [{ kanal: 'brief' }, 'kanal'],
    [{ plz: '1011' }, 'plz'],
  ])('refuses %j', (change, field) => {
    expect(Object.keys(issues({ ...BODY, ...change }))).toContain(field);
  });

  it('takes only link keys of 32 base64url characters', () => {
    expect(v.is(alertLinkRequestSchema, { link: 'a'.repeat(32) })).toBe(true);
    expect(v.is(alertLinkRequestSchema, { link: 'a'.repeat(31) })).toBe(false);
    expect(v.is(alertLinkRequestSchema, { link: `${'a'.repeat(31)}/` })).toBe(false);
  });
});

describe('the alert in words and its pages', () => {
  it('names the days and times', () => {
    expect(describeDaytime('00000000000000')).toBe('alle Tage und Tageszeiten');
    expect(describeDaytime('10000011000000')).toBe('Montag vormittags, Donnerstag ganztags');
    expect(describeDaytime('00000000000001')).toBe('Sonntag nachmittags');
    expect(germanDate('2026-12-24')).toBe('24.12.2026');
  });

  it('links by key only', () => {
    expect(alertLinkPath('abc')).toBe('/terminservice/terminalarm/abc');
    expect(alertUnsubscribePath('abc')).toBe('/terminservice/terminalarm/abmelden/abc');
  });

  it('hands the search only valid days, types and languages', () => {
    expect(
      searchEntryState({ daytime: '10000000000000', appointmentType: 'VIDEOSPRECHSTUNDE' }),
    ).toEqual({
      daytime: '10000000000000',
      appointmentType: 'VIDEOSPRECHSTUNDE',
    });
    expect(searchEntryState({ sprache: 'tr' })).toEqual({ sprache: 'tr' });
    expect(
      searchEntryState({ daytime: 'x', appointmentType: 'y', sprache: 'klingonisch' }),
    ).toEqual({});
    expect(searchEntryState(null)).toEqual({});
  });
});
