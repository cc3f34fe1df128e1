// The refusals every call on an existing booking shares (look up, cancel, change the e-mail), for
// their OpenAPI entries.
export const MANAGE_ERRORS = {
  401: 'WP042 Ungültiger Vermittlungscode',
  403: 'WP008 Anspruch abgelaufen',
  404: 'WP069 Buchung nicht vorhanden',
  409: 'WP004 the appointment has already taken place',
} as const;
