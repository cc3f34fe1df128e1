// The refusals every call on an existing booking shares (look up, cancel, change the e-mail), for
// their OpenAPI entries.
import { unknownCode } from '../../auth/code.ts';
import { refuse } from '../../services/kernel/refusals.ts';

/** A code that is unknown, or used up or expired (services/booking/code-guard.ts). */
export const CODE_REFUSALS = [unknownCode, refuse.codeUsedUp, refuse.codeExpired];

export const MANAGE_REFUSALS = [...CODE_REFUSALS, refuse.noBooking, refuse.alreadyTookPlace];
