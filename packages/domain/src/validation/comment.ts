// §5 "Comment": the hint to the treating doctor (commentForDoctor → hinweisAnBehandelndenArzt).
import * as v from 'valibot';
import { COMMENT_MAX_LENGTH } from '../limits/index.ts';
import {
  LATIN_LETTERS,
  noAngleBrackets,
  noCommentMarker,
  noDoubleDots,
  noHexLike,
  requiredString,
} from './generic.ts';
import {
  COMMENT_CHARACTERS_MESSAGE,
  COMMENT_MAX_LENGTH_MESSAGE,
  COMMENT_REQUIRED_MESSAGE,
} from './messages.ts';

// §5 "characters a-z A-Z 0-9 space - . ( ) /". Umlauts and other Latin-1 letters count as letters
// (German text); line breaks count as spaces because the field is a textarea.
const COMMENT_CHARACTERS = new RegExp(`^[${LATIN_LETTERS}0-9 .()/\\r\\n-]*$`);

/**
 * §5 "Comment", once agreementForComment is ticked: required ('der Hinweis darf nicht leer sein'),
 * 1 to 1000, no angle brackets, no double dots, no hex-like content, no comment section, then the
 * character set. The specific rules come first so their message wins over the general one.
 */
export const commentSchema = v.pipe(
  requiredString(COMMENT_REQUIRED_MESSAGE),
  v.maxLength(COMMENT_MAX_LENGTH, COMMENT_MAX_LENGTH_MESSAGE),
  noAngleBrackets(),
  noDoubleDots(),
  noHexLike(),
  noCommentMarker(),
  v.regex(COMMENT_CHARACTERS, COMMENT_CHARACTERS_MESSAGE),
);
