// Schemas of the site's content, and the checker that validates data against them
// (`@site/contracts/content`). Here rather than in web/ because the build, the server and
// the staff console all check content by them.
//
// The site's content modules (web/app/content) export plain typed data
// (`export const faq: Faq = {...}`, with `import type` from here), so neither zod nor these
// schemas reach the browser. Every content type is the output of its schema
// (`z.output<typeof faqSchema>`), written once. web/app/content/validate.ts checks every
// module against its schema: at build time (web/scripts/validate-content.ts, the first step
// of `npm run build -w web`) and in the content tests. A missing field, an empty string, a
// too-long meta description or a placeholder word stops the build with the path of the bad
// entry. TypeScript checks the same data against the types first, so most mistakes show in
// the editor already.
//
// The site's browser code imports this entry only as types (ESLint). Zod-free helpers
// (isList, countSentences, vttSeconds) are `@site/contracts/content-helpers` (helpers.ts).
//
//   checker.ts    ContentIssue, ContentError, contentIssues, defineContent
//   fields.ts     the field rules (text, label, descriptions, lists, slugs, dates, paths)
//                 and small shared shapes (link, page intro, titled text)
//   rich-text.ts  blocks and sections
//   site-content.ts  the whole content as one value (SiteContent) and what spans its pieces
//   collections.ts   the same content as documents (`site/identity`, `project/BRBS`), the
//                    unit the database stores and staff edit and publish
//   addresses.ts     the addresses items take: none taken twice, none the site keeps
//   new-items.ts     a new item staff create: its form's rules and its first draft
//   field-texts.ts   each document field's label and help for staff; form.ts puts them
//                    into the document's form (JSON Schema) the console builds its editor from
//   one file a topic, named after the content module(s) it checks; pages.ts the route table's pages

export { countSentences, isList, vttSeconds } from "./helpers.js";
export * from "./placeholders.js";
export * from "./about.js";
export * from "./addresses.js";
export * from "./checker.js";
export * from "./collections.js";
export * from "./content-key.js";
export * from "./contact.js";
export * from "./demos.js";
export * from "./documents.js";
export * from "./faq.js";
export * from "./openings.js";
export * from "./field-texts.js";
export * from "./fields.js";
export * from "./form.js";
export * from "./home.js";
export * from "./insights.js";
export * from "./legal.js";
export * from "./media.js";
export * from "./new-items.js";
export * from "./pages.js";
export * from "./people.js";
export * from "./policies.js";
export * from "./projects.js";
export * from "./rich-text.js";
export * from "./services.js";
export * from "./site.js";
export * from "./site-content.js";
export * from "./solutions.js";
export * from "./timeline.js";
