// The subscription waiting for its PIN (issue #15), kept in the session so that the PIN page
// survives a reload: the token, the channel, the masked address and the search to go back to.
import type { AlertChannel } from '@terminservice/domain/alerts';
import { readSession, removeSession, writeSession } from '../app-context/index.ts';

export interface PendingAlert {
  readonly token: string;
  readonly kanal: AlertChannel;
  /** Masked, as the server answered it. */
  readonly empfaenger: string;
  /** The results page the alert was set up from. */
  readonly zurueck: string;
  /** When the PIN in use was requested (epoch ms): its validity counts from here (#23 part 3). */
  readonly gesendetAm?: number;
}

function isPending(value: unknown): value is PendingAlert {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.token === 'string' &&
    (v.kanal === 'email' || v.kanal === 'sms') &&
    typeof v.empfaenger === 'string' &&
    typeof v.zurueck === 'string' &&
    (v.gesendetAm === undefined || typeof v.gesendetAm === 'number')
  );
}

export function readPendingAlert(): PendingAlert | null {
  const value = readSession<unknown>('alertPending');
  return isPending(value) ? value : null;
}

export function writePendingAlert(pending: PendingAlert): void {
  writeSession('alertPending', pending);
}

export function clearPendingAlert(): void {
  removeSession('alertPending');
}
