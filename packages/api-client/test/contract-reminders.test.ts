// The reminder links' calls (issue #15, docs/reminders.md "Calls") through the client against the
// real server: a booking made through the client, its reminder links seeded as the reminder job
// writes them (the hash of a random token), then show, confirm, release — and the refusals as
// ApiError with their RM codes. No mocks.
import { createHash, randomBytes } from 'node:crypto';
import { PRACTICE_ID, insertSlot } from './fixtures.ts';
import { describe, expect, it } from 'vitest';
import { apiError, bookingBody, startContractServer } from './contract-setup.ts';

const contract = await startContractServer();

/** A booking through the client, and its two links as the reminder job stores them. */
async function remindedBooking(email: string) {
  const db = contract.server.db;
  const slot = await insertSlot(db, { praxisId: PRACTICE_ID, profilId: 'p1-w030', inHours: 20 });
  const { api } = await contract.clientWithCode();
  await api.bookInPerson(bookingBody(slot, email));
  const [reminder] = await db.query<{ id: string }>(
    `INSERT INTO erinnerungen (buchung_id, slot_id)
     SELECT id, slot_id FROM buchungen WHERE slot_id = $1 AND storniert_am IS NULL
     RETURNING id::text AS id`,
    [slot],
  );
  const token = () => randomBytes(32).toString('base64url');
  const tokens = { komme: token(), freigeben: token() };
  for (const [aktion, value] of Object.entries(tokens)) {
    await db.query(
      `INSERT INTO erinnerungs_links (token_hash, erinnerung_id, aktion, laeuft_ab_am)
       SELECT $1, $2, $3, beginn FROM slots WHERE id = $4`,
      [createHash('sha256').update(value).digest('base64url'), reminder!.id, aktion, slot],
    );
  }
  return { slot, ...tokens };
}

describe('the reminder links through the client', () => {
  it('shows the appointment, confirms it, releases it', async () => {
    const { komme, freigeben } = await remindedBooking('erinnerung-contract@example.org');
    const api = contract.client();
    const view = await api.reminderView({ aktion: 'komme', token: komme });
    expect(view).toMatchObject({ aktion: 'komme', stornierungen: 0, bestaetigt: false });
    expect(view.beginn).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);
    expect(await api.reminderConfirm({ token: komme })).toEqual({ bestaetigt: true });
    expect((await api.reminderView({ aktion: 'freigeben', token: freigeben })).bestaetigt).toBe(
      true,
    );
    expect(await api.reminderRelease({ token: freigeben })).toEqual({
      stornierungen: 1,
      codeVerbraucht: false,
    });
  });

  it('refusals arrive as ApiError with their codes and texts', async () => {
    const { komme } = await remindedBooking('erinnerung-contract-2@example.org');
    const api = contract.client();
    const unknown = await apiError(api.reminderRelease({ token: komme }));
    expect(unknown.status).toBe(404);
    expect(unknown.serverError.errorCodes).toEqual(['RM001']);
    await api.reminderConfirm({ token: komme });
    const used = await apiError(api.reminderConfirm({ token: komme }));
    expect(used.status).toBe(409);
    expect(used.serverError.errorCodes).toEqual(['RM002']);
    expect(used.serverError.errorText).toMatch(/bereits bestätigt/);
  });
});
