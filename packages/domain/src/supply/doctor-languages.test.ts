import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { arztName, arztSchema, isValidLanr, lanrCheckDigit } from './arzt.ts';
import { profileInputSchema } from './profile.ts';
import {
  DIAGNOSE_SPRACHEN,
  SPRACHE_CODE_SYSTEM,
  SPRACHE_CODES,
  SPRACHEN_MAX,
  isSpracheCode,
  spracheName,
  sprachenNamen,
  sprachenSchema,
} from './sprachen.ts';

const PROFILE = {
  name: 'Sprechstunde',
  dauerMinuten: 15,
  termintyp: 'PRAESENZTERMIN',
  leistungsmerkmale: ['W030'],
  buchungsbefugnisse: ['PATIENT'],
};

describe('LANR', () => {
  it('computes the check digit with the weights 4 and 9, modulo 10', () => {
    // 1·4 + 2·9 + 3·4 + 4·9 + 5·4 + 6·9 = 144 → 10 − 4 = 6
    expect(lanrCheckDigit('123456')).toBe(6);
    // 0 → the difference 10 gives 0
    expect(lanrCheckDigit('000000')).toBe(0);
    // 9·4 + 9·9 … = 351 → 10 − 1 = 9 (the KBV's substitute number 999999900)
    expect(lanrCheckDigit('999999')).toBe(9);
  });

  it.each(['123456601', '000000000', '999999900', '111111101'])('accepts %s', (lanr) => {
    expect(isValidLanr(lanr)).toBe(true);
  });

  it.each(['123456701', '12345660', '1234566010', '12345660a', ''])('refuses %s', (lanr) => {
    expect(isValidLanr(lanr)).toBe(false);
  });

  it('tells a wrong format from a wrong check digit, in German', () => {
    const format = v.safeParse(arztSchema, { lanr: '12345', nachname: 'Demir' });
    expect(format.issues?.[0]?.message).toBe('Die LANR besteht aus 9 Ziffern.');
    const check = v.safeParse(arztSchema, { lanr: '123456701', nachname: 'Demir' });
    expect(check.issues?.[0]?.message).toBe('Die Prüfziffer der LANR stimmt nicht.');
  });

  it('drops spaces in a typed LANR and trims the name parts', () => {
    expect(
      v.parse(arztSchema, { lanr: '123456 6 01', titel: ' Dr. med. ', nachname: ' Demir ' }),
    ).toEqual({ lanr: '123456601', titel: 'Dr. med.', vorname: '', nachname: 'Demir' });
  });

  it('joins the name parts that are given', () => {
    expect(arztName({ titel: 'Dr. med.', vorname: 'Ayşe', nachname: 'Demir' })).toBe(
      'Dr. med. Ayşe Demir',
    );
    expect(arztName({ titel: '', vorname: '', nachname: 'Demir' })).toBe('Demir');
  });
});

describe('the doctor of a profile', () => {
  it('is optional as a group', () => {
    const parsed = v.parse(profileInputSchema, PROFILE);
    expect(parsed.arzt).toBeNull();
    expect(parsed.sprachen).toEqual([]);
    expect(v.parse(profileInputSchema, { ...PROFILE, arzt: null }).arzt).toBeNull();
  });

  it('needs LANR and family name when given', () => {
    const result = v.safeParse(profileInputSchema, { ...PROFILE, arzt: { vorname: 'Ayşe' } });
    expect(result.success).toBe(false);
    const paths = result.issues?.map((issue) => v.getDotPath(issue));
    expect(paths).toEqual(expect.arrayContaining(['arzt.lanr', 'arzt.nachname']));
  });
});

describe('diagnosis languages', () => {
  it('are ISO 639-1 codes with German names, sorted by name', () => {
    expect(SPRACHE_CODE_SYSTEM).toBe('urn:ietf:bcp:47');
    expect(SPRACHE_CODES.length).toBeGreaterThanOrEqual(20);
    for (const code of SPRACHE_CODES) expect(code).toMatch(/^[a-z]{2}$/);
    const names = SPRACHE_CODES.map((code) => DIAGNOSE_SPRACHEN[code]);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'de')));
    expect(spracheName('tr')).toBe('Türkisch');
    expect(spracheName('xx')).toBe('xx');
    expect(isSpracheCode('toString')).toBe(false);
  });

  it('show their names in the list order', () => {
    expect(sprachenNamen(['tr', 'en', 'xx'])).toEqual(['Englisch', 'Türkisch']);
  });

  it('refuse unknown codes, duplicates and more than 20, in German', () => {
    expect(v.parse(sprachenSchema, ['en', 'tr'])).toEqual(['en', 'tr']);
    expect(v.safeParse(sprachenSchema, ['en', 'xx']).issues?.[0]?.message).toBe(
      'Diese Sprache ist nicht bekannt.',
    );
    expect(v.safeParse(sprachenSchema, ['en', 'en']).issues?.[0]?.message).toBe(
      'Jede Sprache nur einmal angeben.',
    );
    const many = SPRACHE_CODES.slice(0, SPRACHEN_MAX + 1);
    expect(v.safeParse(sprachenSchema, many).issues?.[0]?.message).toBe('Höchstens 20 Sprachen.');
    expect(v.safeParse(sprachenSchema, SPRACHE_CODES.slice(0, SPRACHEN_MAX)).success).toBe(true);
  });
});
