// Environment -> typed configuration, parsed once at start.
//
// Every variable is checked before anything listens, and every bad one is reported
// together: an operator fixing a deployment should see all mistakes in one run, not
// one per restart. Values that may carry credentials are redacted in messages.

import { isIP } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";

export const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** Fastify's `trustProxy`: all, none, a hop count, or trusted addresses/CIDR ranges. */
export type TrustProxy = boolean | number | string[];

export interface Config {
  port: number;
  host: string;
  /** Absolute. SQLite file and `.eml` mail files live here. */
  dataDir: string;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  mailTo: string;
  careersMailTo: string;
  /** Canonical origin without a trailing slash, e.g. `https://www.example.com`. */
  siteUrl: string;
  redisUrl: string | undefined;
  trustProxy: TrustProxy;
  /** Form posts per client per minute. */
  rateLimit: number;
  /**
   * Staff sign-ins (and enrolments) one client address may make in 15 minutes
   * (`STAFF_SIGN_INS_PER_ADDRESS`); the requests around them get four times as many.
   */
  staffSignInsPerAddress: number;
  /** CV bytes one client (as the rate limit tells clients apart) may send a day (`CV_BYTES_PER_CLIENT_PER_DAY`). */
  cvBytesPerClientPerDay: number;
  /** CV bytes all clients together may send a day (`CV_BYTES_PER_DAY`). */
  cvBytesPerDay: number;
  /** Absolute path of the web build (`site-manifest.json` and the files it names). */
  webRoot: string;
  /** Absolute path of the staff console's build (`index.html`, `assets/`). */
  consoleRoot: string;
  logLevel: LogLevel;
  /** Whether a new, empty database gets a few sample events (`SAMPLE_EVENTS`). */
  sampleEvents: boolean;
  /** Whether the server counts page views and where visits came from (`VISIT_COUNTS`). */
  visitCounts: boolean;
  /**
   * How long a delivery worker may hold a claimed outbox row before another worker (or
   * this one after a restart) takes it over (`OUTBOX_LEASE_SECONDS`).
   */
  outboxLeaseMs: number;
}

export interface ConfigIssue {
  variable: string;
  message: string;
}

export class ConfigError extends Error {
  readonly issues: readonly ConfigIssue[];

  constructor(issues: readonly ConfigIssue[]) {
    const lines = issues.map((issue) => `${issue.variable}: ${issue.message}`);
    super(
      lines.length === 1
        ? lines[0]
        : `${lines.length} invalid environment variables\n  ${lines.join("\n  ")}`,
    );
    this.name = "ConfigError";
    this.issues = issues;
  }
}

// config.ts sits in server/src (tsx, vitest) or server/dist (compiled): both are two
// levels below the repository root, so the web build is found from either.
export const DEFAULT_WEB_ROOT = fileURLToPath(new URL("../../web/build/client", import.meta.url));
export const DEFAULT_CONSOLE_ROOT = fileURLToPath(new URL("../../console/build", import.meta.url));

/**
 * A string variable checked by `parse`, which returns the typed value or `undefined`
 * when the text is not acceptable; `message` then says what is expected.
 */
function variable<T>(message: string, parse: (raw: string) => T | undefined) {
  return z.string().transform((raw, ctx): T => {
    const value = parse(raw);
    if (value === undefined) {
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    }
    return value;
  });
}

const parseInteger = (raw: string, min: number, max: number) => {
  if (!/^\d+$/.test(raw)) return undefined;
  const value = Number(raw);
  return value >= min && value <= max ? value : undefined;
};

const parseUrl = (raw: string, protocols: readonly string[]) => {
  try {
    const url = new URL(raw);
    return protocols.includes(url.protocol) && url.hostname !== "" ? raw : undefined;
  } catch {
    return undefined;
  }
};

const HOSTNAME =
  /^(?=.{1,253}$)[A-Z0-9](?:[A-Z0-9-]{0,61}[A-Z0-9])?(?:\.[A-Z0-9](?:[A-Z0-9-]{0,61}[A-Z0-9])?)*$/i;
const parseHost = (raw: string) => (isIP(raw) !== 0 || HOSTNAME.test(raw) ? raw : undefined);

// Deliberately loose (any local part, any domain, `root@localhost` included) but
// free of spaces, brackets and CR/LF, so the value can go into a mail header as is.
const ADDRESS = String.raw`[^\s@<>(),;:"\\]+@[^\s@<>(),;:"\\]+`;
const BARE_ADDRESS = new RegExp(`^${ADDRESS}$`);
const QUOTED_NAME = /^"[^"\r\n]*"$/;
const PLAIN_NAME = /^[^"<>\r\n]*$/;

/**
 * `address` or `Name <address>` (the name plain or in quotes). Split by hand rather than
 * matched by one pattern: an optional name followed by optional spaces is the kind of
 * overlap that makes a pattern backtrack (the linter refuses it).
 */
function isMailbox(raw: string): boolean {
  if (BARE_ADDRESS.test(raw)) return true;
  const open = raw.lastIndexOf("<");
  if (open === -1 || !raw.endsWith(">") || !BARE_ADDRESS.test(raw.slice(open + 1, -1))) return false;
  const name = raw.slice(0, open).trimEnd();
  return QUOTED_NAME.test(name) || PLAIN_NAME.test(name);
}
const ADDRESS_LIST = new RegExp(`^${ADDRESS}(?:\\s*,\\s*${ADDRESS})*$`);

const parseOrigin = (raw: string) => {
  try {
    const url = new URL(raw);
    const isOrigin =
      (url.protocol === "http:" || url.protocol === "https:") &&
      url.username === "" &&
      url.password === "" &&
      url.pathname === "/" &&
      url.search === "" &&
      url.hash === "" &&
      !raw.includes("?") &&
      !raw.includes("#");
    return isOrigin ? url.origin : undefined;
  } catch {
    return undefined;
  }
};

// proxy-addr (behind Fastify's trustProxy) also knows these names for address ranges.
const PROXY_RANGE_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);

const isAddressOrRange = (entry: string) => {
  if (PROXY_RANGE_NAMES.has(entry) || isIP(entry) !== 0) return true;
  const [address = "", bits, ...rest] = entry.split("/");
  if (bits === undefined || rest.length > 0 || !/^\d{1,3}$/.test(bits)) return false;
  const family = isIP(address);
  return family !== 0 && Number(bits) <= (family === 4 ? 32 : 128);
};

const parseTrustProxy = (raw: string): TrustProxy | undefined => {
  const lower = raw.toLowerCase();
  if (lower === "true") return true;
  if (lower === "false") return false;
  if (/^\d+$/.test(raw)) return parseInteger(raw, 1, 255);
  const entries = raw.split(",").map((entry) => entry.trim());
  return entries.every(isAddressOrRange) ? entries : undefined;
};

const BYTE_UNITS: Readonly<Record<string, number>> = { "": 1, kb: 1024, mb: 1024 ** 2, gb: 1024 ** 3 };
// Sixteen digits are already more than any whole number of bytes JavaScript counts exactly.
const BYTE_SIZE = /^(\d{1,16}) ?([kmg]b)?$/i;

/**
 * A size: a whole number of bytes, or of KB, MB or GB counted in 1024s (as the CV limit's
 * "5 MB" is), e.g. `20MB`, `20 MB`, `1gb`, `20971520`; at least one byte.
 */
const parseByteSize = (raw: string) => {
  const match = BYTE_SIZE.exec(raw);
  if (match === null) return undefined;
  const bytes = Number(match[1]) * (BYTE_UNITS[(match[2] ?? "").toLowerCase()] ?? Number.NaN);
  return Number.isSafeInteger(bytes) && bytes >= 1 ? bytes : undefined;
};
const BYTE_SIZE_MESSAGE =
  "must be a whole number of bytes, or of KB, MB or GB (1024-based), at least 1 byte (e.g. 20MB)";

const resolvePath = (raw: string) => path.resolve(raw);

const parseBoolean = (raw: string) => {
  const lower = raw.toLowerCase();
  return lower === "true" ? true : lower === "false" ? false : undefined;
};

const EnvironmentSchema = z
  .object({
    PORT: variable("must be an integer between 1 and 65535", (raw) => parseInteger(raw, 1, 65535)).prefault(
      "3000",
    ),
    HOST: variable("must be a host name or an IP address", parseHost).prefault("127.0.0.1"),
    DATA_DIR: variable("must be a directory path", resolvePath).prefault("./data"),
    DATABASE_URL: variable("must be a postgres:// or postgresql:// URL", (raw) =>
      parseUrl(raw, ["postgres:", "postgresql:"]),
    ).optional(),
    SMTP_URL: variable("must be an smtp:// or smtps:// URL", (raw) =>
      parseUrl(raw, ["smtp:", "smtps:"]),
    ).optional(),
    MAIL_FROM: variable(
      'must be an e-mail address, optionally with a display name: "Name" <address@example.com>',
      (raw) => (isMailbox(raw) ? raw : undefined),
    ).prefault('"Website" <website@example.com>'),
    MAIL_TO: variable("must be an e-mail address (or several, comma-separated)", (raw) =>
      ADDRESS_LIST.test(raw) ? raw : undefined,
    ).prefault("contact@example.com"),
    CAREERS_MAIL_TO: variable("must be an e-mail address (or several, comma-separated)", (raw) =>
      ADDRESS_LIST.test(raw) ? raw : undefined,
    ).prefault("careers@example.com"),
    SITE_URL: variable(
      "must be an http:// or https:// origin without path, query or credentials (e.g. https://www.example.com)",
      parseOrigin,
    ).prefault("http://localhost:3000"),
    REDIS_URL: variable("must be a redis:// or rediss:// URL", (raw) =>
      parseUrl(raw, ["redis:", "rediss:"]),
    ).optional(),
    TRUST_PROXY: variable(
      "must be true, false, a hop count (1-255), or comma-separated IP addresses/CIDR ranges",
      parseTrustProxy,
    ).prefault("false"),
    RATE_LIMIT: variable("must be a positive integer", (raw) =>
      parseInteger(raw, 1, Number.MAX_SAFE_INTEGER),
    ).prefault("10"),
    // An office behind one address signs in at about the same time each morning.
    STAFF_SIGN_INS_PER_ADDRESS: variable("must be an integer between 1 and 100000", (raw) =>
      parseInteger(raw, 1, 100_000),
    ).prefault("30"),
    CV_BYTES_PER_CLIENT_PER_DAY: variable(BYTE_SIZE_MESSAGE, parseByteSize).prefault("20MB"),
    CV_BYTES_PER_DAY: variable(BYTE_SIZE_MESSAGE, parseByteSize).prefault("1GB"),
    WEB_ROOT: variable("must be a directory path", resolvePath).prefault(DEFAULT_WEB_ROOT),
    CONSOLE_ROOT: variable("must be a directory path", resolvePath).prefault(DEFAULT_CONSOLE_ROOT),
    LOG_LEVEL: variable(`must be one of ${LOG_LEVELS.join(", ")}`, (raw) =>
      LOG_LEVELS.find((level) => level === raw.toLowerCase()),
    ).prefault("info"),
    SAMPLE_EVENTS: variable("must be true or false", parseBoolean).prefault("true"),
    VISIT_COUNTS: variable("must be true or false", parseBoolean).prefault("true"),
    // Longer than any one delivery can take (the SMTP timeouts add up to about a minute).
    OUTBOX_LEASE_SECONDS: variable("must be an integer between 1 and 86400", (raw) =>
      parseInteger(raw, 1, 86_400),
    ).prefault("120"),
  })
  .transform((env): Config => ({
    port: env.PORT,
    host: env.HOST,
    dataDir: env.DATA_DIR,
    databaseUrl: env.DATABASE_URL,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    mailTo: env.MAIL_TO,
    careersMailTo: env.CAREERS_MAIL_TO,
    siteUrl: env.SITE_URL,
    redisUrl: env.REDIS_URL,
    trustProxy: env.TRUST_PROXY,
    rateLimit: env.RATE_LIMIT,
    staffSignInsPerAddress: env.STAFF_SIGN_INS_PER_ADDRESS,
    cvBytesPerClientPerDay: env.CV_BYTES_PER_CLIENT_PER_DAY,
    cvBytesPerDay: env.CV_BYTES_PER_DAY,
    webRoot: env.WEB_ROOT,
    consoleRoot: env.CONSOLE_ROOT,
    logLevel: env.LOG_LEVEL,
    sampleEvents: env.SAMPLE_EVENTS,
    visitCounts: env.VISIT_COUNTS,
    outboxLeaseMs: env.OUTBOX_LEASE_SECONDS * 1000,
  }));

type VariableName = keyof z.input<typeof EnvironmentSchema>;
const VARIABLES = Object.keys(EnvironmentSchema.in.shape) as VariableName[];

// Connection URLs carry passwords; an error message must not print them.
const SECRET_BEARING = new Set<string>(["DATABASE_URL", "SMTP_URL", "REDIS_URL"]);
const redact = (name: string, raw: string) =>
  SECRET_BEARING.has(name) ? raw.replace(/\/\/[^/@]*@/, "//***@") : raw;

/**
 * Reads the server's variables from `env`. Surrounding spaces are ignored and an
 * empty value counts as unset, so `PORT=` in an env file means "use the default".
 * @throws {ConfigError} naming every invalid variable and what it must be.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const input: Partial<Record<VariableName, string>> = {};
  for (const name of VARIABLES) {
    const value = env[name]?.trim();
    if (value) input[name] = value;
  }

  const result = EnvironmentSchema.safeParse(input);
  if (result.success) return result.data;

  const issues: ConfigIssue[] = [];
  for (const issue of result.error.issues) {
    const name = String(issue.path[0] ?? "environment");
    if (issues.some((known) => known.variable === name)) continue;
    const raw = input[name as VariableName];
    const got = raw === undefined ? "" : ` (got ${JSON.stringify(redact(name, raw))})`;
    issues.push({ variable: name, message: issue.message + got });
  }
  throw new ConfigError(issues);
}
