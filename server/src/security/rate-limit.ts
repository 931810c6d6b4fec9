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
import { redactUrl } from "../db/open.js";
import type { Redis } from "ioredis";
import { clientKey } from "./client-key.js";
import { connectRedis, firstConnection } from "./rate-limit-redis.js";

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
// While Redis is down, one warning a minute is enough to notice it without flooding the log.
const WARNING_INTERVAL_MS = 60_000;

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

interface SharedRedis {
  redis: Redis;
  /** Logs that Redis did not answer, at most once a minute. */
  warn(error: Error): void;
}

// One connection (and one warning a minute) per server and REDIS_URL, however many limits
// count in it: the forms' and the staff sign-in's.
const connections = new WeakMap<object, Map<string, Promise<SharedRedis>>>();

function sharedRedis(app: FastifyInstance, url: string): Promise<SharedRedis> {
  const byUrl = connections.get(app.server) ?? new Map<string, Promise<SharedRedis>>();
  connections.set(app.server, byUrl);
  let shared = byUrl.get(url);
  if (shared === undefined) {
    shared = connectShared(app, url);
    byUrl.set(url, shared);
  }
  return shared;
}

async function connectShared(app: FastifyInstance, url: string): Promise<SharedRedis> {
  const redisName = redactUrl(url);
  let lastWarning = -Infinity;
  const warn = (error: Error) => {
    const now = Date.now();
    if (now - lastWarning < WARNING_INTERVAL_MS) return;
    lastWarning = now;
    app.log.warn(`Rate limits: Redis (${redisName}) did not answer (${error.message}); requests are limited per instance until it answers`);
  };
  const recovered = () => {
    if (lastWarning === -Infinity) return;
    lastWarning = -Infinity;
    app.log.info("Rate limits: Redis answers again; requests are limited by the shared count again");
  };
  const redis = connectRedis(app, url, { onError: warn, onReady: recovered });
  // Requests arriving before the connection is up would be counted in memory only: wait for it (briefly).
  await firstConnection(redis);
  return { redis, warn };
}

/**
 * Registers the limiters in `app` (an encapsulated context: only routes that call the
 * returned function are limited) and returns the per-post check.
 */
export async function registerPostRateLimit(app: FastifyInstance, options: PostRateLimitOptions): Promise<PostRateLimit> {
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
