// §2 "Mobile smart banner: app name, download prompt, close icon, store badge for Android or iOS
// only. Mobile height 78 px. Reshown 7 days after dismissal." §3 bannerDismissedAt, §4 "Banner".
// Shown only on Android and iOS (by the user agent); nothing on desktop or unknown platforms.
import { DEFAULT_PRODUCT_NAME } from '@terminservice/domain/errors';
import { useId, useState } from 'react';
import { readSetting, writeBannerCookie, writeSetting } from '../../app-context/index.ts';
import { germanTexts, useT } from '../../i18n/index.ts';
import { usePrerenderedShell } from '../prerendered.tsx';
import { SMART_BANNER_MESSAGES } from '../texts.ts';
import { isBannerDue } from '../utils/banner-due.ts';
import { detectMobilePlatform, type MobilePlatform } from '../utils/user-agent.ts';

/**
 * Configuration: where the app is offered. The spec names no listing, so these are the stores'
 * own search pages for "116117"; replace them with the published listings' URLs at release.
 */
export const APP_STORE_URLS: Readonly<Record<MobilePlatform, string>> = {
  android: 'https://play.google.com/store/search?q=116117&c=apps',
  ios: 'https://apps.apple.com/de/search?term=116117',
};

/** Our texts: the spec only describes the banner's parts (§2). The app's name is not translated. */
export const SMART_BANNER_TEXTS = {
  appName: `${DEFAULT_PRODUCT_NAME} 116117`,
  ...germanTexts(SMART_BANNER_MESSAGES),
} as const;

export interface SmartBannerProps {
  /** For tests; defaults to the browser's. */
  readonly userAgent?: string;
  readonly maxTouchPoints?: number;
  /** Overrides APP_STORE_URLS (configuration). */
  readonly storeUrls?: Readonly<Record<MobilePlatform, string>>;
}

function browserUserAgent(): { userAgent: string; maxTouchPoints: number } {
  if (typeof navigator === 'undefined') return { userAgent: '', maxTouchPoints: 0 };
  return { userAgent: navigator.userAgent, maxTouchPoints: navigator.maxTouchPoints ?? 0 };
}

export function SmartBanner({
  userAgent,
  maxTouchPoints,
  storeUrls = APP_STORE_URLS,
}: SmartBannerProps) {
  const id = useId();
  const [platform] = useState(() => {
    const browser = browserUserAgent();
    return detectMobilePlatform(
      userAgent ?? browser.userAgent,
      maxTouchPoints ?? browser.maxTouchPoints,
    );
  });
  const [visible, setVisible] = useState(() =>
    isBannerDue(readSetting<number>('bannerDismissedAt'), Date.now()),
  );
  // While hydrating: the banner the server chose by the user agent (ADR 11).
  const prerendered = usePrerenderedShell();
  const { t } = useT();
  const shown = prerendered ? prerendered.banner : visible ? platform : null;
  if (shown === null) return null;

  function dismiss() {
    // §4: "closing stores the current time and hides it".
    const now = Date.now();
    writeSetting('bannerDismissedAt', now);
    writeBannerCookie(now, now);
    setVisible(false);
  }

  return (
    <aside className="ts-smart-banner" aria-labelledby={`${id}-name`}>
      <div className="ts-smart-banner__inner">
        <button
          type="button"
          className="kern-btn kern-btn--tertiary ts-smart-banner__close"
          onClick={dismiss}
        >
          <span className="kern-icon kern-icon--close" aria-hidden="true" />
          <span className="kern-sr-only">{t(SMART_BANNER_MESSAGES.close)}</span>
        </button>
        <div className="ts-smart-banner__text">
          <p id={`${id}-name`} className="ts-smart-banner__name">
            {SMART_BANNER_TEXTS.appName}
          </p>
          <p className="ts-smart-banner__prompt">{t(SMART_BANNER_MESSAGES.prompt)}</p>
        </div>
        <a
          className="ts-smart-banner__badge"
          href={storeUrls[shown]}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t(SMART_BANNER_MESSAGES[shown])}
        </a>
      </div>
    </aside>
  );
}
