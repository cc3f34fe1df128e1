// Contract tests: the client against the real server, in-process, on a real database, over real
// HTTP — no mocks (docs/architecture.md "Tests"). Every call of the catalogue is made at least once and
// its answer checked against the domain's response types; errors arrive as the domain's ApiError.
// This file: start, login and codes, the no-code flow, reference data and the search; the booking
// calls are in contract-booking.test.ts.
import { toAvailability, toFeatureToggleMap, FEATURE_TOGGLES } from '@terminservice/domain/api';
import { resolveError, toParsedServerError } from '@terminservice/domain/errors';
import { describe, expect, it } from 'vitest';
import { STATUS_TEXT, apiError, startContractServer } from './contract-setup.ts';
import { KV, ORTSNAME, PLZ, PRACTICE_BSNR, PRACTICE_ID, SMED_PSEUDONYM } from './fixtures.ts';
import { devCode, devOutbox, devPin } from './server.ts';
const { server, slots, client, clientWithCode, staffClient, counter } = await startContractServer();

describe('start: version, feature toggles, status', () => {
  it('version answers the text and the application type resolved from its header', async () => {
    expect(await client().version()).toEqual({
      version: expect.stringMatching(/^\d+\.\d+\.\d+$/),
      applicationType: 'WEB',
      applicationTypeHeader: 'WEB',
    });
  });

  it('sends the identification token: a staff token makes the server answer its type', async () => {
    expect((await (await staffClient('TSS')).version()).applicationType).toBe('TSS');
    const dispo = await (await staffClient('DISPO')).version();
    expect(dispo).toMatchObject({ applicationType: 'DISPO', applicationTypeHeader: 'TSSDISPOSW' });
    const surgery = await (await staffClient('SURGERY')).version();
    expect(surgery).toMatchObject({ applicationType: 'SURGERY' });
  });

  it('an invalid token is refused with WP005 mentioning JWT (the session-expired notice)', async () => {
    const error = await apiError(client({ getToken: () => 'kein.gueltiges.jwt' }).version());
    expect(error.status).toBe(401);
    expect(error.serverError.errorCodes).toEqual(['WP005']);
    expect(resolveError('version', error.serverError)?.message).toMatch(/Session ist leider/);
  });

  it('feature toggles: a list of key/value items', async () => {
    const toggles = await client().featureToggles();
    expect(toggles).toContainEqual({
      key: FEATURE_TOGGLES.smsIdentitaetspruefung,
      value: expect.anything(),
    });
  });

  // §7 "list of key/value items turned into a map"; the domain types value as boolean and
  // toFeatureToggleMap counts only `true`.
  it('feature toggles: values are booleans, turned into a map', async () => {
    const map = toFeatureToggleMap(await client().featureToggles());
    expect(map[FEATURE_TOGGLES.smsIdentitaetspruefung]).toBe(true);
  });

  it('status: the active status message', async () => {
    expect(await client().status()).toEqual({ status: STATUS_TEXT });
  });
});

describe('login and codes', () => {
  it('login with a code (basic auth) answers kv, qualifikationen and termintypen', async () => {
    const { api } = await clientWithCode();
    expect(await api.login({ plz: PLZ })).toEqual({
      kv: KV,
      qualifikationen: ['W030'],
      termintypen: ['PRAESENZTERMIN', 'VIDEOSPRECHSTUNDE'],
    });
  });

  it('an unknown code is an ApiError with WP042 and a reference id, asked once', async () => {
    const before = await counter('codes:falsch');
    const error = await apiError(client({ getCode: () => 'ABCD-FGHJ-KLMN' }).login({ plz: PLZ }));
    expect(error.status).toBe(401);
    expect(error.serverError).toEqual({
      errorCodes: ['WP042'],
      errorText: 'Ungültiger Vermittlungscode',
      referenceId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect(error.message).toBe('Ungültiger Vermittlungscode');
    expect(resolveError('login', toParsedServerError(error))?.message).toBe(
      'Ungültiger Vermittlungscode',
    );
    // The 401 is the server's verdict: not repeated (each repeat would count as a wrong code).
    expect((await counter('codes:falsch')) - before).toBe(1);
  });

  it('no code at all is WP042 too (empty password)', async () => {
    const error = await apiError(client().login({ plz: PLZ }));
    expect(error.serverError.errorCodes).toEqual(['WP042']);
  });

  it('an unknown postcode is WP030', async () => {
    const { api } = await clientWithCode();
    const error = await apiError(api.login({ plz: '99999' }));
    expect(error.serverError.errorCodes).toEqual(['WP030']);
  });

  it('a malformed postcode is a 400 WP003 with the field message', async () => {
    const { api } = await clientWithCode();
    const error = await apiError(api.login({ plz: '1' }));
    expect(error.status).toBe(400);
    expect(error.serverError.errorCodes[0]).toBe('WP003');
  });

  it('code by service feature: a staff token gets a code', async () => {
    const tss = await staffClient('TSS');
    expect(await tss.codeByServiceFeature({ leistungsmerkmal: 'W030' })).toEqual({
      code: expect.stringMatching(/^[A-Z0-9]{12}$/),
    });
  });

  it('code by service feature: refused for WEB (WP002)', async () => {
    const error = await apiError(client().codeByServiceFeature({ leistungsmerkmal: 'W030' }));
    expect(error.status).toBe(403);
    expect(error.serverError.errorCodes).toEqual(['WP002']);
  });

  it('code by urgency: TSS gets an AKUT code that logs in', async () => {
    const tss = await staffClient('TSS');
    const { code } = await tss.codeByUrgency({ dringlichkeit: 'AKUT' });
    const login = await client({ getCode: () => code }).login({ plz: PLZ });
    expect(login.kv).toBe(KV);
  });
});

describe('no-code flow: availability and identity check', () => {
  it('availability answers termineVorhanden and suchRadius', async () => {
    const answer = await client().availability({ postleitzahl: PLZ, leistungsmerkmale: ['W030'] });
    expect(answer).toEqual({ termineVorhanden: true, suchRadius: expect.any(Number) });
    expect(toAvailability(answer).hasAppointments).toBe(true);
  });

  it('availability for an unknown postcode is WP030', async () => {
    const error = await apiError(
      client().availability({ postleitzahl: '99999', leistungsmerkmale: ['W030'] }),
    );
    expect(error.serverError.errorCodes).toEqual(['WP030']);
    expect(resolveError('availability', error.serverError)?.message).toBe('Postleitzahl unbekannt');
  });

  it('e-mail PIN → verify → a code for the specialty that logs in', async () => {
    const receiver = 'identitaet.mail@example.org';
    const { token } = await client().requestIdentityPinByEmail({
      plz: PLZ,
      receiver,
      leistungsmerkmal: 'W030',
    });
    expect(token).toEqual(expect.any(String));
    const pin = await devPin(server.baseUrl, receiver);
    const verified = await client().verifyIdentity({ token, pin });
    expect(verified).toEqual({
      vermittlungscode: expect.stringMatching(/^[A-Z0-9]{12}$/),
      plz: PLZ,
      leistungsmerkmal: 'W030',
    });
    const login = await client({ getCode: () => verified.vermittlungscode }).login({ plz: PLZ });
    expect(login.qualifikationen).toEqual(['W030']);
  });

  it('SMS PIN: a token; a wrong PIN is WP059', async () => {
    const { token } = await client().requestIdentityPinBySms({
      plz: PLZ,
      phone: '+491711234567',
      leistungsmerkmal: 'W030',
    });
    expect(token).toEqual(expect.any(String));
    const messages = await devOutbox(server.baseUrl, '+491711234567');
    expect(messages[0]?.channel).toBe('sms');
    const pin = await devPin(server.baseUrl, '+491711234567');
    const wrong = pin === '000000' ? '111111' : '000000';
    const error = await apiError(client().verifyIdentity({ token, pin: wrong }));
    expect(error.serverError.errorCodes).toEqual(['WP059']);
    expect(resolveError('identityPin', error.serverError)?.message).toBe('PIN ungültig');
  });

  it('sends the idempotency key: the same key replays the first answer', async () => {
    const body = { plz: PLZ, receiver: 'idempotent@example.org', leistungsmerkmal: 'W030' };
    const idempotencyKey = crypto.randomUUID();
    const first = await client().requestIdentityPinByEmail(body, { idempotencyKey });
    const again = await client().requestIdentityPinByEmail(body, { idempotencyKey });
    expect(again).toEqual(first);
    // Without the key the second request within 60 s is the resend cooldown.
    const error = await apiError(client().requestIdentityPinByEmail(body));
    expect(error.status).toBe(429);
  });
});

describe('reference data', () => {
  it('place name of a postcode', async () => {
    expect(await client().placeName({ plz: PLZ })).toEqual({ ortsname: ORTSNAME });
  });

  it('place name of an unknown postcode is WP030', async () => {
    const error = await apiError(client().placeName({ plz: '99999' }));
    expect(error.serverError.errorCodes).toEqual(['WP030']);
  });

  it('qualifications: w groups for everyone, z and g for TSS', async () => {
    const web = await client().qualifications();
    expect(Object.keys(web.w)).toContain('Augenheilkunde');
    expect(web.z).toEqual({});
    const tss = await (await staffClient('TSS')).qualifications();
    expect(tss.z).toMatchObject({ Z010: 'Akupunktur' });
    expect(tss.g).toMatchObject({ G010: 'Akupunktur' });
  });

  it('facility search by name', async () => {
    const answer = await client().facilitySearch({ suchbegriff: 'Augenarzt' });
    expect(answer.einrichtungen).toEqual([
      expect.objectContaining({ bsnr: PRACTICE_BSNR, plz: PLZ, ort: ORTSNAME }),
    ]);
  });
});

describe('search', () => {
  it('search by postcode: sections, practices and profiles', async () => {
    const { api } = await clientWithCode();
    const result = await api.search({ plz: PLZ, qualifikationen: ['W030'], radius: 5 });
    expect(result.requestInfo).toMatchObject({ radius: 5, gesuchteLeistungsmerkmale: ['W030'] });
    expect(result.praxen[PRACTICE_ID]).toMatchObject({
      label: 'Augenarztpraxis Dr. Beispiel',
      street: expect.any(String),
      plz: PLZ,
      city: ORTSNAME,
      distance: expect.any(Number),
    });
    const dates = Object.values(result.slots.default ?? {});
    const found = dates.flatMap((byPractice) =>
      Object.values(byPractice[PRACTICE_ID] ?? {}).flat(),
    );
    expect(found.map((s) => s.id)).toContain(slots().inPerson);
    expect(found.find((s) => s.id === slots().inPerson)).toEqual({
      id: slots().inPerson,
      begin: expect.stringMatching(/^\d{2}:\d{2}$/),
      praxisId: PRACTICE_ID,
      buchungsbefugnisse: ['PATIENT', 'TSS'],
    });
    expect(found.find((s) => s.id === slots().video)?.termintyp).toBe('VIDEOSPRECHSTUNDE');
    expect(result.terminprofile['p1-w030']?.name).toBe('Sprechstunde');
  });

  it('search as TSS sends the urgency (buildSearchQuery for the client type)', async () => {
    const code = await devCode(server.baseUrl, 'W030');
    const tss = await staffClient('TSS', code);
    await tss.version();
    const result = await tss.search({ plz: PLZ, qualifikationen: ['W030'], urgency: 'AKUT' });
    expect(result.requestInfo.dringlichkeit).toBe('AKUT');
  });

  it('search without a code is WP042', async () => {
    const error = await apiError(client().search({ plz: PLZ, qualifikationen: ['W030'] }));
    expect(error.serverError.errorCodes).toEqual(['WP042']);
  });

  it('SMED search by the facility pseudonym', async () => {
    const { api } = await clientWithCode();
    const result = await api.smedSearch({ smedPseudonym: SMED_PSEUDONYM });
    expect(Object.keys(result.praxen)).toEqual([PRACTICE_ID]);
  });
});
