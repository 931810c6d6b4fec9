import { XSRF_HEADER } from "@site/contracts/forms";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { contactPage } from "../content/contact";
import { contactFields } from "../content/form-fields";
import { ContactForm } from "./ContactForm";

const texts = contactPage.form;

beforeEach(() => {
  document.cookie = "XSRF-TOKEN=tok; Path=/";
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderForm() {
  render(<ContactForm texts={texts} fields={contactFields} />);
  const form = screen.getByRole("button", { name: "Submit" }).closest("form")!;
  return {
    form,
    name: screen.getByRole("textbox", { name: "Name" }) as HTMLInputElement,
    email: screen.getByRole("textbox", { name: "Email" }) as HTMLInputElement,
    message: screen.getByRole("textbox", { name: "Message" }) as HTMLTextAreaElement,
    submit: screen.getByRole("button", { name: "Submit" }) as HTMLButtonElement,
  };
}

function type(control: HTMLInputElement | HTMLTextAreaElement, value: string) {
  fireEvent.change(control, { target: { value } });
}

/** The text of the element that describes a control (its error message). */
function description(control: HTMLElement): string | null {
  const id = control.getAttribute("aria-describedby");
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
}

function answer(status: number, body: unknown, statusText = "") {
  const fetch = vi.fn<typeof globalThis.fetch>(
    async () => new Response(JSON.stringify(body), { status, statusText }),
  );
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

describe("ContactForm", () => {
  it("labels Name, Email and Message (from the privacy notice), all required, with autofill hints", () => {
    const { name, email, message } = renderForm();
    expect(contactFields.map((f) => f.label)).toEqual(["Name", "Email", "Message"]);
    expect([name.name, name.type, name.autocomplete, name.required]).toEqual(["name", "text", "name", true]);
    expect([email.name, email.type, email.autocomplete, email.required]).toEqual([
      "email",
      "email",
      "email",
      true,
    ]);
    expect([message.name, message.tagName, message.required]).toEqual(["message", "TEXTAREA", true]);
  });

  it("is a plain form post to the API in the prerendered HTML, checked by the browser until the app runs", () => {
    const html = renderToString(<ContactForm texts={texts} fields={contactFields} />);
    const container = document.createElement("div");
    container.innerHTML = html;
    const form = container.querySelector("form")!;
    expect(form.getAttribute("method")).toBe("post");
    expect(form.getAttribute("action")).toBe("/Bweb/api/mailsending");
    expect(form.hasAttribute("novalidate")).toBe(false);
    expect([...form.querySelectorAll("[name]")].map((c) => c.getAttribute("name"))).toEqual([
      "name",
      "email",
      "message",
      "website",
    ]);
  });

  it("takes over validation once hydrated", () => {
    const { form } = renderForm();
    expect(form.noValidate).toBe(true);
  });

  it("hides the honeypot from sight, screen readers, the tab order and autofill", () => {
    const { form } = renderForm();
    const honeypot = form.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(honeypot.tabIndex).toBe(-1);
    expect(honeypot.getAttribute("autocomplete")).toBe("off");
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole("textbox", { name: /website/i })).toBeNull();
  });

  it("shows each problem beside its field, wired to it, and focuses the first", () => {
    const fetch = answer(202, { id: "1" });
    const { form, name, email, message } = renderForm();
    // What a screen reader reads when focus arrives: the field must already carry its message.
    let describedWhenFocused: string | null = null;
    name.addEventListener("focus", () => (describedWhenFocused = description(name)));
    type(email, "not-an-address");
    fireEvent.submit(form);
    expect(describedWhenFocused).toBe("Name is required.");
    expect(fetch).not.toHaveBeenCalled();
    expect(name.getAttribute("aria-invalid")).toBe("true");
    expect(description(name)).toBe("Name is required.");
    expect(description(email)).toBe("Email must be a valid e-mail address, such as name@example.com.");
    expect(description(message)).toBe("Message is required.");
    expect(document.activeElement).toBe(name);
  });

  it("clears a field's message once it is fixed, and checks a field again when left", () => {
    const { form, name, email } = renderForm();
    fireEvent.submit(form);
    type(name, "Asha Rao");
    expect(name.hasAttribute("aria-invalid")).toBe(false);
    expect(name.hasAttribute("aria-describedby")).toBe(false);
    type(email, "asha@");
    expect(description(email)).toBe("Email is required.");
    fireEvent.blur(email);
    expect(description(email)).toBe("Email must be a valid e-mail address, such as name@example.com.");
  });

  it("posts the spec's {params:{sender, subject, body}} with the XSRF header, then says 'Email Sent' and resets", async () => {
    const fetch = answer(202, { id: "m-1" });
    const { form, name, email, message, submit } = renderForm();
    type(name, "  Asha Rao ");
    type(email, "asha@example.com");
    type(message, "Hello\nWe run a cooperative bank.");
    fireEvent.submit(form);
    expect(submit.disabled).toBe(true);
    expect(screen.getByRole("status").textContent).toBe(texts.sending);

    const dialog = await screen.findByRole("dialog", { name: "Email Sent" });
    expect(within(dialog).getByText("Your email was sent successfully!")).toBeTruthy();
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe("/Bweb/api/mailsending");
    expect(init?.headers).toMatchObject({ [XSRF_HEADER]: "tok" });
    expect(JSON.parse(String(init?.body))).toEqual({
      params: {
        sender: "asha@example.com",
        subject: "Contact from Asha Rao",
        body: "Name: Asha Rao\nEmail: asha@example.com\nMessage: Hello\nWe run a cooperative bank.",
      },
    });
    expect([name.value, email.value, message.value]).toEqual(["", "", ""]);
    expect(submit.disabled).toBe(false);
    expect(screen.getByRole("status").textContent).toBe("");
  });

  it.each([
    [0, "Cannot connect to the server. Please try again later."],
    [500, "Server error. Please contact support."],
    [429, "Error: Too many messages. Please wait a minute."],
  ])("says 'Error Sending Email' for status %i and keeps what was typed", async (status, text) => {
    if (status === 0)
      vi.stubGlobal(
        "fetch",
        vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))),
      );
    else answer(status, { errors: [{ path: "", message: "Too many messages. Please wait a minute." }] });
    const { form, name, email, message } = renderForm();
    type(name, "Asha");
    type(email, "asha@example.com");
    type(message, "Hello");
    fireEvent.submit(form);
    const dialog = await screen.findByRole("dialog", { name: "Error Sending Email" });
    expect(within(dialog).getByText(text)).toBeTruthy();
    expect(name.value).toBe("Asha");
    await waitFor(() =>
      expect((screen.getByRole("button", { name: "Submit" }) as HTMLButtonElement).disabled).toBe(false),
    );
  });

  it("sends a filled honeypot along, so the server can drop the post", async () => {
    const fetch = answer(202, { id: "m-2" });
    const { form, name, email, message } = renderForm();
    type(name, "Bot");
    type(email, "bot@example.com");
    type(message, "Buy now");
    fireEvent.change(form.querySelector('input[name="website"]')!, {
      target: { value: "http://spam.example" },
    });
    fireEvent.submit(form);
    await screen.findByRole("dialog");
    expect(JSON.parse(String(fetch.mock.calls[0]![1]?.body)).website).toBe("http://spam.example");
  });
});
