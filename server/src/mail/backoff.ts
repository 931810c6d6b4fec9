// When to try a mail again after a temporary failure, and when to stop trying.
//
// Exponential backoff with jitter: a mail server that is down for an hour gets a few
// dozen attempts, not thousands, and instances that failed together do not retry in
// lockstep.

/** The first retry waits about this long (the plugin's `retryBaseMs` overrides it in tests). */
export const DEFAULT_RETRY_BASE_MS = 1_000;

/** No wait is longer: a mail server that comes back is used within a quarter of an hour. */
export const MAX_RETRY_DELAY_MS = 15 * 60 * 1_000;

/**
 * A temporary failure of a message older than this ends its delivery (state `dead`).
 * Three days: a weekend-long outage of the mail server loses nothing.
 */
export const GIVE_UP_AFTER_MS = 72 * 60 * 60 * 1_000;

/**
 * The wait before the next attempt, after `attempts` attempts (1 or more) failed:
 * `base * 2^(attempts - 1)`, capped at `MAX_RETRY_DELAY_MS`, times a random factor in
 * [0.5, 1].
 *
 * @param random a number in [0, 1), `Math.random` by default.
 */
export function retryDelayMs(attempts: number, baseMs = DEFAULT_RETRY_BASE_MS, random = Math.random): number {
  // 2^50 already exceeds any cap; bounding the exponent keeps the product finite.
  const exponent = Math.min(Math.max(attempts, 1) - 1, 50);
  const ceiling = Math.min(baseMs * 2 ** exponent, MAX_RETRY_DELAY_MS);
  return Math.round(ceiling * (0.5 + random() * 0.5));
}

/** Whether a message whose delivery started at `since` has been tried for long enough. */
export function isPastGivingUp(since: string, now: number): boolean {
  const accepted = Date.parse(since);
  // An unreadable timestamp cannot be aged; keep trying rather than drop the mail.
  return Number.isFinite(accepted) && now - accepted >= GIVE_UP_AFTER_MS;
}
