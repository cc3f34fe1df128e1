// resolveError beyond the single rows: the JWT rewrite, WP001 everywhere, unknown codes, details.
import { describe, expect, it } from 'vitest';
import { REF, SESSION, err, show } from '../../test/catalogue-cases/kit.ts';
import { ERROR_CONTEXTS, resolveError } from './index.ts';

describe('the JWT case of WP005 (§8 "any")', () => {
  it.each(['codeFetch', 'login', 'booking', 'detailsPage', 'videoBooking', 'search'] as const)(
    'replaces the text in %s',
    (context) => {
      const resolved = resolveError(context, err(['WP005'], 'Invalid jwt signature'));
      expect(resolved?.message).toBe(SESSION);
      expect(resolved?.next).toEqual(show);
    },
  );

  it('leaves WP005 without JWT to the context', () => {
    expect(resolveError('codeFetch', err(['WP005'], 'Kein Code'))?.message).toBe('Kein Code');
  });

  it('needs the code WP005', () => {
    expect(resolveError('codeFetch', err(['WP021'], 'JWT'))?.message).toBe(
      'Code konnte nicht abgerufen werden.',
    );
  });
});

describe('WP001 is a fatal error with report in any context without its own row', () => {
  it.each(ERROR_CONTEXTS.filter((context) => context !== 'booking' && context !== 'identityPin'))(
    '%s',
    (context) => {
      const resolved = resolveError(context, err(['WP001'], 'Interner Serverfehler'));
      expect(resolved).toMatchObject({
        code: 'WP001',
        message: 'Interner Serverfehler',
        next: { kind: 'fatalReport' },
        errorText: 'Interner Serverfehler',
        referenceId: REF,
      });
    },
  );

  it('booking shows the server text with the suffix instead', () => {
    expect(resolveError('booking', err(['WP001']))?.next).toEqual(show);
  });
});

describe('unknown codes map to nothing (§8)', () => {
  it.each(['availability', 'identityPin', 'request'] as const)(
    'in %s, which has no fallback',
    (context) => {
      expect(resolveError(context, err(['WP021']))).toBeNull();
      expect(resolveError(context, err(['XX999']))).toBeNull();
    },
  );

  it('login ignores an error without a code', () => {
    expect(resolveError('login', err([], 'Failed to fetch'))).toBeNull();
  });

  it('a context fallback catches codes the spec does not list', () => {
    expect(resolveError('booking', err(['XX999']))?.message).toBe(
      'Der Termin kann nicht gebucht werden.',
    );
  });
});

describe('resolution details', () => {
  it('fills the product into the version notice', () => {
    expect(resolveError('version', err([], ''), { product: '116117 Terminservice' })?.message).toBe(
      'Im Moment ist der 116117 Terminservice nicht verfügbar',
    );
  });

  it('the first matching code decides when several are sent', () => {
    expect(resolveError('login', err(['WP021', 'WP008']))?.message).toBe('Anspruch abgelaufen');
  });

  it('an empty server text stays empty where no fallback is given', () => {
    expect(resolveError('login', err(['WP012'], ''))?.message).toBe('');
  });
});
