// The careers form with a CV (multipart/form-data), on a real SQLite file and a real
// PostgreSQL database: accepted from the web app (JSON answers) and from a plain HTML
// form (303), stored with the application in one transaction, read as the CV however its
// part names the file (RFC 5987's `filename*=`, or no name at all), refused by content
// with nothing stored, and cut at the size limit and at the request timeout on a real
// socket.

import { request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { Readable } from "node:stream";
import {
  APPLICATION_SENT_PATH,
  CV_EMPTY,
  CV_FIELD,
  CV_TOO_LARGE,
  HONEYPOT_FIELD,
  JOB_APPLICATION_PATH,
  MAIL_SENDING_PATH,
  XSRF_HEADER,
} from "@site/contracts";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tmpdir } from "node:os";
import path from "node:path";
import { readCvFile } from "../src/forms/cv-store.js";
import { deleteMessages } from "../src/privacy/records.js";
import { ENGINES } from "./databases.js";
import {
  docx,
  docxParts,
  executable,
  htmlPage,
  odt,
  pdf,
  pdfOfSize,
  rawZip,
  zipBomb,
} from "./cv-documents.js";
import {
  applicationForm,
  encodeForm as encode,
  fetchXsrf,
  formsApp,
  formsSuite,
  plainFormHeaders,
  post,
  scriptHeaders,
  storedCounts,
  validApplication,
  withCv,
  type XsrfPair,
} from "./form-helpers.js";
import { createTestDatabase, type TestDatabase } from "./databases.js";

describe.each(ENGINES)("applications with a CV on %s", (engine) => {
  const suite = formsSuite(engine);

  async function postForm(
    form: FormData,
    headers: (pair: XsrfPair, contentType: string) => Record<string, string> = scriptHeaders,
  ) {
    const { body, contentType } = await encode(form);
    return post(suite.app, JOB_APPLICATION_PATH, body, headers(suite.xsrf, contentType));
  }

  /** The CV row of an application, with its bytes (stored apart, once per applicant). */
  const storedCv = async (applicationId: string) => {
    const row = await suite.app.db
      .selectFrom("job_application_cvs")
      .selectAll()
      .where("application_id", "=", applicationId)
      .executeTakeFirst();
    return row === undefined
      ? undefined
      : { ...row, bytes: (await readCvFile(suite.app.db, applicationId))!.bytes };
  };

  it("stores a PDF CV with its application and outbox row, by the web app's post", async () => {
    const bytes = await pdf("Priya Raman – CV");
    const response = await postForm(withCv(bytes, "Priya Raman CV.pdf", { name: "Priya Raman" }));
    expect(response.statusCode).toBe(202);
    const { id } = response.json() as { id: string };
    const cv = await storedCv(id);
    expect(cv).toMatchObject({
      file_name: "Priya Raman CV.pdf",
      media_type: "application/pdf",
      size: bytes.length,
    });
    expect(Buffer.from(cv!.bytes).equals(bytes)).toBe(true);
    const { before } = suite;
    expect(await storedCounts(suite.app)).toEqual({
      ...before,
      applications: before.applications + 1,
      cvs: before.cvs + 1,
      outbox: before.outbox + 1,
    });
  });

  it("takes a Word and an OpenDocument CV by content, named for what they are", async () => {
    for (const [bytes, claimed, expected] of [
      [await docx(), "résumé.pdf", "résumé.docx"],
      [await odt(), "../../etc/cv", "cv.odt"],
    ] as const) {
      const response = await postForm(withCv(bytes, claimed));
      expect(response.statusCode).toBe(202);
      expect((await storedCv((response.json() as { id: string }).id))?.file_name).toBe(expected);
    }
  });

  it("stores an application without a CV from the multipart form, and keeps taking JSON", async () => {
    const multipart = await postForm(applicationForm({ name: "No CV" }));
    expect(multipart.statusCode).toBe(202);
    expect(await storedCv((multipart.json() as { id: string }).id)).toBeUndefined();
    const json = await post(suite.app, JOB_APPLICATION_PATH, validApplication(), suite.xsrf.headers);
    expect(json.statusCode).toBe(202);
  });

  it("takes the plain HTML form's multipart post: 303 to the sent page, with or without a file", async () => {
    const withFile = await postForm(withCv(await pdf(), "cv.pdf", { name: "Plain Form" }), plainFormHeaders);
    expect(withFile.statusCode).toBe(303);
    expect(withFile.headers.location).toBe(APPLICATION_SENT_PATH);
    const row = await suite.app.db
      .selectFrom("job_applications")
      .select("id")
      .where("name", "=", "Plain Form")
      .executeTakeFirstOrThrow();
    expect(await storedCv(row.id)).toMatchObject({ file_name: "cv.pdf" });

    // No file chosen: a browser still sends the part, empty, with `filename=""` (which
    // fetch's encoder leaves out, so it is written in here).
    const form = applicationForm({ name: "Plain No File", [HONEYPOT_FIELD]: "" });
    form.append(CV_FIELD, new Blob([], { type: "application/octet-stream" }), "");
    const encoded = await encode(form);
    const body = Buffer.from(
      encoded.body.toString("latin1").replace(`name="${CV_FIELD}"`, `name="${CV_FIELD}"; filename=""`),
      "latin1",
    );
    expect(
      body.includes(`name="${CV_FIELD}"; filename=""\r\nContent-Type: application/octet-stream\r\n\r\n\r\n`),
    ).toBe(true);
    const withoutFile = await post(
      suite.app,
      JOB_APPLICATION_PATH,
      body,
      plainFormHeaders(suite.xsrf, encoded.contentType),
    );
    expect(withoutFile.statusCode).toBe(303);
    const other = await suite.app.db
      .selectFrom("job_applications")
      .select("id")
      .where("name", "=", "Plain No File")
      .executeTakeFirstOrThrow();
    expect(await storedCv(other.id)).toBeUndefined();
  });

  /** The web app's post with a CV, its part's `filename="cv.pdf"` replaced by `disposition` (and its type by `type`). */
  async function postRewrittenCvPart(bytes: Buffer, disposition: string, type = "application/pdf") {
    const { body, contentType } = await encode(withCv(bytes, "cv.pdf", { name: "Rewritten Part" }));
    const original = `name="${CV_FIELD}"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n`;
    const text = body.toString("latin1");
    expect(text.includes(original)).toBe(true);
    const rewritten = Buffer.from(
      text.replace(original, `name="${CV_FIELD}"${disposition}\r\nContent-Type: ${type}\r\n`),
      "latin1",
    );
    return post(suite.app, JOB_APPLICATION_PATH, rewritten, scriptHeaders(suite.xsrf, contentType));
  }

  it("stores identical CV bytes from the same applicant once, and apart from anyone else's", async () => {
    const bytes = await pdf("Vikram Shah – CV");
    const contents = () => suite.app.db.selectFrom("cv_contents").select(["id", "owner_key"]).execute();
    const before = (await contents()).length;
    const ids: string[] = [];
    // The same file three times, under three spellings of one address, and once from someone else.
    for (const [email, name] of [
      ["vikram@example.org", "cv.pdf"],
      ["Vikram@Example.org", "Vikram CV.pdf"],
      ["VIKRAM@EXAMPLE.ORG", "cv (1).pdf"],
      ["someone.else@example.org", "cv.pdf"],
    ] as const) {
      const response = await postForm(withCv(bytes, name, { email }));
      expect(response.statusCode).toBe(202);
      ids.push((response.json() as { id: string }).id);
    }
    expect((await contents()).length).toBe(before + 2);
    // Each application keeps its own file name, and each reads back the whole file.
    for (const [index, id] of ids.entries()) {
      const cv = await storedCv(id);
      expect(cv?.file_name).toBe(["cv.pdf", "Vikram CV.pdf", "cv (1).pdf", "cv.pdf"][index]);
      expect(Buffer.from(cv!.bytes).equals(bytes)).toBe(true);
    }
    const [first, second, third, other] = await Promise.all(ids.map((id) => storedCv(id)));
    expect(new Set([first!.content_id, second!.content_id, third!.content_id]).size).toBe(1);
    expect(other!.content_id).not.toBe(first!.content_id);

    // Deleting two of the applicant's applications keeps the bytes for the third; the last takes them.
    const remove = (applicationIds: string[]) =>
      deleteMessages(
        suite.app.db,
        { contact: [], application: applicationIds },
        { mailDir: path.join(tmpdir(), "no-mail-here") },
      );
    expect((await remove(ids.slice(0, 2))).cvs).toBe(2);
    expect(Buffer.from((await storedCv(ids[2]!))!.bytes).equals(bytes)).toBe(true);
    expect((await contents()).length).toBe(before + 2);
    await remove([ids[2]!]);
    expect((await contents()).map((row) => row.owner_key)).not.toContain("vikram@example.org");
    expect(Buffer.from((await storedCv(ids[3]!))!.bytes).equals(bytes)).toBe(true);
  });

  it("reads a CV part named only by filename*= (RFC 5987) as the file, with its decoded name", async () => {
    const bytes = await pdf();
    const response = await postRewrittenCvPart(bytes, `; filename*=UTF-8''%C3%96mer%20CV.pdf`);
    expect(response.statusCode).toBe(202);
    const cv = await storedCv((response.json() as { id: string }).id);
    expect(cv).toMatchObject({ file_name: "Ömer CV.pdf", media_type: "application/pdf", size: bytes.length });
    // Its decoded name goes through cvFileName like any other: no path survives.
    const traversal = await postRewrittenCvPart(await docx(), `; filename*=UTF-8''..%2F..%2F%C3%96mer.pdf`);
    expect(traversal.statusCode).toBe(202);
    expect((await storedCv((traversal.json() as { id: string }).id))?.file_name).toBe("Ömer.docx");
  });

  it("reads a CV part sent with no file name at all as the file, never as a text field", async () => {
    const bytes = await pdf();
    const response = await postRewrittenCvPart(bytes, "");
    expect(response.statusCode).toBe(202);
    expect(await storedCv((response.json() as { id: string }).id)).toMatchObject({
      file_name: "cv.pdf",
      size: bytes.length,
    });
    // And what it holds is checked by content like any CV: refused beside the CV field.
    const before = await storedCounts(suite.app);
    const refused = await postRewrittenCvPart(htmlPage(), "", "text/plain");
    expect(refused.statusCode).toBe(400);
    expect((refused.json() as { errors: { path: string }[] }).errors.map((error) => error.path)).toEqual([
      CV_FIELD,
    ]);
    expect(await storedCounts(suite.app)).toEqual(before);
  });

  describe("refuses, storing nothing", () => {
    const cases: [string, () => Promise<Buffer> | Buffer, number, RegExp | string][] = [
      [
        "a renamed executable",
        executable,
        400,
        /not a PDF, a Word document \(\.docx\) or an OpenDocument text \(\.odt\)/,
      ],
      ["a zip bomb", zipBomb, 400, /expand far beyond/],
      [
        "a Word document holding another archive",
        () =>
          rawZip([
            ...docxParts(),
            {
              name: "word/embeddings/sheet.xlsx",
              content: rawZip([{ name: "xl/workbook.xml", content: "<workbook/>" }]),
            },
          ]),
        400,
        /another compressed file inside it/,
      ],
      ["an HTML page named .pdf", htmlPage, 400, /not a PDF, a Word document/],
      ["an empty file", () => Buffer.alloc(0), 400, CV_EMPTY],
      ["a 6 MB PDF", () => pdfOfSize(6 * 1024 * 1024), 413, CV_TOO_LARGE],
    ];
    it.each(cases)("%s, beside the CV field", async (_, make, status, message) => {
      const response = await postForm(withCv(await make()));
      expect(response.statusCode).toBe(status);
      const { errors } = response.json() as { errors: { path: string; message: string }[] };
      expect(errors).toHaveLength(1);
      expect(errors[0]!.path).toBe(CV_FIELD);
      expect(errors[0]!.message).toMatch(message);
      await suite.expectNothingStored();
    });

    it("lists the fields' problems and the CV's together", async () => {
      const response = await postForm(withCv(htmlPage(), "cv.pdf", { email: "not an address" }));
      expect(response.statusCode).toBe(400);
      const paths = (response.json() as { errors: { path: string }[] }).errors.map((error) => error.path);
      expect(paths).toEqual(["email", CV_FIELD]);
      await suite.expectNothingStored();
    });

    it("shows the plain form a page naming the CV's problem", async () => {
      const response = await postForm(withCv(executable()), plainFormHeaders);
      expect(response.statusCode).toBe(400);
      expect(response.headers["content-type"]).toMatch(/^text\/html/);
      expect(response.body).toMatch(/The CV is not a PDF/);
      await suite.expectNothingStored();
    });

    it("a second file, a file in another field, a field sent as JSON", async () => {
      const twoFiles = withCv(await pdf());
      twoFiles.append(CV_FIELD, new Blob([await pdf()]), "second.pdf");
      expect((await postForm(twoFiles)).statusCode).toBe(413);

      const otherField = applicationForm();
      otherField.append("photo", new Blob([await pdf()]), "photo.pdf");
      expect((await postForm(otherField)).statusCode).toBe(400);

      const jsonPart = applicationForm();
      jsonPart.set("message", new Blob(['{"a":1}'], { type: "application/json" }));
      expect((await postForm(jsonPart)).statusCode).toBe(400);
      await suite.expectNothingStored();
    });

    it("a contact message sent as multipart: 415", async () => {
      const form = new FormData();
      form.append("name", "Ann");
      form.append("email", "ann@example.com");
      form.append("message", "Hi");
      const { body, contentType } = await encode(form);
      const response = await post(suite.app, MAIL_SENDING_PATH, body, scriptHeaders(suite.xsrf, contentType));
      expect(response.statusCode).toBe(415);
      await suite.expectNothingStored();
    });

    it("another site's multipart post, and the web app's with a token that is not the cookie's", async () => {
      const { body, contentType } = await encode(withCv(await pdf()));
      const foreign = await post(suite.app, JOB_APPLICATION_PATH, body, {
        ...plainFormHeaders(suite.xsrf, contentType),
        "sec-fetch-site": "cross-site",
        origin: "https://attacker.example",
      });
      expect(foreign.statusCode).toBe(403);
      const mismatched = await post(suite.app, JOB_APPLICATION_PATH, body, {
        ...scriptHeaders(suite.xsrf, contentType),
        [XSRF_HEADER]: "1.forged.token",
      });
      expect(mismatched.statusCode).toBe(403);
      await suite.expectNothingStored();
    });
  });
});

describe("uploads on a real socket", () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let pair: XsrfPair;
  let port: number;

  beforeAll(async () => {
    database = await createTestDatabase("sqlite");
    app = formsApp(database, {}, { requestTimeoutMs: 1_000 });
    await app.listen({ host: "127.0.0.1", port: 0 });
    port = (app.server.address() as AddressInfo).port;
    pair = await fetchXsrf(app);
  });

  afterAll(async () => {
    await app?.close();
    await database?.remove();
  });

  /** POSTs `body` on a socket of its own; resolves with the status (0: closed unanswered) and the bytes sent. */
  function send(
    body: Readable,
    contentType: string,
  ): Promise<{ status: number; sentBytes: number; elapsedMs: number }> {
    const started = Date.now();
    return new Promise((resolve) => {
      let sentBytes = 0;
      body.on("data", (chunk: Buffer) => (sentBytes += chunk.length));
      const request = httpRequest(
        {
          host: "127.0.0.1",
          port,
          method: "POST",
          path: JOB_APPLICATION_PATH,
          headers: { ...scriptHeaders(pair, contentType), "transfer-encoding": "chunked" },
        },
        (response) => {
          response.resume();
          response.on("end", () =>
            resolve({ status: response.statusCode ?? 0, sentBytes, elapsedMs: Date.now() - started }),
          );
          body.destroy();
        },
      );
      request.on("error", () => resolve({ status: 0, sentBytes, elapsedMs: Date.now() - started }));
      body.pipe(request);
    });
  }

  it("cuts a 500 MB upload at the 5 MB limit without reading it into memory", async () => {
    const { body: head, contentType } = await encode(withCv(Buffer.from("%PDF-1.4\n")));
    // The encoded form up to the file's first bytes, then 500 MB of padding made as it is read.
    const cut = head.indexOf("%PDF-1.4\n") + 9;
    const total = 500 * 1024 * 1024;
    let produced = 0;
    const chunk = Buffer.alloc(64 * 1024, 0x20);
    const stream = new Readable({
      read() {
        if (produced === 0) this.push(head.subarray(0, cut));
        if (produced >= total) return this.push(null);
        produced += chunk.length;
        this.push(chunk);
      },
    });
    const before = await storedCounts(app);
    const rssBefore = process.memoryUsage().rss;
    const result = await send(stream, contentType);
    // 413, or a reset when the close overtakes the answer while the client is still sending.
    expect([413, 0]).toContain(result.status);
    // Cut soon after the limit: the server stopped reading, and nothing piled up.
    expect(result.sentBytes).toBeLessThan(64 * 1024 * 1024);
    expect(process.memoryUsage().rss - rssBefore).toBeLessThan(100 * 1024 * 1024);
    expect(await storedCounts(app)).toEqual(before);
  });

  it("cuts a slow upload at the request timeout", async () => {
    const { body, contentType } = await encode(withCv(await pdf()));
    const before = await storedCounts(app);
    // Half the form, then nothing: a slow-loris upload.
    const stream = new Readable({ read() {} });
    stream.push(body.subarray(0, body.length >> 1));
    const result = await send(stream, contentType);
    expect(result.status).toBe(408);
    expect(result.elapsedMs).toBeLessThan(5_000);
    expect(await storedCounts(app)).toEqual(before);
  });
});
