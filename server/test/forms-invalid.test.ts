// Invalid form posts (JSON) on a real SQLite file and a real PostgreSQL database: 400
// listing every problem at once, in the `{errors:[{path, message}]}` shape, and nothing
// stored; header injection (line breaks, MIME encoded words) refused field by field.

import { JOB_APPLICATION_PATH, MAIL_SENDING_PATH, REQUIRED_APPLICATION_FIELDS } from "@site/contracts";
import { describe, expect, it } from "vitest";
import { ENGINES } from "./databases.js";
import { formsSuite, generalErrorOf, post, validApplication, validContact } from "./form-helpers.js";

describe.each(ENGINES)("form posts on %s", (engine) => {
  const suite = formsSuite(engine);

  describe("400: every problem listed, nothing stored", () => {
    it("lists every invalid field of a contact message", async () => {
      const response = await post(
        suite.app,
        MAIL_SENDING_PATH,
        { params: { sender: "not-an-address", subject: "", body: "a\u0000b" } },
        suite.xsrf.headers,
      );
      expect(response.statusCode).toBe(400);
      expect(response.headers["cache-control"]).toBe("no-store");
      expect(response.json()).toEqual({
        errors: [
          {
            path: "params.sender",
            message: "Sender must be a valid e-mail address, such as name@example.com.",
          },
          { path: "params.subject", message: "Subject is required." },
          { path: "params.body", message: "Body must not contain control characters." },
        ],
      });
      await suite.expectNothingStored();
    });

    it("says params is required when it is missing", async () => {
      const response = await post(
        suite.app,
        MAIL_SENDING_PATH,
        { sender: "ann@example.com" },
        suite.xsrf.headers,
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ errors: [{ path: "params", message: "params is required." }] });
      await suite.expectNothingStored();
    });

    it("lists every missing required field of an application", async () => {
      const response = await post(suite.app, JOB_APPLICATION_PATH, {}, suite.xsrf.headers);
      expect(response.statusCode).toBe(400);
      const { errors } = response.json() as { errors: { path: string; message: string }[] };
      expect(errors.map((error) => error.path)).toEqual([...REQUIRED_APPLICATION_FIELDS]);
      expect(errors.every((error) => error.message.endsWith(" is required."))).toBe(true);
      await suite.expectNothingStored();
    });

    it("lists every invalid value of an application at once", async () => {
      const response = await post(
        suite.app,
        JOB_APPLICATION_PATH,
        validApplication({ email: "a@b", phone: "call me", graduationYear: 1899, experience: -1 }),
        suite.xsrf.headers,
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
      await suite.expectNothingStored();
    });

    it.each([
      ["sender", { sender: "ann@example.com\r\nBcc: victim@example.net" }, "params.sender"],
      ["subject", { subject: "Contact from Ann\r\nBcc: victim@example.net" }, "params.subject"],
      ["subject (LF only)", { subject: "Contact from Ann\nX-Injected: 1" }, "params.subject"],
    ])("refuses a CRLF in the %s of a contact message", async (_field, overrides, path) => {
      const response = await post(suite.app, MAIL_SENDING_PATH, validContact(overrides), suite.xsrf.headers);
      expect(response.statusCode).toBe(400);
      const { errors } = response.json() as { errors: { path: string; message: string }[] };
      // An address with a line break is also not an address: both problems, one field.
      expect(new Set(errors.map((error) => error.path))).toEqual(new Set([path]));
      expect(errors.map((error) => error.message)).toContainEqual(
        expect.stringMatching(/control characters/),
      );
      await suite.expectNothingStored();
    });

    it.each([["name"], ["email"], ["position"]] as const)(
      "refuses a CRLF in an application's %s",
      async (field) => {
        const response = await post(
          suite.app,
          JOB_APPLICATION_PATH,
          validApplication({ [field]: `${validApplication()[field]}\r\nBcc: victim@example.net` }),
          suite.xsrf.headers,
        );
        expect(response.statusCode).toBe(400);
        const { errors } = response.json() as { errors: { path: string; message: string }[] };
        expect(new Set(errors.map((error) => error.path))).toEqual(new Set([field]));
        expect(errors.map((error) => error.message)).toContainEqual(
          expect.stringMatching(/control characters/),
        );
        await suite.expectNothingStored();
      },
    );

    // Plain ASCII that a mail program would decode into a line break and a Bcc header.
    const ENCODED_BREAK = "=?utf-8?q?Ann=0D=0ABcc:_victim@example.net?=";

    it.each([
      ["sender", { sender: `${ENCODED_BREAK}@example.com` }, "params.sender"],
      ["subject", { subject: `Contact from ${ENCODED_BREAK}` }, "params.subject"],
    ])("refuses a MIME encoded word in the %s of a contact message", async (_field, overrides, path) => {
      const response = await post(suite.app, MAIL_SENDING_PATH, validContact(overrides), suite.xsrf.headers);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ errors: [{ path, message: expect.stringContaining('"=?"') }] });
      await suite.expectNothingStored();
    });

    it.each([["name"], ["email"], ["position"]] as const)(
      "refuses a MIME encoded word in an application's %s",
      async (field) => {
        const value = field === "email" ? `${ENCODED_BREAK}@example.com` : ENCODED_BREAK;
        const response = await post(
          suite.app,
          JOB_APPLICATION_PATH,
          validApplication({ [field]: value }),
          suite.xsrf.headers,
        );
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({
          errors: [{ path: field, message: expect.stringContaining('"=?"') }],
        });
        await suite.expectNothingStored();
      },
    );

    it("takes only the subject the contact form composes", async () => {
      const response = await post(
        suite.app,
        MAIL_SENDING_PATH,
        validContact({ subject: "URGENT: wire transfer" }),
        suite.xsrf.headers,
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        errors: [
          {
            path: "params.subject",
            message: 'Subject must be "Contact from " followed by the sender\'s name.',
          },
        ],
      });
      await suite.expectNothingStored();
    });

    it.each(["javascript:alert(document.cookie)", "data:text/html,<b>hi</b>", "ftp://linkedin.com/in/ann"])(
      "refuses %j as a LinkedIn profile",
      async (linkedin) => {
        const response = await post(
          suite.app,
          JOB_APPLICATION_PATH,
          validApplication({ linkedin }),
          suite.xsrf.headers,
        );
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({
          errors: [{ path: "linkedin", message: expect.stringContaining("must be a web address") }],
        });
        await suite.expectNothingStored();
      },
    );

    it("stores a LinkedIn profile given without https:// as the https address", async () => {
      const response = await post(
        suite.app,
        JOB_APPLICATION_PATH,
        validApplication({ linkedin: "linkedin.com/in/ann" }),
        suite.xsrf.headers,
      );
      expect(response.statusCode).toBe(202);
      const { id } = response.json() as { id: string };
      const row = await suite.app.db
        .selectFrom("job_applications")
        .select("linkedin")
        .where("id", "=", id)
        .executeTakeFirstOrThrow();
      expect(row.linkedin).toBe("https://linkedin.com/in/ann");
    });

    it.each([
      ["a syntax error", '{"params": {"sender": '],
      ["an empty body", ""],
      ["a prototype-poisoning key", '{"__proto__": {"admin": true}, "params": {}}'],
    ])("answers malformed JSON (%s) with 400 in the same shape", async (_case, payload) => {
      const response = await post(suite.app, MAIL_SENDING_PATH, payload, {
        ...suite.xsrf.headers,
        "content-type": "application/json",
      });
      expect(response.statusCode).toBe(400);
      expect(generalErrorOf(response)).toBe("The request body is not valid JSON.");
      await suite.expectNothingStored();
    });

    it.each([
      ["an array", "[]"],
      ["null", "null"],
      ["a string", '"hello"'],
    ])("answers JSON that is %s, not an object, with 400", async (_case, payload) => {
      const response = await post(suite.app, JOB_APPLICATION_PATH, payload, {
        ...suite.xsrf.headers,
        "content-type": "application/json",
      });
      expect(response.statusCode).toBe(400);
      expect(generalErrorOf(response)).toBe("The request body must be a JSON object.");
      await suite.expectNothingStored();
    });

    it("answers a post without a body with 400", async () => {
      const response = await post(suite.app, MAIL_SENDING_PATH, undefined, suite.xsrf.headers);
      expect(response.statusCode).toBe(400);
      expect(generalErrorOf(response)).toBe("The request body must be a JSON object.");
      await suite.expectNothingStored();
    });
  });
});
