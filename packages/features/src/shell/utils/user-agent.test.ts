import { describe, expect, it } from 'vitest';
import { describeUserAgent, detectMobilePlatform } from './user-agent.ts';

const UA = {
  android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.6367.82 Mobile Safari/537.36',
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  ipadChrome:
    'Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0.6367.88 Mobile/15E148 Safari/604.1',
  edge: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 Edg/124.0.2478.51',
  firefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0',
  mac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
};

describe('detectMobilePlatform (§2 store badge for Android or iOS only)', () => {
  it('knows Android and iOS devices', () => {
    expect(detectMobilePlatform(UA.android)).toBe('android');
    expect(detectMobilePlatform(UA.iphone)).toBe('ios');
    expect(detectMobilePlatform(UA.ipadChrome)).toBe('ios');
    expect(detectMobilePlatform(UA.mac, 5)).toBe('ios');
  });

  it('gives null on desktop and unknown platforms', () => {
    expect(detectMobilePlatform(UA.edge)).toBeNull();
    expect(detectMobilePlatform(UA.firefox)).toBeNull();
    expect(detectMobilePlatform(UA.mac)).toBeNull();
    expect(detectMobilePlatform('')).toBeNull();
  });
});

describe('describeUserAgent (§3 report fields OS, browser, browser version)', () => {
  it.each([
    ['android', 'Android 14', 'Chrome', '124.0.6367.82'],
    ['iphone', 'iOS 17.4', 'Safari', '17.4'],
    ['ipadChrome', 'iOS 17.4', 'Chrome', '124.0.6367.88'],
    ['edge', 'Windows', 'Edge', '124.0.2478.51'],
    ['firefox', 'Linux', 'Firefox', '125.0'],
  ] as const)('names OS, browser and version (%s)', (agent, os, browser, browserVersion) => {
    expect(describeUserAgent(UA[agent])).toEqual({ os, browser, browserVersion });
  });

  it('says unbekannt for what it cannot read', () => {
    expect(describeUserAgent('curl/8.0')).toEqual({
      os: 'unbekannt',
      browser: 'unbekannt',
      browserVersion: 'unbekannt',
    });
  });
});
