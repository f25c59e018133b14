import type { Place } from '@sb/contracts';
import { WarehouseCredentials } from '@sb/ui-kit';

/** A place's credentials from its API answer (office hours default to 10:00-20:00 inside the component). */
export function PlaceCredentials({ place, withName = false }: { place: Place; withName?: boolean }) {
  return (
    <WarehouseCredentials
      name={withName ? place.name : undefined}
      address={place.address}
      phone={place.phone}
      access24
      workHours={place.work_hours.map((h) => ({ from: h.time_from, to: h.time_to }))}
      metro={place.subway ?? null}
    />
  );
}
