// §2 booking-authority filter 'Patiententermine' / 'TSS-Termine'; §4: the last checked box is
// disabled so that at least one stays checked.
import {
  BOOKING_AUTHORITIES,
  BOOKING_AUTHORITY_LABELS,
  isBookingAuthorityLocked,
  toggleBookingAuthority,
  type BookingAuthority,
} from '@terminservice/domain/search';
import { Checkbox } from '@terminservice/ui/checkbox';
import { useT } from '../../i18n/index.ts';
import { RESULTS_MESSAGES } from '../texts.ts';

export interface BookingAuthorityFilterProps {
  readonly checked: readonly BookingAuthority[];
  readonly onChange: (checked: BookingAuthority[]) => void;
}

export function BookingAuthorityFilter({ checked, onChange }: BookingAuthorityFilterProps) {
  const { t, domain } = useT();
  return (
    <fieldset className="kern-fieldset ts-filter ts-filter--authority">
      <legend className="kern-label">{t(RESULTS_MESSAGES.bookingAuthority)}</legend>
      <div className="ts-authority__boxes">
        {BOOKING_AUTHORITIES.map((authority) => (
          <Checkbox
            key={authority}
            label={domain(BOOKING_AUTHORITY_LABELS[authority])}
            checked={checked.includes(authority)}
            disabled={isBookingAuthorityLocked(checked, authority)}
            onChange={() => onChange(toggleBookingAuthority(checked, authority))}
          />
        ))}
      </div>
    </fieldset>
  );
}
