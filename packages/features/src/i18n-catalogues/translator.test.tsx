// Issue #23 part 1: another language's runtime, loaded as WEB loads it, translates the code's
// messages, the domain's German texts (fixed and made by a template) and a server error by code.
import { CODE_REQUIRED_MESSAGE, minLengthMessage } from '@terminservice/domain/validation';
import { describe, expect, it } from 'vitest';
import { MENU_MESSAGES } from '../shell/index.ts';
import { createTranslator } from './index.ts';

describe('createTranslator', () => {
  it('translates a message of the code', async () => {
    const english = await createTranslator('en');
    expect(english.t(MENU_MESSAGES.manage)).toBe('Manage booking');
  });

  it('translates a domain text and fills a template’s argument', async () => {
    const turkish = await createTranslator('tr');
    expect(turkish.domain(CODE_REQUIRED_MESSAGE)).toBe('Yönlendirme kodu gereklidir');
    expect(turkish.domain(minLengthMessage(12))).toBe('En az karakter sayısı: 12');
  });

  it('keeps a text it does not know, and shows a server error by its code', async () => {
    const arabic = await createTranslator('ar');
    expect(arabic.domain('Ein Text des Servers')).toBe('Ein Text des Servers');
    expect(arabic.serverError('WP030', 'Die Postleitzahl ist unbekannt.')).toBe(
      'الرمز البريدي غير معروف.',
    );
    expect(arabic.serverError('WP099', 'Etwas')).toContain('\u2068WP099\u2069');
    // Arabic keeps a number's own order by isolating it.
    expect(arabic.domain(minLengthMessage(12))).toBe('الحد الأدنى لعدد الأحرف: \u206812\u2069');
  });
});
