// The refusals of the statistics call (docs/statistics.md "Access"): codes KV0xx are the server's
// own. A token of another type is 403 WP002 (requireType); a withdrawn or expired token never
// gets here (401 WP005, the application-type plugin).
import { refusal, ServiceError } from '../../errors.ts';

export const refuseStatistics = {
  /** KV001: no token at all (a patient, with or without a code). */
  tokenRequired: refusal(
    () =>
      new ServiceError(
        401,
        'KV001',
        'Die Statistik ist nur mit dem Zugang Ihrer Kassenärztlichen Vereinigung erreichbar.',
      ),
  ),
  /** KV002: a KV's token asked for another KV's figures. */
  otherKv: refusal(
    () =>
      new ServiceError(403, 'KV002', 'Ihr Zugang zeigt nur die Statistik Ihrer eigenen KV.', {
        items: [
          {
            code: 'KV002',
            text: 'Ihr Zugang zeigt nur die Statistik Ihrer eigenen KV.',
            field: 'query.kv',
          },
        ],
      }),
  ),
} as const;
