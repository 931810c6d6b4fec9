// The console's audit screen, for admins: the whole trail a page at a time, newest first,
// filtered by member, action, subject and days, so no entry can be pushed out of view by
// a flood of newer ones. Read-only: nothing here or anywhere in the API writes to it but
// the changes it records.

import {
  AUDIT_ACTIONS,
  EMAIL_MAX_LENGTH,
  STAFF_API,
  type AuditAction,
  type AuditActor,
  type AuditPage,
} from "@site/contracts";
import type { FastifyPluginAsync } from "fastify";
import { personRef, staffRef } from "../audit/subjects.js";
import { listAudit, listAuditActors, type AuditFilter } from "../audit/trail.js";
import { staffEmail, staffIdOf } from "./accounts.js";
import { requireRole } from "./roles.js";

interface AuditQuery {
  actor?: string;
  action?: string;
  subject?: string;
  from?: string;
  to?: string;
  before?: string;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
// An actor reference is a prefix and an id or a user name: far shorter than this.
const ACTOR_MAX_LENGTH = 200;

/** The UTC midnight starting a real `YYYY-MM-DD` day, or undefined. */
function dayStart(text: string): Date | undefined {
  const match = text.length === 10 ? DAY.exec(text) : null;
  if (match === null) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
    ? date
    : undefined;
}

const present = (value: string | undefined): value is string => typeof value === "string" && value !== "";
const isAction = (value: string): value is AuditAction => Object.hasOwn(AUDIT_ACTIONS, value);

const auditRoutes: FastifyPluginAsync = async (app) => {
  const adminOnly = { onRequest: requireRole("admin") };

  app.get<{ Querystring: AuditQuery }>(
    STAFF_API.audit,
    adminOnly,
    async (request, reply): Promise<AuditPage | typeof reply> => {
      const query = request.query;
      const filter: AuditFilter = {};
      const errors: { path: string; message: string }[] = [];
      if (present(query.actor)) {
        if (query.actor.length > ACTOR_MAX_LENGTH)
          errors.push({ path: "actor", message: "Choose a member from the list." });
        else filter.actor = query.actor;
      }
      if (present(query.action)) {
        if (isAction(query.action)) filter.action = query.action;
        else errors.push({ path: "action", message: "Choose an action from the list." });
      }
      if (present(query.subject)) {
        // An address finds the entries about that person and about the member of that address.
        const email = staffEmail(query.subject.slice(0, EMAIL_MAX_LENGTH * 4));
        if (email === undefined)
          errors.push({ path: "subject", message: "Enter an e-mail address, like name@example.com." });
        else {
          const member = await staffIdOf(app.db, email);
          filter.subjects = [
            await personRef(app.db, email),
            ...(member === undefined ? [] : [staffRef(member)]),
          ];
        }
      }
      const from = present(query.from) ? dayStart(query.from) : undefined;
      const to = present(query.to) ? dayStart(query.to) : undefined;
      if (present(query.from) && from === undefined)
        errors.push({ path: "from", message: "Enter the first day as YYYY-MM-DD." });
      if (present(query.to) && to === undefined)
        errors.push({ path: "to", message: "Enter the last day as YYYY-MM-DD." });
      if (from !== undefined) filter.from = from.toISOString();
      // The last day is included: entries until the next midnight.
      if (to !== undefined) filter.until = new Date(to.getTime() + 86_400_000).toISOString();
      if (from !== undefined && to !== undefined && from > to)
        errors.push({ path: "to", message: "The last day cannot be before the first." });
      if (present(query.before)) {
        if (/^[1-9]\d{0,14}$/.test(query.before)) filter.before = Number(query.before);
        else errors.push({ path: "before", message: "That page does not exist." });
      }
      if (errors.length > 0) return reply.code(400).send({ errors });
      return listAudit(app.db, filter);
    },
  );

  app.get(STAFF_API.auditActors, adminOnly, async (): Promise<AuditActor[]> => listAuditActors(app.db));
};

export default auditRoutes;
