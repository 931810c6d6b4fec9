// Schemas of the site's content, and the checker that validates data against them.
//
// Content modules export plain typed data (`export const faq: Faq = {...}`, with
// `import type` from this folder), so neither zod nor these schemas reach the browser.
// Every content type is the output of its schema (`z.output<typeof faqSchema>`), written
// once. validate.ts checks every module against its schema: at build time
// (scripts/validate-content.ts, the first step of `npm run build -w web`) and in the
// content tests. A missing field, an empty string, a too-long meta description or a
// placeholder word stops the build with the path of the bad entry. TypeScript checks the
// same data against the types first, so most mistakes show in the editor already.
//
// Never import this folder at run time from app code: only `import type`. Zod-free
// helpers (isList, countSentences, vttSeconds) live in ../helpers.ts.
//
//   checker.ts    ContentIssue, ContentError, contentIssues, defineContent
//   fields.ts     the field rules (text, label, descriptions, lists, slugs, dates, paths)
//                 and small shared shapes (link, page intro, titled text)
//   rich-text.ts  blocks and sections
//   one file a topic, named after the content module(s) it checks; pages.ts the route table's pages

export { countSentences, isList, vttSeconds } from "../helpers";
export * from "./about";
export * from "./checker";
export * from "./contact";
export * from "./demos";
export * from "./documents";
export * from "./faq";
export * from "./fields";
export * from "./home";
export * from "./insights";
export * from "./legal";
export * from "./media";
export * from "./pages";
export * from "./people";
export * from "./policies";
export * from "./projects";
export * from "./rich-text";
export * from "./services";
export * from "./solutions";
export * from "./timeline";
