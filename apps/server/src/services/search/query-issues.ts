// The §8 WP003 items of a search query the domain's parser refused (§5, §7 "search"): one German
// text per field.
import { MAX_RADIUS_KM, MIN_RADIUS_KM } from '@terminservice/domain/limits';
import { URGENCIES, type SearchQueryIssue } from '@terminservice/domain/search';
import {
  BSNR_MAX_LENGTH_MESSAGE,
  DATE_RANGE_ORDER_MESSAGE,
  INVALID_INPUT_MESSAGE,
  POSTCODE_INVALID_MESSAGE,
  POSTCODE_REQUIRED_MESSAGE,
  QUALIFICATION_REQUIRED_MESSAGE,
  REQUIRED_MESSAGE,
  invalidDateMessage,
} from '@terminservice/domain/validation';
import { invalidInput, type ErrorItem, type ServiceError } from '../../errors.ts';

/** German text for each query field the domain's parser can object to. */
function issueText(issue: SearchQueryIssue): string {
  switch (issue.field) {
    case 'someOf':
      return QUALIFICATION_REQUIRED_MESSAGE;
    case 'plz':
      return issue.received === undefined || issue.received === ''
        ? POSTCODE_REQUIRED_MESSAGE
        : POSTCODE_INVALID_MESSAGE;
    case 'daytime':
      return 'Ungültige Auswahl der Tage und Tageszeiten.';
    case 'gesuchterTagVon':
      return invalidDateMessage('Von');
    case 'gesuchterTagBis':
      return issue.expected === 'after gesuchterTagVon'
        ? DATE_RANGE_ORDER_MESSAGE
        : invalidDateMessage('Bis');
    case 'bsnr':
      return BSNR_MAX_LENGTH_MESSAGE;
    case 'radius':
      return `Der Suchradius muss eine ganze Zahl von ${MIN_RADIUS_KM} bis ${MAX_RADIUS_KM} km sein.`;
    case 'dringlichkeit':
      // 'absent': sent by a caller that may not choose it; otherwise a TSS value that is none.
      return issue.expected === 'absent'
        ? 'Die Dringlichkeit kann nur von der Terminservicestelle gewählt werden.'
        : `Ungültige Dringlichkeit. Erlaubt sind ${URGENCIES.join(', ')} oder leer.`;
    case 'sprache':
      return 'Diese Sprache ist nicht bekannt. Bitte wählen Sie eine Sprache aus der Liste.';
    case 'smedEinrichtungspseudonym':
      return REQUIRED_MESSAGE;
    default:
      return INVALID_INPUT_MESSAGE;
  }
}

export function queryIssues(issues: readonly SearchQueryIssue[]): ServiceError {
  const seen = new Set<string>();
  const items: ErrorItem[] = [];
  for (const issue of issues) {
    if (seen.has(issue.field)) continue;
    seen.add(issue.field);
    items.push({ code: 'WP003', text: issueText(issue), field: `query.${issue.field}` });
  }
  return invalidInput(items);
}
