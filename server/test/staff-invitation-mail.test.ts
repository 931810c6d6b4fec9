// Invitations by mail, on a real SQLite file and a real PostgreSQL database, delivered to a
// real SMTP server: the mail a new colleague gets (from the site's sender, in the
// company's name, with the link that enrols them), a new link that replaces the old one
// (only the new one is mailed, the old one stops working), the link kept out of every
// answer but the inviter's, the audit trail, the log and an export, and the sealed copy
// of the link gone once the mail is sent or dead, the link used or expired.

import { STAFF_API, staffApiPath, type AuditPage, type Invitation } from "@site/contracts";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DeliveryWorker, type WorkerLog } from "../src/mail/worker.js";
import { smtpTimeouts, smtpTransport, type MailTransport } from "../src/mail/transport.js";
import { exportPersonalData, erasePersonalData } from "../src/privacy/subject.js";
import { purgeExpired } from "../src/privacy/retention.js";
import { inviteFromShell } from "../src/staff/accounts.js";
import { invitationMailRenderer } from "../src/staff/invitation-mail.js";
import { seedFixtureContent } from "./content-fixtures.js";
import { createTestDatabase, ENGINES, type TestDatabase } from "./databases.js";
import { eventually, INBOXES, MAIL_ENV } from "./mail-fixtures.js";
import { createSmtpPeer, type ReceivedMail, type SmtpPeer } from "./smtp-peer.js";
import {
  CONSOLE_ORIGIN,
  enrolledMember,
  SHELL,
  StaffBrowser,
  staffApp,
  staffIdOfEmail,
} from "./staff-helpers.js";

const LINK_START = `${CONSOLE_ORIGIN}/staff/enrol#`;
const HOUR = 3_600_000;

/** The enrolment link in a mail's text: its one line that starts with the console's enrolment address. */
const linkIn = (mail: ReceivedMail) =>
  mail.text
    ?.split("\n")
    .map((line) => line.trim())
    .find((line) => line.startsWith(LINK_START));

const tokenOf = (link: string) => link.slice(LINK_START.length);

describe.each(ENGINES)("invitations by mail on %s", (engine) => {
  let database: TestDatabase;
  let peer: SmtpPeer;
  let app: FastifyInstance;
  let admin: StaffBrowser;
  let transport: MailTransport;
  let worker: DeliveryWorker;
  const logs: string[] = [];
  const line = (fields: object, msg: string) => void logs.push(JSON.stringify({ ...fields, msg }));
  const workerLog: WorkerLog = { info: line, warn: line, error: line };

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    peer = await createSmtpPeer();
    // The app's own worker is off: these tests deliver when they choose to (deliver()),
    // with the renderer the app registers, so a mail waits exactly as long as they need.
    app = staffApp(
      database,
      { ...MAIL_ENV, SMTP_URL: peer.url, LOG_LEVEL: "info" },
      { logger: true, logStream: { write: (text) => void logs.push(text) }, privacy: { enabled: false } },
    );
    await app.ready();
    transport = smtpTransport(peer.url, smtpTimeouts(10_000));
    worker = new DeliveryWorker({
      db: app.db,
      engine,
      transport,
      mailFrom: MAIL_ENV.MAIL_FROM,
      renderers: new Map([["invitation", invitationMailRenderer(CONSOLE_ORIGIN)]]),
      leaseMs: 60_000,
      retryBaseMs: 1,
      log: workerLog,
    });
    await seedFixtureContent(app);
    admin = await enrolledMember(app, "asha@example.com", "Asha Rao");
  });

  afterAll(async () => {
    transport?.close();
    await app?.close();
    await peer?.close();
    await database?.remove();
  });

  const deliver = () => worker.deliverDue();

  const mailsTo = (address: string) =>
    peer.received.filter((mail) => mail.to.some((to) => to.address === address));

  const invitationRows = async (email: string) =>
    app.db
      .selectFrom("staff_invitation_mails")
      .innerJoin("outbox", "outbox.message_id", "staff_invitation_mails.id")
      .select([
        "staff_invitation_mails.id",
        "staff_invitation_mails.sealed_token",
        "outbox.state",
        "outbox.kind",
        "outbox.last_error",
      ])
      .where("staff_invitation_mails.staff_id", "=", await staffIdOfEmail(app, email))
      .orderBy("outbox.id")
      .execute();

  const invite = async (email: string, name: string, roles: string[]) => {
    const response = await admin.post(STAFF_API.staff, { email, name, roles });
    expect(response.statusCode).toBe(201);
    return response.json<Invitation>();
  };

  it("mails the new colleague their link from the site's sender, in the company's name, and the link enrols them", async () => {
    const invitation = await invite("ravi@example.com", "Ravi Kumar", ["hr", "marketing"]);
    // Shown to copy, and mailed.
    expect(invitation).toMatchObject({ email: "ravi@example.com", mailed: true });
    expect(invitation.link.startsWith(LINK_START)).toBe(true);

    expect(await deliver()).toMatchObject({ sent: 1, dead: 0 });
    const [mail, ...more] = mailsTo("ravi@example.com");
    expect(more).toEqual([]);
    expect(mail!.from).toEqual({ name: "Company Website", address: "website@company.test" });
    expect(mail!.to).toEqual([{ name: "", address: "ravi@example.com" }]);
    // A reply reaches the colleague who invited them.
    expect(mail!.replyTo).toEqual([{ name: "Asha Rao", address: "asha@example.com" }]);
    expect(mail!.subject).toBe("Your invitation to the Example Systems staff console");
    expect(linkIn(mail!)).toBe(invitation.link);
    const text = mail!.text ?? "";
    expect(text).toContain("Hello Ravi Kumar,");
    expect(text).toContain(
      `Asha Rao (asha@example.com) has invited you to the staff console of Example Systems: the private part of the company's website, at ${CONSOLE_ORIGIN}/staff,`,
    );
    expect(text).toContain("- HR: job openings");
    expect(text).toContain("- Marketing: the gallery and contact messages");
    const until = new Intl.DateTimeFormat("en-GB", {
      dateStyle: "full",
      timeStyle: "short",
      timeZone: "UTC",
    }).format(new Date(invitation.expiresAt));
    expect(text).toContain(`The link works once, until ${until} UTC.`);
    expect(text).toContain(
      "If you did not expect this invitation, do not open the link and ignore this mail",
    );
    expect(text.trimEnd().endsWith("Example Systems")).toBe(true);

    // Delivered: the sealed copy is gone, the record of the mail stays.
    expect(await invitationRows("ravi@example.com")).toEqual([
      expect.objectContaining({ kind: "invitation", state: "sent", sealed_token: null }),
    ]);

    const ravi = await StaffBrowser.open(app);
    const enrolled = await ravi.enrol(tokenOf(linkIn(mail!)!));
    expect(enrolled.statusCode).toBe(200);
    expect(enrolled.json()).toMatchObject({ email: "ravi@example.com", roles: ["hr", "marketing"] });
  });

  it("replaces the old link with a new one: only the new one is mailed, and the old one no longer works", async () => {
    const first = await invite("meera@example.com", "Meera Iyer", ["editor"]);
    const [waiting] = await invitationRows("meera@example.com");
    expect(waiting).toMatchObject({ state: "pending" });
    expect(waiting!.sealed_token).not.toBeNull();
    const again = await admin.post(
      staffApiPath(STAFF_API.staffInvitation, { id: await staffIdOfEmail(app, "meera@example.com") }),
    );
    expect(again.statusCode).toBe(201);
    const second = again.json<Invitation>();
    expect(second).toMatchObject({ email: "meera@example.com", mailed: true });
    expect(second.link).not.toBe(first.link);

    expect(await deliver()).toMatchObject({ sent: 1, dead: 0 });
    expect(mailsTo("meera@example.com").map(linkIn)).toEqual([second.link]);
    // The old mail was withdrawn before it went: only the new one has a record.
    expect(await invitationRows("meera@example.com")).toEqual([
      expect.objectContaining({ state: "sent", sealed_token: null }),
    ]);

    const stranger = await StaffBrowser.open(app);
    expect((await stranger.enrol(tokenOf(first.link))).statusCode).toBe(410);
    expect((await stranger.enrol(tokenOf(second.link))).statusCode).toBe(200);
  });

  it("keeps the link out of every list, the audit trail, the log, an export and a failed mail's error", async () => {
    // Refused for good (a mailbox that does not exist): the mail is dead, its copy cleared.
    peer.refuseRecipient("nobody@example.com");
    const invitation = await invite("nobody@example.com", "No Body", ["marketing"]);
    const token = tokenOf(invitation.link);
    expect(await deliver()).toMatchObject({ sent: 0, dead: 1 });
    const [row] = await invitationRows("nobody@example.com");
    expect(row).toMatchObject({ state: "dead", sealed_token: null });
    expect(row!.last_error).not.toContain("nobody@example.com");

    const answers = [
      await admin.get(STAFF_API.staff),
      await admin.get(STAFF_API.outbox),
      await admin.get(STAFF_API.audit),
    ];
    for (const answer of answers) expect(answer.statusCode).toBe(200);
    const listed = answers.map((answer) => answer.body).join("\n");
    expect(listed).toContain("nobody@example.com");
    expect(listed).not.toContain(token);
    // Admins see the invitation's delivery on the Mail screen; other roles see none.
    expect(answers[1]!.json<{ kind: string }[]>().map((entry) => entry.kind)).toContain("invitation");
    const marketer = await enrolledMember(app, "mark@example.com", "Mark Eting", ["marketing"]);
    const theirs = await marketer.get(STAFF_API.outbox);
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json<{ kind: string }[]>().map((entry) => entry.kind)).not.toContain("invitation");
    const entries = answers[2]!.json<AuditPage>().entries;
    expect(entries.find((entry) => entry.action === "staff.invite")?.details).toMatchObject({ mailed: true });

    const { data } = await exportPersonalData(app.db, "nobody@example.com", new Date());
    expect(data.deliveries).toEqual([expect.objectContaining({ kind: "invitation", state: "dead" })]);
    expect(JSON.stringify(data)).not.toContain(token);

    // Nor in the log, of this mail or any other: the server's and the delivery worker's.
    expect(logs.some((text) => text.includes("Mail is dead"))).toBe(true);
    expect(logs.join("\n")).not.toContain(token);
    expect(logs.join("\n")).not.toContain(LINK_START);
  });

  it("holds the link only sealed, and clears it when the link is used or expires, or the purge finds it left over", async () => {
    const invitation = await invite("lena@example.com", "Lena Park", ["editor"]);
    const [waiting] = await invitationRows("lena@example.com");
    expect(waiting!.sealed_token).not.toContain(tokenOf(invitation.link));
    // Used from the console's copy before the mail went: the mail is withdrawn.
    const lena = await StaffBrowser.open(app);
    expect((await lena.enrol(tokenOf(invitation.link))).statusCode).toBe(200);
    expect(await invitationRows("lena@example.com")).toEqual([]);

    // Expired before it could go (the mail server away a day): the purge withdraws it.
    expect((await invite("omar@example.com", "Omar Said", ["editor"])).mailed).toBe(true);
    await purgeExpired(app.db, { now: new Date(Date.now() + 25 * HOUR), mailDir: database.dataDir });
    expect(await invitationRows("omar@example.com")).toEqual([]);
    expect(await deliver()).toMatchObject({ sent: 0, dead: 0 });
    expect(mailsTo("lena@example.com")).toEqual([]);
    expect(mailsTo("omar@example.com")).toEqual([]);

    // A copy left behind after its mail was sent (a worker stopped before clearing it).
    await invite("kim@example.com", "Kim Lee", ["editor"]);
    expect(await deliver()).toMatchObject({ sent: 1 });
    const [sent] = await invitationRows("kim@example.com");
    expect(sent).toMatchObject({ state: "sent", sealed_token: null });
    await app.db
      .updateTable("staff_invitation_mails")
      .set({ sealed_token: "left-over" })
      .where("id", "=", sent!.id)
      .execute();
    await purgeExpired(app.db, { now: new Date(), mailDir: database.dataDir });
    expect(await invitationRows("kim@example.com")).toEqual([
      expect.objectContaining({ state: "sent", sealed_token: null }),
    ]);
  });

  it("mails a link made in the shell as the console does, and erases the invitations with the account", async () => {
    const invited = await inviteFromShell(
      app.db,
      { email: "zoe@example.com", name: "Zoe Hart", roles: ["publisher"], addDevice: false },
      SHELL,
      new Date(),
      { mail: true },
    );
    expect(invited.mailed).toBe(true);
    expect(await deliver()).toMatchObject({ sent: 1 });
    const [mail] = mailsTo("zoe@example.com");
    // No member invited her: no Reply-To, and the mail says whom to ask.
    expect(mail!.replyTo).toEqual([]);
    expect(mail!.text).toContain("You have been invited to the staff console of Example Systems");
    expect(mail!.text).toContain("ask an administrator of the console for a new one");
    expect(linkIn(mail!)).toBe(`${LINK_START}${invited.token}`);

    // Not mailed when the shell says so.
    const quiet = await inviteFromShell(
      app.db,
      { email: "zoe@example.com", name: undefined, roles: undefined, addDevice: false },
      SHELL,
      new Date(),
    );
    expect(quiet.mailed).toBe(false);
    const mails = (await invitationRows("zoe@example.com")).map((row) => row.id);
    expect(mails).toHaveLength(1);

    const counts = await erasePersonalData(app.db, "zoe@example.com", {
      now: new Date(),
      mailDir: database.dataDir,
      by: SHELL,
      staffAccount: "erase",
      inboxes: INBOXES,
    });
    expect(counts).toMatchObject({ staffAccounts: 1, mails: 1 });
    expect(await app.db.selectFrom("outbox").select("id").where("message_id", "in", mails).execute()).toEqual(
      [],
    );
    expect(
      await app.db.selectFrom("staff_invitation_mails").select("id").where("id", "in", mails).execute(),
    ).toEqual([]);
  });

  it("is delivered by the server's own worker as soon as the invitation is made", async () => {
    const live = staffApp(database, { ...MAIL_ENV, SMTP_URL: peer.url }, { mail: { pollIntervalMs: 50 } });
    try {
      await live.ready();
      const boss = await enrolledMember(live, "boss@example.com", "Bo Boss", ["admin"]);
      const response = await boss.post(STAFF_API.staff, {
        email: "new@example.com",
        name: "New Person",
        roles: ["editor"],
      });
      expect(response.statusCode).toBe(201);
      const mail = await eventually(async () => mailsTo("new@example.com")[0], "the invitation's mail");
      expect(linkIn(mail)).toBe(response.json<Invitation>().link);
      await eventually(async () => {
        const [row] = await invitationRows("new@example.com");
        return row?.sealed_token === null && row.state === "sent" ? row : undefined;
      }, "the sealed copy to be cleared");
    } finally {
      await live.close();
    }
  });
});
