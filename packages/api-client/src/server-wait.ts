// Issue #6 "the apps show a calm wait notice and retry after the advised time": while a call waits
// out a 503's Retry-After before its next attempt, the shell shows a notice. The wait is known only
// here, deep in the retry logic, so every client reports it to this one module-level count, which
// the shell subscribes to (one app = one page = one count; no wiring through each app's client).

type Listener = (waiting: number) => void;

let waiting = 0;
const listeners = new Set<Listener>();

function publish(): void {
  for (const listener of listeners) listener(waiting);
}

/** How many calls are now waiting to try again after the server said "not now" (503). */
export function serverWaits(): number {
  return waiting;
}

/** Calls `listener` with the new count whenever it changes; returns the unsubscribe function. */
export function subscribeServerWaits(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Starts one wait; the returned function ends it (calling it again does nothing). */
export function beginServerWait(): () => void {
  waiting += 1;
  publish();
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    waiting -= 1;
    publish();
  };
}
