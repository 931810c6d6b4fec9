// The rate limit's connection to Redis (REDIS_URL): commands that fail fast instead of
// holding a post up, reconnection in the background, closed with the app.

import type { FastifyInstance } from "fastify";
import { Redis } from "ioredis";

// A rate limit must never hold a post up for long: fail fast, then count in memory.
export const REDIS_CONNECT_TIMEOUT_MS = 2_000;
const REDIS_COMMAND_TIMEOUT_MS = 500;

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
