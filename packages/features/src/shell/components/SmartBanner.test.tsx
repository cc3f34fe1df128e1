import { BANNER_RESHOW_DAYS } from '@terminservice/domain/limits';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readSetting, writeSetting } from '../../app-context/index.ts';
import { APP_STORE_URLS, SmartBanner } from './SmartBanner.tsx';

const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const DESKTOP =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';
const MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15';

const DAY_MS = 24 * 60 * 60 * 1000;
const START = new Date('2026-03-02T09:00:00Z');

const banner = () => screen.queryByRole('complementary', { name: 'Terminservice 116117' });

beforeEach(() => {
  window.localStorage.clear();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(START);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the mobile smart banner (§2 App shell)', () => {
  it('on Android shows app name, prompt, a Google Play badge only and a labelled close button', () => {
    render(<SmartBanner userAgent={ANDROID} />);
    expect(banner()).toBeTruthy();
    expect(
      screen.getByText('Termine noch schneller finden – mit der kostenlosen App.'),
    ).toBeTruthy();
    const badge = screen.getByRole('link', { name: 'Bei Google Play laden' });
    expect(badge.getAttribute('href')).toBe(APP_STORE_URLS.android);
    expect(screen.queryByRole('link', { name: 'Im App Store laden' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Hinweis auf die App schließen' })).toBeTruthy();
  });

  it('on iOS (iPhone, and an iPad that reports itself as a Mac) shows the App Store badge only', () => {
    const { unmount } = render(<SmartBanner userAgent={IPHONE} />);
    expect(screen.getByRole('link', { name: 'Im App Store laden' }).getAttribute('href')).toBe(
      APP_STORE_URLS.ios,
    );
    expect(screen.queryByRole('link', { name: 'Bei Google Play laden' })).toBeNull();
    unmount();
    render(<SmartBanner userAgent={MAC} maxTouchPoints={5} />);
    expect(screen.getByRole('link', { name: 'Im App Store laden' })).toBeTruthy();
  });

  it('shows nothing on desktop, a Mac without touch, or an unknown platform', () => {
    const { container, rerender } = render(<SmartBanner userAgent={DESKTOP} />);
    expect(container.innerHTML).toBe('');
    rerender(<SmartBanner key="mac" userAgent={MAC} maxTouchPoints={0} />);
    expect(container.innerHTML).toBe('');
    rerender(<SmartBanner key="unknown" userAgent="" />);
    expect(container.innerHTML).toBe('');
  });

  it('closing stores the current time as bannerDismissedAt and hides it (§4 Banner)', () => {
    render(<SmartBanner userAgent={ANDROID} />);
    fireEvent.click(screen.getByRole('button', { name: 'Hinweis auf die App schließen' }));
    expect(banner()).toBeNull();
    expect(readSetting<number>('bannerDismissedAt')).toBe(START.getTime());
    expect(window.localStorage.getItem('ets-settings-bannerDismissedAt')).toBe(
      String(START.getTime()),
    );
  });

  it(`stays hidden for ${BANNER_RESHOW_DAYS} days after closing and is shown again afterwards`, () => {
    const first = render(<SmartBanner userAgent={ANDROID} />);
    fireEvent.click(screen.getByRole('button', { name: 'Hinweis auf die App schließen' }));
    first.unmount();

    vi.setSystemTime(START.getTime() + BANNER_RESHOW_DAYS * DAY_MS - 1);
    const early = render(<SmartBanner userAgent={ANDROID} />);
    expect(banner()).toBeNull();
    early.unmount();

    vi.setSystemTime(START.getTime() + BANNER_RESHOW_DAYS * DAY_MS);
    render(<SmartBanner userAgent={ANDROID} />);
    expect(banner()).toBeTruthy();
  });

  it('shows again when the stored time is unreadable', () => {
    writeSetting('bannerDismissedAt', 'gestern');
    render(<SmartBanner userAgent={IPHONE} />);
    expect(banner()).toBeTruthy();
  });
});
