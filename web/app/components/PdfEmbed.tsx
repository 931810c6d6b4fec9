import { formatFileSize } from "./file-size";
import { pdfFileName } from "../content/documents";
import { PDF_EMBED, PDF_FALLBACK, PDF_FRAME } from "../enhance/markers";
import styles from "./PdfEmbed.module.css";

/** Height of the PDF frame (spec section 9). */
export const PDF_FRAME_HEIGHT = 600;

interface Props {
  /** Root-relative URL of the PDF. */
  src: string;
  /** What the document is: names the frame for assistive technology and the download link. */
  title: string;
  /** Frame height in CSS pixels. */
  height?: number;
  /** Size of the file in bytes, shown with the download link when known. */
  bytes?: number;
}

/**
 * How the browser's viewer shows the framed PDF: without its toolbar. Chrome's toolbar slides
 * in after the document is drawn and pushes it down, a layout shift of the page (0.026 by
 * Lighthouse on a phone); the links below the frame download the PDF or open it in a tab,
 * with the whole viewer there. PDF viewers that do not know the parameter ignore it.
 */
const VIEWER_PARAMS = "#toolbar=0";

/**
 * A PDF shown in the page, with a download link below it. An iframe rather than <object>:
 * the site's Content-Security-Policy has object-src 'none' and frame-src 'self'. Browsers
 * that cannot show PDFs (navigator.pdfViewerEnabled false, e.g. most phones) get the
 * spec's fallback message and the link instead of an empty frame: the page holds both, the
 * fallback hidden, and the site's small scripts swap them (enhance/pdf-embeds.ts).
 */
export function PdfEmbed({ src, title, height = PDF_FRAME_HEIGHT, bytes }: Props) {
  const size = bytes === undefined ? "" : `, ${formatFileSize(bytes)}`;
  const link = (
    <a href={src} download={pdfFileName(src)} className={styles.download}>
      Download {title} (PDF{size})
    </a>
  );
  return (
    <div className={styles.embed} {...{ [PDF_EMBED]: "" }}>
      <div {...{ [PDF_FRAME]: "" }}>
        <div className={styles.frameBox} style={{ height }}>
          <iframe
            src={`${src}${VIEWER_PARAMS}`}
            title={`${title} (PDF document)`}
            className={styles.frame}
            loading="lazy"
          />
        </div>
        <p className={styles.actions}>
          {link}
          <a href={src} target="_blank" rel="noopener" className={styles.open}>
            Open in a new tab<span className="visually-hidden"> (PDF, opens in a new tab)</span>
          </a>
        </p>
      </div>
      <p className={styles.fallback} hidden {...{ [PDF_FALLBACK]: "" }}>
        This browser does not support PDFs. Please download the PDF to view it: {link}
      </p>
    </div>
  );
}
