// The forms posted without JavaScript (application/x-www-form-urlencoded), on a real
// SQLite file and a real PostgreSQL database: stored and answered 303 to the sent page
// (post-redirect-get), or answered with a self-contained HTML page listing the problems.

import {
  APPLICATION_SENT_PATH,
  CONTACT_SENT_PATH,
  HONEYPOT_FIELD,
  JOB_APPLICATION_PATH,
  MAIL_SENDING_PATH,
} from "@site/contracts";
import { describe, expect, it } from "vitest";
import { ENGINES } from "./databases.js";
import { formPostHeaders, formsSuite, post, storedCounts, validApplication } from "./form-helpers.js";

describe.each(ENGINES)("form posts on %s", (engine) => {
  const suite = formsSuite(engine);

  describe("without JavaScript (urlencoded, post-redirect-get)", () => {
    const form = (fields: Record<string, unknown>) =>
      new URLSearchParams(
        Object.entries(fields).map(([key, value]): [string, string] => [key, String(value)]),
      ).toString();

    it("composes, stores and redirects a contact form with 303 to the sent page", async () => {
      const response = await post(
        suite.app,
        MAIL_SENDING_PATH,
        form({ name: "Ann Smith", email: "ann@example.com", message: "Hello,\r\nplease call me." }),
        formPostHeaders(suite.xsrf),
      );
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe(CONTACT_SENT_PATH);
      expect(response.headers["cache-control"]).toBe("no-store");
      const rows = await suite.app.db
        .selectFrom("contact_messages")
        .selectAll()
        .orderBy("received_at", "desc")
        .execute();
      expect(rows.find((row) => row.subject === "Contact from Ann Smith")).toMatchObject({
        sender: "ann@example.com",
        body: "Name: Ann Smith\nEmail: ann@example.com\nMessage: Hello,\r\nplease call me.",
      });
      const { before } = suite;
      expect(await storedCounts(suite.app)).toEqual({
        ...before,
        contact: before.contact + 1,
        outbox: before.outbox + 1,
      });
    });

    it("stores and redirects an application with 303, reading the years from text", async () => {
      const response = await post(
        suite.app,
        JOB_APPLICATION_PATH,
        form({
          ...validApplication({ name: "Form Poster", graduationYear: "2011", experience: "0" }),
          [HONEYPOT_FIELD]: "",
        }),
        formPostHeaders(suite.xsrf),
      );
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe(APPLICATION_SENT_PATH);
      const row = await suite.app.db
        .selectFrom("job_applications")
        .selectAll()
        .where("name", "=", "Form Poster")
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ graduation_year: 2011, experience: 0, certifications: null });
      const { before } = suite;
      expect(await storedCounts(suite.app)).toEqual({
        ...before,
        applications: before.applications + 1,
        outbox: before.outbox + 1,
      });
    });

    it("accepts the urlencoded type with a charset parameter", async () => {
      const response = await post(
        suite.app,
        MAIL_SENDING_PATH,
        form({ name: "Ann", email: "ann@example.com", message: "Hi" }),
        {
          ...formPostHeaders(suite.xsrf),
          "content-type": "application/x-www-form-urlencoded; charset=UTF-8",
        },
      );
      expect(response.statusCode).toBe(303);
      expect((await storedCounts(suite.app)).contact).toBe(suite.before.contact + 1);
    });

    it("answers an invalid contact form with 400 and a self-contained, escaped HTML page", async () => {
      const response = await post(
        suite.app,
        MAIL_SENDING_PATH,
        form({ name: "<script>alert(1)</script>", email: "nope", message: "" }),
        formPostHeaders(suite.xsrf),
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
      await suite.expectNothingStored();
    });

    it("answers an invalid application form with 400 and a link back to the careers page", async () => {
      const response = await post(
        suite.app,
        JOB_APPLICATION_PATH,
        form({ name: "Ann", email: "x" }),
        formPostHeaders(suite.xsrf),
      );
      expect(response.statusCode).toBe(400);
      expect(response.body).toContain('<a href="/Careers">the careers page</a>');
      expect(response.body).toContain("<li>Phone is required.</li>");
      expect(response.body).toContain("Your application was not sent.");
      await suite.expectNothingStored();
    });

    it("refuses a CRLF in the name of a contact form: 400, nothing stored", async () => {
      const response = await post(
        suite.app,
        MAIL_SENDING_PATH,
        form({ name: "Ann\r\nBcc: victim@example.net", email: "ann@example.com", message: "Hi" }),
        formPostHeaders(suite.xsrf),
      );
      expect(response.statusCode).toBe(400);
      expect(response.body).toContain("<li>Name must be a single line without control characters.</li>");
      await suite.expectNothingStored();
    });

    it("redirects a filled honeypot like a success and stores nothing", async () => {
      const response = await post(
        suite.app,
        MAIL_SENDING_PATH,
        form({
          name: "Bot",
          email: "bot@example.com",
          message: "Buy",
          [HONEYPOT_FIELD]: "http://spam.example",
        }),
        formPostHeaders(suite.xsrf),
      );
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe(CONTACT_SENT_PATH);
      await suite.expectNothingStored();
    });

    it("answers 413 with an HTML page", async () => {
      const response = await post(
        suite.app,
        MAIL_SENDING_PATH,
        form({ name: "Ann", email: "ann@example.com", message: "x".repeat(130 * 1024) }),
        formPostHeaders(suite.xsrf),
      );
      expect(response.statusCode).toBe(413);
      expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(response.body).toContain("<h1>The form is too large</h1>");
      await suite.expectNothingStored();
    });
  });
});
