// The delivery worker inside the app, on a real SQLite file and a real PostgreSQL
// database, delivering to a real SMTP server (smtp-peer.ts): what the mails look like,
// who they go to, and how the app signs in to the server.

import { describe, expect, it } from "vitest";
import { storeContactMessage, storeJobApplication } from "../src/forms/store.js";
import { ENGINES } from "./databases.js";
import {
  APPLICATION,
  CONTACT,
  eventually,
  mailDeliverySuite,
  receivedMail,
  rowInState,
} from "./mail-fixtures.js";
import { pdf } from "./cv-documents.js";
import { createSmtpPeer } from "./smtp-peer.js";

describe.each(ENGINES)("mail delivery on %s", (engine) => {
  const suite = mailDeliverySuite(engine);

  it("sends a contact message as the spec composes it: From the site, Reply-To the visitor", async () => {
    const { app, mailLogs } = await suite.start();
    const receivedAt = new Date("2025-03-04T05:06:07.000Z");
    const id = await storeContactMessage(app.db, CONTACT, receivedAt);
    app.mailWorker.nudge();

    const mail = await receivedMail(suite.peer, id);
    expect(mail.subject).toBe("Contact from Ann Example");
    expect(mail.text?.trimEnd().split("\n")).toEqual([
      "Name: Ann Example",
      "Email: ann@visitor.test",
      "Message: Hello,",
      "please call me back about core banking.",
      "Grüße ✓",
    ]);
    expect(mail.from).toEqual({ name: "Company Website", address: "website@company.test" });
    expect(mail.to).toEqual([{ name: "", address: "contact@company.test" }]);
    expect(mail.replyTo).toEqual([{ name: "", address: "ann@visitor.test" }]);
    expect(mail.messageId).toBe(`<${id}@company.test>`);
    expect(mail.date?.toISOString()).toBe(receivedAt.toISOString());
    expect(mail.envelope).toEqual({ from: "website@company.test", to: ["contact@company.test"] });

    const row = await rowInState(app.db, id, "sent");
    expect(row).toMatchObject({ attempts: 1, last_error: null, claim_token: null, lease_until: null });
    expect(Date.parse(row.sent_at!)).toBeGreaterThan(Date.now() - 60_000);

    // One line for the outcome, with ids and counts only: nothing the visitor wrote.
    const lines = mailLogs().filter((line) => line.outboxId === Number(row.id));
    expect(lines).toMatchObject([{ msg: "Mail sent", kind: "contact", attempts: 1 }]);
    expect(JSON.stringify(lines)).not.toMatch(/Ann|ann@visitor|core banking/);
  });

  it("sends a job application to the careers inbox with every field labelled, in order", async () => {
    const { app } = await suite.start();
    const id = await storeJobApplication(app.db, APPLICATION);
    app.mailWorker.nudge();

    const mail = await receivedMail(suite.peer, id);
    expect(mail.subject).toBe("Job application: Finacle Support Engineer – Bob O'Neil, Jr.");
    expect(mail.text?.trimEnd().split("\n")).toEqual([
      "Applied for: Open application",
      "Full name: Bob O'Neil, Jr.",
      "Email: bob@applicant.test",
      "Phone: +91 98765 43210",
      "LinkedIn profile: not given",
      "Highest degree: B.Tech in Computer Science",
      "University: Anna University",
      "Graduation year: 2019",
      "Skills: Java, SQL",
      "Finacle customisation",
      "Certifications: not given",
      "Position applied for: Finacle Support Engineer",
      "Location: Chennai",
      "Years of experience: 4",
      "Message: not given",
    ]);
    // The comma in the name stays inside one address: it was passed as an object.
    expect(mail.replyTo).toEqual([{ name: "Bob O'Neil, Jr.", address: "bob@applicant.test" }]);
    expect(mail.to.map((to) => to.address)).toEqual(["hr@company.test", "careers@company.test"]);
    expect(mail.from?.address).toBe("website@company.test");
    expect(mail.messageId).toBe(`<${id}@company.test>`);
    await rowInState(app.db, id, "sent");
  });

  it("attaches the application's CV with the same bytes, its name encoded, never a header", async () => {
    const { app } = await suite.start();
    const bytes = await pdf("Curriculum vitae");
    for (const fileName of ["Priya Raman – CV.pdf", 'cv"; filename="invoice.exe.pdf']) {
      const id = await storeJobApplication(app.db, APPLICATION, new Date(), {
        fileName,
        mediaType: "application/pdf",
        bytes,
      });
      app.mailWorker.nudge();
      const mail = await receivedMail(suite.peer, id);
      expect(mail.attachments).toHaveLength(1);
      const [cv] = mail.attachments;
      expect(cv!.content.equals(bytes)).toBe(true);
      expect(cv).toMatchObject({
        filename: fileName,
        contentType: "application/pdf",
        disposition: "attachment",
      });
      expect(mail.text?.trimEnd().split("\n").at(-1)).toBe(`CV: attached (${fileName})`);
      // The name is a parameter's encoded value (RFC 2231), never written raw.
      const raw = mail.raw.toString("latin1");
      const partHead = raw.slice(
        raw.lastIndexOf("Content-Type: application/pdf"),
        raw.indexOf("\r\n\r\n", raw.lastIndexOf("Content-Type: application/pdf")),
      );
      expect(partHead).toMatch(/filename\*(0\*)?=utf-8''/);
      expect(partHead).not.toContain('filename="invoice');
      await rowInState(app.db, id, "sent");
    }
  });

  it("sends an application without a CV with no attachment", async () => {
    const { app } = await suite.start();
    const id = await storeJobApplication(app.db, APPLICATION);
    app.mailWorker.nudge();
    const mail = await receivedMail(suite.peer, id);
    expect(mail.attachments).toEqual([]);
    expect(mail.text).not.toMatch(/^CV:/m);
  });

  it("authenticates with the credentials of SMTP_URL", async () => {
    const guarded = await createSmtpPeer({ auth: { user: "site", pass: "s3cret/word" } });
    try {
      const { app } = await suite.start({}, { SMTP_URL: guarded.url });
      const id = await storeContactMessage(app.db, CONTACT);
      app.mailWorker.nudge();
      const [mail] = await guarded.waitForMails(1);
      expect(mail).toMatchObject({ user: "site", messageId: `<${id}@company.test>` });
    } finally {
      await suite.stop();
      await guarded.close();
    }
  });

  it("counts a mail sent when one of several inboxes is refused, and logs which", async () => {
    const { app, mailLogs } = await suite.start(
      {},
      { CAREERS_MAIL_TO: "hr@company.test, gone@company.test" },
    );
    suite.peer.refuseRecipient("gone@company.test");
    const id = await storeJobApplication(app.db, APPLICATION);
    app.mailWorker.nudge();
    const mail = await receivedMail(suite.peer, id);
    expect(mail.envelope.to).toEqual(["hr@company.test"]);
    const row = await rowInState(app.db, id, "sent");
    expect(mailLogs().filter((line) => line.outboxId === Number(row.id))).toMatchObject([
      { msg: "Mail sent, but some recipients were refused", rejected: ["gone@company.test"], attempts: 1 },
    ]);
  });

  it("uses the domain of MAIL_FROM in the Message-ID", async () => {
    const { app } = await suite.start({}, { MAIL_FROM: "noreply@mail.bank.test" });
    const id = await storeContactMessage(app.db, CONTACT);
    app.mailWorker.nudge();
    const mail = await eventually(
      async () => suite.peer.received.find((received) => received.messageId === `<${id}@mail.bank.test>`),
      "the mail",
    );
    expect(mail.from).toEqual({ name: "", address: "noreply@mail.bank.test" });
  });
});
