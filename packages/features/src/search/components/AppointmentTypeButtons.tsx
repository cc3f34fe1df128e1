// The appointment-type filter of §2: a row of toggle buttons, one pressed.
import {
  APPOINTMENT_TYPE_FILTERS,
  APPOINTMENT_TYPE_FILTER_LABELS,
  type AppointmentTypeFilter,
} from '@terminservice/domain/search';
import { useId } from 'react';
import { useT } from '../../i18n/index.ts';
import { RESULTS_MESSAGES } from '../texts.ts';
import { BubbleGroup } from './BubbleGroup.tsx';

export interface AppointmentTypeFilterProps {
  readonly value: AppointmentTypeFilter;
  readonly onChange: (value: AppointmentTypeFilter) => void;
}

/** §2 'Alle Termine' / 'Präsenztermin' / 'Videosprechstunde' (shown only when video is offered). */
export function AppointmentTypeButtons({ value, onChange }: AppointmentTypeFilterProps) {
  const { t, domain } = useT();
  const labelId = useId();
  return (
    <div className="ts-filter ts-filter--type">
      <p id={labelId} className="kern-label">
        {t(RESULTS_MESSAGES.appointmentType)}
      </p>
      <BubbleGroup
        labelId={labelId}
        choices={APPOINTMENT_TYPE_FILTERS}
        value={value}
        label={(filter) => domain(APPOINTMENT_TYPE_FILTER_LABELS[filter])}
        onChoose={onChange}
      />
    </div>
  );
}
