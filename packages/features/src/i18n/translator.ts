// What a screen translates with (ADR 39). German is the source locale: its texts are in the code
// (a descriptor's `message`) and in the domain, so German needs neither a catalogue nor the Lingui
// runtime — the passthrough below shows the German and fills its `{name}` arguments. Every other
// language loads its compiled catalogue and the runtime lazily (src/i18n-catalogues).
import type { Locale } from './locales.ts';

/** A message: a stable id (what the catalogues are keyed by) and its German text (ICU). */
export interface Msg {
  readonly id: string;
  readonly message: string;
}

export type MessageValues = Readonly<Record<string, string | number>>;

export interface Translator {
  readonly locale: Locale;
  /** A message of the code, in the language in use. */
  readonly t: (msg: Msg, values?: MessageValues) => string;
  /**
   * A German text of the domain (a validation message, a §8 catalogue text, a notice) in the
   * language in use; a text the catalogues do not know (a server's own text) stays as it is.
   */
  readonly domain: (german: string) => string;
  /**
   * A server error's message (§8 "server text") in the language in use: German shows the server's
   * text as the spec requires; another language shows the catalogue's text for the error code.
   */
  readonly serverError: (code: string | null, germanText: string) => string;
}

const ARGUMENT = /\{(\w+)\}/g;

/** German: the source text with its simple `{name}` arguments filled (no plural in German yet). */
export function fillArguments(message: string, values: MessageValues = {}): string {
  return message.replace(ARGUMENT, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

export const GERMAN: Translator = {
  locale: 'de',
  t: (msg, values) => fillArguments(msg.message, values),
  domain: (german) => german,
  serverError: (_code, germanText) => germanText,
};

/** The German texts of a group of messages, for code and tests that read them as plain strings. */
export function germanTexts<Key extends string>(
  messages: Readonly<Record<Key, Msg>>,
): Readonly<Record<Key, string>> {
  return Object.fromEntries(
    Object.entries<Msg>(messages).map(([key, msg]) => [key, msg.message]),
  ) as Record<Key, string>;
}
