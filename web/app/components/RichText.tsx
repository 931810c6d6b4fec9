import { isList } from "@site/contracts/content-helpers";
import type { Block } from "@site/contracts/content";

interface Props {
  /** Paragraphs (strings) and lists (`{ list, ordered? }`), rendered in order. */
  blocks: readonly Block[];
  className?: string;
}

/** Prose from content: each string a paragraph, each list block a bulleted or numbered list. */
export function RichText({ blocks, className }: Props) {
  const body = blocks.map((block, i) => {
    if (!isList(block)) return <p key={i}>{block}</p>;
    const items = block.list.map((item, j) => <li key={j}>{item}</li>);
    return block.ordered ? <ol key={i}>{items}</ol> : <ul key={i}>{items}</ul>;
  });
  return className ? <div className={className}>{body}</div> : <>{body}</>;
}
