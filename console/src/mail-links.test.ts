import { describe, expect, it } from "vitest";
import { mailtoHref, telHref } from "./mail-links";

describe("mail and phone links", () => {
  it("writes to an address, its subject encoded, nothing of it read as the link's own syntax", () => {
    expect(mailtoHref("sam@example.com")).toBe("mailto:sam@example.com");
    expect(mailtoHref("sam@example.com", "Re: Rates & fees?")).toBe(
      "mailto:sam@example.com?subject=Re%3A%20Rates%20%26%20fees%3F",
    );
    expect(mailtoHref("a?cc=x@example.com")).toBe("mailto:a%3Fcc%3Dx@example.com");
  });

  it("calls a number by its digits and leading plus, or offers no link without digits", () => {
    expect(telHref("+91 (44) 2345-6789")).toBe("tel:+914423456789");
    expect(telHref("044 2345 6789 ext. 12")).toBe("tel:04423456789");
    expect(telHref("1+2")).toBe("tel:1");
    expect(telHref("not given")).toBeUndefined();
  });
});
