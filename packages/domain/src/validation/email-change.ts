// §2 "Details pages": the block to change the notification e-mail — the address and its repeat
// (§5 "E-mail": same rules, plus 'Die eingegebenen E-Mail-Adressen stimmen nicht überein.').
import * as v from 'valibot';
import { emailSchema } from './fields.ts';
import { equalFields } from './generic.ts';
import { EMAIL_NO_MATCH_MESSAGE, INVALID_INPUT_MESSAGE } from './messages.ts';

export const emailChangeFormSchema = v.pipe(
  v.object({ email: emailSchema, emailRepeat: emailSchema }, INVALID_INPUT_MESSAGE),
  equalFields<{ email: string; emailRepeat: string }>(
    'email',
    'emailRepeat',
    EMAIL_NO_MATCH_MESSAGE,
  ),
);
export type EmailChangeForm = v.InferOutput<typeof emailChangeFormSchema>;
