// The contact of the booking payload (§3 "Booking payload"): what the server accepts, and how the
// form maps onto it.
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { ApplicationType } from '../application-type/types.ts';
import { schemaFor, today, validContact } from '../../test/contact-fixtures.ts';
import {
  createBookingContactSchema,
  createContactFormSchema,
  toBookingContact,
  type Termintyp,
} from './contact.ts';
import { fieldErrors } from './field-errors.ts';
import { createBookingRequestSchema, toBookingRequest } from './requests.ts';

describe('booking payload contact (§3 "Booking payload")', () => {
  const types: ApplicationType[] = ['WEB', 'TSS', 'DISPO', 'SURGERY', 'SMED'];
  const termintypen: Termintyp[] = ['PRAESENZTERMIN', 'VIDEOSPRECHSTUNDE'];
  const forms = [
    validContact,
    { ...validContact, notificationChannel: '', notificationReceiver: '' },
    { ...validContact, agreementForComment: true, commentForDoctor: 'Bitte zurückrufen.' },
    { ...validContact, phone: '1'.repeat(17), housenumber: '' },
  ];

  it.each(types.flatMap((type) => termintypen.map((termintyp) => [type, termintyp] as const)))(
    '%s %s: the server accepts what the form accepted, unchanged',
    (applicationType, termintyp) => {
      const options = { applicationType, termintyp, today };
      let accepted = 0;
      for (const form of forms) {
        const parsed = v.safeParse(createContactFormSchema(options), {
          ...form,
          notificationReceiverRepeat: form.notificationReceiver,
        });
        if (!parsed.success) continue;
        const body = toBookingRequest({
          slot: 's1',
          leistungsmerkmale: ['W030'],
          contact: parsed.output,
        });
        const server = v.parse(createBookingRequestSchema(options), body);
        expect(server).toEqual(body);
        accepted++;
      }
      expect(accepted).toBeGreaterThanOrEqual(3);
    },
  );
});

describe('booking payload contact: mapping and messages', () => {
  it('maps form names to payload names and adds +49', () => {
    const form = v.parse(schemaFor('TSS'), validContact);
    expect(toBookingContact(form)).toEqual({
      geschlecht: 'WEIBLICH',
      nachname: 'Müller-Lüdenscheidt',
      vorname: 'Erika',
      geburtsdatum: '1980-02-29',
      notificationChannel: 'email',
      notificationReceiver: 'erika@example.de',
      ort: 'Frankfurt/Main',
      phone: '+491711234567',
      plz: '10115',
      strasse: 'Hauptstraße',
      hausnummer: '12a',
      hinweisAnBehandelndenArzt: '',
    });
  });

  it('reports payload errors at payload paths', () => {
    const schema = createBookingContactSchema({
      applicationType: 'TSS',
      termintyp: 'VIDEOSPRECHSTUNDE',
      today,
    });
    expect(
      fieldErrors(schema, {
        geschlecht: 'X',
        nachname: '',
        vorname: 'Erika',
        geburtsdatum: '2030-01-01',
        notificationChannel: 'email',
        notificationReceiver: '',
        ort: 'Berlin',
        phone: '+49171',
        plz: '10115',
        strasse: 'Weg',
        hausnummer: '',
        hinweisAnBehandelndenArzt: 'a<b>',
      }),
    ).toEqual({
      geschlecht: 'Geschlecht auswählen',
      nachname: 'Sie müssen einen Nachnamen eingeben',
      geburtsdatum: 'Das Alter darf nicht in der Zukunft liegen.',
      notificationReceiver: 'Sie müssen eine E-Mail-Adresse eingeben',
      hinweisAnBehandelndenArzt: 'Die Zeichen < und > sind nicht erlaubt.',
    });
  });
});
