// The build's side of the prerendered shell (ADR 11; tooling/vite/prerender.ts loads an app's
// src/prerender.tsx, which calls this): the app's tree rendered to HTML once per variant of
// @terminservice/domain/shell, each as the #root element the server puts into index.html; for an
// app with languages (WEB) in each of them (issue #25 part 5). Only the build imports this module
// (react-dom/server stays out of the browser bundles).
import { DEFAULT_LOCALE, type Locale } from '@terminservice/domain/locale';
import {
  DEFAULT_SHELL_VARIANT,
  PRERENDERED_SHELL_FILE,
  SHELL_PAGE_PATHS,
  shellVariantKey,
  shellVariantsIn,
  type PrerenderedShellFile,
} from '@terminservice/domain/shell';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { GERMAN, type Translator } from '../i18n/index.ts';
import { SHELL_ATTRIBUTES, ShellRoot, type ShellSnapshot } from '../shell/index.ts';

/** The app's tree at a path, as its browser entry renders it (with a static router). */
export type AppAtPath = (path: string) => ReactElement;

/**
 * Markup the strict CSP (no inline script, no inline style: apps/server security-headers.ts) or
 * hydration would not take: the build fails rather than ship it.
 */
const FORBIDDEN: readonly (readonly [RegExp, string])[] = [
  [/<script/i, 'a script element'],
  [/\sstyle="/i, 'an inline style'],
  [/<!--\$[!?]-->/, 'a Suspense boundary left to the client (something suspended)'],
];

/** One variant's #root element, written by `translator` (the variant's language). */
export function renderShellRoot(
  app: AppAtPath,
  snapshot: ShellSnapshot,
  translator: Translator = GERMAN,
): string {
  const html = renderToString(
    <ShellRoot snapshot={snapshot} translator={translator}>
      {app(SHELL_PAGE_PATHS[snapshot.page])}
    </ShellRoot>,
  );
  for (const [pattern, what] of FORBIDDEN) {
    if (pattern.test(html)) {
      throw new Error(`The prerendered shell ${shellVariantKey(snapshot)} holds ${what}.`);
    }
  }
  return `<div id="root" ${SHELL_ATTRIBUTES.variant}="${shellVariantKey(snapshot)}" ${SHELL_ATTRIBUTES.year}="${snapshot.year}">${html}</div>`;
}

export interface PrerenderedShell extends PrerenderedShellFile {
  /** Where the file goes, next to index.html. */
  readonly fileName: string;
}

export interface PrerenderOptions {
  /** The copyright year (§2 "Footer"); default the build's. */
  readonly year?: number;
  /** The app's other languages, each with its translator (WEB); none: German only. */
  readonly translators?: readonly Translator[];
}

/** Every variant, for the file next to index.html; `defaultVariant` goes into index.html itself. */
export function prerenderShell(
  app: AppAtPath,
  { year = new Date().getFullYear(), translators = [] }: PrerenderOptions = {},
): PrerenderedShell {
  const byLocale = new Map<Locale, Translator>([
    [DEFAULT_LOCALE, GERMAN],
    ...translators.map((translator) => [translator.locale, translator] as const),
  ]);
  const locales = [...byLocale.keys()];
  const roots = Object.fromEntries(
    shellVariantsIn(locales).map((variant) => [
      shellVariantKey(variant),
      renderShellRoot(app, { ...variant, year }, byLocale.get(variant.locale)),
    ]),
  );
  return {
    fileName: PRERENDERED_SHELL_FILE,
    defaultVariant: shellVariantKey(DEFAULT_SHELL_VARIANT),
    roots,
    ...(translators.length > 0 ? { locales } : {}),
  };
}
