// Leaving a screen while one of its forms holds unsaved work (work-kept.ts) asks first: a
// link or Back, with the router's blocker and a confirmation (Cancel, to stay, has focus,
// so Enter alone loses nothing); closing or reloading the tab, with the browser's own
// question. One guard for the whole console, in the frame, since the router honours one
// blocker at a time.

import { useCallback, useEffect, useRef, type RefObject } from "react";
import { useBlocker, type Blocker, type BlockerFunction } from "react-router";
import { useUnsavedWork } from "../work-kept";
import { ConfirmDialog } from "./ConfirmDialog";

export const LEAVE_TITLE = "Leave without saving?";

/** The leave confirmation of a blocked navigation: Leave without saving, or stay. */
export function LeaveDialog({
  blocker,
  fallbackFocus,
}: {
  blocker: Blocker;
  fallbackFocus: RefObject<HTMLElement | null>;
}) {
  return (
    <ConfirmDialog
      open={blocker.state === "blocked"}
      title={LEAVE_TITLE}
      action="Leave without saving"
      failure="Could not leave"
      onConfirm={async () => blocker.proceed?.()}
      // Stay: the button, Escape, or the dialog closing as the page is left.
      onClose={() => blocker.reset?.()}
      fallbackFocus={fallbackFocus}
    >
      <p>Your changes on this page are not saved. If you leave now, they are lost.</p>
    </ConfirmDialog>
  );
}

/** Asks before a link or Back leaves a screen with unsaved work, and lets the browser ask before the tab closes. */
export function LeaveGuard() {
  const dirty = useUnsavedWork();
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
    [dirty],
  );
  const blocker = useBlocker(shouldBlock);
  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", ask);
    return () => window.removeEventListener("beforeunload", ask);
  }, [dirty]);
  const main = useRef<HTMLElement | null>(null);
  useEffect(() => {
    main.current = document.getElementById("main");
  }, []);
  return <LeaveDialog blocker={blocker} fallbackFocus={main} />;
}
