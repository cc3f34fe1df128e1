// Search errors (§4, §8): where each error leads, or what the error field shows.
import { ApiError, RequestTimeoutError } from '@terminservice/domain/errors';
import { ROUTES } from '@terminservice/domain/search';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CODE, PATH, address, renderSearch } from '../../test/search/render-search.tsx';

describe('search errors (§4, §8)', () => {
  const failing =
    (codes: string[], text = 'Servertext') =>
    async () => {
      throw new ApiError(409, { errorCodes: codes, errorText: text, referenceId: 'ref-1' });
    };

  it('WP009 → details', async () => {
    renderSearch(failing(['WP009']));
    await waitFor(() => expect(address()).toBe(`${ROUTES.details}/${CODE}`));
  });

  it('WP055 → notification and base', async () => {
    renderSearch(failing(['WP055'], 'Code nicht mehr gültig'));
    await waitFor(() => expect(address()).toBe(ROUTES.base));
    expect(screen.getByText('Code nicht mehr gültig')).toBeTruthy();
  });

  it('WP082 → notification and bookingVerification', async () => {
    renderSearch(failing(['WP082'], 'Videosprechstunde reserviert'));
    await waitFor(() => expect(address()).toBe(`${ROUTES.bookingVerification}/${CODE}`));
    expect(screen.getByText('Videosprechstunde reserviert')).toBeTruthy();
  });

  it('other errors show their text in the error field', async () => {
    renderSearch(failing(['WP030'], 'Postleitzahl unbekannt'));
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      expect.stringContaining('Postleitzahl unbekannt'),
    );
    expect(address()).toBe(PATH);
  });

  it('WP001 shows the fatal error helper with the error code and the reference id (§8)', async () => {
    renderSearch(failing(['WP001'], 'Interner Fehler'));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Interner Fehler');
    expect(alert.textContent).toContain('Fehlercode: WP001 · Referenz-ID: ref-1');
    // No support address is configured for the web app, so no mail link is offered.
    expect(within(alert).queryByRole('link', { name: 'Fehlerbericht senden' })).toBeNull();
    expect(address()).toBe(PATH);
  });

  it('an error without text returns to base', async () => {
    renderSearch(failing([], ''));
    await waitFor(() => expect(address()).toBe(ROUTES.base));
  });

  it('a timeout asks to reload the page', async () => {
    renderSearch(async () => {
      throw new RequestTimeoutError();
    });
    expect(
      await screen.findByText('Die Anfrage hat zu lange gedauert. Bitte laden Sie die Seite neu.'),
    ).toBeTruthy();
  });
});
