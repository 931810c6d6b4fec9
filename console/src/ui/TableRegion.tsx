// A wide table's frame: a labelled region in the tab order that scrolls sideways on a
// phone, so the table never makes the page itself overflow and keyboard users can
// scroll it with the arrow keys.

import type { ReactNode } from "react";

export function TableRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div role="region" aria-label={label} tabIndex={0} className="table-region">
      {children}
    </div>
  );
}
