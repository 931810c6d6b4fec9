import { describe, expect, it } from "vitest";
import type { PersonalData } from "./subject.js";
import { renderSummaryPage } from "./summary-page.js";

const data: PersonalData = {
  email: "sam@example.com",
  exportedAt: "2026-11-27T10:00:00.000Z",
  contactMessages: [
    {
      id: "m1",
      sender: "sam@example.com",
      subject: `<script>alert("x")</script>`,
      body: "Line one\nLine two & more",
      received_at: "2026-11-02T10:00:00.000Z",
      handled_at: null,
      handled_by: null,
    },
  ],
  applications: [],
  cvs: [
    {
      applicationId: "a1",
      fileName: `"><img src=x onerror=alert(1)>.pdf`,
      mediaType: "application/pdf",
      size: 2048,
      file: "cvs/a1.pdf",
    },
  ],
  deliveries: [{ kind: "contact", sentAt: "2026-11-02T10:01:00.000Z" }],
  staffAccount: {
    email: "sam@example.com",
    name: "Sam",
    roles: ["hr", "marketing"],
    passkeys: [{ name: "Laptop", createdAt: "2026-01-01", lastUsedAt: null }],
  },
  auditEntries: [
    {
      at: "2026-11-03T09:00:00.000Z",
      action: "privacy.export",
      subject: "person:abc",
      subjectName: "A person's data",
      details: null,
      actor: "a member of staff",
      actorName: "a member of staff",
      address: null,
    },
  ],
};

describe("the export's summary page", () => {
  const page = renderSummaryPage(data);

  it("escapes every value a visitor or member typed", () => {
    expect(page).not.toMatch(/<script|<img/i);
    expect(page).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
    expect(page).toContain("&quot;&gt;&lt;img src=x onerror=alert(1)&gt;.pdf");
    expect(page).toContain("Line one\nLine two &amp; more");
  });

  it("labels the stored columns in words, and lists a member's roles and passkeys one a line", () => {
    expect(page).toContain("<dt>Subject</dt>");
    expect(page).toContain("<dt>Received</dt><dd>2026-11-02T10:00:00.000Z</dd>");
    expect(page).not.toContain("received_at");
    expect(page).toContain("<dt>Roles</dt><dd>hr\nmarketing</dd>");
    expect(page).toContain("<dd>Laptop · 2026-01-01 · –</dd>");
    expect(page).toContain("<td>Your message, to our contact inbox</td><td>2026-11-02T10:01:00.000Z</td>");
    expect(page).toContain("<td>Exported a person&#39;s data</td>");
  });

  it("says None where nothing is held of a kind", () => {
    expect(page).toMatch(/<h2>Job applications<\/h2><p>None\.<\/p>/);
  });
});
