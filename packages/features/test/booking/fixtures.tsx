// Test helpers of the booking feature: a slot selection like the search page builds it, a fake API
// answering like apps/server (routes/booking, routes/video, routes/reference), and the flow
// rendered inside the app context, the shell and a router.
import type { ApiClient } from '@terminservice/api-client';
import type { ApplicationType } from '@terminservice/domain/application-type';
import { ApiError, type ParsedServerError } from '@terminservice/domain/errors';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { expect, vi } from 'vitest';
import { ShellProvider, createShellStore, type ShellStore } from '../../src/shell/index.ts';
import { fakeApi, renderInApp } from '../render.tsx';
import { BookingFlow } from '../../src/booking/BookingFlow.tsx';
import type { SlotSelection } from '../../src/booking/selection.ts';

export function selectionOf(
  overrides: {
    termintyp?: 'PRAESENZTERMIN' | 'VIDEOSPRECHSTUNDE';
    praxishinweis?: string;
    terminprofilhinweis?: string;
    id?: string;
  } = {},
): SlotSelection {
  return {
    slot: {
      id: overrides.id ?? '4711',
      begin: '09:30',
      praxisId: '17',
      ...(overrides.termintyp ? { termintyp: overrides.termintyp } : {}),
      buchungsbefugnisse: ['PATIENT', 'TSS'],
    },
    date: '2026-12-18',
    office: {
      id: '17',
      label: 'Hausarztpraxis am Markt',
      street: 'Marktplatz 3',
      plz: '10117',
      city: 'Berlin',
      distance: 2.4,
      phone: '030 1234567',
      web: 'www.praxis-am-markt.de',
      bf: ['Rollstuhlgerechter Zugang'],
      kv: 'KV Berlin',
      bsnr: '721274162',
      ...(overrides.praxishinweis ? { praxishinweis: overrides.praxishinweis } : {}),
    },
    profile: {
      id: '5',
      name: 'Dr. med. Anna Schmidt',
      ...(overrides.terminprofilhinweis
        ? { terminprofilhinweis: overrides.terminprofilhinweis }
        : {}),
    },
    qualifications: ['A001'],
    referer: '/terminservice/suche/ABCDEFGHJKLM/10117/A001',
  };
}

export function serverError(status: number, code: string, text: string): ApiError {
  const parsed: ParsedServerError = { errorCodes: [code], errorText: text, referenceId: 'ref-1' };
  return new ApiError(status, parsed);
}

export interface BookingApi {
  readonly bookInPerson: ReturnType<typeof vi.fn>;
  readonly reserveVideo: ReturnType<typeof vi.fn>;
  readonly placeName: ReturnType<typeof vi.fn>;
  readonly featureToggles: ReturnType<typeof vi.fn>;
  /** Issue #17: the search again for alternatives to a gone slot. */
  readonly search: ReturnType<typeof vi.fn>;
  readonly smedSearch: ReturnType<typeof vi.fn>;
}

const NOTHING_FOUND = {
  requestInfo: { radius: 5, daytime: '00000000000000', gesuchteLeistungsmerkmale: [] },
  slots: {},
  praxen: {},
  terminprofile: {},
};

/** Like the server: ortsname for known postcodes, WP030 (404) for unknown ones. */
export function bookingApi(
  type: ApplicationType = 'WEB',
  overrides: Partial<BookingApi> = {},
): ApiClient & BookingApi {
  const places: Record<string, string> = { '10117': 'Berlin', '80331': 'München' };
  return fakeApi(type, {
    bookInPerson: vi.fn(async () => undefined),
    reserveVideo: vi.fn(async () => undefined),
    placeName: vi.fn(async ({ plz }: { plz: string }) => {
      const ortsname = places[plz];
      if (!ortsname) throw serverError(404, 'WP030', 'Die Postleitzahl ist unbekannt.');
      return { ortsname };
    }),
    featureToggles: vi.fn(async () => []),
    search: vi.fn(async () => NOTHING_FOUND),
    smedSearch: vi.fn(async () => NOTHING_FOUND),
    ...overrides,
  } as never) as unknown as ApiClient & BookingApi;
}

/** A search page stand-in: a slot button opens the flow, onClose clears the selection. */
function Harness({ selection, onClose }: { selection: SlotSelection; onClose: () => void }) {
  const [chosen, setChosen] = useState<SlotSelection | null>(null);
  return (
    <>
      <button type="button" onClick={() => setChosen(selection)}>
        {selection.slot.begin} Uhr
      </button>
      <BookingFlow
        selection={chosen}
        onClose={() => {
          onClose();
          setChosen(null);
        }}
      />
    </>
  );
}

export function renderFlow(
  options: {
    selection?: SlotSelection;
    api?: ApiClient & BookingApi;
    shell?: ShellStore;
  } = {},
) {
  const api = options.api ?? bookingApi();
  const shell = options.shell ?? createShellStore();
  const onClose = vi.fn();
  const result = renderInApp(
    <ShellProvider store={shell}>
      <Harness selection={options.selection ?? selectionOf()} onClose={onClose} />
    </ShellProvider>,
    { api, path: '/terminservice/suche/ABCDEFGHJKLM/10117/A001' },
  );
  return { ...result, api, shell, onClose };
}

export async function chooseSlot(user: UserEvent) {
  await user.click(screen.getByRole('button', { name: '09:30 Uhr' }));
}

export const bookingDialog = () =>
  screen.getByRole('dialog', { name: /Termin buchen|Videosprechstunde reservieren/ });

export const field = (name: string | RegExp) => within(bookingDialog()).getByLabelText(name);

export const VALID_CONTACT = {
  firstname: 'Erika',
  lastname: 'Mustermann',
  // As most people in Germany type it (issue #16); the booking sends 1980-05-17.
  birthday: '17.05.1980',
  street: 'Hauptstraße',
  housenumber: '12a',
  zip: '10117',
  phone: '0171 2345678',
  email: 'erika@example.de',
} as const;

/** Fills every field of the WEB form with valid values (city from the postcode lookup). */
export async function fillContactForm(user: UserEvent, values = VALID_CONTACT) {
  await user.selectOptions(field('Geschlecht'), 'Weiblich');
  await user.type(field('Vorname'), `  ${values.firstname} `);
  await user.type(field('Nachname'), values.lastname);
  await user.type(field('Geburtsdatum'), values.birthday);
  await user.type(field('Straße'), values.street);
  await user.type(field('Hausnummer (optional)'), values.housenumber);
  await user.type(field('Postleitzahl'), values.zip);
  await user.type(field('Rückrufnummer'), values.phone);
  await user.type(field('E-Mail-Adresse'), values.email);
  await user.type(field('E-Mail-Adresse wiederholen'), values.email);
}

/** Renders the flow and chooses the slot: the modal (or the hint) is open. */
export async function openFlow(options: Parameters<typeof renderFlow>[0] = {}) {
  const user = userEvent.setup();
  const rendered = renderFlow(options);
  await chooseSlot(user);
  return { user, ...rendered };
}

/** Like openFlow for a staff or SMED app: waits until the version call has set the type. */
export async function openAs(
  type: 'TSS' | 'SURGERY' | 'SMED',
  selection: SlotSelection = selectionOf(),
) {
  const user = userEvent.setup();
  const api = bookingApi(type);
  renderFlow({ api, selection });
  await waitFor(() => expect(api.version).toHaveBeenCalled());
  await new Promise((resolve) => setTimeout(resolve, 0));
  await chooseSlot(user);
  return { user, api };
}

/** Fills the WEB form and waits for the city of the postcode lookup: the form is valid. */
export async function fillValidForm(user: UserEvent) {
  await fillContactForm(user);
  await waitFor(() => expect((field('Ort') as HTMLInputElement).value).toBe('Berlin'));
}

/** The router's address, shown by the test app. */
export const address = () => screen.getByLabelText('Adresse', { selector: 'output' }).textContent;

export const submitButton = (name: string | RegExp = 'Termin buchen') =>
  within(bookingDialog()).getByRole('button', { name });

/** The texts tied to a control by aria-describedby: its hint and message. */
export const describedText = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
