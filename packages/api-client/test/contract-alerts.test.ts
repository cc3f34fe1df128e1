// The slot alert's calls (issue #15, docs/alerts.md) through the client against the real server:
// subscribe with the session's code, confirm with the PIN from the outbox, read and open a link,
// unsubscribe; the refusals as ApiError with their codes. A message's link key is planted by its
// hash (the matcher that writes real ones is the server's job, tested there). No mocks.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { apiError, startContractServer } from './contract-setup.ts';
import { devPin } from './server.ts';

const contract = await startContractServer();
const EMAIL = 'alarm.client@example.org';
const LINK = 'Vertrag-Link-0123456789abcdefghi';

describe('the slot alert through the client', () => {
  it('subscribes, confirms, reads and opens a link, unsubscribes', async () => {
    const { api, code } = await contract.clientWithCode();
    const subscribed = await api.subscribeAlert({
      plz: '10115',
      qualifikationen: [],
      radius: 10,
      tageszeiten: '00000000000000',
      termintyp: 'ALL',
      kanal: 'email',
      empfaenger: EMAIL,
    });
    expect(subscribed).toMatchObject({ kanal: 'email', empfaenger: '*********ent@example.org' });
    const pin = await devPin(contract.server.baseUrl, EMAIL);
    const wrong = await apiError(
      api.confirmAlert({ token: subscribed.token, pin: pin === '000000' ? '111111' : '000000' }),
    );
    expect(wrong.serverError.errorCodes).toEqual(['WP059']);
    const { laeuftBis } = await api.confirmAlert({ token: subscribed.token, pin });
    expect(laeuftBis).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const resend = await apiError(api.resendAlertPin({ token: subscribed.token }));
    expect(resend.status).toBe(404);

    await contract.server.db.query(
      `INSERT INTO terminalarm_links (hash, alarm_id) SELECT $1, id FROM terminalarme WHERE code = $2`,
      [createHash('sha256').update(LINK).digest('base64url'), code],
    );
    const anonymous = contract.client();
    const info = await anonymous.alertLink({ link: LINK });
    expect(info).toMatchObject({ aktiv: true, plz: '10115', ortsname: 'Berlin', radius: 10 });
    const other = await contract.clientWithCode();
    expect((await apiError(other.api.openAlert({ link: LINK }))).serverError.errorCodes).toEqual([
      'TA004',
    ]);
    expect(await api.openAlert({ link: LINK })).toEqual({
      plz: '10115',
      qualifikationen: ['W030'],
      radius: 10,
      tageszeiten: '00000000000000',
      termintyp: 'ALL',
    });
    expect(await anonymous.unsubscribeAlert({ link: LINK })).toEqual({ beendet: true });
    expect((await anonymous.alertLink({ link: LINK })).aktiv).toBe(false);
  });
});
