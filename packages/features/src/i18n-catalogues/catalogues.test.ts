// Issue #23 part 1: every language has exactly German's messages, each translated, with German's
// arguments; the German catalogue holds every message of the code and of the domain as they are
// now (run `pnpm --filter @terminservice/features i18n:extract` after changing a text).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../i18n/index.ts';
import { domainMessages } from './domain-messages.ts';
import { argumentsOf, readPo } from '@terminservice/domain/catalogue';

const HERE = import.meta.dirname;
const SRC = join(HERE, '..');
const catalogue = (locale: string) =>
  readPo(readFileSync(join(HERE, 'locales', `${locale}.po`), 'utf8'));
const german = catalogue('de');
const others = LOCALES.filter((locale) => locale !== 'de');

/** Where a translation may equal the German or the English text: it is the same word there. */
const SAME_ALLOWED: Readonly<Record<string, readonly string[]>> = {
  'appointment.phone': ['tr', 'pl'],
  'booking.phone': ['tr', 'pl'],
  'login.unsure': ['en', 'tr', 'ru', 'uk', 'pl'],
  'alerts.pinLabel': ['en'],
  'alerts.radiusValue': ['en', 'tr', 'pl'],
  'reminders.clock': ['ru', 'uk'],
  'shell.footer.contact': ['pl'],
  'shell.menu.toggle': ['tr', 'pl'],
  'results.dateLabel': ['en', 'tr', 'ru', 'uk', 'pl'],
  'results.list': ['tr'],
  'results.phone': ['tr', 'pl'],
  'results.video': ['en'],
  'ui.alertTone.info': ['en'],
};

/** The `/*i18n*\/` descriptors written in the code (the extractor's input). */
function descriptorsInCode(dir: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!/\.tsx?$/.test(entry.name) || /\.(test|generated)\.tsx?$/.test(entry.name)) continue;
    const text = readFileSync(join(entry.parentPath, entry.name), 'utf8');
    const pattern =
      /\/\*i18n\*\/\s*\{\s*id:\s*'([^']+)',\s*message:\s*(?:'((?:[^'\\]|\\.)*)'|"((?:[^"\\]|\\.)*)")\s*,?\s*\}/g;
    for (const m of text.matchAll(pattern)) {
      found.set(m[1]!, (m[2] ?? m[3] ?? '').replace(/\\(.)/g, '$1'));
    }
  }
  return found;
}

describe('the German catalogue', () => {
  it('holds every message of the code with its German text', () => {
    const code = descriptorsInCode(SRC);
    expect(code.size).toBeGreaterThan(40);
    for (const [id, message] of code) expect([id, german.get(id)]).toEqual([id, message]);
  });

  it('holds every domain text in scope, generated from packages/domain', () => {
    for (const { id, message } of domainMessages()) {
      expect([id, german.get(id)]).toEqual([id, message]);
    }
  });

  it('holds nothing else', () => {
    const known = new Set([...descriptorsInCode(SRC).keys(), ...domainMessages().map((m) => m.id)]);
    expect([...german.keys()].filter((id) => !known.has(id))).toEqual([]);
  });
});

describe.each(others)('the %s catalogue', (locale) => {
  const translated = catalogue(locale);
  const english = catalogue('en');

  it('has every message of German and no other', () => {
    expect([...translated.keys()].sort()).toEqual([...german.keys()].sort());
  });

  it('translates every message, with the arguments of the German', () => {
    for (const [id, text] of german) {
      const translation = translated.get(id) ?? '';
      expect([id, translation.trim() === '']).toEqual([id, false]);
      expect([id, argumentsOf(translation)]).toEqual([id, argumentsOf(text)]);
    }
  });

  it('leaves no German and no English in place of a translation', () => {
    for (const [id, text] of german) {
      if (SAME_ALLOWED[id]?.includes(locale)) continue;
      const translation = translated.get(id);
      expect([id, translation === text]).toEqual([id, false]);
      if (locale !== 'en') expect([id, translation === english.get(id)]).toEqual([id, false]);
    }
  });
});
