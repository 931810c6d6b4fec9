// The console's content section: the site's texts and pictures as documents (the rules are
// in content/store.ts). Editors and publishers read every document, save drafts and create
// a new item of a collection as a draft (content/create.ts); publishers also publish, roll
// back and retire an item. Every creation, save, publish, rollback and retirement is in
// the audit trail with the document and its version, written in the change's own
// transaction.

import {
  CONTENT_BODY_MAX_BYTES,
  CONTENT_NOTE_MAX_LENGTH,
  CONTENT_ROLES,
  contentEditRolesFor,
  contentPublishRolesFor,
  mayEditContent,
  mayPublishContent,
  STAFF_API,
  type AuditAction,
  type ContentConflict,
  type ContentDocumentAnswer,
  type ContentList,
  type ContentRetirement,
  type ContentVersion,
  type StaffRole,
} from "@site/contracts";
import {
  addressMoves,
  CONTENT_TYPE_LABELS,
  CONTENT_TYPES,
  documentAddresses,
  documentForm,
  documentParts,
  isContentType,
  NEW_ITEM_FORMS,
  siteContentOf,
} from "@site/contracts/content";
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import { sql } from "kysely";
import { recordAudit, referenceLabels } from "../audit/trail.js";
import { createItem } from "../content/create.js";
import {
  ContentConflictError,
  ContentRefusal,
  documentHistory,
  labelOf,
  listDocuments,
  publishDraft,
  publishedDocuments,
  readDocument,
  retireDocument,
  rollBack,
  saveDraft,
  stateOf,
  type ContentActor,
  type StoredDocument,
  type Trx,
} from "../content/store.js";
import { pagesGate } from "../content/publish-gate.js";
import type { Db } from "../db/schema.js";
import type { LivePages } from "../site/live-pages.js";
import { lockAccounts } from "./account-lock.js";
import { consoleActor, member, refuse } from "./guard.js";
import { CONTROL, bodyField } from "./request-text.js";
import { NOT_YOUR_ROLE, requireRole, standingOf } from "./roles.js";

export interface ContentRoutesOptions {
  now: () => Date;
}

interface DocumentParams {
  type: string;
  id: string;
}

// How long a publish's answer waits for the pages to show it (every page: seconds).
const PUBLISH_SETTLE_MS = 60_000;
// Ids are short (a slug, a project code); a longer one names no document.
const ID_MAX_LENGTH = 100;
// A new item's request: a type, an id and a name, each short (a hostile one is refused by
// its length first).
const NEW_ITEM_BODY_MAX_BYTES = 16 * 1024;
const SESSION_ENDED = new ContentRefusal(401, [
  { path: "", message: "Your session has ended. Sign in again." },
]);

/**
 * The check a change of the content (a document's, or a picture upload) runs first inside
 * its transaction: the member's session is still live and one of `roles` still held, so a
 * revocation or a role change at the same moment comes wholly before the change (which it
 * then stops: 401 or 403, a ContentRefusal) or after it.
 */
export const stillActing =
  (request: FastifyRequest, roles: readonly StaffRole[]) =>
  async (trx: Trx): Promise<void> => {
    const { staffId, sessionId } = consoleActor(request);
    await lockAccounts(trx, [staffId]);
    const standing = await standingOf(trx, staffId, sessionId, roles);
    if (standing === "session-ended") throw SESSION_ENDED;
    if (standing === "not-your-role") throw new ContentRefusal(403, [{ path: "", message: NOT_YOUR_ROLE }]);
  };

/** The document the path names, or undefined (the answer sent) when it cannot be one. */
function documentOf(request: FastifyRequest<{ Params: DocumentParams }>, reply: FastifyReply) {
  const { type, id } = request.params;
  if (!isContentType(type) || id.length === 0 || id.length > ID_MAX_LENGTH) {
    refuse(reply, 404, `There is no document ${type.slice(0, 40)}/${id.slice(0, ID_MAX_LENGTH)}.`);
    return undefined;
  }
  return { type, id };
}

/** A version a request names: a positive whole number, else undefined. */
const versionOf = (body: unknown): number | undefined => {
  const value = bodyField(body, "version");
  return typeof value === "number" && Number.isSafeInteger(value) && value > 0 ? value : undefined;
};

/** A publish's note: absent, or one line of at most CONTENT_NOTE_MAX_LENGTH characters. */
function noteOf(body: unknown): { note: string | null } | undefined {
  const value = bodyField(body, "note");
  if (value === undefined || value === null) return { note: null };
  if (typeof value !== "string" || value.length > CONTENT_NOTE_MAX_LENGTH) return undefined;
  const note = value.trim();
  if (CONTROL.test(note)) return undefined;
  return { note: note === "" ? null : note };
}

/**
 * The public pages that show `document`, the one that shows it most first: an item's own
 * pages (a draft never published has them only in the preview), then those that read it.
 */
function pagesOf(document: StoredDocument, livePages: LivePages | undefined): string[] {
  if (livePages === undefined) return [];
  const own = documentAddresses({ ...document, data: document.draft ?? document.published })
    .filter((address) => !address.address.startsWith("/media/"))
    .map((address) => address.spelled);
  const owned = new Set(own.map((path) => path.toLowerCase()));
  const reading = livePages.pagesReading(documentParts(document.type, document.id), document.id);
  return [...own, ...reading.filter((path) => !owned.has(path.toLowerCase()))];
}

async function answerOf(
  db: Db,
  document: StoredDocument,
  livePages: LivePages | undefined,
): Promise<ContentDocumentAnswer> {
  const name = await referenceLabels(db, [document.updatedBy]);
  return {
    type: document.type,
    id: document.id,
    label: labelOf(document),
    version: document.version,
    draft: document.draft,
    published: document.published,
    updatedAt: document.updatedAt,
    updatedBy: name(document.updatedBy),
    form: documentForm(document.type, document.id) ?? {},
    pages: pagesOf(document, livePages),
  };
}

const contentRoutes: FastifyPluginAsync<ContentRoutesOptions> = async (app, { now }) => {
  // Editors and publishers work on every document, HR on the job openings alone: each
  // route checks the roles of the document's type (contentEditRolesFor,
  // contentPublishRolesFor), again inside the change's transaction.
  app.addHook("onRequest", requireRole(...CONTENT_ROLES));
  /** Whether the member may read and edit documents of `type`; 403 sent when not. */
  const mayEdit = (request: FastifyRequest, reply: FastifyReply, type: string) => {
    if (mayEditContent(member(request).roles, type)) return true;
    void refuse(reply, 403, NOT_YOUR_ROLE);
    return false;
  };
  /** Whether the member may publish, roll back and retire documents of `type`; 403 sent when not. */
  const mayPublish = (request: FastifyRequest, reply: FastifyReply, type: string) => {
    if (mayPublishContent(member(request).roles, type)) return true;
    void refuse(reply, 403, NOT_YOUR_ROLE);
    return false;
  };

  /**
   * The member acting, the check each change runs first (stillActing) and its audit entry,
   * about `target` (by default the document the change names when it records it).
   */
  const actingMember = (
    request: FastifyRequest,
    roles: readonly StaffRole[],
    action: AuditAction,
    target?: { type: string; id: string },
    details: Record<string, unknown> = {},
  ): ContentActor => {
    const { actor, address } = consoleActor(request);
    return {
      actor,
      record: (trx, version, document) =>
        recordAudit(
          trx,
          {
            actor,
            action,
            subject: `content ${(target ?? document).type}/${(target ?? document).id}`,
            address,
            details: { version, ...details },
          },
          now(),
        ),
      authorize: stillActing(request, roles),
    };
  };

  /** Answers a refusal of the store; anything else is a failure for the error handler. */
  const refused = async (reply: FastifyReply, error: unknown) => {
    if (error instanceof ContentConflictError) {
      const body: ContentConflict = {
        errors: error.errors,
        current: await answerOf(app.db, error.current, app.livePages),
        changed: error.changed,
      };
      return reply.code(409).send(body);
    }
    if (error instanceof ContentRefusal) return reply.code(error.status).send({ errors: error.errors });
    throw error;
  };

  app.get(STAFF_API.content, async (request): Promise<ContentList> => {
    const mine = (type: string) => mayEditContent(member(request).roles, type);
    const documents = (await listDocuments(app.db)).filter((document) => mine(document.type));
    const name = await referenceLabels(
      app.db,
      documents.map((document) => document.updatedBy),
    );
    return {
      collections: CONTENT_TYPES.filter(mine).map((type) => ({
        type,
        label: CONTENT_TYPE_LABELS[type],
        ...(type === "site" || type === "page" ? {} : { newItem: NEW_ITEM_FORMS[type] }),
      })),
      documents: documents.map((document) => ({
        type: document.type,
        id: document.id,
        label: document.label,
        state: stateOf(document),
        version: document.version,
        updatedAt: document.updatedAt,
        updatedBy: name(document.updatedBy),
      })),
    };
  });

  app.post(STAFF_API.contentDocuments, { bodyLimit: NEW_ITEM_BODY_MAX_BYTES }, async (request, reply) => {
    const type = bodyField(request.body, "type");
    // An unknown type is the creation's own refusal (400); a known one not the member's, 403.
    if (typeof type === "string" && isContentType(type) && !mayEdit(request, reply, type)) return reply;
    try {
      const created = await createItem(
        app.db,
        {
          type: bodyField(request.body, "type"),
          id: bodyField(request.body, "id"),
          name: bodyField(request.body, "name"),
        },
        actingMember(request, contentEditRolesFor(typeof type === "string" ? type : ""), "content.create"),
        now(),
      );
      return reply.code(201).send(await answerOf(app.db, created, app.livePages));
    } catch (error) {
      return refused(reply, error);
    }
  });

  app.get<{ Params: DocumentParams }>(STAFF_API.contentDocument, async (request, reply) => {
    const target = documentOf(request, reply);
    if (target === undefined || !mayEdit(request, reply, target.type)) return reply;
    const document = await readDocument(app.db, target.type, target.id);
    if (document === undefined)
      return refuse(reply, 404, `There is no document ${target.type}/${target.id}.`);
    return answerOf(app.db, document, app.livePages);
  });

  app.put<{ Params: DocumentParams }>(
    STAFF_API.contentDocument,
    { bodyLimit: CONTENT_BODY_MAX_BYTES },
    async (request, reply) => {
      const target = documentOf(request, reply);
      if (target === undefined || !mayEdit(request, reply, target.type)) return reply;
      const version = versionOf(request.body);
      if (version === undefined)
        return refuse(reply, 400, "Say which version you edited (a whole number).", "version");
      const data = bodyField(request.body, "data");
      if (data === undefined) return refuse(reply, 400, "Send the document's data.", "data");
      try {
        const saved = await saveDraft(
          app.db,
          { ...target, version, data },
          actingMember(request, contentEditRolesFor(target.type), "content.save", target),
          now(),
        );
        return { version: saved };
      } catch (error) {
        return refused(reply, error);
      }
    },
  );

  /** A publisher's change that makes a new version: a publish, or a rollback. */
  const publishing = (
    route: string,
    action: "content.publish" | "content.rollback" | "content.retire",
    missingVersion: string,
    change: typeof publishDraft,
  ) =>
    app.post<{ Params: DocumentParams }>(route, async (request, reply) => {
      const target = documentOf(request, reply);
      if (target === undefined || !mayPublish(request, reply, target.type)) return reply;
      const version = versionOf(request.body);
      if (version === undefined) return refuse(reply, 400, missingVersion, "version");
      const note = noteOf(request.body);
      if (note === undefined)
        return refuse(
          reply,
          400,
          `A note is one line of at most ${CONTENT_NOTE_MAX_LENGTH} characters.`,
          "note",
        );
      const details = action === "content.rollback" ? { restores: version } : {};
      try {
        const published = await change(
          app.db,
          { ...target, version, note: note.note },
          actingMember(request, contentPublishRolesFor(target.type), action, target, details),
          now(),
          pagesGate(app.livePages),
        );
        // The pages it changed were rendered before it was committed, and switched with
        // it; the answer waits for any other page still catching up (another data source
        // moved meanwhile). Other instances follow within their check interval.
        app.publishedContent.changed();
        await app.livePages?.settle(PUBLISH_SETTLE_MS);
        return { version: published };
      } catch (error) {
        return refused(reply, error);
      }
    });

  publishing(
    STAFF_API.contentPublish,
    "content.publish",
    "Say which version you are publishing (a whole number).",
    publishDraft,
  );
  publishing(
    STAFF_API.contentRollback,
    "content.rollback",
    "Say which earlier version to publish again (a whole number).",
    rollBack,
  );

  publishing(
    STAFF_API.contentRetire,
    "content.retire",
    "Say which version of the item you are retiring (a whole number).",
    retireDocument,
  );

  // What retiring an item would do, for the console to say before it asks: the addresses
  // its pages lose and where each then leads, and the other pages that show it.
  app.get<{ Params: DocumentParams }>(STAFF_API.contentRetire, async (request, reply) => {
    const target = documentOf(request, reply);
    if (target === undefined || !mayPublish(request, reply, target.type)) return reply;
    const document = await readDocument(app.db, target.type, target.id);
    if (document === undefined)
      return refuse(reply, 404, `There is no document ${target.type}/${target.id}.`);
    const published = await publishedDocuments(app.db);
    const without = published.filter((other) => other.type !== target.type || other.id !== target.id);
    const own = new Set(
      documentAddresses({ ...target, data: document.published ?? document.draft }).map((a) => a.address),
    );
    const moves = addressMoves(siteContentOf(published), siteContentOf(without));
    // The addresses that lead to its pages now (it was renamed) will lead where they go.
    const earlier =
      moves.length === 0
        ? []
        : await app.db
            .selectFrom("address_redirects")
            .select(["address", "target"])
            .where(
              sql<string>`lower(target)`,
              "in",
              moves.map((move) => move.from.toLowerCase()),
            )
            .orderBy("address")
            .execute();
    const answer: ContentRetirement = {
      addresses: [
        ...moves,
        ...earlier.map((row) => ({
          from: row.address,
          to: moves.find((move) => move.from.toLowerCase() === row.target?.toLowerCase())!.to,
        })),
      ],
      pages: (app.livePages?.pagesReading(documentParts(target.type, target.id), target.id) ?? []).filter(
        (pagePath) => !own.has(pagePath.toLowerCase()),
      ),
    };
    return answer;
  });

  app.get<{ Params: DocumentParams }>(STAFF_API.contentHistory, async (request, reply) => {
    const target = documentOf(request, reply);
    if (target === undefined || !mayEdit(request, reply, target.type)) return reply;
    try {
      const versions = await documentHistory(app.db, target.type, target.id);
      const name = await referenceLabels(
        app.db,
        versions.map((version) => version.publishedBy),
      );
      return versions.map((version): ContentVersion => ({
        ...version,
        publishedBy: name(version.publishedBy),
      }));
    } catch (error) {
      return refused(reply, error);
    }
  });
};

export default contentRoutes;
