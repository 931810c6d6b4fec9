// The pictures of a placeholder video, one per slide: its poster as the title slide, a card
// per narration line (or feature), and a closing card. They print the company's name but no
// e-mail address or phone number: those are content staff change, and a video is made by a
// tool CI does not have (ffmpeg), so it would go on showing the old ones.

import { site } from "../app/content/site";
import { videoIcons } from "./drawing-icons";
import { captionCardSvg, closingCardSvg, videoId, videoPosterSvg, videoTheme } from "./drawings";
import type { VideoSpec } from "./videos";

/** The closing card's call to action: it points at the page that has the addresses. */
export const CLOSING_LINES = ["See it with your own products and data:", "book a demo on our Contact page"];

/** The SVG of slide `index` of `spec`, 1280x720. */
export function slideSvg(spec: VideoSpec, index: number): string {
  const slide = spec.slides[index]!;
  const id = videoId(spec.video);
  const theme = videoTheme(id);
  switch (slide.kind) {
    case "title":
      return videoPosterSvg(spec.poster, spec.title, site.company);
    case "card": {
      // With narration the title slide carries the first line, so it is step 1.
      const first = spec.captions ? 1 : 0;
      const cards = spec.slides.filter((s) => s.kind === "card");
      const step = first + cards.indexOf(slide) + 1;
      const total = first + cards.length;
      return captionCardSvg({
        title: spec.title,
        text: slide.text,
        step: `${step} / ${total}`,
        icon: videoIcons[id],
        theme,
        company: site.company,
      });
    }
    case "closing":
      return closingCardSvg({
        title: spec.title,
        lines: CLOSING_LINES,
        theme,
        company: site.company,
      });
  }
}
