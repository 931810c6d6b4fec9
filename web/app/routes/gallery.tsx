import { useEffect, useState } from "react";
import type { Route } from "./+types/gallery";
import { EventCard, EventCardPlaceholder } from "../components/EventCard";
import { ImageDialog } from "../components/ImageDialog";
import { PageHeader } from "../components/PageHeader";
import { Paginator } from "../components/Paginator";
import { clampPage, pageSlice, type PageState } from "../components/pagination";
import { EVENTS_PATH } from "@site/contracts/events";
import { apiUrl } from "../api";
import { loadEvents } from "../events/load-events";
import type { GalleryEvent } from "../events/normalise-event";
import { usePage } from "../use-page";
import { routeMeta } from "../seo";
import styles from "./gallery.module.css";

export const meta: Route.MetaFunction = (args) => routeMeta(args);

// The cards come from the events API, which the page used to ask for only once its
// script had run: fetched with the HTML instead, the answer is there when the script asks
// (issue 14, item 1a). `crossOrigin` makes the preload the request loadEvents' fetch()
// makes (CORS mode, same-origin credentials), so the browser uses it instead of asking twice.
export const links: Route.LinksFunction = () => [
  { rel: "preload", href: apiUrl(EVENTS_PATH), as: "fetch", crossOrigin: "anonymous" },
];

/** Spec: 4 cards a page; the paginator's default is its first page-size option. */
export const PAGE_SIZE_OPTIONS = [4, 8, 12] as const;

type Load = { status: "loading" } | { status: "loaded"; events: GalleryEvent[] } | { status: "failed" };

export default function Gallery() {
  const page = usePage();
  const [load, setLoad] = useState<Load>({ status: "loading" });
  const [pageState, setPageState] = useState<PageState>({ pageIndex: 0, pageSize: PAGE_SIZE_OPTIONS[0] });
  const [enlarged, setEnlarged] = useState<GalleryEvent | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    loadEvents(controller.signal).then(
      (events) => setLoad({ status: "loaded", events }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        // Spec: a load failure is logged; the gallery stays empty.
        console.error("Could not load the gallery events", error);
        setLoad({ status: "failed" });
      },
    );
    return () => controller.abort();
  }, []);

  const events = load.status === "loaded" ? load.events : [];
  const state = clampPage(pageState, events.length);

  return (
    <>
      <PageHeader heading={page.heading} intro={page.description} />
      <div className="container" aria-busy={load.status === "loading"}>
        {load.status === "failed" ? (
          <p className={styles.message} role="status">
            The gallery could not be loaded just now. Please try again later.
          </p>
        ) : null}
        {load.status === "loaded" && events.length === 0 ? (
          <p className={styles.message} role="status">
            No events have been published yet.
          </p>
        ) : null}
        <div className={styles.grid}>
          {load.status === "loading"
            ? Array.from({ length: state.pageSize }, (_, i) => <EventCardPlaceholder key={i} />)
            : pageSlice(events, state).map((event, i) => (
                <EventCard
                  key={event.id}
                  event={event}
                  index={state.pageIndex * state.pageSize + i}
                  onOpenImage={setEnlarged}
                />
              ))}
        </div>
        {load.status !== "failed" ? (
          <Paginator
            label="Gallery pages"
            length={events.length}
            state={state}
            pageSizeOptions={PAGE_SIZE_OPTIONS}
            onChange={setPageState}
          />
        ) : null}
      </div>
      <ImageDialog event={enlarged} onClose={() => setEnlarged(null)} />
    </>
  );
}
