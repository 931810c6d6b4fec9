// The `forms` plugin (stub: lands with the forms work).

import type { FastifyPluginAsync } from "fastify";
import type { Config } from "../config.js";

export interface FormsPluginOptions {
  config: Config;
}

const forms: FastifyPluginAsync<FormsPluginOptions> = async () => {};

export default forms;
