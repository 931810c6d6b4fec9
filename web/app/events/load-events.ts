import { EVENTS_PATH } from "@site/contracts/events";
import { API_BASE, apiUrl } from "../api";
import { normaliseEvent, type GalleryEvent, type GalleryImage, type RawEvent } from "./normalise-event";

/** GET {api}/Bweb/api/events, normalised. Throws on a network error or a non-2xx answer. */
export async function loadEvents(signal?: AbortSignal): Promise<GalleryEvent[]> {
  const response = await fetch(apiUrl(EVENTS_PATH), { headers: { Accept: "application/json" }, signal });
  if (!response.ok) throw new Error(`GET ${EVENTS_PATH} answered ${response.status}`);
  return eventsFromBody(await response.json());
}

/** The events of an answer of GET {api}/Bweb/api/events, normalised. Throws when it is not a list. */
export function eventsFromBody(body: unknown): GalleryEvent[] {
  if (!Array.isArray(body)) throw new Error(`GET ${EVENTS_PATH} did not answer a list`);
  return body.map((raw: RawEvent, index) => withApiOrigin(normaliseEvent(raw, index)));
}

/** Image paths the API gives are root-relative to the API: resolve them when it lives elsewhere. */
function withApiOrigin(event: GalleryEvent): GalleryEvent {
  if (API_BASE === "") return event;
  const resolve = (url: string) => (url.startsWith("/") && !url.startsWith("//") ? apiUrl(url) : url);
  const resolved = (image: GalleryImage): GalleryImage => ({
    ...image,
    src: resolve(image.src),
    ...(image.srcSet
      ? {
          srcSet: image.srcSet
            .split(", ")
            .map((entry) => resolve(entry))
            .join(", "),
        }
      : {}),
  });
  return {
    ...event,
    image: resolved(event.image),
    ...(event.pictures ? { pictures: event.pictures.map(resolved) } : {}),
  };
}
