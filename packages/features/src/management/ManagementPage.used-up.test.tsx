// Issue #23 part 4: 'Buchung verwalten' with a code used up by two cancellations (WP008) says the
// §8 'Anspruch abgelaufen', why, and what the patient can do — with the status '2 von 2
// (verbraucht)' — instead of 'Ein unbekannter Fehler ist aufgetreten'.
import type { CodeStatusResponse } from '@terminservice/domain/api';
import type { ApplicationType } from '@terminservice/domain/application-type';
import { ApiError, createServerErrorBody, parseServerError } from '@terminservice/domain/errors';
import { ROUTES } from '@terminservice/domain/search';
import { expectNoAxeViolations } from '@terminservice/ui/test';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, renderInApp } from '../../test/render.tsx';
import { readSession, writeSession } from '../app-context/index.ts';
import { ManagementPage } from './ManagementPage.tsx';

const CODE = 'ABCD2FGH4JKL';

const USED_UP: CodeStatusResponse = {
  gueltigBis: '2027-02-17',
  abgelaufen: false,
  stornierungen: 2,
  maxStornierungen: 2,
  verbraucht: true,
  dringlichkeit: 'DRINGEND',
  termine: null,
  naechsteAbsage: 'CODE_VERBRAUCHT',
};

/** The server's answer for a used-up code (services/booking/code-guard.ts). */
const usedUpError = () =>
  new ApiError(
    403,
    parseServerError(
      createServerErrorBody(
        [
          {
            code: 'WP008',
            text: 'Anspruch abgelaufen. Mit diesem Vermittlungscode wurden bereits zwei Termine abgesagt; er kann nicht mehr verwendet werden.',
          },
        ],
        'ref',
      ),
    ),
  );

function lookUpUsedUp(type: ApplicationType, codeStatus: () => Promise<CodeStatusResponse>) {
  const seen: Array<string | null> = [];
  const api = fakeApi(type, {
    bookingLookup: vi.fn(async () => {
      throw usedUpError();
    }),
    reservationStatus: vi.fn(async () => ({ reservierungsstatus: 'FREI' })),
    codeStatus: vi.fn(async () => {
      seen.push(readSession<string>('code'));
      return codeStatus();
    }),
  } as never);
  renderInApp(null, {
    routes: <Route path={ROUTES.booking} element={<ManagementPage />} />,
    path: ROUTES.booking,
    api,
  });
  return { api, seen };
}

async function submit() {
  await userEvent.click(screen.getByRole('textbox', { name: 'Zeichen 1 bis 4' }));
  await userEvent.paste(CODE);
  await userEvent.click(screen.getByRole('button', { name: 'Buchung verwalten' }));
}

describe('the management page with a used-up code (issue #23 part 4)', () => {
  it('says Anspruch abgelaufen, why, and where a new code comes from; shows 2 von 2 (verbraucht)', async () => {
    writeSession('code', 'PQRS2TUV4WXY');
    const { seen } = lookUpUsedUp('WEB', async () => USED_UP);
    await submit();
    const alert = await screen.findByRole('alert');
    await within(alert).findByText(
      'Ihr Vermittlungscode ist verbraucht: Mit ihm wurden bereits zwei Termine abgesagt.',
    );
    expect(within(alert).getByText('Anspruch abgelaufen')).toBeTruthy();
    expect(alert.textContent).not.toContain('unbekannter Fehler');
    expect(alert.textContent).toContain('von Ihrer Ärztin oder Ihrem Arzt');
    expect(within(alert).getByRole('link', { name: '116117' }).getAttribute('href')).toBe(
      'tel:116117',
    );
    const status = screen.getByRole('region', { name: 'Status des Vermittlungscodes' });
    expect(within(status).getByText('2 von 2 (verbraucht)')).toBeTruthy();
    // The status was asked with the refused code; afterwards the session has its old code back.
    expect(seen).toEqual([CODE]);
    expect(readSession('code')).toBe('PQRS2TUV4WXY');
    await expectNoAxeViolations(document.body);
  });

  it('given the status call fails, the §8 text stands alone', async () => {
    lookUpUsedUp('WEB', async () => {
      throw new Error('offline');
    });
    await submit();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Anspruch abgelaufen')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Status des Vermittlungscodes' })).toBeNull();
  });

  it('given SURGERY, it says Anspruch abgelaufen and asks no status (VISIBILITY.codeStatus)', async () => {
    const { api } = lookUpUsedUp('SURGERY', async () => USED_UP);
    await submit();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Anspruch abgelaufen')).toBeTruthy();
    expect(api.codeStatus).not.toHaveBeenCalled();
  });
});
