import type { Passkey } from "@site/contracts/staff";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MEMBER, memberWith, renderConsole, stubApi, type Call } from "../test-helpers";

const webauthn = vi.hoisted(() => ({ startAuthentication: vi.fn(), startRegistration: vi.fn() }));
vi.mock("@simplewebauthn/browser", async (importOriginal) => ({
  ...(await importOriginal<object>()),
  ...webauthn,
}));

const LAPTOP: Passkey = {
  ref: "11111111-1111-4111-8111-111111111111",
  name: "Work laptop",
  createdAt: "2025-08-01T09:00:00Z",
  lastUsedAt: "2025-08-02T09:00:00Z",
};
const KEY: Passkey = {
  ref: "22222222-2222-4222-8222-222222222222",
  name: "Spare key",
  createdAt: "2025-08-03T09:00:00Z",
  lastUsedAt: null,
};

beforeEach(() => {
  document.cookie = "XSRF-TOKEN=tok; Path=/";
  webauthn.startRegistration.mockResolvedValue({ id: "new-cred", type: "public-key" });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

function api(
  extra: (call: Call) => { status: number; body?: unknown } | undefined = () => undefined,
  passkeys: Passkey[] = [LAPTOP, KEY],
) {
  return stubApi((call) => {
    if (call.path === "/staff/api/session") return { status: 200, body: memberWith("hr", "marketing") };
    const answer = extra(call);
    if (answer) return answer;
    if (call.path === "/staff/api/passkeys" && call.method === "GET") return { status: 200, body: passkeys };
    return undefined;
  });
}

const table = () => screen.findByRole("table", { name: "Your passkeys" });
const devices = async () =>
  within(await table())
    .getAllByRole("rowheader")
    .map((cell) => cell.textContent);
const row = async (device: string) =>
  within(await table())
    .getByRole("rowheader", { name: device })
    .closest("tr")!;

describe("Your account", () => {
  it("says who the member is and what their roles grant", async () => {
    api();
    renderConsole("/account");
    expect(await screen.findByRole("heading", { level: 1, name: "Your account" })).toBeTruthy();
    expect(screen.getByText(MEMBER.email)).toBeTruthy();
    const roles = screen.getByText("Roles", { selector: "dt" }).nextElementSibling!;
    expect([...roles.querySelectorAll("li")].map((li) => li.textContent)).toEqual([
      "HR: job openings (writing, publishing and closing them), job applications, CVs and privacy requests",
      "Marketing: the gallery and contact messages",
    ]);
    expect(await devices()).toEqual(["Work laptop", "Spare key"]);
    expect(within(await row("Spare key")).getByText("Never")).toBeTruthy();
  });

  it("asks for the device's name before the passkey prompt, then adds the passkey under it", async () => {
    const added: Passkey = {
      ref: "33333333-3333-4333-8333-333333333333",
      name: "Phone",
      createdAt: "2025-08-04T09:00:00Z",
      lastUsedAt: null,
    };
    const calls = api((call) => {
      if (call.path === "/staff/api/passkeys/options") return { status: 200, body: { challenge: "xyz" } };
      if (call.path === "/staff/api/passkeys" && call.method === "POST") return { status: 201, body: added };
      return undefined;
    });
    renderConsole("/account");
    const form = await screen.findByRole("form", { name: "Add a passkey" });
    const name = within(form).getByLabelText("Device name") as HTMLInputElement;
    expect(name.maxLength).toBe(60);
    fireEvent.click(within(form).getByRole("button", { name: "Add a passkey" }));
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect(name.getAttribute("aria-invalid")).toBe("true");
    expect(webauthn.startRegistration).not.toHaveBeenCalled();
    expect(calls.some((c) => c.method === "POST")).toBe(false);

    fireEvent.change(name, { target: { value: "  Phone " } });
    fireEvent.click(within(form).getByRole("button", { name: "Add a passkey" }));
    expect(
      await screen.findByText("Passkey “Phone” added. You can sign in with it from now on."),
    ).toBeTruthy();
    expect(webauthn.startRegistration).toHaveBeenCalledWith({ optionsJSON: { challenge: "xyz" } });
    const sent = calls.find((c) => c.path === "/staff/api/passkeys" && c.method === "POST")!;
    expect([sent.body, sent.headers.get("X-XSRF-TOKEN")]).toEqual([
      { response: { id: "new-cred", type: "public-key" }, name: "Phone" },
      "tok",
    ]);
    expect(await devices()).toEqual(["Work laptop", "Spare key", "Phone"]);
    expect(name.value).toBe("");
  });

  it("shows the server's refusal of a name beside the field", async () => {
    const refused = "Give the device a name of up to 60 characters on one line, like “Work laptop”.";
    api((call) => {
      if (call.path === "/staff/api/passkeys/options") return { status: 200, body: { challenge: "xyz" } };
      if (call.path === "/staff/api/passkeys" && call.method === "POST")
        return { status: 400, body: { errors: [{ path: "name", message: refused }] } };
      return undefined;
    });
    renderConsole("/account");
    const form = await screen.findByRole("form", { name: "Add a passkey" });
    const name = within(form).getByLabelText("Device name");
    fireEvent.change(name, { target: { value: "Phone" } });
    fireEvent.submit(form);
    await waitFor(() => expect(name.getAttribute("aria-invalid")).toBe("true"));
    expect(document.getElementById(name.getAttribute("aria-describedby")!.split(" ")[0]!)!.textContent).toBe(
      `Error: ${refused}`,
    );
  });

  it("renames a passkey with PATCH", async () => {
    const calls = api((call) =>
      call.method === "PATCH"
        ? { status: 200, body: { ...KEY, name: (call.body as { name: string }).name } }
        : undefined,
    );
    renderConsole("/account");
    const rename = within(await row("Spare key")).getByRole("button", { name: "Rename" });
    expect(rename.getAttribute("aria-describedby")).toBe(`passkey-${KEY.ref}`);
    fireEvent.click(rename);
    const dialog = await screen.findByRole("dialog", { name: "Rename the passkey" });
    const name = within(dialog).getByLabelText("Device name") as HTMLInputElement;
    expect(name.value).toBe("Spare key");
    fireEvent.change(name, { target: { value: "Blue security key" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Passkey renamed “Blue security key”.")).toBeTruthy();
    const patch = calls.find((c) => c.method === "PATCH")!;
    expect([patch.path, patch.body, patch.headers.get("X-XSRF-TOKEN")]).toEqual([
      `/staff/api/passkeys/${KEY.ref}`,
      { name: "Blue security key" },
      "tok",
    ]);
    expect(await devices()).toEqual(["Work laptop", "Blue security key"]);
  });

  it("removes a passkey only after the confirmation, and says why the last one stays (409)", async () => {
    const last = "This is your only passkey: add another before you remove it.";
    let refuse = false;
    const calls = api((call) =>
      call.method === "DELETE"
        ? refuse
          ? { status: 409, body: { errors: [{ path: "", message: last }] } }
          : { status: 204 }
        : undefined,
    );
    renderConsole("/account");
    fireEvent.click(within(await row("Spare key")).getByRole("button", { name: "Remove" }));
    const dialog = await screen.findByRole("dialog", { name: "Remove this passkey?" });
    expect(within(dialog).getByText(/“Spare key” will no longer sign you in/)).toBeTruthy();
    await waitFor(() =>
      expect(document.activeElement).toBe(within(dialog).getByRole("button", { name: "Cancel" })),
    );
    expect(calls.some((c) => c.method === "DELETE")).toBe(false);
    fireEvent.click(within(dialog).getByRole("button", { name: "Remove passkey" }));
    expect(await screen.findByText("Passkey “Spare key” removed. It no longer signs in.")).toBeTruthy();
    expect(calls.find((c) => c.method === "DELETE")!.path).toBe(`/staff/api/passkeys/${KEY.ref}`);
    expect(await devices()).toEqual(["Work laptop"]);

    refuse = true;
    fireEvent.click(within(await row("Work laptop")).getByRole("button", { name: "Remove" }));
    const again = await screen.findByRole("dialog", { name: "Remove this passkey?" });
    fireEvent.click(within(again).getByRole("button", { name: "Remove passkey" }));
    await waitFor(() =>
      expect(within(again).getByRole("alert").textContent).toBe(`The passkey was not removed${last}`),
    );
    expect(await devices()).toEqual(["Work laptop"]);
  });
});
