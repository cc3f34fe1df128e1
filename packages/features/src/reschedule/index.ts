// reschedule feature (issue #15 part 2, docs/rescheduling.md): 'Anderen Termin wählen' — the search
// for the same code in reschedule mode, its note, the confirmation modal and the move.
export {
  RESCHEDULE_PARAMETER,
  bookedDate,
  bookedWhen,
  isRescheduleSearch,
  reschedulePath,
} from './path.ts';
export { RescheduleFlow, type RescheduleFlowProps } from './RescheduleFlow.tsx';
export { RescheduleNote } from './RescheduleNote.tsx';
export { RESCHEDULE_MESSAGES, RESCHEDULE_OTHER_TYPE, RESCHEDULE_TEXTS } from './texts.ts';
export { useRescheduleMode, type RescheduleMode } from './useRescheduleMode.ts';
export {
  useRescheduleAction,
  useRescheduleStart,
  type RescheduleAction,
} from './useRescheduleStart.ts';
