// The client's calls, one group per part of spec §7, each a table from method to catalogue call.
// `satisfies Partial<ApiClient>` types each method from the interface; createApiClient's return
// type checks that the groups together are the whole of it.
import { APPLICATION_TYPE_HEADER, checkLoginResponse } from '@terminservice/domain/api';
import {
  resolveApplicationType,
  type ApplicationType,
} from '@terminservice/domain/application-type';
import { buildSearchQuery, buildSmedSearchQuery } from '@terminservice/domain/search';
import type { Transport } from './transport.ts';
import type { ApiClient, VersionInfo } from './types.ts';

/** Start: feature toggles, version (whose resolved type `onVersion` hears), status. */
export function startCalls(
  { send, request }: Transport,
  onVersion: (type: ApplicationType) => void,
) {
  return {
    featureToggles: (o) => request('featureToggles', { options: o }),
    async version(o) {
      const info = await send('version', { options: o }, async (pending): Promise<VersionInfo> => {
        const response = await pending;
        const header = response.headers.get(APPLICATION_TYPE_HEADER);
        return {
          version: await response.text(),
          applicationType: resolveApplicationType(header),
          applicationTypeHeader: header,
        };
      });
      onVersion(info.applicationType);
      return info;
    },
    status: (o) => request('status', { options: o }),
  } satisfies Partial<ApiClient>;
}

/** Login and codes, and the no-code flow. */
export function codeCalls({ request }: Transport) {
  return {
    login: async (query, o) => checkLoginResponse(await request('login', { query, options: o })),
    codeByServiceFeature: (query, o) => request('codeByServiceFeature', { query, options: o }),
    codeByUrgency: (query, o) => request('codeByUrgency', { query, options: o }),

    availability: (body, o) => request('availability', { body, options: o }),
    requestIdentityPinByEmail: (body, o) =>
      request('requestIdentityPinByEmail', { body, options: o }),
    requestIdentityPinBySms: (body, o) => request('requestIdentityPinBySms', { body, options: o }),
    verifyIdentity: (body, o) => request('verifyIdentity', { body, options: o }),
  } satisfies Partial<ApiClient>;
}

/** Reference data and the search; the search query is built for the client's type (§7). */
export function searchCalls({ request, applicationType }: Transport) {
  return {
    placeName: (query, o) => request('placeName', { query, options: o }),
    qualifications: (o) => request('qualifications', { options: o }),
    facilitySearch: (query, o) => request('facilitySearch', { query, options: o }),

    search: (params, o) =>
      request('search', {
        query: buildSearchQuery(applicationType() ?? 'WEB', params),
        options: o,
      }),
    smedSearch: (params, o) =>
      request('smedSearch', { query: buildSmedSearchQuery(params), options: o }),
  } satisfies Partial<ApiClient>;
}

/** The in-person booking and its management, and the contact page. */
export function bookingCalls({ request }: Transport) {
  return {
    bookInPerson: (body, o) => request('bookInPerson', { body, options: o, idempotent: true }),
    bookingLookup: (o) => request('bookingLookup', { options: o }),
    deleteBooking: (body, o) => request('deleteBooking', { body, options: o }),
    changeContact: (body, o) => request('changeContact', { body, options: o }),
    confirmContact: (body, o) => request('confirmContact', { body, options: o }),
    rescheduleBooking: (body, o) =>
      request('rescheduleBooking', { body, options: o, idempotent: true }),
    calendarFile: (query, o) => request('calendarFile', { query, options: o }),
    codeStatus: (o) => request('codeStatus', { options: o }),
    isCodeNoted: (o) => request('isCodeNoted', { options: o }),
    markCodeNoted: (o) => request('markCodeNoted', { options: o }),

    contactForm: (body, o) => request('contactForm', { body, options: o }),
  } satisfies Partial<ApiClient>;
}

/** The video consultation: reservation, PIN, booking. */
export function videoCalls({ request }: Transport) {
  return {
    reserveVideo: (body, o) => request('reserveVideo', { body, options: o, idempotent: true }),
    bookVideo: (body, o) => request('bookVideo', { body, options: o, idempotent: true }),
    bookingEmail: (o) => request('bookingEmail', { options: o }),
    resendBookingPin: (body, o) => request('resendBookingPin', { body, options: o }),
    reservationStatus: (o) => request('reservationStatus', { options: o }),
    reservationInfo: (o) => request('reservationInfo', { options: o }),
    cancelReservation: (o) => request('cancelReservation', { options: o }),
  } satisfies Partial<ApiClient>;
}
