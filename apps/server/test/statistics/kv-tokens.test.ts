// KV tokens (issue #24 part 2, ADR 30): a KV number or '*' as subject, and '*' for KV only; what
// issue-token and the dev API check before they sign.
import { describe, expect, it } from 'vitest';
import { subjectFits, verifyToken } from '../../src/auth/tokens.ts';
import { TEST_JWT_SECRET } from '../helper.ts';
import { tokenOf } from './fixtures.ts';

describe('KV token subjects', () => {
  it.each(['72', '01', '*'])('a KV token may name %s', (subject) => {
    expect(subjectFits('KV', subject)).toBe(true);
  });
  it.each(['7', '720', 'kv-72', '', '**'])('a KV token may not name %j', (subject) => {
    expect(subjectFits('KV', subject)).toBe(false);
  });
  it.each(['TSS', 'DISPO', 'SURGERY'] as const)('a %s token may not name *', (type) => {
    expect(subjectFits(type, '*')).toBe(false);
    expect(subjectFits(type, 'hotline-berlin-01')).toBe(true);
  });
  it('a signed KV token verifies with its type and subject', async () => {
    const check = await verifyToken(TEST_JWT_SECRET, await tokenOf('KV', '*'));
    expect(check.ok && [check.claims.applicationType, check.claims.subject]).toEqual(['KV', '*']);
  });
});
