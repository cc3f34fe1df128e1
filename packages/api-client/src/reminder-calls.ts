// The reminder links' calls (issue #15, docs/reminders.md "Calls"): no code, no token — the link's
// token travels in the body. The first only reads; confirm and release change the booking once.
import type { Transport } from './transport.ts';
import type { ApiClient } from './types.ts';

export function reminderCalls({ request }: Transport) {
  return {
    reminderView: (body, o) => request('reminderView', { body, options: o }),
    reminderConfirm: (body, o) => request('reminderConfirm', { body, options: o }),
    reminderRelease: (body, o) => request('reminderRelease', { body, options: o }),
  } satisfies Partial<ApiClient>;
}
