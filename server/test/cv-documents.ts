// Real documents for the CV tests, made the way word processors and PDF writers make
// them: a PDF by pdfkit, a Word (.docx) and an OpenDocument (.odt) text as ZIP containers
// with the parts that make one, and what must be refused (zip bombs, archives whose
// headers say one thing and whose bytes another, an executable, an HTML page named .pdf).
// The hostile archives are written byte by byte (rawZip), since no ZIP library will write
// a lie on purpose.

import { randomInt } from "node:crypto";
import { Readable } from "node:stream";
import { constants, crc32, deflateRawSync } from "node:zlib";
import PDFDocument from "pdfkit";
import yazl from "yazl";
import type { Db } from "../src/db/schema.js";
import { storeCv, type StoredCv } from "../src/forms/cv-store.js";

/** A ZIP of `files` as yazl writes it (deflated unless `store`). */
export function zip(files: { name: string; content: Buffer | string; store?: boolean }[]): Promise<Buffer> {
  const archive = new yazl.ZipFile();
  for (const file of files)
    archive.addBuffer(Buffer.from(file.content), file.name, { compress: !file.store });
  archive.end();
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    archive.outputStream.on("data", (chunk: Buffer) => chunks.push(chunk));
    archive.outputStream.on("end", () => resolve(Buffer.concat(chunks)));
    archive.outputStream.on("error", reject);
  });
}

/** A ZIP as a streaming writer makes it: each part's checksum and sizes after its data (flag bit 3). */
export function streamedZip(files: { name: string; content: string }[]): Promise<Buffer> {
  const archive = new yazl.ZipFile();
  for (const file of files) archive.addReadStream(Readable.from([Buffer.from(file.content)]), file.name);
  archive.end();
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    archive.outputStream.on("data", (chunk: Buffer) => chunks.push(chunk));
    archive.outputStream.on("end", () => resolve(Buffer.concat(chunks)));
    archive.outputStream.on("error", reject);
  });
}

/** A part of a ZIP written byte by byte, and what its headers say where that is not the truth. */
export interface RawPart {
  name: string;
  content: Buffer | string;
  store?: boolean;
  /** The compressed bytes written, instead of `content` deflated. */
  data?: Buffer;
  /** General-purpose flags, in both headers. */
  flags?: number;
  /** What both headers declare instead of the truth. */
  declared?: { crc32?: number; compressedSize?: number; uncompressedSize?: number };
  /** What the local header alone says instead of what the index says; `zip64`: its sizes in a ZIP64 field. */
  local?: { name?: string; compressionMethod?: number; crc32?: number; zip64?: boolean };
  /** Only in the index, pointing at a local header at this offset. */
  at?: number;
}

function written(part: RawPart) {
  const content = Buffer.from(part.content);
  const data = part.data ?? (part.store ? content : deflateRawSync(content));
  return {
    method: part.store ? 0 : 8,
    data,
    crc32: part.declared?.crc32 ?? crc32(content),
    compressedSize: part.declared?.compressedSize ?? data.length,
    uncompressedSize: part.declared?.uncompressedSize ?? content.length,
  };
}

/** A part's local header, name, extra field and data. */
export function localRecord(part: RawPart): Buffer {
  const values = written(part);
  const name = Buffer.from(part.local?.name ?? part.name);
  const zip64 = part.local?.zip64 === true;
  const extra = Buffer.alloc(zip64 ? 20 : 0);
  if (zip64) {
    extra.writeUInt16LE(0x0001, 0);
    extra.writeUInt16LE(16, 2);
    extra.writeBigUInt64LE(BigInt(values.uncompressedSize), 4);
    extra.writeBigUInt64LE(BigInt(values.compressedSize), 12);
  }
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(zip64 ? 45 : 20, 4);
  header.writeUInt16LE(part.flags ?? 0, 6);
  header.writeUInt16LE(part.local?.compressionMethod ?? values.method, 8);
  header.writeUInt16LE(0x21, 12); // 1 January 1980
  header.writeUInt32LE(part.local?.crc32 ?? values.crc32, 14);
  header.writeUInt32LE(zip64 ? 0xffffffff : values.compressedSize, 18);
  header.writeUInt32LE(zip64 ? 0xffffffff : values.uncompressedSize, 22);
  header.writeUInt16LE(name.length, 26);
  header.writeUInt16LE(extra.length, 28);
  return Buffer.concat([header, name, extra, values.data]);
}

function centralRecord(part: RawPart, offset: number): Buffer {
  const values = written(part);
  const name = Buffer.from(part.name);
  const header = Buffer.alloc(46);
  header.writeUInt32LE(0x02014b50, 0);
  header.writeUInt16LE(20, 4);
  header.writeUInt16LE(20, 6);
  header.writeUInt16LE(part.flags ?? 0, 8);
  header.writeUInt16LE(values.method, 10);
  header.writeUInt16LE(0x21, 14);
  header.writeUInt32LE(values.crc32, 16);
  header.writeUInt32LE(values.compressedSize, 20);
  header.writeUInt32LE(values.uncompressedSize, 24);
  header.writeUInt16LE(name.length, 28);
  header.writeUInt32LE(offset, 42);
  return Buffer.concat([header, name]);
}

/** A ZIP of `parts` in order, its index (central directory) after them. */
export function rawZip(parts: RawPart[]): Buffer {
  const locals: Buffer[] = [];
  const index: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    if (part.at !== undefined) {
      index.push(centralRecord(part, part.at));
      continue;
    }
    const local = localRecord(part);
    index.push(centralRecord(part, offset));
    locals.push(local);
    offset += local.length;
  }
  const directory = Buffer.concat(index);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(index.length, 8);
  end.writeUInt16LE(index.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** The parts of a Word document, for rawZip. */
export const docxParts = (): RawPart[] => [
  {
    name: "[Content_Types].xml",
    content:
      '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
  },
  { name: "_rels/.rels", content: "<Relationships/>" },
  {
    name: "word/document.xml",
    content: "<w:document><w:body><w:p><w:r><w:t>CV</w:t></w:r></w:p></w:body></w:document>",
  },
];

/**
 * Raw deflate data for `mebibytes` MiB of zeros, about 1 KB per MiB. Each MiB is one run
 * flushed to a byte boundary and needing nothing before it, so the runs simply repeat.
 */
export function deflatedZeros(mebibytes: number): Buffer {
  const run = deflateRawSync(Buffer.alloc(1024 * 1024), { finishFlush: constants.Z_SYNC_FLUSH });
  return Buffer.concat([...Array<Buffer>(mebibytes).fill(run), deflateRawSync(Buffer.alloc(0))]);
}

/** 1 MiB that deflates about 50 times smaller: zeros with a random byte every 128. */
export function sparseMebibyte(): Buffer {
  const bytes = Buffer.alloc(1024 * 1024);
  for (let at = 0; at < bytes.length; at += 128) bytes[at] = randomInt(256);
  return bytes;
}

/** A one-page PDF as pdfkit writes it; `title` goes in its metadata, as plain bytes. */
export function pdf(text = "Curriculum vitae", title?: string): Promise<Buffer> {
  const document = new PDFDocument(title === undefined ? {} : { info: { Title: title } });
  const chunks: Buffer[] = [];
  document.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => document.on("end", () => resolve(Buffer.concat(chunks))));
  document.text(text);
  document.end();
  return done;
}

export const docx = () =>
  zip([
    {
      name: "[Content_Types].xml",
      content:
        '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
    },
    { name: "_rels/.rels", content: "<Relationships/>" },
    {
      name: "word/document.xml",
      content: "<w:document><w:body><w:p><w:r><w:t>CV</w:t></w:r></w:p></w:body></w:document>",
    },
  ]);
export const odt = () =>
  zip([
    { name: "mimetype", content: "application/vnd.oasis.opendocument.text", store: true },
    { name: "content.xml", content: "<office:document-content/>" },
    { name: "META-INF/manifest.xml", content: "<manifest:manifest/>" },
  ]);

/** A "Word document" whose text is 30 MB of zeros: under 200 KB once compressed. */
export const zipBomb = () =>
  zip([
    { name: "[Content_Types].xml", content: "<Types/>" },
    { name: "word/document.xml", content: Buffer.alloc(30 * 1024 * 1024) },
  ]);

/** A Windows executable (its "MZ" header), as if renamed cv.pdf. */
export const executable = () => Buffer.concat([Buffer.from("MZ"), Buffer.alloc(4096, 0x90)]);

/** An HTML page with a script, as if renamed cv.pdf. */
export const htmlPage = () => Buffer.from("<!doctype html><script>alert(1)</script>%PDF-1.7");

/** A PDF of `size` bytes: header, padding, end marker. */
export const pdfOfSize = (size: number) =>
  Buffer.concat([Buffer.from("%PDF-1.4\n"), Buffer.alloc(size - 16, 0x20), Buffer.from("\n%%EOF\n")]);

/**
 * Stores `cv` as the CV of a stored application, as the careers form's post does (its
 * bytes in cv_contents, keyed by the application's address).
 */
export async function attachCv(db: Db, applicationId: string, cv: StoredCv): Promise<void> {
  const { email } = await db
    .selectFrom("job_applications")
    .select("email")
    .where("id", "=", applicationId)
    .executeTakeFirstOrThrow();
  await db.transaction().execute((trx) => storeCv(trx, applicationId, email, cv));
}
