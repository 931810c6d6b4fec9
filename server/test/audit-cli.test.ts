// Every change a staff command makes is in the audit trail (`npm run staff -- audit`):
// gallery events added and removed, sample events removed, dead mail retried; refusals
// and read-only commands add nothing.

import { userInfo } from "node:os";
import { describe, expect, it } from "vitest";
import { listAudit } from "../src/audit/trail.js";
import { storeContactMessage } from "../src/forms/store.js";
import { claimDue, recordDead } from "../src/mail/outbox.js";
import { addWithCli, runCli, runOutbox } from "./cli-helpers.js";
import { databaseForSuite, ENGINES } from "./databases.js";
import { imageFilesForSuite } from "./images.js";
import { CONTACT, outboxRow } from "./mail-fixtures.js";

describe.each(ENGINES)("the audit trail of staff commands on %s", (engine) => {
  const files = imageFilesForSuite();
  // A staff command creates the database, with the sample events a new one gets.
  const database = databaseForSuite(engine, async (env) => {
    expect(await runCli({ ...env, SAMPLE_EVENTS: "true" }, "list")).toMatchObject({ code: 0 });
  });
  const actor = `shell:${userInfo().username}`;
  const trail = async () =>
    (await listAudit(database.db)).entries.map((e) => [e.actor, e.address, e.action, e.subject, e.details]);

  it("records events added and removed, and the sample events removed", async () => {
    const id = await addWithCli(database.env, { title: "Go-live", date: "2025-03-14", image: files.jpeg });
    expect(await runCli(database.env, "remove", String(id))).toMatchObject({ code: 0 });
    expect(await runCli(database.env, "remove-samples")).toMatchObject({ code: 0 });
    expect(await runCli(database.env, "remove-samples")).toMatchObject({
      code: 0,
      stdout: "No sample events to remove.\n",
    });
    expect(await runCli(database.env, "remove", "9999")).toMatchObject({ code: 1 });
    expect(await trail()).toEqual([
      [actor, null, "event.remove-samples", "sample events", { count: 6 }],
      [actor, null, "event.remove", `event ${id}`, { title: "Go-live" }],
      [actor, null, "event.add", `event ${id}`, { title: "Go-live", date: "2025-03-14" }],
    ]);
  });

  it("records a dead mail queued again, and nothing for a refused retry or a listing", async () => {
    const messageId = await storeContactMessage(database.db, CONTACT, new Date());
    const [claim] = await claimDue(database.db, engine, { now: Date.now(), leaseMs: 60_000, limit: 10 });
    await recordDead(database.db, claim!, "550 5.1.1 Mailbox unknown");
    const mailId = Number((await outboxRow(database.db, messageId)).id);
    const before = (await trail()).length;
    expect(await runOutbox(database.env, "list")).toMatchObject({ code: 0 });
    expect(await runOutbox(database.env, "retry", String(mailId))).toMatchObject({ code: 0 });
    expect(await runOutbox(database.env, "retry", String(mailId))).toMatchObject({ code: 1 });
    const entries = await trail();
    expect(entries).toHaveLength(before + 1);
    expect(entries[0]).toEqual([actor, null, "mail.retry", `mail ${mailId}`, null]);
  });
});
