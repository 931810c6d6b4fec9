// POST /Bweb/api/mailsending and /BTAB/api/job-application from the web app (JSON), on a
// real SQLite file and a real PostgreSQL database: what is stored, with its outbox row,
// before the 202; and the honeypot, which looks the same to a bot and stores nothing.

import { HONEYPOT_FIELD, JOB_APPLICATION_PATH, MAIL_SENDING_PATH } from "@site/contracts";
import { describe, expect, it } from "vitest";
import { ENGINES } from "./databases.js";
import { formsSuite, post, storedCounts, UUID, validApplication, validContact } from "./form-helpers.js";

describe.each(ENGINES)("form posts on %s", (engine) => {
  const suite = formsSuite(engine);

  describe("accepted (JSON, the web app)", () => {
    it("stores a contact message with one pending outbox row, then answers 202 {id}", async () => {
      const response = await post(suite.app, MAIL_SENDING_PATH, validContact(), suite.xsrf.headers);
      expect(response.statusCode).toBe(202);
      expect(response.headers["cache-control"]).toBe("no-store");
      const { id } = response.json() as { id: string };
      expect(id).toMatch(UUID);

      const row = await suite.app.db
        .selectFrom("contact_messages")
        .selectAll()
        .where("id", "=", id)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        sender: "ann@example.com",
        subject: "Contact from Ann",
        body: "Name: Ann\nEmail: ann@example.com\nMessage: Hello there",
      });
      const outbox = await suite.app.db
        .selectFrom("outbox")
        .selectAll()
        .where("message_id", "=", id)
        .execute();
      expect(outbox).toHaveLength(1);
      expect(outbox[0]).toMatchObject({ kind: "contact", state: "pending", attempts: 0 });
      const { before } = suite;
      expect(await storedCounts(suite.app)).toEqual({
        ...before,
        contact: before.contact + 1,
        outbox: before.outbox + 1,
      });
    });

    it("stores the fields as validated: trimmed, and keeps tabs and line breaks in the body", async () => {
      const response = await post(
        suite.app,
        MAIL_SENDING_PATH,
        validContact({ sender: "  bob@example.com ", body: "Line one\r\n\tLine two" }),
        suite.xsrf.headers,
      );
      expect(response.statusCode).toBe(202);
      const { id } = response.json() as { id: string };
      const row = await suite.app.db
        .selectFrom("contact_messages")
        .selectAll()
        .where("id", "=", id)
        .executeTakeFirstOrThrow();
      expect(row.sender).toBe("bob@example.com");
      expect(row.body).toBe("Line one\r\n\tLine two");
    });

    it("stores a job application with one pending outbox row, then answers 202 {id}", async () => {
      const response = await post(suite.app, JOB_APPLICATION_PATH, validApplication(), suite.xsrf.headers);
      expect(response.statusCode).toBe(202);
      const { id } = response.json() as { id: string };
      expect(id).toMatch(UUID);

      const row = await suite.app.db
        .selectFrom("job_applications")
        .selectAll()
        .where("id", "=", id)
        .executeTakeFirstOrThrow();
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
      const outbox = await suite.app.db
        .selectFrom("outbox")
        .selectAll()
        .where("message_id", "=", id)
        .execute();
      expect(outbox).toHaveLength(1);
      expect(outbox[0]).toMatchObject({ kind: "application", state: "pending" });
      const { before } = suite;
      expect(await storedCounts(suite.app)).toEqual({
        ...before,
        applications: before.applications + 1,
        outbox: before.outbox + 1,
      });
    });

    it("accepts application/json with a charset", async () => {
      const response = await post(suite.app, MAIL_SENDING_PATH, JSON.stringify(validContact()), {
        ...suite.xsrf.headers,
        "content-type": "application/json; charset=utf-8",
      });
      expect(response.statusCode).toBe(202);
    });
  });

  describe("honeypot", () => {
    it("answers a filled honeypot exactly like a success, with a fresh id, and stores nothing", async () => {
      const first = await post(
        suite.app,
        MAIL_SENDING_PATH,
        { ...validContact(), [HONEYPOT_FIELD]: "http://spam.example" },
        suite.xsrf.headers,
      );
      const second = await post(
        suite.app,
        JOB_APPLICATION_PATH,
        { ...validApplication(), [HONEYPOT_FIELD]: "filled" },
        suite.xsrf.headers,
      );
      for (const response of [first, second]) {
        expect(response.statusCode).toBe(202);
        expect(response.headers["cache-control"]).toBe("no-store");
        expect(Object.keys(response.json() as object)).toEqual(["id"]);
        expect((response.json() as { id: string }).id).toMatch(UUID);
      }
      expect(first.json()).not.toEqual(second.json());
      await suite.expectNothingStored();
    });

    it("treats a blank honeypot as empty: the post is stored", async () => {
      const response = await post(
        suite.app,
        MAIL_SENDING_PATH,
        { ...validContact(), [HONEYPOT_FIELD]: " " },
        suite.xsrf.headers,
      );
      expect(response.statusCode).toBe(202);
      expect((await storedCounts(suite.app)).contact).toBe(suite.before.contact + 1);
    });
  });
});
