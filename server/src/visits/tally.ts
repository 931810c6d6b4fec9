// The counts of one process since its last flush, in memory: a page request adds to a map
// and never waits for the database (visits/plugin.ts writes them out in batches).
//
// Pages are few (the site's own), but sources and campaigns come from addresses anyone
// can write: a day's distinct sources and campaigns are capped per process, and any past
// the cap are counted together as OTHER_SOURCE, so a flood of made-up campaigns costs a
// bounded amount of memory and rows.

import { type VisitStart } from "@site/contracts";

/** Where visits go whose source or campaign came after the day's cap of distinct ones. */
export const OTHER_SOURCE = "other";
/** Distinct source and campaign pairs one process keeps apart per day. */
export const SOURCES_PER_DAY_MAX = 1000;

export interface PageCount {
  day: string;
  path: string;
  views: number;
  visits: number;
}

export interface SourceCount {
  day: string;
  source: string;
  /** "" for none. */
  campaign: string;
  visits: number;
}

/** What a flush writes: every count added since the last. */
export interface TallyBatch {
  pages: PageCount[];
  sources: SourceCount[];
}

// "\n" cannot be in a path (the server serves none with it) or a kept label (visitLabel
// removes controls): the keys' parts cannot run into each other.
const key = (...parts: string[]) => parts.join("\n");

export class VisitTally {
  #pages = new Map<string, PageCount>();
  #sources = new Map<string, SourceCount>();
  #sourcesSeen = { day: "", keys: new Set<string>() };

  /** A view of the page `path` on `day`; `start`: the visit began with it, from there. */
  count(day: string, path: string, start: VisitStart | undefined): void {
    const pageKey = key(day, path);
    const page = this.#pages.get(pageKey) ?? { day, path, views: 0, visits: 0 };
    page.views += 1;
    if (start !== undefined) page.visits += 1;
    this.#pages.set(pageKey, page);
    if (start === undefined) return;

    if (this.#sourcesSeen.day !== day) this.#sourcesSeen = { day, keys: new Set() };
    const seen = this.#sourcesSeen.keys;
    let source = start.source;
    let campaign = start.campaign ?? "";
    let sourceKey = key(day, source, campaign);
    if (!seen.has(sourceKey)) {
      if (seen.size < SOURCES_PER_DAY_MAX) seen.add(sourceKey);
      else {
        source = OTHER_SOURCE;
        campaign = "";
        sourceKey = key(day, source, campaign);
      }
    }
    const counted = this.#sources.get(sourceKey) ?? { day, source, campaign, visits: 0 };
    counted.visits += 1;
    this.#sources.set(sourceKey, counted);
  }

  /** Whether nothing was counted since the last take. */
  get empty(): boolean {
    return this.#pages.size === 0 && this.#sources.size === 0;
  }

  /** Every count since the last take, leaving none. */
  take(): TallyBatch {
    const batch = { pages: [...this.#pages.values()], sources: [...this.#sources.values()] };
    this.#pages = new Map();
    this.#sources = new Map();
    return batch;
  }

  /** Puts back a batch that could not be written, so the next flush writes it. */
  restore(batch: TallyBatch): void {
    for (const page of batch.pages) {
      const pageKey = key(page.day, page.path);
      const kept = this.#pages.get(pageKey);
      if (kept === undefined) this.#pages.set(pageKey, page);
      else {
        kept.views += page.views;
        kept.visits += page.visits;
      }
    }
    for (const source of batch.sources) {
      const sourceKey = key(source.day, source.source, source.campaign);
      const kept = this.#sources.get(sourceKey);
      if (kept === undefined) this.#sources.set(sourceKey, source);
      else kept.visits += source.visits;
    }
  }
}
