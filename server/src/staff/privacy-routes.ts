// The console's privacy screen: a person's right of access and erasure, as `npm run
// privacy -- export|erase` does it, for staff without a shell. The export is a download
// (an attachment, never shown in the page): a ZIP of personal-data.json and the CVs, as
// the command writes them to a folder. Both are in the audit trail, which records that
// they happened, not what they held.

import { STAFF_API, type ErasureCounts } from "@site/contracts";
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import yazl from "yazl";
import type { Config } from "../config.js";
import { mailDirectory } from "../mail/transport.js";
import { erasePersonalData, exportPersonalData, type ExportFile, type PersonalData } from "../privacy/subject.js";
import { staffEmail } from "./accounts.js";
import { auditChange, member, refuse } from "./guard.js";

export interface PrivacyRoutesOptions {
  config: Pick<Config, "dataDir">;
  now: () => Date;
}

/** The request's `email`, normalised, or a 400 beside the field. */
function emailOf(request: FastifyRequest, reply: FastifyReply): string | undefined {
  const raw = (request.body as { email?: unknown } | undefined)?.email;
  const email = typeof raw === "string" ? staffEmail(raw) : undefined;
  if (email === undefined) refuse(reply, 400, "Enter the person's e-mail address, like name@example.com.", "email");
  return email;
}

/** The export as one ZIP: personal-data.json, then each file at its path. */
function exportArchive(data: PersonalData, files: ExportFile[], at: Date): yazl.ZipFile["outputStream"] {
  const zip = new yazl.ZipFile();
  zip.addBuffer(Buffer.from(`${JSON.stringify(data, null, 2)}\n`), "personal-data.json", { mtime: at });
  // CVs are compressed documents already: stored as they are.
  for (const file of files) zip.addBuffer(file.bytes, file.path, { mtime: at, compress: false });
  zip.end();
  return zip.outputStream;
}

const privacyRoutes: FastifyPluginAsync<PrivacyRoutesOptions> = async (app, { config, now }) => {
  app.post(STAFF_API.privacyExport, async (request, reply) => {
    const email = emailOf(request, reply);
    if (email === undefined) return reply;
    const at = now();
    const { data, files } = await exportPersonalData(app.db, email, at);
    await auditChange(app, request, { action: "privacy.export", subject: "a person's data" }, at);
    return reply
      .header("content-disposition", 'attachment; filename="personal-data.zip"')
      .type("application/zip")
      .send(exportArchive(data, files, at));
  });

  app.post(STAFF_API.privacyErase, async (request, reply): Promise<ErasureCounts | FastifyReply> => {
    const email = emailOf(request, reply);
    if (email === undefined) return reply;
    const by = member(request);
    // A member erasing their own account would end the session mid-request: refused, the shell can.
    if (email === by.email) return refuse(reply, 409, "You cannot erase your own account here. Ask a colleague, or use npm run privacy.", "email");
    return erasePersonalData(app.db, email, { now: now(), mailDir: mailDirectory(config), by: { actor: by.email, address: request.ip } });
  });
};

export default privacyRoutes;
