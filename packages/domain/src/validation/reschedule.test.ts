// The reschedule request (issue #15): the new slot's id, required, bounded, nothing else.
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { SLOT_REQUIRED_MESSAGE, rescheduleRequestSchema } from './reschedule.ts';

describe('rescheduleRequestSchema', () => {
  it('takes the slot id, trimmed', () => {
    expect(v.parse(rescheduleRequestSchema, { slot: ' 101 ' })).toEqual({ slot: '101' });
  });

  it.each([{}, { slot: '' }, { slot: '   ' }, { slot: 101 }])(
    'asks for the new slot: %j',
    (input) => {
      const result = v.safeParse(rescheduleRequestSchema, input);
      expect(result.success).toBe(false);
      expect(result.issues?.[0]?.message).toBe(SLOT_REQUIRED_MESSAGE);
    },
  );

  it('refuses an id longer than any slot id', () => {
    expect(v.safeParse(rescheduleRequestSchema, { slot: '1'.repeat(21) }).success).toBe(false);
  });
});
