// The invitation mail, rendered at every delivery attempt from its stored row
// (invitation-mails.ts): to the invited account's address, in the company's name (the
// published site identity's, else the site's host name), saying who invited them, what
// the console is and which roles they get, the link (the console's address with the
// token, unsealed here and nowhere else), until when it works, and what to do if they did
// not expect it. A reply goes to the member who invited them. Once the link no longer
// works, or its sealed copy is gone, there is nothing to send: the mail is dead.

import { ROLE_LABELS, STAFF_PATH } from "@site/contracts";
import { readDocument } from "../content/store.js";
import type { Db } from "../db/schema.js";
import type { MailContent, MailRenderer } from "../mail/message.js";
import { enrolmentLink } from "./accounts.js";
import { invitationSealKey, unsealToken } from "./invitation-seal.js";
import { clearSealedToken, type InvitationPurpose } from "./invitation-mails.js";
import { rolesOf } from "./roles.js";

/** An invitation mail as its renderer needs it, the token unsealed. */
export interface StoredInvitation {
  id: string;
  purpose: InvitationPurpose;
  to: { name: string; email: string };
  roles: string;
  inviter: { name: string; email: string } | null;
  token: string;
  expiresAt: Date;
  createdAt: Date;
  /** The company's name as the site shows it; undefined before content is published. */
  company: string | undefined;
}

/** The published site identity's company name, if there is one. */
async function companyName(db: Db): Promise<string | undefined> {
  const identity = (await readDocument(db, "site", "identity"))?.published;
  const company = (identity as { company?: unknown } | null | undefined)?.company;
  return typeof company === "string" && company.trim() !== "" ? company.trim() : undefined;
}

/** The mail `id` with its token unsealed; undefined when its link no longer works or its copy is gone. */
export async function loadInvitation(
  db: Db,
  id: string,
  now = new Date(),
): Promise<StoredInvitation | undefined> {
  const row = await db
    .selectFrom("staff_invitation_mails as m")
    .innerJoin("staff as s", "s.id", "m.staff_id")
    .innerJoin("staff_enrolments as e", "e.token_hash", "m.token_hash")
    .leftJoin("staff as i", "i.id", "m.invited_by")
    .select([
      "m.id",
      "m.token_hash",
      "m.sealed_token",
      "m.purpose",
      "m.expires_at",
      "m.created_at",
      "s.email",
      "s.name",
      "s.roles",
      "i.email as inviter_email",
      "i.name as inviter_name",
    ])
    .where("m.id", "=", id)
    .where("m.sealed_token", "is not", null)
    .where("e.used_at", "is", null)
    .where("e.expires_at", ">=", now.getTime())
    .executeTakeFirst();
  if (row?.sealed_token == null) return undefined;
  const token = unsealToken(await invitationSealKey(db), row.sealed_token, {
    mailId: row.id,
    tokenHash: row.token_hash,
  });
  if (token === undefined) return undefined;
  return {
    id: row.id,
    purpose: row.purpose,
    to: { name: row.name, email: row.email },
    roles: row.roles,
    inviter:
      row.inviter_email == null || row.inviter_name == null
        ? null
        : { name: row.inviter_name, email: row.inviter_email },
    token,
    expiresAt: new Date(Number(row.expires_at)),
    createdAt: new Date(row.created_at),
    company: await companyName(db),
  };
}

// One spelling for every reader, whatever the server's locale: "Tuesday 4 March 2025 at 14:30 UTC".
const expiry = new Intl.DateTimeFormat("en-GB", { dateStyle: "full", timeStyle: "short", timeZone: "UTC" });

export function renderInvitationMail(stored: StoredInvitation, siteUrl: string): MailContent {
  const company = stored.company ?? new URL(siteUrl).host;
  const link = enrolmentLink(siteUrl, stored.token);
  const consoleUrl = `${siteUrl.replace(/\/$/, "")}${STAFF_PATH}`;
  const until = `${expiry.format(stored.expiresAt)} UTC`;
  const inviter = stored.inviter;
  const roles = rolesOf(stored.roles).map(
    (role) => `- ${ROLE_LABELS[role].name}: ${ROLE_LABELS[role].grants}`,
  );
  const consoleIs = `the staff console of ${company}: the private part of the company's website, at ${consoleUrl}, where the team edits the site and answers what visitors send`;
  const lines =
    stored.purpose === "add-device"
      ? [
          `Hello ${stored.to.name},`,
          "",
          `Here is a link to add a passkey for another device to your account in ${consoleIs}. It was made with a staff command on the server.`,
          "",
          "Open it on the new device and create a passkey there (the device's screen lock, fingerprint or face):",
          "",
          link,
          "",
          `The link works once, until ${until}.`,
          "",
          "If you did not ask for it, do not open the link, and tell an administrator of the console. The link stops working by itself.",
        ]
      : [
          `Hello ${stored.to.name},`,
          "",
          `${inviter === null ? "You have been invited" : `${inviter.name} (${inviter.email}) has invited you`} to ${consoleIs}.`,
          ...(roles.length === 0 ? [] : ["", "Your roles:", ...roles]),
          "",
          "To join, open this link on the device you will sign in with, and create a passkey (the device's screen lock, fingerprint or face: there is no password):",
          "",
          link,
          "",
          `The link works once, until ${until}. If it has expired, ask ${inviter === null ? "an administrator of the console" : inviter.name} for a new one.`,
          "",
          `If you did not expect this invitation, do not open the link and ignore this mail: the link stops working by itself, and nobody can use the account without it.${inviter === null ? "" : ` You may reply to let ${inviter.name} know.`}`,
        ];
  return {
    to: stored.to.email,
    ...(inviter === null ? {} : { replyTo: { name: inviter.name, address: inviter.email } }),
    subject:
      stored.purpose === "add-device"
        ? `A link to add a device to your ${company} staff console account`
        : `Your invitation to the ${company} staff console`,
    text: `${[...lines, "", company].join("\n")}\n`,
    date: stored.createdAt,
    // Kept out of last_error and the log: the link above all.
    visitorText: [
      stored.token,
      link,
      stored.to.email,
      stored.to.name,
      ...(inviter === null ? [] : [inviter.name, inviter.email]),
    ],
  };
}

/** How the outbox's `invitation` mails are made, with links to the console at `siteUrl`. */
export function invitationMailRenderer(siteUrl: string): MailRenderer<StoredInvitation> {
  return {
    table: "staff_invitation_mails",
    load: (db, id) => loadInvitation(db, id),
    render: (stored) => renderInvitationMail(stored, siteUrl),
    ended: clearSealedToken,
  };
}
