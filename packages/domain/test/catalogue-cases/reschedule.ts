// Cases of rescheduling a booking (issue #15, docs/rescheduling.md): the new slot's refusals as
// the §8 booking rows say them, the old booking's own refusals in our words.
import { expect } from 'vitest';
import { TEXT, SUFFIX, err, show, type Case } from './kit.ts';

const FAILED = 'Der Termin konnte nicht verschoben werden. Ihr bisheriger Termin bleibt bestehen.';

export const RESCHEDULE_CASES: readonly Case[] = [
  { context: 'reschedule', error: err(['BU001']), message: TEXT, suffix: SUFFIX, next: show },
  {
    context: 'reschedule',
    error: err(['BU002']),
    message: 'Der Termin wurde in der Zwischenzeit gelöscht und steht nicht mehr zur Verfügung.',
    suffix: SUFFIX,
    next: show,
  },
  {
    context: 'reschedule',
    error: err(['BU004']),
    message: 'Der Termin steht nicht mehr zur Verfügung.',
    suffix: SUFFIX,
    next: show,
  },
  { context: 'reschedule', error: err(['BU005']), message: TEXT, next: show },
  {
    context: 'reschedule',
    error: err(['BU012']),
    message: 'Der Termin wurde in der Zwischenzeit blockiert und steht nicht mehr zur Verfügung.',
    suffix: SUFFIX,
    next: show,
  },
  {
    context: 'reschedule',
    error: err(['WP069']),
    message: 'Zu diesem Vermittlungscode gibt es keine Buchung, die verschoben werden kann.',
    next: show,
  },
  {
    context: 'reschedule',
    error: err(['WP004']),
    message: expect.stringMatching(/^Ihr bisheriger Termin hat bereits begonnen/),
    next: show,
  },
  { context: 'reschedule', error: err(['WP008']), message: TEXT, next: show },
  // The server's own code (issue #26): moved too often today, in the calm words of §8.
  {
    context: 'reschedule',
    error: err(['VS001']),
    message:
      'Sie haben diesen Termin heute schon mehrmals verschoben. Bitte versuchen Sie es morgen erneut oder wenden Sie sich an die 116117.',
    next: show,
  },
  { context: 'reschedule', error: err(['WP021']), message: FAILED, suffix: SUFFIX, next: show },
];
