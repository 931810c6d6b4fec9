// Form posts refused before validation, on a real SQLite file and a real PostgreSQL
// database: too large (413), another content type (415), and a database that fails
// mid-transaction (503, nothing half-stored); all in the one `{errors:[…]}` shape.

import { JOB_APPLICATION_PATH, MAIL_SENDING_PATH } from "@site/contracts";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { ENGINES } from "./databases.js";
import { formsSuite, generalErrorOf, post, validContact } from "./form-helpers.js";

describe.each(ENGINES)("form posts on %s", (engine) => {
  const suite = formsSuite(engine);

  describe("other refusals, in the same shape", () => {
    it("answers 413 over the 128 KiB body limit", async () => {
      const response = await post(
        suite.app,
        MAIL_SENDING_PATH,
        validContact({ body: "x".repeat(129 * 1024) }),
        suite.xsrf.headers,
      );
      expect(response.statusCode).toBe(413);
      expect(generalErrorOf(response)).toBe(
        "The form is too large. Please shorten the text and send it again.",
      );
      await suite.expectNothingStored();
    });

    it.each(["text/plain", "multipart/form-data; boundary=x", "application/xml", "application/vnd.api+json"])(
      "answers 415 to %s",
      async (contentType) => {
        const response = await post(suite.app, MAIL_SENDING_PATH, JSON.stringify(validContact()), {
          ...suite.xsrf.headers,
          "content-type": contentType,
        });
        expect(response.statusCode).toBe(415);
        expect(generalErrorOf(response)).toMatch(/application\/json or application\/x-www-form-urlencoded/);
        await suite.expectNothingStored();
      },
    );

    it("answers 415 to a body without a content type", async () => {
      const response = await post(suite.app, JOB_APPLICATION_PATH, "name=Ann", {
        ...suite.xsrf.headers,
        "content-length": "8",
      });
      expect(response.statusCode).toBe(415);
      await suite.expectNothingStored();
    });

    it("answers 503 with Retry-After and stores nothing when the database fails mid-transaction", async () => {
      // The message row goes in first and the outbox row fails: both must be rolled back.
      await sql`alter table outbox rename to outbox_away`.execute(suite.app.db);
      try {
        const response = await post(suite.app, MAIL_SENDING_PATH, validContact(), suite.xsrf.headers);
        expect(response.statusCode).toBe(503);
        expect(response.headers["retry-after"]).toBe("10");
        expect(response.headers["cache-control"]).toBe("no-store");
        expect(generalErrorOf(response)).toBe(
          "Your message could not be saved just now. Please try again in a few minutes.",
        );
        expect(response.body).not.toMatch(/outbox|relation|table|sql/i);
      } finally {
        await sql`alter table outbox_away rename to outbox`.execute(suite.app.db);
      }
      await suite.expectNothingStored();
    });
  });
});
