// The limits' connection to Redis (REDIS_URL): commands that fail fast instead of
// holding a post up, reconnection in the background, closed with the app; one per server,
// shared by every limit that counts in Redis (rate-limit.ts, byte-budget.ts).

import type { FastifyInstance } from "fastify";
import { Redis } from "ioredis";
import { redactUrl } from "../db/open.js";

// A rate limit must never hold a post up for long: fail fast, then count in memory.
export const REDIS_CONNECT_TIMEOUT_MS = 2_000;
const REDIS_COMMAND_TIMEOUT_MS = 500;
// While Redis is down, one warning a minute is enough to notice it without flooding the log.
const WARNING_INTERVAL_MS = 60_000;

export interface RedisEvents {
  /** Every failure of the connection (each reconnection attempt too). */
  onError(error: Error): void;
  /** Each time the connection is up and answering, the first time included. */
  onReady(): void;
}

export function connectRedis(app: FastifyInstance, url: string, events: RedisEvents): Redis {
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
  redis.on("error", events.onError);
  redis.on("ready", events.onReady);
  app.addHook("onClose", async () => {
    if (redis.status === "ready") await redis.quit().catch(() => redis.disconnect());
    else redis.disconnect();
  });
  return redis;
}

/** Resolves once Redis is ready, or failed its first attempt, or after the connect timeout. */
export function firstConnection(redis: Redis): Promise<void> {
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

export interface SharedRedis {
  redis: Redis;
  /** Logs that Redis did not answer, at most once a minute. */
  warn(error: Error): void;
}

// One connection (and one warning a minute) per server and REDIS_URL, however many limits
// count in it: the forms', the staff sign-in's and the CV byte budgets.
const connections = new WeakMap<object, Map<string, Promise<SharedRedis>>>();

export function sharedRedis(app: FastifyInstance, url: string): Promise<SharedRedis> {
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
    app.log.warn(
      `Rate limits: Redis (${redisName}) did not answer (${error.message}); requests are limited per instance until it answers`,
    );
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
