/**
 * Resolves once the browser has painted what React just committed. An alert blocks the
 * page, painting included: awaiting this first shows the form as it now is (its messages,
 * its enabled button) behind the alert, not as it was.
 */
export function afterPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}
