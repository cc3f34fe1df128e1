import { describe, expect, it } from 'vitest';
import { bookingErrorContext, isSlotGone } from './booking.ts';
import { resolveError } from './resolve.ts';
import type { ParsedServerError } from './server-error.ts';

const error = (code: string | null, text = 'Servertext'): ParsedServerError => ({
  errorCodes: code === null ? [] : [code],
  errorText: text,
  referenceId: null,
});

describe('bookingErrorContext', () => {
  it.each(['WP073', 'WP074', 'WP075', 'WP076', 'WP077'])(
    'reads the video code %s of a reservation with the video booking rows',
    (code) => {
      expect(bookingErrorContext('VIDEOSPRECHSTUNDE', error(code))).toBe('videoBooking');
    },
  );

  it.each(['BU001', 'BU002', 'BU004', 'BU005', 'BU012', 'WP030', 'WP042', 'WP001'])(
    'reads %s of a reservation with the booking rows',
    (code) => {
      expect(bookingErrorContext('VIDEOSPRECHSTUNDE', error(code))).toBe('booking');
    },
  );

  it('reads every answer of an in-person booking with the booking rows', () => {
    expect(bookingErrorContext('PRAESENZTERMIN', error('WP073'))).toBe('booking');
    expect(bookingErrorContext('PRAESENZTERMIN', error(null))).toBe('booking');
  });

  it('gives every booking error a message: unknown ones get the booking fallback', () => {
    const resolved = resolveError(
      bookingErrorContext('PRAESENZTERMIN', error('WP999')),
      error('WP999'),
    );
    expect(resolved?.message).toBe('Der Termin kann nicht gebucht werden.');
    expect(resolved?.suffix).toBe('Bitte wählen Sie einen anderen Termin aus.');
  });
});

describe('isSlotGone', () => {
  it.each(['BU012', 'BU002', 'WP010', 'WP012', 'BU004', 'WP074'])('is true for %s', (code) => {
    expect(isSlotGone(error(code))).toBe(true);
  });

  it.each(['BU001', 'BU005', 'WP030', 'WP073', 'WP001'])('is false for %s', (code) => {
    expect(isSlotGone(error(code))).toBe(false);
  });

  it('is false without a code', () => {
    expect(isSlotGone(error(null))).toBe(false);
  });
});
