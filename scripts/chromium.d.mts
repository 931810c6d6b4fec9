// Types of scripts/chromium.mjs for the TypeScript e2e tests.

export declare const CHROMIUM_CANDIDATES: readonly string[];
export declare const CHROMIUM_ARGS: readonly string[];
export declare function chromiumPath(env?: NodeJS.ProcessEnv): string | undefined;
export declare function requireChromiumPath(env?: NodeJS.ProcessEnv): string;
export declare function chromiumVersion(executable?: string): string | undefined;
