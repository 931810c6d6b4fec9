import { cleanup, render, screen } from "@testing-library/react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import type { Section } from "@site/contracts/content";
import { DocumentSections } from "./DocumentSections";
import { enhancePdfEmbeds } from "../enhance/pdf-embeds";
import { formatFileSize } from "./file-size";
import { PdfEmbed } from "./PdfEmbed";
import { RichText } from "./RichText";
import { VideoPlayer } from "./VideoPlayer";

afterEach(cleanup);

describe("RichText", () => {
  it("renders paragraphs, bulleted and numbered lists in order", () => {
    const { container } = render(
      <RichText
        blocks={["First.", { list: ["a", "b"] }, { list: ["one", "two"], ordered: true }, "Last."]}
      />,
    );
    expect([...container.children].map((e) => e.tagName)).toEqual(["P", "UL", "OL", "P"]);
    expect(container.querySelectorAll("li")).toHaveLength(4);
  });
});

describe("DocumentSections", () => {
  const sections: Section[] = [
    { id: "purpose", heading: "1. Purpose", body: ["Why."] },
    { heading: "2. How We Work", body: [{ list: ["x"] }] },
  ];

  it("gives every section a heading at the level asked for, with an anchor id", () => {
    render(<DocumentSections sections={sections} headingLevel={2} />);
    const headings = screen.getAllByRole("heading", { level: 2 });
    expect(headings.map((h) => [h.id, h.textContent])).toEqual([
      ["purpose", "1. Purpose"],
      ["how-we-work", "2. How We Work"],
    ]);
  });

  it("uses h3 and an id prefix when asked", () => {
    render(<DocumentSections sections={sections} headingLevel={3} idPrefix="doc-" />);
    expect(screen.getAllByRole("heading", { level: 3 }).map((h) => h.id)).toEqual([
      "doc-purpose",
      "doc-how-we-work",
    ]);
  });
});

describe("PdfEmbed", () => {
  it("frames the PDF at 600 px with a title and offers the download", () => {
    // As prerendered, in an inert template: happy-dom would try (and fail) to load a live frame.
    const template = document.createElement("template");
    template.innerHTML = renderToStaticMarkup(
      <PdfEmbed src="/media/docs/x.pdf" title="Case study" bytes={7800} />,
    );
    const container = template.content;
    const frame = container.querySelector("iframe")!;
    expect(frame.getAttribute("src"), "the viewer without its toolbar, which shifts the page").toBe(
      "/media/docs/x.pdf#toolbar=0",
    );
    expect(frame.getAttribute("title")).toBe("Case study (PDF document)");
    expect(frame.parentElement!.style.height, "the box the frame fills").toBe("600px");
    const link = container.querySelector("a[download]")!;
    expect(link.textContent).toBe("Download Case study (PDF, 8 KB)");
    expect(link.getAttribute("href")).toBe("/media/docs/x.pdf");
    expect(link.getAttribute("download")).toBe("x.pdf");
    expect(container.querySelector("object")).toBeNull();
  });

  it("swaps in the spec's fallback when the browser has no PDF viewer (enhance/pdf-embeds.ts)", () => {
    const nav = navigator as { pdfViewerEnabled?: boolean };
    const before = Object.getOwnPropertyDescriptor(navigator, "pdfViewerEnabled");
    const html = renderToStaticMarkup(<PdfEmbed src="/media/docs/x.pdf" title="Case study" />);
    // The markup as prerendered, without its live frame (which happy-dom would try to load).
    document.body.innerHTML = html.replace(/<iframe[^>]*><\/iframe>/, "");
    const page = document;
    const fallback =
      "This browser does not support PDFs. Please download the PDF to view it: Download Case study (PDF)";
    try {
      enhancePdfEmbeds(page);
      expect(
        page.querySelector("[data-pdf-frame]"),
        "a browser with a viewer keeps the frame",
      ).not.toBeNull();
      expect(page.querySelector<HTMLElement>("[data-pdf-fallback]")!.hidden).toBe(true);

      Object.defineProperty(navigator, "pdfViewerEnabled", { value: false, configurable: true });
      enhancePdfEmbeds(page);
      expect(page.querySelector("[data-pdf-frame]")).toBeNull();
      const shown = page.querySelector<HTMLElement>("[data-pdf-fallback]")!;
      expect(shown.hidden).toBe(false);
      expect(shown.textContent).toBe(fallback);
    } finally {
      document.body.innerHTML = "";
      if (before) Object.defineProperty(navigator, "pdfViewerEnabled", before);
      else delete nav.pdfViewerEnabled;
    }
  });

  it("formats sizes", () => {
    expect(formatFileSize(100)).toBe("1 KB");
    expect(formatFileSize(15_300)).toBe("15 KB");
    expect(formatFileSize(2_500_000)).toBe("2.4 MB");
  });
});

describe("VideoPlayer", () => {
  it("plays an MP4 with controls, a poster, its size and default English captions", () => {
    const { container } = render(
      <VideoPlayer
        src="/media/video/a.mp4"
        poster="/media/video/a-poster.webp"
        title="A demo"
        captions={{ src: "/media/video/a.vtt", srclang: "en" }}
        preload="none"
      />,
    );
    const video = container.querySelector("video")!;
    expect(video.hasAttribute("controls")).toBe(true);
    expect(video.getAttribute("preload")).toBe("none");
    expect(video.getAttribute("poster")).toBe("/media/video/a-poster.webp");
    expect([video.getAttribute("width"), video.getAttribute("height")]).toEqual(["1280", "720"]);
    expect(video.querySelector("source")?.getAttribute("type")).toBe("video/mp4");
    const track = video.querySelector("track")!;
    expect([
      track.getAttribute("kind"),
      track.getAttribute("srclang"),
      track.getAttribute("label"),
      track.hasAttribute("default"),
    ]).toEqual(["captions", "en", "English", true]);
    expect(video.textContent).toContain("Your browser does not support the video tag.");
  });

  it("has no captions track for a video without speech", () => {
    const { container } = render(<VideoPlayer src="/media/b.mp4" title="B" />);
    expect(container.querySelector("track")).toBeNull();
    expect(container.querySelector("video")?.getAttribute("preload")).toBe("metadata");
  });
});
