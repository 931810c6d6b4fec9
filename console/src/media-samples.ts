// For the unit tests only: a small media library as the server answers it (STAFF_API.media),
// newest first: a PDF two pages use, a video with a poster that a draft uses, and a
// picture no page uses. Nothing here ships: only *.test.ts(x) files import it.

import type { MediaItem } from "@site/contracts/staff";

export const LIBRARY_PICTURE = {
  name: `upload-${"ab".repeat(16)}`,
  width: 1600,
  height: 900,
  widths: [480, 960, 1600],
};
export const VIDEO_POSTER = {
  name: `upload-${"cd".repeat(16)}`,
  width: 1280,
  height: 720,
  widths: [480, 960, 1280],
};

export const BROCHURE: MediaItem = {
  id: "m3",
  kind: "document",
  title: "Core banking brochure",
  url: `/media/file-${"1".repeat(32)}.pdf`,
  picture: null,
  poster: null,
  contentType: "application/pdf",
  bytes: 2_516_582,
  fileName: "core-banking.pdf",
  uploadedAt: "2025-08-02T09:00:00Z",
  uploadedBy: "Ravi Kumar",
  replacedAt: "2025-08-03T10:30:00Z",
  usedBy: [
    {
      type: "site",
      id: "brochures",
      label: "Brochures",
      published: true,
      draft: true,
      fields: ["brochures[2].pdf"],
    },
    {
      type: "solution",
      id: "core-banking",
      label: "Core banking",
      published: false,
      draft: true,
      fields: ["pdf"],
    },
  ],
};

export const DEMO_VIDEO: MediaItem = {
  id: "m2",
  kind: "video",
  title: "Payments demo",
  url: `/media/file-${"2".repeat(32)}.mp4`,
  picture: null,
  poster: VIDEO_POSTER,
  contentType: "video/mp4",
  bytes: 48_234_496,
  fileName: "payments-demo.mp4",
  uploadedAt: "2025-07-20T15:00:00Z",
  uploadedBy: "Priya N",
  replacedAt: null,
  usedBy: [
    {
      type: "demo",
      id: "payments",
      label: "Payments demo",
      published: false,
      draft: true,
      fields: ["video"],
    },
  ],
};

export const OFFICE_PICTURE: MediaItem = {
  id: "m1",
  kind: "picture",
  title: "Office at night",
  url: `/media/${LIBRARY_PICTURE.name}-1600.webp`,
  picture: LIBRARY_PICTURE,
  poster: null,
  contentType: "image/jpeg",
  bytes: 3_145_728,
  fileName: "office_at_night.jpg",
  uploadedAt: "2025-07-01T08:00:00Z",
  uploadedBy: "Priya N",
  replacedAt: null,
  usedBy: [],
};

export const LIBRARY: MediaItem[] = [BROCHURE, DEMO_VIDEO, OFFICE_PICTURE];
