import { describe, expect, it } from 'vitest';
import {
  FACHRICHTUNGEN_OHNE_UEBERWEISUNG,
  fachrichtungenFuer,
  isReferralFree,
  REFERRAL_FREE_CODES,
} from './index.ts';

describe('referral-free specialties (§1, §2 "Specialty options")', () => {
  it.each([
    ['Augenarzt', 'W030'],
    ['Frauenarzt', 'W050'],
    ['Hausarzt', 'A001'],
    ['U-Untersuchungen', 'L001'],
    ['Kinderarzt', 'A002'],
    ['Psychoth. Sprechstunde Erwachsene', 'W981'],
    ['Psychoth. Sprechstunde Kinder & Jugendliche (bis 20 Jahre)', 'W991'],
  ])('%s has code %s', (name, code) => {
    expect(FACHRICHTUNGEN_OHNE_UEBERWEISUNG.find((f) => f.code === code)?.name).toBe(name);
    expect(isReferralFree(code)).toBe(true);
  });

  it('W991 has the short label for small devices', () => {
    expect(FACHRICHTUNGEN_OHNE_UEBERWEISUNG.find((f) => f.code === 'W991')?.shortName).toBe(
      'Psychoth. Sprechst. Kinder (bis 20 J.)',
    );
  });

  it('L002 KSVPsych is offered only to TSS and DISPO', () => {
    expect(fachrichtungenFuer('TSS').map((f) => f.code)).toContain('L002');
    expect(fachrichtungenFuer('DISPO').map((f) => f.code)).toContain('L002');
    for (const type of ['WEB', 'SURGERY', 'SMED'] as const) {
      expect(fachrichtungenFuer(type).map((f) => f.code)).not.toContain('L002');
    }
    expect(isReferralFree('L002')).toBe(false);
  });

  it('there are exactly the seven referral-free codes of §1', () => {
    expect(REFERRAL_FREE_CODES).toEqual(['W030', 'W050', 'A001', 'L001', 'A002', 'W981', 'W991']);
  });
});
