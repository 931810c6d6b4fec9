import type { StaffEvent, StaffMember } from "@site/contracts/staff";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { sampleAnswer } from "./content-form/sample-form";
import { RESTORED_CHANGES } from "./screens/ContentEditor";
import { MEMBER, memberWith, renderConsole, stubApi, type Call } from "./test-helpers";

const webauthn = vi.hoisted(() => ({ startAuthentication: vi.fn(), startRegistration: vi.fn() }));
vi.mock("@simplewebauthn/browser", async (importOriginal) => ({
  ...(await importOriginal<object>()),
  ...webauthn,
}));

const EVENT: StaffEvent = {
  id: 2,
  title: "Summer party",
  description: null,
  date: "2025-07-01",
  sample: false,
  thumbnail: null,
  pictures: [],
  createdAt: "2025-07-02T10:00:00Z",
};

const COLLEAGUE: StaffMember = { ...memberWith("marketing"), id: "5b1f0c8e-2d4a-4e3b-8c61-0a9d7e2f4b13" };

beforeEach(() => {
  document.cookie = "XSRF-TOKEN=tok; Path=/";
  webauthn.startAuthentication.mockResolvedValue({ id: "cred", type: "public-key" });
  sessionStorage.clear();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

/**
 * The gallery's API for a session the server can end (`server.end()`): every signed-in
 * call is then 401 until a sign-in, which signs in `server.next`.
 */
function gallery(extra: (call: Call) => { status: number; body?: unknown } | undefined = () => undefined) {
  const server = { live: true, member: MEMBER, next: MEMBER, end: () => void (server.live = false) };
  const calls = stubApi((call) => {
    if (call.path === "/staff/api/sign-in/options") return { status: 200, body: { challenge: "abc" } };
    if (call.path === "/staff/api/sign-in") {
      server.live = true;
      server.member = server.next;
      return { status: 200, body: server.member };
    }
    if (call.path === "/staff/api/sign-out") {
      server.live = false;
      return { status: 204 };
    }
    if (!server.live) return { status: 401, body: { errors: [] } };
    if (call.path === "/staff/api/session") return { status: 200, body: server.member };
    if (call.path === "/staff/api/events" && call.method === "GET") return { status: 200, body: [EVENT] };
    return extra(call);
  });
  return { server, calls };
}

const addForm = () => screen.getByRole("form", { name: "Add an event" });
const field = (scope: HTMLElement, label: string) => within(scope).getByLabelText(label) as HTMLInputElement;
const keptKeys = () => Object.keys(sessionStorage).filter((key) => key.startsWith("staff-console:work:"));

async function openGallery() {
  renderConsole("/gallery");
  await screen.findByRole("heading", { level: 3, name: "Summer party" });
}

async function signInAgain() {
  fireEvent.click(screen.getByRole("button", { name: "Sign in with a passkey" }));
  await screen.findByRole("heading", { level: 1, name: "Gallery" });
  await screen.findByRole("heading", { level: 3, name: "Summer party" });
}

describe("typed work across the end of a session", () => {
  it("keeps a form's and a dialog's text in this tab only, and brings both back after signing in", async () => {
    const { server, calls } = gallery((call) =>
      call.method === "PATCH" ? { status: 200, body: { ...EVENT, title: "Never" } } : undefined,
    );
    await openGallery();
    fireEvent.change(field(addForm(), "Title"), { target: { value: "Board games night" } });
    fireEvent.change(field(addForm(), "Description (optional)"), { target: { value: "Bring snacks." } });
    fireEvent.click(screen.getByRole("button", { name: "Edit" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit event" });
    fireEvent.change(field(dialog, "Title"), { target: { value: "Summer party on the roof" } });

    // Kept under the member's id, in sessionStorage (gone with the tab), never in localStorage.
    expect(keptKeys().sort()).toEqual([
      `staff-console:work:${MEMBER.id}:gallery/add-event`,
      `staff-console:work:${MEMBER.id}:gallery/event/2`,
    ]);
    expect(localStorage.length).toBe(0);

    server.end();
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Sign in" })).toBeTruthy();
    expect(screen.getByText(/What you had typed is kept in this browser/)).toBeTruthy();
    expect(keptKeys()).toHaveLength(2);

    await signInAgain();
    expect(field(addForm(), "Title").value).toBe("Board games night");
    expect(field(addForm(), "Description (optional)").value).toBe("Bring snacks.");
    expect(within(addForm()).getByText(/Choose the picture again/)).toBeTruthy();
    // The interrupted edit opens again, with what was typed in it.
    const reopened = await screen.findByRole("dialog", { name: "Edit event" });
    expect(field(reopened, "Title").value).toBe("Summer party on the roof");
    expect(within(reopened).getByText(/What you typed before your session ended is back/)).toBeTruthy();

    // Nothing typed ever left the browser but in the PATCH the member asked for.
    const bodies = calls.filter((call) => call.body !== undefined).map((call) => JSON.stringify(call.body));
    expect(bodies.filter((body) => body.includes("Board games night"))).toEqual([]);
  });

  it("forgets a dialog's text when it is cancelled or saved, and a form's when it is emptied", async () => {
    gallery((call) =>
      call.method === "PATCH" ? { status: 200, body: { ...EVENT, title: "Summer party 2025" } } : undefined,
    );
    await openGallery();
    fireEvent.click(screen.getByRole("button", { name: "Edit" }));
    let dialog = await screen.findByRole("dialog", { name: "Edit event" });
    fireEvent.change(field(dialog, "Title"), { target: { value: "Cancelled words" } });
    expect(keptKeys()).toHaveLength(1);
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(keptKeys()).toEqual([]));

    fireEvent.click(screen.getByRole("button", { name: "Edit" }));
    dialog = await screen.findByRole("dialog", { name: "Edit event" });
    expect(field(dialog, "Title").value).toBe("Summer party");
    fireEvent.change(field(dialog, "Title"), { target: { value: "Summer party 2025" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await screen.findByText("Event “Summer party 2025” saved.");
    expect(keptKeys()).toEqual([]);

    fireEvent.change(field(addForm(), "Title"), { target: { value: "x" } });
    expect(keptKeys()).toHaveLength(1);
    fireEvent.change(field(addForm(), "Title"), { target: { value: "" } });
    expect(keptKeys()).toEqual([]);
  });

  it("shows another member who signs in at the same tab nothing of the first one's text", async () => {
    const { server } = gallery();
    await openGallery();
    fireEvent.change(field(addForm(), "Title"), { target: { value: "Priya's draft" } });
    server.end();
    server.next = COLLEAGUE;
    // The next call finds the session ended.
    fireEvent.click(screen.getByRole("button", { name: "Edit" }));
    fireEvent.click(await screen.findByRole("button", { name: "Save" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Sign in" })).toBeTruthy();
    expect(keptKeys()).toEqual([`staff-console:work:${MEMBER.id}:gallery/add-event`]);

    await signInAgain();
    expect(field(addForm(), "Title").value).toBe("");
    expect(keptKeys()).toEqual([]);
  });

  it("asks before signing out with unsaved work, and signing out forgets it", async () => {
    gallery();
    await openGallery();
    fireEvent.change(field(addForm(), "Title"), { target: { value: "Half typed" } });
    fireEvent.click(screen.getByRole("button", { name: "Sign out" }));
    const ask = await screen.findByRole("dialog", { name: "Sign out without saving?" });
    fireEvent.click(within(ask).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(field(addForm(), "Title").value).toBe("Half typed");

    fireEvent.click(screen.getByRole("button", { name: "Sign out" }));
    fireEvent.click(
      within(await screen.findByRole("dialog", { name: "Sign out without saving?" })).getByRole("button", {
        name: "Sign out without saving",
      }),
    );
    expect(await screen.findByRole("heading", { level: 1, name: "Sign in" })).toBeTruthy();
    expect(keptKeys()).toEqual([]);
    expect(screen.queryByText(/What you had typed is kept/)).toBeNull();
  });
});

describe("leaving a screen with unsaved work", () => {
  it("asks before a link leaves it, stays on Cancel, and forgets the text on leaving", async () => {
    const { calls } = gallery((call) =>
      call.path === "/staff/api/passkeys" ? { status: 200, body: [] } : undefined,
    );
    await openGallery();
    fireEvent.change(field(addForm(), "Title"), { target: { value: "Not yet added" } });
    fireEvent.click(screen.getByRole("link", { name: "Your account" }));
    let dialog = await screen.findByRole("dialog", { name: "Leave without saving?" });
    expect(within(dialog).getByRole("button", { name: "Cancel" })).toBe(document.activeElement);
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(screen.getByRole("heading", { level: 1, name: "Gallery" })).toBeTruthy();
    expect(field(addForm(), "Title").value).toBe("Not yet added");

    fireEvent.click(screen.getByRole("link", { name: "Your account" }));
    dialog = await screen.findByRole("dialog", { name: "Leave without saving?" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Leave without saving" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Your account" })).toBeTruthy();
    expect(keptKeys()).toEqual([]);
    expect(calls.some((call) => call.path === "/staff/api/passkeys")).toBe(true);
  });

  it("lets the browser ask before the tab closes, only while there is unsaved work", async () => {
    gallery();
    await openGallery();
    const unload = () => {
      const event = new Event("beforeunload", { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    fireEvent.change(field(addForm(), "Title"), { target: { value: "Typed" } });
    await waitFor(() => expect(unload()).toBe(true));
    fireEvent.change(field(addForm(), "Title"), { target: { value: "" } });
    await waitFor(() => expect(unload()).toBe(false));
  });

  it("asks nothing when nothing was typed", async () => {
    gallery((call) => (call.path === "/staff/api/passkeys" ? { status: 200, body: [] } : undefined));
    await openGallery();
    fireEvent.click(screen.getByRole("link", { name: "Your account" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Your account" })).toBeTruthy();
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});

describe("the content editor's unsaved changes", () => {
  const PATH = "/staff/api/content/page/help";

  it("come back after signing in, saved against the version they were made on", async () => {
    const editor = { ...memberWith("editor"), id: MEMBER.id };
    const doc = { current: sampleAnswer() };
    const server = { live: true };
    const calls = stubApi((call) => {
      if (call.path === "/staff/api/sign-in/options") return { status: 200, body: { challenge: "abc" } };
      if (call.path === "/staff/api/sign-in") {
        server.live = true;
        return { status: 200, body: editor };
      }
      if (!server.live) return { status: 401, body: { errors: [] } };
      if (call.path === "/staff/api/session") return { status: 200, body: editor };
      if (call.path === PATH && call.method === "GET") return { status: 200, body: doc.current };
      if (call.path === PATH && call.method === "PUT") return { status: 200, body: { version: 5 } };
      if (call.path === `${PATH}/history`) return { status: 200, body: [] };
      if (call.path === "/staff/api/content")
        return { status: 200, body: { collections: [{ type: "page", label: "Pages" }], documents: [] } };
      return undefined;
    });
    renderConsole("/content/page/help");
    await screen.findByRole("heading", { level: 1, name: "Help page" });
    const title = () => screen.getByLabelText("Title") as HTMLInputElement;
    fireEvent.change(title(), { target: { value: "Kept title" } });

    // The session ends; meanwhile a colleague saves version 4.
    server.live = false;
    doc.current = sampleAnswer({ version: 4 });
    fireEvent.click(screen.getByRole("button", { name: "Save draft" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Sign in" })).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Sign in with a passkey" }));
    await screen.findByRole("heading", { level: 1, name: "Help page" });
    await waitFor(() => expect(title().value).toBe("Kept title"));
    expect(screen.getByText(RESTORED_CHANGES)).toBeTruthy();
    expect(screen.getByText("You have unsaved changes.")).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Save draft" }));
    await screen.findByText(/^Draft saved \(version 5\)/);
    const put = calls.filter((call) => call.method === "PUT").at(-1)!;
    // Version 3: the server answers a colleague's version 4 with a conflict, never overwrites it.
    expect(put.body).toMatchObject({ version: 3, data: { title: "Kept title" } });
    expect(keptKeys()).toEqual([]);
  });
});
