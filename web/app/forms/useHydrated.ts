import { useEffect, useState } from "react";

/**
 * False in the prerendered HTML and the first (hydrating) render, true after. The forms
 * keep the browser's own validation until then, so they work without JavaScript, and
 * switch to their own messages once the app runs.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
