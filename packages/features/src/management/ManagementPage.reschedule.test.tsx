// 'Anderen Termin wählen' on the management page (issue #15): the code looked up, its booking read,
// then the search for the same code in reschedule mode; where there is nothing to move, the page
// goes on as 'Buchung verwalten' does.
import { ROUTES } from '@terminservice/domain/search';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { appointment, apiError, bookedSlot } from '../../test/appointment/fixtures.tsx';
import { fakeApi, renderInApp } from '../../test/render.tsx';
import { ManagementPage } from './ManagementPage.tsx';

const CODE = 'ABCD2FGH4JKL';

function Search() {
  const { pathname, search } = useLocation();
  return <p>Suche: {`${pathname}${search}`}</p>;
}

function open(type: 'WEB' | 'TSS' | 'SURGERY', lookup: () => Promise<unknown>) {
  const api = fakeApi(type, {
    bookingLookup: vi.fn(lookup),
    reservationStatus: vi.fn(async () => ({ reservierungsstatus: 'RESERVIERT' })),
  } as never);
  renderInApp(null, {
    routes: (
      <>
        <Route path={ROUTES.booking} element={<ManagementPage />} />
        <Route path={`${ROUTES.search}/*`} element={<Search />} />
      </>
    ),
    path: ROUTES.booking,
    api,
  });
}

async function chooseOther() {
  await userEvent.click(screen.getByRole('textbox', { name: 'Zeichen 1 bis 4' }));
  await userEvent.paste(CODE);
  await userEvent.click(screen.getByRole('button', { name: 'Anderen Termin wählen' }));
}

const address = () => screen.getByLabelText('Adresse', { selector: 'output' }).textContent;

describe('the management page: Anderen Termin wählen', () => {
  it.each(['WEB', 'TSS'] as const)('%s: opens the search for the same code', async (type) => {
    open(type, async () => appointment());
    await chooseOther();
    expect(
      await screen.findByText(`Suche: ${ROUTES.search}/${CODE}/10115/W030?verschieben=1`),
    ).toBeTruthy();
  });

  it('a booking that has begun: to the details, as Buchung verwalten', async () => {
    open('WEB', async () => appointment(bookedSlot({ expired: true })));
    await chooseOther();
    await waitFor(() => expect(address()).toBe(ROUTES.details));
  });

  it('a video reservation to finish: to its PIN page, as Buchung verwalten', async () => {
    open('WEB', async () => {
      throw apiError(404, 'WP069', 'Buchung nicht vorhanden');
    });
    await chooseOther();
    await waitFor(() => expect(address()).toBe(`${ROUTES.bookingVerification}/${CODE}`));
  });

  it('SURGERY: not offered (once the type is known)', async () => {
    open('SURGERY', async () => appointment());
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Anderen Termin wählen' })).toBeNull(),
    );
  });
});
