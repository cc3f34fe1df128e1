// The small forms around login and verification: §2 "Login page", "Management page", "Identity
// check page", "Video reservation PIN page"; §3 "No-code form fields"; §4 "Identity check".
import * as v from 'valibot';
import {
  bookingPinSchema,
  codeSchema,
  emailSchema,
  identityPhoneSchema,
  identityPinSchema,
  insuranceCheckSchema,
  postcodeSchema,
  specialtySchema,
} from './fields.ts';
import { equalFields } from './generic.ts';
import {
  EMAIL_NO_MATCH_MESSAGE,
  IDENTITY_CHANNEL_MESSAGE,
  INVALID_INPUT_MESSAGE,
} from './messages.ts';

/** §2 "Ja: code form with 3 code boxes, postcode". */
export const codeLoginFormSchema = v.object(
  { code: codeSchema, zip: postcodeSchema },
  INVALID_INPUT_MESSAGE,
);

/**
 * §2 TSS/DISPO block 'Termine finden ohne Überweisung': a specialty (required, §5), then the
 * postcode (5 digits, §5).
 */
export const tssNoReferralFormSchema = v.object(
  { qualification: specialtySchema, zip: postcodeSchema },
  INVALID_INPUT_MESSAGE,
);

/** §2 "Termin verwalten": the code alone. */
export const managementFormSchema = v.object({ code: codeSchema }, INVALID_INPUT_MESSAGE);

/** §3 inlineRadioOptions: the identity check goes by SMS or by e-mail. */
export const IDENTITY_CHANNELS = ['sms', 'mail'] as const;
export type IdentityChannel = (typeof IDENTITY_CHANNELS)[number];

const noCodeCommon = {
  qualification: specialtySchema,
  zip: postcodeSchema,
  insuranceCheck: insuranceCheckSchema,
};

/** §3 repeatEmail {email, emailRepeat}; the repeat must equal the address. */
const repeatEmailSchema = v.optional(
  v.pipe(
    v.object({ email: emailSchema, emailRepeat: emailSchema }, INVALID_INPUT_MESSAGE),
    equalFields<{ email: string; emailRepeat: string }>(
      'email',
      'emailRepeat',
      EMAIL_NO_MATCH_MESSAGE,
    ),
  ),
  { email: '', emailRepeat: '' },
);

/**
 * §3 "No-code form fields", §4 "Identity check": specialty, postcode, insurance checkbox and the
 * channel; the phone only for sms, e-mail and repeat only for mail (the other one is dropped).
 */
export const noCodeFormSchema = v.variant(
  'inlineRadioOptions',
  [
    v.object({ ...noCodeCommon, inlineRadioOptions: v.literal('sms'), phone: identityPhoneSchema }),
    v.object({
      ...noCodeCommon,
      inlineRadioOptions: v.literal('mail'),
      repeatEmail: repeatEmailSchema,
    }),
  ],
  IDENTITY_CHANNEL_MESSAGE,
);
export type NoCodeForm = v.InferOutput<typeof noCodeFormSchema>;

/** §2 "Identitätsprüfung": the PIN (output without dash). */
export const identityPinFormSchema = v.object({ pin: identityPinSchema }, INVALID_INPUT_MESSAGE);

/**
 * §2 "Video reservation PIN page": 'Verifizierungs-PIN*', and the code only when none is known
 * (§5 code "Not required when the code is already known").
 */
export function createBookingPinFormSchema({ codeKnown }: { readonly codeKnown: boolean }) {
  return codeKnown
    ? v.object({ pin: bookingPinSchema }, INVALID_INPUT_MESSAGE)
    : v.object({ code: codeSchema, pin: bookingPinSchema }, INVALID_INPUT_MESSAGE);
}

/** A filled-in no-code form as the flow sends it, or null while invalid (§4 "No-code flow"). */
export function parseNoCodeForm(input: unknown): NoCodeForm | null {
  const result = v.safeParse(noCodeFormSchema, input);
  return result.success ? result.output : null;
}
