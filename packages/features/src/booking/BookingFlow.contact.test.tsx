// The booking modal's contact form (§5 "Contact form", "Phone", "E-mail", "Postcode").
import { waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  bookingDialog,
  describedText,
  field,
  fillContactForm,
  openFlow,
  submitButton,
} from '../../test/booking/fixtures.tsx';

describe('contact form (§5): messages', () => {
  it('shows no message before a field was left', async () => {
    await openFlow();
    expect(within(bookingDialog()).queryByText('Sie müssen einen Vornamen eingeben')).toBeNull();
  });

  it.each([
    ['Vorname', 'Sie müssen einen Vornamen eingeben'],
    ['Nachname', 'Sie müssen einen Nachnamen eingeben'],
    ['Geburtsdatum', 'Ungültiges Geburtsdatum.'],
    ['Straße', 'Sie müssen eine Straße eingeben'],
    ['Postleitzahl', 'Sie müssen eine Postleitzahl eingeben'],
    ['Ort', 'Sie müssen einen Ort eingeben'],
    ['Rückrufnummer', 'Sie müssen eine Rückrufnummer eingeben'],
    ['E-Mail-Adresse', 'Sie müssen eine E-Mail-Adresse eingeben'],
    ['E-Mail-Adresse wiederholen', 'Sie müssen eine E-Mail-Adresse eingeben'],
  ])('after leaving %s empty, it says %s, tied to the field', async (label, message) => {
    const { user } = await openFlow();
    await user.click(field(label));
    await user.tab();
    expect(field(label).getAttribute('aria-invalid')).toBe('true');
    expect(describedText(field(label))).toContain(message);
  });

  it("after leaving the gender unchosen, it says 'Geschlecht auswählen'", async () => {
    const { user } = await openFlow();
    await user.click(field('Geschlecht'));
    await user.tab();
    expect(describedText(field('Geschlecht'))).toContain('Geschlecht auswählen');
  });

  it.each([
    ['1980-02-30', 'Ungültiges Geburtsdatum.'],
    ['30.02.1980', 'Ungültiges Geburtsdatum.'],
    ['17/05/1980', 'Ungültiges Geburtsdatum.'],
    ['17.05.80', 'Ungültiges Geburtsdatum.'],
    ['1.1.1800', 'Das Alter darf max. 150 Jahre sein.'],
    ['1800-01-01', 'Das Alter darf max. 150 Jahre sein.'],
    ['2999-01-01', 'Das Alter darf nicht in der Zukunft liegen.'],
  ])('given the birthday %s, it says %s', async (birthday, message) => {
    const { user } = await openFlow();
    await user.type(field('Geburtsdatum'), birthday);
    await user.tab();
    expect(describedText(field('Geburtsdatum'))).toContain(message);
  });

  it('asks for the date of birth in the German form, TT.MM.JJJJ', async () => {
    await openFlow();
    expect(field('Geburtsdatum').getAttribute('placeholder')).toBe('TT.MM.JJJJ');
    expect(describedText(field('Geburtsdatum'))).toContain('TT.MM.JJJJ');
  });

  it.each(['17.05.1980', '7.5.1980', '1980-05-17'])(
    'given the birthday %s, it has nothing to say',
    async (birthday) => {
      const { user } = await openFlow();
      await user.type(field('Geburtsdatum'), birthday);
      await user.tab();
      expect(field('Geburtsdatum').getAttribute('aria-invalid')).toBeNull();
    },
  );

  it.each([
    ['Postleitzahl', '1011', 'Minimale Zeichenanzahl: 5'],
    ['Postleitzahl', '10a17', 'Gültige Zeichen sind 0-9'],
    ['Rückrufnummer', '0171#23', 'Gültige Zeichen sind 0-9 <Leerzeichen> + /'],
    ['Rückrufnummer', '1', 'Minimale Zeichenanzahl: 2'],
    ['E-Mail-Adresse', 'erika@example', 'Ungültige E-Mail-Adresse'],
    ['Vorname', 'Erika<', 'Gültige Zeichen sind a-z A-Z 0-9 <Leerzeichen> - . ,'],
  ])('given %s %s, it says %s', async (label, value, message) => {
    const { user } = await openFlow();
    await user.type(field(label), value);
    await user.tab();
    expect(describedText(field(label))).toContain(message);
  });

  it("given two different e-mail addresses, it says 'Die eingegebenen E-Mail-Adressen stimmen nicht überein.'", async () => {
    const { user } = await openFlow();
    await user.type(field('E-Mail-Adresse'), 'erika@example.de');
    await user.type(field('E-Mail-Adresse wiederholen'), 'erika@example.com');
    await user.tab();
    expect(describedText(field('E-Mail-Adresse wiederholen'))).toContain(
      'Die eingegebenen E-Mail-Adressen stimmen nicht überein.',
    );
  });
});

describe('contact form (§5): paste, phone, postcode and sending', () => {
  it('the repeat field refuses pasting', async () => {
    const { user } = await openFlow();
    await user.click(field('E-Mail-Adresse wiederholen'));
    await user.paste('erika@example.de');
    expect((field('E-Mail-Adresse wiederholen') as HTMLInputElement).value).toBe('');
    await user.click(field('E-Mail-Adresse'));
    await user.paste('erika@example.de');
    expect((field('E-Mail-Adresse') as HTMLInputElement).value).toBe('erika@example.de');
  });

  it('shows +49 before the phone input and reads it with the field', async () => {
    await openFlow();
    expect(describedText(field('Rückrufnummer'))).toContain('+49');
  });

  it('fills the city from a valid postcode (ortsname) and clears it when the postcode changes', async () => {
    const { user, api } = await openFlow();
    await user.type(field('Postleitzahl'), '10117');
    await waitFor(() => expect((field('Ort') as HTMLInputElement).value).toBe('Berlin'));
    expect(api.placeName).toHaveBeenCalledWith({ plz: '10117' }, expect.anything());
    await user.type(field('Postleitzahl'), '{Backspace}');
    expect((field('Ort') as HTMLInputElement).value).toBe('');
  });

  it("given an unknown postcode (WP030), it says 'Die Postleitzahl ist ungültig' at the postcode", async () => {
    const { user } = await openFlow();
    await user.type(field('Postleitzahl'), '99999');
    await waitFor(() =>
      expect(describedText(field('Postleitzahl'))).toContain('Die Postleitzahl ist ungültig'),
    );
  });

  it('keeps a city the patient typed when the postcode changes', async () => {
    const { user } = await openFlow();
    await user.type(field('Ort'), 'Potsdam');
    await user.type(field('Postleitzahl'), '144');
    expect((field('Ort') as HTMLInputElement).value).toBe('Potsdam');
  });

  it('keeps Termin buchen disabled while the form is invalid and enables it when valid', async () => {
    const { user, api } = await openFlow();
    expect(submitButton().getAttribute('aria-disabled')).toBe('true');
    await user.click(submitButton());
    expect(api.bookInPerson).not.toHaveBeenCalled();

    await fillContactForm(user);
    await waitFor(() => expect(submitButton().getAttribute('aria-disabled')).toBeNull());
  });

  it('given Enter in a field of an invalid form, it sends nothing', async () => {
    const { user, api } = await openFlow();
    await user.type(field('Vorname'), 'Erika{Enter}');
    expect(api.bookInPerson).not.toHaveBeenCalled();
  });
});
