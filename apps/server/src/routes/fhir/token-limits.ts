// Per-token limits of the FHIR interface (issue #22, finding 3.2): one practice token may not take
// the process's event loop or database from everyone else. Each token has a rate (a token bucket:
// a burst, then a steady rate) and a number of requests in flight; beyond either, 429 with
// Retry-After, decided in onRequest — after the token check, before the body is read or parsed.
//
// In process, not in the database: the check must cost nothing next to the request it guards (the
// API's database counters cost a write). The WORKERS of one machine share the limit: each takes
// its part (limitsPerWorker), and round-robin spreads a token's requests over them. Several
// machines each give a token the limit; the load shedding (plugins/load-shedding.ts) still guards
// every process.

export interface TokenLimitOptions {
  /** Requests per second a token may send on average. */
  readonly perSecond: number;
  /** Requests a token may send at once after a pause (the bucket's size). */
  readonly burst: number;
  /** Requests of one token being answered at the same time. */
  readonly inFlight: number;
  /** Tokens remembered at most; the least recently seen is forgotten first. */
  readonly maxTokens: number;
}

/**
 * A PVS publishes in Bundles of up to 1,000 slots and synchronises every few minutes: 10 requests
 * a second with a burst of 40 is far above that, 4 in flight lets it overlap a few calls.
 */
export const DEFAULT_TOKEN_LIMITS: TokenLimitOptions = {
  perSecond: 10,
  burst: 40,
  inFlight: 4,
  maxTokens: 10_000,
};

/** One worker's part of the limits when `workers` processes serve the same ports (at least 1 each). */
export function limitsPerWorker(
  workers: number,
  limits: TokenLimitOptions = DEFAULT_TOKEN_LIMITS,
): TokenLimitOptions {
  const part = (value: number) => Math.max(1, Math.floor(value / workers));
  return {
    perSecond: part(limits.perSecond),
    burst: part(limits.burst),
    inFlight: part(limits.inFlight),
    maxTokens: limits.maxTokens,
  };
}

interface Bucket {
  tokens: number;
  updatedAt: number;
  inFlight: number;
}

export type Admission =
  | { readonly ok: true; release(): void }
  | { readonly ok: false; readonly retryAfterSeconds: number };

export class TokenLimits {
  private readonly buckets = new Map<string, Bucket>();
  private readonly options: TokenLimitOptions;
  private readonly now: () => number;

  constructor(
    options: TokenLimitOptions = DEFAULT_TOKEN_LIMITS,
    now: () => number = () => performance.now(),
  ) {
    this.options = options;
    this.now = now;
  }

  /** Takes one request of `tokenId`; the caller must call release() when it is answered. */
  admit(tokenId: string): Admission {
    const bucket = this.bucketOf(tokenId);
    const { perSecond, inFlight } = this.options;
    if (bucket.inFlight >= inFlight) return { ok: false, retryAfterSeconds: 1 };
    if (bucket.tokens < 1) {
      return { ok: false, retryAfterSeconds: Math.ceil((1 - bucket.tokens) / perSecond) };
    }
    bucket.tokens -= 1;
    bucket.inFlight += 1;
    let released = false;
    return {
      ok: true,
      release: () => {
        if (released) return;
        released = true;
        bucket.inFlight -= 1;
      },
    };
  }

  private bucketOf(tokenId: string): Bucket {
    const now = this.now();
    const { perSecond, burst, maxTokens } = this.options;
    let bucket = this.buckets.get(tokenId);
    if (bucket === undefined) {
      bucket = { tokens: burst, updatedAt: now, inFlight: 0 };
    } else {
      this.buckets.delete(tokenId); // re-inserted below: the Map's order is the recency order
      bucket.tokens = Math.min(
        burst,
        bucket.tokens + ((now - bucket.updatedAt) / 1000) * perSecond,
      );
      bucket.updatedAt = now;
    }
    this.buckets.set(tokenId, bucket);
    if (this.buckets.size > maxTokens) {
      const oldest = this.buckets.keys().next().value;
      if (oldest !== undefined) this.buckets.delete(oldest);
    }
    return bucket;
  }
}
