import { describe, expect, it } from 'vitest';
import {
  ERROR_CATALOGUE,
  ERROR_CONTEXTS,
  KNOWN_ERROR_CODES,
  findCatalogueRow,
  resolveError,
  type CatalogueRow,
  type ErrorContext,
  type NextStep,
  type ParsedServerError,
} from './index.ts';

const TEXT = 'Servertext';
const REF = 'ref-0815';
const SUFFIX = 'Bitte wählen Sie einen anderen Termin aus.';
const SESSION =
  'Ihre Session ist leider ausgelaufen bitte starten sie die Buchung erneut über Ihre Client-Software für Praxen';

function err(codes: string[], text = TEXT): ParsedServerError {
  return { errorCodes: codes, errorText: text, referenceId: REF };
}

const show: NextStep = { kind: 'show' };
const notify: NextStep = { kind: 'notify' };
const fatal: NextStep = { kind: 'fatalReport' };
const toBase: NextStep = { kind: 'navigate', to: 'base', notify: true };
const paraphrase = (...parts: string[]) =>
  expect.stringMatching(new RegExp(parts.map((p) => p.replace(/[.?]/g, '\\$&')).join('[^]*')));

interface Case {
  readonly context: ErrorContext;
  readonly error: ParsedServerError;
  readonly title?: string;
  readonly message: unknown;
  readonly suffix?: string;
  readonly next: NextStep;
  readonly link?: 'base';
  readonly logged?: boolean;
}

/** §8 row by row, written from the spec (not from the table under test). */
const CASES: readonly Case[] = [
  // any
  {
    context: 'login',
    error: err(['WP001'], 'Interner Fehler'),
    message: 'Interner Fehler',
    next: fatal,
  },
  { context: 'login', error: err(['WP005'], 'JWT expired'), message: SESSION, next: show },

  // code fetch
  { context: 'codeFetch', error: err(['WP005']), message: TEXT, next: show },
  {
    context: 'codeFetch',
    error: err(['WP021']),
    message: 'Code konnte nicht abgerufen werden.',
    next: show,
  },
  {
    context: 'codeFetch',
    error: err([], ''),
    message: 'Code konnte nicht abgerufen werden.',
    next: show,
  },

  // login
  { context: 'login', error: err(['WP012']), message: TEXT, next: show },
  { context: 'login', error: err(['WP008']), message: 'Anspruch abgelaufen', next: show },
  {
    context: 'login',
    error: err(['WP009']),
    message: null,
    next: { kind: 'navigate', to: 'details', notify: false },
  },
  { context: 'login', error: err(['WP042']), message: 'Ungültiger Vermittlungscode', next: show },
  { context: 'login', error: err(['WP030']), message: TEXT, next: show },
  { context: 'login', error: err(['WP021']), message: `Unerwarteter Fehler: ${TEXT}`, next: show },
  {
    context: 'login',
    error: err(['WP005'], 'abgelaufen'),
    message: 'Unerwarteter Fehler: abgelaufen',
    next: show,
  },

  // management
  { context: 'management', error: err(['WP069']), message: 'Buchung nicht vorhanden', next: show },
  {
    context: 'management',
    error: err(['WP042'], 'Ungültiger Vermittlungscode'),
    message: 'Ungültiger Vermittlungscode',
    next: show,
  },
  {
    context: 'management',
    error: err(['WP021']),
    message: 'Ein unbekannter Fehler ist aufgetreten',
    next: show,
  },
  {
    context: 'managementReservationCheck',
    error: err(['WP069']),
    message: 'Keine Buchung gefunden',
    next: show,
  },
  {
    context: 'managementReservationCheck',
    error: err([], ''),
    message: 'Es ist ein unerwarteter Fehler aufgetreten',
    next: show,
  },

  // availability
  {
    context: 'availability',
    error: err(['AVAILIBILITY_CHECK']),
    message:
      'Derzeit stehen leider keine Termine für die gewünschte Fachrichtung zur Verfügung. Bitte versuchen Sie es zu einem späteren Zeitpunkt.',
    next: show,
  },
  { context: 'availability', error: err(['WP030']), message: 'Postleitzahl unbekannt', next: show },
  { context: 'availability', error: err(['WP067']), message: 'Fachrichtung unbekannt', next: show },
  {
    context: 'availability',
    error: err(['TimeoutError'], ''),
    message: null,
    next: { kind: 'continue' },
    logged: true,
  },
  {
    context: 'availability',
    error: err([], ''),
    message: null,
    next: { kind: 'continue' },
    logged: true,
  },

  // booking
  {
    context: 'booking',
    error: err(['WP030']),
    message: 'Die Postleitzahl ist ungültig',
    next: show,
  },
  {
    context: 'booking',
    error: err(['BU012']),
    message: 'Der Termin wurde in der Zwischenzeit blockiert und steht nicht mehr zur Verfügung.',
    suffix: SUFFIX,
    next: show,
  },
  ...['BU002', 'WP010', 'WP012'].map((code): Case => ({
    context: 'booking',
    error: err([code]),
    message: 'Der Termin wurde in der Zwischenzeit gelöscht und steht nicht mehr zur Verfügung.',
    suffix: SUFFIX,
    next: show,
  })),
  { context: 'booking', error: err(['BU001']), message: TEXT, suffix: SUFFIX, next: show },
  { context: 'booking', error: err(['WP001']), message: TEXT, suffix: SUFFIX, next: show },
  {
    context: 'booking',
    error: err(['BU004']),
    message: 'Der Termin steht nicht mehr zur Verfügung.',
    suffix: SUFFIX,
    next: show,
  },
  { context: 'booking', error: err(['BU005']), message: TEXT, next: show },
  {
    context: 'booking',
    error: err(['WP021']),
    message: 'Der Termin kann nicht gebucht werden.',
    suffix: SUFFIX,
    next: show,
  },

  // search
  {
    context: 'search',
    error: err(['TimeoutError'], ''),
    message: 'Die Anfrage hat zu lange gedauert. Bitte laden Sie die Seite neu.',
    next: show,
  },
  {
    context: 'search',
    error: err(['WP009']),
    message: null,
    next: { kind: 'navigate', to: 'details', notify: false },
  },
  { context: 'search', error: err(['WP055']), message: TEXT, next: toBase },
  {
    context: 'search',
    error: err(['WP082']),
    message: TEXT,
    next: { kind: 'navigate', to: 'bookingVerification', notify: true },
  },
  { context: 'search', error: err(['WP021']), message: TEXT, next: show },
  {
    context: 'search',
    error: err(['WP021'], ''),
    message: null,
    next: { kind: 'navigate', to: 'base', notify: false },
  },

  // identity check
  {
    context: 'identityEmailPin',
    error: err(['WP061']),
    message: paraphrase(
      'E-Mail-Adresse',
      'Fachrichtung',
      'kein weiterer Termin',
      'Vermittlungscode',
      '„Ja“',
      '116117',
    ),
    next: show,
  },
  {
    context: 'identityEmailPin',
    error: err(['WP063']),
    message: paraphrase('nicht möglich', '116117'),
    next: show,
  },
  { context: 'identityEmailPin', error: err(['WP021']), message: TEXT, next: show },
  { context: 'identitySmsPin', error: err(['WP021']), message: TEXT, next: show },
  { context: 'identityPin', error: err(['WP003']), message: 'ungültiger Input', next: show },
  { context: 'identityPin', error: err(['WP059']), message: 'PIN ungültig', next: show },
  { context: 'identityPin', error: err(['WP001']), message: TEXT, next: fatal },

  // details page
  {
    context: 'detailsPage',
    error: err(['WP068']),
    title: 'Praxisinformation',
    message: paraphrase('Praxis', '116 117'),
    next: toBase,
  },
  {
    context: 'detailsPage',
    error: err(['WP069']),
    message: 'Keine Buchung vorhanden',
    next: toBase,
  },
  {
    context: 'detailsPage',
    error: err(['WP008']),
    message: 'Keine Buchung vorhanden',
    next: toBase,
  },
  {
    context: 'detailsPage',
    error: err(['WP104']),
    message: 'Termintyp ist unbekannt.',
    next: toBase,
  },
  { context: 'detailsPage', error: err(['WP021']), message: TEXT, next: toBase },

  // video booking
  {
    context: 'videoBooking',
    error: err(['WP073']),
    title: 'Videosprechstunde bereits reserviert.',
    message: TEXT,
    next: show,
  },
  {
    context: 'videoBooking',
    error: err(['WP074']),
    message: paraphrase('bereits', 'reserviert', 'neuen Termin'),
    next: show,
  },
  {
    context: 'videoBooking',
    error: err(['WP075']),
    message: paraphrase('Reservierung', 'nicht mehr gültig', '30 Minuten', 'storniert'),
    link: 'base',
    next: show,
  },
  {
    context: 'videoBooking',
    error: err(['WP076']),
    title: 'Videosprechstunde bereits gebucht.',
    message: TEXT,
    next: show,
  },
  {
    context: 'videoBooking',
    error: err(['WP077']),
    message: paraphrase('Terminservice', 'neu', 'kostenfrei', '116117'),
    link: 'base',
    next: show,
  },
  {
    context: 'videoBooking',
    error: err(['WP078']),
    message: paraphrase('PIN', 'nicht erneut', 'maximale Anzahl'),
    next: show,
  },
  {
    context: 'videoBooking',
    error: err(['WP079']),
    message: 'Ungültige Eingabe. Es wurde ein gesperrter PIN verwendet.',
    next: show,
  },
  { context: 'videoBooking', error: err(['WP080']), message: 'PIN ungültig.', next: show },
  { context: 'videoBooking', error: err(['WP021']), message: TEXT, next: show },
  {
    context: 'videoBooking',
    error: err([], ''),
    message: 'Wir entschuldigen uns. Ein unbekannter Fehler ist aufgetreten.',
    next: show,
  },

  // cancel
  {
    context: 'cancel',
    error: err(['WP004']),
    title: 'Information',
    message:
      'Der Termin hat bereits stattgefunden und kann nicht mehr abgesagt werden. Bei eventuellen Problemen, wenden Sie sich an die 116 117.',
    next: notify,
  },
  {
    context: 'cancel',
    error: err(['WP021']),
    title: 'Fehler',
    message:
      'Es gab ein Problem beim Absagen ihres Termins. Bitte versuchen Sie es später noch einmal oder rufen Sie die 116 117 an.',
    next: notify,
  },

  // reservation status
  {
    context: 'reservationStatus',
    error: err(['WP042']),
    message: null,
    next: { kind: 'value', value: false },
  },
  {
    context: 'reservationStatus',
    error: err(['WP021']),
    message: null,
    next: { kind: 'propagate' },
  },

  // e-mail change
  {
    context: 'emailChange',
    error: err(['WP041'], 'E-Mail gesperrt'),
    title: 'WP041',
    message: 'E-Mail gesperrt',
    next: notify,
  },
  {
    context: 'emailChange',
    error: err(['WP041'], ''),
    title: 'Misserfolg',
    message: 'Die Email konnte nicht geändert werden auf Grund eines unerwarteten Fehlers',
    next: notify,
  },
  {
    context: 'emailChange',
    error: err([], 'Netzwerk'),
    title: 'Misserfolg',
    message: 'Die Email konnte nicht geändert werden auf Grund eines unerwarteten Fehlers',
    next: notify,
  },

  // version, status polling, request
  {
    context: 'version',
    error: err([], ''),
    title: 'Kommunikationsfehler',
    message: 'Im Moment ist der Terminservice nicht verfügbar',
    next: notify,
  },
  {
    context: 'status',
    error: err([], ''),
    message: null,
    next: { kind: 'navigate', to: 'base', notify: false },
  },
  {
    context: 'request',
    error: err(['TimeoutError'], ''),
    message: null,
    next: { kind: 'propagate' },
    logged: true,
  },
];

describe('resolveError over every row of §8', () => {
  it.each(CASES.map((c) => [c.context, c.error.errorCodes.join('+') || '(no code)', c] as const))(
    '%s %s',
    (_context, _code, c) => {
      const resolved = resolveError(c.context, c.error);
      expect(resolved).not.toBeNull();
      expect(resolved?.title).toEqual(c.title);
      expect(resolved?.message).toEqual(c.message);
      expect(resolved?.suffix).toEqual(c.suffix);
      expect(resolved?.next).toEqual(c.next);
      expect(resolved?.link).toEqual(c.link);
      expect(resolved?.logged).toBe(c.logged ?? false);
      expect(resolved?.referenceId).toBe(REF);
    },
  );

  it('the cases reach every row of the table', () => {
    const reached = new Set<CatalogueRow>();
    for (const c of CASES) {
      const row = findCatalogueRow(c.context, c.error);
      if (row) reached.add(row);
    }
    const missed = ERROR_CATALOGUE.filter((row) => !reached.has(row));
    expect(missed).toEqual([]);
  });

  it('every row names a known code and fixed messages are not blank', () => {
    for (const row of ERROR_CATALOGUE) {
      expect(row.code === 'other' || KNOWN_ERROR_CODES.includes(row.code)).toBe(true);
      if (typeof row.message === 'string') expect(row.message.trim()).not.toBe('');
    }
  });
});

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
