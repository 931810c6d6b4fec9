// The console's inbox (contact messages and applications, marked handled) and its view
// of mail delivery (with "retry" on a dead mail, as `npm run outbox -- retry`). Each kind
// is its role's: contact messages marketing's, applications (and their CVs) HR's. A
// member sees only the kinds their roles allow, and gets 403 for another's, whether they
// ask for one message, its CV, its mail or a list. HR's applications may be listed by the
// job opening they name.

import {
  APPLICATION_NOTE_MAX_LENGTH,
  APPLICATION_STATUSES,
  DELIVERY_STATES,
  INBOX_HANDLED,
  INBOX_KIND_ROLE,
  INBOX_KINDS,
  inboxKindsFor,
  isApplicationStatus,
  isInboxHandled,
  MAIL_KIND_ROLE,
  mailKindsFor,
  STAFF_API,
  STAFF_LIST_LIMIT,
  type ApplicationReviewChange,
  type InboxKind,
  type OutboxEntry,
  type OutboxMail,
} from "@site/contracts";
import { create as contentDisposition } from "content-disposition";
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import { recordAudit } from "../audit/trail.js";
import { listOutbox, requeueDead } from "../mail/outbox.js";
import { auditChange, consoleActor, member, refuse } from "./guard.js";
import {
  isInboxQuery,
  isNote,
  isoInstantOf,
  listInbox,
  listInboxOpenings,
  markHandled,
  openingFilterOf,
  readCv,
  readInboxMessage,
  reviewApplication,
} from "./inbox.js";
import { NOT_YOUR_ROLE, requireRole } from "./roles.js";

export interface RecordsRoutesOptions {
  now: () => Date;
  /** The staff inbox each kind of form's mail goes to (staffInboxes), which the mail list shows. */
  inboxes: Partial<Record<OutboxEntry["kind"], string>>;
}

const NO_MESSAGE = "There is no such message.";

const kindOf = (text: string | undefined): InboxKind | undefined => INBOX_KINDS.find((kind) => kind === text);

/** The kinds the member's roles allow. */
const kindsOf = (request: FastifyRequest) => inboxKindsFor(member(request).roles);
/** The kinds of mail the member's roles allow (their inbox's, and invitations for admins). */
const mailKindsOf = (request: FastifyRequest) => mailKindsFor(member(request).roles);

/** Refuses (403) a kind the member's roles do not allow; true when it did. */
function notTheirs(request: FastifyRequest, reply: FastifyReply, kind: InboxKind): boolean {
  if (kindsOf(request).includes(kind)) return false;
  refuse(reply, 403, NOT_YOUR_ROLE);
  return true;
}

const recordsRoutes: FastifyPluginAsync<RecordsRoutesOptions> = async (app, { now, inboxes }) => {
  // A kind of mail without a staff inbox (one to its own addressee) says so by null.
  const withInbox = (entry: OutboxEntry): OutboxMail => {
    const inbox = Object.hasOwn(inboxes, entry.kind) ? inboxes[entry.kind] : undefined;
    return { ...entry, to: inbox === undefined || inbox === "" ? null : inbox };
  };

  // Either role reads the inbox and the outbox; each sees its own kinds.
  const inboxRoles = { onRequest: requireRole(...new Set(Object.values(INBOX_KIND_ROLE))) };
  // The outbox also holds invitations, an admin's: each role sees the mail of its kinds.
  const mailRoles = { onRequest: requireRole(...new Set(Object.values(MAIL_KIND_ROLE))) };

  app.get<{
    Querystring: {
      q?: string;
      kind?: string;
      opening?: unknown;
      handled?: unknown;
      from?: unknown;
      to?: unknown;
      status?: unknown;
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
    const statusText = given(request.query.status);
    const status = isApplicationStatus(statusText) ? statusText : undefined;
    if (statusText !== undefined && status === undefined)
      return refuse(reply, 400, "Choose a status from the list.", "status");
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
    if (status !== undefined) {
      // Nor has a contact message a status.
      if (chosen === "contact")
        return refuse(reply, 400, "Contact messages have no status: show applications.", "status");
      if (notTheirs(request, reply, "application")) return reply;
    }
    return listInbox(app.db, {
      kinds: chosen === undefined ? kindsOf(request) : [chosen],
      query,
      opening: filter,
      ...(handled === undefined ? {} : { handled }),
      ...(status === undefined ? {} : { status }),
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

  // HR's review of an application: its status and a short internal note. The trail says
  // that they changed (the status's values), never what the note says.
  app.post<{ Params: { id: string } }>(
    STAFF_API.inboxReview,
    { onRequest: requireRole(INBOX_KIND_ROLE.application) },
    async (request, reply) => {
      const body = (request.body ?? {}) as Record<string, unknown>;
      const { status, note, reviewedAt } = body;
      if (status !== undefined && !isApplicationStatus(status))
        return refuse(
          reply,
          400,
          `Choose a status: ${Object.values(APPLICATION_STATUSES).join(", ")}.`,
          "status",
        );
      if (note !== undefined && typeof note !== "string")
        return refuse(reply, 400, "Write the note as text.", "note");
      if (note !== undefined && !isNote(note))
        return refuse(
          reply,
          400,
          `The note is too long: keep it to ${APPLICATION_NOTE_MAX_LENGTH} characters.`,
          "note",
        );
      if (status === undefined && note === undefined)
        return refuse(reply, 400, "Give a status, a note, or both.", "status");
      if (reviewedAt !== null && (typeof reviewedAt !== "string" || isoInstantOf(reviewedAt) === undefined))
        return refuse(reply, 400, "Say when the review you changed was made (reviewedAt).", "reviewedAt");
      const change: ApplicationReviewChange = { status, note, reviewedAt };
      const at = now();
      const { id } = request.params;
      const { actor, address } = consoleActor(request);
      const subject = `application ${id}`;
      const result = await reviewApplication(app.db, id, change, at, async (trx, changed) => {
        if (changed.status !== undefined)
          await recordAudit(
            trx,
            { actor, address, action: "inbox.status", subject, details: changed.status },
            at,
          );
        if (changed.note !== undefined)
          await recordAudit(
            trx,
            { actor, address, action: "inbox.note", subject, details: { note: changed.note } },
            at,
          );
      });
      if (result.outcome === "missing") return refuse(reply, 404, NO_MESSAGE);
      if (result.outcome === "conflict") {
        const current = await readInboxMessage(app.db, "application", id);
        return reply.code(409).send({
          errors: [
            {
              path: "reviewedAt",
              message:
                "A colleague changed this application's status or note meanwhile. Their change is shown; make yours again on top of it.",
            },
          ],
          current,
        });
      }
      return readInboxMessage(app.db, "application", id);
    },
  );

  app.get<{ Querystring: { state?: string } }>(
    STAFF_API.outbox,
    mailRoles,
    async (request, reply): Promise<OutboxMail[] | typeof reply> => {
      const { state } = request.query;
      const chosen = DELIVERY_STATES.find((known) => known === state);
      if (state !== undefined && state !== "" && chosen === undefined)
        return refuse(reply, 400, "Choose pending, sending, sent or dead.", "state");
      const entries = await listOutbox(app.db, {
        state: chosen,
        kinds: mailKindsOf(request),
        limit: STAFF_LIST_LIMIT,
      });
      return entries.map(withInbox);
    },
  );

  app.post<{ Params: { id: string } }>(STAFF_API.outboxRetry, mailRoles, async (request, reply) => {
    const id = /^[1-9]\d{0,14}$/.test(request.params.id) ? Number(request.params.id) : undefined;
    const [mail] = id === undefined ? [] : await listOutbox(app.db, { id });
    if (mail !== undefined && !mailKindsOf(request).includes(mail.kind))
      return refuse(reply, 403, NOT_YOUR_ROLE);
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
    return entry === undefined ? entry : withInbox(entry);
  });
};

export default recordsRoutes;
