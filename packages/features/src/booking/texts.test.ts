// Issue #23 part 1: the gender labels are messages of their own; German stays the domain's.
import { GENDERS } from '@terminservice/domain/validation';
import { describe, expect, it } from 'vitest';
import { GENDER_MESSAGES } from './texts.ts';

describe('GENDER_MESSAGES', () => {
  it('says in German what the domain’s GENDERS say, for every value', () => {
    for (const { value, label } of GENDERS) expect(GENDER_MESSAGES[value].message).toBe(label);
  });
});
