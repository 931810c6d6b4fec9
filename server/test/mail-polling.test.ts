// The worker's schedule: a pass at start, one per interval, one soon after a nudge, never
// two at once, and a stop that does not wait for ever.

import { afterEach, describe, expect, it } from "vitest";
import { startPolling, type PollingLoop } from "../src/mail/polling.js";
import { eventually, sleep } from "./mail-fixtures.js";

describe("startPolling", () => {
  let loop: PollingLoop | undefined;
  afterEach(async () => {
    await loop?.stop(1_000);
    loop = undefined;
  });

  /** A pass that takes `ms` and records overlap. */
  function slowPass(ms: number) {
    const state = { started: 0, running: 0, overlapped: false };
    const pass = async () => {
      state.started += 1;
      state.running += 1;
      if (state.running > 1) state.overlapped = true;
      await sleep(ms);
      state.running -= 1;
    };
    return { state, pass };
  }

  it("runs a pass at start, then every interval", async () => {
    const { state, pass } = slowPass(0);
    loop = startPolling(pass, 40, () => {});
    await eventually(async () => (state.started >= 4 ? true : undefined), "four passes", 2_000);
  });

  it("coalesces nudges during a pass into exactly one more pass", async () => {
    const { state, pass } = slowPass(100);
    loop = startPolling(pass, 60_000, () => {});
    await eventually(async () => (state.started === 1 ? true : undefined), "the first pass");
    for (let i = 0; i < 10; i += 1) loop.nudge();
    await sleep(350);
    expect(state.started).toBe(2);
    expect(state.overlapped).toBe(false);
  });

  it("runs a pass at once when nudged while idle", async () => {
    const { state, pass } = slowPass(0);
    loop = startPolling(pass, 60_000, () => {});
    await eventually(async () => (state.started === 1 ? true : undefined), "the first pass");
    const nudged = Date.now();
    loop.nudge();
    await eventually(async () => (state.started === 2 ? true : undefined), "the nudged pass", 1_000);
    expect(Date.now() - nudged).toBeLessThan(500);
  });

  it("reports a failing pass and keeps polling", async () => {
    const errors: unknown[] = [];
    let calls = 0;
    loop = startPolling(
      async () => {
        calls += 1;
        throw new Error(`pass ${calls} failed`);
      },
      20,
      (error) => errors.push(error),
    );
    await eventually(async () => (calls >= 3 ? true : undefined), "three passes", 2_000);
    expect((errors[0] as Error).message).toBe("pass 1 failed");
  });

  it("stops: waits for the pass in progress, but at most the grace period", async () => {
    const { state, pass } = slowPass(2_000);
    loop = startPolling(pass, 60_000, () => {});
    await eventually(async () => (state.started === 1 ? true : undefined), "the first pass");
    const stopping = Date.now();
    expect(await loop.stop(100)).toBe(false);
    expect(Date.now() - stopping).toBeLessThan(1_000);
    loop.nudge();
    await sleep(50);
    expect(state.started).toBe(1);

    const quick = slowPass(50);
    const other = startPolling(quick.pass, 60_000, () => {});
    await eventually(async () => (quick.state.started === 1 ? true : undefined), "the other loop's pass");
    expect(await other.stop(1_000)).toBe(true);
  });
});
