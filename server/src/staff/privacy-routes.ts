// The console's privacy screen, for HR: a person's right of access and erasure, as `npm
// run privacy -- export|erase` does it, for staff without a shell. The export is a
// download (an attachment, never shown in the page): a ZIP of personal-data.json and the
// CVs, streamed one CV at a time, so an export of many CVs never sits in memory. Both are
// in the audit trail, which names the person by keyed hash, never by address. A request
// that finds nothing says so, so staff know to look under another address.
//
// A staff account is never erased from here (the shell does it): the answer says when the
// address has one.

import { Readable } from "node:stream";
import { STAFF_API, type ErasureCounts } from "@site/contracts";
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import yazl from "yazl";
import type { Config } from "../config.js";
import { mailDirectory } from "../mail/transport.js";
import {
  auditExport,
  erasePersonalData,
  exportPersonalData,
  readExportCv,
  type PersonalData,
} from "../privacy/subject.js";
import { staffEmail } from "./accounts.js";
import { consoleActor, refuse } from "./guard.js";
import { requireRole } from "./roles.js";

export interface PrivacyRoutesOptions {
  config: Pick<Config, "dataDir">;
  now: () => Date;
}

export const NOTHING_HELD =
  "Nothing is held under this address. Check its spelling, or ask the person for any other address they used.";

/** The request's `email`, normalised, or a 400 beside the field. */
function emailOf(request: FastifyRequest, reply: FastifyReply): string | undefined {
  const raw = (request.body as { email?: unknown } | undefined)?.email;
  const email = typeof raw === "string" ? staffEmail(raw) : undefined;
  if (email === undefined)
    refuse(reply, 400, "Enter the person's e-mail address, like name@example.com.", "email");
  return email;
}

/**
 * The export as one ZIP: personal-data.json, then each CV, read from the database only
 * when the archive reaches it.
 */
function exportArchive(
  data: PersonalData,
  readCv: (applicationId: string) => Promise<Buffer | undefined>,
  at: Date,
): NodeJS.ReadableStream {
  const zip = new yazl.ZipFile();
  zip.addBuffer(Buffer.from(`${JSON.stringify(data, null, 2)}\n`), "personal-data.json", { mtime: at });
  for (const cv of data.cvs) {
    // CVs are compressed documents already: stored as they are.
    zip.addReadStreamLazy(cv.file, { mtime: at, compress: false }, (done) => {
      readCv(cv.applicationId).then(
        // Erased between the listing and now: an empty file rather than a broken archive.
        (bytes) => done(null, Readable.from([bytes ?? Buffer.alloc(0)])),
        (error: Error) => done(error, undefined as never),
      );
    });
  }
  zip.end();
  return zip.outputStream;
}

const privacyRoutes: FastifyPluginAsync<PrivacyRoutesOptions> = async (app, { config, now }) => {
  app.addHook("onRequest", requireRole("hr"));

  app.post(STAFF_API.privacyExport, async (request, reply) => {
    const email = emailOf(request, reply);
    if (email === undefined) return reply;
    const at = now();
    const { data, found } = await exportPersonalData(app.db, email, at);
    if (!found) return refuse(reply, 404, NOTHING_HELD, "email");
    await auditExport(app.db, email, data, consoleActor(request), at);
    return reply
      .header("content-disposition", 'attachment; filename="personal-data.zip"')
      .type("application/zip")
      .send(exportArchive(data, (id) => readExportCv(app.db, id), at));
  });

  app.post(STAFF_API.privacyErase, async (request, reply): Promise<ErasureCounts | FastifyReply> => {
    const email = emailOf(request, reply);
    if (email === undefined) return reply;
    return erasePersonalData(app.db, email, {
      now: now(),
      mailDir: mailDirectory(config),
      by: consoleActor(request),
      staffAccount: "keep",
    });
  });
};

export default privacyRoutes;
