// POST /Bweb/api/mailsending and /BTAB/api/job-application on a real SQLite file and a
// real PostgreSQL database: what is stored (with its outbox row) and every way a post is
// refused, for the web app (JSON) and for plain HTML forms (urlencoded, no JavaScript).

import { sql } from "kysely";
import {
  APPLICATION_SENT_PATH,
  CONTACT_SENT_PATH,
  HONEYPOT_FIELD,
  JOB_APPLICATION_PATH,
  MAIL_SENDING_PATH,
  REQUIRED_APPLICATION_FIELDS,
} from "@site/contracts";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestDatabase, ENGINES, type TestDatabase } from "./databases.js";
import {
  fetchXsrf,
  formPostHeaders,
  formsApp,
  generalErrorOf,
  post,
  storedCounts,
  validApplication,
  validContact,
  type XsrfPair,
} from "./form-helpers.js";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe.each(ENGINES)("form posts on %s", (engine) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let xsrf: XsrfPair;
  let before: Awaited<ReturnType<typeof storedCounts>>;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    app = formsApp(database);
    await app.ready();
    xsrf = await fetchXsrf(app);
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    await database?.remove();
  });

  beforeEach(async () => {
    before = await storedCounts(app);
  });

  const expectNothingStored = async () => expect(await storedCounts(app)).toEqual(before);

  describe("accepted (JSON, the web app)", () => {
    it("stores a contact message with one pending outbox row, then answers 202 {id}", async () => {
      const response = await post(app, MAIL_SENDING_PATH, validContact(), xsrf.headers);
      expect(response.statusCode).toBe(202);
      expect(response.headers["cache-control"]).toBe("no-store");
      const { id } = response.json() as { id: string };
      expect(id).toMatch(UUID);

      const row = await app.db.selectFrom("contact_messages").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        sender: "ann@example.com",
        subject: "Contact from Ann",
        body: "Name: Ann\nEmail: ann@example.com\nMessage: Hello there",
      });
      const outbox = await app.db.selectFrom("outbox").selectAll().where("message_id", "=", id).execute();
      expect(outbox).toHaveLength(1);
      expect(outbox[0]).toMatchObject({ kind: "contact", state: "pending", attempts: 0 });
      expect(await storedCounts(app)).toEqual({ ...before, contact: before.contact + 1, outbox: before.outbox + 1 });
    });

    it("stores the fields as validated: trimmed, and keeps tabs and line breaks in the body", async () => {
      const response = await post(
        app,
        MAIL_SENDING_PATH,
        validContact({ sender: "  bob@example.com ", body: "Line one\r\n\tLine two" }),
        xsrf.headers,
      );
      expect(response.statusCode).toBe(202);
      const { id } = response.json() as { id: string };
      const row = await app.db.selectFrom("contact_messages").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
      expect(row.sender).toBe("bob@example.com");
      expect(row.body).toBe("Line one\r\n\tLine two");
    });

    it("stores a job application with one pending outbox row, then answers 202 {id}", async () => {
      const response = await post(app, JOB_APPLICATION_PATH, validApplication(), xsrf.headers);
      expect(response.statusCode).toBe(202);
      const { id } = response.json() as { id: string };
      expect(id).toMatch(UUID);

      const row = await app.db.selectFrom("job_applications").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        name: "Ann Smith",
        email: "ann@example.com",
        phone: "+1 555 0100",
        linkedin: "https://www.linkedin.com/in/ann",
        highest_degree: "BSc Computer Science",
        university: "State University",
        graduation_year: 2015,
        skills: "TypeScript, SQL",
        // An empty optional field is stored as absent.
        certifications: null,
        position: "Software Engineer",
        location: "Remote",
        experience: 7,
        message: "I would like to join.",
      });
      const outbox = await app.db.selectFrom("outbox").selectAll().where("message_id", "=", id).execute();
      expect(outbox).toHaveLength(1);
      expect(outbox[0]).toMatchObject({ kind: "application", state: "pending" });
      expect(await storedCounts(app)).toEqual({ ...before, applications: before.applications + 1, outbox: before.outbox + 1 });
    });

    it("accepts application/json with a charset", async () => {
      const response = await post(app, MAIL_SENDING_PATH, JSON.stringify(validContact()), {
        ...xsrf.headers,
        "content-type": "application/json; charset=utf-8",
      });
      expect(response.statusCode).toBe(202);
    });
  });

  describe("400: every problem listed, nothing stored", () => {
    it("lists every invalid field of a contact message", async () => {
      const response = await post(
        app,
        MAIL_SENDING_PATH,
        { params: { sender: "not-an-address", subject: "", body: "a\u0000b" } },
        xsrf.headers,
      );
      expect(response.statusCode).toBe(400);
      expect(response.headers["cache-control"]).toBe("no-store");
      expect(response.json()).toEqual({
        errors: [
          { path: "params.sender", message: "Sender must be a valid e-mail address, such as name@example.com." },
          { path: "params.subject", message: "Subject is required." },
          { path: "params.body", message: "Body must not contain control characters." },
        ],
      });
      await expectNothingStored();
    });

    it("says params is required when it is missing", async () => {
      const response = await post(app, MAIL_SENDING_PATH, { sender: "ann@example.com" }, xsrf.headers);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ errors: [{ path: "params", message: "params is required." }] });
      await expectNothingStored();
    });

    it("lists every missing required field of an application", async () => {
      const response = await post(app, JOB_APPLICATION_PATH, {}, xsrf.headers);
      expect(response.statusCode).toBe(400);
      const { errors } = response.json() as { errors: { path: string; message: string }[] };
      expect(errors.map((error) => error.path)).toEqual([...REQUIRED_APPLICATION_FIELDS]);
      expect(errors.every((error) => error.message.endsWith(" is required."))).toBe(true);
      await expectNothingStored();
    });

    it("lists every invalid value of an application at once", async () => {
      const response = await post(
        app,
        JOB_APPLICATION_PATH,
        validApplication({ email: "a@b", phone: "call me", graduationYear: 1899, experience: -1 }),
        xsrf.headers,
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        errors: [
          { path: "email", message: "Email must be a valid e-mail address, such as name@example.com." },
          { path: "phone", message: "Phone must contain only digits, spaces and + ( ) - . characters." },
          { path: "graduationYear", message: "Graduation year must be at least 1900." },
          { path: "experience", message: "Years of experience must be at least 0." },
        ],
      });
      await expectNothingStored();
    });

    it.each([
      ["sender", { sender: "ann@example.com\r\nBcc: victim@example.net" }, "params.sender"],
      ["subject", { subject: "Contact from Ann\r\nBcc: victim@example.net" }, "params.subject"],
      ["subject (LF only)", { subject: "Contact from Ann\nX-Injected: 1" }, "params.subject"],
    ])("refuses a CRLF in the %s of a contact message", async (_field, overrides, path) => {
      const response = await post(app, MAIL_SENDING_PATH, validContact(overrides), xsrf.headers);
      expect(response.statusCode).toBe(400);
      const { errors } = response.json() as { errors: { path: string; message: string }[] };
      // An address with a line break is also not an address: both problems, one field.
      expect(new Set(errors.map((error) => error.path))).toEqual(new Set([path]));
      expect(errors.map((error) => error.message)).toContainEqual(expect.stringMatching(/control characters/));
      await expectNothingStored();
    });

    it.each([["name"], ["email"], ["position"]] as const)("refuses a CRLF in an application's %s", async (field) => {
      const response = await post(
        app,
        JOB_APPLICATION_PATH,
        validApplication({ [field]: `${validApplication()[field]}\r\nBcc: victim@example.net` }),
        xsrf.headers,
      );
      expect(response.statusCode).toBe(400);
      const { errors } = response.json() as { errors: { path: string; message: string }[] };
      expect(new Set(errors.map((error) => error.path))).toEqual(new Set([field]));
      expect(errors.map((error) => error.message)).toContainEqual(expect.stringMatching(/control characters/));
      await expectNothingStored();
    });

    // Plain ASCII that a mail program would decode into a line break and a Bcc header.
    const ENCODED_BREAK = "=?utf-8?q?Ann=0D=0ABcc:_victim@example.net?=";

    it.each([
      ["sender", { sender: `${ENCODED_BREAK}@example.com` }, "params.sender"],
      ["subject", { subject: `Contact from ${ENCODED_BREAK}` }, "params.subject"],
    ])("refuses a MIME encoded word in the %s of a contact message", async (_field, overrides, path) => {
      const response = await post(app, MAIL_SENDING_PATH, validContact(overrides), xsrf.headers);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ errors: [{ path, message: expect.stringContaining('"=?"') }] });
      await expectNothingStored();
    });

    it.each([["name"], ["email"], ["position"]] as const)("refuses a MIME encoded word in an application's %s", async (field) => {
      const value = field === "email" ? `${ENCODED_BREAK}@example.com` : ENCODED_BREAK;
      const response = await post(app, JOB_APPLICATION_PATH, validApplication({ [field]: value }), xsrf.headers);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ errors: [{ path: field, message: expect.stringContaining('"=?"') }] });
      await expectNothingStored();
    });

    it("takes only the subject the contact form composes", async () => {
      const response = await post(app, MAIL_SENDING_PATH, validContact({ subject: "URGENT: wire transfer" }), xsrf.headers);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        errors: [{ path: "params.subject", message: 'Subject must be "Contact from " followed by the sender\'s name.' }],
      });
      await expectNothingStored();
    });

    it.each(["javascript:alert(document.cookie)", "data:text/html,<b>hi</b>", "ftp://linkedin.com/in/ann"])(
      "refuses %j as a LinkedIn profile",
      async (linkedin) => {
        const response = await post(app, JOB_APPLICATION_PATH, validApplication({ linkedin }), xsrf.headers);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({
          errors: [{ path: "linkedin", message: expect.stringContaining("must be a web address") }],
        });
        await expectNothingStored();
      },
    );

    it("stores a LinkedIn profile given without https:// as the https address", async () => {
      const response = await post(app, JOB_APPLICATION_PATH, validApplication({ linkedin: "linkedin.com/in/ann" }), xsrf.headers);
      expect(response.statusCode).toBe(202);
      const { id } = response.json() as { id: string };
      const row = await app.db.selectFrom("job_applications").select("linkedin").where("id", "=", id).executeTakeFirstOrThrow();
      expect(row.linkedin).toBe("https://linkedin.com/in/ann");
    });

    it.each([
      ["a syntax error", '{"params": {"sender": '],
      ["an empty body", ""],
      ["a prototype-poisoning key", '{"__proto__": {"admin": true}, "params": {}}'],
    ])("answers malformed JSON (%s) with 400 in the same shape", async (_case, payload) => {
      const response = await post(app, MAIL_SENDING_PATH, payload, { ...xsrf.headers, "content-type": "application/json" });
      expect(response.statusCode).toBe(400);
      expect(generalErrorOf(response)).toBe("The request body is not valid JSON.");
      await expectNothingStored();
    });

    it.each([["an array", "[]"], ["null", "null"], ["a string", '"hello"']])(
      "answers JSON that is %s, not an object, with 400",
      async (_case, payload) => {
        const response = await post(app, JOB_APPLICATION_PATH, payload, {
          ...xsrf.headers,
          "content-type": "application/json",
        });
        expect(response.statusCode).toBe(400);
        expect(generalErrorOf(response)).toBe("The request body must be a JSON object.");
        await expectNothingStored();
      },
    );

    it("answers a post without a body with 400", async () => {
      const response = await post(app, MAIL_SENDING_PATH, undefined, xsrf.headers);
      expect(response.statusCode).toBe(400);
      expect(generalErrorOf(response)).toBe("The request body must be a JSON object.");
      await expectNothingStored();
    });
  });

  describe("other refusals, in the same shape", () => {
    it("answers 413 over the 128 KiB body limit", async () => {
      const response = await post(
        app,
        MAIL_SENDING_PATH,
        validContact({ body: "x".repeat(129 * 1024) }),
        xsrf.headers,
      );
      expect(response.statusCode).toBe(413);
      expect(generalErrorOf(response)).toBe("The form is too large. Please shorten the text and send it again.");
      await expectNothingStored();
    });

    it.each(["text/plain", "multipart/form-data; boundary=x", "application/xml", "application/vnd.api+json"])(
      "answers 415 to %s",
      async (contentType) => {
        const response = await post(app, MAIL_SENDING_PATH, JSON.stringify(validContact()), {
          ...xsrf.headers,
          "content-type": contentType,
        });
        expect(response.statusCode).toBe(415);
        expect(generalErrorOf(response)).toMatch(/application\/json or application\/x-www-form-urlencoded/);
        await expectNothingStored();
      },
    );

    it("answers 415 to a body without a content type", async () => {
      const response = await post(app, JOB_APPLICATION_PATH, "name=Ann", {
        ...xsrf.headers,
        "content-length": "8",
      });
      expect(response.statusCode).toBe(415);
      await expectNothingStored();
    });

    it("answers 503 with Retry-After and stores nothing when the database fails mid-transaction", async () => {
      // The message row goes in first and the outbox row fails: both must be rolled back.
      await sql`alter table outbox rename to outbox_away`.execute(app.db);
      try {
        const response = await post(app, MAIL_SENDING_PATH, validContact(), xsrf.headers);
        expect(response.statusCode).toBe(503);
        expect(response.headers["retry-after"]).toBe("10");
        expect(response.headers["cache-control"]).toBe("no-store");
        expect(generalErrorOf(response)).toBe(
          "Your message could not be saved just now. Please try again in a few minutes.",
        );
        expect(response.body).not.toMatch(/outbox|relation|table|sql/i);
      } finally {
        await sql`alter table outbox_away rename to outbox`.execute(app.db);
      }
      await expectNothingStored();
    });
  });

  describe("honeypot", () => {
    it("answers a filled honeypot exactly like a success, with a fresh id, and stores nothing", async () => {
      const first = await post(app, MAIL_SENDING_PATH, { ...validContact(), [HONEYPOT_FIELD]: "http://spam.example" }, xsrf.headers);
      const second = await post(
        app,
        JOB_APPLICATION_PATH,
        { ...validApplication(), [HONEYPOT_FIELD]: "filled" },
        xsrf.headers,
      );
      for (const response of [first, second]) {
        expect(response.statusCode).toBe(202);
        expect(response.headers["cache-control"]).toBe("no-store");
        expect(Object.keys(response.json() as object)).toEqual(["id"]);
        expect((response.json() as { id: string }).id).toMatch(UUID);
      }
      expect(first.json()).not.toEqual(second.json());
      await expectNothingStored();
    });

    it("treats a blank honeypot as empty: the post is stored", async () => {
      const response = await post(app, MAIL_SENDING_PATH, { ...validContact(), [HONEYPOT_FIELD]: " " }, xsrf.headers);
      expect(response.statusCode).toBe(202);
      expect((await storedCounts(app)).contact).toBe(before.contact + 1);
    });
  });

  describe("without JavaScript (urlencoded, post-redirect-get)", () => {
    const form = (fields: Record<string, unknown>) =>
      new URLSearchParams(Object.entries(fields).map(([key, value]): [string, string] => [key, String(value)])).toString();

    it("composes, stores and redirects a contact form with 303 to the sent page", async () => {
      const response = await post(
        app,
        MAIL_SENDING_PATH,
        form({ name: "Ann Smith", email: "ann@example.com", message: "Hello,\r\nplease call me." }),
        formPostHeaders(xsrf),
      );
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe(CONTACT_SENT_PATH);
      expect(response.headers["cache-control"]).toBe("no-store");
      const rows = await app.db.selectFrom("contact_messages").selectAll().orderBy("received_at", "desc").execute();
      expect(rows.find((row) => row.subject === "Contact from Ann Smith")).toMatchObject({
        sender: "ann@example.com",
        body: "Name: Ann Smith\nEmail: ann@example.com\nMessage: Hello,\r\nplease call me.",
      });
      expect(await storedCounts(app)).toEqual({ ...before, contact: before.contact + 1, outbox: before.outbox + 1 });
    });

    it("stores and redirects an application with 303, reading the years from text", async () => {
      const response = await post(
        app,
        JOB_APPLICATION_PATH,
        form({ ...validApplication({ name: "Form Poster", graduationYear: "2011", experience: "0" }), [HONEYPOT_FIELD]: "" }),
        formPostHeaders(xsrf),
      );
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe(APPLICATION_SENT_PATH);
      const row = await app.db
        .selectFrom("job_applications")
        .selectAll()
        .where("name", "=", "Form Poster")
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ graduation_year: 2011, experience: 0, certifications: null });
      expect(await storedCounts(app)).toEqual({ ...before, applications: before.applications + 1, outbox: before.outbox + 1 });
    });

    it("accepts the urlencoded type with a charset parameter", async () => {
      const response = await post(app, MAIL_SENDING_PATH, form({ name: "Ann", email: "ann@example.com", message: "Hi" }), {
        ...formPostHeaders(xsrf),
        "content-type": "application/x-www-form-urlencoded; charset=UTF-8",
      });
      expect(response.statusCode).toBe(303);
      expect((await storedCounts(app)).contact).toBe(before.contact + 1);
    });

    it("answers an invalid contact form with 400 and a self-contained, escaped HTML page", async () => {
      const response = await post(
        app,
        MAIL_SENDING_PATH,
        form({ name: "<script>alert(1)</script>", email: "nope", message: "" }),
        formPostHeaders(xsrf),
      );
      expect(response.statusCode).toBe(400);
      expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(response.headers["cache-control"]).toBe("no-store");
      const policy = String(response.headers["content-security-policy"]);
      expect(policy).toContain("default-src 'none'");
      expect(policy).not.toMatch(/script-src/);
      expect(policy).not.toContain("unsafe-inline");

      const html = response.body;
      expect(html).toMatch(/^<!DOCTYPE html><html lang="en">/);
      expect(html).toContain("<title>Please check the form</title>");
      expect(html).toContain("<h1>Please check the form</h1>");
      expect(html).toContain("<li>Email must be a valid e-mail address, such as name@example.com.</li>");
      expect(html).toContain("<li>Message is required.</li>");
      expect(html).toContain('<a href="/contact">the contact form</a>');
      // What the visitor typed is never echoed, and nothing in the page can run.
      expect(html).not.toContain("<script");
      expect(html).not.toContain("alert(1)");
      await expectNothingStored();
    });

    it("answers an invalid application form with 400 and a link back to the careers page", async () => {
      const response = await post(app, JOB_APPLICATION_PATH, form({ name: "Ann", email: "x" }), formPostHeaders(xsrf));
      expect(response.statusCode).toBe(400);
      expect(response.body).toContain('<a href="/Careers">the careers page</a>');
      expect(response.body).toContain("<li>Phone is required.</li>");
      expect(response.body).toContain("Your application was not sent.");
      await expectNothingStored();
    });

    it("refuses a CRLF in the name of a contact form: 400, nothing stored", async () => {
      const response = await post(
        app,
        MAIL_SENDING_PATH,
        form({ name: "Ann\r\nBcc: victim@example.net", email: "ann@example.com", message: "Hi" }),
        formPostHeaders(xsrf),
      );
      expect(response.statusCode).toBe(400);
      expect(response.body).toContain("<li>Name must be a single line without control characters.</li>");
      await expectNothingStored();
    });

    it("redirects a filled honeypot like a success and stores nothing", async () => {
      const response = await post(
        app,
        MAIL_SENDING_PATH,
        form({ name: "Bot", email: "bot@example.com", message: "Buy", [HONEYPOT_FIELD]: "http://spam.example" }),
        formPostHeaders(xsrf),
      );
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe(CONTACT_SENT_PATH);
      await expectNothingStored();
    });

    it("answers 413 with an HTML page", async () => {
      const response = await post(
        app,
        MAIL_SENDING_PATH,
        form({ name: "Ann", email: "ann@example.com", message: "x".repeat(130 * 1024) }),
        formPostHeaders(xsrf),
      );
      expect(response.statusCode).toBe(413);
      expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(response.body).toContain("<h1>The form is too large</h1>");
      await expectNothingStored();
    });
  });
});

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
    app = formsApp(database, { LOG_LEVEL: "debug" }, { logger: true, logStream: { write: (line) => lines.push(line) } });
    await app.ready();
    xsrf = await fetchXsrf(app);
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    await database?.remove();
  });

  const entries = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);
  const contact = () =>
    validContact({ sender: SENDER, subject: `Contact from ${NAME}`, body: `Name: ${NAME}\nEmail: ${SENDER}\nMessage: ${TEXT}` });

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
      expect.objectContaining({ level: 30, id: (contactResponse.json() as { id: string }).id, kind: "contact" }),
      expect.objectContaining({ level: 30, id: (applicationResponse.json() as { id: string }).id, kind: "application" }),
    ]);
  });

  it("logs one line for a filled honeypot, without its content", async () => {
    const response = await post(app, MAIL_SENDING_PATH, { ...contact(), [HONEYPOT_FIELD]: TEXT }, xsrf.headers);
    expect(response.statusCode).toBe(202);
    const honeypot = entries().filter((entry) => String(entry.msg).includes("honeypot"));
    expect(honeypot).toEqual([expect.objectContaining({ level: 30, kind: "contact" })]);
  });

  it("logs no content of refused or failed posts either", async () => {
    const form = new URLSearchParams({ name: NAME, email: SENDER, message: `${TEXT}\u0000` }).toString();
    const statuses = [
      (await post(app, MAIL_SENDING_PATH, validContact({ sender: `${SENDER}\r\nBcc: x@example.net`, body: TEXT }), xsrf.headers)).statusCode,
      (await post(app, MAIL_SENDING_PATH, `{"params":{"sender":"${SENDER}","body":"${TEXT}"`, {
        ...xsrf.headers,
        "content-type": "application/json",
      })).statusCode,
      (await post(app, MAIL_SENDING_PATH, form, formPostHeaders(xsrf))).statusCode,
      (await post(app, MAIL_SENDING_PATH, contact(), { "sec-fetch-site": "cross-site", ...xsrf.headers })).statusCode,
      (await post(app, MAIL_SENDING_PATH, JSON.stringify(contact()), { ...xsrf.headers, "content-type": "text/plain" }))
        .statusCode,
      (await post(app, MAIL_SENDING_PATH, validContact({ sender: SENDER, body: TEXT.repeat(3000) }), xsrf.headers)).statusCode,
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
