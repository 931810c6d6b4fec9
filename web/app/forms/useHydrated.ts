import { useSyncExternalStore } from "react";

/**
 * False in the prerendered HTML and the first (hydrating) render, true after. The forms
 * keep the browser's own validation until then, so they work without JavaScript, and
 * switch to their own messages once the app runs. React renders the server snapshot while
 * hydrating and the client's right after, with no effect and no extra state.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}

/** Whether the app runs never changes once it does: nothing to subscribe to. */
function subscribeToNothing(): () => void {
  return () => {};
}
