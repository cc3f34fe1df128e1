// Guards the numbers of §9 against accidental edits: each row quotes the spec's wording.
import { describe, expect, it } from 'vitest';
import * as limits from './index.ts';

describe('business constants and limits (§9)', () => {
  it.each([
    ['Code: 12 characters shown 4-4-4', limits.CODE_LENGTH, 12],
    ['input length 12 to 14 (min)', limits.CODE_INPUT_MIN_LENGTH, 12],
    ['input length 12 to 14 (max)', limits.CODE_INPUT_MAX_LENGTH, 14],
    ['invalid after two cancellations', limits.MAX_CANCELLATIONS_PER_CODE, 2],
    ['Postcode 5 digits', limits.POSTCODE_LENGTH, 5],
    ['Phone max 20 with +49', limits.PHONE_MAX_LENGTH, 20],
    ['E-mail max 100', limits.EMAIL_MAX_LENGTH, 100],
    ['city max 100', limits.CITY_MAX_LENGTH, 100],
    ['street max 100', limits.STREET_MAX_LENGTH, 100],
    ['text default max 100', limits.TEXT_MAX_LENGTH, 100],
    ['comment max 1000', limits.COMMENT_MAX_LENGTH, 1000],
    ['housenumber max 20', limits.HOUSE_NUMBER_MAX_LENGTH, 20],
    ['BSNR max 9', limits.BSNR_MAX_LENGTH, 9],
    ['Minimum age limit 150 years', limits.MAX_AGE_YEARS, 150],
    ['Booking PIN 6 digits', limits.BOOKING_PIN_LENGTH, 6],
    ['identity PIN max 7', limits.IDENTITY_PIN_MAX_LENGTH, 7],
    ['PIN resend cooldown 60 s', limits.PIN_RESEND_COOLDOWN_MS, 60_000],
    ['max wrong booking PIN attempts 5', limits.MAX_BOOKING_PIN_ATTEMPTS, 5],
    ['reservation window 30 minutes', limits.RESERVATION_WINDOW_MS, 1_800_000],
    ['check spam 3 days before', limits.INVITATION_SPAM_HINT_DAYS, 3],
    ['Default search radius 5 km', limits.DEFAULT_RADIUS_KM, 5],
    ['first 3 slots are shown', limits.SLOTS_SHOWN_PER_PRACTICE, 3],
    ['Availability timeout 4000 ms', limits.AVAILABILITY_TIMEOUT_MS, 4000],
    ['request timeout 30000 ms', limits.REQUEST_TIMEOUT_MS, 30_000],
    ['GET retries 3', limits.GET_RETRIES, 3],
    ['status polling 30 s', limits.STATUS_POLL_INTERVAL_MS, 30_000],
    ['filter debounce 500 ms', limits.FILTER_DEBOUNCE_MS, 500],
    ['toast 10000 ms', limits.TOAST_DURATION_MS, 10_000],
    ['surgery notification 15000 ms', limits.SURGERY_NOTIFICATION_MS, 15_000],
    ['radius tooltip closes after 3000 ms', limits.RADIUS_TOOLTIP_MS, 3000],
    ['autofocus delay 500 ms', limits.AUTOFOCUS_DELAY_MS, 500],
    ['banner reshown after 7 days', limits.BANNER_RESHOW_DAYS, 7],
    ['banner height 78 px', limits.BANNER_HEIGHT_PX, 78],
    ['Map zoom 16', limits.MAP_ZOOM, 16],
  ])('%s', (_wording, actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('radius choices are 1, 5, 10, 20, 50, 100, 150 km and contain the default', () => {
    expect(limits.RADIUS_CHOICES_KM).toEqual([1, 5, 10, 20, 50, 100, 150]);
    expect(limits.RADIUS_CHOICES_KM).toContain(limits.DEFAULT_RADIUS_KM);
  });

  it('billing days 4, 35, 24; service number 116117; cookie defaults', () => {
    expect(limits.BILLING_DAYS).toEqual({ start: 4, justified: 35, medicalReasonFrom: 24 });
    expect(limits.SERVICE_PHONE_NUMBER).toBe('116117');
    expect(limits.DEFAULT_COOKIE_SETTINGS).toEqual({ essential: true, statistics: false });
  });

  it('handset breakpoint 599.98 px portrait or 959.98 px landscape', () => {
    expect(limits.HANDSET_MEDIA_QUERY).toContain('599.98px');
    expect(limits.HANDSET_MEDIA_QUERY).toContain('959.98px');
  });

  it('progressive rendering: 10 per 50 ms, qualifications 200 per 20 ms', () => {
    expect(limits.PROGRESSIVE_RENDERING.default).toEqual({ items: 10, everyMs: 50 });
    expect(limits.PROGRESSIVE_RENDERING.qualifications).toEqual({ items: 200, everyMs: 20 });
  });
});
