// Changes to the site's content the server makes by itself when their time comes: a
// publisher's draft published at its go-live, an item retired when it expires (set in the
// console: staff/schedule-routes.ts), and a job opening retired at the end of its closing
// date (closingMoment), which nobody has to set. One row of content_schedule per document
// and action (migrations/0017).
//
// - A scheduled publish publishes the draft as it was when it was scheduled: the row keeps
//   its version, and a draft saved again since is not published (a colleague's unfinished
//   edit never goes live unseen by a publisher); the console says so, and scheduling again
//   takes the draft as it is then. The audit trail records the version published. A draft
//   published by hand before its time (or discarded) leaves nothing to do: the row goes.
// - Every change goes through store.ts as a member's would: the whole site checked, the
//   pages it changes rendered first (the publish gate), addresses kept. The actor is the
//   server (`server:schedule`, `server:openings`); the entry names the member it acts for,
//   who must still hold a role that publishes the document then.
// - Several instances share the database, each running this worker. An instance claims a
//   row (a random token, and a lease until which no other instance takes it), and the row
//   is deleted in the change's own transaction only while that claim holds: a change is
//   made once, by one instance, even when a lease runs out mid-change.
// - A change the content refuses (the draft changed, the site without the item would not
//   be valid) is kept with its reason for the console to show, and not tried again until a
//   member schedules it again; a failure of the database or the renderer is tried again
//   after `retryMs`, never in a tight loop.

import { randomUUID } from "node:crypto";
import {
  mayPublishContent,
  type ContentSchedule,
  type ScheduledAction,
  type ScheduledChange,
} from "@site/contracts";
import { closingMoment, isOpen, type ItemData, type Opening } from "@site/contracts/content";
import type { Selectable } from "kysely";
import { memberNames, STAFF_REF_PREFIX } from "../audit/subjects.js";
import { recordAudit, referenceLabel } from "../audit/trail.js";
import type { ContentScheduleTable, Db } from "../db/schema.js";
import { lockAccounts } from "../staff/account-lock.js";
import { rolesOf } from "../staff/roles.js";
import {
  ContentConflictError,
  ContentRefusal,
  publishDraft,
  readDocument,
  retireDocument,
  type ContentActor,
  type PublishGate,
  type StoredDocument,
  type Trx,
} from "./store.js";

/** The actor of a change a member scheduled. */
export const SCHEDULE_ACTOR = "server:schedule";
/** The actor that retires a job opening once it has closed. */
export const OPENINGS_ACTOR = "server:openings";

/** The longest failure reason kept (a renderer's error can be a whole component stack). */
const REASON_MAX_LENGTH = 1_000;

type Row = Selectable<ContentScheduleTable>;

/** When an opening's page stops taking applications, as a UTC instant; undefined if its data has none. */
export function openingClosesAt(data: unknown): string | undefined {
  const entry = (data as Partial<ItemData<Partial<Opening>>> | null)?.entry;
  if (typeof entry?.closes !== "string") return undefined;
  const at = Date.parse(closingMoment({ closes: entry.closes }));
  return Number.isNaN(at) ? undefined : new Date(at).toISOString();
}

/** What is scheduled for `document`, as the console shows it. */
export async function readSchedule(db: Db | Trx, document: StoredDocument): Promise<ContentSchedule> {
  const rows = await db
    .selectFrom("content_schedule")
    .selectAll()
    .where("type", "=", document.type)
    .where("id", "=", document.id)
    .execute();
  const names = await memberNames(
    db,
    rows.map((row) => row.set_by),
  );
  const change = (action: ScheduledAction): ScheduledChange | null => {
    const row = rows.find((candidate) => candidate.action === action);
    if (row === undefined) return null;
    return {
      action,
      at: row.due_at,
      setBy: referenceLabel(row.set_by, names),
      setAt: row.set_at,
      version: row.version === null ? null : Number(row.version),
      failure:
        row.error === null || row.failed_at === null
          ? null
          : { at: row.failed_at, reason: row.error, willRetry: Number(row.stopped) === 0 },
    };
  };
  return {
    publish: change("publish"),
    retire: change("retire"),
    closesAt:
      document.type === "opening" ? (openingClosesAt(document.published ?? document.draft) ?? null) : null,
  };
}

/**
 * Sets the action's time for the document (`at`, ISO 8601 UTC; a publish of the draft at
 * `version`), or cancels it (`at` null): a failure recorded before is forgotten. Inside
 * the caller's transaction.
 */
export async function setScheduled(
  trx: Trx,
  document: { type: string; id: string },
  change: { action: ScheduledAction; at: string | null; version: number | null },
  by: string,
  now: Date,
): Promise<void> {
  const key = { type: document.type, id: document.id, action: change.action };
  if (change.at === null) {
    await trx
      .deleteFrom("content_schedule")
      .where("type", "=", key.type)
      .where("id", "=", key.id)
      .where("action", "=", key.action)
      .execute();
    return;
  }
  const values = {
    due_at: change.at,
    set_by: by,
    set_at: now.toISOString(),
    version: change.version,
    // An instance acting on the row now loses its claim, so it changes nothing: the change
    // happens at the new time.
    claimed_by: null,
    claimed_until: null,
    failed_at: null,
    error: null,
    stopped: 0,
  };
  await trx
    .insertInto("content_schedule")
    .values({ ...key, ...values })
    .onConflict((conflict) => conflict.columns(["type", "id", "action"]).doUpdateSet(values))
    .execute();
}

/** Who may still publish a document of `type`: a member with a role for it and a passkey (not removed). */
async function mayStillPublish(trx: Trx, reference: string, type: string): Promise<boolean> {
  const staffId = reference.slice(STAFF_REF_PREFIX.length);
  // A removal or a change of roles at the same moment comes wholly before this, or after.
  await lockAccounts(trx, [staffId]);
  const account = await trx.selectFrom("staff").select("roles").where("id", "=", staffId).executeTakeFirst();
  if (account === undefined) return false;
  if (!mayPublishContent(rolesOf(account.roles), type)) return false;
  const passkey = await trx
    .selectFrom("staff_passkeys")
    .select("id")
    .where("staff_id", "=", staffId)
    .executeTakeFirst();
  return passkey !== undefined;
}

/** The claim was taken over (its lease ran out, or a member set a new time): another instance acts. */
class ClaimLost extends Error {}

/** Deletes `row` while `row.token`'s claim holds it; ClaimLost when another took it over. */
async function deleteClaimed(db: Db | Trx, row: Row & { token: string }): Promise<void> {
  const gone = await db
    .deleteFrom("content_schedule")
    .where("type", "=", row.type)
    .where("id", "=", row.id)
    .where("action", "=", row.action)
    .where("claimed_by", "=", row.token)
    .executeTakeFirst();
  if (Number(gone.numDeletedRows) !== 1) throw new ClaimLost();
}

const refusal = (message: string) => new ContentRefusal(400, [{ path: "", message }]);

/** A refusal's messages as one reason. */
const reasonOf = (error: unknown) =>
  (error instanceof ContentRefusal
    ? error.errors.map((problem) => problem.message).join(" ")
    : error instanceof Error
      ? error.message
      : String(error)
  ).slice(0, REASON_MAX_LENGTH);

/** Pino's shape (app.log fits). */
export interface ScheduleLog {
  info(fields: object, message: string): void;
  warn(fields: object, message: string): void;
}

export interface ContentSchedulerOptions {
  db: Db;
  /** The clock that says what is due (tests move it). */
  now: () => Date;
  /** The pages a change renders before it is committed (pagesGate(app.livePages)), asked per change. */
  gate: () => PublishGate | undefined;
  /** Called after every change made: the published content moved. */
  changed: () => void;
  /** How long a claim lasts: longer than any change takes (its pages rendered). */
  leaseMs: number;
  /** How long after a failure of the database or the renderer the change is tried again. */
  retryMs: number;
  log?: ScheduleLog;
}

/** What one pass did: changes made, and failures (recorded, or to be retried). */
export interface SchedulePass {
  done: number;
  failed: number;
}

// A retirement whose item a member saves in between is tried again at once, this often.
const RETIRE_ATTEMPTS = 3;
// A pass makes at most this many changes, so that a shutdown never waits on a long backlog.
const MAX_CHANGES_PER_PASS = 20;

export class ContentScheduler {
  #stopped = false;

  constructor(private readonly options: ContentSchedulerOptions) {}

  /** No further claims; a change in progress goes on. */
  stop(): void {
    this.#stopped = true;
  }

  /** Schedules the closing of every opening past its closing moment, then makes every change due. */
  async runDue(): Promise<SchedulePass> {
    const pass: SchedulePass = { done: 0, failed: 0 };
    await this.scheduleClosings();
    while (!this.#stopped && pass.done + pass.failed < MAX_CHANGES_PER_PASS) {
      const claimed = await this.claimNext();
      if (claimed === undefined) break;
      const outcome = await this.act(claimed);
      if (outcome !== "lost") pass[outcome] += 1;
    }
    return pass;
  }

  /**
   * A retirement due at the closing moment of each published opening that has closed: its
   * page then answers 410 and the careers page no longer lists it. A member's retirement
   * due later is brought forward; a closing that failed is tried again only for another
   * closing date (HR changed it), never in a loop.
   */
  private async scheduleClosings(): Promise<void> {
    const { db } = this.options;
    const now = this.options.now();
    const openings = await db
      .selectFrom("content_documents as d")
      .innerJoin("content_versions as v", (join) =>
        join
          .onRef("v.type", "=", "d.type")
          .onRef("v.id", "=", "d.id")
          .onRef("v.version", "=", "d.published_version"),
      )
      .select(["d.id", "v.data"])
      .where("d.type", "=", "opening")
      .where("d.retired_at", "is", null)
      .execute();
    for (const opening of openings) {
      const entry = (JSON.parse(opening.data) as Partial<ItemData<Opening>>).entry;
      const due = openingClosesAt({ entry });
      if (entry === undefined || due === undefined || isOpen(entry, now)) continue;
      // Read first: a write while another instance makes a change waits for it (SQLite).
      const existing = await db
        .selectFrom("content_schedule")
        .select(["due_at", "stopped"])
        .where("type", "=", "opening")
        .where("id", "=", opening.id)
        .where("action", "=", "retire")
        .executeTakeFirst();
      if (
        existing !== undefined &&
        existing.due_at <= due &&
        !(Number(existing.stopped) === 1 && existing.due_at < due)
      )
        continue;
      const values = {
        due_at: due,
        set_by: OPENINGS_ACTOR,
        set_at: now.toISOString(),
        version: null,
        failed_at: null,
        error: null,
        stopped: 0,
      };
      await db
        .insertInto("content_schedule")
        .values({ type: "opening", id: opening.id, action: "retire", ...values })
        .onConflict((conflict) =>
          conflict
            .columns(["type", "id", "action"])
            .doUpdateSet(values)
            .where((eb) =>
              eb.or([
                eb("content_schedule.due_at", ">", eb.ref("excluded.due_at")),
                eb.and([
                  eb("content_schedule.stopped", "=", 1),
                  eb("content_schedule.due_at", "<", eb.ref("excluded.due_at")),
                ]),
              ]),
            ),
        )
        .execute();
    }
  }

  /**
   * Claims the row due first, if any. Each claim is one conditional UPDATE, which two
   * instances cannot both win: PostgreSQL checks its condition again on the row another
   * claim changed, SQLite runs one write at a time.
   */
  private async claimNext(): Promise<(Row & { token: string }) | undefined> {
    const { db, leaseMs } = this.options;
    const now = this.options.now();
    const at = now.toISOString();
    const token = randomUUID();
    const candidates = await db
      .selectFrom("content_schedule")
      .select(["type", "id", "action"])
      .where("stopped", "=", 0)
      .where("due_at", "<=", at)
      .where((eb) => eb.or([eb("claimed_until", "is", null), eb("claimed_until", "<", at)]))
      .orderBy("due_at")
      .limit(5)
      .execute();
    for (const candidate of candidates) {
      const claimed = await db
        .updateTable("content_schedule")
        .set({ claimed_by: token, claimed_until: new Date(now.getTime() + leaseMs).toISOString() })
        .where("type", "=", candidate.type)
        .where("id", "=", candidate.id)
        .where("action", "=", candidate.action)
        .where("stopped", "=", 0)
        .where("due_at", "<=", at)
        .where((eb) => eb.or([eb("claimed_until", "is", null), eb("claimed_until", "<", at)]))
        .returningAll()
        .executeTakeFirst();
      if (claimed !== undefined) return { ...claimed, token };
    }
    return undefined;
  }

  private async act(row: Row & { token: string }): Promise<"done" | "failed" | "lost"> {
    const { log } = this.options;
    const fields = { type: row.type, id: row.id, action: row.action, dueAt: row.due_at };
    try {
      const made = await this.change(row);
      if (made) {
        this.options.changed();
        log?.info({ ...fields, version: made }, "Scheduled change made");
      } else log?.info(fields, "Scheduled change dropped: nothing left to do (retired, gone, or no draft)");
      return "done";
    } catch (error) {
      if (error instanceof ClaimLost) return "lost";
      const reason = reasonOf(error);
      const final = error instanceof ContentRefusal;
      log?.warn(
        { ...fields, reason, willRetry: !final },
        final
          ? "Scheduled change refused; kept for staff to see"
          : "Scheduled change failed; trying again later",
      );
      try {
        await this.recordFailure(row, reason, final);
      } catch (recordError) {
        // The database is away: the claim runs out, and the change is tried again then.
        log?.warn({ ...fields, error: reasonOf(recordError) }, "Scheduled change's failure not recorded");
      }
      return "failed";
    }
  }

  /**
   * Makes the row's change; answers the document's new version, or undefined when there
   * was nothing left to do (the document retired or deleted meanwhile, or a publish whose
   * draft was published by hand or discarded: the row goes).
   */
  private async change(row: Row & { token: string }): Promise<number | undefined> {
    const { db } = this.options;
    const document = await readDocument(db, row.type, row.id);
    if (document === undefined || document.retiredAt !== null) return this.drop(row);
    const now = this.options.now();
    if (row.action === "publish") {
      // Published by hand before its time, or discarded: nothing is left to publish.
      if (document.draft === null) return this.drop(row);
      if (row.version === null || document.version !== Number(row.version))
        throw refusal(
          `The draft changed after this publish was scheduled (version ${row.version} was scheduled; the document is at version ${document.version} now), so it was not published. Schedule it again to publish the draft as it is now.`,
        );
      return publishDraft(
        db,
        { type: row.type, id: row.id, version: document.version, note: "Published at its scheduled time" },
        this.actorFor(row, "content.publish"),
        now,
        this.options.gate(),
      ).catch((error: unknown) => {
        // The draft saved again between the read above and the publish.
        if (error instanceof ContentConflictError)
          throw refusal(
            "The draft changed just as it was due, so it was not published. Schedule it again to publish the draft as it is now.",
          );
        throw error;
      });
    }
    if (document.publishedVersion === null)
      throw refusal(
        "It was never published, so there was nothing to retire (the server never deletes a draft by itself).",
      );
    for (let attempt = 1, current = document; ; attempt++) {
      try {
        return await retireDocument(
          db,
          { type: row.type, id: row.id, version: current.version },
          this.actorFor(row, "content.retire"),
          now,
          this.options.gate(),
        );
      } catch (error) {
        // Someone saved a draft of it meanwhile: the retirement is due all the same.
        if (!(error instanceof ContentConflictError) || attempt === RETIRE_ATTEMPTS) throw error;
        current = error.current;
      }
    }
  }

  /** Deletes a row there is nothing left to do for, while this claim holds it. */
  private async drop(row: Row & { token: string }): Promise<undefined> {
    await deleteClaimed(this.options.db, row);
    return undefined;
  }

  /**
   * The server acting for the row: first in the change's transaction, the claim still
   * held (locking the row) and the member who set it still one who publishes it; then the
   * row deleted and the change recorded, in the same transaction.
   */
  private actorFor(row: Row & { token: string }, action: "content.publish" | "content.retire"): ContentActor {
    const member = row.set_by.startsWith(STAFF_REF_PREFIX) ? row.set_by : undefined;
    const actor = member === undefined ? row.set_by : SCHEDULE_ACTOR;
    return {
      actor,
      authorize: async (trx) => {
        const held = await trx
          .updateTable("content_schedule")
          .set({ claimed_by: row.token })
          .where("type", "=", row.type)
          .where("id", "=", row.id)
          .where("action", "=", row.action)
          .where("claimed_by", "=", row.token)
          .executeTakeFirst();
        if (Number(held.numUpdatedRows) !== 1) throw new ClaimLost();
        if (member !== undefined && !(await mayStillPublish(trx, member, row.type)))
          throw new ContentRefusal(403, [
            {
              path: "",
              message:
                "The member who scheduled it no longer publishes this document, so it was not done. A publisher can schedule it again.",
            },
          ]);
      },
      record: async (trx, version) => {
        await deleteClaimed(trx, row);
        await recordAudit(
          trx,
          {
            actor,
            action,
            subject: `content ${row.type}/${row.id}`,
            address: null,
            details: {
              version,
              dueAt: row.due_at,
              ...(row.version === null ? {} : { draftVersion: Number(row.version) }),
              ...(member === undefined ? {} : { onBehalfOf: member, scheduledAt: row.set_at }),
            },
          },
          this.options.now(),
        );
      },
    };
  }

  /** Keeps the reason with the row: a refusal stops it, another failure is tried again after retryMs. */
  private async recordFailure(row: Row & { token: string }, reason: string, final: boolean): Promise<void> {
    const { db, retryMs } = this.options;
    const now = this.options.now();
    await db.transaction().execute(async (trx) => {
      const kept = await trx
        .updateTable("content_schedule")
        .set({
          failed_at: now.toISOString(),
          error: reason,
          stopped: final ? 1 : 0,
          claimed_by: null,
          claimed_until: final ? null : new Date(now.getTime() + retryMs).toISOString(),
        })
        .where("type", "=", row.type)
        .where("id", "=", row.id)
        .where("action", "=", row.action)
        .where("claimed_by", "=", row.token)
        .executeTakeFirst();
      // Only a refusal is in the trail: a retried failure would write an entry every few minutes.
      if (!final || Number(kept.numUpdatedRows) !== 1) return;
      const member = row.set_by.startsWith(STAFF_REF_PREFIX) ? row.set_by : undefined;
      await recordAudit(
        trx,
        {
          actor: member === undefined ? row.set_by : SCHEDULE_ACTOR,
          action: "content.schedule-failed",
          subject: `content ${row.type}/${row.id}`,
          address: null,
          details: {
            action: row.action,
            dueAt: row.due_at,
            reason,
            ...(row.version === null ? {} : { draftVersion: Number(row.version) }),
            ...(member === undefined ? {} : { onBehalfOf: member }),
          },
        },
        now,
      );
    });
  }
}
