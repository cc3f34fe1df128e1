// The §8 catalogue row by row: every case of test/catalogue-cases resolves as the spec says, and the
// cases reach every row of the table.
import { describe, expect, it } from 'vitest';
import { APPOINTMENT_CASES } from '../../test/catalogue-cases/appointment.ts';
import { BOOKING_CASES } from '../../test/catalogue-cases/booking.ts';
import { REF } from '../../test/catalogue-cases/kit.ts';
import { LOGIN_CASES } from '../../test/catalogue-cases/login.ts';
import { RESCHEDULE_CASES } from '../../test/catalogue-cases/reschedule.ts';
import {
  ERROR_CATALOGUE,
  KNOWN_ERROR_CODES,
  findCatalogueRow,
  resolveError,
  type CatalogueRow,
} from './index.ts';

const CASES = [...LOGIN_CASES, ...BOOKING_CASES, ...APPOINTMENT_CASES, ...RESCHEDULE_CASES];

describe('resolveError over every row of §8', () => {
  it.each(CASES.map((c) => [c.context, c.error.errorCodes.join('+') || '(no code)', c] as const))(
    '%s %s',
    (_context, _code, c) => {
      const resolved = resolveError(c.context, c.error);
      expect(resolved).not.toBeNull();
      expect(resolved?.title).toEqual(c.title);
      expect(resolved?.message).toEqual(c.message);
      expect(resolved?.suffix).toEqual(c.suffix);
      expect(resolved?.next).toEqual(c.next);
      expect(resolved?.link).toEqual(c.link);
      expect(resolved?.logged).toBe(c.logged ?? false);
      expect(resolved?.referenceId).toBe(REF);
    },
  );

  it('the cases reach every row of the table', () => {
    const reached = new Set<CatalogueRow>();
    for (const c of CASES) {
      const row = findCatalogueRow(c.context, c.error);
      if (row) reached.add(row);
    }
    const missed = ERROR_CATALOGUE.filter((row) => !reached.has(row));
    expect(missed).toEqual([]);
  });

  it('every row names a known code and fixed messages are not blank', () => {
    for (const row of ERROR_CATALOGUE) {
      expect(row.code === 'other' || KNOWN_ERROR_CODES.includes(row.code)).toBe(true);
      if (typeof row.message === 'string') expect(row.message.trim()).not.toBe('');
    }
  });
});
