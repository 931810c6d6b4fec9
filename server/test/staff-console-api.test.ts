// The staff console's API once signed in: the gallery (an upload checked and processed
// as the CLI does, editing, removal, the public list changed at once), the inbox of
// messages and applications, mail delivery with retry, the team, and the audit trail of
// every change, with who made it and from which address.

import { readFile } from "node:fs/promises";
import {
  EVENTS_PATH,
  JOB_APPLICATION_PATH,
  MAIL_SENDING_PATH,
  STAFF_API,
  STAFF_ROLES,
  staffApiPath,
  type AuditEntry,
  type AuditPage,
  type InboxItem,
  type InboxMessage,
  type StaffEvent,
} from "@site/contracts";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pdf } from "./cv-documents.js";
import { createTestDatabase, ENGINES, type TestDatabase } from "./databases.js";
import { applyWithCv, encodeForm, fetchXsrf, post, validApplication, validContact } from "./form-helpers.js";
import { imageFilesForSuite } from "./images.js";
import { enrolledMember, StaffBrowser, staffApp, staffIdOfEmail } from "./staff-helpers.js";
import { unzip } from "./zip-helpers.js";

/** A multipart/form-data body as a browser's FormData makes it. */
async function multipart(
  fields: Record<string, string>,
  image?: { bytes: Buffer; name: string; type: string },
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (image) form.append("image", new Blob([image.bytes], { type: image.type }), image.name);
  const { body, contentType } = await encodeForm(form);
  return { payload: body, headers: { "content-type": contentType } };
}

describe.each(ENGINES)("staff console API (%s)", (engine) => {
  const images = imageFilesForSuite();
  let database: TestDatabase;
  let app: FastifyInstance;
  let asha: StaffBrowser;
  // How the audit trail names her: by her account's id, never her address.
  let ashaRef: string;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    app = staffApp(database, { TRUST_PROXY: "true" });
    await app.ready();
    asha = await enrolledMember(app);
    asha.headers = { "x-forwarded-for": "192.0.2.44" };
    ashaRef = `staff:${await staffIdOfEmail(app, "asha@example.com")}`;
  });
  afterAll(async () => {
    await app?.close();
    await database?.remove();
  });

  const upload = async (fields: Record<string, string>, file?: string, type = "image/jpeg") => {
    const body = await multipart(
      // Every picture needs its alt text (event-pictures.test.ts tests it).
      { alt: "The team on the day", ...fields },
      file === undefined ? undefined : { bytes: await readFile(file), name: "go-live.jpg", type },
    );
    return asha.request({ method: "POST", url: STAFF_API.events, ...body });
  };
  /** The whole trail, newest first, page after page. */
  const audit = async () => {
    const entries: AuditEntry[] = [];
    let next: number | null = null;
    do {
      const page = (
        await asha.get(`${STAFF_API.audit}${next === null ? "" : `?before=${next}`}`)
      ).json() as AuditPage;
      entries.push(...page.entries);
      next = page.next;
    } while (next !== null);
    return entries;
  };
  const publicTitles = async () =>
    ((await app.inject({ url: EVENTS_PATH })).json() as { title: string }[]).map((event) => event.title);

  it("adds an event from an uploaded picture, shown in the public gallery at once", async () => {
    const response = await upload(
      { title: "Go-live at Example Bank", date: "2026-11-20", description: "The team\non the day." },
      images.exifRotated,
    );
    expect(response.statusCode).toBe(201);
    const added = response.json() as StaffEvent;
    expect(added).toMatchObject({
      title: "Go-live at Example Bank",
      date: "2026-11-20",
      description: "The team\non the day.",
      sample: false,
    });
    expect(added.thumbnail).toMatch(/^\/Bweb\/api\/events\/images\/[0-9a-f]{32}\.webp$/);
    expect(await publicTitles()).toContain("Go-live at Example Bank");
    // Processed as the CLI does: renditions only, no metadata.
    const thumbnail = await app.inject({ url: added.thumbnail! });
    expect(thumbnail.statusCode).toBe(200);
    expect(thumbnail.rawPayload.includes(Buffer.from("Secret Corp"))).toBe(false);

    const entry = (await audit()).find((item) => item.action === "event.add");
    expect(entry).toMatchObject({
      actor: ashaRef,
      actorName: "Asha Rao",
      subject: `event ${added.id}`,
      address: "192.0.2.44",
    });
  });

  it("refuses what is not a picture, or too large, or incomplete, each beside its field, storing nothing", async () => {
    const before = (await asha.get(STAFF_API.events)).json() as StaffEvent[];
    const cases = [
      [{ title: "Notes", date: "2026-11-20" }, images.text, "image", /not a JPEG, PNG or WebP image/],
      [{ title: "Animated", date: "2026-11-20" }, images.gif, "image", /GIF image; only JPEG, PNG and WebP/],
      [{ title: "Cut", date: "2026-11-20" }, images.truncatedJpeg, "image", /corrupt or truncated JPEG/],
      [{ title: "Wide", date: "2026-11-20" }, images.tooManyPixels, "image", /megapixels|pixels/],
      [{ title: "", date: "2026-11-20" }, images.jpeg, "title", /^Title must not be empty/],
      [{ title: "Leap", date: "2025-02-29" }, images.jpeg, "date", /^Date must be a real date/],
      [{ title: "No picture", date: "2026-11-20" }, undefined, "image", /^The picture is missing/],
    ] as const;
    for (const [fields, file, path, message] of cases) {
      const response = await upload(fields, file);
      expect(response.statusCode, JSON.stringify(fields)).toBe(400);
      expect(response.json().errors).toEqual([{ path, message: expect.stringMatching(message) }]);
    }
    const tooLarge = await upload({ title: "Huge", date: "2026-11-20" }, images.tooLarge);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().errors[0]).toMatchObject({
      path: "image",
      message: expect.stringMatching(/larger than 15 MB/),
    });
    const notMultipart = await asha.post(STAFF_API.events, { title: "JSON", date: "2026-11-20" });
    expect(notMultipart.statusCode).toBe(415);
    expect((await asha.get(STAFF_API.events)).json()).toEqual(before);
  });

  it("edits an event's text and removes it, the public list following at once", async () => {
    const added = (
      await upload({ title: "Draft title", date: "2026-10-01" }, images.png, "image/png")
    ).json() as StaffEvent;
    const url = staffApiPath(STAFF_API.event, { id: added.id });
    const edited = await asha.request({
      method: "PATCH",
      url,
      payload: { title: "Final title", date: "2026-10-02", description: "" },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      id: added.id,
      title: "Final title",
      date: "2026-10-02",
      description: null,
    });
    expect(await publicTitles()).toContain("Final title");
    const refused = await asha.request({
      method: "PATCH",
      url,
      payload: { title: "x".repeat(201), date: "2026-10-02" },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors[0].path).toBe("title");

    expect((await asha.request({ method: "DELETE", url })).statusCode).toBe(204);
    expect(await publicTitles()).not.toContain("Final title");
    expect((await asha.request({ method: "DELETE", url })).statusCode).toBe(404);
    expect(
      (await asha.request({ method: "DELETE", url: staffApiPath(STAFF_API.event, { id: "1e3" }) }))
        .statusCode,
    ).toBe(404);
    const actions = (await audit()).map((entry) => `${entry.action} ${entry.subject}`);
    expect(actions).toEqual(
      expect.arrayContaining([`event.edit event ${added.id}`, `event.remove event ${added.id}`]),
    );
  });

  it("lists messages and applications newest first, searchable, with their delivery, and marks them handled", async () => {
    const xsrf = await fetchXsrf(app);
    await post(app, MAIL_SENDING_PATH, validContact(), xsrf.headers);
    await post(
      app,
      JOB_APPLICATION_PATH,
      validApplication({ name: "Meera 100% Iyer", email: "meera@example.org" }),
      xsrf.headers,
    );
    const all = (await asha.get(STAFF_API.inbox)).json() as InboxItem[];
    expect(all.map((item) => item.kind)).toEqual(["application", "contact"]);
    expect(all[0]).toMatchObject({
      title: "Meera 100% Iyer",
      email: "meera@example.org",
      delivery: "pending",
      handledAt: null,
    });

    const search = async (q: string, kind = "") =>
      (
        (await asha.get(`${STAFF_API.inbox}?q=${encodeURIComponent(q)}&kind=${kind}`)).json() as InboxItem[]
      ).map((item) => item.kind);
    expect(await search("MEERA")).toEqual(["application"]);
    expect(await search("100%")).toEqual(["application"]);
    // LIKE's wildcards are plain characters in a search.
    expect(await search("%")).toEqual(["application"]);
    expect(await search("_")).toEqual([]);
    expect(await search(validContact().params.sender)).toEqual(["contact"]);
    expect(await search("", "contact")).toEqual(["contact"]);
    expect((await asha.get(`${STAFF_API.inbox}?q=${"x".repeat(101)}`)).statusCode).toBe(400);
    expect((await asha.get(`${STAFF_API.inbox}?kind=spam`)).statusCode).toBe(400);

    const application = all[0]!;
    const itemUrl = staffApiPath(STAFF_API.inboxItem, { kind: "application", id: application.id });
    const message = (await asha.get(itemUrl)).json() as InboxMessage;
    expect(message.fields).toContainEqual({ label: "Full name", value: "Meera 100% Iyer" });
    // The opening applied for (here none), then the 13 fields.
    expect(message.fields.length).toBe(14);
    expect(message.fields[0]).toEqual({ label: "Applied for", value: "Open application" });
    // The address and the phone number are marked for the console to link, nothing else.
    expect(message.fields.filter((field) => field.opens)).toEqual([
      { label: "Email", value: expect.stringContaining("@"), opens: "mail" },
      { label: "Phone", value: expect.any(String), opens: "phone" },
    ]);
    expect(message.cv).toBeNull();
    expect((await asha.get(staffApiPath(STAFF_API.inboxCv, { id: application.id }))).statusCode).toBe(404);
    expect(
      (await asha.get(staffApiPath(STAFF_API.inboxItem, { kind: "contact", id: application.id }))).statusCode,
    ).toBe(404);

    const handledUrl = staffApiPath(STAFF_API.inboxHandled, { kind: "application", id: application.id });
    const handled = await asha.post(handledUrl, { handled: true });
    expect(handled.statusCode).toBe(200);
    expect(handled.json()).toMatchObject({ handledBy: "Asha Rao", handledAt: expect.any(String) });
    // Stored by id: the mark outlives a change of name or address.
    expect(
      await app.db
        .selectFrom("job_applications")
        .select("handled_by")
        .where("id", "=", application.id)
        .executeTakeFirst(),
    ).toEqual({ handled_by: ashaRef });
    expect((await asha.post(handledUrl, { handled: false })).json()).toMatchObject({
      handledBy: null,
      handledAt: null,
    });
    expect((await asha.post(handledUrl, { handled: "yes" })).statusCode).toBe(400);
    expect((await audit()).map((entry) => entry.action)).toEqual(
      expect.arrayContaining(["inbox.handled", "inbox.reopened"]),
    );
  });

  it("keeps what is handled or not, and what came between two instants", async () => {
    const items = (await asha.get(STAFF_API.inbox)).json() as InboxItem[];
    expect(items.length).toBeGreaterThanOrEqual(2);
    const [newer, older] = items as [InboxItem, InboxItem];
    // Two days apart, and the older one handled.
    await app.db
      .updateTable(newer.kind === "contact" ? "contact_messages" : "job_applications")
      .set({ received_at: "2026-11-26T10:00:00.000Z" })
      .where("id", "=", newer.id)
      .execute();
    await app.db
      .updateTable(older.kind === "contact" ? "contact_messages" : "job_applications")
      .set({ received_at: "2026-11-24T10:00:00.000Z" })
      .where("id", "=", older.id)
      .execute();
    await asha.post(staffApiPath(STAFF_API.inboxHandled, { kind: older.kind, id: older.id }), {
      handled: true,
    });
    const ids = async (query: string) =>
      ((await asha.get(`${STAFF_API.inbox}?${query}`)).json() as InboxItem[]).map((item) => item.id);
    expect(await ids("handled=yes")).toEqual([older.id]);
    expect(await ids("handled=no")).not.toContain(older.id);
    expect(await ids("handled=no")).toContain(newer.id);
    expect(await ids("from=2026-11-26T00:00:00.000Z&to=2026-11-27T00:00:00.000Z")).toEqual([newer.id]);
    // From is kept, to is not: an instant on the boundary belongs to the later day.
    expect(await ids("from=2026-11-24T10:00:00.000Z&to=2026-11-26T10:00:00.000Z")).toEqual([older.id]);
    expect(await ids("handled=no&from=2026-11-24T00:00:00.000Z&to=2026-11-25T00:00:00.000Z")).toEqual([]);
    for (const [query, field] of [
      ["handled=maybe", "handled"],
      ["from=2026-11-24", "from"],
      ["to=2026-13-01T00:00:00.000Z", "to"],
      [`from=${"9".repeat(1_000)}`, "from"],
    ] as const) {
      const refused = await asha.get(`${STAFF_API.inbox}?${query}`);
      expect(refused.statusCode, query.slice(0, 40)).toBe(400);
      expect(refused.json().errors[0].path, query.slice(0, 40)).toBe(field);
    }
  });

  it("shows an application's CV and downloads it as a sandboxed attachment, audited", async () => {
    const bytes = await pdf("Curriculum vitae of Lakshmi");
    const id = await applyWithCv(app, bytes, "Lakshmi Résumé\r\nX: 1.pdf", {
      name: "Lakshmi N",
      email: "lakshmi@example.org",
    });
    const message = (
      await asha.get(staffApiPath(STAFF_API.inboxItem, { kind: "application", id }))
    ).json() as InboxMessage;
    // A browser's FormData writes a line break in a file name as %0D%0A; the colon is made safe here.
    expect(message.cv).toEqual({
      fileName: "Lakshmi Résumé%0D%0AX_ 1.pdf",
      mediaType: "application/pdf",
      size: bytes.length,
    });

    const download = await asha.get(staffApiPath(STAFF_API.inboxCv, { id }));
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(bytes)).toBe(true);
    expect(download.headers["content-type"]).toBe("application/pdf");
    // RFC 6266: an ASCII fallback and the UTF-8 name, both quoted or encoded.
    expect(download.headers["content-disposition"]).toBe(
      `attachment; filename="Lakshmi R_sum_%0D%0AX_ 1.pdf"; filename*=UTF-8''Lakshmi%20R%C3%A9sum%C3%A9%250D%250AX_%201.pdf`,
    );
    expect(download.headers["x-content-type-options"]).toBe("nosniff");
    expect(download.headers["content-security-policy"]).toBe("sandbox");
    expect(download.headers["cache-control"]).toBe("no-store");
    expect((await audit()).find((entry) => entry.action === "inbox.cv-downloaded")).toMatchObject({
      subject: `application ${id}`,
      actor: ashaRef,
    });

    // Never public: without a session the same URL is a 401, and nothing else serves it.
    const anonymous = await app.inject({ url: staffApiPath(STAFF_API.inboxCv, { id }) });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.rawPayload.includes(bytes.subarray(0, 64))).toBe(false);
    expect((await asha.get(staffApiPath(STAFF_API.inboxCv, { id: "not-a-uuid" }))).statusCode).toBe(404);
  });

  it("shows mail delivery and queues a dead mail again, refusing one that is not dead", async () => {
    const outbox = (await asha.get(STAFF_API.outbox)).json() as { id: number; state: string }[];
    expect(outbox.length).toBeGreaterThanOrEqual(2);
    const [first, second] = outbox;
    await app.db
      .updateTable("outbox")
      .set({ state: "dead", last_error: "550 mailbox unavailable" })
      .where("id", "=", first!.id)
      .execute();
    expect(((await asha.get(`${STAFF_API.outbox}?state=dead`)).json() as unknown[]).length).toBe(1);
    const retried = await asha.post(staffApiPath(STAFF_API.outboxRetry, { id: first!.id }));
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toMatchObject({ id: first!.id, state: "pending", requeuedAt: expect.any(String) });
    const notDead = await asha.post(staffApiPath(STAFF_API.outboxRetry, { id: second!.id }));
    expect(notDead.statusCode).toBe(409);
    expect((await asha.post(staffApiPath(STAFF_API.outboxRetry, { id: 999999 }))).statusCode).toBe(404);
    expect((await audit()).find((entry) => entry.action === "mail.retry")).toMatchObject({
      subject: `mail ${first!.id}`,
      actor: ashaRef,
    });
  });

  it("exports a person's data with their CVs as a ZIP attachment and erases it, audited without the address", async () => {
    const cv = await pdf("Kavya Rao");
    const id = await applyWithCv(app, cv, "kavya.pdf", { name: "Kavya Rao", email: "kavya@example.org" });
    // A second application, with another CV: the archive reads each when it reaches it.
    const second = await pdf("Kavya Rao, updated");
    const secondId = await applyWithCv(app, second, "kavya-2.pdf", {
      name: "Kavya Rao",
      email: "KAVYA@example.org",
      position: "Report Developer",
    });
    // First, what is held: dates and titles, each application's CV, the mails to the careers
    // inbox; in the trail with the request's reference.
    const found = await asha.post(STAFF_API.privacyFind, {
      email: "Kavya@Example.org",
      reference: " DSR-2026-14 ",
    });
    expect(found.statusCode).toBe(200);
    expect(found.json()).toMatchObject({
      email: "kavya@example.org",
      found: true,
      contactMessages: [],
      applications: [
        { appliedFor: expect.any(String), cv: "kavya.pdf", receivedAt: expect.any(String) },
        { appliedFor: "Report Developer", cv: "kavya-2.pdf" },
      ],
      mails: [
        { kind: "application", inbox: expect.stringContaining("@"), sentAt: null },
        { kind: "application", sentAt: null },
      ],
      staffAccount: null,
    });
    expect((await audit()).find((entry) => entry.action === "privacy.find")).toMatchObject({
      actor: ashaRef,
      subject: expect.stringMatching(/^person:/),
      details: { records: 4, reference: "DSR-2026-14" },
    });
    const unknown = await asha.post(STAFF_API.privacyFind, { email: "nobody@example.org" });
    expect(unknown.json()).toMatchObject({ found: false, applications: [], mails: [], staffAccount: null });
    for (const reference of ["x".repeat(81), "two\nlines", 42]) {
      const refused = await asha.post(STAFF_API.privacyFind, { email: "kavya@example.org", reference });
      expect(refused.statusCode, String(reference)).toBe(400);
      expect(refused.json().errors[0].path).toBe("reference");
    }

    const exported = await asha.post(STAFF_API.privacyExport, {
      email: "Kavya@Example.org",
      reference: "DSR-2026-14",
    });
    expect(exported.statusCode).toBe(200);
    expect(exported.headers["content-disposition"]).toBe('attachment; filename="personal-data.zip"');
    expect(exported.headers["content-type"]).toBe("application/zip");
    expect(exported.headers["cache-control"]).toBe("no-store");
    const files = await unzip(exported.rawPayload);
    expect([...files.keys()].sort()).toEqual(
      [`cvs/${id}.pdf`, `cvs/${secondId}.pdf`, "personal-data.json", "summary.html"].sort(),
    );
    // The same for a person to read: labelled, linking the CVs, nothing unescaped.
    const summary = files.get("summary.html")!.toString("utf8");
    expect(summary).toContain("<h1>The personal data we hold about kavya@example.org</h1>");
    expect(summary).toContain("<dt>Full name</dt><dd>Kavya Rao</dd>");
    expect(summary).toContain(`<a href="cvs/${id}.pdf">kavya.pdf</a>`);
    expect(summary).not.toMatch(/<script/i);
    expect(files.get(`cvs/${id}.pdf`)!.equals(cv)).toBe(true);
    expect(files.get(`cvs/${secondId}.pdf`)!.equals(second)).toBe(true);
    const data = JSON.parse(files.get("personal-data.json")!.toString("utf8"));
    expect(data.applications).toHaveLength(2);
    expect(data.applications[0]).toEqual(
      expect.objectContaining({ name: "Kavya Rao", email: "kavya@example.org" }),
    );
    expect(data.cvs).toContainEqual({
      applicationId: id,
      fileName: "kavya.pdf",
      mediaType: "application/pdf",
      size: cv.length,
      file: `cvs/${id}.pdf`,
    });

    // One copy reached the careers inbox: the erasure cannot reach it, and says where it went.
    const [delivered] = await app.db
      .selectFrom("outbox")
      .select("id")
      .where("message_id", "=", secondId)
      .execute();
    await app.db
      .updateTable("outbox")
      .set({ state: "sent", sent_at: "2026-11-20T09:30:00.000Z" })
      .where("id", "=", delivered!.id)
      .execute();
    const erased = await asha.post(STAFF_API.privacyErase, {
      email: "kavya@example.org",
      reference: "DSR-2026-14",
    });
    expect(erased.statusCode).toBe(200);
    expect(erased.json()).toMatchObject({
      applications: 2,
      cvs: 2,
      mails: 2,
      copiesSent: [
        { kind: "application", inbox: expect.stringContaining("@"), sentAt: "2026-11-20T09:30:00.000Z" },
      ],
    });
    expect((await asha.get(staffApiPath(STAFF_API.inboxCv, { id }))).statusCode).toBe(404);
    expect(((await asha.get(`${STAFF_API.inbox}?q=kavya`)).json() as unknown[]).length).toBe(0);
    const trail = await audit();
    const exportEntry = trail.find((entry) => entry.action === "privacy.export");
    expect(trail.find((entry) => entry.action === "privacy.erase")).toMatchObject({
      actor: ashaRef,
      subject: exportEntry!.subject,
      details: { applications: 2, copiesSent: 1, reference: "DSR-2026-14" },
    });
    expect(exportEntry!.details).toEqual({ records: expect.any(Number), reference: "DSR-2026-14" });
    expect(exportEntry!.subject).toMatch(/^person:/);
    expect(JSON.stringify(trail).toLowerCase()).not.toContain("kavya");
    // Staff can find a person's requests by address: the server hashes it as the trail does.
    const bySubject = (
      await asha.get(`${STAFF_API.audit}?subject=${encodeURIComponent("KAVYA@example.org")}`)
    ).json() as AuditPage;
    expect(bySubject.entries.map((entry) => entry.action)).toEqual([
      "privacy.erase",
      "privacy.export",
      "privacy.find",
    ]);

    expect((await asha.post(STAFF_API.privacyErase, { email: "nope" })).json().errors[0].path).toBe("email");
    // Nothing left under the address: the export says so instead of an empty archive.
    const nothing = await asha.post(STAFF_API.privacyExport, { email: "kavya@example.org" });
    expect(nothing.statusCode).toBe(404);
    expect(nothing.json().errors[0]).toMatchObject({
      path: "email",
      message: expect.stringMatching(/^Nothing is held under this address/),
    });
    // A staff account is never erased from the console: the answer says one was kept.
    const own = await asha.post(STAFF_API.privacyErase, { email: "asha@example.com" });
    expect(own.json()).toMatchObject({ staffAccounts: 0, staffAccountKept: true });
    expect((await asha.get(STAFF_API.session)).statusCode).toBe(200);
  });

  it("invites a colleague with a one-time link, and adds a second passkey that signs in", async () => {
    const invited = await asha.post(STAFF_API.staff, {
      email: " Ravi@Example.com ",
      name: "Ravi Kumar",
      roles: ["marketing"],
    });
    expect(invited.statusCode).toBe(201);
    const { link, email } = invited.json();
    expect(email).toBe("ravi@example.com");
    expect(link).toMatch(/^https:\/\/console\.example\.com\/staff\/enrol#[\w-]{43}$/);
    const refused = await asha.post(STAFF_API.staff, { email: "not an address", name: "", roles: ["owner"] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.map((error: { path: string }) => error.path)).toEqual([
      "email",
      "name",
      "roles",
    ]);

    const ravi = await StaffBrowser.open(app);
    expect((await ravi.enrol(link.split("#")[1])).statusCode).toBe(200);
    const staff = (await asha.get(STAFF_API.staff)).json() as { email: string; roles: string[] }[];
    expect(staff.map((member) => [member.email, member.roles])).toEqual([
      ["asha@example.com", [...STAFF_ROLES]],
      ["ravi@example.com", ["marketing"]],
    ]);

    const options = await asha.post(STAFF_API.passkeyOptions);
    expect(options.json().excludeCredentials).toHaveLength(1);
    const second = asha.authenticator.register(options.json());
    expect((await asha.post(STAFF_API.passkeys, { response: second })).json().errors[0].path).toBe("name");
    const added = await asha.post(STAFF_API.passkeys, { response: second, name: " Work phone " });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({
      name: "Work phone",
      ref: expect.stringMatching(/^[0-9a-f-]{36}$/),
      lastUsedAt: null,
    });
    expect(
      ((await asha.get(STAFF_API.passkeys)).json() as { name: string }[]).map((passkey) => passkey.name),
    ).toEqual(["First passkey", "Work phone"]);
    // Its challenge is used up: the same answer again is refused.
    expect((await asha.post(STAFF_API.passkeys, { response: second, name: "Again" })).statusCode).toBe(400);
    // Either passkey signs in.
    for (const credential of asha.authenticator.passkeys) {
      const signIn = asha.authenticator.authenticate((await asha.post(STAFF_API.signInOptions)).json(), {
        credential,
      });
      expect((await asha.post(STAFF_API.signIn, { response: signIn })).statusCode).toBe(200);
    }
    const raviRef = `staff:${await staffIdOfEmail(app, "ravi@example.com")}`;
    const actions = (await audit()).map((entry) => `${entry.actor} ${entry.action} ${entry.subject}`);
    expect(actions).toEqual(
      expect.arrayContaining([
        `${ashaRef} staff.invite ${raviRef}`,
        `${ashaRef} staff.passkey-add ${ashaRef}`,
      ]),
    );
  });
});
