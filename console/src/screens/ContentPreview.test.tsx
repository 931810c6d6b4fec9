import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ContentPreview } from "./ContentPreview";

afterEach(cleanup);

const previewLink = () => screen.getByRole("link", { name: /^Open the preview of / });

describe("the preview of a document's page", () => {
  it("opens the page that shows the document most, with the draft, and lets another be picked", () => {
    render(<ContentPreview pages={["/home", "/contact", "/help"]} hasDraft dirty={false} />);
    expect(screen.getByRole("heading", { name: "Preview" })).toBeTruthy();
    expect(screen.getByText(/as visitors will see it once the saved draft is published/)).toBeTruthy();
    expect(previewLink().getAttribute("href")).toBe("/staff/preview/home");
    fireEvent.change(screen.getByLabelText("Page to preview"), { target: { value: "/contact" } });
    expect(previewLink().getAttribute("href")).toBe("/staff/preview/contact");
    expect(previewLink().textContent).toBe("Open the preview of /contact (opens in another tab)");
    // One tab for every preview: opened again, it shows the page as it now is.
    expect(previewLink().getAttribute("target")).toBe("site-preview");
  });

  it("says when unsaved changes are not in it, and asks for no choice when one page shows it", () => {
    render(<ContentPreview pages={["/help"]} hasDraft={false} dirty />);
    expect(screen.queryByLabelText("Page to preview")).toBeNull();
    expect(screen.getByText(/There is no draft.*Changes you have not saved are not in it\./)).toBeTruthy();
  });

  it("shows nothing for a document no page shows", () => {
    const { container } = render(<ContentPreview pages={[]} hasDraft dirty={false} />);
    expect(container.innerHTML).toBe("");
  });
});
