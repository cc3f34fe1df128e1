import { describe, expect, it } from 'vitest';
import { APPLICATION_TYPES } from '../application-type/types.ts';
import {
  APPOINTMENT_CANCELLED,
  BOOKED_IN_PERSON,
  CODE_COPIED,
  CODE_COPIED_LOGIN,
  EMAIL_CHANGED,
  EMAIL_VERIFICATION_STATES,
  emailChangePinSentNotice,
  NO_BOOKABLE_ONLINE_HINT,
  NO_FURTHER_BOOKING_WITH_CODE,
  PIN_RESENT,
  RESERVATION_CANCELLED,
  VIDEO_BOOKED,
  cancellationNotice,
  emailVerificationNotice,
  noResultsNotice,
  productUnavailableNotice,
} from './index.ts';

describe('success notices (§8)', () => {
  it.each([
    [VIDEO_BOOKED, undefined, 'Ihre Videosprechstunde wurde erfolgreich gebucht.'],
    [RESERVATION_CANCELLED, undefined, 'Die Terminreservierung wurde storniert.'],
    [PIN_RESENT, undefined, 'PIN wurde erneut versendet. Bitte überprüfen Sie Ihre Email-Adresse.'],
    [CODE_COPIED, 'Erfolg', 'Vermittlungscode in die Zwischenablage kopiert'],
    [CODE_COPIED_LOGIN, 'Erfolg', 'Vermittlungscode wurde in die Zwischenablage kopiert'],
    [APPOINTMENT_CANCELLED, 'Termininformation', 'Der Termin wurde erfolgreich abgesagt.'],
    [BOOKED_IN_PERSON, 'Termininformation', 'Der Termin wurde verbindlich gebucht.'],
    [EMAIL_CHANGED, 'Erfolg', 'Ihre E-Mail Adresse wurde angepasst'],
  ])('%o', (notice, title, message) => {
    expect(notice.title).toBe(title);
    expect(notice.message).toBe(message);
  });

  it('after a new address was sent: a PIN went there, and nothing else until it is entered (issue #26)', () => {
    expect(emailChangePinSentNotice('erika@example.org')).toEqual({
      title: 'Bitte bestätigen Sie Ihre neue E-Mail-Adresse',
      message:
        'Wir haben eine PIN an erika@example.org gesendet. Bitte geben Sie die PIN hier ein. Erst dann senden wir Benachrichtigungen an diese Adresse.',
    });
  });

  it('the no-bookable-online hint is verbatim', () => {
    expect(NO_BOOKABLE_ONLINE_HINT).toBe(
      'Es können aktuell keine Termine online gebucht werden! Bitte wenden Sie sich zur Buchung an Ihre Terminservicestelle unter der Rufnummer: 116117.',
    );
  });
});

describe('cancellation notice (§4 "Cancellation")', () => {
  it('is the plain notice while the counter is below 2', () => {
    expect(cancellationNotice(1)).toEqual(APPOINTMENT_CANCELLED);
  });

  it.each([2, 3])('adds that the code is used up at counter %i', (count) => {
    expect(cancellationNotice(count)).toEqual({
      title: 'Termininformation',
      message: `Der Termin wurde erfolgreich abgesagt. ${NO_FURTHER_BOOKING_WITH_CODE}`,
    });
  });
});

describe('version failure (§4)', () => {
  it('names the product', () => {
    expect(productUnavailableNotice('Terminservice 116117')).toEqual({
      title: 'Kommunikationsfehler',
      message: 'Im Moment ist der Terminservice 116117 nicht verfügbar',
    });
    expect(productUnavailableNotice().message).toBe(
      'Im Moment ist der Terminservice nicht verfügbar',
    );
  });
});

describe('empty search results (§2, §6, §8)', () => {
  it.each(APPLICATION_TYPES)('%s', (type) => {
    const notice = noResultsNotice(type);
    expect(notice.title).toBe('Ihre Suche ergab leider keine Treffer.');
    expect(notice.message).toBe(
      type === 'SMED'
        ? 'Leider sind aktuell keine Termine verfügbar. Bitte prüfen Sie die Terminverfügbarkeit später erneut. Es werden regelmäßig neue Termine bereitgestellt.'
        : 'Leider sind in ihrer Region aktuell keine Termine verfügbar. Bitte prüfen Sie die Terminverfügbarkeit mit Hilfe Ihrer bereits erhaltenen Vermittlungscodes später erneut. Es werden regelmäßig neue Termine bereitgestellt.',
    );
  });
});

describe('e-mail verification states (§2)', () => {
  it('quotes the invalid title', () => {
    expect(emailVerificationNotice('invalid').title).toBe(
      'Leider konnten wir Ihre E-Mail-Adresse nicht bestätigen',
    );
  });

  it.each(EMAIL_VERIFICATION_STATES)('%s has its own text', (state) => {
    const notice = emailVerificationNotice(state);
    expect(notice.message).not.toBe('Fehler: Unbekannter Status');
    expect(notice.message.trim()).not.toBe('');
  });

  it('gives distinct texts to distinct states', () => {
    const texts = EMAIL_VERIFICATION_STATES.map((s) => JSON.stringify(emailVerificationNotice(s)));
    expect(new Set(texts).size).toBe(texts.length);
  });

  it.each(['other', 'VALID', '', null, undefined, 'toString'])('%o is unknown', (state) => {
    expect(emailVerificationNotice(state)).toEqual({ message: 'Fehler: Unbekannter Status' });
  });
});

describe('contact page notices (§2 "Contact page", texts ours)', () => {
  it('say that the message arrived, or that it could not be sent and whom to call', async () => {
    const { CONTACT_FAILED, CONTACT_SENT } = await import('./index.ts');
    expect(CONTACT_SENT.title).toBe('Vielen Dank für Ihre Nachricht.');
    expect(CONTACT_FAILED.message).toContain('116117');
  });
});
