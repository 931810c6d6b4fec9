// Every migration, in order. Names sort in the order they run; never rename or edit one
// that has shipped: add the next one instead.

import type { Migration, MigrationProvider } from "kysely/migration";
import type { TypedContentUpgrade } from "../content-upgrade.js";
import type { Engine } from "../schema.js";
import { eventsMigration } from "./0001-events.js";
import { formsAndOutboxMigration } from "./0002-forms-and-outbox.js";
import { outboxRequeuedAtMigration } from "./0003-outbox-requeued-at.js";
import { staffMigration } from "./0004-staff.js";
import { staffConsoleMigration } from "./0005-staff-console.js";
import { jobApplicationCvsMigration } from "./0006-job-application-cvs.js";
import { staffTrustMigration } from "./0007-staff-trust.js";
import { cvContentsMigration } from "./0008-cv-contents.js";
import { renderedPagesMigration } from "./0009-rendered-pages.js";
import { contentMigration } from "./0010-content.js";
import { renderedFilesMigration } from "./0011-rendered-files.js";
import { contentPicturesMigration } from "./0012-content-pictures.js";
import {
  contactCardsFromIdentityMigration,
  contactCardsUpgrade,
} from "./0013-contact-cards-from-identity.js";
import { aboutLinksFromIdentityMigration, aboutLinksUpgrade } from "./0014-about-links-from-identity.js";
import { retiredItemsMigration } from "./0015-retired-items.js";
import { applicationOpeningsMigration } from "./0016-application-openings.js";
import { mediaLibraryMigration } from "./0018-media-library.js";
import { contentScheduleMigration } from "./0017-content-schedule.js";
import { applicationReviewMigration } from "./0019-application-review-and-inbox-search.js";
import { staffInvitationMailsMigration } from "./0020-staff-invitation-mails.js";
import { visitCountsMigration } from "./0021-visit-counts.js";
import { eventPicturesMigration } from "./0022-event-pictures.js";

/** The migration that creates the events tables: applying it means the database was new. */
export const FIRST_MIGRATION = "0001-events";

const CONTACT_CARDS = "0013-contact-cards-from-identity";
const ABOUT_LINKS = "0014-about-links-from-identity";

/**
 * The content migrations (db/content-upgrade.ts), in the order they run, by name. An
 * export of the content records the last one's name as its content schema
 * (CONTENT_SCHEMA); importing it elsewhere applies those that came after it.
 */
const CONTENT_MIGRATIONS: readonly (readonly [string, TypedContentUpgrade])[] = [
  [CONTACT_CARDS, contactCardsUpgrade],
  [ABOUT_LINKS, aboutLinksUpgrade],
];

/** The shape of the content as this version stores it: its last content migration. */
export const CONTENT_SCHEMA = CONTENT_MIGRATIONS.at(-1)?.[0] ?? "none";

/**
 * What upgrades content recorded at the content schema `since` to CONTENT_SCHEMA: every
 * content migration when undefined (content exported before schemas were recorded), none
 * at CONTENT_SCHEMA; undefined for a schema this version does not know (a newer one's).
 */
export function contentUpgradesSince(since: string | undefined): TypedContentUpgrade[] | undefined {
  if (since === undefined) return CONTENT_MIGRATIONS.map(([, upgrade]) => upgrade);
  const at = CONTENT_MIGRATIONS.findIndex(([name]) => name === since);
  return at === -1 ? undefined : CONTENT_MIGRATIONS.slice(at + 1).map(([, upgrade]) => upgrade);
}

export function migrationProvider(engine: Engine): MigrationProvider {
  return {
    async getMigrations(): Promise<Record<string, Migration>> {
      return {
        [FIRST_MIGRATION]: eventsMigration(engine),
        "0002-forms-and-outbox": formsAndOutboxMigration(engine),
        "0003-outbox-requeued-at": outboxRequeuedAtMigration(),
        "0004-staff": staffMigration(engine),
        "0005-staff-console": staffConsoleMigration(),
        "0006-job-application-cvs": jobApplicationCvsMigration(engine),
        "0007-staff-trust": staffTrustMigration(engine),
        "0008-cv-contents": cvContentsMigration(engine),
        "0009-rendered-pages": renderedPagesMigration(engine),
        "0010-content": contentMigration(engine),
        "0011-rendered-files": renderedFilesMigration(engine),
        "0012-content-pictures": contentPicturesMigration(engine),
        [CONTACT_CARDS]: contactCardsFromIdentityMigration(engine),
        [ABOUT_LINKS]: aboutLinksFromIdentityMigration(engine),
        "0015-retired-items": retiredItemsMigration(),
        "0016-application-openings": applicationOpeningsMigration(),
        "0017-content-schedule": contentScheduleMigration(),
        "0018-media-library": mediaLibraryMigration(engine),
        "0019-application-review-and-inbox-search": applicationReviewMigration(engine),
        "0020-staff-invitation-mails": staffInvitationMailsMigration(engine),
        "0021-visit-counts": visitCountsMigration(),
        "0022-event-pictures": eventPicturesMigration(engine),
      };
    },
  };
}
