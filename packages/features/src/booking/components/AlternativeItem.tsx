// Issue #17: one offered alternative to a gone slot — when, where, how far — and the one button
// that books it with the contact data already entered. The button's accessible name carries the
// date, time, doctor (profile) and practice, so a screen-reader user tells the buttons apart.
import { Button } from '@terminservice/ui/button';
import { useIsShown } from '../../app-context/index.ts';
import type { SlotSelection } from '../selection.ts';
import { practiceNoteOf, termintypOf } from '../store.ts';
import { useT } from '../../i18n/index.ts';
import { BOOKING_MESSAGES } from '../texts.ts';
import { distanceKm, slotDateTimeIn } from '../slot-date-time.ts';

export interface AlternativeItemProps {
  readonly alternative: SlotSelection;
  /** This alternative is being booked. */
  readonly busy: boolean;
  /** Another one is being booked: this one waits. */
  readonly waiting: boolean;
  readonly onBook: (alternative: SlotSelection) => void;
}

export function AlternativeItem({ alternative, busy, waiting, onBook }: AlternativeItemProps) {
  const translator = useT();
  const { t } = translator;
  const isShown = useIsShown();
  const { office, profile } = alternative;
  const video = termintypOf(alternative) === 'VIDEOSPRECHSTUNDE';
  const when = slotDateTimeIn(translator, alternative);
  const verb = t(video ? BOOKING_MESSAGES.reserveAlternative : BOOKING_MESSAGES.bookAlternative);
  // The practice's note is read before booking (§2 practice-hint modal, §6 practice note).
  const note = isShown('practiceNote') ? practiceNoteOf(alternative) : null;
  return (
    <li className="ts-booking__alternative kern-body">
      <p className="ts-booking__alternative-when">
        <strong>{when}</strong>
        {video ? <span> · {t(BOOKING_MESSAGES.videoLabel)}</span> : null}
      </p>
      {profile?.name ? <p className="ts-booking__profile">{profile.name}</p> : null}
      <p>{office.label}</p>
      <p>
        {office.street}, {office.plz} {office.city}
      </p>
      {office.distance !== undefined ? (
        <p>
          {t(BOOKING_MESSAGES.distance, { km: distanceKm(translator.locale, office.distance) })}
        </p>
      ) : null}
      {note ? (
        <div>
          <p className="ts-booking__label">{t(BOOKING_MESSAGES.furtherInformation)}</p>
          <p className="ts-booking__note-text">{note}</p>
        </div>
      ) : null}
      <Button
        busy={busy}
        aria-disabled={waiting || undefined}
        // The visible words first (WCAG 2.5.3 label in name), then which slot it books.
        aria-label={`${verb}: ${[when, profile?.name, office.label].filter(Boolean).join(', ')}`}
        onClick={() => onBook(alternative)}
        className="ts-booking__alternative-book"
      >
        {verb}
      </Button>
    </li>
  );
}
