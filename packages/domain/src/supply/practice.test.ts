import { describe, expect, it } from 'vitest';
import {
  BSNR_PATTERN,
  knownBarrierefreiheit,
  PRACTICE_PHONE_PATTERN,
  practiceWebsite,
} from './practice.ts';

describe('practice fields of the register', () => {
  it.each([
    ['https://www.praxis-sommer.de', 'https://www.praxis-sommer.de'],
    ['http://praxis.example.org/team?x=1#a', 'http://praxis.example.org/team?x=1#a'],
    ['www.praxis-sommer.de', 'https://www.praxis-sommer.de'],
    ['  praxis-müller.de/kontakt ', 'https://praxis-müller.de/kontakt'],
    ['https://praxis.example.org:8443', 'https://praxis.example.org:8443'],
  ])('takes the website %s as %s', (value, link) => {
    expect(practiceWebsite(value)).toBe(link);
  });

  it.each([
    'javascript:alert(1)',
    'ftp://praxis.example.org',
    'https://localhost',
    'https://user:pw@praxis.example.org',
    'https://praxis.example.org@evil.example',
    'praxis sommer',
    'https://praxis.example.org/"onclick',
    '',
  ])('refuses the website %s', (value) => {
    expect(practiceWebsite(value)).toBeNull();
  });

  it('knows accessibility features in any case, spelled as the list spells them', () => {
    expect(knownBarrierefreiheit(' aufzug VORHANDEN ')).toBe('Aufzug vorhanden');
    expect(knownBarrierefreiheit('Rampe')).toBeNull();
  });

  it('takes nine-digit BSNRs and phone numbers with digits', () => {
    expect(BSNR_PATTERN.test('721234567')).toBe(true);
    expect(BSNR_PATTERN.test('72123456')).toBe(false);
    expect(BSNR_PATTERN.test('7212345678')).toBe(false);
    expect(PRACTICE_PHONE_PATTERN.test('+49 (030) 123 456-7')).toBe(true);
    expect(PRACTICE_PHONE_PATTERN.test('Tel. 030 1234')).toBe(false);
    expect(PRACTICE_PHONE_PATTERN.test('--')).toBe(false);
  });
});
