// §2: the static map of the office, only after map consent (the consent layer is inside StaticMap).
import type { AppointmentEntry } from '@terminservice/domain/api';
import { StaticMap } from '../../map/index.ts';

export function OfficeMap({ office }: { readonly office: AppointmentEntry['office'] }) {
  if (office?.lat === undefined || office.lon === undefined) return null;
  return (
    <div className="ts-appointment__map">
      <StaticMap
        latitude={office.lat}
        longitude={office.lon}
        label={`${office.label}, ${office.street}, ${office.plz} ${office.city}`}
      />
    </div>
  );
}
