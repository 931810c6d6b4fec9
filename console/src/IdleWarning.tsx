// The warning before the idle sign-out. The server ends a session STAFF_SESSION_IDLE_MS
// after the last request it answered; the console knows when that was (activity.ts: the
// latest answer of any of its tabs) but not the server's clock, which may have restarted up
// to STAFF_SESSION_TOUCH_MS earlier. So the warning comes IDLE_WARNING_MS before the
// earliest moment the session may end, and names that moment; once the latest has passed,
// the session is surely over and the sign-in screen takes the screen's place, the forms'
// typed text kept (work-kept.ts). Typing alone reaches no server and restarts nothing:
// the warning says so. "Stay signed in" asks the server who is signed in, which restarts
// its clock, and the warning goes (in every tab, which learn of the call).
//
// A modal alert dialog, not a status line: it must be answered within minutes, so it takes
// focus (onto Stay signed in) and a screen reader announces it at once, and a keyboard user
// answers it with Enter where a status line would leave them to find the button. Escape
// stays signed in too: the choice that loses nothing.

import type { StaffMember } from "@site/contracts/staff";
import { STAFF_API, STAFF_SESSION_IDLE_MS, STAFF_SESSION_TOUCH_MS } from "@site/contracts/staff";
import { useEffect, useId, useRef, useState } from "react";
import { lastActivity, onActivity } from "./activity";
import { ApiError, errorMessages, get } from "./api";
import { useAction } from "./hooks";
import { useSession } from "./session";
import { Button } from "./ui/Button";
import { Dialog } from "./ui/Dialog";
import { ErrorSummary } from "./ui/Messages";

/** How long before the session may end the warning comes. */
export const IDLE_WARNING_MS = 3 * 60_000;

/** The session's idle end after an answer at `at`: the earliest it may come, and when it has surely come. */
export function idleEnd(at: number): { earliest: number; latest: number } {
  return {
    earliest: at + STAFF_SESSION_IDLE_MS - STAFF_SESSION_TOUCH_MS,
    latest: at + STAFF_SESSION_IDLE_MS,
  };
}

const clock = new Intl.DateTimeFormat("en-GB", { timeStyle: "short" });

type Phase = "quiet" | "warning" | "over";

function phaseAt(now: number, last: number): Phase {
  const { earliest, latest } = idleEnd(last);
  if (now >= latest) return "over";
  return now >= earliest - IDLE_WARNING_MS ? "warning" : "quiet";
}

/** The next moment the phase changes after `now`. */
function nextChange(now: number, last: number): number {
  const { earliest, latest } = idleEnd(last);
  const warnAt = earliest - IDLE_WARNING_MS;
  return now < warnAt ? warnAt : latest;
}

export function IdleWarning({ onSignOut }: { onSignOut: () => Promise<void> }) {
  const { ended } = useSession();
  // The moment counted from; before any answer is known, from when the screen appeared.
  const [last, setLast] = useState(() => lastActivity() || Date.now());
  const [now, setNow] = useState(() => Date.now());
  const [busy, run] = useAction();
  const [problems, setProblems] = useState<string[]>([]);
  const stayRef = useRef<HTMLButtonElement>(null);
  const descriptionId = useId();
  const phase = phaseAt(now, last);

  useEffect(() => onActivity(setLast), []);

  useEffect(() => {
    if (phase === "over") {
      ended();
      return;
    }
    // One timer to the next change; a tab in the background or a sleeping computer runs it
    // late, so the phase is worked out from the clock again when it fires or the tab shows.
    const recheck = () => setNow(Date.now());
    const timer = setTimeout(recheck, Math.max(0, nextChange(Date.now(), last) - Date.now()));
    document.addEventListener("visibilitychange", recheck);
    return () => {
      clearTimeout(timer);
      document.removeEventListener("visibilitychange", recheck);
    };
  }, [phase, last, ended]);

  const stay = () =>
    run(async () => {
      setProblems([]);
      try {
        // Any signed-in answer restarts the server's clock; a 401 ends the session here (api.ts).
        await get<StaffMember>(STAFF_API.session);
      } catch (error) {
        if (!(error instanceof ApiError && error.status === 401)) setProblems(errorMessages(error));
      }
    });

  const signOut = () =>
    run(async () => {
      setProblems([]);
      try {
        await onSignOut();
      } catch (error) {
        setProblems(errorMessages(error));
      }
    });

  const { earliest } = idleEnd(last);
  return (
    <Dialog
      open={phase === "warning"}
      title="You are about to be signed out"
      alert={{ describedBy: descriptionId }}
      busy={busy}
      initialFocus={stayRef}
      onEscape={() => void stay()}
      // Closed by the browser itself (a second Escape) while still due: staying is what it
      // means. Worked out from the clock, since the answer that hid it may be just in.
      onClose={() => {
        if (phaseAt(Date.now(), lastActivity()) === "warning") void stay();
      }}
    >
      <div id={descriptionId}>
        <p>
          The server has not heard from this console since{" "}
          <time dateTime={new Date(last).toISOString()}>{clock.format(last)}</time>. Unless it does, your
          session ends at about{" "}
          <time dateTime={new Date(earliest).toISOString()}>{clock.format(earliest)}</time> for security, and
          you will need to sign in again. Typing alone does not count: only saving or opening something does.
        </p>
        <p>
          If it ends, what you have typed is kept in this browser and comes back when you sign in again.
          Signing out forgets it.
        </p>
      </div>
      <ErrorSummary title="Could not reach the server" messages={problems} />
      <div className="actions">
        <Button ref={stayRef} busy={busy} onClick={stay}>
          Stay signed in
        </Button>
        <Button variant="secondary" onClick={signOut}>
          Sign out
        </Button>
      </div>
    </Dialog>
  );
}
