// A time limit a patient meets (issue #23 part 3, WCAG 2.2.1; docs/time-limits.md): the time left,
// a warning TIME_LIMIT_WARNING_MS before the end in a polite live region, the end in an assertive
// one, and — where the rule allows — a button that extends it. Where the rule does not, the page
// says why beside the time left. What "extend" means stays with the page: a PIN held by the
// server is extended by sending a new one, never by the client alone.
import { TIME_LIMIT_WARNING_MS } from '@terminservice/domain/limits';
import { Alert } from '@terminservice/ui/alert';
import { Button } from '@terminservice/ui/button';
import { GERMAN, useT, type Translator } from '../i18n/index.ts';
import { useCountdown } from './countdown.ts';
import { COMMON_MESSAGES } from './texts.ts';
import './time-limit.css';

export interface TimeLimitTexts {
  /** Shown all the time, e.g. `Die PIN gilt noch ${left}.` (left: '9 Minuten', '45 Sekunden'). */
  readonly left: (left: string) => string;
  /** Said once, politely, when the warning time is reached. */
  readonly warning: string;
  /** Said at the end (assertive). */
  readonly ended: string;
  /** A limit that cannot be extended: why, shown with the time left. */
  readonly fixed?: string;
}

export interface TimeLimitExtension {
  readonly label: string;
  readonly onExtend: () => void;
  readonly busy?: boolean;
  /** E.g. while a resend waits for its cooldown. */
  readonly disabled?: boolean;
}

export interface TimeLimitProps {
  /** When the limit ends (epoch ms). */
  readonly endsAt: number;
  readonly texts: TimeLimitTexts;
  /** Offered from the warning on (and after the end); left out where the rule forbids it. */
  readonly extend?: TimeLimitExtension | undefined;
}

/**
 * '9 Minuten', '1 Minute', '45 Sekunden': whole minutes rounded up from one minute on, in the
 * translator's language (German without one).
 */
export function formatTimeLeft(seconds: number, t: Translator['t'] = GERMAN.t): string {
  if (seconds >= 60) {
    const minutes = Math.ceil(seconds / 60);
    return minutes === 1
      ? t(COMMON_MESSAGES.minute)
      : t(COMMON_MESSAGES.minutes, { count: minutes });
  }
  return seconds === 1 ? t(COMMON_MESSAGES.second) : t(COMMON_MESSAGES.seconds, { count: seconds });
}

export function TimeLimit({ endsAt, texts, extend }: TimeLimitProps) {
  const seconds = useCountdown(endsAt);
  const { t } = useT();
  const ended = seconds === 0;
  const warning = !ended && seconds * 1000 <= TIME_LIMIT_WARNING_MS;

  return (
    <div className="ts-time-limit">
      {!ended && (
        <p className="kern-body ts-time-limit__left">
          {texts.left(formatTimeLeft(seconds, t))}
          {texts.fixed ? ` ${texts.fixed}` : ''}
        </p>
      )}
      {/* The live regions are in the page before their text, so that it is read when it comes;
          aria-live without a role, so that an empty one is no 'status' or 'alert' of the page. */}
      <div aria-live="polite" className="ts-time-limit__live">
        {warning && <Alert tone="warning" title={texts.warning} live="off" />}
      </div>
      <div aria-live="assertive" className="ts-time-limit__live">
        {ended && <Alert tone="error" title={texts.ended} live="off" />}
      </div>
      {extend && (warning || ended) && (
        <Button
          variant="secondary"
          busy={extend.busy ?? false}
          disabled={extend.disabled}
          onClick={extend.onExtend}
        >
          {extend.label}
        </Button>
      )}
    </div>
  );
}
