// The one refusal table of the services (src/services/kernel/refusals.ts): every refusal can be built,
// so every §8 catalogue row it reads exists in the context it names; a missing row is an error,
// never a silent fallback.
import { catalogueText, ERROR_CATALOGUE, isKnownErrorCode } from '@terminservice/domain/errors';
import { describe, expect, it } from 'vitest';
import { ServiceError, type Refusal } from '../src/errors.ts';
import { refuseAlert } from '../src/services/alerts/refusals.ts';
import { refusePractice } from '../src/services/practice/refusals.ts';
import { refuseReminder } from '../src/services/reminders/refusals.ts';
import { refuse } from '../src/services/kernel/refusals.ts';

describe('the refusal table', () => {
  it.each(Object.entries(refuse))('%s builds a §8 refusal', (_name, build) => {
    const error = build(400);
    expect(error).toBeInstanceOf(ServiceError);
    expect(error.statusCode).toBeGreaterThanOrEqual(400);
    for (const item of error.items) {
      expect(isKnownErrorCode(item.code)).toBe(true);
      expect(item.text).not.toBe('');
    }
  });

  it('takes the catalogue text where §8 fixes the message', () => {
    expect(refuse.slotBlocked().items[0]?.text).toBe(catalogueText('booking', 'BU012'));
    expect(refuse.pinBlocked().items[0]?.text).toBe(catalogueText('videoBooking', 'WP079'));
    expect(refuse.contactPostcodeUnknown().items).toEqual([
      { code: 'WP030', text: catalogueText('booking', 'WP030'), field: 'body.contact.plz' },
    ]);
  });
});

describe('what a refusal declares for the OpenAPI document (issue #26 part 1)', () => {
  const tables = { refuse, refuseAlert, refusePractice, refuseReminder };
  const entries = Object.entries(tables).flatMap(([table, entries]) =>
    Object.entries(entries)
      .filter(([, entry]) => 'code' in entry)
      .map(([name, entry]) => [`${table}.${name}`, entry as Refusal<unknown[]>] as const),
  );

  it.each(entries)('%s declares the status, code and text it answers', (_name, entry) => {
    const error = entry(60);
    expect({ status: entry.status, code: entry.code }).toEqual({
      status: error.statusCode,
      code: error.code,
    });
    expect(error.items.every((item) => item.code === entry.code)).toBe(true);
    expect(entry.text).not.toBe('');
  });
});

describe('catalogueText', () => {
  it('is the catalogue row of the context', () => {
    const row = ERROR_CATALOGUE.find((r) => r.context === 'cancel' && r.code === 'WP004');
    expect(catalogueText('cancel', 'WP004')).toBe(row?.message);
  });

  it('throws for a code the context lacks, or whose message is the server text', () => {
    expect(() => catalogueText('cancel', 'BU012')).toThrow(/no fixed message for cancel BU012/);
    expect(() => catalogueText('booking', 'BU005')).toThrow(/no fixed message/);
  });
});
