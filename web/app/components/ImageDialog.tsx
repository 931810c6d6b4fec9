import styles from "./ImageDialog.module.css";
import { useModalDialog } from "./useModalDialog";

export interface DialogImage {
  title: string;
  src: string;
  alt: string;
  srcSet?: string;
}

/**
 * A modal <dialog> showing one image large (1200x700, 90vw wide) with its title and a
 * close button, no confirm button. The native modal traps focus and closes on Escape;
 * a click outside closes it too, and focus goes back to whatever opened it
 * (useModalDialog, shared with OutcomeDialog).
 */
export function ImageDialog({ image, onClose }: { image: DialogImage | null; onClose: () => void }) {
  const { dialogRef, initialFocusRef, handleClose, close } = useModalDialog(image !== null, onClose);

  return (
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      aria-labelledby={image ? "image-dialog-title" : undefined}
      onClose={handleClose}
    >
      {image ? (
        <div className={styles.content}>
          <div className={styles.header}>
            <h2 id="image-dialog-title" className={styles.title}>
              {image.title}
            </h2>
            <button ref={initialFocusRef} type="button" className={styles.close} onClick={close}>
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
