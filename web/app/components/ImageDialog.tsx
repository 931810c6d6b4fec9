import { useEffect, useRef } from "react";
import styles from "./ImageDialog.module.css";

export interface DialogImage {
  title: string;
  src: string;
  alt: string;
  srcSet?: string;
}

/**
 * A modal <dialog> showing one image large (1200x700, 90vw wide) with its title and a
 * close button, no confirm button. The native modal traps focus and closes on Escape;
 * focus goes back to whatever opened it.
 */
export function ImageDialog({ image, onClose }: { image: DialogImage | null; onClose: () => void }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<Element | null>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (image && !dialog.open) {
      openerRef.current = document.activeElement;
      dialog.showModal();
    } else if (!image && dialog.open) {
      dialog.close();
    }
  }, [image]);

  return (
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      aria-labelledby={image ? "image-dialog-title" : undefined}
      onClose={() => {
        onClose();
        if (openerRef.current instanceof HTMLElement) openerRef.current.focus();
      }}
      onClick={(event) => {
        // A click on the backdrop (the dialog element itself, outside its content) closes it.
        if (event.target === event.currentTarget) event.currentTarget.close();
      }}
    >
      {image ? (
        <div className={styles.content}>
          <div className={styles.header}>
            <h2 id="image-dialog-title" className={styles.title}>
              {image.title}
            </h2>
            <button type="button" className={styles.close} onClick={() => dialogRef.current?.close()} autoFocus>
              Close
            </button>
          </div>
          <img
            className={styles.image}
            src={image.src}
            srcSet={image.srcSet}
            sizes="90vw"
            alt={image.alt}
            width={1200}
            height={700}
          />
        </div>
      ) : null}
    </dialog>
  );
}
