// Types of scripts/postgres.mjs for the TypeScript tests.

export declare function postgresBinDir(env?: NodeJS.ProcessEnv): string | undefined;

export interface ThrowawayPostgres {
  /** Admin URL: user `postgres`, database `postgres`, 127.0.0.1, no password. */
  url: string;
  port: number;
  directory: string;
  urlFor(database: string): string;
  createDatabase(name: string): Promise<string>;
  /**
   * `pg_ctl restart -m fast -w`: same data, port and settings; every session ends. With
   * `downForMs`, stopped that long between. Does not block the event loop.
   */
  restart(options?: { downForMs?: number }): Promise<void>;
  /** Terminates every session on database `name`; resolves with how many. */
  terminateBackends(name: string): Promise<number>;
  /** Stops the cluster (immediate) and deletes its directory. */
  stop(): Promise<void>;
}

export declare function startPostgres(options?: {
  label?: string;
  startTimeoutS?: number;
}): Promise<ThrowawayPostgres>;
export declare function createDatabase(adminUrl: string, name: string): Promise<string>;
export declare function dropDatabase(adminUrl: string, name: string): Promise<void>;
export declare function terminateBackends(adminUrl: string, name: string): Promise<number>;
