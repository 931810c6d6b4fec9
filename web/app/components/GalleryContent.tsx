import { EMBEDDED_EVENTS_ID } from "../events/embedded-events";
import type { GalleryEvent } from "../events/normalise-event";
import styles from "./GalleryContent.module.css";
import { EventCard, EventCardPlaceholder } from "./EventCard";
import { Paginator } from "./Paginator";
import { clampPage, pageSlice, type PageState } from "./pagination";

/** Spec: 4 cards a page; the paginator's default is its first page-size option. */
export const PAGE_SIZE_OPTIONS = [4, 8, 12] as const;
export const FIRST_PAGE: PageState = { pageIndex: 0, pageSize: PAGE_SIZE_OPTIONS[0] };

export type EventsLoad =
  | { status: "loading" }
  /** `embedded`: the data block's text, when the events came with the page (embedded-events.ts). */
  | { status: "loaded"; events: GalleryEvent[]; embedded?: string }
  | { status: "failed" };

interface Props {
  load: EventsLoad;
  pageState: PageState;
  onPageChange: (state: PageState) => void;
  onOpenImage: (event: GalleryEvent) => void;
}

/**
 * The gallery's cards and paginator, from the events as loaded. The server renders this
 * part alone into /gallery's HTML (events/render-events-content.tsx), so it depends on its
 * props only: no context, and no useId (its ids would differ from the whole page's).
 */
export function GalleryContent({ load, pageState, onPageChange, onOpenImage }: Props) {
  const events = load.status === "loaded" ? load.events : [];
  const state = clampPage(pageState, events.length);
  return (
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
                onOpenImage={onOpenImage}
              />
            ))}
      </div>
      {load.status !== "failed" ? (
        <Paginator
          label="Gallery pages"
          sizeSelectId="gallery-page-size"
          length={events.length}
          state={state}
          pageSizeOptions={PAGE_SIZE_OPTIONS}
          onChange={onPageChange}
        />
      ) : null}
      {load.status === "loaded" && load.embedded !== undefined ? (
        // Rendered back as the server wrote it, so hydration finds the same element.
        <script
          type="application/json"
          id={EMBEDDED_EVENTS_ID}
          dangerouslySetInnerHTML={{ __html: load.embedded }}
        />
      ) : null}
    </div>
  );
}
