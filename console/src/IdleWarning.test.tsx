import { STAFF_SESSION_IDLE_MS, STAFF_SESSION_TOUCH_MS } from "@site/contracts/staff";
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { noteActivity, resetActivity } from "./activity";
import { IDLE_WARNING_MS } from "./IdleWarning";
import { MEMBER, renderConsole, stubApi } from "./test-helpers";

/** From the last answer to the moment the warning is due. */
const UNTIL_WARNING = STAFF_SESSION_IDLE_MS - STAFF_SESSION_TOUCH_MS - IDLE_WARNING_MS;
const WARNING = { name: "You are about to be signed out" };

beforeEach(() => {
  document.cookie = "XSRF-TOKEN=tok; Path=/";
  sessionStorage.clear();
  resetActivity();
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ["setTimeout", "clearTimeout", "Date"] });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** A live session until `server.live` is false; the account screen's passkeys. */
function api() {
  const server = { live: true };
  const calls = stubApi((call) => {
    if (!server.live) return { status: 401, body: { errors: [] } };
    if (call.path === "/staff/api/session") return { status: 200, body: MEMBER };
    if (call.path === "/staff/api/passkeys") return { status: 200, body: [] };
    return undefined;
  });
  return { server, calls };
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

async function openAccount() {
  renderConsole("/account");
  await screen.findByRole("heading", { level: 1, name: "Your account" });
  // Counted from the screen's last answer.
  await waitFor(() => expect(screen.queryByText("Loading your passkeys…")).toBeNull());
}

describe("the idle warning", () => {
  it("appears a few minutes before the session may end, and Stay signed in asks the server and hides it", async () => {
    const { calls } = api();
    await openAccount();
    await advance(UNTIL_WARNING - 5_000);
    expect(screen.queryByRole("alertdialog")).toBeNull();

    await advance(10_000);
    const warning = await screen.findByRole("alertdialog", WARNING);
    expect(warning.textContent).toContain("Typing alone does not count");
    expect(warning.getAttribute("aria-describedby")).toBeTruthy();
    const stay = within(warning).getByRole("button", { name: "Stay signed in" });
    expect(document.activeElement).toBe(stay);

    const before = calls.filter((call) => call.path === "/staff/api/session").length;
    fireEvent.click(stay);
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(calls.filter((call) => call.path === "/staff/api/session")).toHaveLength(before + 1);

    // The clock restarted with that answer: no warning until as long again.
    await advance(UNTIL_WARNING - 5_000);
    expect(screen.queryByRole("alertdialog")).toBeNull();
    await advance(10_000);
    expect(await screen.findByRole("alertdialog", WARNING)).toBeTruthy();
  });

  it("goes when another tab's call restarted the server's clock", async () => {
    api();
    await openAccount();
    await advance(UNTIL_WARNING + 1_000);
    expect(await screen.findByRole("alertdialog", WARNING)).toBeTruthy();
    act(() => noteActivity());
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
  });

  it("stays signed in on Escape, the choice that loses nothing", async () => {
    const { calls } = api();
    await openAccount();
    await advance(UNTIL_WARNING + 1_000);
    const warning = await screen.findByRole("alertdialog", WARNING);
    const before = calls.length;
    fireEvent(warning, new Event("cancel", { cancelable: true }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(calls.slice(before).map((call) => call.path)).toEqual(["/staff/api/session"]);
  });

  it("shows the sign-in screen once the session has surely ended, the typed text kept", async () => {
    api();
    await openAccount();
    fireEvent.change(screen.getByLabelText("Device name"), { target: { value: "Work laptop" } });
    await advance(UNTIL_WARNING + 1_000);
    expect(await screen.findByRole("alertdialog", WARNING)).toBeTruthy();
    await advance(IDLE_WARNING_MS + STAFF_SESSION_TOUCH_MS);
    expect(await screen.findByRole("heading", { level: 1, name: "Sign in" })).toBeTruthy();
    expect(screen.getByText("Your session has ended. Sign in again.")).toBeTruthy();
    expect(screen.getByText(/What you had typed is kept in this browser/)).toBeTruthy();
    expect(Object.values(sessionStorage).join()).toContain("Work laptop");
  });

  it("ends the session here when Stay signed in finds it ended already", async () => {
    const { server } = api();
    await openAccount();
    await advance(UNTIL_WARNING + 1_000);
    const warning = await screen.findByRole("alertdialog", WARNING);
    server.live = false;
    fireEvent.click(within(warning).getByRole("button", { name: "Stay signed in" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Sign in" })).toBeTruthy();
  });
});
