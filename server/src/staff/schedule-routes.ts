// The console's schedule of a document (STAFF_API.contentSchedule): when the server
// publishes its draft by itself (a go-live at 9:00) and when it retires the item (an event
// that expires), made by content/schedule.ts when the time comes. The document's
// publishers set and cancel it (contentPublishRolesFor: HR too for a job opening), its
// editors read it. Each change is checked as a content change is: the session and the
// role again inside its transaction (stillActing), and written to the audit trail there.

import {
  CONTENT_ROLES,
  CONTENT_SCHEDULE_MAX_DAYS,
  contentEditRolesFor,
  contentPublishRolesFor,
  holdsRole,
  SCHEDULED_ACTIONS,
  STAFF_API,
  type ScheduledAction,
  type StaffRole,
} from "@site/contracts";
import { isContentType, ITEM_TYPES } from "@site/contracts/content";
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import { recordAudit } from "../audit/trail.js";
import { readSchedule, setScheduled } from "../content/schedule.js";
import { ContentRefusal, readDocument, type StoredDocument, type Trx } from "../content/store.js";
import { stillActing } from "./content-routes.js";
import { consoleActor, member, refuse } from "./guard.js";
import { bodyField } from "./request-text.js";
import { NOT_YOUR_ROLE, requireRole } from "./roles.js";

export interface ScheduleRoutesOptions {
  now: () => Date;
}

interface DocumentParams {
  type: string;
  id: string;
}

// As content-routes.ts: ids are short, a longer one names no document.
const ID_MAX_LENGTH = 100;
// The longest way of writing a time this takes ("2026-05-01T09:00:00.000+05:30" is 29).
const TIME_MAX_LENGTH = 40;
const DAY_MS = 86_400_000;

/** YYYY-MM-DDTHH:MM, optional seconds and milliseconds, then Z or an offset. Linear. */
const ISO_TIME =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?(?:Z|[+-](\d{2}):(\d{2}))$/;

const NOT_A_TIME =
  "Give a date and time with its offset from UTC, such as 2026-05-01T09:00+05:30 (9:00 in India).";

/**
 * A time as a request sends it: a real calendar date and time with its offset (Date.parse
 * alone would take 30 February as 2 March), as ISO 8601 UTC; undefined when it is not one.
 */
export function parseScheduleTime(value: string): string | undefined {
  if (value.length > TIME_MAX_LENGTH) return undefined;
  const parts = ISO_TIME.exec(value);
  if (parts === null) return undefined;
  const [y = 0, mo = 0, d = 0, h = 0, mi = 0, sec = 0, oh = 0, om = 0] = parts
    .slice(1)
    .map((part) => Number(part ?? 0));
  const daysInMonth = new Date(Date.UTC(y, mo, 0)).getUTCDate();
  if (mo < 1 || mo > 12 || d < 1 || d > daysInMonth || h > 23 || mi > 59 || sec > 59 || oh > 14 || om > 59)
    return undefined;
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : new Date(at).toISOString();
}

/** A field of a PUT: absent (left as it is), null (cancelled) or a time; a string problem when it is none. */
function timeField(
  body: unknown,
  name: string,
  now: Date,
): { at: string | null | undefined } | { problem: string } {
  const value = bodyField(body, name);
  if (value === undefined) return { at: undefined };
  if (value === null) return { at: null };
  if (typeof value !== "string") return { problem: NOT_A_TIME };
  const at = parseScheduleTime(value);
  if (at === undefined) return { problem: NOT_A_TIME };
  if (Date.parse(at) <= now.getTime()) return { problem: "That time has passed: choose one in the future." };
  if (Date.parse(at) > now.getTime() + CONTENT_SCHEDULE_MAX_DAYS * DAY_MS)
    return { problem: `Choose a time at most ${CONTENT_SCHEDULE_MAX_DAYS} days ahead.` };
  return { at };
}

const refusal = (path: string, message: string) => new ContentRefusal(400, [{ path, message }]);

/**
 * The schedule `document` would have with the times asked, checked against what it is
 * now: refused (400, on the field) where the server could not do it when the time comes.
 */
async function checkedChanges(
  trx: Trx,
  document: StoredDocument,
  asked: { publishAt: string | null | undefined; retireAt: string | null | undefined },
) {
  const rows = await trx
    .selectFrom("content_schedule")
    .select(["action", "due_at", "stopped"])
    .where("type", "=", document.type)
    .where("id", "=", document.id)
    .execute();
  // A change that failed for good does nothing until scheduled again.
  const pending = (action: ScheduledAction) => {
    const row = rows.find((candidate) => candidate.action === action);
    return row === undefined || Number(row.stopped) === 1 ? null : row.due_at;
  };
  const publishAt = asked.publishAt === undefined ? pending("publish") : asked.publishAt;
  const retireAt = asked.retireAt === undefined ? pending("retire") : asked.retireAt;
  // The field a problem of both belongs to: the one sent, the retirement when both were.
  const blamed = asked.retireAt === undefined ? "publishAt" : "retireAt";
  if (typeof asked.publishAt === "string" && document.draft === null)
    throw refusal("publishAt", "There is no draft to publish: save the changes first.");
  if (typeof asked.retireAt === "string" && !(ITEM_TYPES as readonly string[]).includes(document.type))
    throw refusal(
      "retireAt",
      "Only an item of a collection (a solution, a project, a job opening…) can be retired: this document is part of the site itself.",
    );
  if (retireAt !== null && document.publishedVersion === null && publishAt === null)
    throw refusal(
      blamed,
      "It is not published, nor scheduled to be: there would be nothing to retire. Schedule its publishing too.",
    );
  if (retireAt !== null && publishAt !== null && retireAt <= publishAt)
    throw refusal(blamed, "It would be retired before the draft is published: retire it after that.");
  return { publishAt: asked.publishAt, retireAt: asked.retireAt };
}

const scheduleRoutes: FastifyPluginAsync<ScheduleRoutesOptions> = async (app, { now }) => {
  // As the content routes: every content role gets this far, and each route then asks
  // for the roles of the document's type (HR keeps the job openings alone).
  app.addHook("onRequest", requireRole(...CONTENT_ROLES));
  const holds = (request: FastifyRequest, roles: readonly StaffRole[]) =>
    holdsRole(member(request).roles, roles);

  /** The document the path names, if the member may `use` it; else undefined, the refusal sent. */
  const documentOf = (
    request: FastifyRequest<{ Params: DocumentParams }>,
    reply: FastifyReply,
    use: "read" | "change",
  ) => {
    const { type, id } = request.params;
    if (!isContentType(type) || id.length === 0 || id.length > ID_MAX_LENGTH) {
      void refuse(reply, 404, `There is no document ${type.slice(0, 40)}/${id.slice(0, ID_MAX_LENGTH)}.`);
      return undefined;
    }
    const roles =
      use === "read"
        ? [...contentEditRolesFor(type), ...contentPublishRolesFor(type)]
        : contentPublishRolesFor(type);
    if (!holds(request, roles)) {
      void refuse(reply, 403, NOT_YOUR_ROLE);
      return undefined;
    }
    return { type, id };
  };

  /** The document in the change's transaction: 404 when gone, 409 when retired. */
  const current = async (trx: Trx, target: { type: string; id: string }) => {
    const document = await readDocument(trx, target.type, target.id);
    if (document === undefined)
      throw new ContentRefusal(404, [
        { path: "", message: `There is no document ${target.type}/${target.id}.` },
      ]);
    if (document.retiredAt !== null)
      throw new ContentRefusal(409, [
        { path: "", message: "This item is retired: there is nothing left to schedule." },
      ]);
    return document;
  };

  const refused = (reply: FastifyReply, error: unknown) => {
    if (error instanceof ContentRefusal) return reply.code(error.status).send({ errors: error.errors });
    throw error;
  };

  app.get<{ Params: DocumentParams }>(STAFF_API.contentSchedule, async (request, reply) => {
    const target = documentOf(request, reply, "read");
    if (target === undefined) return reply;
    const document = await readDocument(app.db, target.type, target.id);
    if (document === undefined)
      return refuse(reply, 404, `There is no document ${target.type}/${target.id}.`);
    return readSchedule(app.db, document);
  });

  app.put<{ Params: DocumentParams }>(STAFF_API.contentSchedule, async (request, reply) => {
    const target = documentOf(request, reply, "change");
    if (target === undefined) return reply;
    const at = now();
    const publish = timeField(request.body, "publishAt", at);
    const retire = timeField(request.body, "retireAt", at);
    if ("problem" in publish || "problem" in retire)
      return reply.code(400).send({
        errors: [
          ...("problem" in publish ? [{ path: "publishAt", message: publish.problem }] : []),
          ...("problem" in retire ? [{ path: "retireAt", message: retire.problem }] : []),
        ],
      });
    if (publish.at === undefined && retire.at === undefined)
      return refuse(reply, 400, "Send publishAt, retireAt or both: a time, or null to cancel it.");
    const { actor, address } = consoleActor(request);
    try {
      return await app.db.transaction().execute(async (trx) => {
        await stillActing(request, contentPublishRolesFor(target.type))(trx);
        const document = await current(trx, target);
        const changes = await checkedChanges(trx, document, { publishAt: publish.at, retireAt: retire.at });
        if (changes.publishAt !== undefined)
          await setScheduled(
            trx,
            target,
            { action: "publish", at: changes.publishAt, version: document.version },
            actor,
            at,
          );
        if (changes.retireAt !== undefined)
          await setScheduled(
            trx,
            target,
            { action: "retire", at: changes.retireAt, version: null },
            actor,
            at,
          );
        await recordAudit(
          trx,
          {
            actor,
            action: "content.schedule",
            subject: `content ${target.type}/${target.id}`,
            address,
            details: {
              ...(changes.publishAt === undefined
                ? {}
                : { publishAt: changes.publishAt, draftVersion: document.version }),
              ...(changes.retireAt === undefined ? {} : { retireAt: changes.retireAt }),
            },
          },
          at,
        );
        return readSchedule(trx, document);
      });
    } catch (error) {
      return refused(reply, error);
    }
  });

  app.delete<{ Params: DocumentParams; Querystring: { action?: unknown } }>(
    STAFF_API.contentSchedule,
    async (request, reply) => {
      const target = documentOf(request, reply, "change");
      if (target === undefined) return reply;
      const asked = request.query.action;
      if (asked !== undefined && !(SCHEDULED_ACTIONS as readonly unknown[]).includes(asked))
        return refuse(
          reply,
          400,
          "Say which to cancel: action=publish or action=retire (or neither, for both).",
        );
      const actions = asked === undefined ? SCHEDULED_ACTIONS : [asked as ScheduledAction];
      const { actor, address } = consoleActor(request);
      try {
        return await app.db.transaction().execute(async (trx) => {
          await stillActing(request, contentPublishRolesFor(target.type))(trx);
          const document = await readDocument(trx, target.type, target.id);
          if (document === undefined)
            throw new ContentRefusal(404, [
              { path: "", message: `There is no document ${target.type}/${target.id}.` },
            ]);
          const cancelled = await trx
            .deleteFrom("content_schedule")
            .where("type", "=", target.type)
            .where("id", "=", target.id)
            .where("action", "in", [...actions])
            .returning("action")
            .execute();
          if (cancelled.length > 0)
            await recordAudit(
              trx,
              {
                actor,
                action: "content.schedule-cancel",
                subject: `content ${target.type}/${target.id}`,
                address,
                details: { cancelled: cancelled.map((row) => row.action).sort() },
              },
              now(),
            );
          return readSchedule(trx, document);
        });
      } catch (error) {
        return refused(reply, error);
      }
    },
  );
};

export default scheduleRoutes;
