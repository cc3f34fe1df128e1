// A refused reschedule as the modal shows it (issue #15): the 'reschedule' rows of the catalogue —
// the new slot's refusals as the §8 booking rows say them, with the way back to the results when
// the slot is gone; the old booking's own refusals in our words.
import type { BookingErrorView } from '../booking/index.ts';
import {
  RESCHEDULE_FAILED,
  isSlotGone,
  resolveError,
  toParsedServerError,
} from '@terminservice/domain/errors';

export function rescheduleErrorView(error: unknown): BookingErrorView {
  const parsed = toParsedServerError(error);
  const resolved = resolveError('reschedule', parsed);
  return {
    ...(resolved?.title === undefined ? {} : { title: resolved.title }),
    message: resolved?.message || RESCHEDULE_FAILED,
    ...(resolved?.suffix === undefined ? {} : { suffix: resolved.suffix }),
    slotGone: isSlotGone(parsed),
    ...(resolved?.link === undefined ? {} : { link: resolved.link }),
    zipRejected: false,
    referenceId: parsed.referenceId,
  };
}
