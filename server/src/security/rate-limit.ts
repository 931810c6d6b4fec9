// Per-client limits on the form posts: `max` posts per client (request.ip, which honours
// TRUST_PROXY; IPv6 clients by /64) per window, counted by @fastify/rate-limit.
//
// One instance counts in memory. With REDIS_URL the counts live in Redis, so every
// instance behind a load balancer enforces one shared limit. When Redis does not answer,
// posts go through unlimited and a warning is logged: losing a customer's message is
// worse than letting a few extra posts in.

import fastifyRateLimit from "@fastify/rate-limit";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { Redis } from "ioredis";
import { redactUrl } from "../db/open.js";

export interface PostRateLimitOptions {
  /** Posts per client per window. */
  max: number;
  windowMs: number;
  /** Shared counts in Redis; undefined: in this process's memory. */
  redisUrl: string | undefined;
}

export type RateLimitVerdict = { limited: false } | { limited: true; retryAfterSeconds: number };

/** Counts one post of `request`'s client and says whether it is over the limit. */
export type PostRateLimit = (request: FastifyRequest) => Promise<RateLimitVerdict>;

// A rate limit must never hold a post up for long: fail fast, then let it through.
const REDIS_CONNECT_TIMEOUT_MS = 2_000;
const REDIS_COMMAND_TIMEOUT_MS = 500;
// Counts are `site:form-posts:<client address>`, apart from other users of the same Redis.
const REDIS_KEY_PREFIX = "site:form-posts:";
// While Redis is down, one warning a minute is enough to notice it without flooding the log.
const WARNING_INTERVAL_MS = 60_000;

function connectRedis(
  app: FastifyInstance,
  url: string,
  warn: (error: Error) => void,
  onReady: () => void,
): Redis {
  const redis = new Redis(url, {
    connectTimeout: REDIS_CONNECT_TIMEOUT_MS,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    // Commands fail at once while disconnected instead of queueing (and holding posts).
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    // Keep trying to reconnect in the background, at most every 5 s.
    retryStrategy: (attempt) => Math.min(attempt * 200, 5_000),
  });
  // Without a listener, a connection error would be printed to stderr for every retry.
  redis.on("error", warn);
  redis.on("ready", onReady);
  app.addHook("onClose", async () => {
    if (redis.status === "ready") await redis.quit().catch(() => redis.disconnect());
    else redis.disconnect();
  });
  return redis;
}

/** Resolves once Redis is ready, or failed its first attempt, or after the connect timeout. */
function firstConnection(redis: Redis): Promise<void> {
  return new Promise((resolve) => {
    if (redis.status === "ready") {
      resolve();
      return;
    }
    const settle = () => {
      clearTimeout(timer);
      redis.off("ready", settle);
      redis.off("error", settle);
      resolve();
    };
    const timer = setTimeout(settle, REDIS_CONNECT_TIMEOUT_MS);
    redis.once("ready", settle);
    redis.once("error", settle);
  });
}

/**
 * Registers @fastify/rate-limit in `app` (an encapsulated context: only routes that call
 * the returned function are limited) and returns the per-post check.
 */
export async function registerPostRateLimit(app: FastifyInstance, options: PostRateLimitOptions): Promise<PostRateLimit> {
  let lastWarning = -Infinity;
  const warn = (error: Error) => {
    const now = Date.now();
    if (now - lastWarning < WARNING_INTERVAL_MS) return;
    lastWarning = now;
    app.log.warn(
      `Rate limits: Redis (${redactUrl(options.redisUrl ?? "")}) did not answer (${error.message}); ` +
        "form posts are not limited until it does",
    );
  };

  const recovered = () => {
    if (lastWarning === -Infinity) return;
    lastWarning = -Infinity;
    app.log.info("Rate limits: Redis answers again; form posts are limited again");
  };

  const redis = options.redisUrl === undefined ? undefined : connectRedis(app, options.redisUrl, warn, recovered);
  // Posts arriving before the connection is up would go unlimited: wait for it (briefly).
  if (redis !== undefined) await firstConnection(redis);
  await app.register(fastifyRateLimit, {
    // Only where asked for (createRateLimit below), not on every route of this context.
    global: false,
    max: options.max,
    timeWindow: options.windowMs,
    ...(redis === undefined ? {} : { redis, nameSpace: REDIS_KEY_PREFIX }),
  });
  const count = app.createRateLimit();

  return async (request) => {
    let result;
    try {
      result = await count(request);
    } catch (error) {
      warn(error as Error);
      return { limited: false };
    }
    if (result.isAllowed || !result.isExceeded) return { limited: false };
    return { limited: true, retryAfterSeconds: Math.max(1, result.ttlInSeconds) };
  };
}
