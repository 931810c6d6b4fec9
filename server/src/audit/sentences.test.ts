// The wording of every action the trail records: a new action without one still reads (by
// its label), but this test names it so that it gets its sentence.

import { AUDIT_ACTIONS } from "@site/contracts";
import { describe, expect, it } from "vitest";
import { auditSentence, WORDINGS } from "./sentences.js";

const subject = { phrase: "Arjun Mehta's application", owner: "Arjun Mehta's", gone: false };

describe("the audit trail's sentences", () => {
  it("has a wording for every action", () => {
    expect(Object.keys(AUDIT_ACTIONS).filter((action) => !Object.hasOwn(WORDINGS, action))).toEqual([]);
  });

  it("reads every action as a sentence starting with its actor, whatever its details", () => {
    for (const action of Object.keys(AUDIT_ACTIONS)) {
      for (const details of [
        {},
        { passkey: 7, roles: "x", before: null, cancelled: "publish", count: "3" },
      ]) {
        const sentence = auditSentence(action, "Maya R", { subject, details, self: false });
        expect(sentence, action).toMatch(/^Maya R [a-z]/);
        expect(sentence, action).not.toMatch(/undefined|null|\[object/);
      }
    }
  });

  it("words the details it knows", () => {
    const parts = (details: Record<string, unknown>, self = false) => ({
      subject: { phrase: "Ravi Kumar", owner: "Ravi Kumar's", gone: false },
      details,
      self,
    });
    expect(
      auditSentence("staff.roles", "Maya R", parts({ before: ["marketing"], after: ["hr", "marketing"] })),
    ).toBe("Maya R changed Ravi Kumar's roles from Marketing to HR and Marketing");
    expect(auditSentence("staff.roles", "Maya R", parts({ before: [], after: ["admin"] }))).toBe(
      "Maya R changed Ravi Kumar's roles from no role to Admin",
    );
    expect(auditSentence("staff.passkey-remove", "Ravi Kumar", parts({ passkey: "Old phone" }, true))).toBe(
      "Ravi Kumar removed their own passkey “Old phone”",
    );
    expect(
      auditSentence("content.schedule-cancel", "Maya R", {
        subject: { phrase: "“Home page”", owner: "", gone: false },
        details: { cancelled: ["publish", "retire"] },
        self: false,
      }),
    ).toBe("Maya R cancelled the scheduled publish and retirement of “Home page”");
    expect(
      auditSentence("content.schedule-failed", "Server (schedule)", {
        subject: { phrase: "“Home page”", owner: "", gone: false },
        details: { action: "retire" },
        self: false,
        onBehalfOf: "Maya R",
      }),
    ).toBe("Server (schedule) could not retire “Home page” as Maya R scheduled");
  });

  it("reads an action it has no wording for by the action's label, and an unknown one by its name", () => {
    const withoutWording = Object.keys(AUDIT_ACTIONS)[0]!;
    const saved = Object.getOwnPropertyDescriptor(WORDINGS, withoutWording)!;
    try {
      delete (WORDINGS as Record<string, unknown>)[withoutWording];
      expect(auditSentence(withoutWording, "Maya R", { subject, details: {}, self: false })).toBe(
        `Maya R: ${AUDIT_ACTIONS[withoutWording as keyof typeof AUDIT_ACTIONS]}, about Arjun Mehta's application`,
      );
    } finally {
      Object.defineProperty(WORDINGS, withoutWording, saved);
    }
    expect(auditSentence("inbox.something-new", "Maya R", { subject, details: {}, self: false })).toBe(
      "Maya R: inbox.something-new, about Arjun Mehta's application",
    );
  });
});
