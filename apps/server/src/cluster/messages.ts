// The messages between the supervisor and its worker processes (node:cluster IPC). Only these
// three: a worker is listening, a worker asks for the whole cluster's metrics, and the answer.

export const LISTENING = 'terminservice:listening';
export const METRICS_REQUEST = 'terminservice:metrics-request';
export const METRICS_ANSWER = 'terminservice:metrics-answer';

export interface MetricsRequest {
  readonly type: typeof METRICS_REQUEST;
  readonly id: number;
}

export interface MetricsAnswer {
  readonly type: typeof METRICS_ANSWER;
  readonly id: number;
  /** Prometheus text of every worker, added up; absent when collecting failed. */
  readonly text?: string;
}

export function isMessage<T extends { type: string }>(
  message: unknown,
  type: T['type'],
): message is T {
  return typeof message === 'object' && message !== null && (message as T).type === type;
}
