// 'Termin verschieben' on the details page (issue #15): the link 'Anderen Termin wählen' to the
// search for the same code in reschedule mode — for WEB, TSS and DISPO, while the appointment has
// not begun.
import type { ApplicationType } from '@terminservice/domain/application-type';
import { ROUTES } from '@terminservice/domain/search';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  CODE,
  appointment,
  appointmentApi,
  bookedSlot,
  renderAppointment,
} from '../../test/appointment/fixtures.tsx';

const detailsByCode = `${ROUTES.details}/${CODE}`;

async function block() {
  await screen.findByRole('heading', { level: 1 });
  return screen.queryByRole('region', { name: 'Termin verschieben' });
}

describe('the reschedule block of the details page', () => {
  it.each<ApplicationType>(['WEB', 'TSS', 'DISPO'])(
    '%s: links to the search for the same code, near the practice',
    async (type) => {
      renderAppointment(detailsByCode, appointmentApi(type));
      const region = await block();
      expect(region?.textContent).toContain('Das Verschieben zählt nicht als Absage.');
      const link = within(region!).getByRole('link', { name: 'Anderen Termin wählen' });
      expect(link.getAttribute('href')).toBe(`${ROUTES.search}/${CODE}/10115/W030?verschieben=1`);
    },
  );

  it.each<ApplicationType>(['SURGERY', 'SMED'])('%s: not offered', async (type) => {
    renderAppointment(detailsByCode, appointmentApi(type));
    expect(await block()).toBeNull();
  });

  it('not once the appointment has begun', async () => {
    const api = appointmentApi('WEB', {
      bookingLookup: async () =>
        appointment(bookedSlot({ expired: true, showTerminAbsagenOption: false })),
    });
    renderAppointment(detailsByCode, api);
    expect(await block()).toBeNull();
  });
});
