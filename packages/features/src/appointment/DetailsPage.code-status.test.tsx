// Issue #15 "Code status" on the details page — also the page 'Buchung verwalten' leads to: the
// code's state under the code line, before the patient cancels.
import type { CodeStatusResponse } from '@terminservice/domain/api';
import { ROUTES } from '@terminservice/domain/search';
import { expectNoAxeViolations } from '@terminservice/ui/test';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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

async function openCancelDialog(status: CodeStatusResponse | null) {
  writeSession('code', CODE);
  const codeStatus = vi.fn(async () => {
    if (status === null) throw new Error('offline');
    return status;
  });
  const api = appointmentApi('WEB', { codeStatus });
  // 'Buchung verwalten' leads here with the code in the route (no confirmation modal).
  renderAppointment(`${ROUTES.details}/${CODE}`, api);
  if (status !== null) await screen.findByRole('region', { name: 'Status des Vermittlungscodes' });
  const block = await screen.findByRole('region', { name: 'Termin absagen' });
  await userEvent.click(within(block).getByRole('button', { name: 'Termin absagen' }));
  return { dialog: screen.getByRole('dialog', { name: 'Termin absagen' }), api, codeStatus };
}

const USES_UP =
  'Es ist die zweite von zwei möglichen Absagen mit Ihrem Vermittlungscode. Danach ist der Code verbraucht: Mit diesem Vermittlungscode ist keine weitere Terminbuchung möglich.';

describe('the cancel dialog warns when this cancellation uses the code up (issue #23 part 4)', () => {
  it('after one cancellation: the warning, in bold, before the buttons and read with the question', async () => {
    const { dialog, codeStatus } = await openCancelDialog(ONE_CANCELLATION);
    const warning = within(dialog).getByText(USES_UP);
    expect(warning.tagName).toBe('STRONG');
    const ok = within(dialog).getByRole('button', { name: 'OK' });
    expect(warning.compareDocumentPosition(ok) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const describedBy = dialog.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe(
      `Möchten Sie den Termin wirklich absagen? ${USES_UP}`,
    );
    // The page's one status call serves the box and the dialog.
    expect(codeStatus).toHaveBeenCalledTimes(1);
    await expectNoAxeViolations(dialog);
  });

  it.each([
    [
      'no cancellation yet',
      { ...ONE_CANCELLATION, stornierungen: 0, naechsteAbsage: 'NEUE_BUCHUNG_MOEGLICH' },
    ],
    ['the status failed', null],
  ] as const)('%s: the question alone', async (_, status) => {
    const { dialog } = await openCancelDialog(status);
    expect(within(dialog).getByText('Möchten Sie den Termin wirklich absagen?')).toBeTruthy();
    expect(within(dialog).queryByText(USES_UP)).toBeNull();
  });
});
