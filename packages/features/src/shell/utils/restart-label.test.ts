import { describe, expect, it } from 'vitest';
import { RESTART_LABELS, restartLabelFor } from './restart-label.ts';

describe('the restart link label (§2 App shell)', () => {
  it.each([
    ['/terminservice', RESTART_LABELS.login],
    ['/terminservice/', RESTART_LABELS.login],
    ['/terminservice/suche', RESTART_LABELS.search],
    ['/terminservice/suche/ABCD-EFGH-KLMN/10115/W030', RESTART_LABELS.search],
    ['/terminservice/termin/details', RESTART_LABELS.details],
    ['/terminservice/termin/details/ABCDEFGHKLMN', RESTART_LABELS.details],
    ['/terminservice/termin/details-tss', RESTART_LABELS.details],
    ['/terminservice/email-verification/valid', RESTART_LABELS.emailVerification],
    ['/terminservice/faq', RESTART_LABELS.default],
    ['/datenschutz', RESTART_LABELS.default],
    ['/terminservice/termin', RESTART_LABELS.default],
  ])('on %s it reads %j', (path, label) => {
    expect(restartLabelFor(path)).toBe(label);
  });

  it('quotes the spec', () => {
    expect(RESTART_LABELS).toMatchObject({
      default: 'Neu starten',
      details: 'Termin gebucht',
      search: 'Termin auswählen',
      login: 'Termin suchen',
    });
  });
});
