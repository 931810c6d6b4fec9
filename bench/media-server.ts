// The server side of bench/media.ts, in a process of its own so that its memory is the
// server's alone: the media library's upload intake (receiveFile) and the route that
// serves /media/file-*, on SQLite in DATA_DIR, on a free port of 127.0.0.1. Prints its
// address when it listens; an upload is POSTed to /upload as the request's body.

import path from "node:path";
import type { Readable } from "node:stream";
import { pathToFileURL } from "node:url";
import Fastify from "fastify";
import { libraryFileUrl } from "@site/contracts";
// The app's `db` decoration, as the server declares it.
import type {} from "../server/src/db/plugin.ts";
import { REPO_ROOT } from "../scripts/server-process.mjs";

const dist = <Module>(file: string): Promise<Module> =>
  import(pathToFileURL(path.join(REPO_ROOT, "server/dist", file)).href) as Promise<Module>;

const { openDatabase } = await dist<typeof import("../server/src/db/open.ts")>("db/open.js");
const { receiveFile } = await dist<typeof import("../server/src/media/files.ts")>("media/files.js");
const { registerLibraryFiles } = await dist<typeof import("../server/src/media/serve.ts")>("media/serve.js");

const opened = await openDatabase({ dataDir: process.env.DATA_DIR!, databaseUrl: undefined });
const app = Fastify();
app.decorate("db", opened.db);
registerLibraryFiles(app);
app.addContentTypeParser("*", (_request, payload, done) => done(null, payload));
app.post("/upload", async (request) => {
  const received = await receiveFile(opened.db, request.body as Readable, {
    fileName: () => "demo.mp4",
    now: new Date(),
  });
  if (!("stored" in received)) throw new Error("The video was taken for a picture");
  return { url: libraryFileUrl(received.stored.hash, received.stored.extension) };
});
const address = await app.listen({ host: "127.0.0.1", port: 0 });
console.log(`listening ${address}`);
process.on(
  "SIGTERM",
  () =>
    void app
      .close()
      .then(() => opened.db.destroy())
      .then(() => process.exit(0)),
);
