import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MEMBER, renderConsole, stubApi, type Call } from "../test-helpers";

const webauthn = vi.hoisted(() => ({ startAuthentication: vi.fn(), startRegistration: vi.fn() }));
vi.mock("@simplewebauthn/browser", async (importOriginal) => ({
  ...(await importOriginal<object>()),
  ...webauthn,
}));

beforeEach(() => {
  document.cookie = "XSRF-TOKEN=tok; Path=/";
  webauthn.startAuthentication.mockResolvedValue({ id: "cred", type: "public-key" });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

/** The API with nobody signed in until a sign-in, and an empty gallery. */
function api(overrides: (call: Call) => { status: number; body?: unknown } | undefined = () => undefined) {
  let signedIn = false;
  return stubApi((call) => {
    const answer = overrides(call);
    if (answer) return answer;
    if (call.path === "/staff/api/session")
      return signedIn ? { status: 200, body: MEMBER } : { status: 401, body: { errors: [] } };
    if (call.path === "/staff/api/sign-in/options") return { status: 200, body: { challenge: "abc" } };
    if (call.path === "/staff/api/sign-in") {
      signedIn = true;
      return { status: 200, body: MEMBER };
    }
    if (call.path === "/staff/api/events")
      return signedIn ? { status: 200, body: [] } : { status: 401, body: { errors: [] } };
    return undefined;
  });
}

describe("signing in", () => {
  it("shows the sign-in screen in place of the gallery, then the gallery once signed in", async () => {
    const calls = api();
    renderConsole("/gallery");
    expect(await screen.findByRole("heading", { level: 1, name: "Sign in" })).toBeTruthy();
    expect(document.title).toBe("Sign in – Staff console");
    expect(screen.queryByRole("navigation", { name: "Console" })).toBeNull();

    fireEvent.click(screen.getByRole("button", { name: "Sign in with a passkey" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Gallery" })).toBeTruthy();
    expect(webauthn.startAuthentication).toHaveBeenCalledWith({ optionsJSON: { challenge: "abc" } });
    const signIn = calls.find((c) => c.path === "/staff/api/sign-in")!;
    expect(signIn.body).toEqual({ response: { id: "cred", type: "public-key" } });
    expect(signIn.headers.get("X-XSRF-TOKEN")).toBe("tok");
    expect(calls.find((c) => c.path === "/staff/api/sign-in/options")!.headers.get("X-XSRF-TOKEN")).toBe(
      "tok",
    );

    const nav = screen.getByRole("navigation", { name: "Console" });
    expect(within(nav).getByRole("link", { name: "Gallery" }).getAttribute("aria-current")).toBe("page");
    expect(within(nav).getByRole("link", { name: "Inbox" }).getAttribute("aria-current")).toBeNull();
    expect(screen.getByText(MEMBER.name)).toBeTruthy();
    // Navigation inside the app moves focus to the new screen's heading.
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole("heading", { level: 1, name: "Gallery" })),
    );
  });

  it("says what the server refused, and does not send twice while busy", async () => {
    let answer: (value: Response) => void = () => undefined;
    api((call) =>
      call.path === "/staff/api/sign-in"
        ? { status: 401, body: { errors: [{ path: "", message: "This passkey is not registered." }] } }
        : undefined,
    );
    const pending = new Promise<{ id: string }>((resolve) => {
      answer = () => resolve({ id: "cred" });
    });
    webauthn.startAuthentication.mockReturnValue(pending);
    renderConsole("/");
    const button = await screen.findByRole("button", { name: "Sign in with a passkey" });
    fireEvent.click(button);
    await waitFor(() => expect(button.getAttribute("aria-disabled")).toBe("true"));
    fireEvent.click(button);
    answer(new Response());
    const alert = await screen.findByText("This passkey is not registered.");
    expect(alert.closest('[role="alert"]')).not.toBeNull();
    expect(webauthn.startAuthentication).toHaveBeenCalledTimes(1);
    expect(button.getAttribute("aria-disabled")).toBeNull();
  });

  it("says when the member's access has ended, and how long to wait when there were too many attempts", async () => {
    let answer: { status: number; body?: unknown; headers?: Record<string, string> } = {
      status: 401,
      body: { errors: [{ path: "", message: "Your access to the staff console has ended." }] },
    };
    api((call) => (call.path === "/staff/api/sign-in" ? answer : undefined));
    renderConsole("/");
    const button = await screen.findByRole("button", { name: "Sign in with a passkey" });
    fireEvent.click(button);
    const alert = (await screen.findByText("Your access to the staff console has ended.")).closest(
      '[role="alert"]',
    )!;
    expect(alert.textContent).toBe("Could not sign you inYour access to the staff console has ended.");
    answer = {
      status: 429,
      headers: { "Retry-After": "300" },
      body: {
        errors: [
          { path: "", message: "Too many sign-in attempts. Please wait a few minutes and try again." },
        ],
      },
    };
    fireEvent.click(button);
    await waitFor(() =>
      expect(screen.getByRole("alert").textContent).toContain("You can try again in 5 minutes."),
    );
    expect(screen.queryByRole("heading", { level: 1, name: "Gallery" })).toBeNull();
  });

  it("explains a closed passkey prompt", async () => {
    api();
    webauthn.startAuthentication.mockRejectedValue(
      Object.assign(new Error("cancelled"), { name: "NotAllowedError" }),
    );
    renderConsole("/");
    fireEvent.click(await screen.findByRole("button", { name: "Sign in with a passkey" }));
    expect(
      await screen.findByText("The passkey prompt was closed or timed out. Try again when you are ready."),
    ).toBeTruthy();
  });

  it("goes back to sign-in with a notice when a call finds the session ended", async () => {
    let ended = false;
    stubApi((call) => {
      if (call.path === "/staff/api/session") return { status: 200, body: MEMBER };
      if (call.path === "/staff/api/events")
        return ended ? { status: 401, body: { errors: [] } } : { status: 200, body: [] };
      if (call.path.startsWith("/staff/api/inbox")) {
        ended = true;
        return { status: 401, body: { errors: [] } };
      }
      return undefined;
    });
    renderConsole("/gallery");
    fireEvent.click(await screen.findByRole("link", { name: "Inbox" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Sign in" })).toBeTruthy();
    expect(screen.getByRole("alert").textContent).toBe("Your session has ended. Sign in again.");
  });

  it("signs out", async () => {
    const calls = stubApi((call) => {
      if (call.path === "/staff/api/session") return { status: 200, body: MEMBER };
      if (call.path === "/staff/api/events") return { status: 200, body: [] };
      if (call.path === "/staff/api/sign-out") return { status: 204 };
      return undefined;
    });
    renderConsole("/gallery");
    fireEvent.click(await screen.findByRole("button", { name: "Sign out" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Sign in" })).toBeTruthy();
    expect(screen.getByText("You have signed out.").getAttribute("role")).toBe("status");
    expect(calls.find((c) => c.path === "/staff/api/sign-out")!.headers.get("X-XSRF-TOKEN")).toBe("tok");
  });
});
