// Where the web app sends its API calls. Set at build time with API_BASE (for example
// https://api.example.com when the API lives elsewhere); by default the same origin that
// served the page, so no fixed plain-HTTP address is ever compiled in.

import { trimEndOf } from "./text-edges";

export const API_BASE: string = trimEndOf(
  (import.meta as { env?: Record<string, string | undefined> }).env?.API_BASE ?? "",
  "/",
);

export function apiUrl(path: string): string {
  return `${API_BASE}${path}`;
}
