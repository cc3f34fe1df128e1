// Reading the browser's user agent for two shell parts: the smart banner's store badge (§2 "store
// badge for Android or iOS only") and the OS/browser fields of the fatal error report (§3).

// Which store the banner offers is shared with the server (ADR 11), so it lives in the domain.
export { detectMobilePlatform, type MobilePlatform } from '@terminservice/domain/shell';

export interface BrowserInfo {
  readonly os: string;
  readonly browser: string;
  readonly browserVersion: string;
}

const UNKNOWN = 'unbekannt';

function operatingSystem(ua: string): string {
  const android = /Android\s*([\d.]+)?/i.exec(ua);
  if (android) return android[1] ? `Android ${android[1]}` : 'Android';
  const ios = /(?:iPhone|iPad|iPod).*?OS (\d+(?:_\d+)*)/i.exec(ua);
  if (ios?.[1]) return `iOS ${ios[1].replace(/_/g, '.')}`;
  if (/Windows/i.test(ua)) return 'Windows';
  if (/Mac OS X|Macintosh/i.test(ua)) return 'macOS';
  if (/CrOS/i.test(ua)) return 'ChromeOS';
  if (/Linux/i.test(ua)) return 'Linux';
  return UNKNOWN;
}

// Order matters: Edge and Opera also name Chrome, Chrome also names Safari.
const BROWSERS: readonly (readonly [string, RegExp])[] = [
  ['Edge', /Edg(?:e|A|iOS)?\/([\d.]+)/],
  ['Opera', /(?:OPR|Opera)\/([\d.]+)/],
  ['Samsung Internet', /SamsungBrowser\/([\d.]+)/],
  ['Firefox', /(?:Firefox|FxiOS)\/([\d.]+)/],
  ['Chrome', /(?:Chrome|CriOS)\/([\d.]+)/],
  ['Safari', /Version\/([\d.]+).*Safari\//],
];

/** §3 "Fatal error report fields: … OS, browser, browser version". */
export function describeUserAgent(userAgent: string): BrowserInfo {
  const os = operatingSystem(userAgent);
  for (const [browser, pattern] of BROWSERS) {
    const match = pattern.exec(userAgent);
    if (match?.[1]) return { os, browser, browserVersion: match[1] };
  }
  return { os, browser: UNKNOWN, browserVersion: UNKNOWN };
}
