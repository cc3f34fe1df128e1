// Issue #23 part 1: messages that repeat a domain text made by a function keep its German word for
// word (German screens must not change), and their translations read the domain's texts.
import { emailChangePinSentNotice } from '@terminservice/domain/errors';
import { MAX_CANCELLATIONS_PER_CODE } from '@terminservice/domain/limits';
import { releaseConsequence } from '@terminservice/domain/reminders';
import {
  ANGLE_BRACKETS_MESSAGE,
  HEX_LIKE_MESSAGE,
  NAME_CHARACTERS_MESSAGE,
} from '@terminservice/domain/validation';
import { describe, expect, it } from 'vitest';
import { createTranslator } from '../i18n-catalogues/index.ts';
import { GERMAN } from '../i18n/index.ts';
import { CANCEL_MESSAGES, EMAIL_CHANGE_MESSAGES } from './texts.ts';

describe('appointment messages that repeat the domain', () => {
  it('the e-mail change PIN notice is the domain’s, word for word', () => {
    const notice = emailChangePinSentNotice('a@b.de');
    expect(GERMAN.t(EMAIL_CHANGE_MESSAGES.pinSentTitle)).toBe(notice.title);
    expect(GERMAN.t(EMAIL_CHANGE_MESSAGES.pinSentMessage, { email: 'a@b.de' })).toBe(
      notice.message,
    );
  });

  it('the cancel dialog’s warning is the domain’s for the last allowed cancellation', () => {
    expect(CANCEL_MESSAGES.usedUp.message).toBe(releaseConsequence(MAX_CANCELLATIONS_PER_CODE - 1));
  });
});

describe('domain texts with ICU-like characters', () => {
  it('keeps < >, quotes and the characters of a §5 message as they are', async () => {
    const english = await createTranslator('en');
    expect(english.domain(ANGLE_BRACKETS_MESSAGE)).toBe('The characters < and > are not allowed.');
    expect(english.domain(HEX_LIKE_MESSAGE)).toBe("The character sequence '0x' is not allowed.");
    expect(english.domain(NAME_CHARACTERS_MESSAGE)).toBe(
      'Valid characters are a-z A-Z 0-9 <space> - . ,',
    );
  });
});
