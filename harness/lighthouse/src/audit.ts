// One Lighthouse navigation in a fresh Debian Chromium (docs/toolchain.md flags), driven through
// puppeteer so that, after Lighthouse is done, the page it measured can be asked what it shows:
// a search results page must have slots rendered (not a login bounce, not a spinner), a first
// visit must show the cookie notice. Lighthouse's defaults: mobile form factor, simulated mobile
// throttling, storage and cache cleared before the load (a first visit).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CHROMIUM_FLAGS } from '@terminservice/e2e/support/chromium.ts';
import lighthouse, { type Result as LighthouseResult } from 'lighthouse';
import { throttling } from 'lighthouse/core/config/constants.js';
import puppeteer from 'puppeteer-core';
import type { PageKind } from './pages.ts';

export interface PageState {
  readonly path: string;
  readonly h1: string;
  /** The slot buttons of the results (in every language; their names differ). */
  readonly slots: number;
  /** `<html lang>`: the language the page was shown in. */
  readonly lang: string;
  readonly cookieNotice: boolean;
}

export interface AuditResult {
  readonly performance: number;
  readonly accessibility: number;
  readonly lcpMs: number;
  readonly cls: number;
  readonly tbtMs: number;
  readonly lcpElement: string;
  /** Failed accessibility audits, by id. */
  readonly a11yFailures: readonly string[];
  /** Performance audits with a score below 0.9 (opportunities and diagnostics), by id. */
  readonly perfFindings: readonly string[];
  readonly state: PageState;
  readonly reportPath: string;
  readonly runtimeError: string | null;
  /** Lighthouse's measure of this machine's CPU for the run (calibrate.ts). */
  readonly benchmarkIndex: number;
}

function pageState(): PageState {
  return {
    path: window.location.pathname,
    h1: document.querySelector('h1')?.textContent?.trim() ?? '',
    // The office items' slot lists (features/search OfficeItem), whatever the language.
    slots: document.querySelectorAll('ul.ts-slots button').length,
    lang: document.documentElement.lang,
    // The shell's cookie notice (e2e: region 'Cookie Hinweis').
    cookieNotice: document.querySelector('section.ts-cookie') !== null,
  };
}

/** Why the measured page is not the page that was meant, or null when it is. */
export function wrongPage(kind: PageKind, state: PageState, locale = 'de'): string | null {
  if (state.lang !== locale) return `shown in "${state.lang}", not in "${locale}"`;
  // Issue #6 measures a first visit, and the cookie notice is part of it (storage is cleared).
  if (!state.cookieNotice)
    return `no cookie notice on ${state.path}: not measured as a first visit`;
  if (kind === 'search') {
    if (!state.path.startsWith('/terminservice/suche/'))
      return `ended on ${state.path}, not on the search results`;
    if (state.slots === 0) return `no slots rendered on ${state.path} (h1 "${state.h1}")`;
  } else if (state.h1 === '') {
    return `no heading rendered on ${state.path}`;
  }
  return null;
}

/** The HTML and JSON reports and the final screenshot; the HTML report's path. */
function writeReports(
  reportDir: string,
  name: string,
  { lhr, report }: { lhr: LighthouseResult; report: unknown },
): string {
  mkdirSync(reportDir, { recursive: true });
  const reportPath = join(reportDir, `${name}.html`);
  writeFileSync(reportPath, String(report));
  writeFileSync(join(reportDir, `${name}.json`), JSON.stringify(lhr, null, 1));
  const screenshot = lhr.audits['final-screenshot']?.details;
  if (screenshot?.type === 'screenshot') {
    const data = screenshot.data.replace(/^data:image\/\w+;base64,/, '');
    writeFileSync(join(reportDir, `${name}.jpg`), Buffer.from(data, 'base64'));
  }
  return reportPath;
}

const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100);

export async function audit(
  url: string,
  options: {
    chromePath: string;
    reportDir: string;
    name: string;
    locale: string;
    /** The simulated CPU slowdown (calibrate.ts). */
    cpuSlowdown: number;
  },
): Promise<AuditResult> {
  // The browser's language decides a first visit's (WEB follows the browser's languages).
  const browser = await puppeteer.launch({
    executablePath: options.chromePath,
    headless: true,
    defaultViewport: null,
    args: [...CHROMIUM_FLAGS, `--lang=${options.locale}`, `--accept-lang=${options.locale}`],
  });
  try {
    const page = await browser.newPage();
    const result = await lighthouse(
      url,
      {
        logLevel: 'error',
        output: 'html',
        onlyCategories: ['performance', 'accessibility'],
        throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: options.cpuSlowdown },
      },
      undefined,
      page,
    );
    if (!result) throw new Error(`Lighthouse returned no result for ${options.name}`);
    const { lhr } = result;
    const state = await page.evaluate(pageState);

    const reportPath = writeReports(options.reportDir, options.name, result);

    const audits = lhr.audits;
    // Lighthouse 13 names the LCP element in the LCP breakdown insight.
    const lcpDetails = audits['lcp-breakdown-insight']?.details;
    let lcpElement = '';
    if (lcpDetails?.type === 'list') {
      for (const item of lcpDetails.items) {
        if (item.type === 'node') lcpElement = `${item.selector ?? ''} "${item.nodeLabel ?? ''}"`;
      }
    }
    const failedIn = (category: string, below: number) =>
      (lhr.categories[category]?.auditRefs ?? [])
        .map((ref) => audits[ref.id])
        .filter(
          (a) =>
            a !== undefined &&
            a.score !== null &&
            a.score < below &&
            a.scoreDisplayMode !== 'informative' &&
            a.scoreDisplayMode !== 'notApplicable',
        )
        .map((a) => `${a!.id}${a!.displayValue ? ` (${a!.displayValue})` : ''}`);

    return {
      performance: score(lhr.categories.performance?.score),
      accessibility: score(lhr.categories.accessibility?.score),
      lcpMs: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
      cls: audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
      tbtMs: audits['total-blocking-time']?.numericValue ?? Number.NaN,
      lcpElement,
      a11yFailures: failedIn('accessibility', 1),
      perfFindings: failedIn('performance', 0.9),
      state,
      reportPath,
      runtimeError: lhr.runtimeError
        ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}`
        : null,
      benchmarkIndex: lhr.environment.benchmarkIndex,
    };
  } finally {
    await browser.close();
  }
}
