// The CV a job seeker may attach: accepted by its content, never by its name or the type
// the browser claims. A PDF (a `%PDF-` header and an end-of-file marker), or a Word
// (.docx) or OpenDocument text (.odt) document: a ZIP container with the parts that make
// one.
//
// A ZIP is taken only when each of its parts is what its index (the central directory)
// says, since HR's word processor, a scanner or a mail filter may each read it another
// way: every part's own (local) header names it byte for byte as the index does, with the
// same compression and, where that header carries them, the same checksum and sizes; no
// two parts share a name or a byte, and none is encrypted. Then every part is unpacked as
// a stream, its bytes counted and thrown away, and stopped at once (never unpacked
// further) when it passes the size the index declares for it, expands more than MAX_RATIO
// times, or all parts together pass MAX_UNPACKED_BYTES; what it really unpacks to (size,
// checksum, and the compressed bytes it used) must be what the index declares. So a
// small upload cannot expand into gigabytes anywhere downstream, whatever its index
// claims, and the work here is bounded by the upload's size and that cap. A part that is
// itself an archive is refused too: no one downstream need unpack what was never checked.
//
// The name the applicant's file had is kept only for HR to recognise it, made safe by
// `cvFileName`: it never names a file on disk, and headers carry it encoded.

import { crc32, createInflateRaw } from "node:zlib";
import type { Readable } from "node:stream";
import {
  CV_ACCEPTED_KINDS,
  CV_EMPTY,
  CV_FILE_NAME_MAX_LENGTH,
  CV_KINDS,
  CV_MAX_BYTES,
  CV_TOO_LARGE,
  type CvKind,
} from "@site/contracts";
import yauzl from "yauzl";
import { uploadedFileName } from "../security/file-names.js";

/** Why a CV was refused; `message` is a sentence for the applicant. */
export class CvRejected extends Error {
  override name = "CvRejected";
}

const ACCEPTED = CV_ACCEPTED_KINDS;
const ODT_MIMETYPE = "application/vnd.oasis.opendocument.text";
// What a ZIP-based CV may hold: its parts, what they unpack to, and how far each may expand.
const MAX_ENTRIES = 1_000;
const MAX_UNPACKED_BYTES = 50 * 1024 * 1024;
const MAX_RATIO = 100;

const DAMAGED = `The CV is a damaged compressed file. Please send ${ACCEPTED}.`;
const NOT_AS_DECLARED =
  "The CV is a damaged compressed file: its parts do not match its own index. Please save it again and send it.";
const EXPANDS =
  "The CV is a compressed file that would expand far beyond any document's size, so it was not accepted.";
const DUPLICATE = "The CV is a compressed file with two parts of the same name, which no document has.";
const ENCRYPTED =
  "The CV is a compressed file with password-protected parts. Please send it without a password.";
// A real .docx may embed a spreadsheet (an .xlsx, itself a ZIP) for a chart, or an image as
// .emz (gzip): refused all the same, since nothing here checks what is inside those; the
// applicant can send the same CV as a PDF.
const NESTED =
  "The CV has another compressed file inside it (such as an embedded spreadsheet), which is not accepted. Please send it as a PDF.";

// The first bytes of the archive formats a part could smuggle in.
const ARCHIVE_SIGNATURES = [
  [0x50, 0x4b, 0x03, 0x04], // ZIP (also .docx, .xlsx, .jar, .apk)
  [0x50, 0x4b, 0x05, 0x06], // ZIP without entries
  [0x50, 0x4b, 0x07, 0x08], // ZIP split into parts
  [0x1f, 0x8b], // gzip (also .emz, .tgz)
  [0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c], // 7z
  [0x52, 0x61, 0x72, 0x21, 0x1a, 0x07], // RAR
  [0xfd, 0x37, 0x7a, 0x58, 0x5a, 0x00], // xz
  [0x42, 0x5a, 0x68], // bzip2
  [0x28, 0xb5, 0x2f, 0xfd], // Zstandard
  [0x4d, 0x53, 0x43, 0x46], // Windows cabinet
].map((bytes) => Buffer.from(bytes));
const LONGEST_SIGNATURE = Math.max(...ARCHIVE_SIGNATURES.map((signature) => signature.length));
// Kept of each part's content: enough for a signature and for an ODT's `mimetype` part.
const HEAD_BYTES = 64;

const isArchive = (head: Buffer) =>
  ARCHIVE_SIGNATURES.some(
    (signature) => head.length >= signature.length && head.subarray(0, signature.length).equals(signature),
  );

// The ZIP format's fixed values (PKWARE's APPNOTE.TXT).
const LOCAL_HEADER_SIGNATURE = 0x04034b50;
const LOCAL_HEADER_BYTES = 30;
const FLAG_ENCRYPTED = 0x0001;
const FLAG_DATA_DESCRIPTOR = 0x0008;
const ZIP64_EXTRA_FIELD = 0x0001;
const ZIP64_MARKER = 0xffffffff;

/** yauzl 3's entry (@types/yauzl still describes yauzl 2): its name also as the bytes the index holds. */
type Entry = yauzl.Entry & { fileNameRaw?: Buffer };

/** A part's local header, and the bytes from it to the end of the part's compressed data. */
interface LocalHeader {
  start: number;
  end: number;
  flags: number;
  compressionMethod: number;
  crc32: number;
  compressedSize: number;
  uncompressedSize: number;
  name: Buffer;
  extraField: Buffer;
}

/** The local header at the entry's offset, read from the upload itself; undefined if there is none. */
function localHeaderOf(bytes: Buffer, entry: Entry): LocalHeader | undefined {
  const start = entry.relativeOffsetOfLocalHeader;
  if (start + LOCAL_HEADER_BYTES > bytes.length || bytes.readUInt32LE(start) !== LOCAL_HEADER_SIGNATURE)
    return undefined;
  const nameStart = start + LOCAL_HEADER_BYTES;
  const extraStart = nameStart + bytes.readUInt16LE(start + 26);
  const dataStart = extraStart + bytes.readUInt16LE(start + 28);
  const end = dataStart + entry.compressedSize;
  if (end > bytes.length) return undefined;
  return {
    start,
    end,
    flags: bytes.readUInt16LE(start + 6),
    compressionMethod: bytes.readUInt16LE(start + 8),
    crc32: bytes.readUInt32LE(start + 14),
    compressedSize: bytes.readUInt32LE(start + 18),
    uncompressedSize: bytes.readUInt32LE(start + 22),
    name: bytes.subarray(nameStart, extraStart),
    extraField: bytes.subarray(extraStart, dataStart),
  };
}

/** The local header's sizes, from its ZIP64 extra field where it marks them so; undefined when that field is missing. */
function localSizes(local: LocalHeader): { compressed: number; uncompressed: number } | undefined {
  let compressed = local.compressedSize;
  let uncompressed = local.uncompressedSize;
  if (compressed !== ZIP64_MARKER && uncompressed !== ZIP64_MARKER) return { compressed, uncompressed };
  // Each field: a 2-byte id, a 2-byte length, its data. One pass over at most 64 KB.
  for (let at = 0; at + 4 <= local.extraField.length;) {
    const id = local.extraField.readUInt16LE(at);
    const data = local.extraField.subarray(at + 4, at + 4 + local.extraField.readUInt16LE(at + 2));
    at += 4 + data.length;
    if (id !== ZIP64_EXTRA_FIELD) continue;
    let index = 0;
    const next = () => {
      if (index + 8 > data.length) return undefined;
      index += 8;
      return Number(data.readBigUInt64LE(index - 8));
    };
    if (uncompressed === ZIP64_MARKER) uncompressed = next() ?? -1;
    if (compressed === ZIP64_MARKER) compressed = next() ?? -1;
    return compressed < 0 || uncompressed < 0 ? undefined : { compressed, uncompressed };
  }
  return undefined;
}

/** Whether the local header says what the index says about its part. */
function agrees(local: LocalHeader, entry: Entry): boolean {
  if (!entry.fileNameRaw || !local.name.equals(entry.fileNameRaw)) return false;
  if (local.compressionMethod !== entry.compressionMethod) return false;
  if ((local.flags & FLAG_ENCRYPTED) !== (entry.generalPurposeBitFlag & FLAG_ENCRYPTED)) return false;
  // With this flag the checksum and sizes follow the data instead (a streaming writer's way).
  if (local.flags & FLAG_DATA_DESCRIPTOR) return true;
  const sizes = localSizes(local);
  return (
    sizes !== undefined &&
    local.crc32 === entry.crc32 &&
    sizes.compressed === entry.compressedSize &&
    sizes.uncompressed === entry.uncompressedSize
  );
}

/**
 * Throws CvRejected unless each of the index's entries is true to its local header, and
 * alone with its name and its bytes. Linear in the upload: the headers' names and extra
 * fields are read only once no two parts overlap.
 */
function checkIndex(bytes: Buffer, entries: Entry[]): void {
  const locals: LocalHeader[] = [];
  const names = new Set<string>();
  const rawNames = new Set<string>();
  for (const entry of entries) {
    if (entry.isEncrypted()) throw new CvRejected(ENCRYPTED);
    const local = localHeaderOf(bytes, entry);
    if (local === undefined) throw new CvRejected(NOT_AS_DECLARED);
    locals.push(local);
    // Office compares a package's part names without regard to case (yauzl has already
    // read "\" as "/"); the bytes too, for readers that ignore a Unicode name field.
    const name = entry.fileName.toLowerCase();
    const rawName = entry.fileNameRaw?.toString("latin1") ?? name;
    if (names.has(name) || rawNames.has(rawName)) throw new CvRejected(DUPLICATE);
    names.add(name);
    rawNames.add(rawName);
  }
  // Parts that share bytes: a reader taking one would find another's data, and each
  // would be unpacked again (the "overlapping" zip bomb).
  const byStart = [...locals].sort((a, b) => a.start - b.start);
  for (let index = 1; index < byStart.length; index++) {
    if (byStart[index]!.start < byStart[index - 1]!.end) throw new CvRejected(NOT_AS_DECLARED);
  }
  entries.forEach((entry, index) => {
    if (!agrees(locals[index]!, entry)) throw new CvRejected(NOT_AS_DECLARED);
  });
}

/** The ZIP held in memory and its index's entries (nothing is unpacked). */
function openZip(bytes: Buffer): Promise<{ zip: yauzl.ZipFile; entries: Entry[] }> {
  return new Promise((resolve, reject) => {
    // validateEntrySizes: yauzl refuses a stored part whose two declared sizes differ (a
    // deflated part's are held to what it really unpacks to, in unpack).
    yauzl.fromBuffer(
      bytes,
      { lazyEntries: true, validateEntrySizes: true, strictFileNames: false },
      (error, zip) => {
        if (error || !zip) return reject(error ?? new Error("unreadable"));
        if (zip.entryCount > MAX_ENTRIES) {
          zip.close();
          return reject(
            new CvRejected(
              `The CV is a compressed archive of ${zip.entryCount} parts, far more than a document has.`,
            ),
          );
        }
        const entries: Entry[] = [];
        zip.on("entry", (entry: Entry) => {
          entries.push(entry);
          zip.readEntry();
        });
        zip.on("end", () => resolve({ zip, entries }));
        zip.on("error", (zipError: Error) => {
          zip.close();
          reject(zipError);
        });
        zip.readEntry();
      },
    );
  });
}

/** A part's compressed bytes as yauzl finds them (its bounds checked against the upload). */
function compressedData(zip: yauzl.ZipFile, entry: Entry): Promise<Readable> {
  return new Promise((resolve, reject) => {
    const opened = (error: Error | null, stream: Readable) => (error ? reject(error) : resolve(stream));
    // Inflated here rather than by yauzl, so the inflater itself can be destroyed at a cap
    // and asked how much compressed data it used. A stored part is its own content; any
    // other method yauzl refuses.
    if (entry.isCompressed())
      zip.openReadStream(entry, { decompress: false, decrypt: null, start: null, end: null }, opened);
    else zip.openReadStream(entry, opened);
  });
}

/**
 * Unpacks one part, throwing its bytes away: what it unpacks to and its first bytes, or
 * CvRejected the moment it passes the size declared for it, MAX_RATIO times its compressed
 * size, or `room`; or when it ends other than as declared, or starts as an archive.
 */
async function unpack(
  zip: yauzl.ZipFile,
  entry: Entry,
  room: number,
): Promise<{ size: number; head: Buffer }> {
  const raw = await compressedData(zip, entry);
  const inflater = entry.isCompressed() ? createInflateRaw() : undefined;
  const content: Readable = inflater ? raw.pipe(inflater) : raw;
  const cap = Math.min(room, MAX_RATIO * Math.max(1, entry.compressedSize));
  return new Promise((resolve, reject) => {
    let size = 0;
    let checksum = 0;
    let head = Buffer.alloc(0);
    let settled = false;
    const stop = (refusal: Error | undefined) => {
      if (settled) return;
      settled = true;
      raw.unpipe();
      inflater?.destroy();
      raw.destroy();
      if (refusal) reject(refusal);
      else resolve({ size, head });
    };
    content.on("data", (chunk: Buffer) => {
      if (settled) return;
      size += chunk.length;
      if (size > cap) return stop(new CvRejected(EXPANDS));
      if (size > entry.uncompressedSize) return stop(new CvRejected(NOT_AS_DECLARED));
      checksum = crc32(chunk, checksum);
      if (head.length < HEAD_BYTES) {
        head = Buffer.concat([head, chunk.subarray(0, HEAD_BYTES - head.length)]);
        if (head.length >= LONGEST_SIGNATURE && isArchive(head)) return stop(new CvRejected(NESTED));
      }
    });
    content.on("end", () => {
      const used = inflater ? inflater.bytesWritten : entry.compressedSize;
      if (size !== entry.uncompressedSize || checksum !== entry.crc32 || used !== entry.compressedSize) {
        return stop(new CvRejected(NOT_AS_DECLARED));
      }
      stop(isArchive(head) ? new CvRejected(NESTED) : undefined);
    });
    // Data zlib cannot inflate, or cut short.
    content.on("error", (error: Error) => stop(error));
    raw.on("error", (error: Error) => stop(error));
  });
}

async function zipKind(bytes: Buffer): Promise<CvKind> {
  let opened: Awaited<ReturnType<typeof openZip>>;
  try {
    opened = await openZip(bytes);
  } catch (error) {
    if (error instanceof CvRejected) throw error;
    throw new CvRejected(DAMAGED);
  }
  const { zip, entries } = opened;
  const heads = new Map<string, { size: number; head: Buffer }>();
  try {
    checkIndex(bytes, entries);
    let unpacked = 0;
    for (const entry of entries) {
      const part = await unpack(zip, entry, MAX_UNPACKED_BYTES - unpacked);
      unpacked += part.size;
      heads.set(entry.fileName, part);
    }
  } catch (error) {
    if (error instanceof CvRejected) throw error;
    throw new CvRejected(DAMAGED);
  } finally {
    zip.close();
  }
  if (heads.has("[Content_Types].xml") && heads.has("word/document.xml")) return "docx";
  const mimetype = heads.get("mimetype");
  if (
    mimetype &&
    heads.has("content.xml") &&
    mimetype.size === ODT_MIMETYPE.length &&
    mimetype.head.toString("latin1") === ODT_MIMETYPE
  ) {
    return "odt";
  }
  throw new CvRejected(`The CV is a compressed file, not a document. Please send ${ACCEPTED}.`);
}

/** What kind of CV `bytes` is, by content; throws CvRejected for anything else. */
export async function inspectCv(
  bytes: Buffer,
): Promise<{ kind: CvKind; mediaType: string; extension: string }> {
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

/**
 * The name HR sees for a CV: the applicant's last path segment, unsafe characters
 * replaced, shortened to CV_FILE_NAME_MAX_LENGTH, with the extension of the kind found in
 * its bytes (whatever extension it claimed). "cv.pdf" when nothing usable is left.
 * Linear in the name's length, which multipart's header limits bound anyway.
 */
export function cvFileName(claimed: string, kind: CvKind): string {
  return uploadedFileName(claimed, CV_KINDS[kind].extension, {
    maxLength: CV_FILE_NAME_MAX_LENGTH,
    fallback: "cv",
  });
}
