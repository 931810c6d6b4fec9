// Applications for a job opening HR published, on a real SQLite file and a real PostgreSQL
// database: one for an opening that is open now is stored with the opening as it was
// (its id and title), and HR's mail, delivered to a real SMTP server, names it with its
// page; one for a closed or unknown opening is refused with a sentence on `opening` and
// nothing is stored; a hostile value is refused by its length or shape before any opening
// is looked up; the 13 fields alone remain an open application; the form posted without
// JavaScript has its empty position filled with the opening's title. The opening goes
// with the applicant's data: exported, and erased with the application.

import path from "node:path";
import {
  APPLICATION_SENT_PATH,
  JOB_APPLICATION_PATH,
  OPENING_CLOSED,
  OPENING_ID_MAX_LENGTH,
  type FieldError,
} from "@site/contracts";
import { openingSchema, openingTextSchema } from "@site/contracts/content";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { erasePersonalData, exportPersonalData } from "../src/privacy/subject.js";
import { FIXTURE_DOCUMENTS, openingDocument, seedFixtureContent } from "./content-fixtures.js";
import { pdf } from "./cv-documents.js";
import { ENGINES } from "./databases.js";
import { INBOXES } from "./mail-fixtures.js";
import {
  applicationForm,
  encodeForm,
  formsSuite,
  plainFormHeaders,
  post,
  scriptHeaders,
  storedCounts,
  validApplication,
  withCv,
} from "./form-helpers.js";
import { MAIL_ENV, receivedMail } from "./mail-fixtures.js";
import { createSmtpPeer, type SmtpPeer } from "./smtp-peer.js";
import { SHELL } from "./staff-helpers.js";

const OPEN = openingDocument("java-developer", "Java Developer", {
  posted: "01-01-2025",
  closes: "31-12-2099",
});
const CLOSED = openingDocument("bank-teller", "Bank Teller", { posted: "01-01-2020", closes: "31-01-2020" });
const SITE_URL = "https://www.example.com";

const errorsOf = (response: LightMyRequestResponse) => (response.json() as { errors: FieldError[] }).errors;

describe("the openings these tests publish", () => {
  it("are valid by the site's own schemas", () => {
    for (const { data } of [OPEN, CLOSED]) {
      const { entry, text } = data as { entry: unknown; text: unknown };
      expect(openingSchema.safeParse(entry).success).toBe(true);
      expect(openingTextSchema.safeParse(text).success).toBe(true);
    }
  });
});

describe.each(ENGINES)("applications for a job opening on %s", (engine) => {
  const suite = formsSuite(engine);
  let peer: SmtpPeer;

  beforeAll(async () => {
    await seedFixtureContent(suite.app, [...FIXTURE_DOCUMENTS, OPEN, CLOSED]);
    peer = await createSmtpPeer();
  });
  afterAll(async () => {
    await peer?.close();
  });

  const apply = (fields: Record<string, unknown>) =>
    post(suite.app, JOB_APPLICATION_PATH, validApplication(fields), suite.xsrf.headers);
  const stored = (id: string) =>
    suite.app.db.selectFrom("job_applications").selectAll().where("id", "=", id).executeTakeFirstOrThrow();

  it("stores an application for an open opening with the opening's id and title as they are now", async () => {
    const response = await apply({ name: "Priya Raman", opening: "java-developer" });
    expect(response.statusCode).toBe(202);
    const row = await stored((response.json() as { id: string }).id);
    expect(row).toMatchObject({
      opening_id: "java-developer",
      opening_title: "Java Developer",
      // What the applicant typed stays theirs.
      position: validApplication().position,
    });
    const { before } = suite;
    expect(await storedCounts(suite.app)).toEqual({
      ...before,
      applications: before.applications + 1,
      outbox: before.outbox + 1,
    });
  });

  it("takes the 13 fields alone, or an empty choice, as an open application, exactly as before", async () => {
    for (const extra of [{}, { opening: "" }]) {
      const response = await apply({ name: "Open Applicant", ...extra });
      expect(response.statusCode).toBe(202);
      expect(await stored((response.json() as { id: string }).id)).toMatchObject({
        opening_id: null,
        opening_title: null,
      });
    }
  });

  it.each([
    ["a closed opening", "bank-teller"],
    ["an opening the site never published", "java-developer-2"],
  ])("refuses %s with a sentence on the choice, storing nothing", async (_what, opening) => {
    const response = await apply({ opening });
    expect(response.statusCode).toBe(400);
    expect(errorsOf(response)).toEqual([{ path: "opening", message: OPENING_CLOSED }]);
    await suite.expectNothingStored();
  });

  it.each([
    ["10,000 characters", "a".repeat(10_000), `Opening must be at most ${OPENING_ID_MAX_LENGTH} characters.`],
    ["a path", "../../etc/passwd", "Opening must be one of the openings the careers page lists."],
    [
      "a path as long as an id",
      "../".repeat(20),
      "Opening must be one of the openings the careers page lists.",
    ],
    // A Cyrillic "а" and a full-width "ｊ": each looks like the open opening's id.
    [
      "a Cyrillic look-alike",
      "j\u0430va-developer",
      "Opening must be one of the openings the careers page lists.",
    ],
    [
      "a full-width look-alike",
      "\uff4aava-developer",
      "Opening must be one of the openings the careers page lists.",
    ],
    ["capitals", "Java-Developer", "Opening must be one of the openings the careers page lists."],
  ])(
    "refuses %s by its length or shape, before any opening is looked up",
    async (_what, opening, message) => {
      const response = await apply({ opening });
      expect(response.statusCode).toBe(400);
      // Not OPENING_CLOSED: the value never reached the lookup.
      expect(errorsOf(response)).toEqual([{ path: "opening", message }]);
      await suite.expectNothingStored();
    },
  );

  it("lists a refused opening with the fields' problems, all at once", async () => {
    const response = await apply({ opening: "bank-teller", email: "not an address", position: "" });
    expect(response.statusCode).toBe(400);
    expect(errorsOf(response).map((error) => error.path)).toEqual(["email", "position", "opening"]);
    await suite.expectNothingStored();
  });

  it("fills an empty position with the opening's title from the form posted without JavaScript", async () => {
    const form = withCv(await pdf("Karthik – CV"), "cv.pdf", {
      name: "Karthik No Script",
      position: "",
      opening: "java-developer",
    });
    const { body, contentType } = await encodeForm(form);
    const response = await post(
      suite.app,
      JOB_APPLICATION_PATH,
      body,
      plainFormHeaders(suite.xsrf, contentType),
    );
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(APPLICATION_SENT_PATH);
    const row = await suite.app.db
      .selectFrom("job_applications")
      .selectAll()
      .where("name", "=", "Karthik No Script")
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      position: "Java Developer",
      opening_id: "java-developer",
      opening_title: "Java Developer",
    });
  });

  it("fills nothing for a closed opening: the page without JavaScript names both problems", async () => {
    const { body, contentType } = await encodeForm(
      applicationForm({ name: "Too Late", position: "", opening: "bank-teller" }),
    );
    const response = await post(
      suite.app,
      JOB_APPLICATION_PATH,
      body,
      plainFormHeaders(suite.xsrf, contentType),
    );
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain("<li>Position applied for is required.</li>");
    expect(response.body).toContain(`<li>${OPENING_CLOSED}</li>`);
    await suite.expectNothingStored();
  });

  it("takes the opening from the web app's multipart post with a CV", async () => {
    const { body, contentType } = await encodeForm(
      withCv(await pdf("Meera – CV"), "cv.pdf", { name: "Meera Script", opening: "java-developer" }),
    );
    const response = await post(
      suite.app,
      JOB_APPLICATION_PATH,
      body,
      scriptHeaders(suite.xsrf, contentType),
    );
    expect(response.statusCode).toBe(202);
    expect(await stored((response.json() as { id: string }).id)).toMatchObject({
      opening_id: "java-developer",
    });
  });

  it("exports the opening with the applicant's data, and erases it with the application", async () => {
    const email = "lakshmi.opening@example.org";
    expect((await apply({ email, opening: "java-developer" })).statusCode).toBe(202);
    const { data } = await exportPersonalData(suite.app.db, email, new Date());
    expect(data.applications).toEqual([
      expect.objectContaining({ opening_id: "java-developer", opening_title: "Java Developer" }),
    ]);
    const erased = await erasePersonalData(suite.app.db, email, {
      now: new Date(),
      mailDir: path.join(suite.database.dataDir, "mail"),
      by: SHELL,
      staffAccount: "keep",
      inboxes: INBOXES,
    });
    expect(erased.applications).toBe(1);
    expect(
      await suite.app.db
        .selectFrom("job_applications")
        .select("id")
        .where("opening_id", "=", "java-developer")
        .where("email", "=", email)
        .execute(),
    ).toEqual([]);
  });

  it("names the opening in HR's mail, with its page; an open application says so", async () => {
    const forOpening = await apply({ name: "Ravi Mail", opening: "java-developer" });
    const open = await apply({ name: "Asha Mail" });
    // Another instance over the same database delivers what this one stored.
    const mailer = suite.another(
      { ...MAIL_ENV, SMTP_URL: peer.url, SITE_URL },
      { mail: { pollIntervalMs: 50, retryBaseMs: 20 } },
    );
    await mailer.ready();
    const [opening, none] = await Promise.all(
      [forOpening, open].map((response) => receivedMail(peer, (response.json() as { id: string }).id)),
    );
    const lines = (text: string | undefined) => text?.trimEnd().split("\n") ?? [];
    expect(lines(opening!.text)[0]).toBe(`Applied for: Java Developer (${SITE_URL}/Careers/java-developer)`);
    expect(lines(opening!.text)).toContain("Full name: Ravi Mail");
    expect(lines(none!.text)[0]).toBe("Applied for: Open application");
    expect(opening!.to.map((to) => to.address)).toEqual(["hr@company.test", "careers@company.test"]);
  });
});
