// A file sent over XMLHttpRequest (api.ts `upload`), with what the member is told meanwhile:
// a progress bar while the bytes go, the status line when it starts and once the server
// is working on the file. Announcing every percent would drown a screen reader on a large
// video, so the bar shows them and the status line says the two steps. Leaving the screen
// (or closing the dialog) mid-upload stops it.

import { useCallback, useEffect, useRef, useState } from "react";
import { upload } from "../api";

export type UploadPhase = { name: "idle" } | { name: "uploading"; percent: number } | { name: "processing" };

/** Whether `error` is the upload stopped on purpose (the form went away), not a failure. */
export const isAbort = (error: unknown) => error instanceof DOMException && error.name === "AbortError";

export function useUpload() {
  const [phase, setPhase] = useState<UploadPhase>({ name: "idle" });
  const [status, setStatus] = useState("");
  const abortRef = useRef<AbortController | null>(null);

  useEffect(() => () => abortRef.current?.abort(), []);

  /** POSTs `file` as the body to `path`; its answer, or the ApiError (an AbortError once stopped). */
  const send = useCallback(
    async <T,>(path: string, file: File, words: { sending: string; processing: string }): Promise<T> => {
      const controller = new AbortController();
      abortRef.current = controller;
      setPhase({ name: "uploading", percent: 0 });
      setStatus(words.sending);
      try {
        // The file's own type goes as the Content-Type: XMLHttpRequest sends a Blob's.
        return await upload<T>(path, file, {
          signal: controller.signal,
          onProgress: (loaded, total) =>
            setPhase({ name: "uploading", percent: Math.floor((100 * loaded) / total) }),
          onSent: () => {
            setPhase({ name: "processing" });
            setStatus(words.processing);
          },
        });
      } finally {
        abortRef.current = null;
        setPhase({ name: "idle" });
      }
    },
    [],
  );

  return { phase, status, setStatus, send };
}

/** The bar of an upload under way, labelled (nothing otherwise). */
export function UploadProgress({ id, label, phase }: { id: string; label: string; phase: UploadPhase }) {
  if (phase.name !== "uploading") return null;
  return (
    <div className="progress">
      <label htmlFor={id}>{label}</label>
      <progress id={id} max={100} value={phase.percent}>
        {phase.percent}%
      </progress>
      <span className="progress-value">{phase.percent}%</span>
    </div>
  );
}
