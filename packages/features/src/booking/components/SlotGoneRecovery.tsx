// Issue #17 "Taken-slot recovery" inside the booking modal: the §8 booking row of the gone slot
// (message and 'Bitte wählen Sie einen anderen Termin aus.'), calmly as information, not an error;
// then the nearest free alternatives of the same search, each booked in one step, or — when there
// is none — a plain sentence and the way back to the results.
import { Button } from '@terminservice/ui/button';
import { LoadingIndicator } from '@terminservice/ui/spinner';
import { useEffect, useId, useRef } from 'react';
import type { SlotSelection } from '../selection.ts';
import type { Recovery } from '../store.ts';
import { useT } from '../../i18n/index.ts';
import { BOOKING_MESSAGES } from '../texts.ts';
import { BookingMessage } from './BookingErrorAlert.tsx';
import { AlternativeItem } from './AlternativeItem.tsx';

export interface SlotGoneRecoveryProps {
  readonly recovery: Recovery;
  /** The slot id being booked, while an alternative's booking runs. */
  readonly bookingSlotId: string | null;
  readonly onBook: (alternative: SlotSelection) => void;
  readonly onBackToResults: () => void;
}

export function SlotGoneRecovery({
  recovery,
  bookingSlotId,
  onBook,
  onBackToResults,
}: SlotGoneRecoveryProps) {
  const { t } = useT();
  const headingId = useId();
  const box = useRef<HTMLDivElement>(null);
  const { message, status, alternatives } = recovery;
  // Each gone answer moves focus to its message, so keyboard and screen-reader users hear it.
  useEffect(() => {
    box.current?.focus();
  }, [message]);

  return (
    <div className="ts-booking__recovery">
      <div ref={box} tabIndex={-1} className="ts-booking__error">
        <BookingMessage error={message} tone="info" live="polite" />
      </div>
      <section className="ts-booking__alternatives" aria-labelledby={headingId}>
        <h3 id={headingId} className="kern-heading-small">
          {t(BOOKING_MESSAGES.alternativesHeading)}
        </h3>
        {status === 'searching' ? (
          <LoadingIndicator label={t(BOOKING_MESSAGES.alternativesSearching)} reserve="block" />
        ) : (
          <p className="kern-body" role="status">
            {status === 'failed'
              ? t(BOOKING_MESSAGES.alternativesFailed)
              : alternatives.length === 1
                ? t(BOOKING_MESSAGES.alternativesFoundOne)
                : alternatives.length > 1
                  ? t(BOOKING_MESSAGES.alternativesFoundMany, { count: alternatives.length })
                  : t(BOOKING_MESSAGES.noAlternatives)}
          </p>
        )}
        {status === 'done' && alternatives.length > 0 ? (
          <ul className="ts-booking__alternative-list">
            {alternatives.map((alternative) => (
              <AlternativeItem
                key={alternative.slot.id}
                alternative={alternative}
                busy={bookingSlotId === alternative.slot.id}
                waiting={bookingSlotId !== null && bookingSlotId !== alternative.slot.id}
                onBook={onBook}
              />
            ))}
          </ul>
        ) : null}
      </section>
      <Button
        variant="secondary"
        onClick={onBackToResults}
        aria-disabled={bookingSlotId !== null || undefined}
      >
        {t(BOOKING_MESSAGES.backToResults)}
      </Button>
    </div>
  );
}
