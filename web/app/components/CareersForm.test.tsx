import {
  CV_ACCEPT,
  CV_BUDGET_USED_UP,
  CV_EMPTY,
  CV_LABEL,
  CV_MAX_BYTES,
  CV_TOO_LARGE,
  JOB_APPLICATION_FIELDS,
  OPENING_CHOICE_DEFAULT,
  OPENING_CLOSED,
  REQUIRED_APPLICATION_FIELDS,
  XSRF_HEADER,
} from "@site/contracts/forms";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { careersPage } from "../content/contact";
import { applicationFields } from "../content/form-fields";
import { CareersForm, type OpeningChoice } from "./CareersForm";

const texts = careersPage.form;

const VALID: Record<string, string> = {
  name: "Ravi Kumar",
  email: "ravi@example.com",
  phone: "+91 98765 43210",
  linkedin: "",
  highestDegree: "B.E. Computer Science",
  university: "Anna University",
  graduationYear: "2019",
  skills: "Java, SQL, Finacle",
  certifications: "",
  position: "Software Developer",
  location: "Salem",
  experience: "4",
  message: "",
};

let alert: ReturnType<typeof vi.fn>;

beforeEach(() => {
  document.cookie = "XSRF-TOKEN=tok; Path=/";
  alert = vi.fn();
  vi.stubGlobal("alert", alert);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderForm() {
  render(<CareersForm texts={texts} fields={applicationFields} />);
  const submit = screen.getByRole("button", { name: texts.submit }) as HTMLButtonElement;
  return { form: submit.closest("form")!, submit };
}

function control(form: HTMLFormElement, name: string) {
  return form.elements.namedItem(name) as HTMLInputElement | HTMLTextAreaElement;
}

function fill(form: HTMLFormElement, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values))
    fireEvent.change(control(form, name), { target: { value } });
}

function description(element: HTMLElement): string | null {
  const id = element.getAttribute("aria-describedby");
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
}

function cvInput(form: HTMLFormElement) {
  return control(form, "cv") as HTMLInputElement;
}

/** Chooses `file` in the CV field, as the browser's picker would. */
function choose(form: HTMLFormElement, file: File) {
  fireEvent.change(cvInput(form), { target: { files: [file] } });
}

const pdf = () => new File(["%PDF-1.7\n%%EOF\n"], "ravi-kumar.pdf", { type: "application/pdf" });

/** A file that says it is larger than a CV may be, without holding the bytes. */
function oversize() {
  const file = new File(["%PDF-1.7"], "scan.pdf", { type: "application/pdf" });
  Object.defineProperty(file, "size", { value: CV_MAX_BYTES + 1 });
  return file;
}

function answer(status: number, body: unknown) {
  const fetch = vi.fn<typeof globalThis.fetch>(async () => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

describe("the application form's fields", () => {
  it("are the privacy notice's 13 fields, in the API's order, with the API's required set", () => {
    expect(applicationFields.map((f) => f.name)).toEqual([...JOB_APPLICATION_FIELDS]);
    expect(applicationFields.filter((f) => f.required).map((f) => f.name)).toEqual([
      ...REQUIRED_APPLICATION_FIELDS,
    ]);
    expect(texts.groups.flatMap((g) => g.fields)).toEqual([...JOB_APPLICATION_FIELDS]);
  });

  it("label every control, mark the required ones visibly and for screen readers, and leave the rest optional", () => {
    const { form } = renderForm();
    for (const field of applicationFields) {
      // By accessible name: the star is aria-hidden, screen readers hear "required" from the control.
      const element = (screen.queryByRole("textbox", { name: field.label }) ??
        screen.getByRole("spinbutton", { name: field.label })) as HTMLInputElement;
      expect(element.name).toBe(field.name);
      expect(element.required, field.name).toBe(field.required);
      const label = form.querySelector(`label[for="${element.id}"]`)!;
      expect(label.textContent?.includes("*"), `${field.name} marker`).toBe(field.required);
    }
    expect(screen.getAllByRole("group").map((g) => g.querySelector("legend")?.textContent)).toEqual(
      texts.groups.map((g) => g.legend),
    );
  });

  it("let the browser check e-mail, the graduation year (1900-2100) and experience (0 or more)", () => {
    const { form } = renderForm();
    expect((control(form, "email") as HTMLInputElement).type).toBe("email");
    const year = control(form, "graduationYear") as HTMLInputElement;
    expect([year.type, year.min, year.max]).toEqual(["number", "1900", "2100"]);
    const experience = control(form, "experience") as HTMLInputElement;
    expect([experience.type, experience.min]).toEqual(["number", "0"]);
    expect((control(form, "phone") as HTMLInputElement).type).toBe("tel");
  });

  it("post to the job-application API in the prerendered HTML", () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(<CareersForm texts={texts} fields={applicationFields} />);
    const form = container.querySelector("form")!;
    expect(form.getAttribute("method")).toBe("post");
    expect(form.getAttribute("action")).toBe("/BTAB/api/job-application");
    // So that the browser sends the CV too when JavaScript is off.
    expect(form.getAttribute("enctype")).toBe("multipart/form-data");
    expect(form.hasAttribute("novalidate")).toBe(false);
    expect([...form.querySelectorAll("[name]")].map((c) => c.getAttribute("name"))).toEqual([
      ...JOB_APPLICATION_FIELDS,
      "cv",
      "website",
    ]);
  });
});

describe("the CV field", () => {
  it("is an optional file input labelled with its limits, offering the accepted kinds, after the message", () => {
    const { form } = renderForm();
    const input = screen.getByLabelText(CV_LABEL) as HTMLInputElement;
    expect(input).toBe(cvInput(form));
    expect([input.type, input.id, input.accept]).toEqual(["file", "apply-cv", CV_ACCEPT]);
    expect(input.required).toBe(false);
    expect(form.querySelector('label[for="apply-cv"]')?.textContent).toBe(CV_LABEL);
    const group = input.closest("fieldset")!;
    expect(group.querySelector("legend")?.textContent).toBe(texts.groups.at(-1)!.legend);
    expect(
      input.compareDocumentPosition(control(form, "message")) & Node.DOCUMENT_POSITION_PRECEDING,
    ).toBeTruthy();
  });
});

describe("submitting an application", () => {
  it("alerts 'Please fill in all required fields.' with the messages already beside the fields, then focuses the first", async () => {
    const fetch = answer(202, { id: "a-1" });
    const { form } = renderForm();
    let shownWhenAlerted: string[] = [];
    alert.mockImplementation(() => {
      shownWhenAlerted = [...form.querySelectorAll('[aria-invalid="true"]')].map(
        (c) => (c as HTMLInputElement).name,
      );
    });
    fill(form, { ...VALID, name: "", graduationYear: "1899", experience: "-1", email: "ravi@" });
    let describedWhenFocused: string | null = null;
    control(form, "name").addEventListener(
      "focus",
      () => (describedWhenFocused = description(control(form, "name"))),
    );
    fireEvent.submit(form);
    await waitFor(() => expect(alert).toHaveBeenCalledWith("Please fill in all required fields."));
    expect(shownWhenAlerted).toEqual(["name", "email", "graduationYear", "experience"]);
    expect(description(control(form, "name"))).toBe("Full name is required.");
    expect(description(control(form, "graduationYear"))).toBe("Graduation year must be at least 1900.");
    expect(description(control(form, "experience"))).toBe("Years of experience must be at least 0.");
    expect(document.activeElement).toBe(control(form, "name"));
    expect(describedWhenFocused).toBe("Full name is required.");
    expect(fetch).not.toHaveBeenCalled();
  });

  it("posts the 13 fields as JSON, alerts 'Application submitted successfully!' and resets", async () => {
    const fetch = answer(202, { id: "a-1" });
    const { form, submit } = renderForm();
    fill(form, VALID);
    fireEvent.submit(form);
    expect(submit.disabled).toBe(true);
    await waitFor(() => expect(alert).toHaveBeenCalledWith("Application submitted successfully!"));
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe("/BTAB/api/job-application");
    expect(init?.headers).toMatchObject({ "Content-Type": "application/json", Accept: "application/json" });
    const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
    expect(body).toMatchObject({
      name: "Ravi Kumar",
      graduationYear: 2019,
      experience: 4,
      location: "Salem",
    });
    expect(Object.keys(body)).not.toContain("website");
    expect(control(form, "name").value).toBe("");
    expect(submit.disabled).toBe(false);
  });

  it("alerts 'Failed to submit the application. Please try again.', logs the error and keeps the answers", async () => {
    answer(500, { errors: [{ path: "", message: "Internal error" }] });
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const { form } = renderForm();
    fill(form, VALID);
    fireEvent.submit(form);
    await waitFor(() =>
      expect(alert).toHaveBeenCalledWith("Failed to submit the application. Please try again."),
    );
    expect(logged).toHaveBeenCalled();
    expect(control(form, "name").value).toBe("Ravi Kumar");
  });

  it("alerts the server's sentence saying when to try again when it refuses for too many CVs (429)", async () => {
    const message = CV_BUDGET_USED_UP.client(5 * 60 * 60);
    answer(429, { errors: [{ path: "", message }] });
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { form } = renderForm();
    fill(form, VALID);
    choose(form, pdf());
    fireEvent.submit(form);
    await waitFor(() => expect(alert).toHaveBeenCalledWith(message));
    expect(message).toContain("Please try again in about 5 hours.");
    expect(control(form, "name").value).toBe("Ravi Kumar");
  });

  it("shows the server's field messages beside the fields", async () => {
    answer(400, { errors: [{ path: "phone", message: "Phone must contain only digits." }] });
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { form } = renderForm();
    fill(form, VALID);
    fireEvent.submit(form);
    await waitFor(() => expect(alert).toHaveBeenCalled());
    expect(description(control(form, "phone"))).toBe("Phone must contain only digits.");
    expect(document.activeElement).toBe(control(form, "phone"));
  });
});

describe("submitting an application with a CV", () => {
  it("posts a FormData of the checked fields, the trap and the file, asking for JSON with the XSRF header", async () => {
    const fetch = answer(202, { id: "a-1" });
    const { form } = renderForm();
    fill(form, { ...VALID, linkedin: "linkedin.com/in/ravi", experience: " 4 " });
    const file = pdf();
    choose(form, file);
    fireEvent.submit(form);
    await waitFor(() => expect(alert).toHaveBeenCalledWith("Application submitted successfully!"));
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe("/BTAB/api/job-application");
    expect(init?.method).toBe("POST");
    const body = init?.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect([...body.keys()]).toEqual([...JOB_APPLICATION_FIELDS, "website", "cv"]);
    expect(body.get("cv")).toBe(file);
    // The values the schema read, as text: the address it completed, the number it parsed.
    expect(body.get("name")).toBe("Ravi Kumar");
    expect(body.get("linkedin")).toBe("https://linkedin.com/in/ravi");
    expect(body.get("experience")).toBe("4");
    expect(body.get("graduationYear")).toBe("2019");
    expect(body.get("certifications")).toBe("");
    expect(body.get("website")).toBe("");
    const headers = init?.headers as Record<string, string>;
    expect(headers).toMatchObject({ Accept: "application/json", [XSRF_HEADER]: "tok" });
    // The browser writes the multipart Content-Type, boundary included.
    expect(Object.keys(headers).map((name) => name.toLowerCase())).not.toContain("content-type");
    expect(control(form, "name").value).toBe("");
  });

  it.each([
    ["larger than the limit", oversize, CV_TOO_LARGE],
    ["empty", () => new File([], "cv.pdf", { type: "application/pdf" }), CV_EMPTY],
  ])("refuses a file %s beside the field, posts nothing and focuses the field", async (_, file, message) => {
    const fetch = answer(202, { id: "a-1" });
    const { form } = renderForm();
    fill(form, VALID);
    choose(form, file());
    fireEvent.submit(form);
    await waitFor(() => expect(alert).toHaveBeenCalledWith("Please fill in all required fields."));
    expect(description(cvInput(form))).toBe(message);
    expect(cvInput(form).getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(cvInput(form));
    expect(fetch).not.toHaveBeenCalled();
  });

  it("keeps the refusal when the field is left, and takes it away once a fitting file is chosen", async () => {
    answer(202, { id: "a-1" });
    const { form } = renderForm();
    fill(form, VALID);
    choose(form, oversize());
    fireEvent.submit(form);
    await waitFor(() => expect(document.activeElement).toBe(cvInput(form)));
    fireEvent.blur(cvInput(form));
    expect(description(cvInput(form))).toBe(CV_TOO_LARGE);
    choose(form, new File([], "empty.pdf"));
    expect(description(cvInput(form))).toBe(CV_EMPTY);
    choose(form, pdf());
    expect(description(cvInput(form))).toBeNull();
    expect(cvInput(form).hasAttribute("aria-invalid")).toBe(false);
  });

  it("shows the fields' problems and the CV's together, focusing the first", async () => {
    const fetch = answer(202, { id: "a-1" });
    const { form } = renderForm();
    fill(form, { ...VALID, name: "" });
    choose(form, oversize());
    fireEvent.submit(form);
    await waitFor(() => expect(alert).toHaveBeenCalledWith("Please fill in all required fields."));
    expect(description(control(form, "name"))).toBe("Full name is required.");
    expect(description(cvInput(form))).toBe(CV_TOO_LARGE);
    expect(document.activeElement).toBe(control(form, "name"));
    expect(fetch).not.toHaveBeenCalled();
  });

  it("shows the server's refusal of the CV beside the field", async () => {
    const message = "The CV is not a PDF, a Word document (.docx) or an OpenDocument text (.odt).";
    answer(400, { errors: [{ path: "cv", message }] });
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { form } = renderForm();
    fill(form, VALID);
    choose(form, pdf());
    fireEvent.submit(form);
    await waitFor(() =>
      expect(alert).toHaveBeenCalledWith("Failed to submit the application. Please try again."),
    );
    expect(description(cvInput(form))).toBe(message);
    expect(document.activeElement).toBe(cvInput(form));
    expect(control(form, "name").value).toBe("Ravi Kumar");
  });
});

describe("the choice of the opening applied for", () => {
  const OPENINGS: OpeningChoice[] = [
    { id: "java-developer", title: "Java Developer" },
    { id: "data-analyst", title: "Data Analyst" },
  ];

  afterEach(() => window.history.replaceState(null, "", "/"));

  function renderWithOpenings(formTexts = texts) {
    render(<CareersForm texts={formTexts} fields={applicationFields} openings={OPENINGS} />);
    const submit = screen.getByRole("button", { name: texts.submit }) as HTMLButtonElement;
    const form = submit.closest("form")!;
    return { form, select: control(form, "opening") as unknown as HTMLSelectElement };
  }

  const position = (form: HTMLFormElement) => control(form, "position").value;

  it("is not asked while no opening is published", () => {
    const { form } = renderForm();
    expect(form.elements.namedItem("opening")).toBeNull();
    expect(screen.queryByRole("combobox")).toBeNull();
  });

  it("is asked first, labelled, an open application until the applicant chooses", () => {
    const { form, select } = renderWithOpenings();
    expect(screen.getByRole("combobox", { name: OPENING_CHOICE_DEFAULT.label })).toBe(select);
    expect([...select.options].map((option) => [option.value, option.textContent])).toEqual([
      ["", "Open application"],
      ["java-developer", "Java Developer"],
      ["data-analyst", "Data Analyst"],
    ]);
    expect(select.value).toBe("");
    expect(select.required).toBe(false);
    expect(form.querySelector("[name]")).toBe(select);
    // The app runs: the position is required again (the choice fills it).
    expect(control(form, "position").required).toBe(true);
  });

  it("takes its words from the careers page's texts when they have them", () => {
    renderWithOpenings({
      ...texts,
      opening: { label: "Which job is this application for?", openApplication: "None of these" },
    });
    const select = screen.getByRole("combobox", { name: "Which job is this application for?" });
    expect((select as HTMLSelectElement).options[0]?.textContent).toBe("None of these");
  });

  it("lets the form without JavaScript post the choice with an empty position, for the server to fill", () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(
      <CareersForm texts={texts} fields={applicationFields} openings={OPENINGS} />,
    );
    const form = container.querySelector("form")!;
    expect([...form.querySelectorAll("[name]")].map((c) => c.getAttribute("name"))).toEqual([
      "opening",
      ...JOB_APPLICATION_FIELDS,
      "cv",
      "website",
    ]);
    const select = form.querySelector("select")!;
    expect(select.getAttribute("name")).toBe("opening");
    expect(form.querySelector(`label[for="${select.id}"]`)?.textContent).toBe(OPENING_CHOICE_DEFAULT.label);
    expect(select.querySelector("option[selected]")?.getAttribute("value")).toBe("");
    expect(form.querySelector('[name="position"]')!.hasAttribute("required")).toBe(false);
    expect(form.querySelector('[name="name"]')!.hasAttribute("required")).toBe(true);
  });

  it("fills the position with the opening's title, and empties it again for an open application", () => {
    const { form, select } = renderWithOpenings();
    fireEvent.change(select, { target: { value: "java-developer" } });
    expect(position(form)).toBe("Java Developer");
    fireEvent.change(select, { target: { value: "data-analyst" } });
    expect(position(form)).toBe("Data Analyst");
    fireEvent.change(select, { target: { value: "" } });
    expect(position(form)).toBe("");
  });

  it("keeps a position the applicant typed when they choose an open application", () => {
    const { form, select } = renderWithOpenings();
    fill(form, { position: "Finacle consultant" });
    fireEvent.change(select, { target: { value: "" } });
    expect(position(form)).toBe("Finacle consultant");
  });

  it("is chosen by the address's ?opening= once the app runs, and not by an unknown one", () => {
    window.history.replaceState(null, "", "/Careers?opening=data-analyst#apply-online");
    const { form, select } = renderWithOpenings();
    expect(select.value).toBe("data-analyst");
    expect(position(form)).toBe("Data Analyst");
    cleanup();

    window.history.replaceState(null, "", "/Careers?opening=..%2Fadmin");
    const other = renderWithOpenings();
    expect(other.select.value).toBe("");
    expect(position(other.form)).toBe("");
  });

  it("posts the opening chosen with the 13 fields as JSON, and none for an open application", async () => {
    const fetch = answer(202, { id: "a-1" });
    const { form, select } = renderWithOpenings();
    fill(form, { ...VALID, position: "" });
    fireEvent.change(select, { target: { value: "java-developer" } });
    fireEvent.submit(form);
    await waitFor(() => expect(alert).toHaveBeenCalledWith("Application submitted successfully!"));
    const body = JSON.parse(String(fetch.mock.calls[0]![1]?.body)) as Record<string, unknown>;
    expect(body).toMatchObject({ opening: "java-developer", position: "Java Developer" });
    // Reset: an open application again.
    expect(select.value).toBe("");

    fill(form, VALID);
    fireEvent.submit(form);
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    expect(Object.keys(JSON.parse(String(fetch.mock.calls[1]![1]?.body)) as object)).not.toContain("opening");
  });

  it("sends the opening first in the multipart post with a CV", async () => {
    const fetch = answer(202, { id: "a-1" });
    const { form, select } = renderWithOpenings();
    fill(form, VALID);
    fireEvent.change(select, { target: { value: "data-analyst" } });
    choose(form, pdf());
    fireEvent.submit(form);
    await waitFor(() => expect(alert).toHaveBeenCalledWith("Application submitted successfully!"));
    const body = fetch.mock.calls[0]![1]?.body as FormData;
    expect([...body.keys()]).toEqual(["opening", ...JOB_APPLICATION_FIELDS, "website", "cv"]);
    expect([body.get("opening"), body.get("position")]).toEqual(["data-analyst", "Data Analyst"]);
  });

  it("shows the server's refusal of a closed opening beside the choice, focuses it, and clears it on another choice", async () => {
    answer(400, { errors: [{ path: "opening", message: OPENING_CLOSED }] });
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { form, select } = renderWithOpenings();
    fill(form, VALID);
    fireEvent.change(select, { target: { value: "java-developer" } });
    fireEvent.submit(form);
    await waitFor(() =>
      expect(alert).toHaveBeenCalledWith("Failed to submit the application. Please try again."),
    );
    expect(description(select)).toBe(OPENING_CLOSED);
    expect(select.getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(select);
    fireEvent.change(select, { target: { value: "" } });
    expect(description(select)).toBeNull();
    expect(select.hasAttribute("aria-invalid")).toBe(false);
  });

  it("says the position is required once an open application leaves it empty, after the form has spoken", async () => {
    answer(202, { id: "a-1" });
    const { form, select } = renderWithOpenings();
    fill(form, { ...VALID, position: "" });
    fireEvent.submit(form);
    await waitFor(() => expect(alert).toHaveBeenCalledWith("Please fill in all required fields."));
    expect(description(control(form, "position"))).toBe("Position applied for is required.");
    // Choosing an opening fills it, and the message goes.
    fireEvent.change(select, { target: { value: "data-analyst" } });
    expect(description(control(form, "position"))).toBeNull();
  });
});
