import { ApiError, createServerErrorBody, parseServerError } from '@terminservice/domain/errors';
import {
  REMINDER_PATH,
  REMINDER_REFUSALS,
  releaseConsequence,
  type ReminderView,
} from '@terminservice/domain/reminders';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, renderInApp } from '../../test/render.tsx';
import { ReminderPage } from './ReminderPage.tsx';

const TOKEN = 'q3Zr8xYb1VtK0cW5mN7pL2sD9fG4hJ6kA1eR3uI8oPw';

function view(overrides: Partial<ReminderView> = {}): ReminderView {
  return {
    aktion: 'freigeben',
    beginn: '2026-05-12T10:00:00',
    ende: '2026-05-12T10:15:00',
    praxis: {
      name: 'Augenarztpraxis Dr. Sommer',
      strasse: 'Invalidenstraße 117',
      plz: '10115',
      ort: 'Berlin',
      telefon: '030 1234567',
    },
    terminprofil: 'Dr. med. Anna Sommer',
    stornierungen: 0,
    bestaetigt: false,
    ...overrides,
  };
}

function refusal(status: number, code: string, text: string): ApiError {
  return new ApiError(status, parseServerError(createServerErrorBody([{ code, text }], 'ref-1')));
}

function reminderApi(calls: {
  reminderView?: ReturnType<typeof vi.fn>;
  reminderConfirm?: ReturnType<typeof vi.fn>;
  reminderRelease?: ReturnType<typeof vi.fn>;
}) {
  return fakeApi('WEB', {
    reminderView: vi.fn(async () => view()),
    reminderConfirm: vi.fn(async () => ({ bestaetigt: true })),
    reminderRelease: vi.fn(async () => ({ stornierungen: 1, codeVerbraucht: false })),
    ...calls,
  } as never) as ReturnType<typeof fakeApi> & Record<string, ReturnType<typeof vi.fn>>;
}

function open(path: string, api = reminderApi({})) {
  renderInApp(null, {
    api,
    path,
    routes: <Route path={`${REMINDER_PATH}/:aktion/:token`} element={<ReminderPage />} />,
  });
  return api;
}

const button = (name: string) => screen.findByRole('button', { name });

describe("the 'Termin freigeben' page (issue #15)", () => {
  it('given a link, it shows the appointment and what a release means, and changes nothing', async () => {
    const api = open(`${REMINDER_PATH}/freigeben/${TOKEN}`);
    expect(screen.getByRole('heading', { level: 1, name: 'Termin freigeben' })).toBeTruthy();
    expect(await screen.findByText('Dienstag, 12.05.2026')).toBeTruthy();
    expect(screen.getByText('10:00 Uhr')).toBeTruthy();
    expect(screen.getByText('Augenarztpraxis Dr. Sommer')).toBeTruthy();
    expect(screen.getByText('Invalidenstraße 117, 10115 Berlin')).toBeTruthy();
    expect(screen.getByText(/eine Absage nach den üblichen Regeln des Terminservice/)).toBeTruthy();
    expect(screen.getByText(releaseConsequence(0))).toBeTruthy();
    expect(api.reminderView).toHaveBeenCalledWith({ aktion: 'freigeben', token: TOKEN });
    expect(api.reminderRelease).not.toHaveBeenCalled();
    expect(document.title).toBe('Termin freigeben – Terminservice');
  });

  it('says before the press when the release uses the code up (§9)', async () => {
    open(
      `${REMINDER_PATH}/freigeben/${TOKEN}`,
      reminderApi({ reminderView: vi.fn(async () => view({ stornierungen: 1 })) }),
    );
    expect(await screen.findByText(releaseConsequence(1))).toBeTruthy();
    expect(screen.getByText(/Danach ist der Code verbraucht/)).toBeTruthy();
  });

  it('releases with the button, once, and focuses the outcome', async () => {
    const api = open(`${REMINDER_PATH}/freigeben/${TOKEN}`);
    await userEvent.click(await button('Termin freigeben'));
    const done = await screen.findByRole('heading', { name: 'Der Termin wurde freigegeben.' });
    expect(document.activeElement).toBe(done);
    expect(api.reminderRelease).toHaveBeenCalledTimes(1);
    expect(api.reminderRelease).toHaveBeenCalledWith({ token: TOKEN });
    expect(screen.getByText(/neuen Termin buchen/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Termin freigeben' })).toBeNull();
  });

  it('after the second cancellation it says the code is used up', async () => {
    open(
      `${REMINDER_PATH}/freigeben/${TOKEN}`,
      reminderApi({
        reminderRelease: vi.fn(async () => ({ stornierungen: 2, codeVerbraucht: true })),
      }),
    );
    await userEvent.click(await button('Termin freigeben'));
    expect(
      await screen.findByText(
        'Mit diesem Vermittlungscode ist keine weitere Terminbuchung möglich.',
      ),
    ).toBeTruthy();
  });

  it('while sending, the button is busy and a second press sends nothing', async () => {
    let finish: () => void = () => {};
    const api = open(
      `${REMINDER_PATH}/freigeben/${TOKEN}`,
      reminderApi({
        reminderRelease: vi.fn(
          () =>
            new Promise((resolve) => {
              finish = () => resolve({ stornierungen: 1, codeVerbraucht: false });
            }),
        ),
      }),
    );
    const release = await button('Termin freigeben');
    await userEvent.click(release);
    expect(release.getAttribute('aria-busy')).toBe('true');
    await userEvent.click(release);
    expect(api.reminderRelease).toHaveBeenCalledTimes(1);
    finish();
    await screen.findByRole('heading', { name: 'Der Termin wurde freigegeben.' });
  });
});

describe("the 'Ich komme' page (issue #15)", () => {
  it('confirms with the button and thanks the patient', async () => {
    const api = open(
      `${REMINDER_PATH}/komme/${TOKEN}`,
      reminderApi({ reminderView: vi.fn(async () => view({ aktion: 'komme' })) }),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Termin bestätigen' })).toBeTruthy();
    expect(
      await screen.findByText(/sieht in ihrer Terminverwaltung, dass Sie kommen/),
    ).toBeTruthy();
    await userEvent.click(await button('Ich komme'));
    const done = await screen.findByRole('heading', { name: 'Vielen Dank für Ihre Bestätigung.' });
    expect(document.activeElement).toBe(done);
    expect(api.reminderConfirm).toHaveBeenCalledWith({ token: TOKEN });
  });
});

describe('links that cannot be used', () => {
  it.each([
    ['used', REMINDER_REFUSALS.usedFreigeben],
    ['expired', REMINDER_REFUSALS.expired],
    ['cancelled', REMINDER_REFUSALS.cancelled],
    ['unknown', REMINDER_REFUSALS.unknown],
  ])('a %s link shows the server text and no button', async (_, r) => {
    open(
      `${REMINDER_PATH}/freigeben/${TOKEN}`,
      reminderApi({
        reminderView: vi.fn(async () => Promise.reject(refusal(r.status, r.code, r.text))),
      }),
    );
    const heading = await screen.findByRole('heading', {
      name: 'Dieser Link kann nicht verwendet werden.',
    });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.getByText(r.text)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('a refusal on the press (used meanwhile) ends the page', async () => {
    const r = REMINDER_REFUSALS.usedFreigeben;
    open(
      `${REMINDER_PATH}/freigeben/${TOKEN}`,
      reminderApi({
        reminderRelease: vi.fn(async () => Promise.reject(refusal(r.status, r.code, r.text))),
      }),
    );
    await userEvent.click(await button('Termin freigeben'));
    expect(await screen.findByText(r.text)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Termin freigeben' })).toBeNull();
  });

  it('a failure on the way keeps the button for another try', async () => {
    const release = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce({ stornierungen: 1, codeVerbraucht: false });
    open(`${REMINDER_PATH}/freigeben/${TOKEN}`, reminderApi({ reminderRelease: release }));
    await userEvent.click(await button('Termin freigeben'));
    expect(await screen.findByText('Das hat leider nicht geklappt.')).toBeTruthy();
    await userEvent.click(await button('Termin freigeben'));
    expect(
      await screen.findByRole('heading', { name: 'Der Termin wurde freigegeben.' }),
    ).toBeTruthy();
  });

  it('an unknown action in the address is an unknown link, without asking the server', async () => {
    const api = open(`${REMINDER_PATH}/absagen/${TOKEN}`);
    expect(screen.getByText(REMINDER_REFUSALS.unknown.text)).toBeTruthy();
    expect(api.reminderView).not.toHaveBeenCalled();
  });
});
