import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { ConfigError, DEFAULT_WEB_ROOT, loadConfig } from "../src/config.js";

const REPO_ROOT = fileURLToPath(new URL("../../", import.meta.url));

function configError(env: Record<string, string>): ConfigError {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error("expected a ConfigError");
}

describe("loadConfig", () => {
  it("uses the documented defaults when nothing is set", () => {
    expect(loadConfig({})).toEqual({
      port: 3000,
      host: "127.0.0.1",
      dataDir: path.resolve("data"),
      databaseUrl: undefined,
      smtpUrl: undefined,
      mailFrom: '"Website" <website@example.com>',
      mailTo: "contact@example.com",
      careersMailTo: "careers@example.com",
      siteUrl: "http://localhost:3000",
      redisUrl: undefined,
      trustProxy: false,
      rateLimit: 10,
      staffSignInsPerAddress: 30,
      cvBytesPerClientPerDay: 20 * 1024 * 1024,
      cvBytesPerDay: 1024 * 1024 * 1024,
      webRoot: path.join(REPO_ROOT, "web", "build", "client"),
      consoleRoot: path.join(REPO_ROOT, "console", "build"),
      logLevel: "info",
      sampleEvents: true,
      visitCounts: true,
      outboxLeaseMs: 120_000,
    });
  });

  it("finds the web build relative to the repository, not the working directory", () => {
    expect(DEFAULT_WEB_ROOT).toBe(path.join(REPO_ROOT, "web", "build", "client"));
  });

  it("treats empty and blank values as unset", () => {
    const config = loadConfig({ PORT: "", HOST: "  ", DATABASE_URL: "", TRUST_PROXY: "" });
    expect(config.port).toBe(3000);
    expect(config.host).toBe("127.0.0.1");
    expect(config.databaseUrl).toBeUndefined();
    expect(config.trustProxy).toBe(false);
  });

  it("reads every variable it is given", () => {
    const config = loadConfig({
      PORT: "8080",
      HOST: "0.0.0.0",
      DATA_DIR: "/var/lib/site",
      DATABASE_URL: "postgresql://site:secret@db:5432/site",
      SMTP_URL: "smtps://mailer:secret@mail.example.com:465",
      MAIL_FROM: "website@example.org",
      MAIL_TO: "a@example.org, b@example.org",
      CAREERS_MAIL_TO: "hr@example.org",
      SITE_URL: "https://www.example.org/",
      REDIS_URL: "rediss://cache:6380",
      TRUST_PROXY: "10.0.0.0/8, 127.0.0.1, loopback",
      RATE_LIMIT: "25",
      STAFF_SIGN_INS_PER_ADDRESS: "200",
      WEB_ROOT: "build",
      LOG_LEVEL: "DEBUG",
      SAMPLE_EVENTS: "False",
    });
    expect(config).toMatchObject({
      port: 8080,
      host: "0.0.0.0",
      dataDir: "/var/lib/site",
      databaseUrl: "postgresql://site:secret@db:5432/site",
      smtpUrl: "smtps://mailer:secret@mail.example.com:465",
      mailFrom: "website@example.org",
      mailTo: "a@example.org, b@example.org",
      careersMailTo: "hr@example.org",
      siteUrl: "https://www.example.org",
      redisUrl: "rediss://cache:6380",
      trustProxy: ["10.0.0.0/8", "127.0.0.1", "loopback"],
      rateLimit: 25,
      staffSignInsPerAddress: 200,
      webRoot: path.resolve("build"),
      logLevel: "debug",
      sampleEvents: false,
    });
  });

  it.each([
    ["true", true],
    ["FALSE", false],
    ["2", 2],
    ["::1", ["::1"]],
  ])("accepts TRUST_PROXY=%s", (value, expected) => {
    expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it.each([
    ["20971520", 20_971_520],
    ["1", 1],
    ["512KB", 512 * 1024],
    ["25MB", 25 * 1024 * 1024],
    ["25 mb", 25 * 1024 * 1024],
    ["2Gb", 2 * 1024 * 1024 * 1024],
  ])("reads the CV byte budgets in bytes, KB, MB or GB: %j", (value, bytes) => {
    expect(loadConfig({ CV_BYTES_PER_CLIENT_PER_DAY: value, CV_BYTES_PER_DAY: value })).toMatchObject({
      cvBytesPerClientPerDay: bytes,
      cvBytesPerDay: bytes,
    });
  });

  it.each([
    ["PORT", "abc", 'PORT: must be an integer between 1 and 65535 (got "abc")'],
    ["PORT", "0", "PORT: must be an integer between 1 and 65535"],
    ["PORT", "65536", "PORT: must be an integer between 1 and 65535"],
    ["PORT", "80.5", "PORT: must be an integer between 1 and 65535"],
    ["HOST", "http://localhost", "HOST: must be a host name or an IP address"],
    ["DATABASE_URL", "mysql://db/site", "DATABASE_URL: must be a postgres:// or postgresql:// URL"],
    ["SMTP_URL", "mail.example.com:25", "SMTP_URL: must be an smtp:// or smtps:// URL"],
    ["MAIL_FROM", "Website <not-an-address>", "MAIL_FROM: must be an e-mail address"],
    ["MAIL_TO", "contact", "MAIL_TO: must be an e-mail address"],
    ["CAREERS_MAIL_TO", "hr@example.com\nBcc: x@y", "CAREERS_MAIL_TO: must be an e-mail address"],
    ["SITE_URL", "ftp://example.com", "SITE_URL: must be an http:// or https:// origin"],
    ["SITE_URL", "https://example.com/site", "SITE_URL: must be an http:// or https:// origin"],
    ["REDIS_URL", "http://cache", "REDIS_URL: must be a redis:// or rediss:// URL"],
    ["TRUST_PROXY", "yes", "TRUST_PROXY: must be true, false, a hop count"],
    ["TRUST_PROXY", "10.0.0.0/33", "TRUST_PROXY: must be true, false, a hop count"],
    ["RATE_LIMIT", "0", 'RATE_LIMIT: must be a positive integer (got "0")'],
    [
      "STAFF_SIGN_INS_PER_ADDRESS",
      "0",
      'STAFF_SIGN_INS_PER_ADDRESS: must be an integer between 1 and 100000 (got "0")',
    ],
    [
      "STAFF_SIGN_INS_PER_ADDRESS",
      "lots",
      "STAFF_SIGN_INS_PER_ADDRESS: must be an integer between 1 and 100000",
    ],
    ["RATE_LIMIT", "-5", "RATE_LIMIT: must be a positive integer"],
    ["LOG_LEVEL", "verbose", "LOG_LEVEL: must be one of fatal, error, warn, info, debug, trace"],
    ["SAMPLE_EVENTS", "maybe", 'SAMPLE_EVENTS: must be true or false (got "maybe")'],
    ["VISIT_COUNTS", "sometimes", 'VISIT_COUNTS: must be true or false (got "sometimes")'],
    ["OUTBOX_LEASE_SECONDS", "0", 'OUTBOX_LEASE_SECONDS: must be an integer between 1 and 86400 (got "0")'],
    [
      "CV_BYTES_PER_CLIENT_PER_DAY",
      "0",
      'CV_BYTES_PER_CLIENT_PER_DAY: must be a whole number of bytes, or of KB, MB or GB (1024-based), at least 1 byte (e.g. 20MB) (got "0")',
    ],
    [
      "CV_BYTES_PER_CLIENT_PER_DAY",
      "1.5MB",
      "CV_BYTES_PER_CLIENT_PER_DAY: must be a whole number of bytes, or of KB, MB or GB",
    ],
    ["CV_BYTES_PER_CLIENT_PER_DAY", "-20MB", "CV_BYTES_PER_CLIENT_PER_DAY: must be a whole number of bytes"],
    [
      "CV_BYTES_PER_DAY",
      "1TB",
      'CV_BYTES_PER_DAY: must be a whole number of bytes, or of KB, MB or GB (1024-based), at least 1 byte (e.g. 20MB) (got "1TB")',
    ],
    ["CV_BYTES_PER_DAY", "1 GiB", "CV_BYTES_PER_DAY: must be a whole number of bytes"],
    ["CV_BYTES_PER_DAY", "20  MB", "CV_BYTES_PER_DAY: must be a whole number of bytes"],
    ["CV_BYTES_PER_DAY", "MB", "CV_BYTES_PER_DAY: must be a whole number of bytes"],
    // More bytes than are counted exactly.
    ["CV_BYTES_PER_DAY", "9999999999999999GB", "CV_BYTES_PER_DAY: must be a whole number of bytes"],
    ["CV_BYTES_PER_DAY", "99999999999999999", "CV_BYTES_PER_DAY: must be a whole number of bytes"],
  ])("refuses %s=%j and says why", (variable, value, expected) => {
    const error = configError({ [variable]: value });
    expect(error.message).toContain(expected);
    expect(error.issues.map((issue) => issue.variable)).toEqual([variable]);
  });

  it("lists every invalid variable at once", () => {
    const error = configError({ PORT: "abc", SITE_URL: "nope", RATE_LIMIT: "many", HOST: "ok.example" });
    expect(error.issues.map((issue) => issue.variable)).toEqual(["PORT", "SITE_URL", "RATE_LIMIT"]);
    expect(error.message).toMatch(/^3 invalid environment variables\n/);
    expect(error.message).toContain('PORT: must be an integer between 1 and 65535 (got "abc")');
    expect(error.message).toContain("SITE_URL: must be an http:// or https:// origin");
    expect(error.message).toContain('RATE_LIMIT: must be a positive integer (got "many")');
  });

  it("does not print passwords from connection URLs", () => {
    const error = configError({ DATABASE_URL: "mysql://site:hunter2@db/site" });
    expect(error.message).not.toContain("hunter2");
    expect(error.message).toContain('(got "mysql://***@db/site")');
  });
});
