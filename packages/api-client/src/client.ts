// One typed function per call of spec §7, on ky. Method, path, authentication, query names, answer
// kind and timeout of every call come from the domain's call catalogue (CALLS); transport.ts wires
// them to HTTP, calls.ts names them by group.
import type { ApplicationType } from '@terminservice/domain/application-type';
import { bookingCalls, codeCalls, searchCalls, startCalls, videoCalls } from './calls.ts';
import { alertCalls } from './alert-calls.ts';
import { practiceCalls } from './practice-calls.ts';
import { reminderCalls } from './reminder-calls.ts';
import { statisticsCalls } from './statistics-calls.ts';
import { createTransport, read } from './transport.ts';
import type { ApiClient, ApiClientOptions } from './types.ts';

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  /** The type the last version() call resolved. */
  let versionType: ApplicationType | null = null;
  const transport = createTransport(options, () => read(options.applicationType) ?? versionType);
  return {
    ...startCalls(transport, (type) => {
      versionType = type;
    }),
    ...codeCalls(transport),
    ...searchCalls(transport),
    ...bookingCalls(transport),
    ...videoCalls(transport),
    ...practiceCalls(transport),
    ...reminderCalls(transport),
    ...alertCalls(transport),
    ...statisticsCalls(transport),
  };
}
