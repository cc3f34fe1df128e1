// §5 "Generic reusable form rules": text, textarea, location, ZIP, phone, PIN, equal fields,
// min/max date, comment marker and conditional optional rules, as valibot building blocks.
// The ZIP rule is `postcodeSchema` in fields.ts (it carries the §5 postcode messages).
import * as v from 'valibot';
import { TEXT_MAX_LENGTH } from '../limits/index.ts';
import { isIsoDate, toIsoDate, type DateInput } from './iso-date.ts';
import { characterClass, literalPattern, noted } from './json-schema-note.ts';
import {
  ANGLE_BRACKETS_MESSAGE,
  COMMENT_MARKER_MESSAGE,
  DOUBLE_DOTS_MESSAGE,
  DOUBLE_SLASH_MESSAGE,
  HEX_LIKE_MESSAGE,
  IDENTITY_PIN_CHARACTERS_MESSAGE,
  INVALID_INPUT_MESSAGE,
  LATIN1_MESSAGE,
  NO_MATCH_MESSAGE,
  PHONE_CHARACTERS_MESSAGE,
  REQUIRED_MESSAGE,
  SPECIAL_CHARACTERS_MESSAGE,
  maxDateMessage,
  maxLengthMessage,
  minDateMessage,
} from './messages.ts';

/** Letters for free text: ASCII plus the Latin-1 letters (umlauts, ß, accents; not × and ÷). */
export const LATIN_LETTERS = 'A-Za-zÀ-ÖØ-öø-ÿ';
/** §5 "printable Latin only (0x20-0x7F, 0xA0-0xFF)", the range as the spec gives it. */
const LATIN1_PRINTABLE = /^[\x20-\x7F\xA0-\xFF]*$/;
/** §5 "text … forbids many special characters": the set is not in the spec, this one is chosen. */
export const TEXT_FORBIDDEN_CHARACTERS = '<>{}[]\\|^~$%*=;"`';
/** §5 "textarea … with smaller forbidden set" (< and > are handled by "not both"). */
export const TEXTAREA_FORBIDDEN_CHARACTERS = '{}[]\\|^~`';
/** §5 "comment-marker check": HTML, C-style and SQL comment markers. */
export const COMMENT_MARKERS: readonly string[] = ['<!--', '-->', '/*', '*/', '--', '//'];

// ——— string fields ———

/**
 * A trimmed string (§5 "Strings trimmed on submit"). A missing key counts as '', so required rules
 * answer with their German message instead of valibot's English one.
 */
export function trimmedString() {
  return v.pipe(v.optional(v.string(INVALID_INPUT_MESSAGE), ''), v.trim());
}

/** A trimmed, non-empty string; `message` for missing, non-string and empty input alike. */
export function requiredString(message: string) {
  return v.pipe(v.optional(v.string(message), ''), v.trim(), v.nonEmpty(message));
}

/** A checkbox; missing counts as unticked. */
export function checkbox() {
  return v.optional(v.boolean(INVALID_INPUT_MESSAGE), false);
}

/** A checkbox that must be ticked (§5 "Insurance checkbox must be ticked", userAgreement). */
export function requiredCheckbox(message: string) {
  return v.pipe(
    v.optional(v.boolean(message), false),
    noted(
      v.check((ticked: boolean) => ticked, message),
      { const: true },
    ),
  );
}

// ——— string rules ———

export const latin1Only = (message: string = LATIN1_MESSAGE) => v.regex(LATIN1_PRINTABLE, message);

/** §5 "no 0x" / "no hex-like content (0x/0X)". */
export const noHexLike = (message: string = HEX_LIKE_MESSAGE) =>
  noted(
    v.check((value: string) => !/0x/i.test(value), message),
    { not: { pattern: '0[xX]' } },
  );

/** §5 "no double dots". */
export const noDoubleDots = (message: string = DOUBLE_DOTS_MESSAGE) =>
  noted(
    v.check((value: string) => !value.includes('..'), message),
    { not: { pattern: '\\.\\.' } },
  );

/** §5 location "no double slash". */
export const noDoubleSlash = (message: string = DOUBLE_SLASH_MESSAGE) =>
  noted(
    v.check((value: string) => !value.includes('//'), message),
    { not: { pattern: '//' } },
  );

/** §5 textarea "not both < and >". */
export const notBothAngleBrackets = (message: string = ANGLE_BRACKETS_MESSAGE) =>
  noted(
    v.check((value: string) => !(value.includes('<') && value.includes('>')), message),
    { not: { allOf: [{ pattern: '<' }, { pattern: '>' }] } },
  );

/** §5 comment "no angle brackets". */
export const noAngleBrackets = (message: string = ANGLE_BRACKETS_MESSAGE) =>
  noted(
    v.check((value: string) => !/[<>]/.test(value), message),
    { pattern: '^[^<>]*$' },
  );

/** None of `characters` may occur. */
export const noCharactersOf = (characters: string, message: string = SPECIAL_CHARACTERS_MESSAGE) =>
  noted(
    v.check((value: string) => ![...value].some((char) => characters.includes(char)), message),
    { pattern: `^[^${characterClass(characters)}]*$` },
  );

/** §5 "comment-marker check" / comment "no comment section". */
export const noCommentMarker = (message: string = COMMENT_MARKER_MESSAGE) =>
  noted(
    v.check((value: string) => !COMMENT_MARKERS.some((marker) => value.includes(marker)), message),
    { not: { pattern: COMMENT_MARKERS.map(literalPattern).join('|') } },
  );

/** §5 "phone digits space hyphen plus slash". */
export const phoneCharacters = (message: string = PHONE_CHARACTERS_MESSAGE) =>
  v.regex(/^[0-9 +/-]*$/, message);

/** §5 "PIN digits and hyphen". */
export const pinCharacters = (message: string = IDENTITY_PIN_CHARACTERS_MESSAGE) =>
  v.regex(/^[0-9-]*$/, message);

/** §5 "min/max date" on 'yyyy-MM-dd' strings; invalid dates are left to the format rule. */
export function minDate(min: DateInput, message?: string) {
  const bound = toIsoDate(min);
  return v.check(
    (value: string) => !isIsoDate(value) || value >= bound,
    message ?? minDateMessage(bound),
  );
}

export function maxDate(max: DateInput, message?: string) {
  const bound = toIsoDate(max);
  return v.check(
    (value: string) => !isIsoDate(value) || value <= bound,
    message ?? maxDateMessage(bound),
  );
}

// ——— generic schemas ———

export interface GenericFieldOptions {
  readonly maxLength?: number;
  readonly requiredMessage?: string;
}

/**
 * A required string of at most `maxLength` characters (§9 "text default max 100"): the start of
 * every generic text rule and of the contact form's names and street.
 */
export function requiredText({
  maxLength = TEXT_MAX_LENGTH,
  requiredMessage = REQUIRED_MESSAGE,
}: GenericFieldOptions = {}) {
  return v.pipe(
    requiredString(requiredMessage),
    v.maxLength(maxLength, maxLengthMessage(maxLength)),
  );
}

/** §5 "text 1 to 100, forbids many special characters, Latin-1 only, no 0x". */
export function textSchema(options: GenericFieldOptions = {}) {
  return v.pipe(
    requiredText(options),
    latin1Only(),
    noCharactersOf(TEXT_FORBIDDEN_CHARACTERS),
    noHexLike(),
  );
}

/** §5 "textarea 1 to 100 with smaller forbidden set, no double dots, not both < and >". */
export function textareaSchema(options: GenericFieldOptions = {}) {
  return v.pipe(
    requiredText(options),
    noCharactersOf(TEXTAREA_FORBIDDEN_CHARACTERS),
    noDoubleDots(),
    notBothAngleBrackets(),
  );
}

/** §5 "location 1 to 100, no double slash". */
export function locationSchema(options: GenericFieldOptions = {}) {
  return v.pipe(requiredText(options), noDoubleSlash());
}

/** §5 generic phone: characters only; the identity and booking fields are in fields.ts. */
export const genericPhoneSchema = v.pipe(trimmedString(), phoneCharacters());

/** §5 generic PIN: digits and hyphen only; the identity and booking PINs are in fields.ts. */
export const genericPinSchema = v.pipe(trimmedString(), pinCharacters());

// ——— conditional optional rules ———

/**
 * §5 "conditional optional rules", field level: '' (or a missing key) passes, anything else must
 * satisfy `schema`, whose output is then used.
 */
export function emptyOr<TOutput extends string>(schema: v.GenericSchema<unknown, TOutput>) {
  return v.pipe(
    trimmedString(),
    v.rawTransform(({ dataset, addIssue, NEVER }): '' | TOutput => {
      if (dataset.value === '') return '';
      const result = v.safeParse(schema, dataset.value);
      if (result.success) return result.output;
      for (const issue of result.issues) addIssue({ message: issue.message });
      return NEVER;
    }),
  );
}

type Fields = Record<string, unknown>;

function isFields(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null;
}

// A rule on a field runs only while the field (and the object) has no issue of its own yet.
function hasIssueAt(issues: readonly v.BaseIssue<unknown>[] | undefined, key: string): boolean {
  return issues?.some((issue) => issue.path === undefined || issue.path[0]?.key === key) ?? false;
}

function pathTo(input: Fields, key: string): [v.ObjectPathItem] {
  return [{ type: 'object', origin: 'value', input, key, value: input[key] }];
}

/**
 * §5 "conditional optional rules", object level: when `when(input)` holds, the field `key` must
 * satisfy `schema`; its messages are reported at `key`. E.g. the e-mail "in booking required when a
 * channel is chosen", the comment required once agreementForComment is ticked.
 */
export function validateWhen<TInput extends Fields>(
  key: keyof TInput & string,
  when: (input: TInput) => boolean,
  schema: v.GenericSchema,
) {
  return v.rawCheck<TInput>(({ dataset, addIssue }) => {
    const input = dataset.value;
    if (!isFields(input) || hasIssueAt(dataset.issues, key) || !when(input as TInput)) return;
    const result = v.safeParse(schema, input[key]);
    if (result.success) return;
    for (const issue of result.issues) {
      addIssue({ message: issue.message, input: input[key], path: pathTo(input, key) });
    }
  });
}

/**
 * A rule across fields: runs once every field in `keys` passed its own rules (valibot's
 * partialCheck runs on type-correct fields even when their own rules failed), and reports
 * `message` at `reportAt`.
 */
export function checkFields<TInput extends Fields>(
  keys: readonly (keyof TInput & string)[],
  requirement: (input: TInput) => boolean,
  message: string,
  reportAt: keyof TInput & string,
) {
  return v.rawCheck<TInput>(({ dataset, addIssue }) => {
    const input = dataset.value;
    if (!isFields(input) || keys.some((key) => hasIssueAt(dataset.issues, key))) return;
    if (!requirement(input as TInput)) {
      addIssue({ message, input: input[reportAt], path: pathTo(input, reportAt) });
    }
  });
}

/**
 * §5 "two fields equal (error noMatch)": reported at `second`, once both fields passed their own
 * rules and `when` holds.
 */
export function equalFields<TInput extends Fields>(
  first: keyof TInput & string,
  second: keyof TInput & string,
  message: string = NO_MATCH_MESSAGE,
  when: (input: TInput) => boolean = () => true,
) {
  return checkFields<TInput>(
    [first, second],
    (input) => !when(input) || input[first] === input[second],
    message,
    second,
  );
}
