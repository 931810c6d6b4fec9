import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { GalleryEvent } from "../events/normalise-event";
import { NO_DESCRIPTION } from "./EventCard";
import { ImageDialog } from "./ImageDialog";

// As long as staff may write (EVENT_DESCRIPTION_MAX_LENGTH), far past the card's three lines.
const LONG_DESCRIPTION = `${"The whole team travelled to the bank for the go-live weekend. ".repeat(40).slice(0, 1992)}The end.`;

const event: GalleryEvent = {
  id: "7",
  title:
    "Core banking go-live in Port Louis, with the bank's branch staff, the regulator's observers and our whole delivery team",
  description: LONG_DESCRIPTION,
  date: "2024-11-05",
  image: { src: "/media/go-live.jpg", alt: "The team at the bank", srcSet: "/media/go-live-800.webp 800w" },
};

afterEach(cleanup);

/** The gallery's use: a card's button opens the dialog, which closes back to null. */
function Opener({ shown, onClose = () => {} }: { shown: GalleryEvent; onClose?: () => void }) {
  const [open, setOpen] = useState<GalleryEvent | null>(null);
  return (
    <>
      <button type="button" onClick={() => setOpen(shown)}>
        View larger
      </button>
      <ImageDialog
        event={open}
        onClose={() => {
          setOpen(null);
          onClose();
        }}
      />
    </>
  );
}

function openFromButton(shown: GalleryEvent, onClose?: () => void) {
  const { container } = render(<Opener shown={shown} onClose={onClose} />);
  const opener = screen.getByRole("button", { name: "View larger" });
  opener.focus();
  fireEvent.click(opener);
  return { opener, dialog: container.querySelector("dialog")! };
}

describe("ImageDialog", () => {
  it("stays closed without an event", () => {
    const { container } = render(<ImageDialog event={null} onClose={() => {}} />);
    expect(container.querySelector("dialog")?.open).toBe(false);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("opens as a modal dialog named by the full title, with focus on Close", () => {
    render(<ImageDialog event={event} onClose={() => {}} />);
    const dialog = screen.getByRole("dialog", { name: event.title }) as HTMLDialogElement;
    expect(dialog.open).toBe(true);
    expect(dialog.tagName).toBe("DIALOG");
    expect(screen.getByRole("heading", { level: 2 }).textContent).toBe(event.title);
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Close" }));
    const image = dialog.querySelector("img")!;
    expect(image.getAttribute("src")).toBe("/media/go-live.jpg");
    expect(image.getAttribute("alt")).toBe("The team at the bank");
    expect(image.getAttribute("srcset")).toBe("/media/go-live-800.webp 800w");
  });

  it("shows the date as the card writes it and the whole description, in a focusable scrolling region", () => {
    render(<ImageDialog event={event} onClose={() => {}} />);
    const time = screen.getByRole("dialog").querySelector("time")!;
    expect(time.textContent).toBe("Nov 5, 2024");
    expect(time.getAttribute("datetime")).toBe("2024-11-05");
    expect(LONG_DESCRIPTION).toHaveLength(2000);
    const region = screen.getByRole("region", { name: event.title });
    expect(region.tabIndex).toBe(0);
    expect(region.textContent).toContain(LONG_DESCRIPTION);
    expect(region.textContent?.endsWith("The end.")).toBe(true);
  });

  it("shows the card's fallback without a description, and no date for an unreadable one", () => {
    render(<ImageDialog event={{ ...event, description: undefined, date: "soon" }} onClose={() => {}} />);
    const dialog = screen.getByRole("dialog");
    expect(screen.getByText(NO_DESCRIPTION)).toBeTruthy();
    expect(dialog.querySelector("time")).toBeNull();
  });

  it("renders a description's markup as text, never as HTML", () => {
    const markup = '<b>bold</b> <img src="x" onerror="alert(1)"> & <a href="/x">link</a>';
    render(<ImageDialog event={{ ...event, description: markup }} onClose={() => {}} />);
    const dialog = screen.getByRole("dialog");
    expect(screen.getByText(markup)).toBeTruthy();
    expect(dialog.querySelector("b, a")).toBeNull();
    expect(dialog.querySelectorAll("img")).toHaveLength(1);
  });

  it("closes with its Close button and gives focus back to the card's button", () => {
    const onClose = vi.fn();
    const { opener, dialog } = openFromButton(event, onClose);
    expect(dialog.open).toBe(true);
    act(() => fireEvent.click(screen.getByRole("button", { name: "Close" })));
    expect(dialog.open).toBe(false);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(opener);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("shows one picture without a stepper", () => {
    render(<ImageDialog event={event} onClose={() => {}} />);
    expect(screen.getAllByRole("button").map((button) => button.textContent)).toEqual(["Close"]);
    expect(screen.queryByText(/^Picture \d+ of/)).toBeNull();
  });

  describe("an event with several pictures", () => {
    const set: GalleryEvent = {
      ...event,
      pictures: [
        { src: "/media/stage.webp", alt: "The stage", focus: { x: 20, y: 30 } },
        { src: "/media/audience.webp", alt: "The audience" },
        { src: "/media/cake.webp", alt: "The cake" },
      ],
    };
    const shown = () => {
      const dialog = screen.getByRole("dialog");
      const images = dialog.querySelectorAll("img");
      expect(images).toHaveLength(1);
      return [screen.getByText(/^Picture \d+ of \d+$/).textContent, images[0]!.getAttribute("alt")];
    };

    it("steps through them with the Previous and Next buttons, round from the last to the first", () => {
      render(<ImageDialog event={set} onClose={() => {}} />);
      expect(shown()).toEqual(["Picture 1 of 3", "The stage"]);
      expect(screen.getByText("Picture 1 of 3").getAttribute("aria-live")).toBe("polite");
      const next = screen.getByRole("button", { name: "Next picture" });
      act(() => fireEvent.click(next));
      expect(shown()).toEqual(["Picture 2 of 3", "The audience"]);
      act(() => fireEvent.click(next));
      act(() => fireEvent.click(next));
      expect(shown()).toEqual(["Picture 1 of 3", "The stage"]);
      act(() => fireEvent.click(screen.getByRole("button", { name: "Previous picture" })));
      expect(shown()).toEqual(["Picture 3 of 3", "The cake"]);
    });

    it("steps with the arrow keys wherever focus is in the dialog, not with a modifier held", () => {
      render(<ImageDialog event={set} onClose={() => {}} />);
      const close = screen.getByRole("button", { name: "Close" });
      expect(document.activeElement).toBe(close);
      fireEvent.keyDown(close, { key: "ArrowRight" });
      expect(shown()).toEqual(["Picture 2 of 3", "The audience"]);
      fireEvent.keyDown(screen.getByRole("region"), { key: "ArrowRight" });
      expect(shown()).toEqual(["Picture 3 of 3", "The cake"]);
      fireEvent.keyDown(close, { key: "ArrowLeft" });
      expect(shown()).toEqual(["Picture 2 of 3", "The audience"]);
      fireEvent.keyDown(close, { key: "ArrowLeft", altKey: true });
      expect(shown()).toEqual(["Picture 2 of 3", "The audience"]);
    });

    it("steps on a sideways swipe, not on a short or mostly vertical one", () => {
      render(<ImageDialog event={set} onClose={() => {}} />);
      const frame = screen.getByRole("dialog").querySelector("img")!.parentElement!;
      const swipe = (from: [number, number], to: [number, number]) => {
        fireEvent.pointerDown(frame, { pointerId: 1, isPrimary: true, clientX: from[0], clientY: from[1] });
        fireEvent.pointerUp(frame, { pointerId: 1, isPrimary: true, clientX: to[0], clientY: to[1] });
      };
      swipe([300, 100], [150, 110]);
      expect(shown()).toEqual(["Picture 2 of 3", "The audience"]);
      swipe([150, 100], [300, 100]);
      expect(shown()).toEqual(["Picture 1 of 3", "The stage"]);
      swipe([300, 100], [280, 100]);
      swipe([300, 100], [200, 300]);
      expect(shown()).toEqual(["Picture 1 of 3", "The stage"]);
    });

    it("starts at the first picture each time it opens", () => {
      const { rerender } = render(<ImageDialog event={set} onClose={() => {}} />);
      act(() => fireEvent.click(screen.getByRole("button", { name: "Next picture" })));
      rerender(<ImageDialog event={{ ...set, id: "8" }} onClose={() => {}} />);
      expect(shown()).toEqual(["Picture 1 of 3", "The stage"]);
    });
  });

  it("closes on a click on the backdrop, not on one inside", () => {
    const onClose = vi.fn();
    const { opener, dialog } = openFromButton(event, onClose);
    act(() => fireEvent.click(screen.getByRole("region")));
    expect(dialog.open).toBe(true);
    // A click on the backdrop reaches the <dialog> itself.
    act(() => fireEvent.click(dialog));
    expect(dialog.open).toBe(false);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(opener);
  });
});
