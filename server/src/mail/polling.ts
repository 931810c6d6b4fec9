// Runs a pass now and then: every `intervalMs`, and at once when nudged. One pass at a
// time; nudges during a pass are coalesced into exactly one more pass after it, so a
// burst of form posts costs two passes, not one per post.

export interface PollingLoop {
  /** Runs a pass soon (now if idle, else right after the current one). */
  nudge(): void;
  /**
   * No more passes. Resolves when the current pass ends, or after `graceMs` if it is
   * still running then (with `false`), so a shutdown is never held up for long.
   */
  stop(graceMs: number): Promise<boolean>;
  /** The current pass, if any; resolves when it ends. */
  readonly idle: Promise<void>;
}

export function startPolling(
  pass: () => Promise<unknown>,
  intervalMs: number,
  onError: (error: unknown) => void,
): PollingLoop {
  let stopped = false;
  let again = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;

  const schedule = () => {
    clearTimeout(timer);
    if (stopped) return;
    timer = setTimeout(run, intervalMs);
    // The server's listening socket keeps the process alive, not this timer.
    timer.unref();
  };

  function run() {
    clearTimeout(timer);
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      do {
        again = false;
        try {
          await pass();
        } catch (error) {
          try {
            onError(error);
          } catch {
            // A failing logger must not stop the loop.
          }
        }
      } while (again && !stopped);
    })().finally(() => {
      running = undefined;
      schedule();
    });
  }

  // Start with a pass: rows left from before a restart are delivered without waiting.
  setImmediate(run);

  return {
    nudge: run,
    async stop(graceMs) {
      stopped = true;
      clearTimeout(timer);
      if (!running) return true;
      let timeout: NodeJS.Timeout | undefined;
      const expired = new Promise<false>((resolve) => {
        timeout = setTimeout(() => resolve(false), graceMs);
      });
      const ended = await Promise.race([running.then(() => true as const), expired]);
      clearTimeout(timeout);
      return ended;
    },
    get idle() {
      return running ?? Promise.resolve();
    },
  };
}
