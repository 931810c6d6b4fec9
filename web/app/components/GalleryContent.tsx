import type { GalleryEvent } from "../events/normalise-event";
import styles from "./GalleryContent.module.css";
import { EventCard, EventCardPlaceholder } from "./EventCard";
import { Paginator } from "./Paginator";
import { clampPage, pageSlice, type PageState } from "./pagination";

/** Spec: 4 cards a page; the paginator's default is its first page-size option. */
export const PAGE_SIZE_OPTIONS = [4, 8, 12] as const;
export const FIRST_PAGE: PageState = { pageIndex: 0, pageSize: PAGE_SIZE_OPTIONS[0] };

export type EventsLoad =
  { status: "loading" } | { status: "loaded"; events: GalleryEvent[] } | { status: "failed" };

interface Props {
  load: EventsLoad;
  pageState: PageState;
  onPageChange: (state: PageState) => void;
  onOpenImage: (event: GalleryEvent) => void;
}

/** The gallery's cards and paginator, from the events as loaded. */
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
    </div>
  );
}
