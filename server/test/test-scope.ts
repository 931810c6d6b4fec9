// What the server suites run on. `npm test` runs them on SQLite and PostgreSQL, with a
// throwaway Redis where a suite shares limits through it. The fast loop (`npm run
// test:fast`, `npm run test:watch`, which set TEST_SQLITE_ONLY=1) needs no root and no
// service: every suite that runs on both engines runs on SQLite alone, and the suites
// that exist to test PostgreSQL or Redis themselves are left to `npm test`.

import type { Engine } from "../src/db/schema.js";

export const SQLITE_ONLY = process.env["TEST_SQLITE_ONLY"] === "1";

/** Suites about a PostgreSQL server or Redis themselves, which start their own. */
export const SUITES_NEEDING_SERVICES: readonly string[] = [
  "test/postgres-faults.test.ts",
  "test/mail-record-retry.test.ts",
  "test/rate-limit-redis.test.ts",
  "test/cv-budgets.test.ts",
];

export const ENGINES: readonly Engine[] = SQLITE_ONLY ? ["sqlite"] : ["sqlite", "postgres"];
