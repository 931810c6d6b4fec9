// The console's inbox (contact messages and applications, marked handled) and its view
// of mail delivery (with "retry" on a dead mail, as `npm run outbox -- retry`). Each kind
// is its role's: contact messages marketing's, applications (and their CVs) HR's. A
// member sees only the kinds their roles allow, and gets 403 for another's, whether they
// ask for one message, its CV, its mail or a list. HR's applications may be listed by the
// job opening they name.

import {
  DELIVERY_STATES,
  INBOX_HANDLED,
  INBOX_KIND_ROLE,
  INBOX_KINDS,
  inboxKindsFor,
  isInboxHandled,
  STAFF_API,
  STAFF_LIST_LIMIT,
  type InboxKind,
  type OutboxEntry,
} from "@site/contracts";
import { create as contentDisposition } from "content-disposition";
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import { listOutbox, requeueDead } from "../mail/outbox.js";
import { auditChange, consoleActor, member, refuse } from "./guard.js";
import {
  isInboxQuery,
  isoInstantOf,
  listInbox,
  listInboxOpenings,
  markHandled,
  openingFilterOf,
  readCv,
  readInboxMessage,
} from "./inbox.js";
import { NOT_YOUR_ROLE, requireRole } from "./roles.js";

export interface RecordsRoutesOptions {
  now: () => Date;
}

const NO_MESSAGE = "There is no such message.";

const kindOf = (text: string | undefined): InboxKind | undefined => INBOX_KINDS.find((kind) => kind === text);

/** The kinds the member's roles allow. */
const kindsOf = (request: FastifyRequest) => inboxKindsFor(member(request).roles);

/** Refuses (403) a kind the member's roles do not allow; true when it did. */
function notTheirs(request: FastifyRequest, reply: FastifyReply, kind: InboxKind): boolean {
  if (kindsOf(request).includes(kind)) return false;
  refuse(reply, 403, NOT_YOUR_ROLE);
  return true;
}

const recordsRoutes: FastifyPluginAsync<RecordsRoutesOptions> = async (app, { now }) => {
  // Either role reads the inbox and the outbox; each sees its own kinds.
  const inboxRoles = { onRequest: requireRole(...new Set(Object.values(INBOX_KIND_ROLE))) };

  app.get<{
    Querystring: {
      q?: string;
      kind?: string;
      opening?: unknown;
      handled?: unknown;
      from?: unknown;
      to?: unknown;
    };
  }>(STAFF_API.inbox, inboxRoles, async (request, reply) => {
    const { q, kind, opening } = request.query;
    const given = (value: unknown) => (value === undefined || value === "" ? undefined : value);
    const handledText = given(request.query.handled);
    const handled = isInboxHandled(handledText) ? INBOX_HANDLED[handledText] : undefined;
    if (handledText !== undefined && handled === undefined)
      return refuse(reply, 400, "Choose handled, not handled, or either.", "handled");
    const range: { from?: string; to?: string } = {};
    for (const end of ["from", "to"] as const) {
      const text = given(request.query[end]);
      if (text === undefined) continue;
      const at = typeof text === "string" ? isoInstantOf(text) : undefined;
      if (at === undefined)
        return refuse(reply, 400, "Choose the days from the list, or a range of dates.", end);
      range[end] = at;
    }
    const query = typeof q === "string" ? q : undefined;
    if (query !== undefined && !isInboxQuery(query))
      return refuse(reply, 400, "The search is too long.", "q");
    const chosen = kindOf(typeof kind === "string" ? kind : undefined);
    if (kind !== undefined && kind !== "" && chosen === undefined)
      return refuse(reply, 400, "Choose messages, applications or both.", "kind");
    if (chosen !== undefined && notTheirs(request, reply, chosen)) return reply;
    const byOpening = opening === undefined || opening === "" ? undefined : opening;
    const filter = typeof byOpening === "string" ? openingFilterOf(byOpening) : undefined;
    if (byOpening !== undefined && filter === undefined)
      return refuse(reply, 400, "Choose an opening from the list, or open applications.", "opening");
    if (filter !== undefined) {
      // Only applications name an opening.
      if (chosen === "contact")
        return refuse(reply, 400, "Contact messages name no opening: show applications.", "opening");
      if (notTheirs(request, reply, "application")) return reply;
    }
    return listInbox(app.db, {
      kinds: chosen === undefined ? kindsOf(request) : [chosen],
      query,
      opening: filter,
      ...(handled === undefined ? {} : { handled }),
      ...range,
    });
  });

  app.get(STAFF_API.inboxOpenings, { onRequest: requireRole(INBOX_KIND_ROLE.application) }, () =>
    listInboxOpenings(app.db),
  );

  app.get<{ Params: { kind: string; id: string } }>(
    STAFF_API.inboxItem,
    inboxRoles,
    async (request, reply) => {
      const kind = kindOf(request.params.kind);
      if (kind !== undefined && notTheirs(request, reply, kind)) return reply;
      const message =
        kind === undefined ? undefined : await readInboxMessage(app.db, kind, request.params.id);
      return message ?? refuse(reply, 404, NO_MESSAGE);
    },
  );

  // The applicant's file, for staff to open in their own program: always a download
  // (never shown in the console's origin), its type by content and never sniffed, and
  // sandboxed should a browser display it anyway. The name is encoded (RFC 6266 with an
  // ASCII fallback), as it came from a visitor.
  app.get<{ Params: { id: string } }>(
    STAFF_API.inboxCv,
    { onRequest: requireRole(INBOX_KIND_ROLE.application) },
    async (request, reply) => {
      const cv = await readCv(app.db, request.params.id);
      if (cv === undefined) return refuse(reply, 404, "This application has no CV.");
      // Not a change, but who opened an applicant's CV is worth knowing later.
      await auditChange(
        app,
        request,
        { action: "inbox.cv-downloaded", subject: `application ${request.params.id}` },
        now(),
      );
      return (
        reply
          // The fallback for clients without RFC 5987 stays ASCII: no raw Latin-1 in a header.
          .header(
            "content-disposition",
            contentDisposition(cv.fileName, {
              type: "attachment",
              fallback: cv.fileName.replace(/[^\x20-\x7e]/g, "_"),
            }),
          )
          .header("x-content-type-options", "nosniff")
          .header("content-security-policy", "sandbox")
          .type(cv.mediaType)
          .send(cv.bytes)
      );
    },
  );

  app.post<{ Params: { kind: string; id: string } }>(
    STAFF_API.inboxHandled,
    inboxRoles,
    async (request, reply) => {
      const kind = kindOf(request.params.kind);
      if (kind !== undefined && notTheirs(request, reply, kind)) return reply;
      const handled = (request.body as { handled?: unknown } | undefined)?.handled;
      if (typeof handled !== "boolean")
        return refuse(reply, 400, "Say whether it is handled (true or false).", "handled");
      const at = now();
      if (
        kind === undefined ||
        !(await markHandled(app.db, kind, request.params.id, handled, consoleActor(request).actor, at))
      ) {
        return refuse(reply, 404, NO_MESSAGE);
      }
      await auditChange(
        app,
        request,
        { action: handled ? "inbox.handled" : "inbox.reopened", subject: `${kind} ${request.params.id}` },
        at,
      );
      return readInboxMessage(app.db, kind, request.params.id);
    },
  );

  app.get<{ Querystring: { state?: string } }>(
    STAFF_API.outbox,
    inboxRoles,
    async (request, reply): Promise<OutboxEntry[] | typeof reply> => {
      const { state } = request.query;
      const chosen = DELIVERY_STATES.find((known) => known === state);
      if (state !== undefined && state !== "" && chosen === undefined)
        return refuse(reply, 400, "Choose pending, sending, sent or dead.", "state");
      return listOutbox(app.db, { state: chosen, kinds: kindsOf(request), limit: STAFF_LIST_LIMIT });
    },
  );

  app.post<{ Params: { id: string } }>(STAFF_API.outboxRetry, inboxRoles, async (request, reply) => {
    const id = /^[1-9]\d{0,14}$/.test(request.params.id) ? Number(request.params.id) : undefined;
    const [mail] = id === undefined ? [] : await listOutbox(app.db, { id });
    if (mail !== undefined && notTheirs(request, reply, mail.kind)) return reply;
    const at = now();
    const result =
      id === undefined ? { requeued: false as const, state: undefined } : await requeueDead(app.db, id, at);
    if (!result.requeued) {
      return result.state === undefined
        ? refuse(reply, 404, "There is no such mail.")
        : refuse(reply, 409, `This mail is ${result.state}, not dead: it is on its way already.`);
    }
    app.mailWorker.nudge();
    await auditChange(app, request, { action: "mail.retry", subject: `mail ${id}` }, at);
    const [entry] = await listOutbox(app.db, { id });
    return entry;
  });
};

export default recordsRoutes;
