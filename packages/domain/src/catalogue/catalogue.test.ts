import { describe, expect, it } from 'vitest';
import { argumentsOf, readPo } from './index.ts';

describe('reading a .po catalogue', () => {
  it('reads ids and translations, long ones continued on the next lines', () => {
    const entries = readPo(
      [
        'msgid ""',
        'msgstr ""',
        '"Language: en\\n"',
        '',
        '#. js-lingui-explicit-id',
        'msgid "login.title"',
        'msgstr "Find an appointment"',
        '',
        'msgid "login.info"',
        'msgstr ""',
        '"Call \\"{phone}\\" "',
        '"any time."',
      ].join('\n'),
    );
    expect(entries.get('login.title')).toBe('Find an appointment');
    expect(entries.get('login.info')).toBe('Call "{phone}" any time.');
    expect(entries.has('')).toBe(false);
  });

  it('lists a message’s arguments, plural ones too', () => {
    expect(argumentsOf('{count, plural, one {# Termin} other {# Termine}} ab {date}')).toEqual([
      'count',
      'date',
    ]);
  });
});
