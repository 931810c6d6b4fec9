// The lazily made request logger against the real thing: an app with pino logging to a
// buffer, whose routes log (or do not) the way ours do.

import { describe, expect, it } from "vitest";
import Fastify, { LogController } from "fastify";
import { requestLogger } from "./request-logger.js";

function appLogging(level: string) {
  const lines: Record<string, unknown>[] = [];
  const app = Fastify({
    logger: {
      level,
      stream: { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) },
    },
    logController: new LogController({ disableRequestLogging: true }),
    childLoggerFactory: requestLogger,
  });
  let made = 0;
  const child = app.log.child.bind(app.log);
  app.log.child = ((...args: Parameters<typeof child>) => {
    made += 1;
    return child(...args);
  }) as typeof app.log.child;
  app.get("/quiet", async () => "ok");
  app.get("/says", async (request) => {
    request.log.info({ detail: 1 }, "first");
    request.log.warn("second");
    request.log.debug("below the level");
    return request.log.level;
  });
  app.get("/route-level", { logLevel: "error" }, async (request) => {
    request.log.warn("not at this route's level");
    request.log.error("at it");
    return request.log.level;
  });
  return { app, lines, made: () => made };
}

describe("requestLogger", () => {
  it("makes no child for a request that writes nothing", async () => {
    const { app, lines, made } = appLogging("info");
    for (let count = 0; count < 5; count += 1)
      expect((await app.inject({ url: "/quiet" })).statusCode).toBe(200);
    expect(made()).toBe(0);
    expect(lines).toEqual([]);
    await app.close();
  });

  it("writes every line with the request's id, through one child made on the first line", async () => {
    const { app, lines, made } = appLogging("info");
    const response = await app.inject({ url: "/says" });
    expect(response.body).toBe("info");
    expect(made()).toBe(1);
    expect(lines.map((line) => [line.msg, line.level, line.reqId])).toEqual([
      ["first", 30, "req-1"],
      ["second", 40, "req-1"],
    ]);
    expect(lines[0]?.detail).toBe(1);
    await app.close();
  });

  it("keeps a route's own level", async () => {
    const { app, lines } = appLogging("info");
    const response = await app.inject({ url: "/route-level" });
    expect(response.body).toBe("error");
    expect(lines.map((line) => line.msg)).toEqual(["at it"]);
    await app.close();
  });
});
