// The build's side of the prerendered shell (ADR 11; tooling/vite/prerender.ts loads an app's
// src/prerender.tsx, which calls this): the app's tree rendered to HTML once per variant of
// @terminservice/domain/shell, each as the #root element the server puts into index.html. Only
// the build imports this module (react-dom/server stays out of the browser bundles).
import {
  ALL_SHELL_VARIANTS,
  DEFAULT_SHELL_VARIANT,
  PRERENDERED_SHELL_FILE,
  SHELL_PAGE_PATHS,
  shellVariantKey,
  type PrerenderedShellFile,
} from '@terminservice/domain/shell';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
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

/** One variant's #root element. */
export function renderShellRoot(app: AppAtPath, snapshot: ShellSnapshot): string {
  const html = renderToString(
    <ShellRoot snapshot={snapshot}>{app(SHELL_PAGE_PATHS[snapshot.page])}</ShellRoot>,
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

/** Every variant, for the file next to index.html; `defaultVariant` goes into index.html itself. */
export function prerenderShell(
  app: AppAtPath,
  year: number = new Date().getFullYear(),
): PrerenderedShell {
  const roots = Object.fromEntries(
    ALL_SHELL_VARIANTS.map((variant) => [
      shellVariantKey(variant),
      renderShellRoot(app, { ...variant, year }),
    ]),
  );
  return {
    fileName: PRERENDERED_SHELL_FILE,
    defaultVariant: shellVariantKey(DEFAULT_SHELL_VARIANT),
    roots,
  };
}
