// The console's overview: the last days of the site at a glance, for the roles that read
// each part: visits by page and source (marketing, admins), contact messages (marketing)
// and applications (HR) by how their senders' visits began, what is not yet handled, and
// the mails given up on. Read-only.

import {
  INBOX_KIND_ROLE,
  mailKindsFor,
  OVERVIEW_DAYS,
  STAFF_API,
  VISIT_COUNT_ROLES,
  type InboxKind,
  type OverviewDays,
  type OverviewInbox,
  type SiteOverview,
} from "@site/contracts";
import type { FastifyPluginAsync } from "fastify";
import type { Db } from "../db/schema.js";
import { OVERVIEW_ROWS_MAX, visitTotals } from "../visits/store.js";
import { member, refuse } from "./guard.js";
import { requireRole } from "./roles.js";

export interface OverviewRoutesOptions {
  /** The clock that says which days are the last (tests move it). */
  now: () => Date;
}

const DAY_MS = 86_400_000;
const TABLES = { contact: "contact_messages", application: "job_applications" } as const;

/** Received from `since` to before `until` (ISO), unhandled whenever received, and by source, of one kind. */
async function inboxOverview(db: Db, kind: InboxKind, since: string, until: string): Promise<OverviewInbox> {
  const table = TABLES[kind];
  const [received, unhandled, bySource] = await Promise.all([
    db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<string>().as("count"))
      .where("received_at", ">=", since)
      .where("received_at", "<", until)
      .executeTakeFirst(),
    db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<string>().as("count"))
      .where("handled_at", "is", null)
      .executeTakeFirst(),
    db
      .selectFrom(table)
      .select((eb) => ["landing_source", "landing_campaign", eb.fn.countAll<string>().as("count")])
      .where("received_at", ">=", since)
      .where("received_at", "<", until)
      .groupBy(["landing_source", "landing_campaign"])
      .orderBy("count", "desc")
      .orderBy("landing_source")
      .orderBy("landing_campaign")
      .limit(OVERVIEW_ROWS_MAX)
      .execute(),
  ]);
  return {
    received: Number(received?.count ?? 0),
    unhandled: Number(unhandled?.count ?? 0),
    bySource: bySource.map((row) => ({
      source: row.landing_source,
      campaign: row.landing_campaign,
      count: Number(row.count),
    })),
  };
}

const overviewRoutes: FastifyPluginAsync<OverviewRoutesOptions> = async (app, { now }) => {
  app.get<{ Querystring: { days?: string } }>(
    STAFF_API.overview,
    { onRequest: requireRole("admin", "marketing", "hr") },
    async (request, reply): Promise<SiteOverview | typeof reply> => {
      const asked = request.query.days;
      const days = (asked === undefined || asked === "" ? 7 : Number(asked.slice(0, 4))) as OverviewDays;
      if (!OVERVIEW_DAYS.includes(days))
        return refuse(reply, 400, `Choose ${OVERVIEW_DAYS.join(", ")} days.`, "days");

      const { roles } = member(request);
      const at = now();
      const to = at.toISOString().slice(0, 10);
      // Today and the days before it: `days` whole UTC days, today's so far.
      const firstDay = new Date(Date.parse(`${to}T00:00:00.000Z`) - (days - 1) * DAY_MS);
      const from = firstDay.toISOString().slice(0, 10);
      const since = firstDay.toISOString();
      const until = new Date(Date.parse(`${to}T00:00:00.000Z`) + DAY_MS).toISOString();
      const reads = (kind: InboxKind) => roles.includes(INBOX_KIND_ROLE[kind]);
      const seesVisits = roles.some((role) => VISIT_COUNT_ROLES.includes(role));

      // This instance's counts so far, so what the member just did shows at once.
      if (seesVisits) await app.visits.flush();
      const kinds = mailKindsFor(roles);
      const [visits, messages, applications, dead] = await Promise.all([
        seesVisits ? visitTotals(app.db, from, to) : undefined,
        reads("contact") ? inboxOverview(app.db, "contact", since, until) : undefined,
        reads("application") ? inboxOverview(app.db, "application", since, until) : undefined,
        kinds.length === 0
          ? []
          : app.db
              .selectFrom("outbox")
              .select((eb) => ["kind", eb.fn.countAll<string>().as("count")])
              .where("state", "=", "dead")
              .where("kind", "in", kinds)
              .groupBy("kind")
              .execute(),
      ]);
      return {
        days,
        from,
        to,
        ...(visits === undefined ? {} : { visits }),
        ...(messages === undefined ? {} : { messages }),
        ...(applications === undefined ? {} : { applications }),
        failedMails: kinds.map((kind) => ({
          kind,
          count: Number(dead.find((row) => row.kind === kind)?.count ?? 0),
        })),
      };
    },
  );
};

export default overviewRoutes;
