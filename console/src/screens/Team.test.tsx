import type { Invitation, StaffSummary } from "@site/contracts/staff";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MEMBER, renderConsole, stubApi, type Call } from "../test-helpers";

const ME: StaffSummary = {
  ...MEMBER,
  passkeys: [
    {
      ref: "11111111-1111-4111-8111-111111111111",
      name: "Work laptop",
      createdAt: "2025-08-01T09:00:00Z",
      lastUsedAt: "2025-08-02T09:00:00Z",
    },
  ],
  sessions: 1,
  createdAt: "2025-08-01T09:00:00Z",
  lastSignInAt: "2025-08-02T09:00:00Z",
  enrolled: true,
  invitedUntil: null,
};
const RAVI: StaffSummary = {
  id: "22222222-2222-4222-8222-222222222222",
  email: "ravi@example.com",
  name: "Ravi Kumar",
  roles: ["marketing"],
  passkeys: [
    {
      ref: "33333333-3333-4333-8333-333333333333",
      name: "Ravi's phone",
      createdAt: "2025-08-03T09:00:00Z",
      lastUsedAt: null,
    },
  ],
  sessions: 2,
  createdAt: "2025-08-03T09:00:00Z",
  lastSignInAt: null,
  enrolled: true,
  invitedUntil: null,
};
const NEW: StaffSummary = {
  ...RAVI,
  id: "44444444-4444-4444-8444-444444444444",
  email: "new@example.com",
  name: "New Person",
  passkeys: [],
  sessions: 0,
  enrolled: false,
};
const INVITATION: Invitation = {
  email: "meera@example.com",
  link: "http://localhost/staff/enrol#abc",
  expiresAt: "2025-08-05T09:00:00Z",
  mailed: true,
};

beforeEach(() => {
  document.cookie = "XSRF-TOKEN=tok; Path=/";
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function api(extra: (call: Call) => { status: number; body?: unknown } | undefined = () => undefined) {
  return stubApi((call) => {
    if (call.path === "/staff/api/session") return { status: 200, body: MEMBER };
    const answer = extra(call);
    if (answer) return answer;
    if (call.path === "/staff/api/staff" && call.method === "GET")
      return { status: 200, body: [NEW, ME, RAVI] };
    return undefined;
  });
}

const card = async (name: string) => (await screen.findByRole("heading", { level: 3, name })).closest("li")!;

function description(control: HTMLElement): string {
  return (control.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .map((id) => document.getElementById(id)?.textContent ?? "")
    .join(" | ");
}

async function fillInvite(name: string, email: string, roles: string[]) {
  const form = await screen.findByRole("form", { name: "Invite a colleague" });
  fireEvent.change(within(form).getByLabelText("Name"), { target: { value: name } });
  fireEvent.change(within(form).getByLabelText("E-mail"), { target: { value: email } });
  for (const role of roles) fireEvent.click(within(form).getByRole("checkbox", { name: role }));
  return form;
}

describe("Team: inviting", () => {
  it("invites with the roles chosen, and shows the link once", async () => {
    const calls = api((call) =>
      call.path === "/staff/api/staff" && call.method === "POST"
        ? { status: 201, body: INVITATION }
        : undefined,
    );
    renderConsole("/team");
    const form = await fillInvite("Meera Iyer", " meera@example.com ", ["HR", "Marketing"]);
    expect(description(within(form).getByRole("checkbox", { name: "HR" }))).toBe(
      "job openings (writing, publishing and closing them), job applications, CVs and privacy requests",
    );
    fireEvent.click(within(form).getByRole("button", { name: "Invite" }));
    const link = (await screen.findByLabelText("Enrolment link")) as HTMLInputElement;
    expect(link.value).toBe(INVITATION.link);
    await waitFor(() => expect(document.activeElement).toBe(link));
    // Mailed too, and still there to copy.
    expect(link.closest(".invitation")!.textContent).toContain(
      "The link was mailed to meera@example.com: it should arrive within minutes.",
    );
    const sent = calls.find((c) => c.method === "POST")!;
    expect([sent.path, sent.body, sent.headers.get("X-XSRF-TOKEN")]).toEqual([
      "/staff/api/staff",
      { email: "meera@example.com", name: "Meera Iyer", roles: ["hr", "marketing"] },
      "tok",
    ]);
    // The form is ready for the next colleague; the list was asked for again.
    expect((within(form).getByRole("checkbox", { name: "HR" }) as HTMLInputElement).checked).toBe(false);
    await waitFor(() =>
      expect(calls.filter((c) => c.path === "/staff/api/staff" && c.method === "GET")).toHaveLength(2),
    );
  });

  it("asks for at least one role before sending", async () => {
    const calls = api();
    renderConsole("/team");
    const form = await fillInvite("Meera Iyer", "meera@example.com", []);
    fireEvent.click(within(form).getByRole("button", { name: "Invite" }));
    const admin = within(form).getByRole("checkbox", { name: "Admin" });
    await waitFor(() => expect(document.activeElement).toBe(admin));
    expect(admin.getAttribute("aria-invalid")).toBe("true");
    expect(description(admin)).toContain("Choose at least one role.");
    expect(calls.some((c) => c.method === "POST")).toBe(false);
  });

  it("shows the refusal of an address that has an account (409) beside the e-mail field, and no link", async () => {
    const taken = "This address has an account already. An invitation makes new accounts only.";
    api((call) =>
      call.method === "POST"
        ? { status: 409, body: { errors: [{ path: "email", message: taken }] } }
        : undefined,
    );
    renderConsole("/team");
    const form = await fillInvite("Ravi K", "ravi@example.com", ["Admin"]);
    fireEvent.click(within(form).getByRole("button", { name: "Invite" }));
    const email = within(form).getByLabelText("E-mail") as HTMLInputElement;
    await waitFor(() => expect(document.activeElement).toBe(email));
    expect(email.getAttribute("aria-invalid")).toBe("true");
    expect(description(email)).toBe(`Error: ${taken}`);
    expect(within(form).getByRole("alert").textContent).toBe(`No invitation was made${taken}`);
    expect(screen.queryByLabelText("Enrolment link")).toBeNull();
    // Nothing entered is lost.
    expect(email.value).toBe("ravi@example.com");
    expect((within(form).getByLabelText("Name") as HTMLInputElement).value).toBe("Ravi K");
  });
});

describe("Team: members", () => {
  it("lists each member's roles and passkeys by device, and offers no removal of one's own", async () => {
    api();
    renderConsole("/team");
    const ravi = await card("Ravi Kumar");
    expect(within(ravi).getByText("Roles: Marketing")).toBeTruthy();
    expect(within(ravi).getByText("Ravi's phone")).toBeTruthy();
    const removePasskey = within(ravi).getByRole("button", { name: "Remove" });
    expect(description(removePasskey)).toBe("Ravi's phone | Ravi Kumar");
    expect(within(ravi).getByRole("button", { name: "Remove access" })).toBeTruthy();
    // Enrolled: a new device is added from their own account, not with a link.
    expect(within(ravi).queryByRole("button", { name: "New link" })).toBeNull();

    const me = await card("Priya N (you)");
    expect(within(me).getByText("Roles: Admin, HR and Marketing")).toBeTruthy();
    expect(within(me).getByText("Work laptop")).toBeTruthy();
    expect(within(me).queryByRole("button", { name: "Remove" })).toBeNull();
    expect(within(me).queryByRole("button", { name: "Remove access" })).toBeNull();
    expect(within(me).getByRole("link", { name: "your account" }).getAttribute("href")).toBe(
      "/staff/account",
    );
  });

  it("makes a new link for a member who never enrolled, and shows it once in their card", async () => {
    const calls = api((call) =>
      call.path === `/staff/api/staff/${NEW.id}/invitation`
        ? { status: 201, body: { ...INVITATION, email: NEW.email } }
        : undefined,
    );
    renderConsole("/team");
    const newcomer = await card("New Person");
    expect(within(newcomer).getByText("Not enrolled: the invitation expired unused")).toBeTruthy();
    fireEvent.click(within(newcomer).getByRole("button", { name: "New link" }));
    const link = (await within(newcomer).findByLabelText(
      "Enrolment link for New Person",
    )) as HTMLInputElement;
    expect(link.value).toBe(INVITATION.link);
    expect(link.closest(".invitation")!.textContent).toContain("The link was mailed to new@example.com");
    expect(calls.find((c) => c.path.endsWith("/invitation"))!.method).toBe("POST");
  });

  it("changes roles in a dialog with PUT, and shows the server's refusal to leave no admin", async () => {
    const noAdmin = "The team would have no admin left. Make someone else an admin first.";
    let refuse = true;
    const calls = api((call) => {
      if (call.method !== "PUT") return undefined;
      if (refuse) return { status: 409, body: { errors: [{ path: "roles", message: noAdmin }] } };
      return { status: 200, body: { ...RAVI, roles: ["hr", "marketing"] } };
    });
    renderConsole("/team");
    fireEvent.click(within(await card("Ravi Kumar")).getByRole("button", { name: "Change roles" }));
    const dialog = await screen.findByRole("dialog", { name: "Change roles" });
    expect((within(dialog).getByRole("checkbox", { name: "Marketing" }) as HTMLInputElement).checked).toBe(
      true,
    );
    fireEvent.click(within(dialog).getByRole("checkbox", { name: "HR" }));
    fireEvent.click(within(dialog).getByRole("button", { name: "Save roles" }));
    await waitFor(() =>
      expect(description(within(dialog).getByRole("checkbox", { name: "Admin" }))).toContain(noAdmin),
    );
    expect(within(dialog).getByRole("alert").textContent).toContain(noAdmin);
    const put = calls.find((c) => c.method === "PUT")!;
    expect([put.path, put.body, put.headers.get("X-XSRF-TOKEN")]).toEqual([
      `/staff/api/staff/${RAVI.id}/roles`,
      { roles: ["hr", "marketing"] },
      "tok",
    ]);

    refuse = false;
    fireEvent.click(within(dialog).getByRole("button", { name: "Save roles" }));
    expect(await screen.findByText("Ravi Kumar now has the roles: HR and Marketing.")).toBeTruthy();
    expect(within(await card("Ravi Kumar")).getByText("Roles: HR and Marketing")).toBeTruthy();
  });

  it("removes a colleague's access after a confirmation naming them", async () => {
    const calls = api((call) =>
      call.path === `/staff/api/staff/${RAVI.id}/removal`
        ? { status: 200, body: { ...RAVI, passkeys: [], sessions: 0 } }
        : undefined,
    );
    renderConsole("/team");
    fireEvent.click(within(await card("Ravi Kumar")).getByRole("button", { name: "Remove access" }));
    const dialog = await screen.findByRole("dialog", { name: "Remove Ravi Kumar's access?" });
    expect(calls.some((c) => c.path.endsWith("/removal"))).toBe(false);
    await waitFor(() =>
      expect(document.activeElement).toBe(within(dialog).getByRole("button", { name: "Cancel" })),
    );
    fireEvent.click(within(dialog).getByRole("button", { name: "Remove access" }));
    expect(
      await screen.findByText(
        "Ravi Kumar's access was removed: their passkeys, sessions and unused links have ended.",
      ),
    ).toBeTruthy();
    expect(calls.find((c) => c.path.endsWith("/removal"))!.method).toBe("POST");
    expect(within(await card("Ravi Kumar")).getByText("No access: no passkey left")).toBeTruthy();
  });

  it("removes one passkey of a colleague after a confirmation naming the device", async () => {
    const calls = api((call) => (call.method === "DELETE" ? { status: 204 } : undefined));
    renderConsole("/team");
    fireEvent.click(within(await card("Ravi Kumar")).getByRole("button", { name: "Remove" }));
    const dialog = await screen.findByRole("dialog", { name: "Remove this passkey?" });
    expect(
      within(dialog).getByText(/The passkey “Ravi's phone” of Ravi Kumar will no longer sign them in/),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Remove passkey" }));
    expect(await screen.findByText("The passkey “Ravi's phone” of Ravi Kumar was removed.")).toBeTruthy();
    const deletion = calls.find((c) => c.method === "DELETE")!;
    expect([deletion.path, deletion.headers.get("X-XSRF-TOKEN")]).toEqual([
      `/staff/api/staff/${RAVI.id}/passkeys/${RAVI.passkeys[0]!.ref}`,
      "tok",
    ]);
  });
});
