// Every picture and poster the site publishes, resolved from the content lists: what
// scripts/make-media.ts draws and media.test.ts checks. Not for app code (it loads the
// timeline, demo and solution texts); pages look their pictures up in media.ts.
import { demos } from "./demos";
import {
  demoPoster,
  merchantQrPoster,
  pictures,
  projectPicture,
  solutionPicture,
  timelinePicture,
  type Picture,
  type Poster,
} from "./media";
import { projects } from "./projects";
import { solutionTexts } from "./solution-texts";
import { solutions } from "./solutions";
import { timeline } from "./timeline";

export function allPictures(): Picture[] {
  return [
    ...Object.values(pictures),
    ...solutions.map(solutionPicture),
    ...projects.map(projectPicture),
    ...timeline.entries.map((e) => timelinePicture(e.imageName)),
  ];
}

export interface PosterEntry extends Poster {
  /** What the video shows, drawn on the poster. */
  title: string;
  /** The content path that must equal `src` (demos.ts `poster`, solution-texts.ts `videoPoster`). */
  contentPath: string;
}

export function allPosters(): PosterEntry[] {
  const merchant = solutionTexts["merchant-qr-code"];
  return [
    ...demos.map((d) => ({ ...demoPoster(d.id), title: d.title, contentPath: d.poster })),
    ...(merchant?.videoPoster
      ? [{ ...merchantQrPoster, title: "Merchant QR Code Payments", contentPath: merchant.videoPoster }]
      : []),
  ];
}
