import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { formatPostalAddress } from "@site/contracts/content-helpers";
import { site } from "../content/site";
import {
  MAP_ASPECT_RATIO,
  MAP_BOX_ID,
  mapBoundingBox,
  OfficeMap,
  openStreetMapEmbedUrl,
  openStreetMapPageUrl,
} from "./OfficeMap";

const props = {
  title: "Map showing our office",
  address: formatPostalAddress(site.address),
  geo: site.geo,
  illustrationLabel: "Illustration of a map. It is not a real map.",
};

/** The document's own navigation entry, as Navigation Timing gives it, for a path. */
function documentLoadedAt(pathname: string) {
  return vi
    .spyOn(performance, "getEntriesByType")
    .mockImplementation((type) =>
      type === "navigation" ? [{ name: `http://localhost${pathname}` } as PerformanceEntry] : [],
    );
}

// React's warnings (act, hydration, keys) fail the test. (happy-dom's own note that it
// loads no frame goes to its virtual console, printed beside the results, not here.)
let consoleErrors: string[];

beforeEach(() => {
  window.history.replaceState(null, "", "/contact");
  sessionStorage.clear();
  consoleErrors = [];
  vi.spyOn(console, "error").mockImplementation(
    (...args: unknown[]) => void consoleErrors.push(args.map(String).join(" ")),
  );
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  expect(consoleErrors).toEqual([]);
});

describe("OpenStreetMap addresses", () => {
  it("puts the office of the site configuration in Salem, Tamil Nadu", () => {
    expect(site.geo.latitude).toBeGreaterThan(11.55);
    expect(site.geo.latitude).toBeLessThan(11.75);
    expect(site.geo.longitude).toBeGreaterThan(78.05);
    expect(site.geo.longitude).toBeLessThan(78.25);
  });

  it("embeds a box around the office, as wide on the ground as the map box, with a marker on it", () => {
    const url = new URL(openStreetMapEmbedUrl(site.geo));
    expect(url.origin + url.pathname).toBe("https://www.openstreetmap.org/export/embed.html");
    expect(url.searchParams.get("layer")).toBe("mapnik");
    expect(url.searchParams.get("marker")).toBe(`${site.geo.latitude},${site.geo.longitude}`);

    const bbox = (url.searchParams.get("bbox") ?? "").split(",").map(Number);
    expect(bbox).toEqual(mapBoundingBox(site.geo));
    const [west, south, east, north] = mapBoundingBox(site.geo);
    expect(west).toBeLessThan(site.geo.longitude);
    expect(east).toBeGreaterThan(site.geo.longitude);
    expect(south).toBeLessThan(site.geo.latitude);
    expect(north).toBeGreaterThan(site.geo.latitude);
    expect((east + west) / 2).toBeCloseTo(site.geo.longitude, 4);
    expect((north + south) / 2).toBeCloseTo(site.geo.latitude, 4);
    // A degree of longitude is shorter than one of latitude by cos(latitude).
    const groundRatio = ((east - west) * Math.cos((site.geo.latitude * Math.PI) / 180)) / (north - south);
    expect(groundRatio).toBeCloseTo(MAP_ASPECT_RATIO, 2);
    // About a kilometre and a half across: the streets around the office, not the whole city.
    expect((north - south) * 111).toBeGreaterThan(0.5);
    expect((north - south) * 111).toBeLessThan(3);
  });

  it("opens OpenStreetMap's own page on the office", () => {
    expect(openStreetMapPageUrl(site.geo)).toBe(
      `https://www.openstreetmap.org/?mlat=${site.geo.latitude}&mlon=${site.geo.longitude}#map=17/${site.geo.latitude}/${site.geo.longitude}`,
    );
  });
});

describe("OfficeMap", () => {
  it("is a plain link to OpenStreetMap in the prerendered HTML, for visitors without JavaScript", () => {
    const html = renderToString(<OfficeMap {...props} />);
    const container = document.createElement("div");
    container.innerHTML = html;
    expect(container.querySelector("button")).toBeNull();
    expect(container.querySelector("iframe")).toBeNull();
    const link = container.querySelector("a");
    expect(link?.getAttribute("href")).toBe(openStreetMapPageUrl(site.geo));
    expect(link?.getAttribute("target")).toBe("_blank");
    expect(link?.getAttribute("rel")).toBe("noopener noreferrer");
    expect(link?.textContent).toBe("Show the map on OpenStreetMap (opens in a new tab)");
  });

  it("offers a button that controls the map box, and loads nothing from OpenStreetMap until it is pressed", () => {
    const { container } = render(<OfficeMap {...props} />);
    const button = screen.getByRole("button", { name: "Show the map" });
    expect(button.getAttribute("aria-expanded")).toBe("false");
    expect(button.getAttribute("aria-controls")).toBe(MAP_BOX_ID);
    expect(document.getElementById(MAP_BOX_ID)).not.toBeNull();
    expect(container.querySelector("iframe")).toBeNull();
    expect(container.innerHTML).not.toContain("openstreetmap");
    expect(screen.getByRole("img", { name: props.illustrationLabel })).toBeDefined();
  });

  it("embeds the map in the same box when pressed, moves the focus onto it, and links to it in a new tab", () => {
    documentLoadedAt("/contact");
    render(<OfficeMap {...props} />);
    const box = document.getElementById(MAP_BOX_ID);
    fireEvent.click(screen.getByRole("button", { name: "Show the map" }));

    const frame = box?.querySelector("iframe");
    expect(frame?.getAttribute("src")).toBe(openStreetMapEmbedUrl(site.geo));
    expect(frame?.getAttribute("title")).toBe(props.title);
    expect(frame?.getAttribute("referrerpolicy")).toBe("no-referrer");
    expect(frame?.getAttribute("sandbox")).toBe("allow-scripts allow-same-origin");
    expect(frame?.hasAttribute("loading")).toBe(false);
    expect(document.activeElement).toBe(frame);
    expect(screen.queryByRole("img", { name: props.illustrationLabel })).toBeNull();
    expect(screen.queryByRole("button")).toBeNull();

    const link = screen.getByRole("link", {
      name: "Open the map in a new tab (OpenStreetMap, opens in a new tab)",
    });
    expect(link.getAttribute("href")).toBe(openStreetMapPageUrl(site.geo));
    expect(link.getAttribute("target")).toBe("_blank");
    expect(link.getAttribute("rel")).toBe("noopener noreferrer");
  });

  it("reloads a document loaded for another page (whose policy blocks the frame), then shows the map", () => {
    documentLoadedAt("/home");
    const reload = vi.fn();
    const location = vi
      .spyOn(window, "location", "get")
      .mockReturnValue({ ...window.location, pathname: "/contact", reload } as Location);
    render(<OfficeMap {...props} />);
    fireEvent.click(screen.getByRole("button", { name: "Show the map" }));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(document.querySelector("iframe")).toBeNull();
    cleanup();
    location.mockRestore();

    // The reloaded page: the request is remembered for this one load only.
    documentLoadedAt("/contact");
    render(<OfficeMap {...props} />);
    const frame = document.querySelector("iframe");
    expect(frame?.getAttribute("src")).toBe(openStreetMapEmbedUrl(site.geo));
    expect(document.activeElement).toBe(frame);
    cleanup();
    render(<OfficeMap {...props} />);
    expect(document.querySelector("iframe")).toBeNull();
  });

  it("does not reload a document loaded for this page", async () => {
    documentLoadedAt("/contact");
    const reload = vi.fn();
    vi.spyOn(window, "location", "get").mockReturnValue({
      ...window.location,
      pathname: "/contact",
      reload,
    } as Location);
    render(<OfficeMap {...props} />);
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Show the map" }));
    });
    expect(reload).not.toHaveBeenCalled();
    expect(document.querySelector("iframe")).not.toBeNull();
  });
});
