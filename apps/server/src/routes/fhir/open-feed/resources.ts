// The open feed's resources as SMART Scheduling Links describes them (specification.md "Location
// File", "Schedule File", "Slot File"; issue #24 part 3): every required field, the booking deep
// link and booking phone on free slots, and nothing about bookings, codes or people — no profile
// name (often the doctor's), no doctor, no booking authority or urgency rules.
import type { Location, Schedule, Slot } from '@medplum/fhirtypes';
import { entryLinkPath } from '@terminservice/domain/search';
import type { LocationRow, ScheduleRow, SlotRow } from '../../../services/open-feed/index.ts';
import { fhirInstant } from '../instant.ts';
import { BSNR_SYSTEM, CODE_SYSTEM, TERMINTYP_DISPLAY } from '../naming.ts';

/** The spec's extensions of Slot. */
export const SMART_EXTENSION = {
  bookingDeepLink: 'http://fhir-registry.smarthealthit.org/StructureDefinition/booking-deep-link',
  bookingPhone: 'http://fhir-registry.smarthealthit.org/StructureDefinition/booking-phone',
} as const;

/**
 * A practice as a Location, its id the BSNR (as Organization/<bsnr> of the FHIR interface). The
 * spec requires one contact point at least: without phone and web site, the service's own page.
 * `land`: the federal state's ISO 3166-2 code.
 */
export function locationOf(row: LocationRow, land: string, publicUrl: string): Location {
  const telecom: NonNullable<Location['telecom']> = [];
  if (row.telefon) telecom.push({ system: 'phone', value: row.telefon });
  if (row.webseite) telecom.push({ system: 'url', value: row.webseite });
  if (telecom.length === 0)
    telecom.push({ system: 'url', value: `${publicUrl}${entryLinkPath({})}` });
  return {
    resourceType: 'Location',
    id: row.bsnr,
    identifier: [{ system: BSNR_SYSTEM, value: row.bsnr }],
    name: row.name,
    telecom,
    address: {
      line: [row.strasse],
      city: row.ort,
      state: land,
      postalCode: row.plz,
      country: 'DE',
    },
    position: { latitude: Number(row.lat), longitude: Number(row.lon) },
  };
}

/** A Terminprofil as a Schedule: its Leistungsmerkmale and appointment type as serviceType. */
export function scheduleOf(row: ScheduleRow): Schedule {
  return {
    resourceType: 'Schedule',
    id: row.id,
    serviceType: [
      ...row.leistungsmerkmale.map(([code, name]) => ({
        coding: [{ system: CODE_SYSTEM.leistungsmerkmal, code, display: name }],
        text: name,
      })),
      {
        coding: [
          {
            system: CODE_SYSTEM.termintyp,
            code: row.termintyp,
            display: TERMINTYP_DISPLAY[row.termintyp] ?? row.termintyp,
          },
        ],
      },
    ],
    actor: [{ reference: `Location/${row.bsnr}` }],
  };
}

/**
 * A slot: free with its deep link into WEB's login page, prefilled with the practice's postcode
 * and the profile's Leistungsmerkmal (booking needs a code or the identity check), and the
 * practice's phone; busy (only in `_since` answers) with no more than its times.
 */
export function slotOf(row: SlotRow, publicUrl: string): Slot {
  const slot: Slot = {
    resourceType: 'Slot',
    id: row.id,
    schedule: { reference: `Schedule/${row.profil_id}` },
    status: row.frei ? 'free' : 'busy',
    start: fhirInstant(new Date(row.beginn)),
    end: fhirInstant(new Date(row.ende)),
  };
  if (!row.frei) return slot;
  const link = entryLinkPath({
    plz: row.plz,
    ...(row.leistungsmerkmal ? { leistungsmerkmal: row.leistungsmerkmal } : {}),
  });
  return {
    ...slot,
    extension: [
      { url: SMART_EXTENSION.bookingDeepLink, valueUrl: `${publicUrl}${link}` },
      ...(row.telefon ? [{ url: SMART_EXTENSION.bookingPhone, valueString: row.telefon }] : []),
    ],
  };
}
