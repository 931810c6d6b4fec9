// The name an uploaded file is kept under, from the name its sender claimed: shown to
// staff and sent back in Content-Disposition, never the name of a file on disk. Shared by
// the CVs job seekers send and the media library's uploads.

// Characters no file name shown to staff needs: controls (line breaks could forge a header
// line wherever a name is written unencoded), bidirectional overrides (which disguise
// `cv‮fdp.exe` as `cv.exe.pdf`), and the separators of paths on any system.
const UNSAFE_IN_NAME = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069/\\:*?"<>|]/g;

const isLoneSurrogate = (character: string) => {
  const code = character.charCodeAt(0);
  return character.length === 1 && code >= 0xd800 && code <= 0xdfff;
};

/**
 * `claimed`'s last path segment, unsafe characters replaced, shortened to `maxLength`,
 * with `extension` (the one its bytes were found to be, whatever it claimed); `fallback`
 * and the extension when nothing usable is left. Linear in the name's length.
 */
export function uploadedFileName(
  claimed: string,
  extension: string,
  { maxLength, fallback }: { maxLength: number; fallback: string },
): string {
  const lastSegment = claimed.slice(Math.max(claimed.lastIndexOf("/"), claimed.lastIndexOf("\\")) + 1);
  const dot = lastSegment.lastIndexOf(".");
  const stem = (dot > 0 ? lastSegment.slice(0, dot) : lastSegment)
    .slice(0, maxLength * 2)
    .normalize("NFC")
    .replace(UNSAFE_IN_NAME, "_")
    .trim()
    // A name of dots only would read as a relative path to anything that joins it.
    .replace(/^\.+/, "");
  const room = maxLength - extension.length - 1;
  const shortened = Array.from(stem)
    // A cut (or the sender) may have left half a surrogate pair: not a character.
    .filter((character) => !isLoneSurrogate(character))
    .slice(0, room)
    .join("")
    .trim();
  return `${shortened === "" ? fallback : shortened}.${extension}`;
}
