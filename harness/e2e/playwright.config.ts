// End-to-end tests: Playwright drives Debian's Chromium (/usr/bin/chromium; never a downloaded
// browser) against the product as `pnpm start` runs it (global-setup.ts starts it on its own ports
// and a fresh database). Projects: every test on desktop at 1280 px; the patient's journeys and the
// layout tests again on a phone at 360 px (PHONE_SPECS); then the tests that set a server-wide
// feature toggle (tag @feature-toggle), one at a time, so none sees another's toggle.
import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, DEBIAN_CHROMIUM } from './support/chromium.ts';
import { FEATURE_TOGGLE_TAG } from './support/feature-toggles.ts';
import { PHONE_ONLY_TAG } from './support/phone-only.ts';
import { e2ePorts } from './support/ports.ts';

const CHROMIUM_ARGS = ['--headless', ...CHROMIUM_FLAGS];

const DESKTOP = { browserName: 'chromium', viewport: { width: 1280, height: 800 } } as const;
const PHONE = {
  browserName: 'chromium',
  viewport: { width: 360, height: 740 },
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 1,
} as const;
const FEATURE_TOGGLE_RE = new RegExp(FEATURE_TOGGLE_TAG);
const NOT_ON_DESKTOP_RE = new RegExp(`${FEATURE_TOGGLE_TAG}|${PHONE_ONLY_TAG}`);
/**
 * What runs on the phone too: the whole patient journeys (with axe at every step), the shell and
 * its menu, the results page with its phone layout, the cookie notice and the app banners. The
 * other specs test rules, staff apps (hotline and practices work at desks) and plumbing, which a
 * narrower window does not change; running them twice only doubled CI's time.
 */
const PHONE_SPECS = [
  'journeys.spec.ts',
  'shell.spec.ts',
  'search.spec.ts',
  'cookie-notice.spec.ts',
  'smart-banner.spec.ts',
  // Issue #23 part 1: the languages, Arabic at 320 px.
  'languages.spec.ts',
  'language-journeys.spec.ts',
];

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  globalSetup: './support/global-setup.ts',
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${e2ePorts().web}`,
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? DEBIAN_CHROMIUM,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    { name: 'desktop', grepInvert: NOT_ON_DESKTOP_RE, use: DESKTOP },
    { name: 'phone', testMatch: PHONE_SPECS, grepInvert: FEATURE_TOGGLE_RE, use: PHONE },
    {
      name: 'desktop-toggles',
      grep: FEATURE_TOGGLE_RE,
      workers: 1,
      dependencies: ['desktop', 'phone'],
      use: DESKTOP,
    },
  ],
});
