// The server build's entry (vite.config.ts): React Router's server build, which the
// build's prerender serves pages from, and the page renderer that the build and the server
// both render pages with, the document renderer that makes the PDFs and social images, and
// the search indexer. One module, so both run the same React and React Router.

export * from "virtual:react-router/server-build";
export { createPageRenderer } from "./page-renderer";
export { createDocumentRenderer } from "./document-renderer";
export { createSearchIndexer } from "./search-indexer";
