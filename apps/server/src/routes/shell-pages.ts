// The app page per request (ADR 11): the build prerendered the app shell once per variant
// (dist/prerendered-shell.json, tooling/vite/prerender.ts); the server sends the variant that fits
// the visitor, so that the first paint already shows what the app will: no cookie notice for a
// visitor who confirmed it (consent cookie), the smart banner for Android and iOS unless closed
// (§2 "App shell", §4 "Banner"), the header's label for the page, and in WEB the visitor's
// language with `<html lang dir>` (issue #25 part 5). Each page is compressed once, on first use:
// the HTML is on the critical path of the first paint (issue #6).
import { DEFAULT_LOCALE, directionOf, type Locale } from '@terminservice/domain/locale';
import {
  PRERENDERED_SHELL_FILE,
  shellVariantFor,
  shellVariantKey,
  shellVariantsIn,
  type PrerenderedShellFile,
  type ShellRequest,
} from '@terminservice/domain/shell';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { acceptsCoding } from '../http/accept-encoding.ts';

export type ContentEncoding = 'br' | 'gzip';

export interface AppPageBody {
  readonly html: string;
  /** The page compressed, made on first use and kept. */
  encoded(encoding: ContentEncoding): Buffer;
}

function pageBody(html: string): AppPageBody {
  const cache = new Map<ContentEncoding, Buffer>();
  const compress = (encoding: ContentEncoding) =>
    encoding === 'br'
      ? brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 10 } })
      : gzipSync(html, { level: 9 });
  return {
    html,
    encoded(encoding) {
      let body = cache.get(encoding);
      if (!body) {
        body = compress(encoding);
        cache.set(encoding, body);
      }
      return body;
    },
  };
}

/** The prerendered variants next to index.html, or null without (or with an unreadable) file. */
export function readPrerenderedShell(distDir: string): PrerenderedShellFile | null {
  const file = join(distDir, PRERENDERED_SHELL_FILE);
  if (!existsSync(file)) return null;
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<PrerenderedShellFile>;
    return typeof parsed.defaultVariant === 'string' && typeof parsed.roots === 'object'
      ? (parsed as PrerenderedShellFile)
      : null;
  } catch {
    return null;
  }
}

const GERMAN_HTML = '<html lang="de">';

/** index.html in a language: `<html lang dir>` as the shell's (WCAG 3.1.1, the layout's side). */
function inLanguage(html: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE) return html;
  return html.replace(GERMAN_HTML, () => `<html lang="${locale}" dir="${directionOf(locale)}">`);
}

/**
 * The page for each request: index.html with the request's variant in place of the default one
 * (the #root elements are exact strings of the build), in the request's language among those
 * prerendered. Without variants: index.html for all.
 */
export function shellPages(
  indexHtml: string,
  shell: PrerenderedShellFile | null,
): (request: ShellRequest) => AppPageBody {
  const index = pageBody(indexHtml);
  const defaultRoot = shell?.roots[shell.defaultVariant];
  if (!shell || defaultRoot === undefined || !indexHtml.includes(defaultRoot)) return () => index;
  const locales = shell.locales ?? [DEFAULT_LOCALE];
  const pages = new Map(
    shellVariantsIn(locales).flatMap((variant) => {
      const key = shellVariantKey(variant);
      const root = shell.roots[key];
      if (root === undefined) return [];
      const html = inLanguage(indexHtml, variant.locale).replace(defaultRoot, () => root);
      return [[key, pageBody(html)] as const];
    }),
  );
  return (request) => pages.get(shellVariantKey(shellVariantFor(request, locales))) ?? index;
}

/** The encoding to send for an Accept-Encoding header: brotli, else gzip, else none. */
export function preferredEncoding(acceptEncoding: string | undefined): ContentEncoding | null {
  if (acceptsCoding(acceptEncoding, 'br')) return 'br';
  if (acceptsCoding(acceptEncoding, 'gzip')) return 'gzip';
  return null;
}
