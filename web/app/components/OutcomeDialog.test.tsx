import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createRef } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { OUTCOME_CLOSE_MS, OutcomeDialog, type Outcome } from "./OutcomeDialog";

const sent: Outcome = { tone: "success", title: "Email Sent", text: "Your email was sent successfully!" };

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("OutcomeDialog", () => {
  it("stays closed without an outcome", () => {
    const { container } = render(<OutcomeDialog outcome={null} closeLabel="Close" onClose={() => {}} />);
    expect(container.querySelector("dialog")?.open).toBe(false);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("opens as a modal dialog named by its heading, described by its text, with focus on Close", () => {
    render(<OutcomeDialog outcome={sent} closeLabel="Close" onClose={() => {}} />);
    const dialog = screen.getByRole("dialog", { name: "Email Sent" }) as HTMLDialogElement;
    expect(dialog.open).toBe(true);
    expect(dialog.tagName).toBe("DIALOG");
    const description = document.getElementById(dialog.getAttribute("aria-describedby") ?? "");
    expect(description?.textContent).toBe("Your email was sent successfully!");
    expect(screen.getByRole("heading", { name: "Email Sent" }).tagName).toBe("H2");
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Close" }));
  });

  it(`closes by itself after ${OUTCOME_CLOSE_MS} ms and gives focus back to the form's button`, () => {
    vi.useFakeTimers();
    const onClose = vi.fn();
    const submit = createRef<HTMLButtonElement>();
    const { container } = render(
      <>
        <button type="button" ref={submit}>
          Submit
        </button>
        <OutcomeDialog outcome={sent} closeLabel="Close" onClose={onClose} returnFocusTo={submit} />
      </>,
    );
    const dialog = container.querySelector("dialog")!;
    act(() => vi.advanceTimersByTime(OUTCOME_CLOSE_MS - 1));
    expect(dialog.open).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(dialog.open).toBe(false);
    act(() => vi.runOnlyPendingTimers());
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(submit.current);
  });

  it("closes at once with its Close button", () => {
    const { container } = render(<OutcomeDialog outcome={sent} closeLabel="Close" onClose={() => {}} />);
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(container.querySelector("dialog")?.open).toBe(false);
  });
});
