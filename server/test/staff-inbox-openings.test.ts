// The inbox and the job openings applications name, on both engines: each application
// in the list says its opening (null: an open application), HR filters the list by an
// opening or by none, and lists the openings applications name for that filter, each by
// its latest title. A filter is checked by its length and shape first; contact messages
// name no opening, and marketing may not filter by one.

import {
  INBOX_OPEN_APPLICATIONS,
  JOB_APPLICATION_PATH,
  MAIL_SENDING_PATH,
  STAFF_API,
  staffApiPath,
  type InboxItem,
  type InboxMessage,
  type InboxOpening,
} from "@site/contracts";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FIXTURE_DOCUMENTS, openingDocument, seedFixtureContent } from "./content-fixtures.js";
import { createTestDatabase, ENGINES, type TestDatabase } from "./databases.js";
import { fetchXsrf, post, validApplication, validContact } from "./form-helpers.js";
import { enrolledMember, staffApp, type StaffBrowser } from "./staff-helpers.js";

const OPEN_UNTIL = { posted: "01-01-2025", closes: "31-12-2099" };

describe.each(ENGINES)("the inbox by job opening (%s)", (engine) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let hr: StaffBrowser;
  let marketing: StaffBrowser;
  let both: StaffBrowser;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    app = staffApp(database);
    await app.ready();
    await seedFixtureContent(app, [
      ...FIXTURE_DOCUMENTS,
      openingDocument("java-developer", "Java Developer", OPEN_UNTIL),
      openingDocument("data-analyst", "Data Analyst", OPEN_UNTIL),
    ]);
    hr = await enrolledMember(app, "hema@example.com", "Hema HR", ["hr"]);
    marketing = await enrolledMember(app, "mani@example.com", "Mani M", ["marketing"]);
    both = await enrolledMember(app, "bhavna@example.com", "Bhavna B", ["hr", "marketing"]);
    const xsrf = await fetchXsrf(app);
    const apply = async (name: string, opening?: string) => {
      const response = await post(
        app,
        JOB_APPLICATION_PATH,
        validApplication({ name, email: `${name.toLowerCase()}@example.org`, opening }),
        xsrf.headers,
      );
      if (response.statusCode !== 202) throw new Error(`refused: ${response.body}`);
      ids[name] = (response.json() as { id: string }).id;
    };
    await apply("Arun", "java-developer");
    await apply("Bala", "data-analyst");
    await apply("Chitra");
    await apply("Divya", "java-developer");
    await post(app, MAIL_SENDING_PATH, validContact(), xsrf.headers);
    // Arun applied before HR renamed the role: his application keeps the title he saw.
    await app.db
      .updateTable("job_applications")
      .set({ opening_title: "Java Dev", received_at: "2020-01-01T00:00:00.000Z" })
      .where("id", "=", ids.Arun!)
      .execute();
  });
  afterAll(async () => {
    await app?.close();
    await database?.remove();
  });

  const list = async (member: StaffBrowser, query = "") => {
    const response = await member.get(`${STAFF_API.inbox}${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as InboxItem[];
  };
  const names = (items: InboxItem[]) => items.map((item) => item.title).sort();

  it("says each application's opening as the applicant saw it, or null for an open one", async () => {
    const items = await list(hr);
    const byName = new Map(items.map((item) => [item.title, item.opening]));
    expect(Object.fromEntries(byName)).toEqual({
      Arun: { id: "java-developer", title: "Java Dev" },
      Bala: { id: "data-analyst", title: "Data Analyst" },
      Chitra: null,
      Divya: { id: "java-developer", title: "Java Developer" },
    });
    // Each application also says the position its applicant typed, which an open one goes by.
    for (const item of items) expect(item.position, item.title).toEqual(expect.stringMatching(/\S/));
    // A contact message has no opening and no position at all.
    const [contact] = await list(marketing);
    expect(contact).toBeDefined();
    expect(contact).not.toHaveProperty("opening");
    expect(contact).not.toHaveProperty("position");
  });

  it("keeps the applications of one opening, or of none, with the search too", async () => {
    expect(names(await list(hr, "?opening=java-developer"))).toEqual(["Arun", "Divya"]);
    expect(names(await list(hr, `?opening=${encodeURIComponent(INBOX_OPEN_APPLICATIONS)}`))).toEqual([
      "Chitra",
    ]);
    expect(names(await list(hr, "?opening=java-developer&q=divya&kind=application"))).toEqual(["Divya"]);
    expect(await list(hr, "?opening=no-such-opening")).toEqual([]);
    // An empty filter is no filter.
    expect(names(await list(hr, "?opening="))).toEqual(["Arun", "Bala", "Chitra", "Divya"]);
  });

  it("lists the openings applications name, by their latest title, with how many", async () => {
    const response = await hr.get(STAFF_API.inboxOpenings);
    expect(response.statusCode).toBe(200);
    expect(response.json() as InboxOpening[]).toEqual([
      { id: "data-analyst", title: "Data Analyst", applications: 1 },
      { id: "java-developer", title: "Java Developer", applications: 2 },
    ]);
  });

  it("shows the opening first among an application's fields", async () => {
    const message = (
      await hr.get(staffApiPath(STAFF_API.inboxItem, { kind: "application", id: ids.Divya! }))
    ).json() as InboxMessage;
    expect(message.fields[0]).toEqual({ label: "Applied for", value: "Java Developer" });
    expect(message.opening).toEqual({ id: "java-developer", title: "Java Developer" });
    const open = (
      await hr.get(staffApiPath(STAFF_API.inboxItem, { kind: "application", id: ids.Chitra! }))
    ).json() as InboxMessage;
    expect(open.fields[0]).toEqual({ label: "Applied for", value: "Open application" });
  });

  it.each([
    ["too long", "a".repeat(61)],
    ["a path", "../java-developer"],
    ["a look-alike", "j\u0430va-developer"],
  ])("refuses a filter that is %s with 400 on `opening`", async (_what, opening) => {
    const response = await hr.get(`${STAFF_API.inbox}?opening=${encodeURIComponent(opening)}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      errors: [{ path: "opening", message: "Choose an opening from the list, or open applications." }],
    });
  });

  it("refuses an opening filter for contact messages, and to a member who reads no applications", async () => {
    const contacts = await both.get(`${STAFF_API.inbox}?opening=java-developer&kind=contact`);
    expect(contacts.statusCode).toBe(400);
    expect(contacts.json()).toMatchObject({ errors: [{ path: "opening" }] });
    // Without a kind, a member who reads both gets the opening's applications alone.
    expect(names(await list(both, "?opening=java-developer"))).toEqual(["Arun", "Divya"]);
    expect((await marketing.get(`${STAFF_API.inbox}?opening=java-developer`)).statusCode).toBe(403);
    expect((await marketing.get(STAFF_API.inboxOpenings)).statusCode).toBe(403);
    expect((await app.inject({ url: STAFF_API.inboxOpenings })).statusCode).toBe(401);
  });
});
