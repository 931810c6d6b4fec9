// A new item of a collection (a solution, a project, an insight topic, a policy, an
// ovation), created by staff as a draft never published: its first draft is the
// collection's starter (@site/contracts/content newItemDocument), every text asking to be
// written, so visitors see nothing of it until a publisher publishes it, after the whole
// site's checks, as any draft.
//
// - Its id must pass its collection's rule, and its addresses must be free: none the site
//   keeps for itself, none another document takes, published or in a draft, whatever the
//   case (newAddressProblems). A publish checks the whole site again (addresses included),
//   so a draft changed since to take a taken address is refused then.
// - Creations happen one at a time with each other and with publishes (the content_state
//   row is locked first), so two new items cannot take one address at the same moment.

import { newAddressProblems, newItemProblems, type NewItemContext } from "@site/contracts/content";
import type { Db } from "../db/schema.js";
import {
  ContentRefusal,
  documentsAndDrafts,
  nextPosition,
  publishedDocuments,
  readDocument,
  type ContentActor,
  type StoredDocument,
  type Trx,
} from "./store.js";

/** What staff ask for: the collection, the id and the name, as sent (anything). */
export interface NewItemRequest {
  type: unknown;
  id: unknown;
  name: unknown;
}

/** The first project the site publishes, which a new ovation celebrates until staff choose theirs. */
async function firstProjectCode(trx: Trx): Promise<string | undefined> {
  const project = (await publishedDocuments(trx)).find((document) => document.type === "project");
  return project?.id;
}

/**
 * Locks what publishes lock (the content_state row) without moving the content's change
 * counter: nothing visitors see changes. A no-op update is the lock on both engines (a
 * row lock on PostgreSQL; SQLite's write lock, which the transaction holds already).
 */
async function lockContent(trx: Trx): Promise<void> {
  await trx
    .updateTable("content_state")
    .set((eb) => ({ version: eb.ref("version") }))
    .where("id", "=", 1)
    .execute();
}

/**
 * Creates the document the request asks for as a draft, last in its collection; answers
 * it as stored. Refuses (ContentRefusal) with 400 and the problems of `type`, `id` and
 * `name`, or 409 when the document exists.
 */
export async function createItem(
  db: Db,
  request: NewItemRequest,
  by: ContentActor,
  now: Date,
): Promise<StoredDocument> {
  // The request's own problems, before anything is read or locked; an ovation's project
  // is a stand-in here (any code will do), and the check runs again below with the
  // site's own.
  const early = newItemProblems(request, { today: now, projectCode: "A" });
  if (early.problems.length > 0) throw new ContentRefusal(400, early.problems);
  return db.transaction().execute(async (trx) => {
    await by.authorize?.(trx);
    await lockContent(trx);
    const context: NewItemContext = { today: now };
    const projectCode = await firstProjectCode(trx);
    if (projectCode !== undefined) context.projectCode = projectCode;
    const checked = newItemProblems(request, context);
    if (!("item" in checked)) throw new ContentRefusal(400, checked.problems);
    const { item } = checked;
    if ((await readDocument(trx, item.type, item.id)) !== undefined)
      throw new ContentRefusal(409, [
        {
          path: "id",
          message: `There is a document ${item.type}/${item.id} already: open it from the list.`,
        },
      ]);
    const clashes = newAddressProblems(item, await documentsAndDrafts(trx));
    // Every address of a new item comes from its id (a solution's page, a project's code).
    if (clashes.length > 0)
      throw new ContentRefusal(
        400,
        clashes.map((problem) => ({ path: "id", message: `${problem.message}.` })),
      );
    await trx
      .insertInto("content_documents")
      .values({
        type: item.type,
        id: item.id,
        position: await nextPosition(trx, item.type),
        version: 1,
        draft: JSON.stringify(item.data),
        published_version: null,
        updated_at: now.toISOString(),
        updated_by: by.actor,
      })
      .execute();
    await by.record?.(trx, 1, item);
    const stored = await readDocument(trx, item.type, item.id);
    if (stored === undefined) throw new Error(`${item.type}/${item.id} was not stored`);
    return stored;
  });
}
