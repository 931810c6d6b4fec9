import { ContactFormSchema } from "@site/contracts/forms";
import { describe, expect, it } from "vitest";
import { errorsByField, formValues } from "./field-errors";

describe("errorsByField", () => {
  it("keeps the first message of each field, from zod issues or API errors", () => {
    const parsed = ContactFormSchema.safeParse({ name: "", email: "nope", message: "" });
    expect(parsed.success).toBe(false);
    expect(errorsByField(parsed.error!.issues)).toEqual({
      name: "Name is required.",
      email: "Email must be a valid e-mail address, such as name@example.com.",
      message: "Message is required.",
    });
    expect(
      errorsByField([
        { path: "graduationYear", message: "first" },
        { path: "graduationYear", message: "second" },
        { path: "params.sender", message: "nested" },
        { path: "", message: "not about a field" },
      ]),
    ).toEqual({ graduationYear: "first", params: "nested" });
  });
});

describe("formValues", () => {
  it("reads every named control of a form as text", () => {
    const form = document.createElement("form");
    form.innerHTML =
      '<input name="name" value="Asha"><textarea name="message">Hi</textarea><input name="website" value="">';
    expect(formValues(form)).toEqual({ name: "Asha", message: "Hi", website: "" });
  });
});
