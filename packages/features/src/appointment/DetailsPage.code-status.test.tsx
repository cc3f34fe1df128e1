// Issue #15 "Code status" on the details page — also the page 'Buchung verwalten' leads to: the
// code's state under the code line, before the patient cancels.
import type { CodeStatusResponse } from '@terminservice/domain/api';
import { ROUTES } from '@terminservice/domain/search';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CODE, appointmentApi, renderAppointment } from '../../test/appointment/fixtures.tsx';
import { writeSession } from '../app-context/index.ts';

const ONE_CANCELLATION: CodeStatusResponse = {
  gueltigBis: '2026-12-12',
  abgelaufen: false,
  stornierungen: 1,
  maxStornierungen: 2,
  verbraucht: false,
  dringlichkeit: 'DRINGEND',
  termine: { von: '2026-10-01', bis: '2026-12-23' },
  naechsteAbsage: 'CODE_VERBRAUCHT',
};

describe('the details page shows the code status (issue #15)', () => {
  it.each([
    ['after booking (code from the session)', ROUTES.details],
    ['after Buchung verwalten (code in the route)', `${ROUTES.details}/${CODE}`],
  ])('%s: 1 of 2 and the warning, between the code and the blocks', async (_, path) => {
    writeSession('code', CODE);
    const codeStatus = vi.fn(async () => ONE_CANCELLATION);
    renderAppointment(path, appointmentApi('WEB', { codeStatus }));
    const region = await screen.findByRole('region', { name: 'Status des Vermittlungscodes' });
    expect(within(region).getByText('1 von 2')).toBeTruthy();
    expect(
      within(region).getByText(
        'Ihr Vermittlungscode ist danach verbraucht. Sie können damit keinen weiteren Termin buchen.',
      ),
    ).toBeTruthy();
    // Under the code line, before the cancel block.
    const cancel = screen.getByRole('region', { name: 'Termin absagen' });
    expect(region.compareDocumentPosition(cancel) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(codeStatus).toHaveBeenCalledTimes(1);
  });
});
