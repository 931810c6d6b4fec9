// The console's "Team" screen: the staff list, inviting a colleague (the same one-time
// link as `npm run staff -- invite`), and the member's own passkeys, a second one included.

import { STAFF_API, STAFF_NAME_MAX_LENGTH, type Invitation, type Passkey } from "@site/contracts";
import type { FastifyPluginAsync } from "fastify";
import { enrolmentLink, inviteStaff, listStaff, staffEmail, staffName } from "./accounts.js";
import { parseRegistration, registrationOptions, verifyRegistration } from "./ceremonies.js";
import { auditChange, member, refuse } from "./guard.js";
import { addPasskey, listPasskeys } from "./passkeys.js";
import type { RelyingParty } from "./relying-party.js";

export interface TeamRoutesOptions {
  party: RelyingParty;
  siteUrl: string;
  now: () => Date;
}

const field = (body: unknown, name: string) => {
  const value = typeof body === "object" && body !== null ? (body as Record<string, unknown>)[name] : undefined;
  return typeof value === "string" ? value : "";
};

const teamRoutes: FastifyPluginAsync<TeamRoutesOptions> = async (app, { party, siteUrl, now }) => {
  app.get(STAFF_API.session, async (request) => {
    const { email, name } = member(request);
    return { email, name };
  });

  app.get(STAFF_API.staff, async () => listStaff(app.db));

  app.post(STAFF_API.staff, async (request, reply) => {
    const email = staffEmail(field(request.body, "email"));
    const name = staffName(field(request.body, "name"));
    const errors = [
      ...(email === undefined ? [{ path: "email", message: "Enter an e-mail address, like name@example.com." }] : []),
      ...(name === undefined ? [{ path: "name", message: `Enter a name of 1 to ${STAFF_NAME_MAX_LENGTH} characters on one line.` }] : []),
    ];
    if (email === undefined || name === undefined) return reply.code(400).send({ errors });
    const { email: by } = member(request);
    const at = now();
    const { token, expiresAt } = await inviteStaff(app.db, { email, name }, { actor: by, address: request.ip }, at);
    const invitation: Invitation = { email, link: enrolmentLink(siteUrl, token), expiresAt: expiresAt.toISOString() };
    return reply.code(201).send(invitation);
  });

  app.get(STAFF_API.passkeys, async (request): Promise<Passkey[]> =>
    (await listPasskeys(app.db, member(request).staffId)).map(({ id, createdAt, lastUsedAt }) => ({ id, createdAt, lastUsedAt })),
  );

  app.post(STAFF_API.passkeyOptions, async (request) => registrationOptions(app.db, party, member(request), "passkey", now()));

  app.post(STAFF_API.passkeys, async (request, reply) => {
    const body = request.body as { response?: unknown } | undefined;
    const response = parseRegistration(body?.response);
    if (response === undefined) return refuse(reply, 400, "The browser's answer was incomplete. Please try again.", "response");
    const { staffId, email } = member(request);
    const at = now();
    const passkey = await verifyRegistration(app.db, party, response, staffId, "passkey", at);
    if (passkey === undefined) return refuse(reply, 400, "The passkey could not be verified. Please try again.", "response");
    await addPasskey(app.db, staffId, passkey, at);
    await auditChange(app, request, { action: "staff.passkey-add", subject: email, details: { passkey: passkey.id } }, at);
    const added: Passkey = { id: passkey.id, createdAt: at.toISOString(), lastUsedAt: null };
    return reply.code(201).send(added);
  });
};

export default teamRoutes;
