/**
 * A sentence from the content with one phrase in it made a link (an e-mail address, "Privacy
 * Notice"), so the content stays plain text. Without the phrase, the text is shown as is.
 */
export function LinkedText({ text, phrase, href }: { text: string; phrase: string; href: string }) {
  const at = text.indexOf(phrase);
  if (at < 0) return <>{text}</>;
  const link = <a href={href}>{phrase}</a>;
  return (
    <>
      {text.slice(0, at)}
      {link}
      {text.slice(at + phrase.length)}
    </>
  );
}
