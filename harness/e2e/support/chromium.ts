// Debian's Chromium as the harnesses launch it (docs/toolchain.md): the e2e suite through Playwright,
// Lighthouse through puppeteer. Never a downloaded browser.

/** Where Debian's package puts it (`apt-get install -y chromium`). */
export const DEBIAN_CHROMIUM = '/usr/bin/chromium';

/**
 * The launch flags both share: no sandbox (CI runs as root), no GPU, no QUIC, and none of the
 * background traffic (first-run, component updates, sync) that would disturb a measurement.
 */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
