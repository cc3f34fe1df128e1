import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { NO_FURTHER_BOOKING_WITH_CODE } from '../errors/notices.ts';
import { MAX_CANCELLATIONS_PER_CODE } from '../limits/index.ts';
import {
  DEFAULT_REMINDER_LEAD_HOURS,
  MIN_REMINDER_NOTICE_HOURS,
  REMINDER_REFUSALS,
  isReminderAction,
  isReminderToken,
  releaseConsequence,
  releaseUsesUpCode,
  releasedCodeNotice,
  reminderActionRequestSchema,
  reminderPath,
  reminderViewRequestSchema,
  reminderViewSchema,
  usedRefusal,
} from './index.ts';

const TOKEN = 'q3Zr8xYb1VtK0cW5mN7pL2sD9fG4hJ6kA1eR3uI8oPw';

describe('reminder links (issue #15)', () => {
  it('lead to /terminservice/erinnerung/{aktion}/{token}', () => {
    expect(reminderPath('komme', TOKEN)).toBe(`/terminservice/erinnerung/komme/${TOKEN}`);
    expect(reminderPath('freigeben', TOKEN)).toBe(`/terminservice/erinnerung/freigeben/${TOKEN}`);
  });

  it('know their two actions and the shape of a token', () => {
    expect(isReminderAction('komme')).toBe(true);
    expect(isReminderAction('freigeben')).toBe(true);
    expect(isReminderAction('absagen')).toBe(false);
    expect(isReminderAction(undefined)).toBe(false);
    expect(isReminderToken(TOKEN)).toBe(true);
    expect(isReminderToken(TOKEN.slice(1))).toBe(false);
    expect(isReminderToken(`${TOKEN.slice(1)}+`)).toBe(false);
  });

  it('take only the fields the calls name', () => {
    expect(v.is(reminderViewRequestSchema, { aktion: 'komme', token: TOKEN })).toBe(true);
    expect(v.is(reminderViewRequestSchema, { aktion: 'vielleicht', token: TOKEN })).toBe(false);
    expect(v.is(reminderActionRequestSchema, { token: TOKEN })).toBe(true);
    expect(v.is(reminderActionRequestSchema, { token: TOKEN, code: 'X' })).toBe(false);
    expect(v.is(reminderActionRequestSchema, { token: 'x'.repeat(201) })).toBe(false);
  });

  it('answer a view with local times and no code', () => {
    const view = {
      aktion: 'freigeben',
      beginn: '2026-05-12T10:00:00',
      ende: '2026-05-12T10:15:00',
      praxis: { name: 'P', strasse: 'S 1', plz: '10115', ort: 'Berlin', telefon: null },
      terminprofil: 'Dr. A',
      stornierungen: 0,
      bestaetigt: false,
    };
    expect(v.is(reminderViewSchema, view)).toBe(true);
    expect(v.is(reminderViewSchema, { ...view, code: 'ABCD' })).toBe(false);
    expect(v.is(reminderViewSchema, { ...view, beginn: '2026-05-12T10:00:00Z' })).toBe(false);
  });
});

describe('when reminders go out', () => {
  it('48 hours ahead by default, never with less than the minimum notice left', () => {
    expect(DEFAULT_REMINDER_LEAD_HOURS).toBe(48);
    expect(MIN_REMINDER_NOTICE_HOURS).toBeLessThan(DEFAULT_REMINDER_LEAD_HOURS);
  });
});

describe('what a release means for the code (§9)', () => {
  it('the first of two: the code books again', () => {
    expect(releaseUsesUpCode(0)).toBe(false);
    expect(releaseConsequence(0)).toBe(
      'Es ist die erste von zwei möglichen Absagen mit Ihrem Vermittlungscode. Danach können Sie mit dem Code einen neuen Termin buchen.',
    );
    expect(releasedCodeNotice(false)).toContain('neuen Termin buchen');
  });

  it('the second of two: the code is used up, in the words of the cancellation notice', () => {
    expect(MAX_CANCELLATIONS_PER_CODE).toBe(2);
    expect(releaseUsesUpCode(1)).toBe(true);
    expect(releaseConsequence(1)).toBe(
      `Es ist die zweite von zwei möglichen Absagen mit Ihrem Vermittlungscode. Danach ist der Code verbraucht: ${NO_FURTHER_BOOKING_WITH_CODE}`,
    );
    expect(releasedCodeNotice(true)).toBe(NO_FURTHER_BOOKING_WITH_CODE);
  });
});

describe('refusals of a reminder link', () => {
  it('have their own codes, 4xx statuses and German texts', () => {
    for (const refusal of Object.values(REMINDER_REFUSALS)) {
      expect(refusal.code).toMatch(/^RM\d{3}$/);
      expect(refusal.status).toBeGreaterThanOrEqual(400);
      expect(refusal.status).toBeLessThan(500);
      expect(refusal.text).toMatch(/^[A-ZÄÖÜ].+\.$/);
    }
    expect(usedRefusal('komme')).toBe(REMINDER_REFUSALS.usedKomme);
    expect(usedRefusal('freigeben')).toBe(REMINDER_REFUSALS.usedFreigeben);
  });
});
