import { existsSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { allPictures, allPosters } from "./media-catalogue";
import { pictureUrl, projectPicture, solutionPicture } from "./media";

const publicDir = path.resolve(__dirname, "../../public");

describe("media", () => {
  it("publishes every picture at every width, in AVIF and WebP, at the size the page declares", async () => {
    for (const picture of allPictures()) {
      expect(picture.widths.at(-1), picture.name).toBe(picture.width);
      for (const width of picture.widths) {
        for (const format of ["avif", "webp"] as const) {
          const file = path.join(publicDir, pictureUrl(picture, width, format));
          expect(existsSync(file), file).toBe(true);
          const meta = await sharp(file).metadata();
          expect(meta.width, file).toBe(width);
          expect(meta.height, file).toBe(Math.round((picture.height * width) / picture.width));
        }
      }
    }
  });

  it("publishes every video poster at the path its content gives, at the video's size", async () => {
    const posters = allPosters();
    expect(posters.length).toBeGreaterThanOrEqual(4);
    for (const poster of posters) {
      expect(poster.src).toBe(poster.contentPath);
      const file = path.join(publicDir, poster.src);
      expect(existsSync(file), file).toBe(true);
      const meta = await sharp(file).metadata();
      expect([meta.format, meta.width, meta.height], file).toEqual(["webp", poster.width, poster.height]);
    }
  });

  it("names a solution's or a project's picture by its key, one value per name", () => {
    expect(solutionPicture({ key: "merchant-qr-code" }).name).toBe("solution-merchant-qr-code");
    expect(projectPicture({ code: "BXBRL" }).name).toBe("project-bxbrl");
    expect(solutionPicture({ key: "merchant-qr-code" })).toBe(solutionPicture({ key: "merchant-qr-code" }));
  });

  it("has the logo, favicons, app icons and the social card", () => {
    for (const file of [
      "favicon.ico",
      "favicon.svg",
      "media/logo.svg",
      "media/social-card.png",
      "media/icon-192.png",
      "media/icon-512.png",
      "media/apple-touch-icon.png",
    ]) {
      expect(existsSync(path.join(publicDir, file)), file).toBe(true);
    }
  });
});
