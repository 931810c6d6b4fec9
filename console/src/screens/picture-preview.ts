// A picture chosen on this device, shown before it is uploaded: an object URL of the file
// (no copy of its bytes in memory, unlike a data: URL), revoked as soon as another file is
// chosen or the form goes away, so a chosen 15 MB photo is not kept alive by the page.

import { useEffect, useState } from "react";

/** The object URL of `file` while it is chosen; undefined without one. */
export function useObjectUrl(file: File | null): string | undefined {
  const [shown, setShown] = useState<{ file: File; url: string } | undefined>(undefined);
  useEffect(() => {
    if (!file) return;
    const url = URL.createObjectURL(file);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the URL exists only once made here, and must be revoked by this effect's cleanup
    setShown({ file, url });
    return () => URL.revokeObjectURL(url);
  }, [file]);
  // Never a revoked URL or another file's: only the current file's.
  return shown && shown.file === file ? shown.url : undefined;
}
