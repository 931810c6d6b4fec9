// Starts the real, built server once for the e2e project (a free port on 127.0.0.1, a
// temporary DATA_DIR) and hands its address to the tests as inject("baseURL").

import type { TestProject } from "vitest/node";
import { startServer, type RunningServer } from "../scripts/server-process.mjs";

declare module "vitest" {
  export interface ProvidedContext {
    baseURL: string;
  }
}

let server: RunningServer | undefined;

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // Throws "... run npm run build first" when web/build or server/dist is missing.
  server = await startServer({ label: "e2e-server", readyTimeoutMs: 30_000, logLevel: "warn" });
  project.provide("baseURL", server.baseURL);
  return async () => {
    // SIGTERM, SIGKILL after 5 s; removes the temporary DATA_DIR.
    await server?.stop(5_000);
    server = undefined;
  };
}
