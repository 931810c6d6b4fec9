// Types of scripts/server-process.mjs for the TypeScript e2e tests.

export declare const REPO_ROOT: string;
export declare const SITE_MANIFEST: string;
export declare const SERVER_MAIN: string;
export declare function assertBuilt(): void;
export declare function freePort(): Promise<number>;

export interface RunningServer {
  baseURL: string;
  port: number;
  dataDir: string;
  pid: number | undefined;
  /** SIGTERM, SIGKILL after graceMs (5 s), then removes the DATA_DIR unless it was given. */
  stop(graceMs?: number): Promise<void>;
  /** SIGKILL at once, as a crash would end it; keeps the DATA_DIR. */
  kill(): Promise<void>;
  /** The server's recent stdout and stderr. */
  output(): string;
  /** Every line of its stdout and stderr since it started that includes `text`. */
  linesWith(text: string): string[];
}

export declare function startServer(options?: {
  env?: Record<string, string>;
  /** Variables that depend on the port chosen, e.g. a SITE_URL naming it. */
  envForPort?: (port: number) => Record<string, string>;
  readyTimeoutMs?: number;
  label?: string;
  logLevel?: string;
  /** Listen on this port (e.g. a restart behind a proxy); default: a free one. */
  port?: number;
  /** Use this DATA_DIR and leave it in place on stop (e.g. to restart on the same data). */
  dataDir?: string;
}): Promise<RunningServer>;
