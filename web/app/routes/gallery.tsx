import { useEffect, useState } from "react";
import type { Route } from "./+types/gallery";
import { FIRST_PAGE, GalleryContent, type EventsLoad } from "../components/GalleryContent";
import { ImageDialog } from "../components/ImageDialog";
import { PageHeader } from "../components/PageHeader";
import type { PageState } from "../components/pagination";
import { eventsFromBody, loadEvents } from "../events/load-events";
import type { GalleryEvent } from "../events/normalise-event";
import { pageDataContext } from "../site-data";
import { usePage } from "../use-page";
import { routeMeta } from "../seo";

export const meta: Route.MetaFunction = (args) => routeMeta(args);

// The server renders this page from its events list whenever the list changes, so the
// first cards and their pictures come with the HTML. The build knows no events
// (`eventsJson` null): a page rendered then loads them in the browser.
export function loader({ context }: Route.LoaderArgs) {
  const { eventsJson } = context.get(pageDataContext);
  return { events: eventsJson === null ? null : eventsFromBody(JSON.parse(eventsJson)) };
}

export default function Gallery({ loaderData }: Route.ComponentProps) {
  const page = usePage();
  const rendered = loaderData.events;
  const [load, setLoad] = useState<EventsLoad>(
    rendered ? { status: "loaded", events: rendered } : { status: "loading" },
  );
  const [pageState, setPageState] = useState<PageState>(FIRST_PAGE);
  const [enlarged, setEnlarged] = useState<GalleryEvent | null>(null);

  useEffect(() => {
    if (rendered) return;
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
  }, [rendered]);

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
