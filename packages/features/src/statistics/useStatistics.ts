// Loads the figures for the query the form last sent (issue #24 part 2). A newer query aborts the
// older request, so an answer never lands under the wrong filters. A refusal shows the server's
// German text (400 WP003 names the field).
import type { StatistikAnswer } from '@terminservice/domain/statistics';
import { formErrorOf } from '@terminservice/domain/errors';
import { useEffect, useState } from 'react';
import { useApi } from '../app-context/index.ts';
import type { StatisticsQuery } from './filters.ts';
import { STATISTICS_TEXTS } from './texts.ts';

export type StatisticsLoad =
  | { readonly status: 'loading'; readonly previous: StatistikAnswer | null }
  | { readonly status: 'ready'; readonly answer: StatistikAnswer }
  | { readonly status: 'failed'; readonly messages: readonly string[] };

/** `query` null: nothing is asked (not a KV type). */
export function useStatistics(query: StatisticsQuery | null): StatisticsLoad {
  const getApi = useApi();
  const [load, setLoad] = useState<StatisticsLoad>({ status: 'loading', previous: null });
  const key = query === null ? null : JSON.stringify(query);
  useEffect(() => {
    if (key === null) return undefined;
    const controller = new AbortController();
    setLoad((current) => ({
      status: 'loading',
      previous: current.status === 'ready' ? current.answer : null,
    }));
    void (async () => {
      try {
        const api = await getApi();
        const answer = await api.statistics(JSON.parse(key) as StatisticsQuery, {
          signal: controller.signal,
        });
        if (!controller.signal.aborted) setLoad({ status: 'ready', answer });
      } catch (error) {
        if (controller.signal.aborted) return;
        const { messages, fields } = formErrorOf(error, { fallback: STATISTICS_TEXTS.failed });
        setLoad({ status: 'failed', messages: [...Object.values(fields), ...messages] });
      }
    })();
    return () => controller.abort();
  }, [getApi, key]);
  return load;
}
