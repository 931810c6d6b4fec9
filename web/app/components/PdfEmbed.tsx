import { useSyncExternalStore } from "react";
import { pdfFileName } from "../content/documents";
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

// Whether the browser shows PDFs itself. Prerendered pages assume it does (most desktop and
// tablet browsers); hydration then switches to the fallback where it does not, and a page
// rendered in the browser (client-side navigation) never mounts the frame there at all.
const subscribe = () => () => undefined;
const hasPdfViewer = () => navigator.pdfViewerEnabled !== false;
const assumePdfViewer = () => true;

/** "240 KB", "1.2 MB". */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/**
 * A PDF shown in the page, with a download link below it. An iframe rather than <object>:
 * the site's Content-Security-Policy has object-src 'none' and frame-src 'self'. Browsers
 * that cannot show PDFs (navigator.pdfViewerEnabled false, e.g. most phones) get the
 * spec's fallback message and the link instead of an empty frame.
 */
export function PdfEmbed({ src, title, height = PDF_FRAME_HEIGHT, bytes }: Props) {
  const viewer = useSyncExternalStore(subscribe, hasPdfViewer, assumePdfViewer);
  const size = bytes === undefined ? "" : `, ${formatFileSize(bytes)}`;
  const link = (
    <a href={src} download={pdfFileName(src)} className={styles.download}>
      Download {title} (PDF{size})
    </a>
  );
  return (
    <div className={styles.embed}>
      {viewer ? (
        <>
          <iframe
            src={src}
            title={`${title} (PDF document)`}
            className={styles.frame}
            style={{ height }}
            loading="lazy"
          />
          <p className={styles.actions}>
            {link}
            <a href={src} target="_blank" rel="noopener" className={styles.open}>
              Open in a new tab<span className="visually-hidden"> (PDF, opens in a new tab)</span>
            </a>
          </p>
        </>
      ) : (
        <p className={styles.fallback}>
          This browser does not support PDFs. Please download the PDF to view it: {link}
        </p>
      )}
    </div>
  );
}
