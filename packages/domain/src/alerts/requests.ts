// The request bodies of the slot alert's calls (issue #15, docs/alerts.md), for the dialog and for
// the server: the same schemas and German messages on both sides. The filters are the search's
// (§3 "Search parameters"); the server still checks them against the code.
import * as v from 'valibot';
import { DAYTIME_MASK_LENGTH } from '../daytime/index.ts';
import { MAX_RADIUS_KM, MIN_RADIUS_KM } from '../limits/index.ts';
import { APPOINTMENT_TYPE_FILTERS } from '../search/filters.ts';
import {
  emailSchema,
  identityPinSchema,
  postcodeSchema,
  sentIdentityPhoneSchema,
  specialtySchema,
} from '../validation/fields.ts';
import { requiredString } from '../validation/generic.ts';
import { INVALID_INPUT_MESSAGE, REQUIRED_MESSAGE } from '../validation/messages.ts';
import { spracheSchema } from '../supply/sprachen.ts';
import { ALERT_LINK_PATTERN } from './limits.ts';

/** How the alert reaches the patient. */
export const ALERT_CHANNELS = ['email', 'sms'] as const;
export type AlertChannel = (typeof ALERT_CHANNELS)[number];

export const ALERT_CHANNEL_MESSAGE =
  'Bitte wählen Sie, ob wir Sie per E-Mail oder SMS benachrichtigen.';
export const ALERT_RADIUS_MESSAGE = `Der Umkreis muss zwischen ${MIN_RADIUS_KM} und ${MAX_RADIUS_KM} km liegen.`;
export const ALERT_DAYTIME_MESSAGE = 'Ungültige Auswahl der Tage und Tageszeiten.';
export const ALERT_LINK_MESSAGE =
  'Dieser Link ist unvollständig. Bitte öffnen Sie ihn direkt aus der Nachricht.';

const DAYTIME_PATTERN = new RegExp(`^[01]{${DAYTIME_MASK_LENGTH}}$`);

/**
 * POST terminalarm (code as basic auth): the search's filters, the channel and the address (a
 * phone number as sent, with +49). The address is checked by the channel's own field rules.
 */
export const alertSubscribeRequestSchema = v.pipe(
  v.object(
    {
      plz: postcodeSchema,
      /** The qualifications searched; empty: the code's own specialty. */
      qualifikationen: v.optional(v.array(specialtySchema, INVALID_INPUT_MESSAGE), []),
      radius: v.pipe(
        v.number(ALERT_RADIUS_MESSAGE),
        v.integer(ALERT_RADIUS_MESSAGE),
        v.minValue(MIN_RADIUS_KM, ALERT_RADIUS_MESSAGE),
        v.maxValue(MAX_RADIUS_KM, ALERT_RADIUS_MESSAGE),
      ),
      tageszeiten: v.pipe(
        v.string(ALERT_DAYTIME_MESSAGE),
        v.regex(DAYTIME_PATTERN, ALERT_DAYTIME_MESSAGE),
      ),
      termintyp: v.picklist(APPOINTMENT_TYPE_FILTERS, INVALID_INPUT_MESSAGE),
      /** Issue #22: only slots whose doctor speaks this diagnosis language; absent: any. */
      sprache: v.optional(spracheSchema),
      kanal: v.picklist(ALERT_CHANNELS, ALERT_CHANNEL_MESSAGE),
      empfaenger: requiredString(REQUIRED_MESSAGE),
    },
    INVALID_INPUT_MESSAGE,
  ),
  v.forward(
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const schema = dataset.value.kanal === 'sms' ? sentIdentityPhoneSchema : emailSchema;
      const result = v.safeParse(schema, dataset.value.empfaenger);
      if (!result.success) addIssue({ message: result.issues[0].message });
    }),
    ['empfaenger'],
  ),
);
export type AlertSubscribeRequest = v.InferOutput<typeof alertSubscribeRequestSchema>;

const linkSchema = v.pipe(
  requiredString(ALERT_LINK_MESSAGE),
  v.regex(ALERT_LINK_PATTERN, ALERT_LINK_MESSAGE),
);

/** POST terminalarm/bestaetigen: the token of the subscription and the PIN sent to the address. */
export const alertConfirmRequestSchema = v.object(
  { token: requiredString(REQUIRED_MESSAGE), pin: identityPinSchema },
  INVALID_INPUT_MESSAGE,
);
export type AlertConfirmRequest = v.InferOutput<typeof alertConfirmRequestSchema>;

/** POST terminalarm/pin: send the PIN again. */
export const alertResendRequestSchema = v.object(
  { token: requiredString(REQUIRED_MESSAGE) },
  INVALID_INPUT_MESSAGE,
);
export type AlertResendRequest = v.InferOutput<typeof alertResendRequestSchema>;

/** POST terminalarm/link, …/oeffnen, …/abmelden: the link key of a message. */
export const alertLinkRequestSchema = v.object({ link: linkSchema }, INVALID_INPUT_MESSAGE);
export type AlertLinkRequest = v.InferOutput<typeof alertLinkRequestSchema>;
