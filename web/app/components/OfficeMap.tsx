import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import type { GeoCoordinates } from "../content/site";
import styles from "./OfficeMap.module.css";

export const OPEN_STREET_MAP_ORIGIN = "https://www.openstreetmap.org";

/** Width over height of the map box: the drawn preview and the embedded map share it, so nothing moves. */
export const MAP_ASPECT_RATIO = 8 / 5;

/** Half the height of the area shown, in degrees of latitude: about 650 m each way, the streets around the office. */
const HALF_SPAN_LATITUDE = 0.006;

/** Ids the heading and the button refer to; one map per page. */
export const MAP_HEADING_ID = "contact-map";
export const MAP_BOX_ID = "office-map";

/** Key in sessionStorage: the visitor asked for the map just before the page reloaded (see `show`). */
const PENDING_KEY = "office-map:show";

const round = (degrees: number) => Math.round(degrees * 1e5) / 1e5;

/**
 * The area the embedded map shows, [west, south, east, north]: centred on `geo`, as wide
 * (in metres on the ground) as the box is, so OpenStreetMap fills the box at its zoom.
 */
export function mapBoundingBox(geo: GeoCoordinates): [number, number, number, number] {
  const halfSpanLongitude =
    (HALF_SPAN_LATITUDE * MAP_ASPECT_RATIO) / Math.cos((geo.latitude * Math.PI) / 180);
  return [
    round(geo.longitude - halfSpanLongitude),
    round(geo.latitude - HALF_SPAN_LATITUDE),
    round(geo.longitude + halfSpanLongitude),
    round(geo.latitude + HALF_SPAN_LATITUDE),
  ];
}

/** OpenStreetMap's embeddable view of the area around `geo`, with a marker on it. */
export function openStreetMapEmbedUrl(geo: GeoCoordinates): string {
  const query = new URLSearchParams({
    bbox: mapBoundingBox(geo).join(","),
    layer: "mapnik",
    marker: `${geo.latitude},${geo.longitude}`,
  });
  return `${OPEN_STREET_MAP_ORIGIN}/export/embed.html?${query.toString()}`;
}

/** OpenStreetMap's own page with a marker on `geo`: the link that opens it in a new tab. */
export function openStreetMapPageUrl(geo: GeoCoordinates, zoom = 17): string {
  const { latitude, longitude } = geo;
  return `${OPEN_STREET_MAP_ORIGIN}/?mlat=${latitude}&mlon=${longitude}#map=${zoom}/${latitude}/${longitude}`;
}

/**
 * Whether this document was loaded from the server for the page now shown. The server
 * lets only the contact page's document frame OpenStreetMap (its Content-Security-Policy);
 * after a client-side navigation from another page, the document still has that page's
 * policy, which would block the frame. Without Navigation Timing the answer is yes: the
 * frame is tried, and the new-tab link stays beside it.
 */
function documentLoadedFor(pathname: string): boolean {
  const entry =
    typeof performance.getEntriesByType === "function"
      ? performance.getEntriesByType("navigation")[0]
      : undefined;
  if (entry === undefined) return true;
  try {
    return new URL(entry.name).pathname === pathname;
  } catch {
    return true;
  }
}

function takePendingReveal(): boolean {
  try {
    const pending = sessionStorage.getItem(PENDING_KEY) !== null;
    sessionStorage.removeItem(PENDING_KEY);
    return pending;
  } catch {
    return false;
  }
}

function rememberPendingReveal(): void {
  try {
    sessionStorage.setItem(PENDING_KEY, "1");
  } catch {
    // Storage refused (a privacy mode): after the reload the visitor presses the button again.
  }
}

// Whether the page has hydrated: the prerendered HTML (no JavaScript yet, or none at all)
// keeps the plain link to OpenStreetMap, and hydration swaps in the button.
const subscribe = () => () => undefined;
const inBrowser = () => true;
const prerendered = () => false;

interface Props {
  /** Names the embedded map for assistive technology (contactPage.map.title). */
  title: string;
  /** The office's address on one line, shown beside the map. */
  address: string;
  geo: GeoCoordinates;
  /** The text alternative of the drawn preview. */
  illustrationLabel: string;
  /** Classes of the section, from the page that places it. */
  className?: string;
}

/**
 * The office on a map. Until the visitor asks, the box holds a drawing and nothing is
 * loaded from OpenStreetMap; "Show the map" then puts OpenStreetMap's embedded map in the
 * same box (same size, so nothing moves), moves the focus onto it, and offers the map in
 * a new tab beside it. Without JavaScript, "Show the map" is a link to OpenStreetMap.
 */
export function OfficeMap({ title, address, geo, illustrationLabel, className }: Props) {
  const enhanced = useSyncExternalStore(subscribe, inBrowser, prerendered);
  const [shown, setShown] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  // The focus follows the visitor's request only; set just before the map appears.
  const focusOnShow = useRef(false);

  // A request made just before a reload (see `show`), read once the page has hydrated: the
  // prerendered HTML, which hydration must match, has the drawing.
  useEffect(() => {
    if (takePendingReveal()) {
      focusOnShow.current = true;
      // eslint-disable-next-line react-hooks/set-state-in-effect -- browser-only state read after hydration, once per mount (one extra render, then the map)
      setShown(true);
    }
  }, []);

  useEffect(() => {
    if (shown && focusOnShow.current) {
      focusOnShow.current = false;
      // The button that had the focus is gone: the map it asked for takes it.
      frame.current?.focus();
    }
  }, [shown]);

  const show = () => {
    if (!documentLoadedFor(window.location.pathname)) {
      // This document's policy is another page's: load this page's own, then show the map.
      rememberPendingReveal();
      window.location.reload();
      return;
    }
    focusOnShow.current = true;
    setShown(true);
  };

  const pageUrl = openStreetMapPageUrl(geo);
  return (
    <section className={[className, styles.map].filter(Boolean).join(" ")} aria-labelledby={MAP_HEADING_ID}>
      <div id={MAP_BOX_ID} className={styles.box}>
        {shown ? (
          <iframe
            ref={frame}
            src={openStreetMapEmbedUrl(geo)}
            title={title}
            className={styles.frame}
            referrerPolicy="no-referrer"
            sandbox="allow-scripts allow-same-origin"
          />
        ) : (
          <MapIllustration label={illustrationLabel} />
        )}
      </div>
      <div className={styles.text}>
        <h2 id={MAP_HEADING_ID}>Find Us on the Map</h2>
        <address className={styles.address}>{address}</address>
        {/* One text before and after: the column keeps its height, so the form below stays put. */}
        <p>
          The map comes from OpenStreetMap. Nothing is loaded from OpenStreetMap, and nobody else learns of
          your visit, until you choose to show it.
        </p>
        <p className={styles.actions}>
          {shown ? (
            <a href={pageUrl} target="_blank" rel="noopener noreferrer" className={styles.button}>
              <PinIcon />
              Open the map in a new tab
              <span className="visually-hidden"> (OpenStreetMap, opens in a new tab)</span>
            </a>
          ) : enhanced ? (
            <button
              type="button"
              className={styles.button}
              aria-expanded={false}
              aria-controls={MAP_BOX_ID}
              onClick={show}
            >
              <PinIcon />
              Show the map
            </button>
          ) : (
            <a href={pageUrl} target="_blank" rel="noopener noreferrer" className={styles.button}>
              <PinIcon />
              Show the map
              <span className="visually-hidden"> on OpenStreetMap (opens in a new tab)</span>
            </a>
          )}
        </p>
      </div>
    </section>
  );
}

function PinIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <circle cx="12" cy="9.5" r="2.5" fill="currentColor" />
    </svg>
  );
}

/** A drawn map (streets, a river, a park, the pin): a preview that loads nothing from elsewhere. */
function MapIllustration({ label }: { label: string }) {
  return (
    <svg
      className={styles.drawing}
      viewBox="0 0 640 400"
      width="640"
      height="400"
      role="img"
      aria-label={label}
      focusable="false"
    >
      <rect width="640" height="400" fill="#e8eef5" />
      <path
        d="M0 300 C120 260 200 340 330 300 S560 250 640 280 V330 C560 300 470 350 330 350 S120 310 0 350 Z"
        fill="#b9d3ec"
      />
      <rect x="430" y="40" width="150" height="110" rx="14" fill="#cfe5c8" />
      <rect x="60" y="70" width="110" height="80" rx="10" fill="#dde3ea" />
      <rect x="220" y="170" width="120" height="70" rx="10" fill="#dde3ea" />
      <g stroke="#ffffff" strokeLinecap="round" fill="none">
        <path d="M0 190 H640" strokeWidth="22" />
        <path d="M380 0 V400" strokeWidth="22" />
        <path d="M0 40 L300 260" strokeWidth="14" />
        <path d="M190 0 V180" strokeWidth="12" />
        <path d="M380 110 H640" strokeWidth="12" />
      </g>
      <g stroke="#f4c95d" strokeLinecap="round" fill="none">
        <path d="M0 190 H640" strokeWidth="6" />
        <path d="M380 0 V400" strokeWidth="6" />
      </g>
      <ellipse cx="380" cy="192" rx="22" ry="7" fill="#14213d" opacity="0.25" />
      <path
        d="M380 190 C380 190 340 150 340 122 a40 40 0 0 1 80 0 C420 150 380 190 380 190 Z"
        fill="#b91c1c"
      />
      <circle cx="380" cy="122" r="15" fill="#ffffff" />
    </svg>
  );
}
