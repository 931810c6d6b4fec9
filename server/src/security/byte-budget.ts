// Byte budgets for uploads (the careers form's CVs): how many bytes one client (client-key.ts,
// the same address the rate limit counts, behind any TRUST_PROXY) and all clients together
// may have taken in a window (a day). The rate limit counts posts, not what they weigh: ten
// 5 MB CVs a minute from one address would be gigabytes a day on the disk and in HR's mailbox.
//
// A window is fixed: it starts with the first bytes charged and the whole budget comes back
// when it ends. Simple to count and to explain ("try again in about 5 hours"); at a
// window's edge a client may get up to twice its budget within a day, never more.
//
// Counted as rate-limit.ts counts posts: with REDIS_URL in Redis (one count for every
// instance; each charge is one script, so both budgets are checked and charged together or
// not at all, whatever other instances do meanwhile); otherwise, and while Redis does not
// answer, in this process's memory, with the same warning on the same connection. The two
// counts do not mix: memory starts from zero when Redis fails, Redis's count is used again
// as soon as it answers.

import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Redis } from "ioredis";
import type { TrustProxy } from "../config.js";
import { clientKey } from "./client-key.js";
import { sharedRedis } from "./rate-limit-redis.js";

export interface ByteBudgetOptions {
  /** What is counted, apart from other counts in the same Redis: keys are `site:{name}:…`. */
  name: string;
  /** Bytes one client may be charged per window. */
  perClient: number;
  /** Bytes all clients together may be charged per window. */
  total: number;
  windowMs: number;
  /** Shared counts in Redis; undefined: in this process's memory. */
  redisUrl: string | undefined;
  /** Which X-Forwarded-For entries are facts (see client-key.ts). */
  trustProxy: TrustProxy;
}

/** The budget that refused: the client's own, or everyone's together. */
export type BudgetName = "client" | "everyone";

/** Why bytes were refused, and in how many seconds that budget starts again. */
export interface BudgetRefusal {
  budget: BudgetName;
  retryAfterSeconds: number;
}

export interface ByteBudget {
  /**
   * Before anything is read: the most bytes the request's client may still be charged (0
   * when a budget is used up), and the refusal for anything larger.
   */
  allowance(request: FastifyRequest): Promise<{ bytes: number; refusal: BudgetRefusal }>;
  /**
   * Charges `bytes` to the request's client and to everyone when both budgets have room for
   * them; otherwise charges nothing and says which budget refused.
   */
  charge(request: FastifyRequest, bytes: number): Promise<BudgetRefusal | undefined>;
}

const BUDGETS: readonly BudgetName[] = ["client", "everyone"];

/** One budget's count: bytes charged in its window, and how long until the window ends. */
interface Usage {
  used: number;
  resetInMs: number;
}

/**
 * Where the counts live. `charge` charges `bytes` to every key when each stays within its
 * limit (limits in the keys' order; 0 bytes only reads), atomically, and returns the
 * counts as they were before.
 */
interface CountStore {
  charge(
    keys: readonly string[],
    limits: readonly number[],
    bytes: number,
  ): Promise<{ charged: boolean; usage: Usage[] }>;
}

function memoryStore(windowMs: number): CountStore {
  // Every window is as long, so the order of insertion is the order of expiry: expired
  // counts are always at the front, and dropping them costs only what has expired.
  const counts = new Map<string, { used: number; resetAt: number }>();
  const dropExpired = (now: number) => {
    for (const [key, count] of counts) {
      if (count.resetAt > now) return;
      counts.delete(key);
    }
  };
  return {
    async charge(keys, limits, bytes) {
      const now = Date.now();
      dropExpired(now);
      const usage = keys.map((key): Usage => {
        const count = counts.get(key);
        return count === undefined
          ? { used: 0, resetInMs: windowMs }
          : { used: count.used, resetInMs: count.resetAt - now };
      });
      const charged = usage.every((count, index) => count.used + bytes <= (limits[index] ?? 0));
      if (charged && bytes > 0) {
        for (const key of keys) {
          const count = counts.get(key);
          if (count === undefined) counts.set(key, { used: bytes, resetAt: now + windowMs });
          else count.used += bytes;
        }
      }
      return { charged, usage };
    },
  };
}

// KEYS: the budgets' counts. ARGV: the bytes (0: only read), each key's limit, the window
// in ms. Returns {1 if charged else 0, used, ms left, used, ms left, …}, counts as before.
// A count without an expiry (new) gets the window from its first bytes; the bytes go to
// INCRBY as the text they came as (Lua's numbers would print large ones in e-notation).
const CHARGE_SCRIPT = `
local bytes = tonumber(ARGV[1])
local window = tonumber(ARGV[#ARGV])
local reply = {1}
for i, key in ipairs(KEYS) do
  local used = tonumber(redis.call('GET', key) or '0')
  local left = redis.call('PTTL', key)
  if left < 0 then left = window end
  if used + bytes > tonumber(ARGV[i + 1]) then reply[1] = 0 end
  reply[#reply + 1] = used
  reply[#reply + 1] = left
end
if reply[1] == 1 and bytes > 0 then
  for _, key in ipairs(KEYS) do
    redis.call('INCRBY', key, ARGV[1])
    if redis.call('PTTL', key) < 0 then redis.call('PEXPIRE', key, window) end
  end
end
return reply
`;

function redisStore(redis: Redis, windowMs: number): CountStore {
  return {
    async charge(keys, limits, bytes) {
      const reply = await redis.eval(
        CHARGE_SCRIPT,
        keys.length,
        ...keys,
        String(bytes),
        ...limits.map(String),
        String(windowMs),
      );
      if (
        !Array.isArray(reply) ||
        reply.length !== 1 + 2 * keys.length ||
        !reply.every((value) => typeof value === "number")
      ) {
        throw new Error("Redis answered the byte budget's script with something else than its counts");
      }
      const numbers = reply as number[];
      const usage = keys.map((_, index): Usage => ({
        used: numbers[1 + 2 * index]!,
        resetInMs: numbers[2 + 2 * index]!,
      }));
      return { charged: numbers[0] === 1, usage };
    },
  };
}

/**
 * The refusal of `bytes` more, when they do not fit: of the budgets they would cross, the one
 * that starts again last (waiting less would not be enough).
 */
function refusalOf(
  usage: readonly Usage[],
  limits: readonly number[],
  bytes: number,
): BudgetRefusal | undefined {
  let refusal: BudgetRefusal | undefined;
  usage.forEach((count, index) => {
    if (count.used + bytes <= (limits[index] ?? 0)) return;
    const retryAfterSeconds = Math.max(1, Math.ceil(count.resetInMs / 1000));
    if (refusal === undefined || retryAfterSeconds > refusal.retryAfterSeconds) {
      refusal = { budget: BUDGETS[index] ?? "everyone", retryAfterSeconds };
    }
  });
  return refusal;
}

/** The budgets of `app`'s requests, counted in Redis when `redisUrl` is set (see the top of this file). */
export async function registerByteBudget(
  app: FastifyInstance,
  options: ByteBudgetOptions,
): Promise<ByteBudget> {
  const limits = [options.perClient, options.total];
  const keysOf = (request: FastifyRequest) => [
    `site:${options.name}:client:${clientKey(request, options.trustProxy)}`,
    `site:${options.name}:everyone`,
  ];

  const inMemory = memoryStore(options.windowMs);
  let count = (keys: string[], bytes: number) => inMemory.charge(keys, limits, bytes);
  if (options.redisUrl !== undefined) {
    const { redis, warn } = await sharedRedis(app, options.redisUrl);
    const shared = redisStore(redis, options.windowMs);
    count = async (keys, bytes) => {
      try {
        return await shared.charge(keys, limits, bytes);
      } catch (error) {
        warn(error as Error);
        return inMemory.charge(keys, limits, bytes);
      }
    };
  }

  return {
    async allowance(request) {
      const { usage } = await count(keysOf(request), 0);
      const bytes = Math.max(0, Math.min(...usage.map((used, index) => (limits[index] ?? 0) - used.used)));
      // One byte more crosses at least one budget, so there is always a refusal to give.
      const refusal = refusalOf(usage, limits, bytes + 1) ?? { budget: "everyone", retryAfterSeconds: 1 };
      return { bytes, refusal };
    },
    async charge(request, bytes) {
      const { charged, usage } = await count(keysOf(request), bytes);
      if (charged) return undefined;
      // Not charged means the bytes crossed a budget by these very counts.
      return refusalOf(usage, limits, bytes) ?? { budget: "everyone", retryAfterSeconds: 1 };
    },
  };
}
