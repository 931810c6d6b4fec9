// A PDF shown in the page (components/PdfEmbed.tsx) is framed as the page is written, for
// the browsers that show PDFs themselves. One that says it cannot (navigator.pdfViewerEnabled
// false, as most phones' do) gets the spec's fallback instead: the message and the download
// link, which the page holds hidden beside the frame.

import { PDF_EMBED, PDF_FALLBACK, PDF_FRAME } from "./markers";

export function enhancePdfEmbeds(document: Document): void {
  if (document.defaultView?.navigator.pdfViewerEnabled !== false) return;
  for (const embed of document.querySelectorAll<HTMLElement>(`[${PDF_EMBED}]`)) {
    const fallback = embed.querySelector<HTMLElement>(`[${PDF_FALLBACK}]`);
    if (!fallback) continue;
    embed.querySelector(`[${PDF_FRAME}]`)?.remove();
    fallback.hidden = false;
  }
}
