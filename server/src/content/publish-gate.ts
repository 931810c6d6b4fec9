// The pages and PDFs a publish must render before it is committed (content/store.ts's
// PublishGate), by the site's live pages: one that cannot be rendered with the change stops
// it, and says which and why; once committed, everything it changed switches at once.

import { PagesNotRendered, type LivePages } from "../site/live-pages.js";
import { snapshotOf } from "./published.js";
import { ContentRefusal, type PublishGate } from "./store.js";

// A renderer's error may be long (a component stack): staff need its first line or so.
const REASON_MAX_LENGTH = 300;

export function pagesGate(livePages: LivePages | undefined): PublishGate | undefined {
  if (livePages === undefined) return undefined;
  return {
    async prepare(documents) {
      // Not a whole site yet (a database still being seeded): the pages stay as built.
      const content = snapshotOf(0, documents);
      if (content === undefined) return undefined;
      try {
        const prepared = await livePages.prepare(content);
        return {
          keep: (trx) => livePages.keep(prepared, trx),
          install: () => livePages.install(prepared),
        };
      } catch (error) {
        if (!(error instanceof PagesNotRendered)) throw error;
        throw new ContentRefusal(
          400,
          error.failures.map(({ path, reason }) => ({
            path: "",
            message: `${path} cannot be made with this change, so nothing was published: ${reason.slice(0, REASON_MAX_LENGTH)}`,
          })),
        );
      }
    },
  };
}
