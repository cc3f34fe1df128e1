import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ApiError,
  InvalidResponseError,
  KNOWN_ERROR_CODES,
  RequestTimeoutError,
  SERVER_ERROR_CODES,
  TerminserviceError,
  createServerErrorBody,
  isKnownErrorCode,
  parseServerError,
  toParsedServerError,
} from './index.ts';

describe('parseServerError (§3 "Server error")', () => {
  it('reads codes, joins texts with a space and keeps the reference id', () => {
    expect(
      parseServerError({
        errors: [
          { code: 'BU012', text: 'Termin blockiert.' },
          { code: 'WP010', text: 'Termin gelöscht.' },
        ],
        referenceId: 'ref-42',
      }),
    ).toEqual({
      errorCodes: ['BU012', 'WP010'],
      errorText: 'Termin blockiert. Termin gelöscht.',
      referenceId: 'ref-42',
    });
  });

  it('gives null when the reference id is absent', () => {
    expect(parseServerError({ errors: [{ code: 'WP008', text: 'x' }] }).referenceId).toBeNull();
  });

  it('parses a JSON string body as well', () => {
    expect(
      parseServerError('{"errors":[{"code":"WP001","text":"Intern"}],"referenceId":"r"}'),
    ).toEqual({ errorCodes: ['WP001'], errorText: 'Intern', referenceId: 'r' });
  });

  it.each([
    ['null', null],
    ['undefined', undefined],
    ['a number', 42],
    ['an HTML page', '<html><body>502 Bad Gateway</body></html>'],
    ['an empty object', {}],
    ['errors not a list', { errors: 'WP001' }],
    ['entries of the wrong kind', { errors: [null, 5, 'WP001', { code: 7, text: false }] }],
    ['a list', [{ code: 'WP001' }]],
  ])('tolerates junk: %s', (_name, body) => {
    expect(parseServerError(body)).toEqual({ errorCodes: [], errorText: '', referenceId: null });
  });

  it('keeps what is usable from partly broken entries', () => {
    expect(
      parseServerError({
        errors: [{ code: 'WP030' }, { text: 'Nur Text' }, { code: '', text: '  ' }],
        referenceId: 17,
      }),
    ).toEqual({ errorCodes: ['WP030'], errorText: 'Nur Text', referenceId: null });
  });

  it('never throws, whatever the body', () => {
    fc.assert(
      fc.property(fc.oneof(fc.anything(), fc.json()), (body) => {
        const parsed = parseServerError(body);
        expect(Array.isArray(parsed.errorCodes)).toBe(true);
        expect(typeof parsed.errorText).toBe('string');
      }),
    );
  });

  it('round-trips the body the server builds', () => {
    const word = fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9 .]{0,20}[A-Za-z0-9.]$/);
    fc.assert(
      fc.property(
        fc.array(fc.record({ code: fc.constantFrom(...KNOWN_ERROR_CODES), text: word })),
        fc.uuid(),
        (errors, referenceId) => {
          const parsed = parseServerError(
            JSON.parse(JSON.stringify(createServerErrorBody(errors, referenceId))),
          );
          expect(parsed).toEqual({
            errorCodes: errors.map((e) => e.code),
            errorText: errors.map((e) => e.text).join(' '),
            referenceId,
          });
        },
      ),
    );
  });
});

describe('known codes (§8)', () => {
  it('expand the ranges of the spec', () => {
    const expected = [
      ['BU001', 'BU002', 'BU004', 'BU005', 'BU012'],
      ['WP001', 'WP002', 'WP003', 'WP004', 'WP005', 'WP006'],
      ['WP008', 'WP009', 'WP010', 'WP012', 'WP021'],
      ['WP030', 'WP031', 'WP032', 'WP033', 'WP034', 'WP039', 'WP041', 'WP042', 'WP045'],
      ['WP055', 'WP056', 'WP057', 'WP058', 'WP059', 'WP061', 'WP062', 'WP063'],
      ['WP066', 'WP067', 'WP068', 'WP069'],
      ['WP073', 'WP074', 'WP075', 'WP076', 'WP077', 'WP078', 'WP079', 'WP080'],
      ['WP082', 'WP104', 'AVAILIBILITY_CHECK'],
    ].flat();
    expect([...SERVER_ERROR_CODES]).toEqual(expected);
    // Not in §8: the server's own codes the catalogue resolves (issue #26).
    expect([...KNOWN_ERROR_CODES]).toEqual([...expected, 'VS001', 'TimeoutError']);
    expect(new Set(KNOWN_ERROR_CODES).size).toBe(KNOWN_ERROR_CODES.length);
  });

  it('recognises known codes only', () => {
    expect(isKnownErrorCode('WP031')).toBe(true);
    expect(isKnownErrorCode('TimeoutError')).toBe(true);
    expect(isKnownErrorCode('WP007')).toBe(false);
    expect(isKnownErrorCode('AVAILABILITY_CHECK')).toBe(false);
  });
});

describe('error classes', () => {
  it('ApiError carries the status and the parsed body under a stable name', () => {
    const parsed = parseServerError({
      errors: [{ code: 'WP042', text: 'Ungültig' }],
      referenceId: 'r1',
    });
    const error = new ApiError(400, parsed);
    expect(error).toBeInstanceOf(TerminserviceError);
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('ApiError');
    expect(error.status).toBe(400);
    expect(error.serverError).toBe(parsed);
    expect(error.message).toBe('Ungültig');
    expect(new ApiError(503, parseServerError(null)).message).toBe('HTTP 503');
  });

  it("RequestTimeoutError is named 'TimeoutError' and keeps its limit", () => {
    const error = new RequestTimeoutError(4000);
    expect(error.name).toBe('TimeoutError');
    expect(error.timeoutMs).toBe(4000);
    expect(new RequestTimeoutError().timeoutMs).toBe(30_000);
    expect(error).toBeInstanceOf(TerminserviceError);
  });

  it('the base and InvalidResponseError have their own names', () => {
    expect(new TerminserviceError('x').name).toBe('TerminserviceError');
    expect(new InvalidResponseError('x').name).toBe('InvalidResponseError');
  });

  it('toParsedServerError turns any caught value into the parsed shape', () => {
    const parsed = parseServerError({ errors: [{ code: 'WP009', text: 't' }], referenceId: 'r' });
    expect(toParsedServerError(new ApiError(409, parsed))).toBe(parsed);
    expect(toParsedServerError(new RequestTimeoutError()).errorCodes).toEqual(['TimeoutError']);
    const foreignTimeout = new Error('timed out');
    foreignTimeout.name = 'TimeoutError';
    expect(toParsedServerError(foreignTimeout).errorCodes).toEqual(['TimeoutError']);
    expect(toParsedServerError(new TypeError('Failed to fetch'))).toEqual({
      errorCodes: [],
      errorText: '',
      referenceId: null,
    });
    expect(toParsedServerError('boom').errorCodes).toEqual([]);
  });
});
