// Image intake, shared by the gallery's events and the content's pictures: checks a file
// by its content, then makes the renditions the site serves.
//
// Accepted: JPEG, PNG, WebP, at most 15 MB and 40 megapixels, decodable to the end.
// Made: AVIF and WebP at the widths the caller asks for (never wider than the original),
// turned upright by the EXIF orientation first, every metadata block (EXIF, GPS, XMP,
// ICC after conversion to sRGB) dropped, each named by a hash of its bytes.

import { createHash } from "node:crypto";
import { EVENT_UPLOAD_MAX_BYTES, EVENT_UPLOAD_MAX_PIXELS } from "@site/contracts";
import sharp, { type Metadata, type OutputInfo } from "sharp";
import type { ImageFormat } from "../db/schema.js";

// The console shows these limits before a picture is chosen: one value for both sides.
export const MAX_IMAGE_BYTES = EVENT_UPLOAD_MAX_BYTES;
export const MAX_IMAGE_PIXELS = EVENT_UPLOAD_MAX_PIXELS;

const ACCEPTED = { jpeg: "JPEG", png: "PNG", webp: "WebP" } as const;
type AcceptedFormat = keyof typeof ACCEPTED;
const ACCEPTED_LIST = "JPEG, PNG or WebP";

export const CONTENT_TYPES: Record<ImageFormat, "image/webp" | "image/avif"> = {
  webp: "image/webp",
  avif: "image/avif",
};

export interface ImageRendition {
  format: ImageFormat;
  width: number;
  height: number;
  /** Hex SHA-256 prefix of `bytes` (128 bits). */
  hash: string;
  bytes: Buffer;
}

/** Why an image was refused; `message` completes the sentence "The image …". */
export class ImageRejected extends Error {
  override name = "ImageRejected";
}

export interface EncodeOptions {
  /** AVIF encoder effort 0-9: 4 (sharp's default) for staff uploads, less for the samples. */
  avifEffort?: number;
}

export interface RenditionOptions extends EncodeOptions {
  /**
   * The widths to make, ascending; those not narrower than the picture (after fitting it
   * within the widest) give way to one rendition at its own width.
   */
  widths: readonly number[];
}

/** The accepted format whose signature `bytes` starts with, if any. */
function sniff(bytes: Buffer): AcceptedFormat | undefined {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return "png";
  if (bytes.toString("latin1", 0, 4) === "RIFF" && bytes.toString("latin1", 8, 12) === "WEBP") return "webp";
  return undefined;
}

const firstLine = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).split("\n")[0]?.trim() || "unreadable";

const megabytes = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

// Decoding stops at the first error, a truncated file included: a half-grey photo in the
// gallery is worse than a refusal the staff member can act on.
const DECODE = { failOn: "error", limitInputPixels: MAX_IMAGE_PIXELS } as const;

/** Format and size of an accepted image; throws ImageRejected otherwise. Reads headers only. */
export async function inspectImage(
  bytes: Buffer,
): Promise<{ format: AcceptedFormat; width: number; height: number }> {
  if (bytes.length === 0) throw new ImageRejected("is empty");
  if (bytes.length > MAX_IMAGE_BYTES) {
    throw new ImageRejected(`is ${megabytes(bytes.length)}; the limit is ${megabytes(MAX_IMAGE_BYTES)}`);
  }
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch (error) {
    const looksLike = sniff(bytes);
    if (looksLike) throw new ImageRejected(`is a corrupt ${ACCEPTED[looksLike]} image (${firstLine(error)})`);
    throw new ImageRejected(`is not a ${ACCEPTED_LIST} image`);
  }
  const format = metadata.format as string | undefined;
  if (format === undefined) throw new ImageRejected(`is not a ${ACCEPTED_LIST} image`);
  if (!(format in ACCEPTED)) {
    throw new ImageRejected(
      `is a ${format.toUpperCase()} image; only JPEG, PNG and WebP images are accepted`,
    );
  }
  const { width, height } = metadata;
  if (!width || !height)
    throw new ImageRejected(`is a ${ACCEPTED[format as AcceptedFormat]} image without a size`);
  if (width * height > MAX_IMAGE_PIXELS) {
    throw new ImageRejected(
      `has ${((width * height) / 1e6).toFixed(1)} megapixels (${width}×${height}); the limit is ${MAX_IMAGE_PIXELS / 1e6}`,
    );
  }
  return { format: format as AcceptedFormat, width, height };
}

/** Hex SHA-256 prefix (128 bits): the name of a rendition, or of an upload. */
export const hashOf = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex").slice(0, 32);

/**
 * Checks `bytes` (inspectImage, then a full decode) and makes every rendition, widest
 * last within each format. Throws ImageRejected for a refused or corrupt image.
 */
export async function makeRenditions(bytes: Buffer, options: RenditionOptions): Promise<ImageRendition[]> {
  const { format } = await inspectImage(bytes);

  // Decode once, upright, no wider than the widest rendition; every rendition starts
  // from these pixels. Metadata is not carried over: sharp writes none unless asked.
  let master: { data: Buffer; info: OutputInfo };
  try {
    master = await sharp(bytes, DECODE)
      .autoOrient()
      .resize({ width: Math.max(...options.widths), withoutEnlargement: true })
      .toColourspace("srgb")
      .raw({ depth: "uchar" })
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    throw new ImageRejected(`is a corrupt or truncated ${ACCEPTED[format]} image (${firstLine(error)})`);
  }
  const { width: masterWidth, height: masterHeight, channels } = master.info;
  const widths: number[] = options.widths.filter((width) => width < masterWidth);
  widths.push(masterWidth);

  const renditions: ImageRendition[] = [];
  for (const target of ["avif", "webp"] as const) {
    for (const width of widths) {
      const pipeline = sharp(master.data, { raw: { width: masterWidth, height: masterHeight, channels } });
      if (width !== masterWidth) pipeline.resize({ width });
      const encoded =
        target === "webp"
          ? pipeline.webp({ quality: 80, effort: 4 })
          : pipeline.avif({ quality: 55, effort: options.avifEffort ?? 4 });
      const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
      renditions.push({
        format: target,
        width: info.width,
        height: info.height,
        hash: hashOf(data),
        bytes: data,
      });
    }
  }
  return renditions;
}
