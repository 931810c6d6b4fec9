// The CV a job seeker may attach: accepted by its content, never by its name or the type
// the browser claims. A PDF (a `%PDF-` header and an end-of-file marker), or a Word
// (.docx) or OpenDocument text (.odt) document: a ZIP container with the parts that make
// one. The container's directory is read, not its contents, and refused when it declares
// more data than a CV can hold or a compression ratio only a zip bomb has, so a small
// upload cannot expand into gigabytes anywhere downstream (HR's word processor, a
// scanner). Only the few bytes of an ODT's `mimetype` part are ever unpacked here, and
// yauzl checks them against the size the directory declares.
//
// The name the applicant's file had is kept only for HR to recognise it, made safe by
// `cvFileName`: it never names a file on disk, and headers carry it encoded.

import { CV_ACCEPTED_KINDS, CV_EMPTY, CV_FILE_NAME_MAX_LENGTH, CV_KINDS, CV_MAX_BYTES, CV_TOO_LARGE, type CvKind } from "@site/contracts";
import yauzl from "yauzl";

/** Why a CV was refused; `message` is a sentence for the applicant. */
export class CvRejected extends Error {
  override name = "CvRejected";
}

const ACCEPTED = CV_ACCEPTED_KINDS;
const ODT_MIMETYPE = "application/vnd.oasis.opendocument.text";
// What a ZIP-based CV may declare: its parts, unpacked, and how far each may expand.
const MAX_ENTRIES = 1_000;
const MAX_UNPACKED_BYTES = 50 * 1024 * 1024;
const MAX_RATIO = 100;

interface ZipEntry {
  fileName: string;
  compressedSize: number;
  uncompressedSize: number;
  read(): Promise<Buffer>;
}

/** The entries of a ZIP held in memory, from its central directory (nothing is unpacked). */
function zipEntries(bytes: Buffer): Promise<ZipEntry[]> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true, validateEntrySizes: true, strictFileNames: false }, (error, zip) => {
      if (error || !zip) return reject(error ?? new Error("unreadable"));
      if (zip.entryCount > MAX_ENTRIES) {
        zip.close();
        return reject(new CvRejected(`The CV is a compressed archive of ${zip.entryCount} parts, far more than a document has.`));
      }
      const entries: ZipEntry[] = [];
      zip.on("entry", (entry: yauzl.Entry) => {
        entries.push({
          fileName: entry.fileName,
          compressedSize: entry.compressedSize,
          uncompressedSize: entry.uncompressedSize,
          read: () =>
            new Promise<Buffer>((done, fail) =>
              zip.openReadStream(entry, (streamError, stream) => {
                if (streamError || !stream) return fail(streamError ?? new Error("unreadable"));
                const chunks: Buffer[] = [];
                stream.on("data", (chunk: Buffer) => chunks.push(chunk));
                stream.on("end", () => done(Buffer.concat(chunks)));
                stream.on("error", fail);
              }),
            ),
        });
        zip.readEntry();
      });
      zip.on("end", () => resolve(entries));
      zip.on("error", reject);
      zip.readEntry();
    });
  });
}

async function zipKind(bytes: Buffer): Promise<CvKind> {
  let entries: ZipEntry[];
  try {
    entries = await zipEntries(bytes);
  } catch (error) {
    if (error instanceof CvRejected) throw error;
    throw new CvRejected(`The CV is a damaged compressed file. Please send ${ACCEPTED}.`);
  }
  let unpacked = 0;
  for (const entry of entries) {
    unpacked += entry.uncompressedSize;
    const ratio = entry.uncompressedSize / Math.max(1, entry.compressedSize);
    if (unpacked > MAX_UNPACKED_BYTES || ratio > MAX_RATIO) {
      throw new CvRejected("The CV is a compressed file that would expand far beyond any document's size, so it was not accepted.");
    }
  }
  const names = new Set(entries.map((entry) => entry.fileName));
  if (names.has("[Content_Types].xml") && names.has("word/document.xml")) return "docx";
  const mimetype = entries.find((entry) => entry.fileName === "mimetype");
  if (mimetype && names.has("content.xml") && mimetype.uncompressedSize <= 100) {
    if ((await mimetype.read()).toString("latin1") === ODT_MIMETYPE) return "odt";
  }
  throw new CvRejected(`The CV is a compressed file, not a document. Please send ${ACCEPTED}.`);
}

/** What kind of CV `bytes` is, by content; throws CvRejected for anything else. */
export async function inspectCv(bytes: Buffer): Promise<{ kind: CvKind; mediaType: string; extension: string }> {
  if (bytes.length === 0) throw new CvRejected(CV_EMPTY);
  if (bytes.length > CV_MAX_BYTES) throw new CvRejected(CV_TOO_LARGE);
  let kind: CvKind;
  if (bytes.subarray(0, 5).toString("latin1") === "%PDF-") {
    // A PDF ends with %%EOF (possibly followed by a line break or a little padding).
    if (!bytes.subarray(Math.max(0, bytes.length - 1024)).includes("%%EOF")) {
      throw new CvRejected("The CV is an incomplete or damaged PDF. Please save it again and send it.");
    }
    kind = "pdf";
  } else if (bytes.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]))) {
    kind = await zipKind(bytes);
  } else {
    throw new CvRejected(`The CV is not ${ACCEPTED}.`);
  }
  return { kind, ...CV_KINDS[kind] };
}

// Characters no file name shown to HR needs: controls (line breaks could forge a header
// line wherever a name is written unencoded), bidirectional overrides (which disguise
// `cv‮fdp.exe` as `cv.exe.pdf`), and the separators of paths on any system.
const UNSAFE_IN_NAME = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069/\\:*?"<>|]/g;

const isLoneSurrogate = (character: string) => {
  const code = character.charCodeAt(0);
  return character.length === 1 && code >= 0xd800 && code <= 0xdfff;
};

/**
 * The name HR sees for a CV: the applicant's last path segment, unsafe characters
 * replaced, shortened to CV_FILE_NAME_MAX_LENGTH, with the extension of the kind found in
 * its bytes (whatever extension it claimed). "cv.pdf" when nothing usable is left.
 * Linear in the name's length, which multipart's header limits bound anyway.
 */
export function cvFileName(claimed: string, kind: CvKind): string {
  const extension = CV_KINDS[kind].extension;
  const lastSegment = claimed.slice(Math.max(claimed.lastIndexOf("/"), claimed.lastIndexOf("\\")) + 1);
  const dot = lastSegment.lastIndexOf(".");
  const stem = (dot > 0 ? lastSegment.slice(0, dot) : lastSegment)
    .slice(0, CV_FILE_NAME_MAX_LENGTH * 2)
    .normalize("NFC")
    .replace(UNSAFE_IN_NAME, "_")
    .trim()
    // A name of dots only would read as a relative path to anything that joins it.
    .replace(/^\.+/, "");
  const room = CV_FILE_NAME_MAX_LENGTH - extension.length - 1;
  const shortened = Array.from(stem)
    // A cut (or the sender) may have left half a surrogate pair: not a character.
    .filter((character) => !isLoneSurrogate(character))
    .slice(0, room)
    .join("")
    .trim();
  return `${shortened === "" ? "cv" : shortened}.${extension}`;
}
