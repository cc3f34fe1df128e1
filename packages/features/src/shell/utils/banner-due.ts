// §4 "Banner: visible until closed; closing stores the current time and hides it; reshown after
// 7 days" (§9 BANNER_RESHOW_DAYS).
import { BANNER_RESHOW_DAYS } from '@terminservice/domain/limits';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whether the banner shows again: never dismissed, or dismissed at least 7 days ago. */
export function isBannerDue(dismissedAt: number | null, now: number): boolean {
  if (dismissedAt === null || !Number.isFinite(dismissedAt)) return true;
  return now - dismissedAt >= BANNER_RESHOW_DAYS * DAY_MS;
}
