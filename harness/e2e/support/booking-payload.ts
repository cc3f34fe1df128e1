// The booking payload of §3 as the harnesses that book over plain HTTP (bench, resilience) send
// it: the synthetic contact of the walkthrough (docs/api-walkthrough.md §5), no real person.

/** POST /buchung's body for `slot`; `receiver` makes each booking's mail address its own. */
export function bookingPayload(slot: string, leistungsmerkmal: string, receiver: string): string {
  return JSON.stringify({
    slot,
    leistungsmerkmale: [leistungsmerkmal],
    contact: {
      geschlecht: 'WEIBLICH',
      vorname: 'Erika',
      nachname: 'Musterfrau',
      geburtsdatum: '1980-04-12',
      strasse: 'Invalidenstraße',
      hausnummer: '1',
      plz: '10115',
      ort: 'Berlin',
      phone: '+491701234567',
      notificationChannel: 'email',
      notificationReceiver: receiver,
      hinweisAnBehandelndenArzt: '',
    },
  });
}

/** Basic auth with an empty user name and the code as password (§6). */
export function basicAuth(code: string): Record<string, string> {
  return { authorization: `Basic ${Buffer.from(`:${code}`).toString('base64')}` };
}

/** The headers of a booking request sent with bookingPayload's string body. */
export function bookingHeaders(code: string): Record<string, string> {
  return { ...basicAuth(code), 'content-type': 'application/json' };
}
