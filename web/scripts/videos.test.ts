// @vitest-environment node
// The videos, posters and captions the pages reference exist in public/, the videos are MP4
// files that start playing before they are fully downloaded, and the captions are the
// WebVTT of the content.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { demos } from "../app/content/demos";
import { solutionTexts } from "../app/content/solution-texts";
import { site } from "../app/content/site";
import { slideSvg } from "./video-slides";
import { videoSpecs } from "./videos";

const publicDir = path.resolve(__dirname, "../public");

/** The top-level boxes of an MP4 file, in order: type and offset. */
function topLevelBoxes(data: Buffer): { type: string; offset: number; size: number }[] {
  const boxes: { type: string; offset: number; size: number }[] = [];
  let offset = 0;
  while (offset + 8 <= data.length) {
    let size = data.readUInt32BE(offset);
    const type = data.toString("latin1", offset + 4, offset + 8);
    if (size === 1) size = Number(data.readBigUInt64BE(offset + 8));
    if (size === 0) size = data.length - offset;
    if (size < 8) throw new Error(`bad box ${type} at ${offset}`);
    boxes.push({ type, offset, size });
    offset += size;
  }
  return boxes;
}

/** The movie's duration in seconds, from the mvhd box inside moov. */
function movieSeconds(data: Buffer, moov: { offset: number; size: number }): number {
  const at = data.indexOf("mvhd", moov.offset, "latin1");
  expect(at).toBeGreaterThan(moov.offset);
  const version = data[at + 4];
  const body = at + 8; // after type, version and flags
  if (version === 1) return Number(data.readBigUInt64BE(body + 20)) / data.readUInt32BE(body + 16);
  return data.readUInt32BE(body + 12) / data.readUInt32BE(body + 8);
}

describe("published videos", () => {
  const specs = videoSpecs();

  it("never print an e-mail address or a phone number, which staff may change after they are made", () => {
    for (const spec of specs)
      for (const index of spec.slides.keys()) {
        const svg = slideSvg(spec, index);
        for (const fact of [site.email, site.careersEmail, site.phone.display, "@"])
          expect(svg, `${spec.video} slide ${index}`).not.toContain(fact);
      }
  });

  it("covers every video the content references", () => {
    const merchant = solutionTexts["merchant-qr-code"];
    const referenced = [...demos.map((d) => d.video), ...(merchant?.videoUrl ? [merchant.videoUrl] : [])];
    expect(referenced).toHaveLength(4);
    expect(specs.map((s) => s.video)).toEqual(referenced);
  });

  it.each(specs.map((s) => [s.video, s] as const))(
    "%s is a fast-start MP4 with its poster and captions",
    (file, spec) => {
      const full = path.join(publicDir, file);
      expect(existsSync(full), `${full} is missing: run npm run videos -w web`).toBe(true);
      const data = readFileSync(full);
      const boxes = topLevelBoxes(data);
      expect(boxes[0]?.type).toBe("ftyp");
      const moov = boxes.find((b) => b.type === "moov");
      const mdat = boxes.find((b) => b.type === "mdat");
      expect(moov && mdat, "moov and mdat boxes").toBeTruthy();
      // +faststart: the index comes before the media data.
      expect(moov!.offset).toBeLessThan(mdat!.offset);
      expect(data.length).toBeLessThan(1024 * 1024);

      const seconds = movieSeconds(data, moov!);
      expect(seconds).toBeGreaterThan(5);

      expect(existsSync(path.join(publicDir, spec.poster)), spec.poster).toBe(true);
      if (spec.captions) {
        const vttFile = path.join(publicDir, spec.captions.path);
        expect(existsSync(vttFile), vttFile).toBe(true);
        const vtt = readFileSync(vttFile, "utf8");
        expect(vtt.startsWith("WEBVTT")).toBe(true);
        expect(vtt).toBe(spec.captions.vtt);
        // Every caption is shown while the video plays.
        const lastCue = spec.slides.filter((s) => s.kind !== "closing").at(-1)!.end;
        expect(seconds).toBeGreaterThanOrEqual(lastCue);
      }
    },
  );
});
