// §2 "Mobile smart banner: … store badge for Android or iOS only": which store a user agent gets.
// Shared by the app (the banner) and the server (which prerendered shell it sends, ADR 11).

export type MobilePlatform = 'android' | 'ios';

/**
 * The mobile platform whose store the banner offers, or null on desktop and unknown platforms
 * (§2: a badge for Android OR iOS only). iPadOS 13+ reports itself as a Mac; the browser tells it
 * apart by touch points (the server cannot, and passes none), so a desktop Mac never gets the
 * banner.
 */
export function detectMobilePlatform(userAgent: string, maxTouchPoints = 0): MobilePlatform | null {
  if (/android/i.test(userAgent)) return 'android';
  if (/iphone|ipad|ipod/i.test(userAgent)) return 'ios';
  if (/macintosh/i.test(userAgent) && maxTouchPoints > 1) return 'ios';
  return null;
}
