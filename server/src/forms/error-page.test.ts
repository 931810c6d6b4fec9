import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { ERROR_PAGE_CONTENT_SECURITY_POLICY, escapeHtml, renderErrorPage } from "./error-page.js";

const page = (overrides: Partial<Parameters<typeof renderErrorPage>[0]> = {}) =>
  renderErrorPage({
    heading: "Please check the form",
    intro: "Your message was not sent.",
    errors: [{ path: "email", message: "Email is required." }],
    backHref: "/contact",
    backLabel: "the contact form",
    ...overrides,
  });

describe("the error page of a form posted without JavaScript", () => {
  it("escapes every value it shows", () => {
    const html = page({
      heading: `<img src=x onerror="alert(1)">`,
      errors: [{ path: "name", message: `</li><script>alert('x')</script>&` }],
      backHref: `/contact" onclick="alert(1)`,
    });
    expect(html).not.toContain("<script");
    expect(html).not.toContain("<img");
    expect(html).not.toContain('" onclick="');
    expect(html).toContain("<h1>&lt;img src=x onerror=&quot;alert(1)&quot;&gt;</h1>");
    expect(html).toContain("<li>&lt;/li&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;&amp;</li>");
    expect(html).toContain('<a href="/contact&quot; onclick=&quot;alert(1)">');
  });

  it("is a complete English document with a title, a heading, the list and a way back", () => {
    const html = page();
    expect(html).toMatch(/^<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">/);
    expect(html).toContain("<title>Please check the form</title>");
    expect(html).toContain(
      "<h1>Please check the form</h1><p>Your message was not sent.</p><ul><li>Email is required.</li></ul>",
    );
    expect(html).toContain('<a href="/contact">the contact form</a>');
    expect(html).not.toMatch(/<(script|link|img|iframe)\b/);
  });

  it("leaves the list out when there is nothing to list", () => {
    expect(page({ errors: [] })).not.toContain("<ul>");
  });

  it("allows its own style by hash and nothing else", () => {
    const style = /<style>([^<]*)<\/style>/.exec(page())?.[1] ?? "";
    const hash = createHash("sha256").update(style).digest("base64");
    expect(ERROR_PAGE_CONTENT_SECURITY_POLICY).toBe(
      `default-src 'none'; style-src 'sha256-${hash}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
    );
  });

  it("escapes the five HTML-significant characters", () => {
    expect(escapeHtml(`&<>"'`)).toBe("&amp;&lt;&gt;&quot;&#39;");
  });
});
