// Said above a form that starts from text kept when the session ended (work-kept.ts), so
// the member knows it is theirs and not yet saved.

export function RestoredNote({ extra }: { extra?: string }) {
  return (
    <p className="note">
      What you typed before your session ended is back. It is not saved yet.{extra ? ` ${extra}` : ""}
    </p>
  );
}
