// Types of scripts/dev-environment.mjs for the Vite configs and the tests.

export interface DevPorts {
  /** DEV_PORT: the site's dev server, the address to open (5173). */
  site: number;
  /** DEV_CONSOLE_PORT: the staff console's dev server, behind the site's (5174). */
  console: number;
  /** DEV_SERVER_PORT: the API server, behind the site's dev server (3000). */
  server: number;
}

type Environment = Record<string, string | undefined>;

export declare const DEV_INTERNAL_HOST: string;
export declare const DEV_SITE_HOST: string;
export declare function devPorts(env?: Environment): DevPorts;
export declare function devOrigin(ports: DevPorts): string;
export declare function devDataDir(env?: Environment): string;
export declare function devServerEnvironment(env?: Environment): Environment;
