import { useEffect, useState } from "react";
import type { Route } from "./+types/gallery";
import { FIRST_PAGE, GalleryContent, type EventsLoad } from "../components/GalleryContent";
import { ImageDialog } from "../components/ImageDialog";
import { PageHeader } from "../components/PageHeader";
import type { PageState } from "../components/pagination";
import { readEmbeddedEvents } from "../events/embedded-events";
import { loadEvents } from "../events/load-events";
import type { GalleryEvent } from "../events/normalise-event";
import { usePage } from "../use-page";
import { routeMeta } from "../seo";

export const meta: Route.MetaFunction = (args) => routeMeta(args);

export default function Gallery() {
  const page = usePage();
  // Served by our server, the page comes with its first cards and the events they show
  // (events/embedded-events.ts): the first render is theirs, and nothing is fetched.
  const [embedded] = useState(readEmbeddedEvents);
  const [load, setLoad] = useState<EventsLoad>(
    embedded ? { status: "loaded", events: embedded.events, embedded: embedded.json } : { status: "loading" },
  );
  const [pageState, setPageState] = useState<PageState>(FIRST_PAGE);
  const [enlarged, setEnlarged] = useState<GalleryEvent | null>(null);

  useEffect(() => {
    if (embedded) return;
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
  }, [embedded]);

  return (
    <>
      <PageHeader heading={page.heading} intro={page.description} />
      <GalleryContent
        load={load}
        pageState={pageState}
        onPageChange={setPageState}
        onOpenImage={setEnlarged}
      />
      <ImageDialog event={enlarged} onClose={() => setEnlarged(null)} />
    </>
  );
}
