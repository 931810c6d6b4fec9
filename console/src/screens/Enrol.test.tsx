import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { memberWith, renderConsole, stubApi } from "../test-helpers";

const webauthn = vi.hoisted(() => ({ startAuthentication: vi.fn(), startRegistration: vi.fn() }));
vi.mock("@simplewebauthn/browser", async (importOriginal) => ({
  ...(await importOriginal<object>()),
  ...webauthn,
}));

beforeEach(() => {
  document.cookie = "XSRF-TOKEN=tok; Path=/";
  webauthn.startRegistration.mockResolvedValue({ id: "cred", type: "public-key" });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

/** An enrolment that signs in an HR member. */
function api() {
  let enrolled = false;
  return stubApi((call) => {
    if (call.path === "/staff/api/enrol/options") return { status: 200, body: { challenge: "c" } };
    if (call.path === "/staff/api/enrol") {
      enrolled = true;
      return { status: 200, body: memberWith("hr") };
    }
    if (call.path === "/staff/api/session")
      return enrolled ? { status: 200, body: memberWith("hr") } : { status: 401, body: { errors: [] } };
    if (call.path.startsWith("/staff/api/inbox")) return { status: 200, body: [] };
    return undefined;
  });
}

describe("Enrol", () => {
  it("sends the device name given with the first passkey, then opens the first screen of the member's roles", async () => {
    const calls = api();
    const { router } = renderConsole("/enrol#token-1");
    fireEvent.change(await screen.findByLabelText("Device name (optional)"), {
      target: { value: " Work laptop " },
    });
    fireEvent.click(screen.getByRole("button", { name: "Create your passkey" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Inbox" })).toBeTruthy();
    expect(router.state.location.pathname).toBe("/staff/inbox");
    expect(router.state.location.hash).toBe("");
    const enrol = calls.find((c) => c.path === "/staff/api/enrol")!;
    expect(enrol.body).toEqual({
      token: "token-1",
      response: { id: "cred", type: "public-key" },
      name: "Work laptop",
    });
  });

  it("sends no name when none is given, so the server names it", async () => {
    const calls = api();
    renderConsole("/enrol#token-2");
    fireEvent.click(await screen.findByRole("button", { name: "Create your passkey" }));
    await waitFor(() => expect(calls.some((c) => c.path === "/staff/api/enrol")).toBe(true));
    expect(calls.find((c) => c.path === "/staff/api/enrol")!.body).toEqual({
      token: "token-2",
      response: { id: "cred", type: "public-key" },
    });
  });
});
