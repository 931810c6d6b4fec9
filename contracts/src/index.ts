// Schemas and types of the API, shared by the web app and the server.
// Each call's schema lives here once; both sides validate with it.
export * from "./events.js";
export * from "./events-schema.js";
export * from "./forms.js";
export * from "./staff.js";
export * from "./privacy.js";
export * from "./site-build.js";
export * from "./page-render.js";
