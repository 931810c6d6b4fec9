// Roles as the staff table stores them (comma-separated, in STAFF_ROLES order) and as
// routes require them. Each route of the console's API names the roles that may use it;
// the check runs after the session's, so a member without the role gets 403 and the
// handler never runs.

import { parseRoles, STAFF_ROLES, type StaffRole } from "@site/contracts";
import type { FastifyReply, FastifyRequest } from "fastify";
import { sessionIsLive, type Trx } from "./account-lock.js";
import { member, refuse } from "./guard.js";

export const NOT_YOUR_ROLE = "Your roles do not include this. Ask an admin if your job needs it.";

/** The roles of a stored `roles` column; a role this version does not know is ignored. */
export function rolesOf(column: string): StaffRole[] {
  const names = column === "" ? [] : column.split(",");
  return STAFF_ROLES.filter((role) => names.includes(role));
}

/** The column's text for `roles`. */
export const rolesColumn = (roles: readonly StaffRole[]) =>
  STAFF_ROLES.filter((role) => roles.includes(role)).join(",");

/** Roles from a request's body: a list of known names, or undefined. Bounded before it is read. */
export function rolesFromBody(value: unknown): StaffRole[] | undefined {
  if (!Array.isArray(value) || value.length > STAFF_ROLES.length * 2) return undefined;
  if (!value.every((item): item is string => typeof item === "string" && item.length <= 32)) return undefined;
  return parseRoles(value);
}

export const hasRole = (roles: readonly StaffRole[], role: StaffRole) => roles.includes(role);

/** A route hook (onRequest, after the session check): 403 unless the signed-in member holds one of `allowed`. */
export function requireRole(...allowed: StaffRole[]) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (!member(request).roles.some((role) => allowed.includes(role)))
      return refuse(reply, 403, NOT_YOUR_ROLE);
  };
}

/**
 * Whether the member acting with `sessionId` may still act with one of `roles`, asked
 * inside the transaction that locked their account (lockAccounts): a sign-out, a
 * revocation or a role change at the same moment comes wholly before the change, which
 * then stops, or after it.
 */
export async function standingOf(
  trx: Trx,
  staffId: string,
  sessionId: string,
  roles: readonly StaffRole[],
): Promise<"acting" | "session-ended" | "not-your-role"> {
  if (!(await sessionIsLive(trx, staffId, sessionId))) return "session-ended";
  const account = await trx.selectFrom("staff").select("roles").where("id", "=", staffId).executeTakeFirst();
  return account !== undefined && rolesOf(account.roles).some((role) => roles.includes(role))
    ? "acting"
    : "not-your-role";
}
