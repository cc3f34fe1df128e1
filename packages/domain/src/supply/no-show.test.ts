// The no-show rule (issue #24 part 1): mark only an active booking that has begun, once; undo only
// a mark, and only before 7 days after marking.
import { describe, expect, it } from 'vitest';
import { NO_SHOW_UNDO_DAYS, noShowAction, noShowRefusal, noShowUndoDeadline } from './no-show.ts';

const now = new Date('2026-12-10T10:00:00Z');
const hours = (h: number) => new Date(now.getTime() + h * 3_600_000);

describe('noShowRefusal', () => {
  it('marks an active begun booking, not a future one, a cancelled one or a marked one', () => {
    const begun = { active: true, beginn: hours(-1), markedAt: null };
    expect(noShowRefusal(begun, 'markieren', now)).toBeNull();
    expect(noShowRefusal({ ...begun, beginn: now }, 'markieren', now)).toBeNull();
    expect(noShowRefusal({ ...begun, beginn: hours(1) }, 'markieren', now)).toBe(
      'nochNichtBegonnen',
    );
    expect(noShowRefusal({ ...begun, active: false }, 'markieren', now)).toBe('nichtAktiv');
    expect(noShowRefusal({ ...begun, markedAt: hours(-0.5) }, 'markieren', now)).toBe(
      'bereitsMarkiert',
    );
  });

  it('undoes a mark until 7 days after marking, not an unmarked booking', () => {
    const marked = { active: true, beginn: hours(-200), markedAt: hours(-1) };
    expect(NO_SHOW_UNDO_DAYS).toBe(7);
    expect(noShowRefusal(marked, 'aufheben', now)).toBeNull();
    expect(noShowRefusal({ ...marked, markedAt: hours(-7 * 24 + 0.01) }, 'aufheben', now)).toBe(
      null,
    );
    expect(noShowRefusal({ ...marked, markedAt: hours(-7 * 24) }, 'aufheben', now)).toBe(
      'aufhebenAbgelaufen',
    );
    expect(noShowRefusal({ ...marked, markedAt: null }, 'aufheben', now)).toBe('nichtMarkiert');
    expect(noShowUndoDeadline(hours(0))).toEqual(hours(7 * 24));
  });
});

describe('noShowAction', () => {
  it('offers to mark, to undo, or nothing', () => {
    expect(noShowAction({ active: true, beginn: hours(-1), markedAt: null }, now)).toBe(
      'markieren',
    );
    expect(noShowAction({ active: true, beginn: hours(-1), markedAt: hours(-1) }, now)).toBe(
      'aufheben',
    );
    expect(noShowAction({ active: true, beginn: hours(1), markedAt: null }, now)).toBeNull();
    expect(noShowAction({ active: false, beginn: hours(-1), markedAt: null }, now)).toBeNull();
    expect(
      noShowAction({ active: true, beginn: hours(-500), markedAt: hours(-8 * 24) }, now),
    ).toBeNull();
  });
});
