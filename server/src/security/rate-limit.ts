// Per-client limits on posts (the forms; the staff sign-in, also per account): `max`
// posts per client (client-key.ts: an address a client cannot make up, behind any
// TRUST_PROXY; IPv6 clients by /64), or per key the caller names, per window, counted by
// @fastify/rate-limit.
//
// One instance counts in memory. With REDIS_URL the counts live in Redis, so every
// instance behind a load balancer enforces one shared limit. When Redis does not answer,
// each instance counts in its own memory instead and a warning is logged: the limit is
// then looser (up to `max` per instance behind a balancer) but never gone, so a Redis
// outage cannot be used to flood the forms. Counts do not move between the two: the
// memory count starts from zero when Redis fails, and Redis's (whatever it kept) is used
// again as soon as it answers.

import fastifyRateLimit, { type RateLimitPluginOptions } from "@fastify/rate-limit";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { TrustProxy } from "../config.js";
import { clientKey } from "./client-key.js";
import { sharedRedis } from "./rate-limit-redis.js";

export interface PostRateLimitOptions {
  /** Posts per client per window. */
  max: number;
  /** What is counted, apart from other counts and other users of the same Redis (default "form-posts"). */
  name?: string;
  windowMs: number;
  /** Shared counts in Redis; undefined: in this process's memory. */
  redisUrl: string | undefined;
  /** Which X-Forwarded-For entries are facts (see client-key.ts). */
  trustProxy: TrustProxy;
}

export type RateLimitVerdict = { limited: false } | { limited: true; retryAfterSeconds: number };

/**
 * Counts one post of `request`'s client and says whether it is over the limit. `key`
 * counts it against something else than the client's address (an account).
 */
export type PostRateLimit = (request: FastifyRequest, key?: string) => Promise<RateLimitVerdict>;

type Count = ReturnType<FastifyInstance["createRateLimit"]>;
type CountResult = Awaited<ReturnType<Count>>;

// Counts are `site:{name}:<client address or key>`, apart from other users of the same Redis.
const DEFAULT_NAME = "form-posts";

/**
 * One limiter (a store and its counts) in a context of its own: the plugin gives each
 * context a single `createRateLimit`, bound to the store it was registered with, so the
 * Redis limiter and the memory fallback need one context each.
 */
async function createLimiter(app: FastifyInstance, settings: RateLimitPluginOptions): Promise<Count> {
  let count: Count | undefined;
  await app.register(async (context) => {
    // Only where asked for (the returned function), not on any route.
    await context.register(fastifyRateLimit, { ...settings, global: false });
    count = context.createRateLimit();
  });
  if (count === undefined) throw new Error("@fastify/rate-limit did not register");
  return count;
}

const verdictOf = (result: CountResult): RateLimitVerdict =>
  result.isAllowed || !result.isExceeded
    ? { limited: false }
    : { limited: true, retryAfterSeconds: Math.max(1, result.ttlInSeconds) };

/**
 * Registers the limiters in `app` (an encapsulated context: only routes that call the
 * returned function are limited) and returns the per-post check.
 */
export async function registerPostRateLimit(
  app: FastifyInstance,
  options: PostRateLimitOptions,
): Promise<PostRateLimit> {
  const name = options.name ?? DEFAULT_NAME;
  // The plugin asks the key of the request alone: a key given by the caller waits here.
  const givenKeys = new WeakMap<FastifyRequest, string>();
  const common: RateLimitPluginOptions = {
    max: options.max,
    timeWindow: options.windowMs,
    keyGenerator: (request) => givenKeys.get(request) ?? clientKey(request, options.trustProxy),
  };
  const keyed = (count: Count) => async (request: FastifyRequest, key?: string) => {
    if (key === undefined) givenKeys.delete(request);
    else givenKeys.set(request, `key:${key}`);
    return count(request);
  };
  const inMemory = keyed(await createLimiter(app, common));
  if (options.redisUrl === undefined) return async (request, key) => verdictOf(await inMemory(request, key));

  const { redis, warn } = await sharedRedis(app, options.redisUrl);
  const shared = keyed(await createLimiter(app, { ...common, redis, nameSpace: `site:${name}:` }));

  return async (request, key) => {
    try {
      return verdictOf(await shared(request, key));
    } catch (error) {
      warn(error as Error);
      return verdictOf(await inMemory(request, key));
    }
  };
}
