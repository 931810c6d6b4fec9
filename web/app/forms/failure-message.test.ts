import { describe, expect, it } from "vitest";
import { contactPage } from "../content/contact";
import { contactFailureMessage as messageOf } from "./failure-message";

const contactFailureMessage = (failure: Parameters<typeof messageOf>[0]) =>
  messageOf(failure, contactPage.form.failed);

const failure = (status: number, errors: { path: string; message: string }[] = [], statusText = "") => ({
  ok: false as const,
  status,
  statusText,
  errors,
});

describe("contactFailureMessage (spec section 8)", () => {
  it("says the server cannot be reached for status 0", () => {
    expect(contactFailureMessage(failure(0))).toBe("Cannot connect to the server. Please try again later.");
  });

  it("says there is a server error for 500", () => {
    expect(
      contactFailureMessage(failure(500, [{ path: "", message: "boom" }], "Internal Server Error")),
    ).toBe("Server error. Please contact support.");
  });

  it("prefixes 'Error: ' to the server's first message for any other status", () => {
    const errors = [
      { path: "", message: "Too many messages. Please try again in a minute." },
      { path: "params.body", message: "second" },
    ];
    expect(contactFailureMessage(failure(429, errors, "Too Many Requests"))).toBe(
      "Error: Too many messages. Please try again in a minute.",
    );
    expect(
      contactFailureMessage(failure(400, [{ path: "params.sender", message: "Sender is required." }])),
    ).toBe("Error: Sender is required.");
  });

  it("falls back to the status text, then the status, when the answer has no message", () => {
    expect(contactFailureMessage(failure(503, [], "Service Unavailable"))).toBe("Error: Service Unavailable");
    expect(contactFailureMessage(failure(418))).toBe("Error: HTTP 418");
  });
});
