import { serializeJsonLd } from "../structured-data";

/** Structured data for search engines. A data block, not a script: nothing executes it. */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
