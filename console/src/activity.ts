// When the server last heard from this member: the moment of the latest successful answer
// of the staff API, in this tab or in any other tab of the console (they share one session
// cookie, so a call in one restarts the server's idle clock for all). Tabs tell each other
// over a BroadcastChannel; the moment is all they send. The idle warning counts from it.
// Typing alone reaches no server, so it restarts nothing: only a call does.

type Listener = (at: number) => void;

const CHANNEL = "staff-console-activity";
const listeners = new Set<Listener>();
let last = 0;
let channel: BroadcastChannel | null | undefined;

function tabs(): BroadcastChannel | null {
  if (channel === undefined) {
    channel = typeof BroadcastChannel === "function" ? new BroadcastChannel(CHANNEL) : null;
    channel?.addEventListener("message", (event: MessageEvent<unknown>) => {
      if (typeof event.data === "number") record(event.data);
    });
  }
  return channel;
}

function record(at: number): boolean {
  // Only ever later: a late message from another tab does not turn the clock back.
  if (!Number.isFinite(at) || at <= last) return false;
  last = at;
  for (const listener of [...listeners]) listener(at);
  return true;
}

/** A signed-in call was answered: the server's idle clock restarted (at most this late). */
export function noteActivity(at: number = Date.now()): void {
  if (record(at)) tabs()?.postMessage(at);
}

/** The latest answer's moment (epoch ms), 0 before any. */
export function lastActivity(): number {
  return last;
}

/** Calls `listener` with each later moment, from this tab or another; returns the unsubscribe. */
export function onActivity(listener: Listener): () => void {
  tabs();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** For the unit tests: forget the moment. */
export function resetActivity(): void {
  last = 0;
}
