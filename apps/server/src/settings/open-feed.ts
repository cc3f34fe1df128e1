// The open feed of free appointments (issue #24 part 3, ADR 32, docs/open-feed.md): which KV
// regions publish their free slots and how long clients may keep an answer. Read by config.ts,
// the one place that reads the environment.
type Env = Readonly<Record<string, string | undefined>>;

export interface OpenFeedSettings {
  /** KV numbers whose free slots are published (OPEN_SLOT_FEED_KVS); empty: the feed is off. */
  readonly kvs: readonly string[];
  /** Seconds a client or cache may keep an answer (OPEN_SLOT_FEED_MAX_AGE), Cache-Control max-age. */
  readonly maxAgeSeconds: number;
}

export const DEFAULT_OPEN_FEED_MAX_AGE = 300;
const MAX_MAX_AGE = 86_400;

/**
 * OPEN_SLOT_FEED_KVS: a comma list of KV numbers (e.g. "72,83") or "*" for all; unset: all in demo
 * mode, none otherwise (a KV switches its region on). OPEN_SLOT_FEED_MAX_AGE: 1 to 86400 seconds.
 * `known`: the KV numbers (reference/kv.ts, passed in by config.ts: settings sit below reference).
 */
export function loadOpenFeedSettings(
  env: Env,
  demo: boolean,
  known: readonly string[],
): OpenFeedSettings {
  const raw = env.OPEN_SLOT_FEED_KVS?.trim() ?? (demo ? '*' : '');
  let kvs: readonly string[];
  if (raw === '*') kvs = known;
  else {
    kvs = [...new Set(raw.split(',').map((part) => part.trim()))].filter((part) => part !== '');
    const unknown = kvs.filter((id) => !known.includes(id));
    if (unknown.length > 0) {
      throw new Error(
        `OPEN_SLOT_FEED_KVS must be "*" or a comma list of KV numbers (${known.join(', ')}), got "${unknown.join(', ')}"`,
      );
    }
  }
  const ageRaw = env.OPEN_SLOT_FEED_MAX_AGE;
  const maxAgeSeconds =
    ageRaw === undefined || ageRaw === '' ? DEFAULT_OPEN_FEED_MAX_AGE : Number(ageRaw);
  if (!Number.isInteger(maxAgeSeconds) || maxAgeSeconds < 1 || maxAgeSeconds > MAX_MAX_AGE) {
    throw new Error(
      `OPEN_SLOT_FEED_MAX_AGE must be a whole number from 1 to ${MAX_MAX_AGE}, got "${ageRaw}"`,
    );
  }
  return { kvs: known.filter((id) => kvs.includes(id)), maxAgeSeconds };
}
