// Entry point: configuration, application, listening, graceful shutdown.

import closeWithGrace from "close-with-grace";
import pinoPretty from "pino-pretty";
import { buildApp } from "./app.js";
import { ConfigError, loadConfig, type Config } from "./config.js";
import { servedLine } from "./served-url.js";

// In-flight requests get this long to finish after SIGTERM/SIGINT before the process
// gives up on them.
const SHUTDOWN_DEADLINE_MS = 10_000;

function configOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    // An operator's mistake, not a bug: the message is the whole story, no stack trace.
    process.stderr.write(`Configuration error: ${error.message}\n`);
    process.exit(1);
  }
}

const config = configOrExit();
// A person at a terminal reads lines; a service manager or a log shipper gets JSON.
const logStream = process.stdout.isTTY
  ? pinoPretty({
      colorize: true,
      translateTime: "SYS:HH:MM:ss",
      ignore: "pid,hostname",
      singleLine: true,
      sync: true,
    })
  : undefined;
// DATA_DIR is made (private) by the database plugin, before anything is stored in it.
const app = buildApp(config, { logStream });

closeWithGrace({ delay: SHUTDOWN_DEADLINE_MS, logger: app.log }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, "Shutting down after an unexpected error");
  else if (signal) app.log.info(`${signal} received: closing (in-flight requests finish first)`);
  // Stops accepting connections, waits for in-flight requests, runs onClose hooks.
  await app.close();
});

try {
  // Plugins load here: the database is opened and migrated before anything listens.
  await app.ready();
} catch (error) {
  app.log.fatal({ err: error }, `Cannot start: ${(error as Error).message}`);
  process.exit(1);
}

// The runtime is part of what an operator checks (a supported LTS), so it is in the log.
app.log.info({ node: process.versions.node }, `Running on Node ${process.versions.node}`);

try {
  // Fastify's "listening" line, saying which address to open.
  await app.listen({
    host: config.host,
    port: config.port,
    listenTextResolver: (address) => servedLine(address, config.siteUrl),
  });
} catch (error) {
  app.log.fatal({ err: error }, `Cannot listen on ${config.host}:${config.port}`);
  process.exit(1);
}
