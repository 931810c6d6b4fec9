// The console's privacy screen, for HR: a person's right of access and erasure, as `npm
// run privacy -- export|erase` does it, for staff without a shell. Staff first find what
// is held (dates and titles, no content), so they see what an export or an erasure will
// touch, and that nothing is held when nothing is. The export is a download (an
// attachment, never shown in the page): a ZIP of summary.html (for the person to read),
// personal-data.json and the CVs, streamed one CV at a time, so an export of many CVs never
// sits in memory. Each step is in the audit trail with the request's reference, naming the
// person by keyed hash, never by address. An erasure answers with the copies mailed to
// staff inboxes, which it cannot reach.
//
// A staff account is never erased from here (the shell does it): the answer says when the
// address has one.

import { Readable } from "node:stream";
import { PRIVACY_REFERENCE_MAX, STAFF_API, type ErasureCounts, type PrivacyFindings } from "@site/contracts";
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import yazl from "yazl";
import type { Config } from "../config.js";
import { mailDirectory } from "../mail/transport.js";
import { personRef } from "../audit/subjects.js";
import { recordAudit } from "../audit/trail.js";
import { staffInboxes } from "../forms/mail.js";
import { findingsCount, findPersonalData } from "../privacy/findings.js";
import {
  auditExport,
  erasePersonalData,
  exportPersonalData,
  readExportCv,
  referenceDetail,
  type PersonalData,
} from "../privacy/subject.js";
import { renderSummaryPage } from "../privacy/summary-page.js";
import { staffEmail } from "./accounts.js";
import { consoleActor, refuse } from "./guard.js";
import { bodyField, oneLineName } from "./request-text.js";
import { requireRole } from "./roles.js";

export interface PrivacyRoutesOptions {
  config: Pick<Config, "dataDir" | "mailTo" | "careersMailTo">;
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

export const REFERENCE_PROBLEM = `Keep the reference to one line of up to ${PRIVACY_REFERENCE_MAX} characters, like a ticket number.`;

/**
 * The request's optional `reference` (a ticket number, a letter's date): undefined when
 * none was given, null (with a 400 beside the field) when it is not one line of at most
 * PRIVACY_REFERENCE_MAX characters.
 */
function referenceOf(request: FastifyRequest, reply: FastifyReply): string | undefined | null {
  const raw = bodyField(request.body, "reference");
  if (raw === undefined || raw === null || (typeof raw === "string" && raw.trim() === "")) return undefined;
  const reference = typeof raw === "string" ? oneLineName(raw, PRIVACY_REFERENCE_MAX) : undefined;
  if (reference === undefined) {
    refuse(reply, 400, REFERENCE_PROBLEM, "reference");
    return null;
  }
  return reference;
}

/**
 * The export as one ZIP: summary.html and personal-data.json, then each CV, read from the database only
 * when the archive reaches it.
 */
function exportArchive(
  data: PersonalData,
  readCv: (applicationId: string) => Promise<Buffer | undefined>,
  at: Date,
): NodeJS.ReadableStream {
  const zip = new yazl.ZipFile();
  zip.addBuffer(Buffer.from(renderSummaryPage(data)), "summary.html", { mtime: at });
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
  const inboxes = staffInboxes(config);

  app.post(STAFF_API.privacyFind, async (request, reply): Promise<PrivacyFindings | FastifyReply> => {
    const email = emailOf(request, reply);
    if (email === undefined) return reply;
    const reference = referenceOf(request, reply);
    if (reference === null) return reply;
    const findings = await findPersonalData(app.db, email, inboxes);
    // Looking is itself an access to a person's data: recorded, as an export is.
    await recordAudit(
      app.db,
      {
        ...consoleActor(request),
        action: "privacy.find",
        subject: await personRef(app.db, email),
        details: { records: findingsCount(findings), ...referenceDetail(reference) },
      },
      now(),
    );
    return findings;
  });

  app.post(STAFF_API.privacyExport, async (request, reply) => {
    const email = emailOf(request, reply);
    if (email === undefined) return reply;
    const reference = referenceOf(request, reply);
    if (reference === null) return reply;
    const at = now();
    const { data, found } = await exportPersonalData(app.db, email, at);
    if (!found) return refuse(reply, 404, NOTHING_HELD, "email");
    await auditExport(app.db, email, data, consoleActor(request), at, reference);
    return reply
      .header("content-disposition", 'attachment; filename="personal-data.zip"')
      .type("application/zip")
      .send(exportArchive(data, (id) => readExportCv(app.db, id), at));
  });

  app.post(STAFF_API.privacyErase, async (request, reply): Promise<ErasureCounts | FastifyReply> => {
    const email = emailOf(request, reply);
    if (email === undefined) return reply;
    const reference = referenceOf(request, reply);
    if (reference === null) return reply;
    return erasePersonalData(app.db, email, {
      now: now(),
      mailDir: mailDirectory(config),
      by: consoleActor(request),
      staffAccount: "keep",
      inboxes,
      ...(reference === undefined ? {} : { reference }),
    });
  });
};

export default privacyRoutes;
