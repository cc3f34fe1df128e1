// The texts of the pieces several screens share (issue #23 part 1): the time left of a limit and a
// PIN's validity. The screens' own texts stay with the screens.
import type { Msg } from '../i18n/index.ts';

export const COMMON_MESSAGES = {
  // A time left: whole minutes from one minute on, else seconds (formatTimeLeft).
  minute: /*i18n*/ { id: 'common.time.minute', message: '1 Minute' },
  /** {count}: 2 or more (a translation may choose its plural form by it). */
  minutes: /*i18n*/ { id: 'common.time.minutes', message: '{count} Minuten' },
  second: /*i18n*/ { id: 'common.time.second', message: '1 Sekunde' },
  /** {count}: 0 or 2 to 59. */
  seconds: /*i18n*/ { id: 'common.time.seconds', message: '{count} Sekunden' },

  // A PIN's validity (issue #23 part 3, WCAG 2.2.1), one wording for every PIN page.
  /** {left}: the time left, e.g. '9 Minuten'. */
  pinLeft: /*i18n*/ { id: 'common.pin.left', message: 'Die PIN ist noch {left} gültig.' },
  /** {minutes}: how long a new PIN is valid. */
  pinWarning: /*i18n*/ {
    id: 'common.pin.warning',
    message:
      'Die PIN ist nur noch kurze Zeit gültig. Wenn Sie mehr Zeit brauchen, fordern Sie bitte eine neue PIN an. Die neue PIN ist wieder {minutes} Minuten gültig.',
  },
  pinEnded: /*i18n*/ {
    id: 'common.pin.ended',
    message: 'Die PIN ist nicht mehr gültig. Bitte fordern Sie eine neue PIN an.',
  },
  pinExtend: /*i18n*/ { id: 'common.pin.extend', message: 'Neue PIN anfordern' },
} as const satisfies Record<string, Msg>;
