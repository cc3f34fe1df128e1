// The JavaScript budget of each app (issue "The patient app", Quality): the initial JavaScript —
// the entry script of dist/index.html, the modules it preloads or (the boot loader, ADR 11) imports
// at start, and everything they import statically — summed as gzip. Lazy chunks (dynamic import(): the dev module, static pages, later
// the map) are listed separately and do not count.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, posix, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { BOOT_LOADER_MARK } from '../../tooling/vite/boot-loader.ts';

/** kB as Vite prints them: 1 kB = 1000 bytes. */
export const KB = 1000;
/**
 * The initial JavaScript of each app, gzip: 100 kB (issue #25 part 5 "A lighter first page"; 110 kB
 * before). All four apps share the start chunk's React, router and shell, so one figure holds them.
 */
export const DEFAULT_BUDGET_BYTES = 100 * KB;

export const APPS = ['web', 'tss-dispo', 'surgery', 'smed'] as const;

export interface FileSize {
  /** Path relative to dist/. */
  readonly file: string;
  readonly bytes: number;
  readonly gzipBytes: number;
}

export interface AppReport {
  readonly app: string;
  readonly distDir: string;
  readonly built: boolean;
  readonly initialJs: readonly FileSize[];
  readonly initialCss: readonly FileSize[];
  readonly lazyJs: readonly FileSize[];
  readonly initialJsGzip: number;
  readonly budgetBytes: number;
  readonly withinBudget: boolean;
}

function sizeOf(distDir: string, file: string): FileSize {
  const content = readFileSync(join(distDir, file));
  return { file, bytes: content.length, gzipBytes: gzipSync(content, { level: 9 }).length };
}

/** A URL in index.html (with the app's base path) → a path relative to dist/, or null if external. */
function toDistPath(url: string, base: string): string | null {
  if (/^[a-z]+:|^\/\//i.test(url)) return null;
  const path = url.split(/[?#]/)[0] ?? '';
  if (path.startsWith(base)) return path.slice(base.length);
  if (path.startsWith('/')) return path.slice(1);
  return path;
}

function attributes(tag: string): Record<string, string> {
  const result: Record<string, string> = {};
  for (const match of tag.matchAll(/([a-zA-Z-]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g)) {
    const name = match[1]!.toLowerCase();
    result[name] = match[2] ?? match[3] ?? match[4] ?? '';
  }
  return result;
}

/** The scripts, module preloads and stylesheets that index.html loads. */
export function htmlEntries(html: string, base: string): { js: string[]; css: string[] } {
  const js: string[] = [];
  const css: string[] = [];
  for (const [tag] of html.matchAll(/<(?:script|link)\b[^>]*>/gi)) {
    const attrs = attributes(tag.replace(/^<(script|link)/i, ''));
    if (/^<script/i.test(tag) && attrs.src && attrs.type === 'module') {
      const path = toDistPath(attrs.src, base);
      if (path) js.push(path);
    } else if (/^<link/i.test(tag) && attrs.href) {
      const path = toDistPath(attrs.href, base);
      if (!path) continue;
      if (attrs.rel === 'modulepreload') js.push(path);
      else if (attrs.rel === 'stylesheet') css.push(path);
    }
  }
  return { js, css };
}

/**
 * The modules a built chunk imports statically (`import … from "./x.js"`, `import "./x.js"`,
 * `export … from "./x.js"`), as paths relative to dist/. Dynamic `import("./x.js")` is lazy and
 * not listed.
 */
export function staticImports(code: string, chunk: string): string[] {
  const found = new Set<string>();
  const pattern =
    /(?:^|[^\w$.])(?:import|export)\s*(?:[\w$*{}\s,]*?\s*from\s*)?["']([^"']+\.m?js)["']/g;
  for (const match of code.matchAll(pattern)) {
    const specifier = match[1]!;
    if (!specifier.startsWith('.')) continue;
    found.add(posix.normalize(posix.join(posix.dirname(chunk), specifier)));
  }
  return [...found];
}

/** How the boot loader begins: the build's own constant (a harness may import the config). */
export { BOOT_LOADER_MARK };

/**
 * The modules a built chunk imports dynamically (`import("./x.js")`). Counted only for a boot
 * loader as the entry script of index.html (ADR 11): it imports the app's entry after the first
 * paint, unconditionally, so its imports are initial. Anywhere else import() is lazy.
 */
export function dynamicImports(code: string, chunk: string): string[] {
  const found = new Set<string>();
  for (const match of code.matchAll(/(?:^|[^\w$.])import\(\s*["'](\.[^"']+\.m?js)["']\s*\)/g)) {
    found.add(posix.normalize(posix.join(posix.dirname(chunk), match[1]!)));
  }
  return [...found];
}

function listJs(distDir: string, dir = ''): string[] {
  const here = join(distDir, dir);
  return readdirSync(here, { withFileTypes: true }).flatMap((entry) => {
    const path = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return listJs(distDir, path);
    return /\.m?js$/.test(entry.name) ? [path] : [];
  });
}

/** The base path the built index.html uses for its assets, e.g. '/terminservice/'. */
function basePathOf(html: string): string {
  const src = /<script\b[^>]*\bsrc=["']([^"']+)["']/i.exec(html)?.[1] ?? '/';
  const index = src.indexOf('assets/');
  return index > 0 ? src.slice(0, index) : '/';
}

export function measureApp(
  app: string,
  distDir: string,
  budgetBytes: number = DEFAULT_BUDGET_BYTES,
): AppReport {
  const indexHtml = join(distDir, 'index.html');
  if (!existsSync(indexHtml)) {
    return {
      app,
      distDir,
      built: false,
      initialJs: [],
      initialCss: [],
      lazyJs: [],
      initialJsGzip: 0,
      budgetBytes,
      withinBudget: true,
    };
  }
  const html = readFileSync(indexHtml, 'utf8');
  const entries = htmlEntries(html, basePathOf(html));
  const initial = new Set<string>();
  const queue = [...entries.js];
  // A boot loader's import()s: the start of the app after the first paint (ADR 11).
  for (const file of entries.js) {
    const path = join(distDir, file);
    const code = existsSync(path) ? readFileSync(path, 'utf8') : '';
    if (code.startsWith(BOOT_LOADER_MARK)) queue.push(...dynamicImports(code, file));
  }
  while (queue.length > 0) {
    const file = queue.shift()!;
    if (initial.has(file) || !existsSync(join(distDir, file))) continue;
    initial.add(file);
    queue.push(...staticImports(readFileSync(join(distDir, file), 'utf8'), file));
  }
  const initialJs = [...initial].map((file) => sizeOf(distDir, file));
  const lazyJs = listJs(distDir)
    .filter((file) => !initial.has(file))
    .map((file) => sizeOf(distDir, file));
  const initialJsGzip = initialJs.reduce((sum, f) => sum + f.gzipBytes, 0);
  return {
    app,
    distDir,
    built: true,
    initialJs,
    initialCss: entries.css
      .filter((file) => existsSync(join(distDir, file)))
      .map((f) => sizeOf(distDir, f)),
    lazyJs,
    initialJsGzip,
    budgetBytes,
    withinBudget: initialJsGzip <= budgetBytes,
  };
}

const kb = (bytes: number) => `${(bytes / KB).toFixed(2)} kB`;

/** The report as a plain-text table. */
export function formatReport(reports: readonly AppReport[], root = process.cwd()): string {
  const rows: string[][] = [['app', 'kind', 'file', 'size', 'gzip']];
  for (const report of reports) {
    if (!report.built) {
      rows.push([report.app, 'not built', relative(root, report.distDir) || '.', '', '']);
      continue;
    }
    const byGzip = (a: FileSize, b: FileSize) => b.gzipBytes - a.gzipBytes;
    for (const f of [...report.initialJs].sort(byGzip))
      rows.push([report.app, 'initial JS', f.file, kb(f.bytes), kb(f.gzipBytes)]);
    rows.push([
      report.app,
      'INITIAL JS',
      `total (budget ${kb(report.budgetBytes)})`,
      '',
      `${kb(report.initialJsGzip)} ${report.withinBudget ? 'ok' : 'OVER BUDGET'}`,
    ]);
    for (const f of report.initialCss)
      rows.push([report.app, 'initial CSS', f.file, kb(f.bytes), kb(f.gzipBytes)]);
    for (const f of [...report.lazyJs].sort(byGzip))
      rows.push([report.app, 'lazy JS', f.file, kb(f.bytes), kb(f.gzipBytes)]);
  }
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((row) => row[i]!.length)));
  const line = (row: string[]) =>
    row.map((cell, i) => (i >= 3 ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!))).join('  ');
  return [line(rows[0]!), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.slice(1).map(line)]
    .join('\n')
    .concat('\n');
}

export function appDistDir(root: string, app: string): string {
  return join(root, 'apps', app, 'dist');
}

export const REPO_ROOT = join(dirname(new URL(import.meta.url).pathname), '..', '..');
