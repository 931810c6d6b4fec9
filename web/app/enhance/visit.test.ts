import { PAGE_VIEW_PATH, VISIT_STORAGE_KEY } from "@site/contracts/privacy";
import { describe, expect, it } from "vitest";
import { keepVisit } from "./visit";

interface TabStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  kept(): unknown;
}

/** One tab's sessionStorage, shared by the pages opened in it. */
const tabStorage = (): TabStorage => {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    kept: () => {
      const value = items.get(VISIT_STORAGE_KEY);
      return value === undefined ? undefined : (JSON.parse(value) as unknown);
    },
  };
};

/** A page at `url` opened from `referrer` in the tab of `storage`: what keepVisit reads of a document. */
function openPage(url: string, referrer: string, storage: TabStorage = tabStorage(), prerendering = false) {
  const beacons: string[] = [];
  const target = new EventTarget();
  const doc = Object.assign(target, {
    referrer,
    prerendering,
    defaultView: {
      location: new URL(url),
      sessionStorage: storage,
      navigator: { sendBeacon: (to: string) => beacons.push(to) > 0 },
    },
  });
  keepVisit(doc as unknown as Document);
  return { storage, beacons, open: () => target.dispatchEvent(new Event("prerenderingchange")) };
}

describe("keeping how a visit began (enhance/visit.ts)", () => {
  it("keeps a visit's first page, source and campaign, and no later page changes them", () => {
    const { storage } = openPage("https://www.example.com/home?utm_campaign=Spring", "");
    expect(storage.kept()).toEqual({ page: "/home", source: "direct", campaign: "spring" });
    openPage("https://www.example.com/contact", "https://www.example.com/home", storage);
    // Back from another site in the same tab: still the visit the tab began with.
    openPage("https://www.example.com/about?utm_source=newsletter", "https://www.google.com/", storage);
    expect(storage.kept()).toEqual({ page: "/home", source: "direct", campaign: "spring" });
  });

  it("names the referring site, or utm_source before it", () => {
    expect(openPage("https://www.example.com/FIS", "https://www.google.com/").storage.kept()).toEqual({
      page: "/FIS",
      source: "www.google.com",
    });
    expect(
      openPage("https://www.example.com/FIS?utm_source=LinkedIn", "https://www.google.com/").storage.kept(),
    ).toEqual({ page: "/FIS", source: "linkedin" });
  });

  it("keeps nothing for a page reached from the site itself (a new tab of the site)", () => {
    expect(openPage("https://www.example.com/contact", "https://www.example.com/home").storage.kept()).toBe(
      undefined,
    );
  });

  it("works on without storage: the forms then say nothing of the visit", () => {
    const broken = {
      getItem: () => {
        throw new Error("SecurityError");
      },
      setItem: () => {},
      kept: () => undefined,
    };
    expect(() => openPage("https://www.example.com/home", "", broken)).not.toThrow();
  });

  it("waits for a prerendered page to be opened, then keeps the visit and reports the view once", () => {
    const page = openPage(
      "https://www.example.com/FIS?utm_campaign=spring",
      "https://www.bing.com/",
      tabStorage(),
      true,
    );
    expect(page.storage.kept()).toBeUndefined();
    expect(page.beacons).toEqual([]);
    page.open();
    page.open();
    expect(page.storage.kept()).toEqual({ page: "/FIS", source: "www.bing.com", campaign: "spring" });
    expect(page.beacons).toHaveLength(1);
    const beacon = new URL(page.beacons[0]!, "https://www.example.com");
    expect(beacon.pathname).toBe(PAGE_VIEW_PATH);
    expect(Object.fromEntries(beacon.searchParams)).toEqual({
      path: "/FIS?utm_campaign=spring",
      referrer: "https://www.bing.com/",
    });
  });
});
