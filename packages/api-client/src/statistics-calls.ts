// The operators' statistics call (issue #24 part 2, docs/statistics.md): the KV token in the
// identification header is the authority; every query value is optional (absent: the server's
// default range and no filter).
import type { Transport } from './transport.ts';
import type { ApiClient } from './types.ts';

export function statisticsCalls({ request }: Transport) {
  return {
    statistics: (query, o) => request('statistics', { query, options: o }),
  } satisfies Partial<ApiClient>;
}
