// Issue #23 part 1: the alert's numbers in languages whose nouns agree with them (ICU plurals in
// the translation only; German's message has none), and the server's TA007 by its code.
import { describe, expect, it } from 'vitest';
import { createTranslator } from '../i18n-catalogues/index.ts';
import { ALERT_SERVER_MESSAGES } from './server-texts.ts';
import { ALERT_MESSAGES, ALERT_RULES_VALUES, ALERT_TEXTS } from './texts.ts';

describe('the alert rules in other languages', () => {
  it('agree with the numbers in Russian and Polish', async () => {
    const russian = await createTranslator('ru');
    const rules = russian.t(ALERT_MESSAGES.rules, ALERT_RULES_VALUES);
    expect(rules).toContain('действует 28 дней');
    expect(rules).toContain('не более 3 сообщений в день');
    expect(russian.t(ALERT_SERVER_MESSAGES.TA007!, { max: 5 })).toContain('5 оповещений');
    const polish = await createTranslator('pl');
    expect(polish.t(ALERT_MESSAGES.rules, ALERT_RULES_VALUES)).toContain('przez 28 dni');
  });

  it('keep the German', () => {
    expect(ALERT_TEXTS.rules).toContain('Der Terminalarm läuft 28 Tage');
    expect(ALERT_TEXTS.rules).toContain('höchstens 3 Nachrichten am Tag');
  });
});
