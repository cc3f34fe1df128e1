// Loads the figures for the query the form last sent (issue #24 part 2). A newer query aborts the
// older request, so an answer never lands under the wrong filters; while it loads, the previous
// figures stay (no jump). A refusal shows the server's German text (400 WP003 names the field).
import type { StatistikAnswer } from '@terminservice/domain/statistics';
import { formErrorOf } from '@terminservice/domain/errors';
import { useEffect, useState } from 'react';
import { useApi } from '../app-context/index.ts';
import type { StatisticsQuery } from './filters.ts';
import { STATISTICS_TEXTS } from './texts.ts';

type Outcome =
  | { readonly status: 'ready'; readonly answer: StatistikAnswer }
  | { readonly status: 'failed'; readonly messages: readonly string[] };

export type StatisticsLoad =
  Outcome | { readonly status: 'loading'; readonly previous: StatistikAnswer | null };

/** The outcome of the last query asked, with that query. */
interface Result {
  readonly key: string;
  readonly outcome: Outcome;
}

export function useStatistics(query: StatisticsQuery): StatisticsLoad {
  const getApi = useApi();
  const [result, setResult] = useState<Result | null>(null);
  const key = JSON.stringify(query);
  useEffect(() => {
    const controller = new AbortController();
    void (async () => {
      let outcome: Outcome;
      try {
        const api = await getApi();
        const asked = JSON.parse(key) as StatisticsQuery;
        outcome = {
          status: 'ready',
          answer: await api.statistics(asked, { signal: controller.signal }),
        };
      } catch (error) {
        const { messages, fields } = formErrorOf(error, { fallback: STATISTICS_TEXTS.failed });
        outcome = { status: 'failed', messages: [...Object.values(fields), ...messages] };
      }
      if (!controller.signal.aborted) setResult({ key, outcome });
    })();
    return () => controller.abort();
  }, [getApi, key]);
  if (result?.key === key) return result.outcome;
  return {
    status: 'loading',
    previous: result?.outcome.status === 'ready' ? result.outcome.answer : null,
  };
}
