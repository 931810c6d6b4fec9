// The videos the site publishes, each described from its typed content: the three demo
// videos of demos.ts (with their captions) and the Merchant QR video of solution-texts.ts.
// make-videos.ts encodes them; videos.test.ts checks the published files against this list.

import { demos, toWebVtt } from "../app/content/demos";
import { solutionTexts } from "../app/content/solution-texts";
import { vttSeconds } from "@site/contracts/content-helpers";
import { solutions } from "../app/content/solutions";

export type VideoSlide =
  /** Seconds from the start of the video. The title slide is the poster. */
  | { kind: "title"; start: number; end: number }
  /** A text card: one narration line or one feature. */
  | { kind: "card"; start: number; end: number; text: string }
  /** The closing card: the company and how to book a demo. */
  | { kind: "closing"; start: number; end: number };

export interface VideoSpec {
  /** Root-relative URLs as the content gives them. */
  video: string;
  poster: string;
  /** The WebVTT file and its text, when the video has narration. */
  captions?: { path: string; vtt: string };
  title: string;
  slides: VideoSlide[];
  /** Seconds. */
  duration: number;
}

/** Seconds the closing card stays after the last narration. */
const CLOSING = 2.25;
/** Seconds the title and each card of a video without narration stay. */
const TITLE = 2;
const CARD = 2.25;

export function videoSpecs(): VideoSpec[] {
  const demoVideos = demos.map((d): VideoSpec => {
    const cues = d.cues.map((c) => ({ start: vttSeconds(c.start), end: vttSeconds(c.end), text: c.text }));
    const last = cues[cues.length - 1]!.end;
    return {
      video: d.video,
      poster: d.poster,
      captions: { path: d.captions, vtt: toWebVtt(d) },
      title: d.title,
      // The poster is the first frame, under the first narration line.
      slides: [
        { kind: "title", start: 0, end: cues[0]!.end },
        ...cues.slice(1).map((c) => ({ kind: "card" as const, ...c })),
        { kind: "closing", start: last, end: last + CLOSING },
      ],
      duration: last + CLOSING,
    };
  });
  const merchant = solutions.find((s) => s.key === "merchant-qr-code");
  const texts = solutionTexts["merchant-qr-code"];
  const merchantVideos: VideoSpec[] = [];
  if (merchant && texts?.videoUrl && texts.videoPoster) {
    const cards = texts.features.map((text, i) => ({
      kind: "card" as const,
      start: TITLE + i * CARD,
      end: TITLE + (i + 1) * CARD,
      text,
    }));
    const end = TITLE + texts.features.length * CARD;
    merchantVideos.push({
      video: texts.videoUrl,
      poster: texts.videoPoster,
      title: merchant.name,
      slides: [
        { kind: "title", start: 0, end: TITLE },
        ...cards,
        { kind: "closing", start: end, end: end + CLOSING },
      ],
      duration: end + CLOSING,
    });
  }
  return [...demoVideos, ...merchantVideos];
}
