// The language switcher in WEB's header (issue #23 part 1): a native select with a visible label,
// so it works with the keyboard and every screen reader as is; each language named in itself, with
// its `lang`, so that a screen reader speaks "Türkçe" in Turkish.
import { useId, type ChangeEvent } from 'react';
import { useLanguageChoice, useT } from './I18nProvider.tsx';
import { isLocale, LOCALE_NAMES, LOCALES } from './locales.ts';
import type { Msg } from './translator.ts';
import './i18n.css';

export const SWITCHER_MESSAGES = {
  label: /*i18n*/ { id: 'shell.language.label', message: 'Sprache' },
} as const satisfies Record<string, Msg>;

export function LanguageSwitcher() {
  const id = useId();
  const { t } = useT();
  const { chosen, choose } = useLanguageChoice();
  if (choose === null) return null;
  const change = (event: ChangeEvent<HTMLSelectElement>) => {
    if (isLocale(event.target.value)) choose(event.target.value);
  };
  return (
    <div className="ts-language">
      <label className="kern-label ts-language__label" htmlFor={id}>
        {t(SWITCHER_MESSAGES.label)}
      </label>
      <select id={id} className="ts-language__select" value={chosen} onChange={change}>
        {LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {LOCALE_NAMES[locale]}
          </option>
        ))}
      </select>
    </div>
  );
}
