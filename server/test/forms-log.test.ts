// What the log says about form posts, on a real SQLite file and a real PostgreSQL
// database: ids and kinds, reasons and field names, never what the visitor wrote.

import { HONEYPOT_FIELD, JOB_APPLICATION_PATH, MAIL_SENDING_PATH } from "@site/contracts";
import type { FastifyInstance } from "fastify";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, ENGINES, type TestDatabase } from "./databases.js";
import {
  fetchXsrf,
  formPostHeaders,
  formsApp,
  post,
  validApplication,
  validContact,
  type XsrfPair,
} from "./form-helpers.js";
describe.each(ENGINES)("what the log says about form posts on %s", (engine) => {
  // Distinctive enough that any appearance in the log is a leak, whatever the field.
  const SENDER = "quokka.7731@example.org";
  const NAME = "Quokka Zebrafinch";
  const TEXT = "Zebra-Quokka-7731 would like a quote for the core banking upgrade";
  const SECRETS = [SENDER, NAME, TEXT, "Zebra-Quokka", "quokka.7731"];

  let database: TestDatabase;
  let app: FastifyInstance;
  let xsrf: XsrfPair;
  const lines: string[] = [];

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    app = formsApp(
      database,
      { LOG_LEVEL: "debug" },
      { logger: true, logStream: { write: (line) => lines.push(line) } },
    );
    await app.ready();
    xsrf = await fetchXsrf(app);
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    await database?.remove();
  });

  const entries = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);
  const contact = () =>
    validContact({
      sender: SENDER,
      subject: `Contact from ${NAME}`,
      body: `Name: ${NAME}\nEmail: ${SENDER}\nMessage: ${TEXT}`,
    });

  it("logs {id, kind} when a post is accepted, and nothing the visitor wrote", async () => {
    const contactResponse = await post(app, MAIL_SENDING_PATH, contact(), xsrf.headers);
    const applicationResponse = await post(
      app,
      JOB_APPLICATION_PATH,
      validApplication({ name: NAME, email: SENDER, message: TEXT, skills: TEXT }),
      xsrf.headers,
    );
    expect(contactResponse.statusCode).toBe(202);
    expect(applicationResponse.statusCode).toBe(202);

    const accepted = entries().filter((entry) => entry.msg === "Form post accepted");
    expect(accepted).toEqual([
      expect.objectContaining({
        level: 30,
        id: (contactResponse.json() as { id: string }).id,
        kind: "contact",
      }),
      expect.objectContaining({
        level: 30,
        id: (applicationResponse.json() as { id: string }).id,
        kind: "application",
      }),
    ]);
  });

  it("logs one line for a filled honeypot, without its content", async () => {
    const response = await post(
      app,
      MAIL_SENDING_PATH,
      { ...contact(), [HONEYPOT_FIELD]: TEXT },
      xsrf.headers,
    );
    expect(response.statusCode).toBe(202);
    const honeypot = entries().filter((entry) => String(entry.msg).includes("honeypot"));
    expect(honeypot).toEqual([expect.objectContaining({ level: 30, kind: "contact" })]);
  });

  it("logs no content of refused or failed posts either", async () => {
    const form = new URLSearchParams({ name: NAME, email: SENDER, message: `${TEXT}\u0000` }).toString();
    const statuses = [
      (
        await post(
          app,
          MAIL_SENDING_PATH,
          validContact({ sender: `${SENDER}\r\nBcc: x@example.net`, body: TEXT }),
          xsrf.headers,
        )
      ).statusCode,
      (
        await post(app, MAIL_SENDING_PATH, `{"params":{"sender":"${SENDER}","body":"${TEXT}"`, {
          ...xsrf.headers,
          "content-type": "application/json",
        })
      ).statusCode,
      (await post(app, MAIL_SENDING_PATH, form, formPostHeaders(xsrf))).statusCode,
      (await post(app, MAIL_SENDING_PATH, contact(), { "sec-fetch-site": "cross-site", ...xsrf.headers }))
        .statusCode,
      (
        await post(app, MAIL_SENDING_PATH, JSON.stringify(contact()), {
          ...xsrf.headers,
          "content-type": "text/plain",
        })
      ).statusCode,
      (
        await post(
          app,
          MAIL_SENDING_PATH,
          validContact({ sender: SENDER, body: TEXT.repeat(3000) }),
          xsrf.headers,
        )
      ).statusCode,
    ];
    expect(statuses).toEqual([400, 400, 400, 403, 415, 413]);

    await sql`alter table outbox rename to outbox_away`.execute(app.db);
    try {
      expect((await post(app, MAIL_SENDING_PATH, contact(), xsrf.headers)).statusCode).toBe(503);
    } finally {
      await sql`alter table outbox_away rename to outbox`.execute(app.db);
    }
    const failure = entries().find((entry) => entry.msg === "Form post not stored: the database failed");
    expect(failure).toMatchObject({ level: 50, kind: "contact" });
  });

  // Runs last: every post above has been logged by then.
  it("never contains the message text, the name or the sender address", () => {
    expect(lines.length).toBeGreaterThan(20);
    const log = lines.join("\n").toLowerCase();
    for (const secret of SECRETS) expect(log).not.toContain(secret.toLowerCase());
  });
});
