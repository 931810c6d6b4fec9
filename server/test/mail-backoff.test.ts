// When a failed mail is tried again, and which failures end its delivery.

import { describe, expect, it } from "vitest";
import { GIVE_UP_AFTER_MS, isPastGivingUp, MAX_RETRY_DELAY_MS, retryDelayMs } from "../src/mail/backoff.js";
import { classifyFailure } from "../src/mail/delivery-failure.js";

describe("retryDelayMs", () => {
  it("doubles per attempt from the base, with a random factor between 0.5 and 1", () => {
    const lowest = () => 0;
    const highest = () => 0.999_999;
    expect([1, 2, 3, 4].map((attempts) => retryDelayMs(attempts, 1_000, lowest))).toEqual([
      500, 1_000, 2_000, 4_000,
    ]);
    expect([1, 2, 3, 4].map((attempts) => retryDelayMs(attempts, 1_000, highest))).toEqual([
      1_000, 2_000, 4_000, 8_000,
    ]);
  });

  it("never waits longer than 15 minutes, however many attempts failed", () => {
    expect(MAX_RETRY_DELAY_MS).toBe(15 * 60 * 1_000);
    for (const attempts of [11, 12, 50, 1_000, 10_000]) {
      expect(retryDelayMs(attempts, 1_000, () => 0.999_999)).toBe(MAX_RETRY_DELAY_MS);
      expect(retryDelayMs(attempts, 1_000, () => 0)).toBe(MAX_RETRY_DELAY_MS / 2);
    }
  });

  it("spreads retries over the whole jitter range", () => {
    const delays = Array.from({ length: 200 }, () => retryDelayMs(3, 1_000));
    expect(Math.min(...delays)).toBeGreaterThanOrEqual(2_000);
    expect(Math.max(...delays)).toBeLessThanOrEqual(4_000);
    expect(new Set(delays).size).toBeGreaterThan(50);
  });
});

describe("isPastGivingUp", () => {
  const created = "2025-01-01T00:00:00.000Z";
  const start = Date.parse(created);

  it("gives up once a message is 72 hours old, not before", () => {
    expect(GIVE_UP_AFTER_MS).toBe(72 * 3_600_000);
    expect(isPastGivingUp(created, start + GIVE_UP_AFTER_MS - 1)).toBe(false);
    expect(isPastGivingUp(created, start + GIVE_UP_AFTER_MS)).toBe(true);
  });

  it("keeps trying when the timestamp cannot be read", () => {
    expect(isPastGivingUp("yesterday", start + 10 * GIVE_UP_AFTER_MS)).toBe(false);
  });
});

describe("classifyFailure", () => {
  // The errors as nodemailer 10 raises them (captured against smtp-peer.ts).
  const refused = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:2525"), {
    code: "ESOCKET",
    originalCode: "ECONNREFUSED",
    command: "CONN",
    syscall: "connect",
  });
  const later = Object.assign(new Error("Message failed: 451 4.3.0 Try again later"), {
    code: "EMESSAGE",
    responseCode: 451,
    response: "451 4.3.0 Try again later",
    command: "DATA",
  });
  const rejected = Object.assign(new Error("Message failed: 550 5.1.1 No such user"), {
    code: "EMESSAGE",
    responseCode: 550,
    response: "550 5.1.1 No such user",
    command: "DATA",
  });

  it.each([
    [
      "a refused connection",
      refused,
      "temporary",
      "ESOCKET (ECONNREFUSED) on CONN: connect ECONNREFUSED 127.0.0.1:2525",
    ],
    ["a 4xx reply", later, "temporary", "EMESSAGE on DATA: 451 4.3.0 Try again later"],
    ["a 5xx reply", rejected, "permanent", "EMESSAGE on DATA: 550 5.1.1 No such user"],
    [
      "a timeout",
      Object.assign(new Error("Greeting never received"), { code: "ETIMEDOUT", command: "CONN" }),
      "temporary",
      "ETIMEDOUT on CONN: Greeting never received",
    ],
    [
      "an aborted send",
      Object.assign(new Error("Message sending aborted"), { name: "AbortError", code: "EABORT" }),
      "temporary",
      "EABORT: Message sending aborted",
    ],
    [
      "a closed connection",
      Object.assign(new Error("Connection closed unexpectedly"), { code: "ECONNECTION" }),
      "temporary",
      "ECONNECTION: Connection closed unexpectedly",
    ],
    [
      "wrong SMTP credentials (the operator's to fix, not the mail's fault)",
      Object.assign(new Error("Invalid login: 535 Authentication failed"), {
        code: "EAUTH",
        responseCode: 535,
        response: "535 Authentication failed",
        command: "AUTH PLAIN",
      }),
      "temporary",
      "EAUTH on AUTH PLAIN: 535 Authentication failed",
    ],
    [
      "a full disk while writing an .eml file",
      Object.assign(new Error("ENOSPC: no space left on device, write"), {
        code: "ENOSPC",
        syscall: "write",
      }),
      "temporary",
      "ENOSPC: ENOSPC: no space left on device, write",
    ],
    [
      "an error nobody expected",
      new TypeError("Cannot read properties of undefined (reading 'x')"),
      "permanent",
      "TypeError: Cannot read properties of undefined (reading 'x')",
    ],
    ["a thrown string", "boom", "permanent", "Error: boom"],
  ])("treats %s as %s", (_case, error, kind, description) => {
    expect(classifyFailure(error)).toMatchObject({ kind, description });
  });

  it("reports the SMTP details for the log", () => {
    expect(classifyFailure(rejected).details).toEqual({
      code: "EMESSAGE",
      responseCode: 550,
      response: "550 5.1.1 No such user",
      command: "DATA",
    });
  });

  it("keeps the description to one bounded line", () => {
    const multiline = Object.assign(new Error("x"), {
      code: "EMESSAGE",
      responseCode: 554,
      response: `554-first line\r\n554-${"y".repeat(1_000)}\r\n554 last`,
    });
    const { description } = classifyFailure(multiline);
    expect(description).not.toMatch(/[\r\n]/);
    expect(description.length).toBeLessThanOrEqual(300);
    expect(description.startsWith("EMESSAGE: 554-first line 554-yyy")).toBe(true);
  });
});
