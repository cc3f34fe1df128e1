// Issue #23 part 4: what the §8 'Anspruch abgelaufen' leaves unsaid — why the code is refused
// (used up by cancellations, or expired) and what the patient can do now. Inside the page's error
// alert, so it is read with the §8 text.
import type { CodeStatusResponse } from '@terminservice/domain/api';
import { Link } from '@terminservice/ui/link';
import { CODE_REFUSAL_TEXTS as T } from '../texts.ts';

/** Why the code is refused, from its status; null when the status says neither. */
export function codeRefusalReason(status: CodeStatusResponse): string | null {
  if (status.verbraucht) return T.usedUp(status.stornierungen);
  if (status.abgelaufen) return T.expired(status.gueltigBis);
  return null;
}

export interface CodeRefusalDetailsProps {
  /** The status of the refused code (refusedCodeStatus); null shows nothing. */
  readonly status: CodeStatusResponse | null;
}

export function CodeRefusalDetails({ status }: CodeRefusalDetailsProps) {
  const reason = status === null ? null : codeRefusalReason(status);
  if (reason === null) return null;
  return (
    <>
      <p className="kern-body">{reason}</p>
      <p className="kern-body">
        {T.whatNext} <Link href={`tel:${T.phone}`}>{T.phone}</Link>.
      </p>
    </>
  );
}
