// The careers form as multipart/form-data: its text fields and the optional CV, read as
// they stream in, within limits that cut an oversized or malformed upload at the limit
// (@fastify/multipart over busboy), so no upload is ever held beyond CV_MAX_BYTES.
// The CV is then accepted or refused by its content (cv-file.ts); its file name is kept
// only as cvFileName makes it, never as sent.
//
// The CV field is always read as the file, however its part names it: `filename="…"`,
// only RFC 5987's `filename*=UTF-8''…` (which busboy decodes into the same name), or no
// file name at all. By busboy's own rule a part without a file name and not typed
// application/octet-stream is a text field, which the application's schema would then
// drop without a word: the CV lost while the application went through.

import type { Readable } from "node:stream";
import fastifyMultipart from "@fastify/multipart";
import { APPLICATION_LIMITS, CV_FIELD, CV_MAX_BYTES, CV_TOO_LARGE, type FieldError } from "@site/contracts";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { cvFileName, CvRejected, inspectCv } from "./cv-file.js";
import type { StoredCv } from "./store.js";

// The application's 13 fields and the honeypot, with room for a browser's extras.
const MAX_FIELDS = 20;
// The longest field (the message) in UTF-8's widest characters, with a margin.
const MAX_FIELD_BYTES = 4 * APPLICATION_LIMITS.message + 1024;

/** Registers the multipart parser, with the careers form's limits, in the forms' context. */
export async function registerUploads(app: FastifyInstance): Promise<void> {
  await app.register(fastifyMultipart, {
    // busboy's rule (a file name, or an octet stream), and the CV field whatever it sends.
    isPartAFile: (fieldName, contentType, fileName) =>
      fieldName === CV_FIELD || contentType === "application/octet-stream" || fileName !== undefined,
    limits: {
      fileSize: CV_MAX_BYTES,
      files: 1,
      fields: MAX_FIELDS,
      parts: MAX_FIELDS + 1,
      fieldSize: MAX_FIELD_BYTES,
      fieldNameSize: 100,
      headerPairs: 20,
    },
  });
}

/** Why an upload was not read to the end: the answer's status and its problem. */
export class UploadRefused extends Error {
  override name = "UploadRefused";
  constructor(
    readonly statusCode: number,
    readonly errors: FieldError[],
  ) {
    super(errors.map((error) => error.message).join(" "));
  }
}

const TOO_LARGE = (message: string) => new UploadRefused(413, [{ path: "", message }]);

export interface Upload {
  /** The text fields; a name sent twice holds a list, which validation refuses. */
  fields: Record<string, string | string[]>;
  /** The file chosen for the CV; undefined when none was (an empty, nameless part). */
  cv: { bytes: Buffer; claimedName: string } | undefined;
}

/**
 * The CV went over what this post may carry, which was less than CV_MAX_BYTES: what is
 * left of a byte budget (the caller knows which, and answers for it).
 */
export class CvOverAllowance extends Error {
  override name = "CvOverAllowance";
  constructor() {
    super("The CV is larger than the bytes left for this client.");
  }
}

/**
 * The file's bytes, up to the limit. At the limit it stops at once (the plugin's own
 * toBuffer would read on to the part's end, however far that is), so the refusal goes
 * out and the connection closes while the rest is still on its way. The limit is noticed
 * by its flag and its event, not only with a chunk: when nothing of the last chunk fitted
 * (a limit of 0, or one met at a chunk's end), no chunk may come before the part's end.
 */
async function readFile(file: Readable & { truncated?: boolean }, cut: () => Error): Promise<Buffer> {
  const chunks: Buffer[] = [];
  // The limit may have been met before this is called (busboy parses what has arrived
  // while the part waits to be taken), so its event would not come again.
  if (file.truncated) throw cut();
  file.once("limit", () => file.destroy(cut()));
  for await (const chunk of file as AsyncIterable<Buffer>) {
    if (file.truncated) throw cut();
    chunks.push(chunk);
  }
  if (file.truncated) throw cut();
  return Buffer.concat(chunks);
}

/**
 * Reads a multipart post to its end; throws UploadRefused when a limit cut it, or
 * CvOverAllowance when the CV went over `cvAllowance` (bytes, when less than CV_MAX_BYTES).
 */
export async function readUpload(
  request: FastifyRequest,
  tooLarge: string,
  cvAllowance = CV_MAX_BYTES,
): Promise<Upload> {
  const fields = new Map<string, string | string[]>();
  const allowance = Math.min(cvAllowance, CV_MAX_BYTES);
  const cut = () =>
    allowance < CV_MAX_BYTES
      ? new CvOverAllowance()
      : new UploadRefused(413, [{ path: CV_FIELD, message: CV_TOO_LARGE }]);
  let cv: Upload["cv"];
  try {
    // A smaller allowance cuts the CV there: no more of it is read than could be taken.
    for await (const part of request.parts({ limits: { fileSize: allowance } })) {
      if (part.type === "file") {
        if (part.fieldname !== CV_FIELD) {
          throw new UploadRefused(400, [
            { path: "", message: "Only a CV can be attached to the application." },
          ]);
        }
        const bytes = await readFile(part.file, cut);
        // A form sent without JavaScript and without a file chosen still has the part.
        if (bytes.length === 0 && !part.filename) continue;
        // Undefined (whatever the plugin's types say) when the part named no file.
        cv = { bytes, claimedName: (part.filename as string | undefined) ?? "" };
      } else {
        // A value cut at the limit would be stored shortened: refused instead.
        if (part.valueTruncated || part.fieldnameTruncated) throw TOO_LARGE(tooLarge);
        // A part that declares itself JSON arrives parsed: no form sends one.
        if (typeof part.value !== "string")
          throw new UploadRefused(400, [
            { path: "", message: "The form could not be read. Please send it again." },
          ]);
        const value = part.value;
        const previous = fields.get(part.fieldname);
        fields.set(part.fieldname, previous === undefined ? value : [previous, value].flat());
      }
    }
  } catch (error) {
    if (error instanceof UploadRefused || error instanceof CvOverAllowance) throw error;
    if (error instanceof request.server.multipartErrors.RequestFileTooLargeError) throw cut();
    if ((error as { statusCode?: unknown }).statusCode === 413) throw TOO_LARGE(tooLarge);
    throw new UploadRefused(400, [
      { path: "", message: "The form could not be read. Please send it again." },
    ]);
  }
  return { fields: Object.fromEntries(fields), cv };
}

/** The CV accepted by its content, ready to store; or the problem, beside the CV field. */
export async function acceptCv(
  cv: NonNullable<Upload["cv"]>,
): Promise<{ ok: true; cv: StoredCv } | { ok: false; error: FieldError }> {
  try {
    const found = await inspectCv(cv.bytes);
    return {
      ok: true,
      cv: { fileName: cvFileName(cv.claimedName, found.kind), mediaType: found.mediaType, bytes: cv.bytes },
    };
  } catch (error) {
    if (error instanceof CvRejected) return { ok: false, error: { path: CV_FIELD, message: error.message } };
    throw error;
  }
}
