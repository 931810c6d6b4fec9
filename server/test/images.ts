// Image files for the events tests, made with sharp in a temporary directory: good ones
// in each accepted format, one with EXIF (GPS, copyright) and an orientation tag, and
// the kinds staff might feed the CLI by mistake.

import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll } from "vitest";

/** 900×600 landscape, left half red, right half blue: orientation is visible in pixels. */
async function halves(width = 900, height = 600) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="${width / 2}" height="${height}" fill="#e00000"/>
    <rect x="${width / 2}" width="${width / 2}" height="${height}" fill="#0000e0"/></svg>`;
  return sharp(Buffer.from(svg));
}

export interface ImageFiles {
  directory: string;
  jpeg: string;
  png: string;
  webp: string;
  /** 300×200: narrower than every rendition width. */
  small: string;
  /** JPEG 900×600 stored with EXIF orientation 6 (shown rotated 90° clockwise), copyright and GPS. */
  exifRotated: string;
  gif: string;
  text: string;
  /** A JPEG cut in half. */
  truncatedJpeg: string;
  /** JPEG signature followed by garbage. */
  garbledJpeg: string;
  /** Over 15 MB (a JPEG header, then padding). */
  tooLarge: string;
  /** 8000×6000 = 48 megapixels, a small PNG file. */
  tooManyPixels: string;
  empty: string;
  missing: string;
  remove(): Promise<void>;
}

export async function createImageFiles(): Promise<ImageFiles> {
  const directory = await mkdtemp(path.join(tmpdir(), "event-images-"));
  const file = async (name: string, content: Buffer | string) => {
    const target = path.join(directory, name);
    await writeFile(target, content);
    return target;
  };

  const jpegBytes = await (await halves()).jpeg({ quality: 85 }).toBuffer();
  const exifBytes = await (
    await halves()
  )
    .jpeg({ quality: 85 })
    .withExif({
      IFD0: { Copyright: "Secret Corp", Artist: "Jane Photographer", Make: "PhoneCam" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "11/1 39/1 0/1",
        GPSLongitudeRef: "E",
        GPSLongitude: "78/1 9/1 0/1",
      },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();

  return {
    directory,
    jpeg: await file("photo.jpg", jpegBytes),
    png: await file("photo.png", await (await halves()).png().toBuffer()),
    webp: await file("photo.webp", await (await halves()).webp().toBuffer()),
    small: await file("small.png", await (await halves(300, 200)).png().toBuffer()),
    exifRotated: await file("exif.jpg", exifBytes),
    gif: await file("anim.gif", await (await halves(60, 40)).gif().toBuffer()),
    text: await file("notes.jpg", "These are meeting notes, not a photo.\n"),
    truncatedJpeg: await file("truncated.jpg", jpegBytes.subarray(0, Math.floor(jpegBytes.length / 2))),
    garbledJpeg: await file(
      "garbled.jpg",
      Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 0x55)]),
    ),
    tooLarge: await file(
      "huge.jpg",
      Buffer.concat([jpegBytes, Buffer.alloc(15 * 1024 * 1024 + 1 - jpegBytes.length)]),
    ),
    tooManyPixels: await file(
      "panorama.png",
      await sharp({ create: { width: 8000, height: 6000, channels: 3, background: "#336699" } })
        .png({ palette: true })
        .toBuffer(),
    ),
    empty: await file("empty.jpg", Buffer.alloc(0)),
    missing: path.join(directory, "does-not-exist.jpg"),
    remove: () => rm(directory, { recursive: true, force: true }),
  };
}

/** The image files for the tests around the call: made before them, removed after. */
export function imageFilesForSuite(): ImageFiles {
  let files: ImageFiles | undefined;
  beforeAll(async () => {
    files = await createImageFiles();
  }, 60_000);
  afterAll(async () => {
    await files?.remove();
  });
  return new Proxy({} as ImageFiles, {
    get(_target, name: keyof ImageFiles) {
      if (files === undefined) throw new Error("the image files are made before the tests");
      return files[name];
    },
  });
}
