// Issue #23 part 4: what the §8 'Anspruch abgelaufen' leaves unsaid — why the code is refused
// (used up by cancellations, or expired) and what the patient can do now. Inside the page's error
// alert, so it is read with the §8 text.
import type { CodeStatusResponse } from '@terminservice/domain/api';
import { Link } from '@terminservice/ui/link';
import { GERMAN, useT, type Translator } from '../../i18n/index.ts';
import { CODE_REFUSAL_MESSAGES as M, REFUSAL_PHONE, cancellationCount, dayText } from '../texts.ts';

/** Why the code is refused, from its status; null when the status says neither. */
export function codeRefusalReason(
  status: CodeStatusResponse,
  translator: Translator = GERMAN,
): string | null {
  const { t } = translator;
  if (status.verbraucht) {
    return t(M.usedUp, { count: cancellationCount(translator, status.stornierungen) });
  }
  if (status.abgelaufen) return t(M.expired, { date: dayText(translator, status.gueltigBis) });
  return null;
}

export interface CodeRefusalDetailsProps {
  /** The status of the refused code (refusedCodeStatus); null shows nothing. */
  readonly status: CodeStatusResponse | null;
}

export function CodeRefusalDetails({ status }: CodeRefusalDetailsProps) {
  const translator = useT();
  const reason = status === null ? null : codeRefusalReason(status, translator);
  if (reason === null) return null;
  return (
    <>
      <p className="kern-body">{reason}</p>
      <p className="kern-body">
        {translator.t(M.whatNext)} <Link href={`tel:${REFUSAL_PHONE}`}>{REFUSAL_PHONE}</Link>.
      </p>
    </>
  );
}
