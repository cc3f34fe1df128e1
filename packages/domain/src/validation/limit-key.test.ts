import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emailLimitKey, phoneLimitKey, receiverLimitKey } from './limit-key.ts';

describe('emailLimitKey (issue #26 finding 4.2: one mailbox, one allowance)', () => {
  it.each([
    ['victim@example.org', 'victim@example.org'],
    ['Victim@Example.ORG', 'victim@example.org'],
    ['  victim@example.org ', 'victim@example.org'],
    ['victim+p1@example.org', 'victim@example.org'],
    ['victim+p1+p2@example.org', 'victim@example.org'],
    ['Victim+Tag@Example.org', 'victim@example.org'],
    // Dots count at most providers: a.b@ and ab@ are two mailboxes there.
    ['vic.tim@example.org', 'vic.tim@example.org'],
    ['vic.tim+x@example.org', 'vic.tim@example.org'],
    // … but not at Gmail, where googlemail.com is the same mailbox as gmail.com.
    ['Vic.Tim@gmail.com', 'victim@gmail.com'],
    ['v.i.c.t.i.m+p3@googlemail.com', 'victim@gmail.com'],
    ['victim@GoogleMail.com', 'victim@gmail.com'],
    // Nothing before the +: kept as it is (no empty mailbox name).
    ['+tag@example.org', '+tag@example.org'],
  ])('%s → %s', (typed, key) => {
    expect(emailLimitKey(typed)).toBe(key);
  });

  it('a +tag never makes another key', () => {
    const name = fc.stringMatching(/^[a-z0-9][a-z0-9._-]{0,20}$/);
    const tag = fc.stringMatching(/^[A-Za-z0-9._+-]{0,20}$/);
    const domain = fc.constantFrom('example.org', 'gmail.com', 'googlemail.com', 'web.de');
    fc.assert(
      fc.property(name, tag, domain, (local, suffix, host) => {
        expect(emailLimitKey(`${local}+${suffix}@${host}`)).toBe(emailLimitKey(`${local}@${host}`));
      }),
    );
  });

  it('different mailboxes keep different keys', () => {
    expect(emailLimitKey('anna@example.org')).not.toBe(emailLimitKey('anna@example.com'));
    expect(emailLimitKey('anna@example.org')).not.toBe(emailLimitKey('hanna@example.org'));
    expect(emailLimitKey('an.na@web.de')).not.toBe(emailLimitKey('anna@web.de'));
  });
});

describe('phoneLimitKey', () => {
  it.each([
    ['0171 5550001', '+491715550001'],
    ['+49 171 5550001', '+491715550001'],
    ['0049 171/555-0001', '+491715550001'],
    ['+49 0171 5550001', '+491715550001'],
    ['171 5550001', '+491715550001'],
    // Another country keeps its own digits, a leading 0 included (Rome: +39 06 …).
    ['+39 06 1234567', '+39061234567'],
  ])('%s → %s', (typed, key) => {
    expect(phoneLimitKey(typed)).toBe(key);
  });
});

describe('receiverLimitKey', () => {
  it('picks the rule by channel', () => {
    expect(receiverLimitKey('email', 'A+b@Example.org')).toBe('a@example.org');
    expect(receiverLimitKey('sms', '0171 5550001')).toBe('+491715550001');
  });
});
