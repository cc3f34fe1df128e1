import { describe, expect, it } from 'vitest';
import { slotTime } from './slot-time.ts';

describe('slotTime (§2 details {date}, {time})', () => {
  it('reads the wall time as sent', () => {
    expect(slotTime('2026-12-03T09:30:00', '2026-12-03')).toEqual({
      date: '03.12.2026',
      time: '09:30',
    });
  });

  it('falls back to the date key and a bare time', () => {
    expect(slotTime('14:05', '2026-01-07')).toEqual({ date: '07.01.2026', time: '14:05' });
  });
});
