// The answer of GET /Bweb/api/events, as the server builds it. The shared zod schema is
// GalleryEventsResponseSchema in @site/contracts; the server's tests validate every
// answer with it and check at compile time that these types fit it.

export interface ApiEventImage {
  url: string;
  width: number;
  height: number;
  type: "image/avif" | "image/webp";
}

export interface ApiEvent {
  id: number;
  title: string;
  description?: string;
  date: string;
  imageurl: string;
  width: number;
  height: number;
  images: ApiEventImage[];
}
