// Types of scripts/redis.mjs for the TypeScript tests.

export declare function redisServerPath(env?: NodeJS.ProcessEnv): string | undefined;

export interface ThrowawayRedis {
  /** `redis://127.0.0.1:<port>`, no password. */
  url: string;
  port: number;
  directory: string;
  /** Stops the server (SIGTERM, SIGKILL after 5 s) and deletes its directory. */
  stop(): Promise<void>;
}

/** `port`: that port or failure (to restart a stopped server where its clients reconnect); default: a free one. */
export declare function startRedis(options?: {
  label?: string;
  startTimeoutMs?: number;
  port?: number;
}): Promise<ThrowawayRedis>;
